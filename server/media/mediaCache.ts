import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { READY_FILE } from './readyFolder';

/**
 * The bounded cache of derived media under MEDIA_DIR (issue 14: a product's demo media stays
 * under 200 MB on disk). Derived media is what can be made again from the demo source or a
 * live-to-VOD item's media: playback cuts (`cuts/{hash}/`) and MP4 downloads (`mp4/{job id}/`).
 * When they take more than the budget (MEDIA_CACHE_MAX_MB), the oldest are removed until they fit.
 *
 * Never removed: the demo source (`source/`), live-to-VOD items' own media (`vod/`) and
 * recordings (`live/`) — nothing outside `cuts/` and `mp4/` is looked at; a cut being made (its
 * temp folder, no ready file yet); an MP4 whose job is queued or processing (or whose file is
 * still a `.part`); and anything younger than `keepMs` (a signed URL opens a cut or an MP4 for
 * MEDIA_URL_TTL_MS: within that window it is being played or downloaded). So the budget can be
 * passed for a while when everything in it is that recent. A removed cut is made again on its
 * next request; a removed MP4's job answers failed (its file is gone: request it again).
 */
export interface PruneOptions {
  mediaDir: string;
  maxBytes: number;
  /** Derived media younger than this is kept whatever the budget. */
  keepMs: number;
  /** MP4 jobs still queued or processing (their folders are never removed). */
  busyJobs: ReadonlySet<string>;
  now?: number;
}

export interface PruneResult {
  /** Derived media's bytes before and after. */
  before: number;
  after: number;
  /** Removed folders, relative to MEDIA_DIR, oldest first. */
  removed: string[];
}

interface Entry {
  prefix: string;
  bytes: number;
  /** When it was finished (its ready file's or its MP4's modification time). */
  madeAt: number;
  removable: boolean;
}

/** A folder's bytes; a hard-linked file (repeated cuts link their pieces' files) counts once. */
function folderBytes(dir: string, seen: Set<string>): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path, seen);
    else if (entry.isFile()) {
      const stat = statSync(path);
      const inode = `${stat.dev}:${stat.ino}`;
      if (seen.has(inode)) continue;
      seen.add(inode);
      total += stat.size;
    }
  }
  return total;
}

function derivedEntries(options: PruneOptions): Entry[] {
  const now = options.now ?? Date.now();
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const area of ['cuts', 'mp4'] as const) {
    const root = join(options.mediaDir, area);
    if (!existsSync(root)) continue;
    for (const dirent of readdirSync(root, { withFileTypes: true })) {
      if (!dirent.isDirectory()) continue;
      const dir = join(root, dirent.name);
      const prefix = `${area}/${dirent.name}/`;
      let bytes: number;
      try {
        bytes = folderBytes(dir, seen);
      } catch {
        continue; // removed meanwhile (another instance sharing MEDIA_DIR)
      }
      const marker = join(dir, area === 'cuts' ? READY_FILE : 'clip.mp4');
      const finished =
        !dirent.name.includes('.tmp-') &&
        existsSync(marker) &&
        (area === 'cuts' ||
          (!options.busyJobs.has(dirent.name) &&
            !readdirSync(dir).some((name) => name.includes('.part'))));
      const madeAt = finished ? statSync(marker).mtimeMs : now;
      entries.push({
        prefix,
        bytes,
        madeAt,
        removable: finished && now - madeAt >= options.keepMs,
      });
    }
  }
  return entries;
}

/** Removes the oldest removable derived media until what is left fits `maxBytes`. */
export function pruneDerivedMedia(options: PruneOptions): PruneResult {
  const entries = derivedEntries(options);
  const before = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  let after = before;
  const removed: string[] = [];
  const oldestFirst = entries
    .filter((entry) => entry.removable)
    .sort((a, b) => a.madeAt - b.madeAt || a.prefix.localeCompare(b.prefix));
  for (const entry of oldestFirst) {
    if (after <= options.maxBytes) break;
    rmSync(join(options.mediaDir, entry.prefix), { recursive: true, force: true });
    after -= entry.bytes;
    removed.push(entry.prefix);
  }
  return { before, after, removed };
}
