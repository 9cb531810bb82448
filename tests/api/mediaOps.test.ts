import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import type { MediaInfo, PlaybackAnswer } from '../../domain/media/api';
import { ffmpegBinary, runFfmpeg } from '../../server/media/ffmpeg';
import type { LiveToVodJob } from '../../domain/media/liveToVod';
import { LIVE_TO_VOD_MESSAGES } from '../../domain/media/liveToVod';
import { REAGGREGATE_SUCCESS, RESTORE_ORIGINAL_SUCCESS } from '../../domain/media/mediaOps';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Media operations (issue 14; spec sections 4, 7, 8): restore original, re-aggregate and
 * live-to-VOD convert / update / cancel, on SQLite and PostgreSQL, with their refusals and roles
 * (users: content_admin 'editor', content_user 'viewer', l2v_admin 'l2v', asset_admin 'assets').
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/mediaops-users.json', import.meta.url));
const dialects = await testDialects();
const CATALOG = '/api/catalog/content/urn/resource/catalog';
const LIVE = '/api/live/content/urn/resource/catalog';
const L2V = '/api/live/l2v';

interface Item {
  id: string;
  key: string;
  ut: string;
  st: string;
  lon?: { lang: string; n: string }[];
  lod?: unknown;
  pn?: string;
  au_ut?: string;
  rt?: number;
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const seconds = (n: number) => new Date(Date.now() + n * 1000).toISOString();
/** The test servers render at most this much of a window (L2V_RECORDING_MAX_SECONDS). */
const RECORDING_CAP = 20;
const FFMPEG = ffmpegBinary(process.env.FFMPEG_PATH);

function expectRefusal(result: { status: number; body: ApiBody }, status: number, field?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.header.code).toBe(HEADER_CODE.error);
  if (field) expect(result.body.header.errors.map((error) => error.field)).toContain(field);
}

describe.each(dialects)('media operations on %s', (dialect) => {
  let server: TestServer;
  const api = (user: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
    server.api(user, path, { product: 'main', ...init });

  /** The version an editor opens: the draft, else the published one (spec: version choice). */
  async function current(base: string, id: string): Promise<Item> {
    const { status, body } = await api('editor', `${base}/${id}`);
    expect(status).toBe(200);
    return body.data as Item;
  }

  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_mediaops',
      seedItems: 2,
      env: { USERS_FILE, L2V_RECORDING_MAX_SECONDS: String(RECORDING_CAP) },
    });
    // A live event whose live window runs from three hours ago to three hours ahead.
    const event = await api('editor', `${LIVE}/liveevent`, {
      method: 'POST',
      json: {
        id: 'l2v-event',
        lon: [{ lang: 'en', n: 'Cup Final' }],
        lws: hours(-3),
        lwe: hours(3),
      },
    });
    expect(event.status, JSON.stringify(event.body.header.errors)).toBe(201);
  });
  afterAll(async () => server?.stop());

  describe('restore original', () => {
    it("makes the item's first version its draft again and says so", async () => {
      const published = await current(CATALOG + '/movie', 'main-movie-1');
      const originalName = published.lon?.[0]?.n;
      // An edit after ingest: a new name and description, and a field the original did not have.
      const edited = await api('editor', `${CATALOG}/movie/main-movie-1`, {
        method: 'PUT',
        json: {
          key: published.key,
          ut: published.ut,
          lon: [{ lang: 'en', n: 'Renamed by hand' }],
          lod: [{ lang: 'en', n: 'Rewritten later' }],
          pn: 'added-later',
        },
      });
      expect(edited.status, JSON.stringify(edited.body.header.errors)).toBe(200);
      const restored = await api('editor', '/api/catalog/restore/original', {
        method: 'POST',
        json: { cty: 'movie', id: 'main-movie-1', pn: 'main', l2v: false },
      });
      expect(restored.status, JSON.stringify(restored.body.header.errors)).toBe(200);
      expect(restored.body.data).toMatchObject({
        id: 'main-movie-1',
        restoredFrom: 'main-movie-1-v1',
        message: RESTORE_ORIGINAL_SUCCESS,
      });
      const draft = await current(CATALOG + '/movie', 'main-movie-1');
      expect(draft.key).toBe((restored.body.data as { key: string }).key);
      expect(draft.lon?.[0]?.n).toBe(originalName);
      expect(draft.lod).toEqual(published.lod);
      // A field the original did not have is gone again.
      expect(draft.pn).toEqual(published.pn);
      expect(draft.pn).not.toBe('added-later');
    });

    it('refuses an unknown item (404), a wrong ex_id (400 naming it), a viewer (403); nothing changes', async () => {
      const before = await current(CATALOG + '/movie', 'main-movie-2');
      expectRefusal(
        await api('editor', '/api/catalog/restore/original', {
          method: 'POST',
          json: { cty: 'movie', id: 'no-such-movie' },
        }),
        404,
      );
      expectRefusal(
        await api('editor', '/api/catalog/restore/original', {
          method: 'POST',
          json: { cty: 'movie', id: 'main-movie-2', ex_id: 'someone-else' },
        }),
        400,
        'ex_id',
      );
      expectRefusal(
        await api('viewer', '/api/catalog/restore/original', {
          method: 'POST',
          json: { cty: 'movie', id: 'main-movie-2' },
        }),
        403,
      );
      expectRefusal(
        await api('editor', '/api/catalog/restore/original', {
          method: 'POST',
          json: { cty: 'movie' },
        }),
        400,
      );
      // An item of another product is as unknown.
      expectRefusal(
        await api('editor', '/api/catalog/restore/original', {
          method: 'POST',
          json: { cty: 'movie', id: 'kids-movie-1' },
        }),
        404,
      );
      expect(await current(CATALOG + '/movie', 'main-movie-2')).toEqual(before);
    });
  });

  describe('re-aggregate', () => {
    it('stamps the aggregation time, keeps the revision, answers the 30-second notice', async () => {
      const before = await current(CATALOG + '/movie', 'main-movie-2');
      const result = await api(
        'editor',
        '/api/catalog/aggregate/urn/resource/catalog/movie/main-movie-2',
        {
          method: 'POST',
        },
      );
      expect(result.status, JSON.stringify(result.body.header.errors)).toBe(200);
      const data = result.body.data as { au_ut: string; message: string; versions: number };
      expect(data.message).toBe(REAGGREGATE_SUCCESS);
      expect(data.versions).toBeGreaterThan(0);
      const after = await current(CATALOG + '/movie', 'main-movie-2');
      expect(after.au_ut).toBe(data.au_ut);
      expect(after.ut).toBe(before.ut);
      // The list still finds it (its index rows were rebuilt, not lost).
      const list = await api('editor', `${CATALOG}/movie?pageSize=100`);
      expect((list.body.data as Item[]).map((item) => item.id)).toContain('main-movie-2');
    });

    it('refuses an unknown item or type (404) and a viewer (403)', async () => {
      expectRefusal(
        await api('editor', '/api/catalog/aggregate/urn/resource/catalog/movie/nothing-here', {
          method: 'POST',
        }),
        404,
      );
      expectRefusal(
        await api('editor', '/api/catalog/aggregate/urn/resource/catalog/nosuchtype/main-movie-1', {
          method: 'POST',
        }),
        404,
      );
      expectRefusal(
        await api('viewer', '/api/catalog/aggregate/urn/resource/catalog/movie/main-movie-1', {
          method: 'POST',
        }),
        403,
      );
    });
  });

  describe('live to VOD', () => {
    async function jobs(eventId = 'l2v-event'): Promise<LiveToVodJob[]> {
      const { status, body } = await api('viewer', `${L2V}/list?eventId=${eventId}`);
      expect(status).toBe(200);
      return body.data as LiveToVodJob[];
    }

    /** Waits for a conversion to finish (its media is made with ffmpeg: up to 180 s). */
    async function finished(id: string): Promise<LiveToVodJob | undefined> {
      const deadline = Date.now() + 180_000;
      let done: LiveToVodJob | undefined;
      while (Date.now() < deadline) {
        done = (await jobs()).find((one) => one.id === id);
        if (done?.status === 'completed' || done?.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return done;
    }

    it('converts an ended window into a draft VOD item; a window past the limit keeps its first part and says so', async () => {
      const started = await api('l2v', `${L2V}/convert`, {
        method: 'POST',
        json: { id: 'l2v-event', title: 'Cup Final (VOD)', st_dt: hours(-2), ed_dt: hours(-1) },
      });
      expect(started.status, JSON.stringify(started.body.header.errors)).toBe(201);
      const job = started.body.data as LiveToVodJob;
      expect(job).toMatchObject({ eventId: 'l2v-event', title: 'Cup Final (VOD)' });
      const done = await finished(job.id);
      expect(done?.status, done?.message).toBe('completed');
      // An hour's window: the recorder renders at most RECORDING_CAP seconds of it.
      expect(done?.recordedSeconds).toBe(RECORDING_CAP);
      expect(done?.message).toContain(`at most ${RECORDING_CAP} s`);
      const vodId = done?.vodId ?? '';
      const vod = await current(CATALOG + '/movie', vodId);
      expect(vod).toMatchObject({ st: 'draft', rt: RECORDING_CAP });
      const media = await api('editor', `/api/playback/media/movie/${vodId}`);
      expect(media.status).toBe(200);
      expect(media.body.data).toMatchObject({
        status: 'ready',
        frameCount: RECORDING_CAP * 30,
        qualities: ['SD'],
      });
      expect(vod.lon?.[0]?.n).toBe('Cup Final (VOD)');
      // Done is done: neither updated nor cancelled after it ran.
      expectRefusal(await api('l2v', `${L2V}/cancel/${job.id}`, { method: 'PUT' }), 409);
      expectRefusal(
        await api('l2v', `${L2V}/update/${job.id}`, { method: 'PUT', json: { title: 'Late' } }),
        409,
      );
    });

    it("cuts the window from the event's recording: the VOD's own media decodes, plays and cuts", async () => {
      // A 12 s window that ended half a minute ago.
      const started = await api('l2v', `${L2V}/convert`, {
        method: 'POST',
        json: {
          id: 'l2v-event',
          title: 'Cup Final goal',
          st_dt: seconds(-42),
          ed_dt: seconds(-30),
        },
      });
      expect(started.status, JSON.stringify(started.body.header.errors)).toBe(201);
      const done = await finished((started.body.data as LiveToVodJob).id);
      expect(done?.status, done?.message).toBe('completed');
      expect(done?.message).toBeUndefined();
      expect(done?.recordedSeconds).toBe(12);
      const vodId = done?.vodId ?? '';
      expect((await current(CATALOG + '/movie', vodId)).rt).toBe(12);

      // The playback service answers the item's own media (not the 96 s demo source).
      const media = await api('editor', `/api/playback/media/movie/${vodId}`);
      expect(media.status, JSON.stringify(media.body.header.errors)).toBe(200);
      const info = media.body.data as MediaInfo;
      expect(info).toMatchObject({ status: 'ready', frameCount: 360, durationSeconds: 12 });
      expect(info.manifestUrl).toContain(`/vod/${vodId}/manifest.mpd`);
      const manifest = await fetch(`${server.baseUrl}${info.manifestUrl ?? ''}`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toContain('application/dash+xml');
      const mpd = await manifest.text();
      expect(mpd).toContain('width="640"');
      // A segment through the same signed folder.
      const segment = await fetch(
        `${server.baseUrl}${(info.manifestUrl ?? '').replace('manifest.mpd', 'chunk-stream0-00002.mp4')}`,
      );
      expect(segment.status).toBe(200);
      expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      // Its files decode: 360 video frames (12 s at 30 fps), a frame of real picture, the audio.
      const folder = join(server.config.mediaDir, 'vod', vodId);
      const files = readdirSync(folder);
      const stream = (n: number) =>
        [
          `init-stream${n}.mp4`,
          ...files.filter((name) => name.startsWith(`chunk-stream${n}-`)).sort(),
        ].map((name) => readFileSync(join(folder, name)));
      const work = mkdtempSync(join(tmpdir(), 'l2v-decode-'));
      try {
        const video = join(work, 'video.mp4');
        const audio = join(work, 'audio.mp4');
        writeFileSync(video, Buffer.concat(stream(0)));
        writeFileSync(audio, Buffer.concat(stream(1)));
        let frames = 0;
        await runFfmpeg(FFMPEG, ['-i', video, '-map', '0:v:0', '-f', 'null', '-'], {
          timeoutMs: 60_000,
          onFrames: (n) => {
            frames = n;
          },
        });
        expect(frames).toBe(360);
        const still = join(work, 'frame.gray');
        await runFfmpeg(
          FFMPEG,
          [
            '-i',
            video,
            '-vf',
            'select=eq(n\\,200)',
            '-frames:v',
            '1',
            '-pix_fmt',
            'gray',
            '-f',
            'rawvideo',
            '-y',
            still,
          ],
          { timeoutMs: 60_000 },
        );
        const pixels = readFileSync(still);
        expect(pixels.byteLength).toBe(640 * 360);
        const levels = pixels.reduce(
          (range, value) => ({ min: Math.min(range.min, value), max: Math.max(range.max, value) }),
          { min: 255, max: 0 },
        );
        // A picture, not a blank frame.
        expect(levels.max - levels.min).toBeGreaterThan(100);
        const wav = join(work, 'audio.wav');
        await runFfmpeg(
          FFMPEG,
          ['-i', audio, '-map', '0:a:0', '-ac', '1', '-f', 'wav', '-y', wav],
          {
            timeoutMs: 60_000,
          },
        );
        // 12 s of 48 kHz 16-bit mono, give or take an AAC frame.
        expect(Math.abs(readFileSync(wav).byteLength - 12 * 48_000 * 2)).toBeLessThan(48_000);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }

      // A range of it plays through the playback request; an MP4 in a quality it lacks is refused.
      const played = await api('editor', '/api/playback/playback', {
        method: 'POST',
        json: {
          dp: { p: 'none', v: '1.0' },
          filter: { pipeline: 'ttml_removal' },
          sType: 'dash',
          smil: [{ key: vodId, start: 2, end: 4 }],
        },
      });
      expect(played.status, JSON.stringify(played.body.header.errors)).toBe(200);
      // 2 s up to 4 s (SMIL clipEnd): frames 60..119.
      expect((played.body.data as PlaybackAnswer).durationSeconds).toBeCloseTo(60 / 30, 5);
      expectRefusal(
        await api('editor', '/api/playback/download/mp4', {
          method: 'POST',
          json: {
            sType: 'download',
            subtitle: false,
            quality: 'HD',
            smil: [{ key: vodId, start: 2, end: 4 }],
          },
        }),
        400,
        '/quality',
      );
      // Mixed with the demo media in one request: refused, naming the item.
      expectRefusal(
        await api('editor', '/api/playback/playback', {
          method: 'POST',
          json: {
            dp: { p: 'none', v: '1.0' },
            filter: { pipeline: 'ttml_removal' },
            sType: 'dash',
            smil: [
              { key: vodId, start: 2, end: 4 },
              { key: 'main-movie-1', start: 2, end: 4 },
            ],
          },
        }),
        400,
        '/smil/1/key',
      );
    });

    it('updates a waiting conversion, cancels it once, refuses the second cancel; no VOD made', async () => {
      const started = await api('editor', `${L2V}/convert`, {
        method: 'POST',
        json: { id: 'l2v-event', st_dt: hours(-1), ed_dt: hours(2) },
      });
      expect(started.status, JSON.stringify(started.body.header.errors)).toBe(201);
      const job = started.body.data as LiveToVodJob;
      // The title defaults to the event's name; the window has not ended: it waits.
      expect(job).toMatchObject({ title: 'Cup Final', status: 'yet-to-start' });
      const updated = await api('editor', `${L2V}/update/${job.id}`, {
        method: 'PUT',
        json: { title: 'Cup Final highlights', ed_dt: hours(1) },
      });
      expect(updated.status, JSON.stringify(updated.body.header.errors)).toBe(200);
      expect(updated.body.data).toMatchObject({
        title: 'Cup Final highlights',
        status: 'yet-to-start',
      });
      const cancelled = await api('editor', `${L2V}/cancel/${job.id}`, { method: 'PUT' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
      const before = (await jobs()).find((one) => one.id === job.id);
      expectRefusal(await api('editor', `${L2V}/cancel/${job.id}`, { method: 'PUT' }), 409);
      expect((await jobs()).find((one) => one.id === job.id)).toEqual(before);
      expect(before?.vodId).toBeUndefined();
    });

    it('refuses bad windows naming the field, a non-event, an unknown item or job; nothing recorded', async () => {
      const before = await jobs();
      const convert = (json: unknown, user = 'editor') =>
        api(user, `${L2V}/convert`, { method: 'POST', json });
      const end = await convert({ id: 'l2v-event', st_dt: hours(-1), ed_dt: hours(-2) });
      expectRefusal(end, 400, 'ed_dt');
      expect(end.body.header.errors[0]?.description).toBe(LIVE_TO_VOD_MESSAGES.endBeforeStart);
      expectRefusal(
        await convert({ id: 'l2v-event', st_dt: 'yesterday', ed_dt: hours(-2) }),
        400,
        'st_dt',
      );
      // Outside the event's live window (it began three hours ago).
      expectRefusal(
        await convert({ id: 'l2v-event', st_dt: hours(-5), ed_dt: hours(-1) }),
        400,
        'st_dt',
      );
      expectRefusal(
        await convert({ id: 'main-movie-1', st_dt: hours(-2), ed_dt: hours(-1) }),
        400,
        'id',
      );
      expectRefusal(
        await convert({ id: 'no-such-event', st_dt: hours(-2), ed_dt: hours(-1) }),
        404,
      );
      expectRefusal(await api('editor', `${L2V}/cancel/no-such-job`, { method: 'PUT' }), 404);
      expect(await jobs()).toEqual(before);
    });

    it('needs update on the EPG page: l2v_admin and content_admin convert, a viewer or asset admin cannot', async () => {
      const window = { id: 'l2v-event', st_dt: hours(-1), ed_dt: hours(2) };
      expectRefusal(await api('viewer', `${L2V}/convert`, { method: 'POST', json: window }), 403);
      expectRefusal(await api('assets', `${L2V}/convert`, { method: 'POST', json: window }), 403);
      expectRefusal(await api('assets', `${L2V}/list`), 403);
      const started = await api('l2v', `${L2V}/convert`, { method: 'POST', json: window });
      expect(started.status).toBe(201);
      const id = (started.body.data as LiveToVodJob).id;
      expectRefusal(await api('viewer', `${L2V}/cancel/${id}`, { method: 'PUT' }), 403);
      // Another product's jobs are not found.
      expectRefusal(
        await server.api('kids_editor', `${L2V}/cancel/${id}`, { method: 'PUT', product: 'kids' }),
        404,
      );
      expect((await api('l2v', `${L2V}/cancel/${id}`, { method: 'PUT' })).status).toBe(200);
    });
  });

  describe("event processing (a sports event's page)", () => {
    const EVENT_ING = '/api/epg/epg/event/ingestion';

    it("reads an event's latest ingestion by its id (status?channelId=), newest first; none is []", async () => {
      const made = await api('editor', `${LIVE}/sportliveevent`, {
        method: 'POST',
        json: {
          id: 'processed-event',
          lon: [{ lang: 'en', n: 'Derby' }],
          lws: hours(-1),
          lwe: hours(2),
          tms: [{ id: 'team-red' }, { id: 'team-blue' }],
        },
      });
      expect(made.status, JSON.stringify(made.body.header.errors)).toBe(201);
      const none = await api('viewer', `${EVENT_ING}/status?channelId=processed-event`);
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual([]);
      const day = new Date().toISOString().slice(0, 10);
      const request = { channelId: 'processed-event', teamId: 'team-red', station: 'ST-1' };
      const first = await api('l2v', `${EVENT_ING}/ondemand`, {
        method: 'POST',
        json: { ...request, start: day },
      });
      expect(first.status, JSON.stringify(first.body.header.errors)).toBe(202);
      const firstId = (first.body.data as { id: string }).id;
      // Cancelled (or finished), then processed again for another day: the newest comes first.
      await api('l2v', `${EVENT_ING}/reset/${firstId}`, { method: 'DELETE' });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const second = await api('l2v', `${EVENT_ING}/ondemand`, {
        method: 'POST',
        json: { ...request, teamId: 'team-blue', start: tomorrow },
      });
      expect(second.status, JSON.stringify(second.body.header.errors)).toBe(202);
      const latest = await api('viewer', `${EVENT_ING}/status?channelId=processed-event`);
      expect(latest.status).toBe(200);
      const rows = latest.body.data as { id: string; teamId: string; title: string }[];
      expect(rows.map((row) => row.id)).toEqual([(second.body.data as { id: string }).id, firstId]);
      expect(rows[0]).toMatchObject({ teamId: 'team-blue', title: 'Derby' });
      // Another event's, or the EPG kind's, are not listed; neither ids nor channelId is 400.
      const other = await api('viewer', '/api/epg/epg/ingestion/status?channelId=processed-event');
      expect(other.body.data).toEqual([]);
      expectRefusal(await api('viewer', `${EVENT_ING}/status`), 400);
      expectRefusal(await api('assets', `${EVENT_ING}/status?channelId=processed-event`), 403);
    });
  });
});
