import { TZDate } from '@date-fns/tz';
import { endOfDay, startOfDay } from 'date-fns';

/*
 * MUI X's date-fns adapter edits plain Dates in the browser's own time zone. The console shows
 * dates in the user's zone (profile preferences) instead, so an input hands the picker a "wall
 * clock" Date: a browser-local Date whose fields (year ... second) are what the user's zone
 * shows at that instant, and turns the edited wall clock back into an instant in that zone.
 * @date-fns/tz's TZDate does the zone arithmetic, DST included. (A wall time that does not exist
 * in the browser's own zone, inside its DST gap, would move by the gap; such browsers rarely
 * meet such times in the zones the console serves.)
 */

/** A browser-local Date showing, field by field, the wall-clock time `timeZone` has at `instant`. */
export function toWallClock(instant: Date, timeZone: string): Date {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return new Date(
    zoned.getFullYear(),
    zoned.getMonth(),
    zoned.getDate(),
    zoned.getHours(),
    zoned.getMinutes(),
    zoned.getSeconds(),
    zoned.getMilliseconds(),
  );
}

/** The instant at which `timeZone` shows the wall-clock time of a browser-local Date. */
export function fromWallClock(wallClock: Date, timeZone: string): Date {
  const zoned = new TZDate(
    wallClock.getFullYear(),
    wallClock.getMonth(),
    wallClock.getDate(),
    wallClock.getHours(),
    wallClock.getMinutes(),
    wallClock.getSeconds(),
    wallClock.getMilliseconds(),
    timeZone,
  );
  return new Date(zoned.getTime());
}

/**
 * The first and the last millisecond of the calendar day that contains `instant` in `timeZone`,
 * e.g. a day filter's `_gte` and `_lte` bounds.
 */
export function dayBoundsInZone(instant: Date, timeZone: string): { start: Date; end: Date } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    start: new Date(startOfDay(zoned).getTime()),
    end: new Date(endOfDay(zoned).getTime()),
  };
}
