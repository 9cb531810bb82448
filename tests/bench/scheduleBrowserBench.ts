/**
 * The schedule page in Chromium (issue 10's targets), on a server of its own (fresh SQLite, demo
 * seed) signed in through the real login as the demo scheduler. A virtual channel gets next
 * week's 9-day window of draft days, 288 four-minute airings a day from midnight to 19:12 (the
 * week draws its seven days' 2,016 airings; each of a bench program with bumper, vod and ad
 * segments), saved one day per PUT. Measured, each over RUNS page loads:
 *   - the week: from the 'Next week' click (uncached: a fresh page each run) until every day
 *     column has drawn its blocks and the frame after (target 1 s);
 *   - the day view: from the 'Day' click until its column is drawn and the frame after
 *     (target 300 ms);
 *   - dragging an airing across the week with the pointer, under a Chromium trace (CDP
 *     Tracing): each frame's main-thread work (the renderer main thread's tasks between two
 *     BeginMainThreadFrame events; 95 % within 16.7 ms) and the longest task (none over 50 ms);
 *   - the gap mark after a drop: the day's last airing dropped 20 minutes later, from the
 *     pointer's release until the day's 'Gaps' mark is drawn (target 100 ms).
 * Standalone: `npx tsx tests/bench/scheduleBrowserBench.ts`; `npm run bench -- --only schedule`
 * runs it with the schedule service figures (tests/bench/scheduleBench.ts).
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { addCalendarDays, mondayOf } from '../../domain/schedule/channelDay';
import { serviceAs } from '../helpers/serviceApi';
import { startServerProcess } from '../support/serverProcess';
import { signIn, timing } from './consoleBench';
import type { Timing } from './consoleBench';

export const SCHEDULE_BROWSER_TARGETS = {
  weekMs: 1000,
  dayMs: 300,
  frameMs: 16.7,
  framesWithinShare: 0.95,
  longestTaskMs: 50,
  marksMs: 100,
} as const;
const RUNS = 3;
const AIRING_SECONDS = 240;
// 4-minute airings from midnight to 19:12: 288 a day, 2,016 in the seven days the week draws.
const AIRINGS_PER_DAY = 288;
const C = '/urn/resource/catalog';

export interface ScheduleBrowserResult {
  airings: number;
  week: Timing;
  day: Timing;
  /** Per run: the share of frames within 16.7 ms of main-thread work, and the frame count. */
  frames: { withinShare: number; count: number; p95: number }[];
  longestTask: Timing;
  marks: Timing;
  load: number[];
}

/** A channel with next week's window filled as drafts; answers its id and the window. */
export async function seedWeek(
  origin: string,
): Promise<{ channel: string; monday: string; days: string[] }> {
  const { send } = await serviceAs(origin);
  const program = await send('POST', `/api/catalog/content${C}/program`, {
    lon: [{ lang: 'en', n: 'Bench five minutes' }],
    sg: [
      { seg_ty: 'bumper', dur: 10, sp: 0, ep: 10, ctkey: 'main-movie-1' },
      { seg_ty: 'vod', dur: 200, sp: 0, ep: 200, ctkey: 'main-movie-1' },
      { seg_ty: 'ad', dur: 30, sp: 0, ep: 30 },
    ],
    trt: AIRING_SECONDS,
  });
  await send('PUT', `/api/catalog/content${C}/program/${program.id}`, {
    key: program.key,
    ut: program.ut,
    st: 'published',
  });
  const channel = await send('POST', `/api/catalog/content${C}/virtuallivechannel`, {
    lon: [{ lang: 'en', n: 'Bench week' }],
  });
  const monday = addCalendarDays(mondayOf(new Date().toISOString().slice(0, 10)), 7);
  const days = Array.from({ length: 9 }, (_, i) => addCalendarDays(monday, i - 1));
  for (const dt of days) {
    const start = Date.parse(`${dt}T00:00:00.000Z`);
    await send('PUT', '/api/vll/vschedule', {
      cs: channel.id,
      dt,
      st: 'draft',
      base: null,
      ar: Array.from({ length: AIRINGS_PER_DAY }, (_, i) => ({
        pgm_id: program.id,
        a_st_dt: new Date(start + i * AIRING_SECONDS * 1000).toISOString(),
        a_ed_dt: new Date(start + (i + 1) * AIRING_SECONDS * 1000).toISOString(),
      })),
    });
  }
  return { channel: channel.id, monday, days };
}

/** Resolves in the page once `ready()` holds, with the time since `start` plus the next frame. */
export const untilDrawn = (ready: string) => `new Promise((resolve, reject) => {
  const start = window.__benchStart;
  const check = () => {
    if (${ready}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    else if (performance.now() - start > 30000) reject(new Error('not drawn within 30 s'));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Clicks the button named `name`, noting the moment in the page first. */
export async function clickTimed(page: Page, name: string): Promise<void> {
  await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === label,
    );
    if (!button) throw new Error(`no button ${label}`);
    (window as unknown as { __benchStart: number }).__benchStart = performance.now();
    button.click();
  }, name);
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export async function traced(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) =>
    events.push(...(message.value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.frame,toplevel,blink',
    transferMode: 'ReportEvents',
  });
  await act();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/**
 * The names Chromium gives a main-thread task's top-level trace event: 'RunTask' in older
 * builds, 'ThreadControllerImpl::RunTask' in the one Playwright runs now (the first run of
 * this bench looked for 'RunTask' alone and found no task at all: every frame read 0 ms).
 */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread's frames (main-thread work each) and its longest task, in ms. */
export function framesOf(events: readonly TraceEvent[]): { frames: number[]; longestTask: number } {
  const isTask = (event: TraceEvent) => TASK_EVENTS.has(event.name) && event.ph === 'X';
  // The page's renderer: of the renderer main threads, the busiest.
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const taskCount = (thread: TraceEvent) =>
    events.filter((event) => isTask(event) && event.pid === thread.pid && event.tid === thread.tid)
      .length;
  const main = mains.sort((a, b) => taskCount(b) - taskCount(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  // Tasks as one list of busy intervals (a nested task event counts once).
  const busy: [number, number][] = [];
  for (const task of onMain.filter(isTask).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const last = busy[busy.length - 1];
    if (last && task.ts < last[1]) last[1] = Math.max(last[1], end);
    else busy.push([task.ts, end]);
  }
  if (busy.length === 0) throw new Error('no main-thread task in the trace: nothing measured');
  const starts = onMain
    .filter((event) => event.name === 'BeginMainThreadFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  if (starts.length < 2) throw new Error('fewer than two frames in the trace: nothing measured');
  const frames: number[] = [];
  for (let i = 0; i + 1 < starts.length; i += 1) {
    const from = starts[i] ?? 0;
    const to = starts[i + 1] ?? 0;
    let work = 0;
    for (const [taskStart, taskEnd] of busy) {
      if (taskStart >= to) break;
      work += Math.max(0, Math.min(taskEnd, to) - Math.max(taskStart, from));
    }
    frames.push(work / 1000);
  }
  const longestTask = Math.max(...busy.map(([from, to]) => (to - from) / 1000));
  return { frames, longestTask };
}

export async function runScheduleBrowserBench(origin: string): Promise<ScheduleBrowserResult> {
  const { channel, monday, days } = await seedWeek(origin);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const week: number[] = [];
  const day: number[] = [];
  const frames: ScheduleBrowserResult['frames'] = [];
  const longest: number[] = [];
  const marks: number[] = [];
  const load: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, origin, 'scheduler', 'scheduler');
    const url = `${origin}/apps/main/live/virtuallivechannel/schedule/draft/${channel}`;
    const allColumnsDrawn = `[...document.querySelectorAll('.sched-column')].length === 7 && ${JSON.stringify(days.slice(1, -1))}.every((d) => document.querySelector('.sched-column[data-day="' + d + '"] .sched-block'))`;
    for (let run = 0; run < RUNS; run += 1) {
      load.push(loadavg()[0] ?? 0);
      // A fresh page each run: nothing of the week is cached.
      await page.goto(url);
      await page.locator('.sched-column').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await clickTimed(page, 'Next week');
      week.push(await page.evaluate(untilDrawn(allColumnsDrawn)));
      await page.waitForLoadState('networkidle');

      // Dragging the Tuesday's 12:00 airing across the week and back, under a trace.
      const block = page
        .locator(`.sched-column[data-day="${addCalendarDays(monday, 1)}"] .sched-block-draggable`)
        .nth(144);
      await block.scrollIntoViewIfNeeded();
      const box = await block.boundingBox();
      if (!box) throw new Error('no block to drag');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const cdp = await context.newCDPSession(page);
      const events = await traced(cdp, async () => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let step = 1; step <= 120; step += 1) {
          const across = step <= 60 ? step : 120 - step;
          await page.mouse.move(x + across * 12, y + Math.sin(step / 6) * 90);
        }
        await page.keyboard.press('Escape');
        await page.mouse.up();
      });
      await cdp.detach();
      const { frames: work, longestTask } = framesOf(events);
      const within = work.filter((ms) => ms <= SCHEDULE_BROWSER_TARGETS.frameMs).length;
      frames.push({
        withinShare: work.length ? within / work.length : 0,
        count: work.length,
        p95: timing(work).p95,
      });
      longest.push(longestTask);

      // The gap mark: the Wednesday's last airing (19:08) moved half an hour later with the
      // keyboard (snapped to the quarter hour), timed from the Enter that drops it.
      const wednesday = addCalendarDays(monday, 2);
      const last = page
        .locator(`.sched-column[data-day="${wednesday}"] .sched-block-draggable`)
        .last();
      await last.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page
        .getByTestId('drag-target')
        .filter({ hasText: /^19:[34]5/ })
        .waitFor();
      await page.evaluate(() => {
        window.addEventListener(
          'keydown',
          () => {
            (window as unknown as { __benchStart: number }).__benchStart = performance.now();
          },
          { capture: true, once: true },
        );
      });
      // Set up (and awaited) before the Enter: started unawaited, the listeners could miss the
      // key (two bench runs timed out that way with the mark drawn).
      await page.evaluate(`void (window.__benchMarks = new Promise((resolve, reject) => {
        const begun = performance.now();
        const check = () => {
          const head = document.querySelectorAll('.sched-day-head')[2];
          if (window.__benchDropped && head && head.textContent.includes('Gaps'))
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__benchStart), 0));
          else if (performance.now() - begun > 30000) reject(new Error('no gap mark within 30 s'));
          else requestAnimationFrame(check);
        };
        window.__benchDropped = false;
        window.addEventListener('keydown', () => { window.__benchDropped = true; }, { once: true });
        check();
      }))`);
      await page.keyboard.press('Enter');
      try {
        marks.push(Number(await page.evaluate('window.__benchMarks')));
      } catch (error) {
        await page.screenshot({ path: join(tmpdir(), `schedule-bench-marks-run${run + 1}.png`) });
        throw new Error(`run ${run + 1}: ${String(error)} (screenshot in ${tmpdir()})`);
      }

      // The day view of the same Monday.
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await clickTimed(page, 'Day');
      day.push(
        await page.evaluate(
          untilDrawn(
            `document.querySelectorAll('.sched-column').length === 1 && [...document.querySelectorAll('.sched-column')].every((c) => c.querySelector('.sched-block'))`,
          ),
        ),
      );
      // Leave without saving: the guard asks; the next run loads the stored week again.
      page.once('dialog', (dialog) => void dialog.accept());
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return {
    airings: days.length * AIRINGS_PER_DAY,
    week: timing(week),
    day: timing(day),
    frames,
    longestTask: timing(longest),
    marks: timing(marks),
    load,
  };
}

const f = (ms: number) => `${ms.toFixed(0)} ms`;

export function printScheduleBrowserBench(result: ScheduleBrowserResult): boolean {
  const T = SCHEDULE_BROWSER_TARGETS;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const framesOk = result.frames.every((run) => run.withinShare >= T.framesWithinShare);
  const lines = [
    `  week of ${result.airings} airings, 'Next week' to drawn: median ${f(result.week.median)}, max ${f(result.week.max)} (target ${T.weekMs} ms) ${verdict(result.week.max <= T.weekMs)}`,
    `  day view: median ${f(result.day.median)}, max ${f(result.day.max)} (target ${T.dayMs} ms) ${verdict(result.day.max <= T.dayMs)}`,
    `  drag across the week: frames within ${T.frameMs} ms of main-thread work ${result.frames.map((run) => `${(run.withinShare * 100).toFixed(0)} % of ${run.count} (p95 ${run.p95.toFixed(1)} ms)`).join(', ')} (target 95 %) ${verdict(framesOk)}; longest task median ${f(result.longestTask.median)}, max ${f(result.longestTask.max)} (target ${T.longestTaskMs} ms) ${verdict(result.longestTask.max <= T.longestTaskMs)}`,
    `  gap mark after a drop: median ${f(result.marks.median)}, max ${f(result.marks.max)} (target ${T.marksMs} ms) ${verdict(result.marks.max <= T.marksMs)}`,
    `  1-minute load average during the runs: ${result.load.map((l) => l.toFixed(1)).join(', ')} (2 cores)`,
  ];
  console.log(lines.join('\n'));
  return (
    result.week.max <= T.weekMs &&
    result.day.max <= T.dayMs &&
    framesOk &&
    result.longestTask.max <= T.longestTaskMs &&
    result.marks.max <= T.marksMs
  );
}

/** Starts a server of its own (fresh data folder, demo seed), runs the bench, stops it. */
export async function runScheduleBrowserBenchAlone(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schedule-bench-'));
  const server = await startServerProcess({
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    readyTimeoutMs: 300_000,
    stdout: 'ignore',
    stderr: 'inherit',
  });
  try {
    console.log('The schedule page in Chromium (issue 10)');
    return printScheduleBrowserBench(await runScheduleBrowserBench(server.origin));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runScheduleBrowserBenchAlone()
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
