import { describe, expect, it } from 'vitest';
import {
  channelTimeZone,
  hourTicks,
  layoutBlocks,
  localDayBounds,
  localDayOf,
  localTimelineEntries,
  localTimelineRows,
  positionOf,
  scheduleViewDays,
} from './viewTimeline';

const airing = (start: string, end: string) => ({ a_st_dt: start, a_ed_dt: end });

describe('local days of a channel', () => {
  it('a UTC day is the spec 1441 entries plus 60 blank on each side', () => {
    const day = localDayBounds('2026-11-24', 'UTC');
    expect(day).toEqual({
      day: '2026-11-24',
      startMs: Date.parse('2026-11-24T00:00:00Z'),
      endMs: Date.parse('2026-11-25T00:00:00Z'),
      minutes: 1440,
    });
    expect(localTimelineEntries(day)).toBe(1441);
    expect(localTimelineRows(day)).toBe(1561);
  });

  it('London: the spring-forward day has 23 hours, the fall-back day 25, each hour once', () => {
    const spring = localDayBounds('2026-03-29', 'Europe/London');
    expect(spring.minutes).toBe(23 * 60);
    expect(spring.startMs).toBe(Date.parse('2026-03-29T00:00:00Z'));
    expect(spring.endMs).toBe(Date.parse('2026-03-29T23:00:00Z'));
    const springTicks = hourTicks(spring, 'Europe/London').map((tick) => tick.label);
    expect(springTicks).toHaveLength(23);
    expect(springTicks.slice(0, 3)).toEqual(['00:00', '02:00', '03:00']);
    const autumn = localDayBounds('2026-10-25', 'Europe/London');
    expect(autumn.minutes).toBe(25 * 60);
    const autumnTicks = hourTicks(autumn, 'Europe/London').map((tick) => tick.label);
    expect(autumnTicks).toHaveLength(25);
    expect(autumnTicks.slice(0, 4)).toEqual(['00:00', '01:00', '01:00', '02:00']);
    expect(localTimelineEntries(autumn)).toBe(1501);
  });

  it('the day an instant falls on is the local one', () => {
    expect(localDayOf(Date.parse('2026-06-30T23:30:00Z'), 'Europe/London')).toBe('2026-07-01');
    expect(localDayOf(Date.parse('2026-06-30T23:30:00Z'), 'UTC')).toBe('2026-06-30');
  });

  it('an unknown or missing zone is UTC', () => {
    expect(channelTimeZone(undefined)).toBe('UTC');
    expect(channelTimeZone('Mars/Olympus')).toBe('UTC');
    expect(channelTimeZone('Europe/London')).toBe('Europe/London');
  });
});

describe('the view window', () => {
  it('weekly: 9 days, Sunday before the Monday of the chosen week to the next Monday', () => {
    const days = scheduleViewDays('2026-11-26', 'weekly', 'UTC').map((day) => day.day);
    expect(days).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('daily: the day before and the chosen day', () => {
    expect(scheduleViewDays('2026-11-26', 'daily', 'UTC').map((day) => day.day)).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('the London week over the clock change keeps every instant in exactly one day', () => {
    const days = scheduleViewDays('2026-10-25', 'weekly', 'Europe/London');
    for (let i = 1; i < days.length; i += 1) expect(days[i]?.startMs).toBe(days[i - 1]?.endMs);
    expect(days.map((day) => day.minutes)).toEqual([
      1440, 1440, 1440, 1440, 1440, 1440, 1440, 1500, 1440,
    ]);
  });
});

describe('blocks', () => {
  const days = scheduleViewDays('2026-11-24', 'daily', 'UTC');

  it('an airing crossing midnight is drawn in both days, clipped, and marked as continuing', () => {
    const blocks = layoutBlocks([airing('2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z')], days);
    expect(blocks.map((b) => [b.dayIndex, b.topMinute, b.lengthMinutes])).toEqual([
      [0, 1410, 30],
      [1, 0, 30],
    ]);
    expect(blocks[0]?.continuesAfter).toBe(true);
    expect(blocks[1]?.continuesBefore).toBe(true);
  });

  it('a 30 s ad break is half a minute long; unreadable airings are skipped', () => {
    const blocks = layoutBlocks(
      [airing('2026-11-24T10:00:00Z', '2026-11-24T10:00:30Z'), airing('soon', 'later')],
      days,
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.lengthMinutes).toBe(0.5);
    expect(blocks[0]?.topMinute).toBe(600);
  });

  it('on the London fall-back day a 01:30 BST airing and a 01:30 GMT one are an hour apart', () => {
    const london = scheduleViewDays('2026-10-25', 'daily', 'Europe/London');
    const blocks = layoutBlocks(
      [
        airing('2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z'),
        airing('2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z'),
      ],
      london,
    );
    expect(blocks.map((b) => b.topMinute)).toEqual([90, 150]);
  });

  it('finds the column and minute of an instant', () => {
    expect(positionOf(Date.parse('2026-11-24T01:15:00Z'), days)).toEqual({
      dayIndex: 1,
      minute: 75,
    });
    expect(positionOf(Date.parse('2026-12-24T01:15:00Z'), days)).toBeUndefined();
  });
});

describe('local clock times', () => {
  it('reads HH:mm in the zone, 00:00 at midnight, across the clock change', async () => {
    const { localHourMinute } = await import('./viewTimeline');
    expect(localHourMinute(Date.parse('2026-11-24T00:00:00Z'), 'UTC')).toBe('00:00');
    expect(localHourMinute(Date.parse('2026-11-24T23:59:00Z'), 'UTC')).toBe('23:59');
    expect(localHourMinute(Date.parse('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('02:00');
    expect(localHourMinute(Date.parse('2026-10-25T01:30:00Z'), 'Europe/London')).toBe('01:30');
    expect(localHourMinute(Date.parse('2026-10-25T00:30:00Z'), 'Europe/London')).toBe('01:30');
  });
});
