/**
 * UTC time helpers for the schedule rules. Schedules are kept in UTC (`a_st_dt`,
 * `a_ed_dt`), so nothing here reads the machine's time zone: date-fns' formatters
 * work in local time, which would shift days and hours on an operator's laptop.
 */

/** Milliseconds in one minute. */
export const MS_PER_MINUTE = 60_000;

/** Milliseconds in one hour. */
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** Milliseconds in one UTC day (UTC has no daylight-saving days). */
export const MS_PER_DAY = 24 * MS_PER_HOUR;

const SCHEDULE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-time without any zone designator; the API means UTC by it, `Date.parse` would mean local time. */
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The instant (epoch milliseconds) of a UTC ISO string or a Date, or undefined when
 * it is missing or unreadable. A date-time written without a zone is read as UTC,
 * because that is what the platform sends and the browser would otherwise read it
 * in the operator's zone.
 */
export function parseUtcInstant(value: string | Date | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? undefined : ms;
  }
  const text = value.trim();
  const normalised = ZONELESS_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const ms = Date.parse(normalised);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The UTC midnight (epoch milliseconds) of a schedule day written `YYYY-MM-DD`.
 * Throws a RangeError for anything else, including impossible dates such as
 * 2024-02-30, since a wrong day would silently fetch or check the wrong schedule.
 */
export function parseScheduleDay(day: string): number {
  if (!SCHEDULE_DAY.test(day)) throw new RangeError(`Not a YYYY-MM-DD day: '${day}'`);
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || formatScheduleDay(ms) !== day)
    throw new RangeError(`Not a calendar day: '${day}'`);
  return ms;
}

/** The UTC day (`YYYY-MM-DD`) that contains the instant. */
export function formatScheduleDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The schedule day `count` days after `day` (before it when negative). */
export function addScheduleDays(day: string, count: number): string {
  return formatScheduleDay(parseScheduleDay(day) + count * MS_PER_DAY);
}

/** UTC midnight of the day that contains the instant, in epoch milliseconds. */
export function utcMidnightOf(ms: number): number {
  return Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** The UTC wall-clock time of an instant as `HH:mm`, the schedule grid's format. */
export function formatUtcHourMinute(ms: number): string {
  const date = new Date(ms);
  return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`;
}

/**
 * A duration in seconds as `HH:mm:ss`. Hours are not wrapped at 24, because a
 * program or a playlist can run longer than a day; fractions of a second are
 * dropped (floored) since the format has no place for them.
 */
export function formatSecondsAsClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(whole % 60)}`;
}
