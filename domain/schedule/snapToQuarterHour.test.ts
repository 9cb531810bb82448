import { describe, expect, it } from 'vitest';
import { snapMinuteToQuarterHour, snapToQuarterHour } from './snapToQuarterHour';

describe('snapMinuteToQuarterHour', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 15],
    [21, 15],
    [22, 30],
    [37, 30],
    [38, 45],
    [51, 45],
    [52, 60],
    [59, 60],
  ])('snaps minute %i to %i', (minute, expected) => {
    expect(snapMinuteToQuarterHour(minute)).toBe(expected);
  });

  it('refuses values that are not a minute of the hour', () => {
    expect(() => snapMinuteToQuarterHour(60)).toThrow(RangeError);
    expect(() => snapMinuteToQuarterHour(-1)).toThrow(RangeError);
    expect(() => snapMinuteToQuarterHour(7.5)).toThrow(RangeError);
  });
});

describe('snapToQuarterHour', () => {
  const at = (iso: string) => snapToQuarterHour(new Date(iso)).toISOString();

  it('snaps within the hour at the band edges', () => {
    expect(at('2024-05-01T10:07:00Z')).toBe('2024-05-01T10:00:00.000Z');
    expect(at('2024-05-01T10:08:00Z')).toBe('2024-05-01T10:15:00.000Z');
    expect(at('2024-05-01T10:21:00Z')).toBe('2024-05-01T10:15:00.000Z');
    expect(at('2024-05-01T10:22:00Z')).toBe('2024-05-01T10:30:00.000Z');
    expect(at('2024-05-01T10:37:00Z')).toBe('2024-05-01T10:30:00.000Z');
    expect(at('2024-05-01T10:38:00Z')).toBe('2024-05-01T10:45:00.000Z');
    expect(at('2024-05-01T10:51:00Z')).toBe('2024-05-01T10:45:00.000Z');
  });

  it('rolls minutes 52-59 over into the next hour', () => {
    expect(at('2024-05-01T10:52:00Z')).toBe('2024-05-01T11:00:00.000Z');
    expect(at('2024-05-01T10:59:00Z')).toBe('2024-05-01T11:00:00.000Z');
  });

  it('rolls 23:59 over into the next day, month and year', () => {
    expect(at('2024-05-01T23:59:00Z')).toBe('2024-05-02T00:00:00.000Z');
    expect(at('2024-12-31T23:52:00Z')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('drops seconds before snapping, so 7:59 is still minute 7', () => {
    expect(at('2024-05-01T10:07:59.999Z')).toBe('2024-05-01T10:00:00.000Z');
    expect(at('2024-05-01T10:15:30Z')).toBe('2024-05-01T10:15:00.000Z');
  });

  it('does not change the date it was given', () => {
    const input = new Date('2024-05-01T10:59:00Z');
    snapToQuarterHour(input);
    expect(input.toISOString()).toBe('2024-05-01T10:59:00.000Z');
  });
});

describe("snapToQuarterHour on the channel's clock", () => {
  const local = (hhmm: string) => {
    // Asia/Kathmandu is UTC+05:45 all year.
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return new Date(Date.UTC(2027, 2, 1, h, m) - (5 * 60 + 45) * 60_000);
  };
  const snappedLocal = (hhmm: string) => {
    const snapped = snapToQuarterHour(local(hhmm), 'Asia/Kathmandu').getTime();
    const wall = new Date(snapped + (5 * 60 + 45) * 60_000);
    return wall.toISOString().slice(11, 16);
  };

  it.each([
    ['10:07', '10:00'],
    ['12:22', '12:30'],
    ['14:37', '14:30'],
    ['16:52', '17:00'],
    ['23:52', '00:00'],
    ['08:08', '08:15'],
  ])('snaps local %s in Asia/Kathmandu (UTC+05:45) to %s', (from, to) => {
    expect(snappedLocal(from)).toBe(to);
  });

  it('snaps a UTC channel as before, and the default zone is UTC', () => {
    const at = new Date('2024-05-01T10:52:00Z');
    expect(snapToQuarterHour(at, 'UTC').toISOString()).toBe('2024-05-01T11:00:00.000Z');
    expect(snapToQuarterHour(at).toISOString()).toBe('2024-05-01T11:00:00.000Z');
  });

  it('snaps in a whole-hour zone across its daylight-saving change', () => {
    // America/New_York, 2027-03-14: 01:59 EST is followed by 03:00 EDT (06:59Z, 07:00Z).
    expect(
      snapToQuarterHour(new Date('2027-03-14T06:52:00Z'), 'America/New_York').toISOString(),
    ).toBe('2027-03-14T07:00:00.000Z');
    expect(
      snapToQuarterHour(new Date('2027-03-14T07:07:00Z'), 'America/New_York').toISOString(),
    ).toBe('2027-03-14T07:00:00.000Z');
  });
});
