import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleBuildState } from '../../server/consoleBuild';
import type { OutputBundle } from 'rolldown';
import { precompressDir, preloadOnlyWhatIsMissing } from '../../vite.config';
import type { TestServer } from '../helpers/testServer';
import { startTestServer } from '../helpers/testServer';

const BUILT_CONSOLE = join(import.meta.dirname, '..', '..', 'dist');

/** A console build in miniature: the page, a big chunk, a chunk of a few bytes, a style sheet. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><div id="root"></div><script src="/assets/index-A.js"></script>',
  'assets/index-A.js': `export const messages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `message ${i}`))};`,
  'assets/useParams-B.js': 'export const useParams = () => ({});',
  'assets/App-C.css': 'body { margin: 0 }',
};

/** Fetches `path` accepting `encoding` and returns how it came and its decoded body. */
async function fetchAs(
  baseUrl: string,
  path: string,
  encoding: 'gzip' | 'br',
): Promise<{ status: number; encoding: string | null; type: string | null; body: string }> {
  // Node's fetch decodes bodies itself: a raw request shows what went over the wire.
  return new Promise((resolvePromise, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const sent = res.headers['content-encoding'] ?? null;
          const decoded =
            sent === 'gzip' ? gunzipSync(raw) : sent === 'br' ? brotliDecompressSync(raw) : raw;
          resolvePromise({
            status: res.statusCode ?? 0,
            encoding: sent,
            type: res.headers['content-type'] ?? null,
            body: decoded.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe("the console's files are sent compressed, whatever their size", () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), text);
    }
    // What the build does to its output (vite.config.ts).
    precompressDir(dist);
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      runJobs: false,
      env: { DIST_DIR: dist },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  for (const encoding of ['gzip', 'br'] as const) {
    it(`every script and style sheet, the smallest too, as ${encoding} to a client that takes it`, async () => {
      for (const [file, text] of Object.entries(FILES).filter(([f]) => f.startsWith('assets/'))) {
        const response = await fetchAs(server.baseUrl, `/${file}`, encoding);
        expect(response.status, file).toBe(200);
        expect(response.encoding, `${file} (${text.length} bytes)`).toBe(encoding);
        expect(response.body, file).toBe(text);
        expect(response.type, file).toMatch(file.endsWith('.css') ? /text\/css/ : /javascript/);
      }
    });
  }
});

/**
 * The scripts and style sheets of the build `index.html` loads, directly or through its chunks'
 * imports (dist/assets also keeps the files of builds of the last day, for pages still open).
 */
function currentBuildAssets(dist: string): string[] {
  const files = new Set(readdirSync(join(dist, 'assets')));
  const found = new Set<string>();
  const pending = [readFileSync(join(dist, 'index.html'), 'utf8')];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [name] of text.matchAll(/[\w.-]+\.(?:js|css)\b/g)) {
      if (!files.has(name) || found.has(name)) continue;
      found.add(name);
      if (name.endsWith('.js')) pending.push(readFileSync(join(dist, 'assets', name), 'utf8'));
    }
  }
  return [...found];
}

describe('the built console (dist/), when it is current', () => {
  let server: TestServer;
  let dist: string;
  // A build older than its sources (or than vite.config.ts) is rebuilt at the next start.
  const built = consoleBuildState(BUILT_CONSOLE).current;

  beforeAll(async () => {
    if (!built) return;
    // A copy: a build published meanwhile by another server does not change what is checked.
    dist = mkdtempSync(join(tmpdir(), 'console-built-'));
    cpSync(BUILT_CONSOLE, dist, { recursive: true });
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      runJobs: false,
      env: { DIST_DIR: dist },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it.runIf(built)('sends every chunk and style sheet of the build gzip-compressed', async () => {
    const assets = currentBuildAssets(dist);
    expect(assets.length).toBeGreaterThan(10);
    const uncompressed: string[] = [];
    for (const file of assets) {
      const response = await fetchAs(server.baseUrl, `/assets/${file}`, 'gzip');
      expect(response.status, file).toBe(200);
      if (response.encoding !== 'gzip') uncompressed.push(file);
    }
    expect(uncompressed).toEqual([]);
  });
});

describe("a dynamic import's preload list", () => {
  /** A bundle of chunks: each named file with its static imports; the first is the entry. */
  function bundleOf(chunks: Record<string, string[]>): OutputBundle {
    return Object.fromEntries(
      Object.entries(chunks).map(([fileName, imports], index) => [
        fileName,
        { type: 'chunk', fileName, imports, isEntry: index === 0 },
      ]),
    ) as unknown as OutputBundle;
  }

  it('leaves out the chunks loaded before the import runs: the entry and the importer load them', () => {
    const preload = preloadOnlyWhatIsMissing();
    const bundle = bundleOf({
      'assets/index.js': ['assets/react.js'],
      'assets/react.js': [],
      'assets/App.js': ['assets/react.js', 'assets/Paper.js'],
      'assets/Paper.js': ['assets/theme.js'],
      'assets/theme.js': [],
      'assets/Page.js': ['assets/Paper.js', 'assets/Grid.js', 'assets/react.js'],
      'assets/Grid.js': [],
    });
    const hook = preload.plugin.generateBundle as {
      handler: (options: unknown, bundle: OutputBundle) => void;
    };
    hook.handler({}, bundle);
    const vitesList = [
      'assets/Page.js',
      'assets/Paper.js',
      'assets/theme.js',
      'assets/Grid.js',
      'assets/react.js',
    ];
    // App (which imports Paper, and Paper theme) opens the page: the page and Grid are missing.
    expect(
      preload.resolveDependencies('assets/Page.js', vitesList, {
        hostId: 'assets/App.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/Page.js', 'assets/Grid.js']);
    // Imported from the entry, only react is loaded.
    expect(
      preload.resolveDependencies('assets/Page.js', vitesList, {
        hostId: 'assets/index.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/Page.js', 'assets/Paper.js', 'assets/theme.js', 'assets/Grid.js']);
    // The page's own preload links are left as Vite made them.
    expect(
      preload.resolveDependencies('assets/index.js', vitesList, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(vitesList);
  });
});
