// `npm start`: bundles the server's TypeScript (server/, domain/ and what they import from the
// project) and the packages it imports into build/ with esbuild, then runs it in this process.
// Plain Node then runs plain JavaScript: no TypeScript loader in the server (measured: ~60 MB less
// resident memory than running the sources through tsx, and the checkpoint worker thread no longer
// loads one either), and one file instead of several hundred package files to find, read and
// compile (a start's CPU on SQLite: about 1.5 s instead of 2.7 s). Packages with native code or
// files of their own to find at run time stay in node_modules (EXTERNAL). The bundle is named by
// its content, so servers started from one folder at once never read each other's half-written
// file. Bundling takes about a second; when no file the last bundle was made from has changed
// since (build/inputs.txt: the project's files, and package-lock.json for the packages), that
// bundle is run again without bundling (the check reads those files: ~20 ms).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildSync } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'build');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Files a bundle depends on beyond the project files esbuild reads: this launcher's settings, the
 * compiler's, and the lock file, which stands for the packages' files.
 */
const SETTINGS_FILES = ['server/start.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * Packages left in node_modules and loaded from there: native addons (and what finds their
 * binaries), and a driver's optional native half.
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  '@ffmpeg-installer/ffmpeg',
  'pg-native',
];

/**
 * What the packages' CommonJS expects of its module scope, in the ES module bundle: `require`
 * (esbuild's shim calls it for Node's own modules and the external packages), `__filename`,
 * `__dirname`.
 */
const COMMONJS_SCOPE = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');
const INPUTS_FILE = join(outDir, 'inputs.txt');

/**
 * One hash over the files' paths and contents (a missing file fails the read).
 * @param {string[]} paths
 * @returns {string}
 */
function hashOf(paths) {
  const hash = createHash('sha256');
  for (const path of paths) hash.update(`${path}\0`).update(readFileSync(join(root, path)));
  return hash.digest('hex');
}

/**
 * The last bundle's name when every file it was made from is as it was then (build/inputs.txt:
 * the bundle's name, the hash of its inputs, then the inputs, a line each).
 * @returns {string | undefined}
 */
function unchangedBundle() {
  try {
    const [bundle, hash, ...inputs] = readFileSync(INPUTS_FILE, 'utf8').split('\n');
    if (!bundle || !existsSync(join(outDir, bundle))) return undefined;
    return hashOf(inputs) === hash ? bundle : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bundles the sources into build/server-<hash>.mjs; returns its name.
 * @returns {string}
 */
function bundle() {
  const startedAt = Date.now();
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: [join(root, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: COMMONJS_SCOPE },
    sourcemap: 'external',
    // Stack traces name the files and lines; the map need not carry every package's source.
    sourcesContent: false,
    outfile: join(outDir, 'server.mjs'),
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'));
  if (!code || !map) throw new Error('esbuild produced no server bundle');

  const hash = createHash('sha256').update(code.contents).digest('hex').slice(0, 12);
  const name = `server-${hash}.mjs`;
  const file = join(outDir, name);
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(file)) {
    // Written beside, then renamed: a reader sees the whole file or none.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(`${file}.map`, map.contents);
    writeFileSync(temp, `${code.text}\n//# sourceMappingURL=${name}.map\n`);
    renameSync(temp, file);
  }
  // What the bundle was made from, for the next start; not when a file changed while bundling
  // (then the next start bundles again).
  // The packages' files are not listed: package-lock.json (in SETTINGS_FILES) stands for them.
  const inputs = [
    ...Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('node_modules/')),
    ...SETTINGS_FILES,
  ];
  if (inputs.every((path) => statSync(join(root, path)).mtimeMs < startedAt - 1000)) {
    const temp = `${INPUTS_FILE}.${process.pid}.tmp`;
    writeFileSync(temp, [name, hashOf(inputs), ...inputs].join('\n'));
    renameSync(temp, INPUTS_FILE);
  }
  return name;
}

const name = unchangedBundle() ?? bundle();
const file = join(outDir, name);
// Bundles of earlier sources are removed after a day (a server started from one may still run).
for (const entry of readdirSync(outDir)) {
  if (!entry.startsWith('server-') || entry.startsWith(name)) continue;
  const path = join(outDir, entry);
  if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
}

// V8 lets the old generation grow by a factor of its own choosing (up to 4x what survived the last
// full collection) before collecting again: under load that held ~90 MB of garbage at the peaks
// (measured on 100,000 items: peak RSS 263-272 MB during updates). Growing by HEAP_GROWTH_PERCENT
// (default 60) instead bounds the peak (210-254 MB in the same bench). Not lower: at 25 % the
// server on PostgreSQL, whose requests' objects live across a round trip and so reach the old
// generation, fell from run to run into collecting it over and over (get by id 10,500 instead of
// 16,400 req/s, global search 2,200 instead of 2,900). 0 keeps V8's own rule.
// This is the one environment read outside loadConfig (server/config.ts), on purpose: the flag
// must be set before the server's code loads, and loadConfig is TypeScript inside the bundle this
// launcher is about to import. It is validated here and the server never reads it again (lint
// allows process.env only in config.ts and this file).
const growth = process.env.HEAP_GROWTH_PERCENT ?? '60';
if (!/^\d{1,3}$/.test(growth))
  throw new Error(`HEAP_GROWTH_PERCENT must be a whole number 0-999, got '${growth}'`);
if (Number(growth) > 0) setFlagsFromString(`--heap-growing-percent=${growth}`);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(file).href);
