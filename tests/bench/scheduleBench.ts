/**
 * The schedule benchmark (issue 10). In Node: the server's validation of a 300-airing day (the
 * domain's save rules plus the day's warnings; target under 20 ms). Against the real server on
 * SQLite (and PostgreSQL when it answers): a channel of 10,000 airings saved one day per PUT and
 * loaded 9 days per GET (no 413, no request carrying the whole channel), and the XMLTV export of
 * 10 channels x 9 days (target under 1 s). Then the schedule page in Chromium
 * (tests/bench/scheduleBrowserBench.ts: a 2,016-airing week, the day view, dragging, the gap
 * mark) unless --no-console; --browser-only runs that part alone. Standalone:
 * `npx tsx tests/bench/scheduleBench.ts [--sqlite-only] [--no-console | --browser-only]`, or
 * `npm run bench -- --only schedule`.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AiringInput, ScheduleDay } from '../../domain/schedule/api';
import { addCalendarDays, channelDay, mondayOf } from '../../domain/schedule/channelDay';
import { checkScheduleDay } from '../../domain/schedule/scheduleDayRules';
import { dayWarnings } from '../../domain/schedule/scheduleDayWarnings';
import { postgresAvailable, startTestServer } from '../helpers/testServer';
import { runScheduleBrowserBenchAlone } from './scheduleBrowserBench';
import type { Dialect, TestServer } from '../helpers/testServer';

const args = process.argv.slice(2);
const AIRINGS_PER_DAY = 300;
const CHANNEL_AIRINGS = 10_000;
const V = '/api/vll';
const C = '/urn/resource/catalog';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A day of back-to-back airings of `seconds` each from local midnight. */
function dayOf(dt: string, count: number, seconds: number, pgm: string): AiringInput[] {
  const start = channelDay(dt, 'UTC').startMs;
  return Array.from({ length: count }, (_, i) => ({
    pgm_id: pgm,
    a_st_dt: new Date(start + i * seconds * 1000).toISOString(),
    a_ed_dt: new Date(start + (i + 1) * seconds * 1000).toISOString(),
  }));
}

function validationBench(): boolean {
  const dt = addCalendarDays(mondayOf(new Date().toISOString().slice(0, 10)), 30);
  const day = channelDay(dt, 'UTC');
  const input = dayOf(dt, AIRINGS_PER_DAY, 288, 'p');
  const programs = new Map([['p', { inProduct: true, title: 'Short' }]]);
  const times: number[] = [];
  for (let run = 0; run < 220; run += 1) {
    const t0 = performance.now();
    const result = checkScheduleDay(input, {
      day,
      now: new Date(),
      stored: [],
      neighbours: [],
      programs,
      newId: randomUUID,
    });
    if (!result.ok) throw new Error(result.error.msg);
    dayWarnings({
      day,
      now: new Date(),
      airings: result.airings,
      channel: {},
      product: 'main',
      channelExpiryHours: 72,
    });
    if (run >= 20) times.push(performance.now() - t0);
  }
  const p95 = quantile(times, 0.95);
  console.log(
    `  validation of a ${AIRINGS_PER_DAY}-airing day: median ${ms(quantile(times, 0.5))}, p95 ${ms(p95)} (target < 20 ms) ${p95 < 20 ? 'met' : 'NOT met'}`,
  );
  return p95 < 20;
}

async function serverBench(dialect: Dialect): Promise<boolean> {
  const server: TestServer = await startTestServer({
    dialect,
    database: 'schedule_bench',
    seedItems: 30,
  });
  try {
    const send = async (method: string, path: string, json?: unknown) => {
      const res = await server.api('admin', path, { method, json, product: 'main' });
      if (res.status >= 300)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body.header)}`);
      return res.body.data;
    };
    const create = async (type: string, area: string, body: Record<string, unknown>) => {
      const made = (await send('POST', `/api/${area}/content${C}/${type}`, body)) as {
        id: string;
        key: string;
        ut: string;
      };
      await send('PUT', `/api/${area}/content${C}/${type}/${made.id}`, {
        key: made.key,
        ut: made.ut,
        st: 'published',
      });
      return made.id;
    };
    const short = await create('program', 'live', {
      id: 'bench-short',
      lon: [{ lang: 'en', n: 'Bench short' }],
      sg: [{ seg_ty: 'vod', dur: 288, sp: 0, ep: 288, ctkey: 'main-movie-1' }],
      trt: 288,
    });
    // 10,000 airings on one channel: 34 days of 300 (4 min 48 s each), one PUT a day.
    const first = addCalendarDays(mondayOf(new Date().toISOString().slice(0, 10)), 28);
    const days = Math.ceil(CHANNEL_AIRINGS / AIRINGS_PER_DAY);
    let biggest = 0;
    const putTimes: number[] = [];
    for (let i = 0; i < days; i += 1) {
      const dt = addCalendarDays(first, i);
      const count = Math.min(AIRINGS_PER_DAY, CHANNEL_AIRINGS - i * AIRINGS_PER_DAY);
      const body = {
        cs: 'main-vll-1',
        dt,
        st: 'published',
        base: null,
        ar: dayOf(dt, count, 288, short),
      };
      biggest = Math.max(biggest, JSON.stringify(body).length);
      const t0 = performance.now();
      await send('PUT', `${V}/vschedule`, body);
      putTimes.push(performance.now() - t0);
    }
    const getTimes: number[] = [];
    let loaded = 0;
    for (let i = 0; i < days; i += 9) {
      const t0 = performance.now();
      const read = (await send(
        'GET',
        `${V}/vschedule?cs=main-vll-1&st_dt=${addCalendarDays(first, i)}&ed_dt=${addCalendarDays(first, Math.min(days - 1, i + 8))}`,
      )) as ScheduleDay[];
      getTimes.push(performance.now() - t0);
      loaded += read.reduce((n, d) => n + d.ar.length, 0);
    }
    console.log(
      `  [${dialect}] ${CHANNEL_AIRINGS} airings saved in ${days} PUTs (largest body ${(biggest / 1024).toFixed(0)} KiB, no 413): median ${ms(quantile(putTimes, 0.5))}, p95 ${ms(quantile(putTimes, 0.95))} a day; loaded ${loaded} in ${getTimes.length} GETs of 9 days: median ${ms(quantile(getTimes, 0.5))}`,
    );
    // XMLTV: 10 channels x 9 days (the 5 demo channels and 5 more, 48 airings a day each).
    const channels = ['main-vll-1', 'main-vll-2', 'main-vll-3', 'main-vll-4', 'main-vll-5'];
    for (let c = 0; c < 5; c += 1)
      channels.push(
        await create('virtuallivechannel', 'vll', { lon: [{ lang: 'en', n: `Bench ${c}` }] }),
      );
    const week = addCalendarDays(first, 40);
    for (const channel of channels)
      for (let i = 0; i < 9; i += 1) {
        const dt = addCalendarDays(week, i);
        await send('PUT', `${V}/vschedule`, {
          cs: channel,
          dt,
          st: 'published',
          base: null,
          ar: dayOf(dt, 48, 1800, 'main-pgm-2'),
        });
      }
    const xmlTimes: number[] = [];
    const token = await server.token('admin');
    let programmes = 0;
    for (let run = 0; run < 12; run += 1) {
      const t0 = performance.now();
      const res = await fetch(
        `${server.baseUrl}${V}/vepg.xml?channel=${channels.join(',')}&start=${week}&end=${addCalendarDays(week, 9)}`,
        { headers: { authorization: `Bearer ${token}`, 'x-product': 'main' } },
      );
      const text = await res.text();
      if (run >= 2) xmlTimes.push(performance.now() - t0);
      programmes = text.split('<programme ').length - 1;
    }
    const p95 = quantile(xmlTimes, 0.95);
    console.log(
      `  [${dialect}] XMLTV 10 channels x 9 days (${programmes} programmes): median ${ms(quantile(xmlTimes, 0.5))}, p95 ${ms(p95)} (target < 1 s) ${p95 < 1000 ? 'met' : 'NOT met'}`,
    );
    return p95 < 1000;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log('Schedules (issue 10)');
  let ok = true;
  if (!args.includes('--browser-only')) {
    ok = validationBench();
    const dialects: Dialect[] = ['sqlite'];
    if (!args.includes('--sqlite-only') && (await postgresAvailable())) dialects.push('postgres');
    for (const dialect of dialects) ok = (await serverBench(dialect)) && ok;
  }
  if (!args.includes('--no-console')) ok = (await runScheduleBrowserBenchAlone()) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
