import { format as formatWithDateFns, isValid, parseISO } from 'date-fns';
import type { Locale as DateLocale, Month } from 'date-fns';

/**
 * The date and time formats of spec section 9, written as date-fns tokens so that
 * callers can hand them straight to `format`. The spec spells them the moment.js
 * way (HH:mm:ss, HH:mm, YYYY-MM-DD, 'DD MMM YYYY HH:mm', YYYY); date-fns uses
 * lower-case `yyyy` and `dd` for calendar year and day of month, hence the mapping.
 */
export const DATE_FORMATS = {
  /** Spec 'HH:mm:ss': durations and times with seconds. */
  time: 'HH:mm:ss',
  /** Spec 'HH:mm': schedule start and end times. */
  hourMinute: 'HH:mm',
  /** Spec 'YYYY-MM-DD': calendar dates. */
  isoDate: 'yyyy-MM-dd',
  /** Spec 'YYYY': the year (footer copyright). */
  year: 'yyyy',
  /** Spec 'DD MMM YYYY HH:mm': the default display format. */
  display: 'dd MMM yyyy HH:mm',
} as const;

/** A date-fns token string this module knows how to render, also in another time zone. */
export type DateFormatTokens =
  (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS] | (typeof DISPLAY_FORMAT_TOKENS)[DisplayFormat];

/**
 * The display formats a user may choose in their preferences (spec section 5), in
 * the spec's own spelling; the first is the default. Stored preferences hold these
 * strings, so they stay in the spec's spelling and are mapped to tokens here.
 */
export const DISPLAY_FORMATS = [
  'DD MMM YYYY HH:mm',
  'MMM DD YYYY HH:mm',
  'YYYY MMM DD HH:mm',
] as const;

/** One of the three display formats of the spec. */
export type DisplayFormat = (typeof DISPLAY_FORMATS)[number];

/** The default display format, 'DD MMM YYYY HH:mm'. */
export const DEFAULT_DISPLAY_FORMAT: DisplayFormat = 'DD MMM YYYY HH:mm';

/** The date-fns tokens of each display format. */
export const DISPLAY_FORMAT_TOKENS = {
  'DD MMM YYYY HH:mm': 'dd MMM yyyy HH:mm',
  'MMM DD YYYY HH:mm': 'MMM dd yyyy HH:mm',
  'YYYY MMM DD HH:mm': 'yyyy MMM dd HH:mm',
} as const satisfies Record<DisplayFormat, string>;

/** The text shown instead of a date that cannot be read (spec section 5). */
export const INVALID_DATE_TEXT = 'Invalid date';

/** A date as the platform carries it: a Date, epoch milliseconds, or text in one of the accepted input formats. */
export type DateValue = Date | number | string;

/** Whether a stored preference value is one of the three display formats. */
export function isDisplayFormat(value: unknown): value is DisplayFormat {
  return typeof value === 'string' && (DISPLAY_FORMATS as readonly string[]).includes(value);
}

/**
 * Whether the runtime knows the IANA time zone (e.g. 'Asia/Singapore'). User
 * preferences carry a time zone; checking it once up front keeps formatting from
 * failing later with Intl's RangeError.
 */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch (_error) {
    return false;
  }
}

// prettier-ignore
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** date-fns' month numbers (0 is January), for a locale's month names. */
const MONTH_NUMBERS: readonly Month[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Zone names RFC 2822 still accepts (universal time and the obsolete US zones), in minutes east of UTC. */
// prettier-ignore
const RFC2822_ZONES: Readonly<Record<string, number>> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0,
  EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
};

const RFC2822 =
  /^\s*(?:([A-Za-z]{3})\s*,\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[A-Za-z]{1,3})\s*$/;

/**
 * ISO 8601 calendar date, optionally with time and zone. parseISO alone is too
 * lenient (it takes '2026-12-01T10:00Zulu'), so the shape is checked here first.
 */
const ISO_CALENDAR =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads what an operator or the platform typed: ISO 8601 (with Z or an offset),
 * RFC 2822 ('Tue, 01 Dec 2026 10:00:00 GMT', '… +0000', weekday optional) and the
 * browser's datetime-local ('2026-12-01T10:00', with or without seconds). Text
 * without a zone is wall-clock time in `timeZone` when one is given, else in the
 * runtime's local zone. ISO is taken in its calendar-date forms ('YYYY-MM-DD',
 * optionally with 'THH', ':mm', ':ss', a fraction and a zone). Returns null for
 * anything else, including impossible calendar dates and an RFC 2822 weekday that
 * does not match its date.
 */
export function parseDateInput(text: string, timeZone?: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return RFC2822.test(trimmed) ? parseRfc2822(trimmed) : parseIso(trimmed, timeZone);
}

function parseIso(text: string, timeZone: string | undefined): Date | null {
  const match = ISO_CALENDAR.exec(text);
  const parsed = parseISO(text);
  if (!match || !isValid(parsed)) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  if (timeZone === undefined || zone !== undefined) return parsed;
  // parseISO already refused impossible dates; its local result is not reused because a
  // wall time inside the runtime's own DST gap would have been shifted.
  return zonedWallTimeToDate(
    {
      year: Number(y),
      month: Number(mo),
      day: Number(d),
      hour: Number(h ?? 0),
      minute: Number(mi ?? 0),
      second: Number(s ?? 0),
      millisecond: Number((fraction ?? '0').slice(0, 3).padEnd(3, '0')),
    },
    timeZone,
  );
}

function parseRfc2822(text: string): Date | null {
  const match = RFC2822.exec(text);
  if (!match) return null;
  const [, weekday, dayText, monthText, yearText, hourText, minuteText, secondText, zoneText] =
    match;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === monthText?.toLowerCase());
  const offset = rfcZoneOffsetMinutes(zoneText ?? '');
  if (month < 0 || offset === null) return null;
  // The pattern guarantees the digits; only their ranges are left to check.
  const [year, day, hour, minute] = [yearText, dayText, hourText, minuteText].map(Number);
  const second = Number(secondText ?? 0);
  if (year === undefined || day === undefined || hour === undefined || minute === undefined) {
    return null;
  }
  if (hour > 23 || minute > 59 || second > 60) return null;
  const utc = new Date(Date.UTC(year, month, day, hour, minute, Math.min(second, 59)));
  // Date.UTC rolls 31 Feb over into March; a rolled date is not the date that was written.
  if (utc.getUTCDate() !== day || utc.getUTCMonth() !== month) return null;
  const actualWeekday = WEEKDAYS[utc.getUTCDay()]?.toLowerCase();
  if (weekday !== undefined && actualWeekday !== weekday.toLowerCase()) return null;
  return new Date(utc.getTime() - offset * 60_000);
}

function rfcZoneOffsetMinutes(zone: string): number | null {
  const numeric = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  if (numeric) {
    const [, sign, hh, mm] = numeric;
    if (Number(mm) > 59) return null;
    return (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm));
  }
  return RFC2822_ZONES[zone.toUpperCase()] ?? null;
}

/**
 * Turns any platform date value into a valid Date, or null. Numbers are epoch
 * milliseconds; text goes through `parseDateInput`; an invalid Date is null.
 */
export function readDate(value: DateValue | null | undefined, timeZone?: string): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  return parseDateInput(value, timeZone);
}

/**
 * Formats a date for display in one of the spec's three display formats
 * ('DD MMM YYYY HH:mm' by default), in `timeZone` when given (an IANA name from
 * the user's preferences) or else the runtime's local zone, with the month names
 * of `locale` (a date-fns locale: the UI language's; English by default). Text
 * that cannot be read gives 'Invalid date'. An unknown time zone throws Intl's
 * RangeError: check preferences with `isValidTimeZone` before storing them.
 */
export function formatDisplayDate(
  value: DateValue,
  format: DisplayFormat = DEFAULT_DISPLAY_FORMAT,
  timeZone?: string,
  locale?: DateLocale,
): string {
  return formatDate(value, DISPLAY_FORMAT_TOKENS[format], timeZone, locale);
}

/**
 * Formats a date with one of the known token strings (`DATE_FORMATS` or a display
 * format's tokens), in `timeZone` when given, else the runtime's local zone; month
 * names (`MMM`) in `locale`, English by default. Text that cannot be read gives
 * 'Invalid date'.
 */
export function formatDate(
  value: DateValue,
  tokens: DateFormatTokens,
  timeZone?: string,
  locale?: DateLocale,
): string {
  const date = readDate(value);
  if (date === null) return INVALID_DATE_TEXT;
  if (timeZone === undefined) return formatWithDateFns(date, tokens, locale ? { locale } : {});
  return renderTokens(tokens, wallTimeInZone(date, timeZone), locale);
}

/** Wall-clock fields of an instant in some zone; month is 1-12. */
type WallTime = Record<
  'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'millisecond',
  number
>;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Renders the known tokens from wall-clock fields. date-fns formats in the runtime's
 * zone only; building a fake local Date instead would misplace wall times that fall
 * into the runtime's own DST gap. Month names come from the locale as date-fns'
 * own `MMM` takes them.
 */
function renderTokens(tokens: DateFormatTokens, wall: WallTime, locale?: DateLocale): string {
  return tokens.replace(/yyyy|MMM|MM|dd|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(wall.year, 4);
      case 'MMM':
        return monthName(wall.month, locale);
      case 'MM':
        return pad(wall.month);
      case 'dd':
        return pad(wall.day);
      case 'HH':
        return pad(wall.hour);
      case 'mm':
        return pad(wall.minute);
      default:
        return pad(wall.second);
    }
  });
}

/** The abbreviated name of a month (1-12) as date-fns' `MMM` writes it, English without a locale. */
function monthName(month: number, locale: DateLocale | undefined): string {
  const number = MONTH_NUMBERS[month - 1];
  if (number === undefined) return '';
  return locale
    ? locale.localize.month(number, { width: 'abbreviated', context: 'formatting' })
    : (MONTHS[number] ?? '');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  const known = formatters.get(timeZone);
  if (known) return known;
  const created = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  formatters.set(timeZone, created);
  return created;
}

function wallTimeInZone(date: Date, timeZone: string): WallTime {
  const fields: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    // Some engines still say 24 for midnight despite h23.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
    millisecond: date.getUTCMilliseconds(),
  };
}

function wallTimeAsUtc(wall: WallTime): number {
  const { year, month, day, hour, minute, second, millisecond } = wall;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  return wallTimeAsUtc(wallTimeInZone(new Date(instant), timeZone)) - instant;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the zone's clocks show the wall time. Offsets are taken a
 * day either side because the wall time may sit next to a DST change. A wall time
 * shown twice (autumn) gives the earlier instant; one skipped by a spring gap is
 * read with the offset in force before the change, i.e. moved forward by the gap,
 * as browsers do for datetime-local input.
 */
function zonedWallTimeToDate(wall: WallTime, timeZone: string): Date {
  const guess = wallTimeAsUtc(wall);
  const offsetBefore = zoneOffsetMs(guess - DAY_MS, timeZone);
  const offsets = new Set([
    offsetBefore,
    zoneOffsetMs(guess, timeZone),
    zoneOffsetMs(guess + DAY_MS, timeZone),
  ]);
  const candidates = [...offsets].map((offset) => guess - offset).sort((a, b) => a - b);
  const exact = candidates.find(
    (instant) => wallTimeAsUtc(wallTimeInZone(new Date(instant), timeZone)) === guess,
  );
  return new Date(exact ?? guess - offsetBefore);
}
