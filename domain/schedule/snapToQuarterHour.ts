import { tzOffset } from '@date-fns/tz';
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
 * A schedule start time snapped to the quarter hour on the channel's own clock (`zone`, an IANA
 * time zone; UTC when none is given), returned as a new Date: the minute of the hour is read in
 * the zone's wall-clock time, so on a channel in Asia/Kathmandu (UTC+05:45) local 10:07 snaps to
 * 10:00 and 16:52 to 17:00. Seconds and milliseconds are dropped first, so 10:07:59 counts as
 * minute 7 and snaps to 10:00. Minutes 52-59 roll over into the next hour, and from 23:52 into
 * the next day. The zone's offset at the instant is used on both sides of the snap.
 */
export function snapToQuarterHour(date: Date, zone = 'UTC'): Date {
  const offsetMs = zone === 'UTC' ? 0 : tzOffset(zone, date) * MS_PER_MINUTE;
  const wall = date.getTime() + offsetMs;
  const hourStart = Math.floor(wall / MS_PER_HOUR) * MS_PER_HOUR;
  const snapped = snapMinuteToQuarterHour(new Date(wall).getUTCMinutes());
  return new Date(hourStart + snapped * MS_PER_MINUTE - offsetMs);
}
