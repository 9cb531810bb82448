import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClipSearchHit, MediaInfo, Mp4Job, ReadyForAirAnswer } from '../../domain/media/api';
import { runFfmpeg } from '../../server/media/ffmpeg';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();
const DATABASE = 'console_playback_jobs';
const PLAYBACK = '/api/playback';
/** Shared with playback.test.ts: the demo media is made once for both. */
const MEDIA_DIR = join(tmpdir(), 'console-media-test');
const MOVIE = 'main-movie-1';
const LONG = 480_000;

const mp4Body = (smil: unknown[]) => ({
  sType: 'download',
  bandwidth: { audio: 96000, video: 1500000 },
  subtitle: false,
  quality: 'SD',
  lon: [
    { lang: 'zh', n: '重启剪辑' },
    { lang: 'en', n: 'Redémarrage cut' },
  ],
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

async function jobOf(server: TestServer, id: string): Promise<Mp4Job> {
  const { status, body } = await server.api('editor', `${PLAYBACK}/download/mp4/${id}`, {
    product: 'main',
  });
  expect(status).toBe(200);
  return body.data as Mp4Job;
}

const finished = (server: TestServer, id: string) =>
  until(`MP4 job ${id}`, 400, async () => {
    const job = await jobOf(server, id);
    return job.status === 'queued' || job.status === 'processing' ? undefined : job;
  });

/** A script standing in for ffmpeg: `fail` exits 1 with a message, `hang` never ends. */
function fakeFfmpeg(dir: string, kind: 'fail' | 'hang'): string {
  const file = join(dir, `ffmpeg-${kind}.sh`);
  writeFileSync(
    file,
    kind === 'fail'
      ? '#!/bin/sh\necho "simulated encoder failure: no such codec" >&2\nexit 1\n'
      : '#!/bin/sh\nexec sleep 60\n',
  );
  chmodSync(file, 0o755);
  return file;
}

describe('an ffmpeg run past its time limit', () => {
  it('is stopped and fails saying so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ffmpeg-hang-'));
    const started = Date.now();
    await expect(runFfmpeg(fakeFfmpeg(dir, 'hang'), [], { timeoutMs: 1000 })).rejects.toThrow(
      'ffmpeg took longer than 1 s and was stopped',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(dialects)('MP4 jobs, clips and ready-for-air on %s', (dialect) => {
  let work: string;
  beforeAll(() => {
    mkdirSync(MEDIA_DIR, { recursive: true });
    work = mkdtempSync(join(tmpdir(), 'playback-jobs-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it(
    "ends a job failed with ffmpeg's message when ffmpeg fails (FFMPEG_PATH)",
    async () => {
      const server = await startTestServer({
        dialect,
        database: DATABASE,
        seedItems: 2,
        // Its own empty media folder: the failing "ffmpeg" is asked to make the media first.
        env: { MEDIA_DIR: join(work, 'failing-media'), FFMPEG_PATH: fakeFfmpeg(work, 'fail') },
      });
      try {
        const { status, body } = await server.api('editor', `${PLAYBACK}/download/mp4`, {
          method: 'POST',
          product: 'main',
          json: mp4Body([{ key: MOVIE, start: 10, end: 20.5 }]),
        });
        expect(status).toBe(202);
        const job = await finished(server, (body.data as Mp4Job).id);
        expect(job.status).toBe('failed');
        expect(job.message).toContain('simulated encoder failure: no such codec');
        const media = await server.api('editor', `${PLAYBACK}/media/movie/${MOVIE}`, {
          product: 'main',
        });
        expect((media.body.data as MediaInfo).status).toBe('failed');
        expect((media.body.data as MediaInfo).message).toContain('simulated encoder failure');
      } finally {
        await server.stop();
      }
    },
    LONG,
  );

  it(
    'keeps a job across a restart: queued on one server, made by the next on the same database',
    async () => {
      const dataDir = join(work, 'restart-data');
      mkdirSync(dataDir, { recursive: true });
      const env = { MEDIA_DIR, DATA_DIR: dataDir };
      const first = await startTestServer({
        dialect,
        database: DATABASE,
        seedItems: 2,
        runJobs: false,
        env,
      });
      let id: string;
      try {
        // The shared demo media made first: a server stopped while making it leaves its claim
        // until it expires (the ffmpeg timeout and 30 s), and the next server would wait that
        // out before the job; this test is about the job surviving the restart.
        await until('the demo media', 400, async () => {
          const media = await first.api('editor', `${PLAYBACK}/media/movie/${MOVIE}`, {
            product: 'main',
          });
          expect(media.status).toBe(200);
          const state = (media.body.data as { status: string }).status;
          expect(state).not.toBe('failed');
          return state === 'ready' ? state : undefined;
        });
        const { status, body } = await first.api('editor', `${PLAYBACK}/download/mp4`, {
          method: 'POST',
          product: 'main',
          json: mp4Body([{ key: MOVIE, start: 4, end: 5 }]),
        });
        expect(status).toBe(202);
        id = (body.data as Mp4Job).id;
        expect((await jobOf(first, id)).status).toBe('queued');
      } finally {
        await first.stop();
      }
      const second = await startTestServer({
        dialect,
        database: DATABASE,
        sharedDatabase: true,
        env,
      });
      try {
        const job = await finished(second, id);
        expect(job).toMatchObject({ status: 'ready', progress: 1, quality: 'SD' });
        expect(job.mp4Url).toMatch(/^\/api\/playback\/files\/[^/]+\/mp4\/[^/]+\/clip\.mp4$/);
        const file = await fetch(`${second.baseUrl}${job.mp4Url ?? ''}`);
        expect(file.status).toBe(200);
        // Named by the request's first English name: an ASCII fallback and the whole name (RFC 5987).
        expect(file.headers.get('content-disposition')).toBe(
          `attachment; filename="Redemarrage cut.mp4"; filename*=UTF-8''Red%C3%A9marrage%20cut.mp4`,
        );
        expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      } finally {
        await second.stop();
      }
    },
    LONG,
  );

  describe('clips', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        dialect,
        database: DATABASE,
        seedItems: 2,
        env: { MEDIA_DIR },
      });
    }, 300_000);
    afterAll(async () => server?.stop());

    it(
      'finds saved clips by name and description in the four languages, and makes one ready for air as a short video',
      async () => {
        const created = await server.api(
          'editor',
          '/api/cmsstore/content/urn/resource/catalog/scenes',
          {
            method: 'POST',
            product: 'main',
            json: {
              id: 'clip-goal',
              lon: [
                { lang: 'en', n: 'Winning goal' },
                { lang: 'zh', n: '制胜进球' },
                { lang: 'ms', n: 'Gol kemenangan' },
                { lang: 'ta', n: 'வெற்றி கோல்' },
              ],
              lod: [{ lang: 'en', n: 'The striker scores in the last minute' }],
              sg: [
                { seg_ty: 'vod', ctkey: MOVIE, sp: 10, ep: 20.5 },
                { seg_ty: 'vod', ctkey: MOVIE, sp: 30, ep: 31 },
              ],
            },
          },
        );
        expect(created.status, JSON.stringify(created.body.header)).toBe(201);
        for (const query of ['winning', '制胜进球', 'kemenangan', 'வெற்றி', 'striker scores']) {
          const { status, body } = await server.api(
            'viewer',
            `${PLAYBACK}/query_stc?query=${encodeURIComponent(query)}&embedding_type=text`,
            { product: 'main' },
          );
          expect(status, query).toBe(200);
          const hits = body.data as ClipSearchHit[];
          expect(
            hits.map((hit) => hit.id),
            query,
          ).toEqual(['clip-goal']);
          expect(hits[0]?.smil).toEqual([
            { key: MOVIE, start: 10, end: 20.5 },
            { key: MOVIE, start: 30, end: 31 },
          ]);
          // Each range stops at its end (SMIL clipEnd): 315 + 30 frames.
          expect(hits[0]?.durationSeconds).toBeCloseTo(345 / 30, 5);
        }
        expect(
          hits0(
            await server.api('viewer', `${PLAYBACK}/query_stc?query=nothing-like-it`, {
              product: 'main',
            }),
          ),
        ).toEqual([]);
        const short = await server.api('viewer', `${PLAYBACK}/query_stc?query=go`, {
          product: 'main',
        });
        expect(short.status).toBe(400);

        // The clip's media is its ranges, each stopping at its ep: 315 + 30 frames.
        const media = await server.api('editor', `${PLAYBACK}/media/scenes/clip-goal`, {
          product: 'main',
        });
        expect(media.status).toBe(200);
        expect((media.body.data as MediaInfo).frameCount).toBe(345);

        // A viewer may not make a short; an editor may.
        const refused = await server.api('viewer', `${PLAYBACK}/processShort`, {
          method: 'POST',
          product: 'main',
          json: { id: 'clip-goal' },
        });
        expect(refused.status).toBe(403);
        const made = await server.api('editor', `${PLAYBACK}/clip`, {
          method: 'POST',
          product: 'main',
          json: { id: 'clip-goal' },
        });
        expect(made.status).toBe(201);
        const answer = made.body.data as ReadyForAirAnswer;
        expect(answer).toMatchObject({ cty: 'shortvideo', name: 'Winning goal' });
        expect(answer.durationSeconds).toBeCloseTo(345 / 30, 5);
        const item = await server.api(
          'editor',
          `/api/catalog/content/urn/resource/catalog/shortvideo/${answer.id}`,
          {
            product: 'main',
          },
        );
        expect(item.status).toBe(200);
        // The short is named as the clip, in all four languages.
        expect((item.body.data as { lon?: unknown }).lon).toEqual([
          { lang: 'en', n: 'Winning goal' },
          { lang: 'zh', n: '制胜进球' },
          { lang: 'ms', n: 'Gol kemenangan' },
          { lang: 'ta', n: 'வெற்றி கோல்' },
        ]);
        const audit = await server.api('admin', `/api/audit/audit/shortvideo/${answer.id}`, {
          product: 'main',
        });
        expect(audit.status).toBe(200);
        expect(JSON.stringify(audit.body.data)).toContain('create');
        const shortMedia = await server.api('editor', `${PLAYBACK}/media/shortvideo/${answer.id}`, {
          product: 'main',
        });
        expect((shortMedia.body.data as MediaInfo).frameCount).toBe(345);
        const notAClip = await server.api('editor', `${PLAYBACK}/clip`, {
          method: 'POST',
          product: 'main',
          json: { id: MOVIE },
        });
        expect(notAClip.status).toBe(400);
        expect(notAClip.body.header.errors[0]?.field).toBe('/id');

        // A clip named in two languages gives a short named in all four (the others take its
        // first name), so the short video lists name it in any language.
        const twoNames = await server.api(
          'editor',
          '/api/cmsstore/content/urn/resource/catalog/scenes',
          {
            method: 'POST',
            product: 'main',
            json: {
              id: 'clip-free-kick',
              lon: [
                { lang: 'zh', n: '任意球' },
                { lang: 'en', n: 'Free kick' },
              ],
              sg: [{ seg_ty: 'vod', ctkey: MOVIE, sp: 40, ep: 41 }],
            },
          },
        );
        expect(twoNames.status, JSON.stringify(twoNames.body.header)).toBe(201);
        const shortTwo = await server.api('editor', `${PLAYBACK}/processShort`, {
          method: 'POST',
          product: 'main',
          json: { id: 'clip-free-kick' },
        });
        expect(shortTwo.status).toBe(201);
        const shortTwoItem = await server.api(
          'editor',
          `/api/catalog/content/urn/resource/catalog/shortvideo/${(shortTwo.body.data as ReadyForAirAnswer).id}`,
          { product: 'main' },
        );
        expect((shortTwoItem.body.data as { lon?: unknown }).lon).toEqual([
          { lang: 'zh', n: '任意球' },
          { lang: 'en', n: 'Free kick' },
          { lang: 'ms', n: '任意球' },
          { lang: 'ta', n: '任意球' },
        ]);
      },
      LONG,
    );

    it('finds a clip by a segment note written in any of the four languages (stored per language)', async () => {
      const notes = {
        en: 'Keeper saves the penalty',
        zh: '守门员扑出点球',
        ms: 'Penjaga gol menyelamatkan sepakan penalti',
        ta: 'கோல்கீப்பர் பெனால்டியைத் தடுக்கிறார்',
      };
      const created = await server.api(
        'editor',
        '/api/cmsstore/content/urn/resource/catalog/scenes',
        {
          method: 'POST',
          product: 'main',
          json: {
            id: 'clip-save',
            lon: [{ lang: 'en', n: 'Second half' }],
            sg: [
              {
                seg_ty: 'vod',
                ctkey: MOVIE,
                sp: 40,
                ep: 41,
                nt: [
                  { lang: 'en', n: notes.en },
                  { lang: 'zh', n: notes.zh },
                ],
              },
              {
                seg_ty: 'vod',
                ctkey: MOVIE,
                sp: 50,
                ep: 51,
                nt: [
                  { lang: 'ms', n: notes.ms },
                  { lang: 'ta', n: notes.ta },
                ],
              },
            ],
          },
        },
      );
      expect(created.status, JSON.stringify(created.body.header)).toBe(201);
      const stored = await server.api(
        'editor',
        '/api/catalog/content/urn/resource/catalog/scenes/clip-save',
        { product: 'main' },
      );
      expect(stored.status).toBe(200);
      const sg = (stored.body.data as { sg: { nt?: unknown }[] }).sg;
      expect(sg.map((segment) => segment.nt)).toEqual([
        [
          { lang: 'en', n: notes.en },
          { lang: 'zh', n: notes.zh },
        ],
        [
          { lang: 'ms', n: notes.ms },
          { lang: 'ta', n: notes.ta },
        ],
      ]);
      for (const [lang, query] of [
        ['en', 'keeper penalty'],
        ['zh', '扑出点球'],
        ['ms', 'menyelamatkan sepakan'],
        ['ta', 'பெனால்டியைத்'],
      ] as const) {
        const { status, body } = await server.api(
          'viewer',
          `${PLAYBACK}/query_stc?query=${encodeURIComponent(query)}&embedding_type=multilingual`,
          { product: 'main' },
        );
        expect(status, query).toBe(200);
        const hits = body.data as ClipSearchHit[];
        expect(
          hits.map((hit) => [hit.id, hit.matchedIn, hit.snippet]),
          query,
        ).toEqual([['clip-save', 'note', notes[lang]]]);
      }
    });

    it("lets the VOD roles complete the editor's work: vodeditor saves a clip, makes it ready for air and finds it by clip search; vodviewer searches but cannot save", async () => {
      const clip = {
        lon: [{ lang: 'en', n: 'Corner kick replay' }],
        sg: [{ seg_ty: 'vod', ctkey: MOVIE, sp: 60, ep: 61, nt: [{ lang: 'en', n: 'Header' }] }],
      };
      const countClips = async () => {
        const { status, body } = await server.api(
          'admin',
          '/api/catalog/content/urn/resource/catalog/scenes?pageSize=5&pageNumber=1',
          { product: 'main' },
        );
        expect(status).toBe(200);
        return (body.header as { count: number }).count;
      };
      const before = await countClips();

      // A VOD viewer plays but cannot cut: no clip is stored.
      const refused = await server.api('vodviewer', `${PLAYBACK}/clips`, {
        method: 'POST',
        product: 'main',
        json: clip,
      });
      expect(refused.status).toBe(403);
      // A range past the end is refused, nothing stored.
      const pastEnd = await server.api('vodeditor', `${PLAYBACK}/clips`, {
        method: 'POST',
        product: 'main',
        json: { ...clip, sg: [{ seg_ty: 'vod', ctkey: MOVIE, sp: 60, ep: 99_999 }] },
      });
      expect(pastEnd.status).toBe(400);
      expect(await countClips()).toEqual(before);

      const saved = await server.api('vodeditor', `${PLAYBACK}/clips`, {
        method: 'POST',
        product: 'main',
        json: clip,
      });
      expect(saved.status, JSON.stringify(saved.body.header)).toBe(201);
      const stored = saved.body.data as { id: string; cty: string; st: string; prd: string[] };
      expect(stored).toMatchObject({ cty: 'scenes', st: 'draft', prd: ['main'] });

      const made = await server.api('vodeditor', `${PLAYBACK}/clip`, {
        method: 'POST',
        product: 'main',
        json: { id: stored.id },
      });
      expect(made.status, JSON.stringify(made.body.header)).toBe(201);
      expect(made.body.data as ReadyForAirAnswer).toMatchObject({
        cty: 'shortvideo',
        name: 'Corner kick replay',
      });
      const notYours = await server.api('vodviewer', `${PLAYBACK}/processShort`, {
        method: 'POST',
        product: 'main',
        json: { id: stored.id },
      });
      expect(notYours.status).toBe(403);

      for (const user of ['vodeditor', 'vodviewer']) {
        const found = await server.api(user, `${PLAYBACK}/query_stc?query=corner%20kick`, {
          product: 'main',
        });
        expect(found.status, user).toBe(200);
        expect(
          (found.body.data as ClipSearchHit[]).map((hit) => hit.id),
          user,
        ).toEqual([stored.id]);
      }
    });

    it('registers a device and authorizes playback only on a registered one', async () => {
      const before = await server.api('viewer', `${PLAYBACK}/authorize`, {
        method: 'POST',
        product: 'main',
        json: { deviceId: 'tv-1', key: MOVIE },
      });
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({
        authorized: false,
        reason: 'Device tv-1 is not registered',
      });
      const registered = await server.api('viewer', `${PLAYBACK}/device/register`, {
        method: 'POST',
        product: 'main',
        json: { deviceId: 'tv-1', platform: 'tv', name: 'Lobby TV' },
      });
      expect(registered.status).toBe(200);
      expect(registered.body.data).toMatchObject({ deviceId: 'tv-1', platform: 'tv' });
      const after = await server.api('viewer', `${PLAYBACK}/authorize`, {
        method: 'POST',
        product: 'main',
        json: { deviceId: 'tv-1', key: MOVIE },
      });
      expect(after.body.data).toMatchObject({ authorized: true, key: MOVIE });
      const bad = await server.api('viewer', `${PLAYBACK}/device/register`, {
        method: 'POST',
        product: 'main',
        json: { deviceId: 'tv-1', platform: 'fridge' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.header.errors[0]?.description).toContain('platform');
    });
  });
});

function hits0(result: { status: number; body: { data: unknown } }): string[] {
  expect(result.status).toBe(200);
  return (result.body.data as ClipSearchHit[]).map((hit) => hit.id);
}
