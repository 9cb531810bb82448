import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoopResult, ScheduleDay } from '../../domain/schedule/api';
import { addCalendarDays, channelDay, mondayOf } from '../../domain/schedule/channelDay';
import { instantOfWallClock, wallClockOf } from '../../domain/schedule/loopDay';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The schedule on the channel's own clock, on both databases: quarter-hour snapping reads the
 * minute in the channel's zone (Asia/Kathmandu, UTC+05:45), and a loop onto a daylight-saving day
 * (America/New_York, 23 and 25 hours) keeps every program's local wall-clock start, starts the
 * skipped hour's program at the end of the gap, fills the repeated hour and leaves the day filled
 * without overlaps (no 'Schedule content for this day is not filled.', no gap).
 */
const dialects = await testDialects();
const V = '/api/vll';
const TODAY = new Date().toISOString().slice(0, 10);
const NY = 'America/New_York';
const KTM = 'Asia/Kathmandu';
/** Programs of the seed that play anywhere (program 4 is the expired one). */
const PROGRAMS = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `main-pgm-${n}`);
/** Local starts of a source day: half hours around 02:00, then every hour to midnight. */
const STARTS = [
  '00:00',
  '01:30',
  '02:30',
  '03:30',
  ...Array.from({ length: 20 }, (_, i) => `${String(i + 4).padStart(2, '0')}:00`),
];

/** The instant of a local time of a day in a zone (a skipped time: the end of the gap). */
const local = (dt: string, hhmm: string, zone: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return instantOfWallClock(Date.parse(`${dt}T00:00:00Z`) + (h * 60 + m) * 60_000, zone);
};
const wall = (iso: string, zone: string) =>
  new Date(wallClockOf(Date.parse(iso), zone)).toISOString().slice(11, 16);

describe.each(dialects)('the schedule on the channel clock on %s', (dialect) => {
  let server: TestServer;
  const send = (user: string, method: string, path: string, json?: unknown) =>
    server.api(user, path, { method, json, product: 'main' });
  const readDay = async (cs: string, dt: string) => {
    const res = await send('scheduler', 'GET', `${V}/vschedule?cs=${cs}&dt=${dt}&st=draft`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as ScheduleDay[])[0] as ScheduleDay;
  };
  /** Sets a channel's zone in the database (every stored version). */
  const setZone = async (id: string, tz: string) => {
    const db = server.built.storage.db;
    const rows = await db
      .selectFrom('content')
      .select(['key', 'doc'])
      .where('id', '=', id)
      .execute();
    for (const row of rows)
      await db
        .updateTable('content')
        .set({ doc: JSON.stringify({ ...(JSON.parse(row.doc) as object), tz }) })
        .where('key', '=', row.key)
        .execute();
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'schedule_clock_test', seedItems: 30 });
    await setZone('main-vll-5', KTM);
    await setZone('main-vll-4', NY);
    await setZone('main-vll-2', NY);
  });
  afterAll(async () => server?.stop());

  it('snaps starts to the quarter hour on the channel clock (Asia/Kathmandu)', async () => {
    const dt = addCalendarDays(mondayOf(TODAY), 22);
    const sent = ['10:07', '12:22', '14:37', '16:52'];
    const res = await send('scheduler', 'PUT', `${V}/vschedule`, {
      cs: 'main-vll-5',
      dt,
      st: 'draft',
      base: null,
      ar: sent.map((hhmm, i) => {
        const start = local(dt, hhmm, KTM);
        return {
          pgm_id: PROGRAMS[i],
          a_st_dt: new Date(start).toISOString(),
          a_ed_dt: new Date(start + 30 * 60_000).toISOString(),
        };
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const day = res.body.data as ScheduleDay;
    expect(day.ar.map((a) => wall(a.a_st_dt, KTM))).toEqual(['10:00', '12:30', '14:30', '17:00']);
    expect((await readDay('main-vll-5', dt)).ar.map((a) => wall(a.a_st_dt, KTM))).toEqual([
      '10:00',
      '12:30',
      '14:30',
      '17:00',
    ]);
  });

  /** Saves a filled source day on a New York channel, loops it a week on, reads the target. */
  const loopOnto = async (cs: string, source: string, target: string) => {
    const ends = [
      ...STARTS.slice(1).map((s) => local(source, s, NY)),
      channelDay(source, NY).endMs,
    ];
    const put = await send('scheduler', 'PUT', `${V}/vschedule`, {
      cs,
      dt: source,
      st: 'draft',
      base: null,
      ar: STARTS.map((hhmm, i) => ({
        pgm_id: PROGRAMS[i % PROGRAMS.length],
        a_st_dt: new Date(local(source, hhmm, NY)).toISOString(),
        a_ed_dt: new Date(ends[i] as number).toISOString(),
      })),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const loop = await send(
      'scheduler',
      'POST',
      `${V}/content/urn/resource/catalog/vschedule/loop`,
      {
        keys: [cs],
        end_date_time: addCalendarDays(target, 1),
      },
    );
    expect(loop.status, JSON.stringify(loop.body)).toBe(200);
    expect((loop.body.data as LoopResult[])[0]?.days).toEqual([target]);
    return readDay(cs, target);
  };

  const expectFilled = (day: ScheduleDay, dt: string) => {
    const bounds = channelDay(dt, NY);
    expect(day.minutes).toBe(bounds.minutes);
    expect(Date.parse(day.ar[0]?.a_st_dt ?? '')).toBe(bounds.startMs);
    for (let i = 1; i < day.ar.length; i += 1)
      expect(day.ar[i]?.a_st_dt, `airing ${i}`).toBe(day.ar[i - 1]?.a_ed_dt);
    expect(Date.parse(day.ar.at(-1)?.a_ed_dt ?? '')).toBe(bounds.endMs);
    expect(day.messages ?? []).not.toContain('Schedule content for this day is not filled.');
    expect(day.wrng.map((w) => w.code)).not.toContain(113403);
    expect(day.wrng.map((w) => w.code)).not.toContain(413401);
  };

  it("loops onto a 23-hour day: wall-clock starts kept, the skipped hour's program at 03:00, filled", async () => {
    const day = await loopOnto('main-vll-4', '2027-03-07', '2027-03-14');
    expect(day.ar.map((a) => wall(a.a_st_dt, NY))).toEqual(
      STARTS.map((s) => (s === '02:30' ? '03:00' : s)),
    );
    expect(day.ar.map((a) => a.pgm_id)).toEqual(
      STARTS.map((_, i) => PROGRAMS[i % PROGRAMS.length]),
    );
    expectFilled(day, '2027-03-14');
  });

  it('loops onto a 25-hour day: wall-clock starts kept, the repeated hour filled', async () => {
    const day = await loopOnto('main-vll-2', '2027-10-31', '2027-11-07');
    expect(day.ar.map((a) => wall(a.a_st_dt, NY))).toEqual(STARTS);
    expect(day.ar.map((a) => a.pgm_id)).toEqual(
      STARTS.map((_, i) => PROGRAMS[i % PROGRAMS.length]),
    );
    // 01:30 EDT to 02:30 EST: the repeated hour inside.
    const second = day.ar[1];
    expect((Date.parse(second?.a_ed_dt ?? '') - Date.parse(second?.a_st_dt ?? '')) / 60_000).toBe(
      120,
    );
    expectFilled(day, '2027-11-07');
  });
});
