import { TZDate } from '@date-fns/tz';
import { airingInterval } from './airing';
import type { Airing } from './airing';
import { TIMELINE_BLANK_ENTRIES } from './minuteTimeline';
import { scheduleFetchDays, startOfScheduleWeek } from './scheduleWindow';
import type { ScheduleViewMode } from './scheduleWindow';
import { MS_PER_HOUR, MS_PER_MINUTE, parseScheduleDay } from './utcTime';

/**
 * The schedule page's days in the channel's time zone. Airings are stored in UTC; a
 * channel's day is its local day, so a daylight-saving change day lasts 23 or 25 hours
 * (1381 or 1501 timeline entries instead of the spec's 1441). Offsets come from
 * `@date-fns/tz`, never from hand-written arithmetic.
 */
export interface LocalDay {
  /** The local day, `YYYY-MM-DD`. */
  day: string;
  /** The instant of its local midnight. */
  startMs: number;
  /** The instant of the next local midnight (exclusive). */
  endMs: number;
  /** Minutes the day lasts: 1440, or 1380 / 1500 on a daylight-saving change. */
  minutes: number;
}

/** The time zone a channel's days are drawn in: its IANA zone, UTC when it has none or an unknown one. */
export function channelTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

function localMidnight(day: string, timeZone: string): number {
  // Validates the day (throws a RangeError for anything but YYYY-MM-DD).
  const utc = new Date(parseScheduleDay(day));
  return new TZDate(
    utc.getUTCFullYear(),
    utc.getUTCMonth(),
    utc.getUTCDate(),
    0,
    0,
    0,
    0,
    timeZone,
  ).getTime();
}

/** The local day as an interval of instants. */
export function localDayBounds(day: string, timeZone: string): LocalDay {
  const startMs = localMidnight(day, timeZone);
  const next = new Date(parseScheduleDay(day) + 24 * MS_PER_HOUR).toISOString().slice(0, 10);
  const endMs = localMidnight(next, timeZone);
  return { day, startMs, endMs, minutes: Math.round((endMs - startMs) / MS_PER_MINUTE) };
}

/** The local day (`YYYY-MM-DD`) an instant falls on in the zone. */
export function localDayOf(ms: number, timeZone: string): string {
  const local = new TZDate(ms, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

const hourMinuteFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The local wall-clock time of an instant as `HH:mm`. Drawn for every block, so one cached
 * formatter per zone does it (a new zoned date per call costs a week of 2,000 airings dearly).
 */
export function localHourMinute(ms: number, timeZone: string): string {
  let format = hourMinuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    hourMinuteFormats.set(timeZone, format);
  }
  return format.format(ms);
}

/**
 * The days the page shows and fetches: section 9's window from one day before the
 * chosen date, 2 days daily and 9 weekly. Weekly, the chosen date is first moved to its
 * week's Monday (weeks start Monday), so the 9 days are Sunday, the week, and Monday.
 */
export function scheduleViewDays(
  chosenDay: string,
  mode: ScheduleViewMode,
  timeZone: string,
): LocalDay[] {
  const first = mode === 'weekly' ? startOfScheduleWeek(chosenDay) : chosenDay;
  return scheduleFetchDays(first, mode).map((day) => localDayBounds(day, timeZone));
}

/** Timeline entries of a local day: its minutes plus the closing edge (1441 on a normal day). */
export function localTimelineEntries(day: LocalDay): number {
  return day.minutes + 1;
}

/** Rows the timeline view draws for a day: its entries plus the blank margins on each side. */
export function localTimelineRows(day: LocalDay): number {
  return localTimelineEntries(day) + 2 * TIMELINE_BLANK_ENTRIES;
}

/** An hour mark of a day's column: minutes since local midnight and the local time it reads. */
export interface HourTick {
  minute: number;
  label: string;
}

/**
 * The day's hour marks, one per elapsed hour from local midnight, labelled with the
 * local time: a spring-forward day reads 00:00, 01:00, 03:00... (23 marks), a fall-back
 * day repeats 01:00 (25 marks), so every instant is drawn once.
 */
export function hourTicks(day: LocalDay, timeZone: string): HourTick[] {
  const ticks: HourTick[] = [];
  for (let minute = 0; minute < day.minutes; minute += 60) {
    ticks.push({ minute, label: localHourMinute(day.startMs + minute * MS_PER_MINUTE, timeZone) });
  }
  return ticks;
}

/** One block of the timeline: an airing's part inside one day column. */
export interface TimelineBlock<T> {
  airing: T;
  /** Index of the airing in the list given. */
  index: number;
  /** Index of the day column. */
  dayIndex: number;
  /** Minutes from the day's local midnight to the block's top. */
  topMinute: number;
  /** Minutes the block covers inside the day (at least a fraction, so a 15 s ad is visible). */
  lengthMinutes: number;
  /** The airing started on an earlier day / runs on into a later one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * Places the airings in the day columns: one block per airing per day it touches,
 * clipped to the day. Airings without a readable interval are skipped. Linear in the
 * airings times the days, so a 9-day week of 2,000 airings is cheap.
 */
export function layoutBlocks<T extends Pick<Airing, 'a_st_dt' | 'a_ed_dt'>>(
  airings: readonly T[],
  days: readonly LocalDay[],
): TimelineBlock<T>[] {
  const blocks: TimelineBlock<T>[] = [];
  airings.forEach((airing, index) => {
    const interval = airingInterval(airing);
    if (!interval) return;
    days.forEach((day, dayIndex) => {
      if (interval.endMs <= day.startMs || interval.startMs >= day.endMs) return;
      const top = Math.max(interval.startMs, day.startMs);
      const bottom = Math.min(interval.endMs, day.endMs);
      blocks.push({
        airing,
        index,
        dayIndex,
        topMinute: (top - day.startMs) / MS_PER_MINUTE,
        lengthMinutes: (bottom - top) / MS_PER_MINUTE,
        continuesBefore: interval.startMs < day.startMs,
        continuesAfter: interval.endMs > day.endMs,
      });
    });
  });
  return blocks;
}

/** The day column and minute of an instant, or undefined outside the days. */
export function positionOf(
  ms: number,
  days: readonly LocalDay[],
): { dayIndex: number; minute: number } | undefined {
  const dayIndex = days.findIndex((day) => ms >= day.startMs && ms < day.endMs);
  const day = days[dayIndex];
  if (!day) return undefined;
  return { dayIndex, minute: (ms - day.startMs) / MS_PER_MINUTE };
}
