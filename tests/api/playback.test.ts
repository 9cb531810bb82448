import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaInfo, Mp4Job, PlaybackAnswer } from '../../domain/media/api';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';
import { closestFrame, decodeFrames, frameDifference } from './mediaFrames';

const dialects = await testDialects();
const DATABASE = 'console_playback';
const PLAYBACK = '/api/playback';
/**
 * The generated demo media is the same for every server: the suites share one MEDIA_DIR so that
 * ffmpeg makes it once (about a minute on a busy 2-core machine), not once per server.
 */
const MEDIA_DIR = join(tmpdir(), 'console-media-test');
const MOVIE = 'main-movie-1';
const HD = 1;
/** The first test waits for ffmpeg to make the demo media; later ones reuse it. */
const MEDIA_TIMEOUT = 480_000;

const playbackBody = (smil: unknown[]) => ({
  dp: { p: 'none', v: '1.0' },
  filter: { pipeline: 'ttml_removal' },
  sType: 'dash',
  smil,
});
const mp4Body = (smil: unknown[], quality = 'HD') => ({
  sType: 'download',
  bandwidth: { audio: 0, video: 0 },
  subtitle: false,
  quality,
  lon: [{ lang: 'en', n: 'Test cut' }],
  smil,
});

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function readyMedia(server: TestServer, id = MOVIE): Promise<MediaInfo> {
  return until(`media of ${id}`, 400, async () => {
    const { status, body } = await server.api('editor', `${PLAYBACK}/media/movie/${id}`, {
      product: 'main',
    });
    expect(status).toBe(200);
    const info = body.data as MediaInfo;
    expect(info.status).not.toBe('failed');
    return info.status === 'ready' ? info : undefined;
  });
}

async function finishedJob(server: TestServer, id: string, user = 'editor'): Promise<Mp4Job> {
  return until(`MP4 job ${id}`, 300, async () => {
    const { status, body } = await server.api(user, `${PLAYBACK}/download/mp4/${id}`, {
      product: 'main',
    });
    expect(status).toBe(200);
    const job = body.data as Mp4Job;
    return job.status === 'queued' || job.status === 'processing' ? undefined : job;
  });
}

/** The source's HD frames 240..659 (segments 5 to 11), by frame number. */
async function sourceFrames(): Promise<Map<number, Buffer>> {
  const dir = join(MEDIA_DIR, 'source', 'v1');
  const pieces = [join(dir, `init-stream${HD}.mp4`)];
  for (let n = 5; n <= 11; n += 1)
    pieces.push(join(dir, `chunk-stream${HD}-${String(n).padStart(5, '0')}.mp4`));
  const frames = await decodeFrames(`concat:${pieces.join('|')}`);
  expect(frames).toHaveLength(420);
  return new Map(frames.map((frame, i) => [240 + i, frame]));
}

/** An ISO 8601 duration as an MPD writes one (`PT1M36.0S`, `PT1.533S`), in seconds. */
function isoSeconds(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(duration);
  if (!match) throw new Error(`Not an MPD duration: ${duration}`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/**
 * Each AdaptationSet's SegmentTimeline as seconds: the sum of its segments' d * (r + 1), in its
 * SegmentTemplate's timescale.
 */
function segmentTimelines(mpd: string): { contentType: string; seconds: number }[] {
  return [...mpd.matchAll(/<AdaptationSet[^>]*contentType="(\w+)"[\s\S]*?<\/AdaptationSet>/g)].map(
    ([set, contentType]) => {
      const timescale = Number(/<SegmentTemplate[^>]*timescale="(\d+)"/.exec(set)?.[1] ?? NaN);
      const units = [...set.matchAll(/<S (?:t="\d+" )?d="(\d+)"(?: r="(\d+)")?/g)].reduce(
        (sum, s) => sum + Number(s[1]) * (Number(s[2] ?? 0) + 1),
        0,
      );
      return { contentType: contentType ?? '', seconds: units / timescale };
    },
  );
}

/**
 * A playback manifest's video as the player gets it: the MPD's text, and the frames of its first
 * video representation (its init segment and every media segment its SegmentTimeline lists,
 * fetched with the manifest's signed URL) decoded.
 */
async function dashVideo(
  server: TestServer,
  manifestUrl: string,
  work: string,
): Promise<{ mpd: string; frames: Buffer[] }> {
  const manifest = await fetch(`${server.baseUrl}${manifestUrl}`);
  expect(manifest.status).toBe(200);
  const mpd = await manifest.text();
  const video =
    /<AdaptationSet[^>]*contentType="video"[\s\S]*?<\/AdaptationSet>/.exec(mpd)?.[0] ?? '';
  const count = [...video.matchAll(/<S (?:t="\d+" )?d="\d+"(?: r="(\d+)")?/g)].reduce(
    (sum, s) => sum + Number(s[1] ?? 0) + 1,
    0,
  );
  expect(count).toBeGreaterThan(0);
  const base = `${server.baseUrl}${manifestUrl.replace('manifest.mpd', '')}`;
  const folder = mkdtempSync(join(work, 'dash-'));
  const files: string[] = [];
  for (const name of [
    'init-stream0.mp4',
    ...Array.from(
      { length: count },
      (_, i) => `chunk-stream0-${String(i + 1).padStart(5, '0')}.mp4`,
    ),
  ]) {
    const response = await fetch(`${base}${name}`);
    expect(response.status, name).toBe(200);
    const file = join(folder, name);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    files.push(file);
  }
  return { mpd, frames: await decodeFrames(`concat:${files.join('|')}`) };
}

async function download(server: TestServer, url: string, file: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('video/mp4');
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

async function jobCount(server: TestServer): Promise<number> {
  const rows = await server.built.storage.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'mp4')
    .execute();
  return rows.length;
}

describe.each(dialects)('playback service on %s', (dialect) => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    mkdirSync(MEDIA_DIR, { recursive: true });
    work = mkdtempSync(join(tmpdir(), 'playback-test-'));
    server = await startTestServer({
      dialect,
      database: DATABASE,
      seedItems: 3,
      env: { MEDIA_DIR },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }, MEDIA_TIMEOUT);

  it('opens nothing with a made-up media token, and stores nothing for it', async () => {
    const meta = () =>
      server.built.storage.db.selectFrom('meta').selectAll().orderBy('k').execute();
    const before = await meta();
    for (const token of ['lzz0.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'x.y'])
      expect(
        (await fetch(`${server.baseUrl}${PLAYBACK}/files/${token}/source/v1/manifest.mpd`)).status,
      ).toBe(401);
    expect(await meta()).toEqual(before);
  });

  it(
    'makes the media of a movie (2880 frames at 30 fps, keyframes every 2 s) and serves its DASH manifest by a signed URL with ranges',
    async () => {
      const info = await readyMedia(server);
      expect(info).toMatchObject({
        key: MOVIE,
        type: 'movie',
        id: MOVIE,
        fps: 30,
        frameCount: 2880,
        durationSeconds: 96,
        qualities: ['Full HD', 'HD', 'SD'],
        status: 'ready',
      });
      expect(info.keyframeSeconds.slice(0, 6)).toEqual([0, 2, 4, 6, 8, 10]);
      const manifestUrl = info.manifestUrl ?? '';
      // No bearer token: the player fetches it with the URL's own token.
      const manifest = await fetch(`${server.baseUrl}${manifestUrl}`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toContain('application/dash+xml');
      const mpd = await manifest.text();
      expect(mpd).toContain('width="1920" height="1080"');
      expect(mpd).toContain('width="1280" height="720"');
      expect(mpd).toContain('width="640" height="360"');
      const segment = await fetch(
        `${server.baseUrl}${manifestUrl.replace('manifest.mpd', 'chunk-stream1-00006.mp4')}`,
        { headers: { range: 'bytes=0-99' } },
      );
      expect(segment.status).toBe(206);
      expect((await segment.arrayBuffer()).byteLength).toBe(100);
      // A token changed by one character opens nothing; nor does a token outside its folder.
      const forged = manifestUrl.replace(
        /\/files\/(.)/,
        (_, c: string) => `/files/${c === 'a' ? 'b' : 'a'}`,
      );
      expect((await fetch(`${server.baseUrl}${forged}`)).status).toBe(401);
      const outside = manifestUrl.replace('source/v1/manifest.mpd', 'cuts/x/manifest.mpd');
      expect((await fetch(`${server.baseUrl}${outside}`)).status).toBe(401);
    },
    MEDIA_TIMEOUT,
  );

  it(
    'answers a playback request with a manifest that plays the ranges in order, frame-accurately',
    async () => {
      await readyMedia(server);
      const { status, body } = await server.api('viewer', `${PLAYBACK}/playback`, {
        method: 'POST',
        product: 'main',
        // Each range ends where it stops (SMIL clipEnd): 10 s to 20.5333 s is frames 300..615.
        json: playbackBody([
          { key: MOVIE, start: 10, end: 616 / 30 },
          { key: MOVIE, start: 2, end: 3 },
        ]),
      });
      expect(status).toBe(200);
      const answer = body.data as PlaybackAnswer;
      expect(answer.ranges).toEqual([
        { key: MOVIE, startFrame: 300, endFrame: 615 },
        { key: MOVIE, startFrame: 60, endFrame: 89 },
      ]);
      expect(answer.durationSeconds).toBeCloseTo(346 / 30, 5);
      const manifest = await fetch(`${server.baseUrl}${answer.manifestUrl}`);
      expect(manifest.status).toBe(200);
      const mpd = await manifest.text();
      expect(mpd).toContain('mediaPresentationDuration');
      // Decode the cut's video as the player gets it: the frames are 300..615 then 60..89.
      const segments = [...mpd.matchAll(/<S (?:t="\d+" )?d="(\d+)"(?: r="(\d+)")?/g)];
      expect(segments.length).toBeGreaterThan(0);
      const base = `${server.baseUrl}${answer.manifestUrl.replace('manifest.mpd', '')}`;
      const pieces: string[] = [];
      for (const name of [
        'init-stream0.mp4',
        ...Array.from(
          { length: 6 },
          (_, i) => `chunk-stream0-${String(i + 1).padStart(5, '0')}.mp4`,
        ),
      ]) {
        const response = await fetch(`${base}${name}`);
        expect(response.status, name).toBe(200);
        const file = join(work, `cut-${name}`);
        writeFileSync(file, Buffer.from(await response.arrayBuffer()));
        pieces.push(file);
      }
      const frames = await decodeFrames(`concat:${pieces.join('|')}`);
      expect(frames).toHaveLength(346);
      const source = await sourceFrames();
      const early = new Map([...(await sourceFramesEarly()).entries()]);
      expect(closestFrame(frames[0] ?? Buffer.alloc(0), source)).toBe(300);
      expect(closestFrame(frames[315] ?? Buffer.alloc(0), source)).toBe(615);
      expect(closestFrame(frames[316] ?? Buffer.alloc(0), early)).toBe(60);
      expect(closestFrame(frames[345] ?? Buffer.alloc(0), early)).toBe(89);
    },
    MEDIA_TIMEOUT,
  );

  it(
    'makes a frame-accurate HD MP4 of 00:00:10;00 to 00:00:20;15: 316 frames, the first and last the source frames 300 and 615',
    async () => {
      await readyMedia(server);
      const { status, body } = await server.api('editor', `${PLAYBACK}/download/mp4`, {
        method: 'POST',
        product: 'main',
        json: mp4Body([{ key: MOVIE, start: 10, end: 616 / 30 }]),
      });
      expect(status).toBe(202);
      const created = body.data as Mp4Job;
      expect(['queued', 'processing']).toContain(created.status);
      const job = await finishedJob(server, created.id);
      expect(job).toMatchObject({ status: 'ready', progress: 1, quality: 'HD' });
      const file = join(work, 'cut.mp4');
      await download(server, job.mp4Url ?? '', file);
      const frames = await decodeFrames(file);
      expect(frames).toHaveLength(316);
      const source = await sourceFrames();
      const first = frames[0] ?? Buffer.alloc(0);
      const last = frames[315] ?? Buffer.alloc(0);
      expect(closestFrame(first, source)).toBe(300);
      expect(closestFrame(last, source)).toBe(615);
      // Close to the source (re-encoding blurs a little), clearly apart from the neighbours.
      const near = (frame: Buffer, n: number) =>
        frameDifference(frame, source.get(n) ?? Buffer.alloc(0));
      expect(near(first, 300)).toBeLessThan(near(first, 299) / 2);
      expect(near(first, 300)).toBeLessThan(near(first, 301) / 2);
      expect(near(last, 615)).toBeLessThan(near(last, 614) / 2);
      expect(near(last, 615)).toBeLessThan(near(last, 616) / 2);
    },
    MEDIA_TIMEOUT,
  );

  it(
    "reads a range's end as SMIL clipEnd (where it stops): {start: 10.5, end: 12} plays, remixes and downloads 45 frames, the source's 315 to 359",
    async () => {
      await readyMedia(server);
      const smil = [{ key: MOVIE, start: 10.5, end: 12 }];
      const source = await sourceFrames();
      const requests: [string, string, unknown][] = [
        ['viewer', '/playback', playbackBody(smil)],
        ['editor', '/remix', { smil }],
      ];
      for (const [user, path, json] of requests) {
        const { status, body } = await server.api(user, `${PLAYBACK}${path}`, {
          method: 'POST',
          product: 'main',
          json,
        });
        expect(status, path).toBe(200);
        const answer = body.data as PlaybackAnswer;
        expect(answer.ranges, path).toEqual([{ key: MOVIE, startFrame: 315, endFrame: 359 }]);
        expect(answer.durationSeconds, path).toBeCloseTo(1.5, 6);
        const { frames } = await dashVideo(server, answer.manifestUrl, work);
        expect(frames, path).toHaveLength(45);
        expect(closestFrame(frames[0] ?? Buffer.alloc(0), source), path).toBe(315);
        expect(closestFrame(frames[44] ?? Buffer.alloc(0), source), path).toBe(359);
      }
      const created = await server.api('editor', `${PLAYBACK}/download/mp4`, {
        method: 'POST',
        product: 'main',
        json: mp4Body(smil),
      });
      expect(created.status).toBe(202);
      expect((created.body.data as Mp4Job).durationSeconds).toBeCloseTo(1.5, 6);
      const job = await finishedJob(server, (created.body.data as Mp4Job).id);
      expect(job.status).toBe('ready');
      const file = join(work, 'clip-end.mp4');
      await download(server, job.mp4Url ?? '', file);
      const frames = await decodeFrames(file);
      expect(frames).toHaveLength(45);
      expect(closestFrame(frames[0] ?? Buffer.alloc(0), source)).toBe(315);
      expect(closestFrame(frames[44] ?? Buffer.alloc(0), source)).toBe(359);
    },
    MEDIA_TIMEOUT,
  );

  it(
    "declares each cut's mediaPresentationDuration as long as its segment timeline, within one frame (1.5333 s was PT1.5S, 5.7667 s PT5.7S)",
    async () => {
      await readyMedia(server);
      const cuts: [unknown[], number][] = [
        [[{ key: MOVIE, start: 10, end: 10 + 46 / 30 }], 46],
        [[{ key: MOVIE, start: 20, end: 20 + 173 / 30 }], 173],
        [
          [
            { key: MOVIE, start: 2, end: 2 + 31 / 30 },
            { key: MOVIE, start: 40.1, end: 42.1 + 1 / 30 },
          ],
          92,
        ],
      ];
      for (const [smil, frames] of cuts) {
        const { status, body } = await server.api('viewer', `${PLAYBACK}/playback`, {
          method: 'POST',
          product: 'main',
          json: playbackBody(smil),
        });
        expect(status).toBe(200);
        const answer = body.data as PlaybackAnswer;
        expect(answer.durationSeconds).toBeCloseTo(frames / 30, 6);
        const { mpd, frames: decoded } = await dashVideo(server, answer.manifestUrl, work);
        expect(decoded).toHaveLength(frames);
        const declared = isoSeconds(
          /mediaPresentationDuration="([^"]+)"/.exec(mpd)?.[1] ?? 'missing',
        );
        const timelines = segmentTimelines(mpd);
        expect(timelines.map((t) => t.contentType)).toEqual(['video', 'audio']);
        // The video timeline is the frames, exactly; the audio's is within an AAC frame of it.
        expect(timelines[0]?.seconds).toBeCloseTo(frames / 30, 6);
        for (const timeline of timelines)
          expect(
            Math.abs(declared - timeline.seconds),
            `${frames} frames: MPD ${declared} s, ${timeline.contentType} timeline ${timeline.seconds} s`,
          ).toBeLessThan(1 / 30);
      }
    },
    MEDIA_TIMEOUT,
  );

  it(
    'refuses bad input by field, storing nothing',
    async () => {
      const before = await jobCount(server);
      const cases: [unknown[], string, number, string?][] = [
        [[{ key: MOVIE, start: 20, end: 10 }], '/smil/0/start', 400],
        [[{ key: MOVIE, start: 10, end: 96.1 }], '/smil/0/end', 400],
        [[{ key: MOVIE, start: 5, end: 5 }], '/smil/0/end', 400],
        [[{ key: 'no-such-movie', start: 1, end: 2 }], '/smil/0/key', 404],
        [[{ key: MOVIE, start: 1, end: 2 }], '/quality', 400, 'UHD'],
      ];
      for (const [smil, field, code, quality] of cases) {
        const { status, body } = await server.api('editor', `${PLAYBACK}/download/mp4`, {
          method: 'POST',
          product: 'main',
          json: mp4Body(smil, quality),
        });
        expect(status, field).toBe(code);
        const error = body.header.errors[0];
        expect(`${error?.field ?? ''} ${error?.description ?? ''}`, field).toContain(
          field.replace('/', ''),
        );
      }
      const playback = await server.api('editor', `${PLAYBACK}/playback`, {
        method: 'POST',
        product: 'main',
        json: playbackBody([{ key: MOVIE, start: 50, end: 40 }]),
      });
      expect(playback.status).toBe(400);
      expect(playback.body.header.errors[0]?.field).toBe('/smil/0/start');
      expect(await jobCount(server)).toBe(before);
    },
    MEDIA_TIMEOUT,
  );

  it(
    'lets a viewer play but not cut',
    async () => {
      const { status } = await server.api('viewer', `${PLAYBACK}/download/mp4`, {
        method: 'POST',
        product: 'main',
        json: mp4Body([{ key: MOVIE, start: 1, end: 2 }]),
      });
      expect(status).toBe(403);
    },
    MEDIA_TIMEOUT,
  );

  it('cancels a job once; a second cancel is a 409', async () => {
    const { body } = await server.api('editor', `${PLAYBACK}/download/mp4`, {
      method: 'POST',
      product: 'main',
      json: mp4Body([{ key: MOVIE, start: 0, end: 90 }], 'Full HD'),
    });
    const id = (body.data as Mp4Job).id;
    const first = await server.api('editor', `${PLAYBACK}/download/mp4/${id}`, {
      method: 'DELETE',
      product: 'main',
    });
    expect(first.status).toBe(200);
    expect((first.body.data as Mp4Job).status).toBe('cancelled');
    const second = await server.api('editor', `${PLAYBACK}/download/mp4/${id}`, {
      method: 'DELETE',
      product: 'main',
    });
    expect(second.status).toBe(409);
    expect(second.body.header.errors[0]?.description).toContain('already cancelled');
    // Another user's job is as good as absent.
    const other = await server.api('admin', `${PLAYBACK}/download/mp4/${id}`, { product: 'main' });
    expect(other.status).toBe(404);
  });
});

/** The source's HD frames 0..119 (segments 1 and 2), by frame number. */
async function sourceFramesEarly(): Promise<Map<number, Buffer>> {
  const dir = join(MEDIA_DIR, 'source', 'v1');
  const pieces = [
    `init-stream${HD}.mp4`,
    `chunk-stream${HD}-00001.mp4`,
    `chunk-stream${HD}-00002.mp4`,
  ];
  const frames = await decodeFrames(`concat:${pieces.map((p) => join(dir, p)).join('|')}`);
  return new Map(frames.map((frame, i) => [i, frame]));
}
