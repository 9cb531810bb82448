import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PROJECT_ROOT } from './projectRoot';

/** What the console's build reads: a change in any of them makes dist/ stale. */
export const CONSOLE_SOURCES = [
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'custom',
  'kit',
  'domain',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
];

/** Old hashed assets stay this long after a newer build, for pages still open on them. */
const OLD_ASSETS_KEPT_MS = 24 * 60 * 60 * 1000;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) =>
    statSync(join(dir, entry)).isFile(),
  );
}

/**
 * Moves a finished build from `staging` into `distDir` without a moment where a running server
 * serves half of it: hashed assets are copied first (they never collide), the entry pages
 * (index.html and its compressed twins) are renamed into place last. Assets of earlier builds
 * stay for a day, so a console page opened before the rebuild still finds its chunks.
 */
export function publishBuild(staging: string, distDir: string, now = Date.now()): void {
  const files = filesUnder(staging);
  const isEntry = (file: string) => /^index\.html(\.(br|gz))?$/.test(file);
  for (const file of files.filter((f) => !isEntry(f))) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    copyFileSync(join(staging, file), join(distDir, file));
  }
  for (const file of files.filter(isEntry)) {
    const partial = join(distDir, `${file}.${process.pid}.partial`);
    copyFileSync(join(staging, file), partial);
    renameSync(partial, join(distDir, file));
  }
  const current = new Set(files);
  for (const file of filesUnder(distDir)) {
    if (current.has(file) || isEntry(file)) continue;
    if (now - statSync(join(distDir, file)).mtimeMs > OLD_ASSETS_KEPT_MS)
      rmSync(join(distDir, file));
  }
}

/** When the build in `distDir` was made (0: none), and whether it is newer than its sources. */
export function consoleBuildState(distDir: string): { builtAt: number; current: boolean } {
  const built = join(distDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...CONSOLE_SOURCES.map((s) => newestMtime(join(PROJECT_ROOT, s))));
  return { builtAt, current: builtAt > sourcesAt };
}

/** Builds the console with Vite when dist/ is missing or older than its sources. */
export function ensureConsoleBuild(distDir: string, log: (message: string) => void): void {
  const root = PROJECT_ROOT;
  const { builtAt, current } = consoleBuildState(distDir);
  if (current) return;
  // A production install (`npm ci --omit=dev` after `npm run build`) has no Vite: it serves the
  // build it was given, and only a missing build is an error.
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    if (builtAt === 0)
      throw new Error(
        `No console build in ${distDir} and no Vite to make one: run \`npm run build\` before installing without dev dependencies`,
      );
    log('Console sources look newer than the build, but Vite is not installed: serving the build');
    return;
  }
  log(
    builtAt === 0
      ? 'Building the console (first start)...'
      : 'Console sources changed: rebuilding...',
  );
  // Built beside the served folder, then published into it: another server running from the
  // same folder keeps serving a whole build throughout.
  const staging = `${distDir.replace(/\/+$/, '')}.build-${process.pid}`;
  try {
    const result = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', staging, '--emptyOutDir'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error('The console build failed (see the output above)');
    publishBuild(staging, distDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  log(`Console built into ${relative(root, distDir) || distDir}`);
}
