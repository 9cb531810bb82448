import { MS_PER_HOUR, MS_PER_MINUTE } from './utcTime';

/**
 * The quarter-hour a minute of the hour snaps to: 0-7 → 0, 8-21 → 15, 22-37 → 30,
 * 38-51 → 45, 52-59 → 60, where 60 means the start of the next hour. The bands are
 * the spec's and are not symmetric (8 goes up, 22 goes up, 52 goes to the next
 * hour), so they are written out rather than computed by rounding.
 */
export function snapMinuteToQuarterHour(minute: number): 0 | 15 | 30 | 45 | 60 {
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`A minute of the hour is an integer 0-59, got ${minute}`);
  }
  if (minute <= 7) return 0;
  if (minute <= 21) return 15;
  if (minute <= 37) return 30;
  if (minute <= 51) return 45;
  return 60;
}

/**
 * A schedule start time snapped to the quarter hour in UTC, returned as a new Date.
 * Seconds and milliseconds are dropped first, so 10:07:59 counts as minute 7 and
 * snaps to 10:00. Minutes 52-59 roll over into the next hour, and from 23:52 into
 * the next day.
 */
export function snapToQuarterHour(date: Date): Date {
  const hourStart = Math.floor(date.getTime() / MS_PER_HOUR) * MS_PER_HOUR;
  const snapped = snapMinuteToQuarterHour(date.getUTCMinutes());
  return new Date(hourStart + snapped * MS_PER_MINUTE);
}
