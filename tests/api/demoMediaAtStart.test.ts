import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MediaInfo } from '../../domain/media/api';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The demo media made at `npm start` (after the demo seed, DEMO_MEDIA_AT_START, default true) in
 * the background at niceness 10, and its progress with an estimate of the time left on the
 * media answer while it is made; with DEMO_MEDIA_AT_START=false it is made on first use, at the
 * normal priority. The real server process; the encoder is a stand-in for ffmpeg (FFMPEG_PATH)
 * that speaks ffmpeg's `-progress` protocol over 2,880 frames in about 8 s and records its
 * niceness, so the test sees the making start, progress and finish without two minutes of CPU.
 */

const dialects = await testDialects();
const root = mkdtempSync(join(tmpdir(), 'console-demo-media-'));
const encoder = join(root, 'fake-ffmpeg.sh');
writeFileSync(
  encoder,
  [
    '#!/bin/sh',
    'for last; do :; done',
    'dir=$(dirname "$last")',
    // Written whole, then renamed: the test reads the file as soon as it exists.
    'nice > "$(dirname "$dir")/niceness.part" && mv "$(dirname "$dir")/niceness.part" "$(dirname "$dir")/niceness"',
    'i=0',
    'while [ $i -le 2880 ]; do',
    '  echo "frame=$i"',
    '  echo "progress=continue"',
    '  i=$((i+144))',
    '  sleep 0.4',
    'done',
    'touch "$last"',
    '',
  ].join('\n'),
);
chmodSync(encoder, 0o755);
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function media(server: TestServer): Promise<MediaInfo> {
  const { status, body } = await server.api('editor', '/api/playback/media/movie/main-movie-1', {
    product: 'main',
  });
  expect(status).toBe(200);
  return body.data as MediaInfo;
}

async function start(dialect: 'sqlite' | 'postgres', mediaDir: string, atStart?: boolean) {
  const server = await startTestServer({
    dialect,
    database: 'console_demo_media',
    env: {
      SEED_DEMO_DATA: 'true',
      MEDIA_DIR: mediaDir,
      FFMPEG_PATH: encoder,
      ...(atStart === undefined ? {} : { DEMO_MEDIA_AT_START: String(atStart) }),
    },
  });
  servers.push(server);
  return server;
}

describe.each(dialects)('demo media at start (%s)', (dialect) => {
  it('is made at start in the background at niceness 10, the media answer saying how far and how long is left', async () => {
    const mediaDir = join(root, `${dialect}-at-start`);
    const server = await start(dialect, mediaDir);
    // Started with the server, before anybody asked for a video.
    const niceness = join(mediaDir, 'source', 'niceness');
    await until('the encoder started', 20, async () => (existsSync(niceness) ? true : undefined));
    expect(readFileSync(niceness, 'utf8').trim()).toBe('10');
    // While it is made: processing, with the share made and the seconds left.
    const processing = await until('progress on the media answer', 20, async () => {
      const info = await media(server);
      return info.status === 'processing' && (info.progress ?? 0) > 0 ? info : undefined;
    });
    expect(processing.progress).toBeGreaterThan(0);
    expect(processing.progress).toBeLessThan(1);
    expect(processing.etaSeconds).toBeGreaterThan(0);
    expect(processing.etaSeconds).toBeLessThan(60);
    const ready = await until('the media ready', 30, async () => {
      const info = await media(server);
      return info.status === 'ready' ? info : undefined;
    });
    expect(ready.progress).toBeUndefined();
    expect(ready.etaSeconds).toBeUndefined();
    expect(ready.manifestUrl).toMatch(/manifest\.mpd/);
    await server.stop();
    servers.pop();
  });

  it('with DEMO_MEDIA_AT_START=false is made on first use only, at the normal priority', async () => {
    const mediaDir = join(root, `${dialect}-on-use`);
    const server = await start(dialect, mediaDir, false);
    const niceness = join(mediaDir, 'source', 'niceness');
    expect(existsSync(niceness)).toBe(false);
    expect((await media(server)).status).toBe('processing');
    // Settled once the encoder runs. A run made at start would be claimed as the server starts,
    // long before this first request, and a source is made by one run at a time: the encoder
    // would be that run's, at niceness 10.
    await until('the encoder started', 20, async () => (existsSync(niceness) ? true : undefined));
    expect(readFileSync(niceness, 'utf8').trim()).toBe('0');
    await server.stop();
    servers.pop();
  });
});
