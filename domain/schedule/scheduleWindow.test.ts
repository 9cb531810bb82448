import { describe, expect, it } from 'vitest';
import { channelWeekQueryRange, scheduleFetchDays, startOfScheduleWeek } from './scheduleWindow';

describe('scheduleFetchDays', () => {
  it('fetches 2 days from the day before the chosen date in daily mode', () => {
    expect(scheduleFetchDays('2024-05-01', 'daily')).toEqual(['2024-04-30', '2024-05-01']);
  });

  it('fetches 9 days from the day before the chosen date in weekly mode', () => {
    expect(scheduleFetchDays('2024-04-29', 'weekly')).toEqual([
      '2024-04-28',
      '2024-04-29',
      '2024-04-30',
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      '2024-05-04',
      '2024-05-05',
      '2024-05-06',
    ]);
  });

  it('crosses year ends and leap days in UTC', () => {
    expect(scheduleFetchDays('2025-01-01', 'daily')).toEqual(['2024-12-31', '2025-01-01']);
    expect(scheduleFetchDays('2024-03-01', 'daily')).toEqual(['2024-02-29', '2024-03-01']);
  });

  it('refuses a chosen date that is not a day', () => {
    expect(() => scheduleFetchDays('01/05/2024', 'daily')).toThrow(RangeError);
  });
});

describe('startOfScheduleWeek', () => {
  it('starts weeks on Monday', () => {
    expect(startOfScheduleWeek('2024-04-29')).toBe('2024-04-29');
    expect(startOfScheduleWeek('2024-05-01')).toBe('2024-04-29');
  });

  it('puts Sunday in the week that began the Monday before', () => {
    expect(startOfScheduleWeek('2024-05-05')).toBe('2024-04-29');
    expect(startOfScheduleWeek('2024-05-06')).toBe('2024-05-06');
  });

  it('works in UTC for instants near midnight', () => {
    expect(startOfScheduleWeek('2024-05-05T23:59:59Z')).toBe('2024-04-29');
    expect(startOfScheduleWeek(new Date('2024-05-06T00:00:00Z'))).toBe('2024-05-06');
  });

  it('crosses a year end', () => {
    expect(startOfScheduleWeek('2025-01-01')).toBe('2024-12-30');
  });
});

describe('channelWeekQueryRange', () => {
  it('spans Monday to the next Monday (exclusive), as calendar days', () => {
    expect(channelWeekQueryRange('2024-05-01')).toEqual({ start: '2024-04-29', end: '2024-05-06' });
  });

  it('includes the week start day itself, and a Sunday queries the week ending on it', () => {
    expect(channelWeekQueryRange('2024-04-29').start).toBe('2024-04-29');
    expect(channelWeekQueryRange('2024-05-05')).toEqual({ start: '2024-04-29', end: '2024-05-06' });
  });

  it('crosses months and years', () => {
    expect(channelWeekQueryRange('2025-01-01')).toEqual({ start: '2024-12-30', end: '2025-01-06' });
  });
});
