import { parseXmltv } from '@iptv/xmltv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LoopResult,
  PinConfirmationResponse,
  ScheduleDay,
  ScheduleSaveError,
  VepgChannel,
} from '../../domain/schedule/api';
import { USAGE_REPORT_COLUMNS } from '../../domain/schedule/api';
import { addCalendarDays, channelDay, mondayOf } from '../../domain/schedule/channelDay';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The schedule service of virtual channels (issue 10; contract domain/schedule/api.ts) on both
 * databases, from the demo seed: days read per channel-local day (a Europe/London channel's
 * daylight-saving week included), saves through the domain's rules (overlaps named, snapping,
 * past airings kept, each kind of bad input refused by airing with nothing stored changed), a
 * stale base 409, locks and audit like catalogue items, pin confirmation, loop, the guide as
 * JSON and as XMLTV read back with @iptv/xmltv, the usage report as CSV.
 */
const dialects = await testDialects();
const V = '/api/vll';
const TODAY = new Date().toISOString().slice(0, 10);
/** A day far enough ahead that the seed left it empty (the seed writes this week and the next). */
const FREE = addCalendarDays(mondayOf(TODAY), 21);
const FREE2 = addCalendarDays(FREE, 1);
const at = (dt: string, hhmm: string) => `${dt}T${hhmm}:00.000Z`;
const prog = (pgm: string, dt: string, from: string, to: string, uId?: string) => ({
  pgm_id: pgm,
  a_st_dt: at(dt, from),
  a_ed_dt: at(dt, to),
  ...(uId ? { uId } : {}),
});

describe.each(dialects)('the schedule service on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'schedule_test', seedItems: 30 });
  });
  afterAll(async () => server?.stop());

  const send = (user: string, method: string, path: string, json?: unknown, product = 'main') =>
    server.api(user, path, { method, json, product });
  const readDay = async (cs: string, dt: string, st = 'draft') => {
    const res = await send('scheduler', 'GET', `${V}/vschedule?cs=${cs}&dt=${dt}&st=${st}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as ScheduleDay[])[0] as ScheduleDay;
  };
  const put = (json: unknown, user = 'scheduler') => send(user, 'PUT', `${V}/vschedule`, json);
  const errOf = (body: { data: unknown }) => (body.data as { err: ScheduleSaveError }).err;

  it('reads the seeded week per local day with the warnings of section 8', async () => {
    const monday = mondayOf(TODAY);
    const res = await send(
      'viewer',
      'GET',
      `${V}/vschedule?cs=main-vll-1&st_dt=${monday}&ed_dt=${addCalendarDays(monday, 8)}`,
    );
    expect(res.status).toBe(200);
    const days = res.body.data as ScheduleDay[];
    expect(days.map((d) => d.dt)).toEqual(
      Array.from({ length: 9 }, (_, i) => addCalendarDays(monday, i)),
    );
    const codes = (d: ScheduleDay) => d.wrng.map((w) => String(w.code));
    // Day 3 of each week has a hole (14:00-15:00): 'There are gaps in the schedule.'
    expect(codes(days[2] as ScheduleDay)).toContain('413401');
    expect(days[2]?.messages).toContain('There are gaps in the schedule.');
    // The processing day (two days from today) carries 413405 when it is in the window.
    const processing = days.find((d) => d.pst === 'processing');
    if (processing) expect(codes(processing)).toContain('413405');
    // The expired film plays somewhere in the week: 11340201 with the section-5 message.
    const expired = days
      .flatMap((d) => d.ar)
      .flatMap((a) => a.wrng)
      .find((w) => w.code === 11340201);
    expect(expired?.msg).toMatch(
      /^Content availability \(catalog\/licence\) for .+ expires prior to 30 Jun 2025 23:59 UTC$/,
    );
    // More than 9 days at once is refused.
    const tooMany = await send(
      'viewer',
      'GET',
      `${V}/vschedule?cs=main-vll-1&st_dt=${monday}&ed_dt=${addCalendarDays(monday, 9)}`,
    );
    expect(tooMany.status).toBe(400);
  });

  it('counts the Europe/London channel in local days: a 23- or 25-hour day, every airing once', async () => {
    // The seed gives main-vll-3 the week of the next daylight-saving change too.
    let change: string | undefined;
    for (let i = 14; i < 400 && !change; i += 1) {
      const dt = addCalendarDays(mondayOf(TODAY), i);
      if (channelDay(dt, 'Europe/London').minutes !== 1440) change = dt;
    }
    expect(change).toBeDefined();
    const dt = change as string;
    const day = await readDay('main-vll-3', dt, 'published');
    expect(day.tz).toBe('Europe/London');
    expect([1380, 1500]).toContain(day.minutes);
    expect(day.ar.length).toBeGreaterThan(0);
    const res = await send(
      'viewer',
      'GET',
      `${V}/vepg?channel=main-vll-3&start=${addCalendarDays(dt, -1)}&end=${addCalendarDays(dt, 2)}`,
    );
    const airings = (res.body.data as VepgChannel[])[0]?.airing ?? [];
    const ids = airings.map((a) => a.uId);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < airings.length; i += 1)
      expect(Date.parse(airings[i]?.a_st_dt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(airings[i - 1]?.a_ed_dt ?? ''),
      );
    // The change day is filled end to end: no gap warning, no 'not filled'.
    expect(day.wrng.map((w) => w.code)).not.toContain(113403);
  });

  it('saves a draft, snaps it, refuses an overlap naming both airings and keeps what was stored', async () => {
    const empty = await readDay('main-vll-2', FREE);
    expect(empty).toMatchObject({ key: '', ar: [] });
    const saved = await put({
      cs: 'main-vll-2',
      dt: FREE,
      st: 'draft',
      base: null,
      ar: [
        prog('main-pgm-2', FREE, '10:08', '10:38'),
        prog('main-pgm-3', FREE, '10:38', '11:08'),
        prog('main-pgm-1', FREE, '12:00', '13:00'),
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const day = saved.body.data as ScheduleDay;
    expect(day.st).toBe('draft');
    expect(day.ar.map((a) => [a.a_st_dt.slice(11, 16), a.a_ed_dt.slice(11, 16)])).toEqual([
      ['10:15', '10:45'],
      ['10:45', '11:15'],
      ['12:00', '13:00'],
    ]);
    expect(day.ar[0]?.prevASt).toBe(at(FREE, '10:08'));
    expect(day.messages).toEqual([
      'There are gaps in the schedule.',
      'Schedule content for this day is not filled.',
    ]);
    // Nothing published yet.
    expect((await readDay('main-vll-2', FREE, 'published')).ar).toEqual([]);

    const [first, second] = day.ar;
    const overlap = await put({
      cs: 'main-vll-2',
      dt: FREE,
      st: 'draft',
      base: { key: day.key, ut: day.ut },
      ar: [
        { ...prog('main-pgm-2', FREE, '10:15', '10:45'), uId: first?.uId },
        { ...prog('main-pgm-3', FREE, '10:30', '11:00'), uId: second?.uId },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.header.errors[0]?.field).toBe('/ar/0');
    const err = errOf(overlap.body);
    expect(err.kind).toBe('overlap');
    expect(err.msg).toMatch(/^Airing 1 '.+' overlaps '.+' from 10:30 to 10:45 UTC$/);
    expect(err.conflicts?.map((c) => c.uId).sort()).toEqual([first?.uId, second?.uId].sort());
    expect(await readDay('main-vll-2', FREE)).toEqual({
      ...day,
      ar: day.ar.map(({ prevASt: _p, ...a }) => a),
    });
  });

  it('refuses each kind of bad input naming the airing, and changes nothing', async () => {
    const before = await readDay('main-vll-4', FREE2);
    const body = (ar: unknown[], dt = FREE2) => ({
      cs: 'main-vll-4',
      dt,
      st: 'draft',
      base: null,
      ar,
    });
    const cases: [unknown, number, string, string | undefined][] = [
      [
        body([
          prog('main-pgm-1', FREE2, '10:00', '11:00'),
          prog('main-pgm-2', FREE2, '10:30', '11:30'),
        ]),
        400,
        'overlap',
        '/ar/0',
      ],
      [
        body([prog('no-such-program', FREE2, '10:00', '11:00')]),
        400,
        'unknownProgram',
        '/ar/0/pgm_id',
      ],
      [body([prog('kids-pgm-1', FREE2, '10:00', '11:00')]), 400, 'foreignProgram', '/ar/0/pgm_id'],
      [body([prog('main-pgm-1', FREE2, '11:00', '10:00')]), 400, 'endBeforeStart', '/ar/0/a_ed_dt'],
      [
        body([{ pgm_id: 'main-pgm-1', a_st_dt: 'tomorrow 10am', a_ed_dt: at(FREE2, '11:00') }]),
        400,
        'malformedTime',
        '/ar/0/a_st_dt',
      ],
      [
        body([prog('main-pgm-1', addCalendarDays(FREE2, 1), '10:00', '11:00')]),
        400,
        'outsideDay',
        '/ar/0/a_st_dt',
      ],
      [body([], addCalendarDays(TODAY, -3)), 400, 'outsideWindow', '/dt'],
      [
        body([{ type: 'ad', dur: 45, a_st_dt: at(FREE2, '10:00'), a_ed_dt: at(FREE2, '10:01') }]),
        400,
        'badAdBreak',
        '/ar/0/dur',
      ],
    ];
    for (const [json, status, kind, field] of cases) {
      const res = await put(json);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(errOf(res.body).kind).toBe(kind);
      expect(res.body.header.errors[0]?.field).toBe(field);
      expect(res.body.header.errors[0]?.description).toBe(errOf(res.body).msg);
    }
    // An airing in the past: today's seeded published day, its first airing moved.
    const today = await readDay('main-vll-4', TODAY);
    const [aired, ...rest] = today.ar;
    expect(aired?.past).toBe(true);
    const moved = await put({
      cs: 'main-vll-4',
      dt: TODAY,
      st: 'draft',
      base: { key: today.key, ut: today.ut },
      ar: [{ ...aired, a_st_dt: at(TODAY, '00:15'), a_ed_dt: aired?.a_ed_dt }, ...rest].map(
        (a) => ({
          uId: a.uId,
          pgm_id: a.pgm_id,
          a_st_dt: a.a_st_dt,
          a_ed_dt: a.a_ed_dt,
        }),
      ),
    });
    expect(moved.status).toBe(400);
    expect(errOf(moved.body)).toMatchObject({ kind: 'past', uId: aired?.uId, index: 0 });
    const removed = await put({
      cs: 'main-vll-4',
      dt: TODAY,
      st: 'draft',
      base: { key: today.key, ut: today.ut },
      ar: rest.map((a) => ({
        uId: a.uId,
        pgm_id: a.pgm_id,
        a_st_dt: a.a_st_dt,
        a_ed_dt: a.a_ed_dt,
      })),
    });
    expect(removed.status).toBe(400);
    expect(errOf(removed.body)).toMatchObject({ kind: 'past', uId: aired?.uId });
    // A published save (publish) is held to the same rule, with the started airing's sentence.
    const published = await put({
      cs: 'main-vll-4',
      dt: TODAY,
      st: 'published',
      base: { key: today.key, ut: today.ut },
      ar: [
        { ...aired, a_ed_dt: new Date(Date.parse(aired?.a_ed_dt ?? '') - 60_000).toISOString() },
        ...rest,
      ].map((a) => ({
        uId: a.uId,
        pgm_id: a.pgm_id,
        a_st_dt: a.a_st_dt,
        a_ed_dt: a.a_ed_dt,
      })),
    });
    expect(published.status).toBe(400);
    expect(errOf(published.body)).toMatchObject({ kind: 'past', uId: aired?.uId, index: 0 });
    expect(published.body.header.errors[0]?.description).toMatch(
      /started at or before now \(\d\d:\d\d-\d\d:\d\d UTC\): it cannot be changed or removed$/,
    );
    // Nothing stored changed.
    expect(await readDay('main-vll-4', FREE2)).toEqual(before);
    expect(await readDay('main-vll-4', TODAY)).toEqual(today);
    // A loop end before the schedule's end.
    const loop = await send(
      'scheduler',
      'POST',
      `${V}/content/urn/resource/catalog/vschedule/loop`,
      {
        keys: ['main-vll-4'],
        end_date_time: at(TODAY, '00:00'),
      },
    );
    expect(loop.status).toBe(400);
    expect(errOf(loop.body).kind).toBe('loopEndBeforeSchedule');
  });

  it('refuses a stale base with 409 and the stored day, a locked day with 423, and audits saves', async () => {
    const create = await put({
      cs: 'main-vll-5',
      dt: FREE,
      st: 'draft',
      base: null,
      ar: [prog('main-pgm-1', FREE, '06:00', '07:00')],
    });
    expect(create.status).toBe(200);
    const day = create.body.data as ScheduleDay;
    const again = await put({ cs: 'main-vll-5', dt: FREE, st: 'draft', base: null, ar: [] });
    expect(again.status).toBe(409);
    expect(errOf(again.body).current?.key).toBe(day.key);
    const next = await put({
      cs: 'main-vll-5',
      dt: FREE,
      st: 'draft',
      base: { key: day.key, ut: day.ut },
      ar: [prog('main-pgm-1', FREE, '07:00', '08:00')],
    });
    expect(next.status).toBe(200);
    const stale = await put({
      cs: 'main-vll-5',
      dt: FREE,
      st: 'draft',
      base: { key: day.key, ut: day.ut },
      ar: [],
    });
    expect(stale.status).toBe(409);

    const lock = await send('admin', 'POST', '/api/user/user/lock/acquire', {
      id: day.id,
      urn: 'urn:resource:catalog:vschedule',
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    const current = next.body.data as ScheduleDay;
    const locked = await put({
      cs: 'main-vll-5',
      dt: FREE,
      st: 'draft',
      base: { key: current.key, ut: current.ut },
      ar: [],
    });
    expect(locked.status).toBe(423);
    await send('admin', 'PUT', '/api/user/user/lock/release', {
      id: day.id,
      urn: 'urn:resource:catalog:vschedule',
    });

    const audit = await send('scheduler', 'GET', `/api/audit/audit/vschedule/${day.id}`);
    expect(audit.status).toBe(200);
    expect((audit.body.data as { changed_by: string }[]).map((e) => e.changed_by)).toEqual([
      'scheduler',
      'scheduler',
    ]);
    // The viewer reads but cannot save.
    const viewer = await put(
      {
        cs: 'main-vll-5',
        dt: FREE,
        st: 'draft',
        base: { key: current.key, ut: current.ut },
        ar: [],
      },
      'viewer',
    );
    expect(viewer.status).toBe(403);
  });

  it('publishes a day; /vepg, the XMLTV export and the usage report agree airing by airing', async () => {
    const dt = addCalendarDays(FREE, 2);
    const draft = await put({
      cs: 'main-vll-1',
      dt,
      st: 'draft',
      base: null,
      ar: [
        prog('main-pgm-1', dt, '00:00', '01:00'),
        prog('main-pgm-2', dt, '01:00', '01:30'),
        { type: 'ad', dur: 30, a_st_dt: at(dt, '01:30'), a_ed_dt: at(dt, '01:30') },
        prog('main-pgm-3', dt, '02:00', '02:30'),
      ],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const saved = draft.body.data as ScheduleDay;
    const published = await put({
      cs: 'main-vll-1',
      dt,
      st: 'published',
      base: { key: saved.key, ut: saved.ut },
      ar: saved.ar.map((a) => ({
        uId: a.uId,
        type: a.type,
        ...(a.pgm_id ? { pgm_id: a.pgm_id } : { dur: a.dur }),
        a_st_dt: a.a_st_dt,
        a_ed_dt: a.a_ed_dt,
      })),
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((published.body.data as ScheduleDay).st).toBe('published');
    const query = `channel=main-vll-1,main-vll-3&start=${dt}&end=${addCalendarDays(dt, 1)}`;
    const guide = (await send('viewer', 'GET', `${V}/vepg?${query}`)).body.data as VepgChannel[];
    const mine = guide.find((c) => c.channel === 'main-vll-1')?.airing ?? [];
    expect(mine.map((a) => a.a_st_dt.slice(11, 16))).toEqual(['00:00', '01:00', '02:00']);

    const xml = await fetch(`${server.baseUrl}${V}/vepg.xml?${query}`, {
      headers: { authorization: `Bearer ${await server.token('viewer')}`, 'x-product': 'main' },
    });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    const text = await xml.text();
    expect(text).toMatch(/start="\d{14} [+-]\d{4}"/);
    const parsed = parseXmltv(text);
    const decode = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    const fromXml = (parsed.programmes ?? []).map((p) => ({
      channel: p.channel,
      start: new Date(p.start).toISOString(),
      stop: p.stop ? new Date(p.stop).toISOString() : '',
      title: decode(p.title[0]?._value ?? ''),
    }));
    const fromJson = guide.flatMap((c) =>
      c.airing.map((a) => ({
        channel: c.channel,
        start: a.a_st_dt,
        stop: a.a_ed_dt,
        title: a.title,
      })),
    );
    expect(fromXml.length).toBeGreaterThanOrEqual(3);
    expect(fromXml).toEqual(fromJson);
    expect((parsed.channels ?? []).map((c) => c.id)).toEqual(['main-vll-1', 'main-vll-3']);

    const csv = await fetch(
      `${server.baseUrl}${V}/vepg/report.csv?channel=main-vll-1&start=${dt}&end=${addCalendarDays(dt, 1)}`,
      {
        headers: { authorization: `Bearer ${await server.token('viewer')}`, 'x-product': 'main' },
      },
    );
    // Named after the channel and the days it covers (the end is exclusive: one day here).
    expect(csv.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="[^"/]+-usage-report-${dt}-to-${dt}\\.csv"`),
    );
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(USAGE_REPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + mine.length);
    expect(lines[1]).toContain(`${at(dt, '00:00')},${at(dt, '01:00')},3600,`);
    const empty = await fetch(
      `${server.baseUrl}${V}/vepg/report.csv?channel=main-vll-1&start=${addCalendarDays(FREE, 300)}&end=${addCalendarDays(FREE, 301)}`,
      {
        headers: { authorization: `Bearer ${await server.token('viewer')}`, 'x-product': 'main' },
      },
    );
    expect((await empty.text()).trim().split('\n')).toEqual([
      USAGE_REPORT_COLUMNS.join(','),
      'No programs found',
    ]);
  });

  it('confirms a pin: conflicts in a published day, safe in an empty one', async () => {
    const tomorrow = addCalendarDays(TODAY, 1);
    const busy = await send('scheduler', 'POST', `${V}/vschedule/pin`, {
      cs: 'main-vll-2',
      start: at(tomorrow, '10:00'),
      end: at(tomorrow, '11:00'),
    });
    expect(busy.status).toBe(200);
    const answer = busy.body.data as PinConfirmationResponse;
    expect(answer.safe).toBe(false);
    expect(answer.conflicts.length).toBeGreaterThan(0);
    const moved = answer.conflicts[0];
    const ignoringIt = await send('scheduler', 'POST', `${V}/vschedule/pin`, {
      cs: 'main-vll-2',
      start: moved?.a_st_dt,
      end: moved?.a_ed_dt,
      uId: moved?.uId,
    });
    expect(
      (ignoringIt.body.data as PinConfirmationResponse).conflicts.map((c) => c.uId),
    ).not.toContain(moved?.uId);
    const free = await send('scheduler', 'POST', `${V}/vschedule/pin`, {
      cs: 'main-vll-2',
      start: at(addCalendarDays(FREE, 40), '10:00'),
      end: at(addCalendarDays(FREE, 40), '11:00'),
    });
    expect(free.body.data).toEqual({ safe: true, conflicts: [] });
  });

  it('loops the last week until a date as drafts', async () => {
    const lastSeeded = addCalendarDays(mondayOf(TODAY), 13);
    const until = addCalendarDays(lastSeeded, 4);
    const res = await send(
      'scheduler',
      'POST',
      `${V}/content/urn/resource/catalog/vschedule/loop`,
      {
        keys: ['main-vll-4'],
        end_date_time: until,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [result] = res.body.data as LoopResult[];
    expect(result?.days).toEqual([1, 2, 3].map((i) => addCalendarDays(lastSeeded, i)));
    const copied = await readDay('main-vll-4', addCalendarDays(lastSeeded, 1));
    const source = await readDay('main-vll-4', addCalendarDays(lastSeeded, -6));
    expect(copied.st).toBe('draft');
    expect(copied.ar.map((a) => [a.pgm_id, a.a_st_dt.slice(11)])).toEqual(
      source.ar.map((a) => [a.pgm_id, a.a_st_dt.slice(11)]),
    );
  });
});
