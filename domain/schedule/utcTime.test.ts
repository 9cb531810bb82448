import { describe, expect, it } from 'vitest';
import {
  addScheduleDays,
  formatSecondsAsClock,
  formatUtcHourMinute,
  parseScheduleDay,
  parseUtcInstant,
  utcMidnightOf,
} from './utcTime';

describe('parseUtcInstant', () => {
  it('reads ISO strings with a zone as given', () => {
    expect(parseUtcInstant('2024-05-01T10:00:00Z')).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseUtcInstant('2024-05-01T12:00:00+02:00')).toBe(Date.UTC(2024, 4, 1, 10));
  });

  it('reads a date-time without a zone as UTC, not local time', () => {
    expect(parseUtcInstant('2024-05-01T10:00:00')).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseUtcInstant('2024-05-01 10:00')).toBe(Date.UTC(2024, 4, 1, 10));
  });

  it('gives undefined for missing or unreadable values', () => {
    expect(parseUtcInstant(undefined)).toBeUndefined();
    expect(parseUtcInstant(null)).toBeUndefined();
    expect(parseUtcInstant('not a date')).toBeUndefined();
    expect(parseUtcInstant(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('schedule days (YYYY-MM-DD, UTC)', () => {
  it('parses a day to its UTC midnight', () => {
    expect(parseScheduleDay('2024-05-01')).toBe(Date.UTC(2024, 4, 1));
  });

  it('refuses impossible or badly written days', () => {
    expect(() => parseScheduleDay('2024-02-30')).toThrow(RangeError);
    expect(() => parseScheduleDay('2024-5-1')).toThrow(RangeError);
    expect(() => parseScheduleDay('2024-05-01T00:00:00Z')).toThrow(RangeError);
  });

  it('adds days across month and year ends', () => {
    expect(addScheduleDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addScheduleDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('finds the UTC midnight of an instant', () => {
    expect(utcMidnightOf(Date.UTC(2024, 4, 1, 23, 59, 59))).toBe(Date.UTC(2024, 4, 1));
  });
});

describe('clock formats', () => {
  it('writes HH:mm in UTC', () => {
    expect(formatUtcHourMinute(Date.UTC(2024, 4, 1, 7, 5))).toBe('07:05');
  });

  it('writes HH:mm:ss without wrapping at 24 hours and drops fractions', () => {
    expect(formatSecondsAsClock(0)).toBe('00:00:00');
    expect(formatSecondsAsClock(3661.9)).toBe('01:01:01');
    expect(formatSecondsAsClock(90_000)).toBe('25:00:00');
  });
});
