import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaybackAnswer } from '../../domain/media/api';
import { programPreviewSmil } from '../../domain/videoEditor/clipEdit';
import type { ProgramSegment } from '../../domain/programs/segments';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';
import { decodeFrames } from './mediaFrames';

/*
 * The schedule demo (server/seed/scheduleSeed.ts, demoSeed.ts) as a scheduler meets it, on both
 * databases: its programs and channels are named in Chinese, Malay and Tamil without English
 * words, and every demo program's preview (the console's request: domain/videoEditor's
 * programPreviewSmil of its segments) plays — the 30- and 60-minute programs too, as exactly
 * their listed ranges in order, their repeated film part made once (server/media/repeatedCuts.ts).
 */
const dialects = await testDialects();
/** The media cache the playback suites share (the demo media is made once for all of them). */
const MEDIA_DIR = join(tmpdir(), 'console-media-test');
const PROGRAM = '/api/vll/content/urn/resource/catalog/program';
const MEDIA_TIMEOUT = 480_000;

/** English words the seed once added to every language's title ('... Hour', '... Live'...). */
const ENGLISH = /\b(Hour|Short|TV|Live|Kids|Channel|Program)\b/i;

type Named = { id: string; cty: string; lon: { lang: string; n: string }[] };

describe.each(dialects)('the schedule demo on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(MEDIA_DIR, { recursive: true });
    server = await startTestServer({
      dialect,
      database: 'console_schedule_demo',
      seedItems: 20,
      env: { MEDIA_DIR },
    });
  }, 300_000);
  afterAll(async () => server?.stop(), 60_000);

  const seeded = async (types: string[]): Promise<Named[]> => {
    const rows = await server.built.storage.db
      .selectFrom('content')
      .select(['id', 'cty', 'doc'])
      .where('cty', 'in', types)
      .where('cur', '=', 1)
      .execute();
    return rows.map((row) => ({ ...(JSON.parse(row.doc) as Named), id: row.id, cty: row.cty }));
  };

  it('names the seeded programs and channels in zh, ms and ta without English words', async () => {
    const items = await seeded(['program', 'virtuallivechannel', 'channel']);
    // 14 programs, 5 virtual and 10 live channels in each of the demo products.
    expect(items.filter((item) => item.cty === 'program').length).toBeGreaterThanOrEqual(28);
    expect(items.some((item) => item.id.startsWith('kids-'))).toBe(true);
    for (const item of items) {
      const name = (lang: string) => item.lon.find((entry) => entry.lang === lang)?.n ?? '';
      expect(name('en'), item.id).not.toBe('');
      for (const lang of ['zh', 'ms', 'ta']) {
        expect(name(lang), `${item.id} ${lang}`).not.toBe('');
        expect(name(lang), `${item.id} ${lang}`).not.toMatch(ENGLISH);
        expect(name(lang), `${item.id} ${lang}`).not.toBe(name('en'));
      }
      // Chinese and Tamil names have no Latin letters at all (digits are kept).
      expect(name('zh'), item.id).not.toMatch(/[A-Za-z]/);
      expect(name('ta'), item.id).not.toMatch(/[A-Za-z]/);
    }
    // The English names keep their words ('Silent Kingdom 2 Hour', '... Live (Kids)').
    const en = (id: string) => items.find((item) => item.id === id)?.lon[0]?.n ?? '';
    expect(en('main-pgm-1')).toMatch(/ Hour$/);
    expect(en('main-pgm-13')).toMatch(/ Short$/);
    expect(en('kids-vll-1')).toMatch(/ Live \(Kids\)$/);
    expect(en('main-channel-1')).toMatch(/ TV$/);
  });

  it(
    "plays every demo program's preview; a 60-minute program's as its 39 ranges in order, each distinct range made once",
    async () => {
      const programs = (await seeded(['program'])).filter((item) => item.id.startsWith('main-'));
      expect(programs).toHaveLength(14);
      const answers = new Map<string, PlaybackAnswer>();
      for (const program of programs) {
        const read = await server.api('scheduler', `${PROGRAM}/${program.id}`, {
          product: 'main',
        });
        expect(read.status).toBe(200);
        const segments = (read.body.data as { sg: ProgramSegment[] }).sg;
        const smil = programPreviewSmil(segments);
        expect(smil.length, program.id).toBeGreaterThan(0);
        // The content segments sum to the program's content: what the preview must last.
        const content = segments
          .filter((segment) => segment.seg_ty === 'vod')
          .reduce((sum, segment) => sum + (segment.ep ?? 0) - (segment.sp ?? 0), 0);
        const deadline = Date.now() + MEDIA_TIMEOUT - 60_000;
        let res = await server.api('scheduler', '/api/playback/playback', {
          method: 'POST',
          product: 'main',
          json: {
            dp: { p: 'none', v: '1.0' },
            filter: { pipeline: 'ttml_removal' },
            sType: 'dash',
            smil,
          },
        });
        // 409 while the demo media is still being made (a fresh MEDIA_DIR).
        while (res.status === 409 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          res = await server.api('scheduler', '/api/playback/playback', {
            method: 'POST',
            product: 'main',
            json: {
              dp: { p: 'none', v: '1.0' },
              filter: { pipeline: 'ttml_removal' },
              sType: 'dash',
              smil,
            },
          });
        }
        expect(res.status, `${program.id}: ${JSON.stringify(res.body.header.errors)}`).toBe(200);
        const answer = res.body.data as PlaybackAnswer;
        expect(answer.durationSeconds, program.id).toBeCloseTo(content, 3);
        expect(answer.ranges).toHaveLength(smil.length);
        answers.set(program.id, answer);
      }

      // main-pgm-1: 60 minutes, a 90 s ad break: 3470 s of film, 38 parts of 90 s and one of 50 s.
      const answer = answers.get('main-pgm-1') as PlaybackAnswer;
      expect(answer.durationSeconds).toBeCloseTo(3470, 5);
      expect(answer.ranges).toHaveLength(39);
      expect(
        answer.ranges.slice(0, 38).every((r) => r.startFrame === 0 && r.endFrame === 2699),
      ).toBe(true);
      expect(answer.ranges[38]).toMatchObject({ startFrame: 0, endFrame: 1499 });
      const manifest = await fetch(`${server.baseUrl}${answer.manifestUrl}`);
      expect(manifest.status).toBe(200);
      const mpd = await manifest.text();
      expect(mpd).toContain('mediaPresentationDuration="PT3470.000S"');
      // One Period per range, in order, back to back, each as long as its range, naming the
      // files of its range's cut (p0: the 90 s part, p1: the 50 s part).
      const periods = [
        ...mpd.matchAll(
          /<Period id="(\d+)" start="PT([\d.]+)S" duration="PT([\d.]+)S">([\s\S]*?)<\/Period>/g,
        ),
      ];
      expect(periods).toHaveLength(39);
      let start = 0;
      for (const [i, period] of periods.entries()) {
        const last = i === 38;
        expect(Number(period[2])).toBeCloseTo(start, 3);
        expect(Number(period[3])).toBeCloseTo(last ? 50 : 90, 3);
        expect(period[4]).toContain(`initialization="p${last ? 1 : 0}-init-stream`);
        start += last ? 50 : 90;
      }
      // The files the periods name are served with the manifest's token.
      const base = `${server.baseUrl}${answer.manifestUrl.replace('manifest.mpd', '')}`;
      for (const name of [
        'p0-init-stream0.mp4',
        'p0-chunk-stream0-00045.mp4',
        'p1-chunk-stream0-00025.mp4',
      ]) {
        const file = await fetch(`${base}${name}`);
        expect(file.status, name).toBe(200);
        expect(file.headers.get('content-type')).toContain('video/mp4');
      }
      // On disk the hour is its two distinct cuts: the folder's files are links to them.
      const folder = join(
        MEDIA_DIR,
        answer.manifestUrl.slice(answer.manifestUrl.indexOf('cuts/')).replace('manifest.mpd', ''),
      );
      const files = readdirSync(folder).filter((name) => name.startsWith('p'));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) expect(statSync(join(folder, name)).nlink, name).toBeGreaterThan(1);
      const bytes = files.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
      expect(bytes).toBeLessThan(40 * 1024 * 1024);
      // The last Period's cut is the 50 s part: 1500 frames, the film's frames 0 to 1499.
      const last = files
        .filter((name) => name.startsWith('p1-chunk-stream0-'))
        .sort()
        .map((name) => join(folder, name));
      const frames = await decodeFrames(
        `concat:${[join(folder, 'p1-init-stream0.mp4'), ...last].join('|')}`,
      );
      expect(frames).toHaveLength(1500);
    },
    MEDIA_TIMEOUT,
  );
});
