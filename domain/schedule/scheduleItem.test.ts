import { describe, expect, it } from 'vitest';
import {
  airingDurationInMinutes,
  isPastAiring,
  scheduleWeekdayOf,
  toScheduleItem,
} from './scheduleItem';

const now = new Date('2024-05-01T12:00:00Z');

describe('scheduleWeekdayOf', () => {
  it('names UTC weekdays Mon..Sun', () => {
    expect(scheduleWeekdayOf(Date.UTC(2024, 3, 29))).toBe('Mon');
    expect(scheduleWeekdayOf(Date.UTC(2024, 4, 5, 23, 59))).toBe('Sun');
    expect(scheduleWeekdayOf(Date.UTC(2024, 4, 6))).toBe('Mon');
  });
});

describe('airingDurationInMinutes', () => {
  it('rounds to the nearest minute', () => {
    const start = Date.UTC(2024, 4, 1, 10);
    expect(airingDurationInMinutes({ startMs: start, endMs: start + 30 * 60_000 })).toBe(30);
    expect(airingDurationInMinutes({ startMs: start, endMs: start + 29 * 60_000 + 30_000 })).toBe(
      30,
    );
    expect(airingDurationInMinutes({ startMs: start, endMs: start + 29 * 60_000 + 29_999 })).toBe(
      29,
    );
  });
});

describe('isPastAiring', () => {
  it('is past when it started at or before now', () => {
    expect(isPastAiring({ startMs: now.getTime() }, now)).toBe(true);
    expect(isPastAiring({ startMs: now.getTime() - 1 }, now)).toBe(true);
    expect(isPastAiring({ startMs: now.getTime() + 1 }, now)).toBe(false);
  });
});

describe('toScheduleItem', () => {
  const airing = {
    a_st_dt: '2024-05-01T23:30:00Z',
    a_ed_dt: '2024-05-02T00:30:00Z',
    pgm_id: 'p1',
    pgm: {
      lon: [
        { lang: 'zh', n: '新闻' },
        { lang: 'en', n: 'Late News' },
      ],
    },
  };

  it('derives the grid fields in UTC', () => {
    expect(toScheduleItem(airing, now)).toEqual({
      ...airing,
      start: '23:30',
      end: '00:30',
      day: 'Wed',
      durationInMinutes: 60,
      past: false,
      content_type: 'Program',
      content_name: 'Late News',
    });
  });

  it('marks an airing starting exactly now as past', () => {
    expect(toScheduleItem({ ...airing, a_st_dt: '2024-05-01T12:00:00Z' }, now).past).toBe(true);
  });

  it('names the program in the wanted language, else the first name, else the airing name', () => {
    expect(toScheduleItem(airing, now, 'zh').content_name).toBe('新闻');
    expect(toScheduleItem(airing, now, 'ta').content_name).toBe('新闻');
    expect(
      toScheduleItem(
        { ...airing, pgm: { lon: [{ lang: 'en', n: ' ' }] }, content_name: 'Kept' },
        now,
      ).content_name,
    ).toBe('Kept');
    expect(toScheduleItem({ ...airing, pgm: null }, now).content_name).toBe('');
  });

  it('refuses an airing it cannot place', () => {
    expect(() => toScheduleItem({ ...airing, a_ed_dt: airing.a_st_dt }, now)).toThrow(RangeError);
  });
});
