/**
 * The media bench's bundle part (issue 14, target (a)): in the console's build (`dist/assets`,
 * made first by the server's own `ensureConsoleBuild` when missing or older than its sources),
 * the player chunk (shaka-player's DASH build) gzip-compressed is under 250 KB, and neither it nor
 * the video editor page's chunk is the entry, one of index.html's modulepreloads, or statically
 * imported by them (the dashboard never loads them; the route imports them when it opens).
 * Run by tests/bench/mediaBench.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureConsoleBuild } from '../../server/consoleBuild';
import { formatKb } from './consoleBench';

export const PLAYER_CHUNK_GZIP_TARGET = 250 * 1024;
const PLAYER_CHUNK = /^shaka-player\.dash-es2021-[\w-]+\.js$/;
const EDITOR_CHUNK = /^VideoEditorPage-[\w-]+\.js$/;

export interface Chunk {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface MediaBundleResult {
  entry: string;
  /** The entry and every file it loads before the dashboard: its modulepreloads and static imports. */
  startFiles: string[];
  player: Chunk;
  /** The chunks that load the player chunk (kit/player's VideoPlayer and what rolldown put with it). */
  playerLoaders: Chunk[];
  editor: Chunk;
  /** Of the player chunk, its loaders and the editor chunk: those in the entry or its preloads. */
  atStart: string[];
  met: boolean;
}

/** `./x.js` and `/assets/x.js` as the file name `x.js`. */
const fileName = (reference: string) => reference.replace(/^.*\//, '');

/** The files a chunk imports statically (`from"./x.js"`, `import"./x.js"`; not `import("./x.js")`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) =>
    fileName(match[1] ?? ''),
  );
}

/** Every .js file a chunk names (static and dynamic imports, Vite's preload lists). */
function allReferences(code: string): string[] {
  return [...code.matchAll(/["'`]([^"'`\s]*\.js)["'`]/g)].map((match) => fileName(match[1] ?? ''));
}

/** The files reachable from `roots` through `references` (files missing from `assets` skipped). */
function reachable(
  assets: string,
  roots: string[],
  references: (code: string) => string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next) || !existsSync(join(assets, next))) continue;
    seen.add(next);
    queue.push(...references(readFileSync(join(assets, next), 'utf8')));
  }
  return seen;
}

function sizes(assets: string, file: string): Chunk {
  const body = readFileSync(join(assets, file));
  return { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

/** The one chunk of this build (reachable from its entry) named like `pattern`. */
function chunk(assets: string, build: Set<string>, pattern: RegExp, label: string): Chunk {
  const file = [...build].find((name) => pattern.test(name));
  if (!file) throw new Error(`No ${label} chunk (${String(pattern)}) reachable in ${assets}`);
  return sizes(assets, file);
}

/** Measures the build in `distDir`, building it first when missing or stale. */
export function measureMediaBundle(distDir: string): MediaBundleResult {
  ensureConsoleBuild(distDir, (message) => console.log(message));
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No module script in ${join(distDir, 'index.html')}`);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
  // The entry, its modulepreloads, and whatever they import statically, transitively: what the
  // dashboard loads before any lazy route.
  const roots = [entry, ...preloads.map((match) => match[1] ?? '')].map(fileName);
  const start = reachable(assets, roots, staticImports);
  // This build's files (dist/assets keeps earlier builds' chunks for a day): all it can load.
  const build = reachable(assets, roots, allReferences);
  const player = chunk(assets, build, PLAYER_CHUNK, 'player');
  const editor = chunk(assets, build, EDITOR_CHUNK, 'video editor');
  const playerLoaders = [...build]
    .filter((file) => allReferences(readFileSync(join(assets, file), 'utf8')).includes(player.file))
    .map((file) => sizes(assets, file));
  const atStart = [player, ...playerLoaders, editor]
    .map((c) => c.file)
    .filter((file) => start.has(file));
  return {
    entry: fileName(entry),
    startFiles: [...start],
    player,
    playerLoaders,
    editor,
    atStart,
    met: player.gzipBytes < PLAYER_CHUNK_GZIP_TARGET && atStart.length === 0,
  };
}

/** Table rows (`| measurement | result | target | met |`) of the bundle part. */
export function mediaBundleRows(result: MediaBundleResult): string[] {
  const yes = (met: boolean) => (met ? 'yes' : 'NO');
  const start = `${result.entry} and the ${result.startFiles.length - 1} files it preloads or imports`;
  const row = (label: string, c: Chunk) =>
    `| ${label} ${c.file} (${formatKb(c.gzipBytes)} gzip) in ${start} | ${result.atStart.includes(c.file) ? 'IN them' : 'not in them'} | not in them | ${yes(!result.atStart.includes(c.file))} |`;
  return [
    `| player chunk ${result.player.file}, gzip | ${formatKb(result.player.gzipBytes)} (${formatKb(result.player.rawBytes)} raw) | < ${formatKb(PLAYER_CHUNK_GZIP_TARGET)} | ${yes(result.player.gzipBytes < PLAYER_CHUNK_GZIP_TARGET)} |`,
    row('player chunk', result.player),
    ...result.playerLoaders.map((c) => row('the chunk loading the player,', c)),
    row('editor chunk', result.editor),
  ];
}
