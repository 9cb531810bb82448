import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneDerivedMedia } from './mediaCache';
import { READY_FILE } from './readyFolder';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-24T18:00:00Z');

describe('the media cache (derived media within MEDIA_CACHE_MAX_MB)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'media-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A file of `kb` KB finished `hoursAgo` hours before NOW. */
  const file = (path: string, kb: number, hoursAgo: number) => {
    const full = join(dir, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, Buffer.alloc(kb * 1024));
    const at = new Date(NOW - hoursAgo * HOUR);
    utimesSync(full, at, at);
  };
  const cut = (hash: string, kb: number, hoursAgo: number) => {
    file(`cuts/${hash}/seg-1.m4s`, kb, hoursAgo);
    file(`cuts/${hash}/${READY_FILE}`, 0, hoursAgo);
  };
  const prune = (maxKb: number, busy: string[] = []) =>
    pruneDerivedMedia({
      mediaDir: dir,
      maxBytes: maxKb * 1024,
      keepMs: 4 * HOUR,
      busyJobs: new Set(busy),
      now: NOW,
    });

  it('removes the oldest cuts and finished MP4s beyond the budget, never the source, live-to-VOD media, a job being made or anything within its window', () => {
    file('source/v3/seg-1.m4s', 500, 100); // the demo source: never
    file('vod/l2v-item/seg-1.m4s', 300, 100); // a live-to-VOD item's media: never
    cut('old-cut', 100, 50);
    cut('older-cut', 100, 60);
    cut('fresh-cut', 100, 1); // within a signed URL's lifetime
    file('mp4/job-old/clip.mp4', 100, 30);
    file('mp4/job-busy/clip.mp4', 100, 40); // its job is queued again (made anew)
    file('mp4/job-making/clip.mp4.runner.part', 100, 70); // being made
    file('mp4/job-window/clip.mp4', 100, 2); // within its download window
    mkdirSync(join(dir, 'cuts', 'abc.tmp-123'), { recursive: true }); // a cut being made
    file('cuts/abc.tmp-123/seg-1.m4s', 100, 80);

    const result = prune(450, ['job-busy']);
    expect(result.before).toBe(800 * 1024);
    // Oldest first until 450 KB fit: older-cut (60 h), old-cut (50 h), job-old (30 h).
    expect(result.removed).toEqual(['cuts/older-cut/', 'cuts/old-cut/', 'mp4/job-old/']);
    expect(result.after).toBe(500 * 1024);
    for (const kept of [
      'source/v3/seg-1.m4s',
      'vod/l2v-item/seg-1.m4s',
      'cuts/fresh-cut/seg-1.m4s',
      'mp4/job-busy/clip.mp4',
      'mp4/job-making/clip.mp4.runner.part',
      'mp4/job-window/clip.mp4',
      'cuts/abc.tmp-123/seg-1.m4s',
    ])
      expect(existsSync(join(dir, kept)), kept).toBe(true);
    expect(existsSync(join(dir, 'cuts/old-cut'))).toBe(false);
  });

  it('removes nothing within the budget, and counts a hard-linked file once', () => {
    cut('a', 200, 10);
    cut('b', 200, 20);
    // A repeated cut links its pieces' files: no more bytes on disk.
    file(`cuts/repeat/${READY_FILE}`, 0, 5);
    linkSync(join(dir, 'cuts/a/seg-1.m4s'), join(dir, 'cuts/repeat/seg-1.m4s'));
    expect(prune(400)).toMatchObject({ before: 400 * 1024, removed: [] });
    expect(prune(399).removed).toEqual(['cuts/b/']);
    expect(existsSync(join(dir, 'cuts/a', READY_FILE))).toBe(true);
  });
});
