import { TZDate, tzOffset } from '@date-fns/tz';
import { MS_PER_MINUTE, parseScheduleDay } from './utcTime';

/** The zone of a channel without one: UTC, which gives the spec's 1440-minute day. */
export const DEFAULT_CHANNEL_TIME_ZONE = 'UTC';

/** Whether the text names an IANA time zone the runtime knows ('UTC', 'Europe/London'). */
export function isIanaTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone a channel's days are counted in: its own `tz` when valid, else UTC. */
export function channelZoneOf(channel: { tz?: unknown } | null | undefined): string {
  return isIanaTimeZone(channel?.tz) ? channel.tz : DEFAULT_CHANNEL_TIME_ZONE;
}

/** A channel's local day: local midnight to the next local midnight, as instants. */
export interface ChannelDay {
  /** `YYYY-MM-DD`, the local calendar day. */
  dt: string;
  startMs: number;
  /** Exclusive. */
  endMs: number;
  /** 1440, or 1380 / 1500 on a daylight-saving change day. */
  minutes: number;
}

function localMidnight(dt: string, zone: string): number {
  const utcMidnight = parseScheduleDay(dt);
  const date = new Date(utcMidnight);
  return new TZDate(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    0,
    0,
    0,
    0,
    zone,
  ).getTime();
}

/** The calendar day `count` days after `dt` (zone-free calendar arithmetic). */
export function addCalendarDays(dt: string, count: number): string {
  const ms = parseScheduleDay(dt) + count * 24 * 60 * MS_PER_MINUTE;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The local day `dt` of a channel in `zone` (throws a RangeError for a day that is not
 * `YYYY-MM-DD` or not on the calendar). Offsets come from `@date-fns/tz`.
 */
export function channelDay(dt: string, zone: string): ChannelDay {
  const startMs = localMidnight(dt, zone);
  const endMs = localMidnight(addCalendarDays(dt, 1), zone);
  return { dt, startMs, endMs, minutes: Math.round((endMs - startMs) / MS_PER_MINUTE) };
}

/** The channel's local day (`YYYY-MM-DD`) on which an instant falls. */
export function channelDayOf(ms: number, zone: string): string {
  const local = new TZDate(ms, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The Monday (`YYYY-MM-DD`) of the local week containing the local day `dt`. */
export function mondayOf(dt: string): string {
  const weekday = new Date(parseScheduleDay(dt)).getUTCDay();
  return addCalendarDays(dt, -((weekday + 6) % 7));
}

/** The local days from `first` to `last`, both included (empty when `last` is before `first`). */
export function calendarDaysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The zone's offset from UTC at the instant, as XMLTV writes it: `+0100`, `-0500`, `+0000`. */
export function formatUtcOffset(ms: number, zone: string): string {
  const minutes = tzOffset(zone, new Date(ms));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const QUARTER_HOUR_MS = 15 * MS_PER_MINUTE;
const offsetCache = new Map<string, number>();

/**
 * The zone's offset (minutes) at an instant, from `@date-fns/tz`, remembered per quarter hour:
 * zones change offset only at quarter-hour instants (their offsets are whole quarter hours and
 * changes happen on the local hour), so every instant of a quarter hour shares one offset.
 */
function offsetAt(ms: number, zone: string): number {
  const bucket = Math.floor(ms / QUARTER_HOUR_MS);
  const key = `${zone} ${bucket}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = tzOffset(zone, new Date(bucket * QUARTER_HOUR_MS));
    if (offsetCache.size > 50_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/**
 * An instant as XMLTV's `YYYYMMDDHHmmss +HHMM`, in the zone's wall-clock time with its offset.
 * The offset in force comes from `@date-fns/tz` (one lookup); the wall clock is the instant
 * moved by it, read in UTC (a guide writes thousands of these).
 */
export function formatXmltvTime(ms: number, zone: string): string {
  const offset = offsetAt(ms, zone);
  const local = new Date(ms + offset * MS_PER_MINUTE);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}` +
    `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${stamp} ${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
