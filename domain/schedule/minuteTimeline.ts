import { airingInterval } from './airing';
import type { Airing } from './airing';
import { MS_PER_MINUTE, parseScheduleDay } from './utcTime';

/**
 * Entries of one day's timeline: one per minute from 00:00 to 24:00 inclusive. The
 * last entry is the day's closing edge (the first minute of the next day), drawn so
 * the grid ends on a 24:00 tick; it shows what runs on past midnight.
 */
export const DAY_TIMELINE_ENTRIES = 1441;

/** Minutes of the day itself; gap and overlap checks stop here, before the 24:00 edge. */
export const MINUTES_PER_DAY = 1440;

/** Blank entries the timeline view adds on each side of the day, so its edges can scroll to the middle. */
export const TIMELINE_BLANK_ENTRIES = 60;

/** One minute of a day's timeline: the minute of the day (0-1440), its `HH:mm` label and the airings in it. */
export interface MinuteEntry<T> {
  minute: number;
  label: string;
  airings: T[];
}

/** A range of minutes of a day, end exclusive, as UTC ISO strings and as minutes of the day. */
export interface ScheduleRange {
  start: string;
  end: string;
  startMinute: number;
  endMinute: number;
}

/** A range in which two or more airings run at once, with those airings. */
export interface ScheduleOverlap<T> extends ScheduleRange {
  airings: T[];
}

function minuteLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * Which airings occupy each minute of the UTC day (`YYYY-MM-DD`), as 1441 entries.
 * Checks are per minute, as the spec says: both ends of an airing are truncated to
 * the minute and the end is exclusive, so an airing ending 10:00 and the next
 * starting 10:00 neither overlap nor leave a gap. Airings that cross midnight are
 * clipped to the day, so pass the neighbouring days' airings too and one crossing
 * 23:30-00:30 fills the end of one day and the start of the next.
 */
export function buildMinuteTimeline<T extends Pick<Airing, 'a_st_dt' | 'a_ed_dt'>>(
  airings: readonly T[],
  day: string,
): MinuteEntry<T>[] {
  const dayStartMs = parseScheduleDay(day);
  const timeline: MinuteEntry<T>[] = Array.from({ length: DAY_TIMELINE_ENTRIES }, (_, minute) => ({
    minute,
    label: minuteLabel(minute),
    airings: [],
  }));
  for (const airing of airings) {
    const interval = airingInterval(airing);
    if (!interval) continue;
    const first = Math.max(0, Math.floor((interval.startMs - dayStartMs) / MS_PER_MINUTE));
    const end = Math.min(
      DAY_TIMELINE_ENTRIES,
      Math.floor((interval.endMs - dayStartMs) / MS_PER_MINUTE),
    );
    for (let minute = first; minute < end; minute += 1) timeline[minute]?.airings.push(airing);
  }
  return timeline;
}

/**
 * The timeline as the view draws it: `TIMELINE_BLANK_ENTRIES` nulls, the day's 1441
 * entries, then `TIMELINE_BLANK_ENTRIES` nulls again.
 */
export function withTimelineMargins<T>(
  timeline: readonly MinuteEntry<T>[],
): (MinuteEntry<T> | null)[] {
  const blanks = Array.from({ length: TIMELINE_BLANK_ENTRIES }, () => null);
  return [...blanks, ...timeline, ...blanks];
}

/**
 * Runs of consecutive day minutes (0-1439) whose airings pass the test and whose
 * set of airings stays the same; a change of set starts a new run, so each overlap
 * names exactly the airings involved in it.
 */
function collectRuns<T>(
  timeline: readonly MinuteEntry<T>[],
  dayStartMs: number,
  wanted: (airings: readonly T[]) => boolean,
): ScheduleOverlap<T>[] {
  const runs: ScheduleOverlap<T>[] = [];
  let open: { startMinute: number; airings: T[] } | undefined;
  const close = (endMinute: number): void => {
    if (!open) return;
    runs.push({
      start: new Date(dayStartMs + open.startMinute * MS_PER_MINUTE).toISOString(),
      end: new Date(dayStartMs + endMinute * MS_PER_MINUTE).toISOString(),
      startMinute: open.startMinute,
      endMinute,
      airings: open.airings,
    });
    open = undefined;
  };
  for (let minute = 0; minute < MINUTES_PER_DAY; minute += 1) {
    const airings = timeline[minute]?.airings ?? [];
    if (!wanted(airings)) {
      close(minute);
      continue;
    }
    const sameSet =
      open?.airings.length === airings.length && airings.every((a) => open?.airings.includes(a));
    if (open && !sameSet) close(minute);
    open ??= { startMinute: minute, airings: [...airings] };
  }
  close(MINUTES_PER_DAY);
  return runs;
}

/**
 * The minutes of the UTC day that no airing occupies, merged into ranges (end
 * exclusive). A day with no airings is one gap 00:00-24:00; a fully filled day has
 * none. The 24:00 edge belongs to the next day and is checked there.
 */
export function findScheduleGaps(
  airings: readonly Pick<Airing, 'a_st_dt' | 'a_ed_dt'>[],
  day: string,
): ScheduleRange[] {
  const timeline = buildMinuteTimeline(airings, day);
  return collectRuns(timeline, parseScheduleDay(day), (present) => present.length === 0).map(
    ({ start, end, startMinute, endMinute }) => ({ start, end, startMinute, endMinute }),
  );
}

/**
 * The minutes of the UTC day in which two or more airings run at once, as ranges
 * (end exclusive) each naming the airings involved, in the order they were given.
 */
export function findScheduleOverlaps<T extends Pick<Airing, 'a_st_dt' | 'a_ed_dt'>>(
  airings: readonly T[],
  day: string,
): ScheduleOverlap<T>[] {
  const timeline = buildMinuteTimeline(airings, day);
  return collectRuns(timeline, parseScheduleDay(day), (present) => present.length > 1);
}
