import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  channelDay,
  channelDayOf,
  channelZoneOf,
  formatXmltvTime,
  isIanaTimeZone,
  mondayOf,
} from './channelDay';

describe('channel days in the channel time zone', () => {
  it('gives UTC the spec 1440-minute day', () => {
    const day = channelDay('2026-11-23', 'UTC');
    expect(new Date(day.startMs).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(day.minutes).toBe(1440);
  });

  it('gives Europe/London 23 hours on the spring change and 25 on the autumn one', () => {
    const spring = channelDay('2026-03-29', 'Europe/London');
    expect(spring.minutes).toBe(1380);
    expect(new Date(spring.endMs).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const autumn = channelDay('2026-10-25', 'Europe/London');
    expect(autumn.minutes).toBe(1500);
    expect(new Date(autumn.startMs).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(new Date(autumn.endMs).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(channelDay('2026-07-01', 'Europe/London').minutes).toBe(1440);
  });

  it('tiles consecutive days without a lost or doubled instant across a change', () => {
    const days = calendarDaysBetween('2026-03-27', '2026-03-31').map((dt) =>
      channelDay(dt, 'Europe/London'),
    );
    for (let i = 1; i < days.length; i += 1) expect(days[i]?.startMs).toBe(days[i - 1]?.endMs);
  });

  it('finds the local day of an instant', () => {
    expect(channelDayOf(Date.parse('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02');
    expect(channelDayOf(Date.parse('2026-07-01T23:30:00Z'), 'UTC')).toBe('2026-07-01');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('writes XMLTV times with the offset in force', () => {
    expect(formatXmltvTime(Date.parse('2026-07-01T23:30:00Z'), 'Europe/London')).toBe(
      '20260702003000 +0100',
    );
    expect(formatXmltvTime(Date.parse('2026-12-01T23:30:00Z'), 'Europe/London')).toBe(
      '20261201233000 +0000',
    );
    expect(formatXmltvTime(Date.parse('2026-12-01T23:30:00Z'), 'America/New_York')).toBe(
      '20261201183000 -0500',
    );
  });

  it('knows IANA zones and falls back to UTC', () => {
    expect(isIanaTimeZone('Europe/London')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus')).toBe(false);
    expect(channelZoneOf({ tz: 'Mars/Olympus' })).toBe('UTC');
    expect(channelZoneOf({})).toBe('UTC');
    expect(channelZoneOf({ tz: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
  });

  it('refuses a day that is not on the calendar', () => {
    expect(() => channelDay('2026-02-30', 'UTC')).toThrow(RangeError);
  });
});
