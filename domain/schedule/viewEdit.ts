import { airingInterval } from './airing';
import type { Airing, AiringInterval } from './airing';
import { REASON } from '../envelope';
import { SCHEDULE_MESSAGE } from './scheduleMessages';
import type { ScheduleMessage } from './scheduleMessages';
import { hasWarningCode } from './scheduleWarnings';
import { snapToQuarterHour } from './snapToQuarterHour';
import type { LocalDay } from './viewTimeline';
import { MS_PER_MINUTE, parseUtcInstant } from './utcTime';

/** The step the keyboard moves a dragged airing by, and the grid drops snap to: a quarter hour. */
export const QUARTER_HOUR_MINUTES = 15;

/** Minute index of an instant (floored), the unit the per-minute checks of the spec use. */
const minuteOf = (ms: number) => Math.floor(ms / MS_PER_MINUTE);

/**
 * Whether two intervals share a minute, by the spec's per-minute rule (both ends
 * truncated to the minute, the end exclusive): the closed form of comparing
 * `buildMinuteTimeline` entries, so 10:00-11:00 and 11:00-12:00 do not conflict.
 */
export function sharesMinute(a: AiringInterval, b: AiringInterval): boolean {
  return minuteOf(a.startMs) < minuteOf(b.endMs) && minuteOf(b.startMs) < minuteOf(a.endMs);
}

/**
 * Where an airing would land: the dragged start snapped to the quarter hour on the channel's
 * clock (`zone`), the duration kept.
 */
export function snappedTarget(
  interval: AiringInterval,
  deltaMs: number,
  zone = 'UTC',
): AiringInterval {
  const startMs = snapToQuarterHour(new Date(interval.startMs + deltaMs), zone).getTime();
  return { startMs, endMs: startMs + (interval.endMs - interval.startMs) };
}

/** The airings (other than `skip`) that share a minute with the range, in list order. */
export function conflictsWith<T extends Pick<Airing, 'a_st_dt' | 'a_ed_dt'>>(
  range: AiringInterval,
  airings: readonly T[],
  skip?: T,
): T[] {
  return airings.filter((airing) => {
    if (airing === skip) return false;
    const interval = airingInterval(airing);
    return interval !== undefined && sharesMinute(range, interval);
  });
}

/** Why a range is not (fully) available for an airing of a program. */
export type AvailabilityProblem = 'expired' | 'notForProduct' | 'notPublished' | 'channelExpiry';

/** The windows a program (and the channel) allow an airing in. */
export interface AvailabilityFacts {
  /** The program's live window end / licence end (UTC ISO); past it the content is expired. */
  programEnd?: string | null | undefined;
  /** Whether the program is for the current product. */
  forProduct?: boolean | undefined;
  /** Whether the program is published. */
  published?: boolean | undefined;
  /** The channel's live window end (UTC ISO). */
  channelEnd?: string | null | undefined;
}

/**
 * The availability windows a range crosses, in a fixed order: the program expires
 * before the range ends, is not for this product, is not published, or the channel's
 * window ends before the range does. Shown while dragging, before the drop.
 */
export function availabilityCrossings(
  range: AiringInterval,
  facts: AvailabilityFacts,
): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const programEnd = parseUtcInstant(facts.programEnd);
  if (programEnd !== undefined && programEnd < range.endMs) problems.push('expired');
  if (facts.forProduct === false) problems.push('notForProduct');
  if (facts.published === false) problems.push('notPublished');
  const channelEnd = parseUtcInstant(facts.channelEnd);
  if (channelEnd !== undefined && channelEnd < range.endMs) problems.push('channelExpiry');
  return problems;
}

/** An interval as the airing's UTC ISO fields. */
export function asAiringDates(range: AiringInterval): Pick<Airing, 'a_st_dt' | 'a_ed_dt'> {
  return {
    a_st_dt: new Date(range.startMs).toISOString(),
    a_ed_dt: new Date(range.endMs).toISOString(),
  };
}

/**
 * Where a new airing of `durationMs` goes on a day: right after the last airing that
 * starts in the day (or that runs into it from the day before), else at the day's
 * start; never before `notBeforeMs` (now: the past cannot be scheduled), which is then
 * snapped up to the next quarter hour on the channel clock (`zone`); and never over another airing (after a full day, the
 * slot moves past the next day's airings it would overlap).
 */
export function appendSlot(
  airings: readonly Pick<Airing, 'a_st_dt' | 'a_ed_dt'>[],
  day: LocalDay,
  durationMs: number,
  notBeforeMs: number,
  zone = 'UTC',
): AiringInterval {
  let startMs = day.startMs;
  for (const airing of airings) {
    const interval = airingInterval(airing);
    if (!interval || interval.startMs >= day.endMs || interval.endMs <= day.startMs) continue;
    startMs = Math.max(startMs, interval.endMs);
  }
  if (startMs < notBeforeMs) {
    const snapped = snapToQuarterHour(new Date(notBeforeMs), zone).getTime();
    startMs = snapped < notBeforeMs ? snapped + QUARTER_HOUR_MINUTES * MS_PER_MINUTE : snapped;
  }
  // A full day spills into the next: step past whatever the slot would overlap there.
  const intervals = airings
    .map((airing) => airingInterval(airing))
    .filter((interval): interval is AiringInterval => interval !== undefined)
    .sort((a, b) => a.startMs - b.startMs);
  for (const interval of intervals) {
    // Real overlap, not per minute: a 30 s break inside a minute still collides.
    if (startMs < interval.endMs && interval.startMs < startMs + durationMs)
      startMs = interval.endMs;
  }
  return { startMs, endMs: startMs + durationMs };
}

/**
 * 'Remove all gaps': in each given day, the airings that start in it and may move are
 * pulled back, in start order, so each starts where the one before it ends (the first
 * at the day's start, or after whatever still runs then). Airings that may not move
 * (`movable` false: past, or a read-only day) stay and push the next ones after them.
 * Airings only move earlier, so no overlap is made: never later than they were, and
 * never before `notBeforeMs` (pass a moment after now: the past cannot be scheduled).
 * Returns the new dates by airing; airings not in the map keep theirs.
 */
export function removeAllGaps<T extends Pick<Airing, 'a_st_dt' | 'a_ed_dt'>>(
  airings: readonly T[],
  days: readonly LocalDay[],
  movable: (airing: T) => boolean,
  notBeforeMs = Number.NEGATIVE_INFINITY,
): Map<T, AiringInterval> {
  const placed = new Map<T, AiringInterval>();
  const entries = airings
    .map((airing) => ({ airing, interval: airingInterval(airing) }))
    .filter((entry): entry is { airing: T; interval: AiringInterval } => !!entry.interval)
    .sort((a, b) => a.interval.startMs - b.interval.startMs);
  for (const day of days) {
    // Whatever started before the day and still runs (moved or not) sets the first start.
    let cursor = day.startMs;
    for (const entry of entries) {
      if (entry.interval.startMs >= day.startMs) break;
      const end = (placed.get(entry.airing) ?? entry.interval).endMs;
      cursor = Math.max(cursor, end);
    }
    for (const entry of entries) {
      const { airing, interval } = entry;
      if (interval.startMs < day.startMs || interval.startMs >= day.endMs) continue;
      if (!movable(airing)) {
        cursor = Math.max(cursor, interval.endMs);
        continue;
      }
      const length = interval.endMs - interval.startMs;
      // Never pulled into the past, where it would become immutable.
      const start = Math.min(interval.startMs, Math.max(cursor, notBeforeMs));
      const moved = { startMs: start, endMs: start + length };
      if (moved.startMs !== interval.startMs) placed.set(airing, moved);
      cursor = moved.endMs;
    }
  }
  return placed;
}

/**
 * The section-5 messages of a local day (any length: 23, 24 or 25 hours), as
 * `dayScheduleMessages` decides them for a UTC day: expired content (11340201 on an airing
 * or the day), a hole (a free minute with programming after it), or programming that stops
 * before the day ends (an empty day included). Minutes are truncated as in the per-minute
 * checks; airings running in from the day before count.
 */
export function localDayMessages(
  airings: readonly Pick<Airing, 'a_st_dt' | 'a_ed_dt' | 'wrng'>[],
  day: LocalDay,
  dayWarnings: readonly { code: number | string }[] = [],
): ScheduleMessage[] {
  const first = minuteOf(day.startMs);
  const last = minuteOf(day.endMs);
  const covered = airings
    .map((airing) => airingInterval(airing))
    .filter((interval): interval is AiringInterval => interval !== undefined)
    .map((interval) => [
      Math.max(first, minuteOf(interval.startMs)),
      Math.min(last, minuteOf(interval.endMs)),
    ])
    .filter(([start, end]) => (start ?? 0) < (end ?? 0))
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  let cursor = first;
  let hole = false;
  for (const [start = 0, end = 0] of covered) {
    if (start > cursor) hole = true;
    cursor = Math.max(cursor, end);
  }
  const expired =
    airings.some((airing) => {
      const interval = airingInterval(airing);
      return (
        interval !== undefined &&
        interval.startMs < day.endMs &&
        interval.endMs > day.startMs &&
        hasWarningCode(airing, REASON.vodContentExpired)
      );
    }) ||
    hasWarningCode(
      { wrng: dayWarnings.map((w) => ({ code: w.code, msg: '' })) },
      REASON.vodContentExpired,
    );
  const messages: ScheduleMessage[] = [];
  if (expired) messages.push(SCHEDULE_MESSAGE.contentExpires);
  if (hole) messages.push(SCHEDULE_MESSAGE.gaps);
  if (cursor < last) messages.push(SCHEDULE_MESSAGE.dayNotFilled);
  return messages;
}
