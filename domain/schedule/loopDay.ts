import { tzOffset } from '@date-fns/tz';
import { MS_PER_DAY, MS_PER_MINUTE, parseScheduleDay } from './utcTime';

/*
 * Looping a channel's day onto another day on the channel's own clock (looping a week until a
 * date writes day d from day d-7). A looped airing keeps its local wall-clock start, so a
 * daylight-saving day is neither shifted nor cut short:
 * - a wall-clock time the day skips (America/New_York 2027-03-14, 02:00-02:59) is the end of the
 *   gap (03:00 EDT): the program on air when the gap ends starts there; one whose whole slot lies
 *   in the skipped hour has no time left and is left out;
 * - a wall-clock time the day repeats (2027-11-07, 01:00-01:59) is its first occurrence, unless
 *   the airing before already reached later (then the second), and the airing that runs into the
 *   repeated hour keeps running until the next one's start, so the repeated hour is filled;
 * - airings back to back in the source stay back to back (each ends where the next starts), so a
 *   filled day stays filled on a 23- or 25-hour day; an ad break keeps its length.
 */

/** A source airing: its kind, its instants and (for an ad break) its length in seconds. */
export interface LoopSourceAiring {
  type: 'program' | 'ad';
  a_st_dt: string;
  a_ed_dt: string;
}

/** Minutes the zone is ahead of UTC at an instant. */
const offsetMs = (ms: number, zone: string) => tzOffset(zone, new Date(ms)) * MS_PER_MINUTE;

/** The wall-clock time of an instant, as milliseconds from 1970-01-01 00:00 on that clock. */
export function wallClockOf(ms: number, zone: string): number {
  return ms + offsetMs(ms, zone);
}

/**
 * The instant a wall-clock time names in the zone: the earliest occurrence after `notBefore`
 * (else the latest) when the time repeats, the end of the gap when the time is skipped.
 */
export function instantOfWallClock(wall: number, zone: string, notBefore = -Infinity): number {
  const offsets = new Set([
    offsetMs(wall - MS_PER_DAY, zone),
    offsetMs(wall, zone),
    offsetMs(wall + MS_PER_DAY, zone),
  ]);
  const valid = [...offsets]
    .map((offset) => wall - offset)
    .filter((ms) => offsetMs(ms, zone) === wall - ms)
    .sort((a, b) => a - b);
  if (valid.length > 0) return valid.find((ms) => ms > notBefore) ?? (valid.at(-1) as number);
  // Skipped: the change happens between the two readings; find it to the minute.
  let before = wall - Math.max(...offsets);
  let after = wall - Math.min(...offsets);
  while (after - before > MS_PER_MINUTE) {
    const middle = Math.floor((before + after) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (middle <= before || middle >= after) break;
    if (offsetMs(middle, zone) === offsetMs(before, zone)) before = middle;
    else after = middle;
  }
  return after;
}

/**
 * The airings of `sourceDt` looped onto `targetDt` in the channel's zone (see above), in start
 * order, each with its new instants; airings left without time are left out.
 */
export function loopAiringsOnto<T extends LoopSourceAiring>(
  airings: readonly T[],
  sourceDt: string,
  targetDt: string,
  zone: string,
): (T & { startMs: number; endMs: number })[] {
  const sourceMidnight = parseScheduleDay(sourceDt);
  const targetMidnight = parseScheduleDay(targetDt);
  const sorted = [...airings].sort((a, b) => Date.parse(a.a_st_dt) - Date.parse(b.a_st_dt));
  const onTarget = (ms: number) => wallClockOf(ms, zone) - sourceMidnight + targetMidnight;
  const starts: number[] = [];
  let previous = -Infinity;
  for (const airing of sorted) {
    previous = instantOfWallClock(onTarget(Date.parse(airing.a_st_dt)), zone, previous);
    starts.push(previous);
  }
  const looped: (T & { startMs: number; endMs: number })[] = [];
  for (const [i, airing] of sorted.entries()) {
    const startMs = starts[i] as number;
    const next = sorted[i + 1];
    const nextStart = starts[i + 1] ?? Infinity;
    const sourceEnd = Date.parse(airing.a_ed_dt);
    let endMs: number;
    if (airing.type === 'ad') endMs = startMs + (sourceEnd - Date.parse(airing.a_st_dt));
    else if (next && Date.parse(next.a_st_dt) === sourceEnd) endMs = nextStart;
    else endMs = Math.min(instantOfWallClock(onTarget(sourceEnd), zone, startMs), nextStart);
    if (endMs <= startMs || endMs > nextStart) continue;
    looped.push({ ...airing, startMs, endMs });
  }
  return looped;
}
