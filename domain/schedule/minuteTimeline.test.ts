import { describe, expect, it } from 'vitest';
import {
  DAY_TIMELINE_ENTRIES,
  TIMELINE_BLANK_ENTRIES,
  buildMinuteTimeline,
  findScheduleGaps,
  findScheduleOverlaps,
  withTimelineMargins,
} from './minuteTimeline';

const airing = (id: string, start: string, end: string) => ({ id, a_st_dt: start, a_ed_dt: end });

describe('timeline constants', () => {
  it('has 1441 minute entries and 60 blank entries on each side', () => {
    expect(DAY_TIMELINE_ENTRIES).toBe(1441);
    expect(TIMELINE_BLANK_ENTRIES).toBe(60);
  });
});

describe('buildMinuteTimeline', () => {
  it('gives 1441 entries labelled 00:00 to 24:00', () => {
    const timeline = buildMinuteTimeline([], '2024-05-01');
    expect(timeline).toHaveLength(1441);
    expect(timeline[0]?.label).toBe('00:00');
    expect(timeline[1439]?.label).toBe('23:59');
    expect(timeline[1440]?.label).toBe('24:00');
  });

  it('puts an airing in the minutes from its start up to, not including, its end', () => {
    const show = airing('show', '2024-05-01T10:00:00Z', '2024-05-01T10:30:00Z');
    const timeline = buildMinuteTimeline([show], '2024-05-01');
    expect(timeline[599]?.airings).toEqual([]);
    expect(timeline[600]?.airings).toEqual([show]);
    expect(timeline[629]?.airings).toEqual([show]);
    expect(timeline[630]?.airings).toEqual([]);
  });

  it('puts an airing from 23:30 to 00:30 at the end of one day and the start of the next', () => {
    const late = airing('late', '2024-05-01T23:30:00Z', '2024-05-02T00:30:00Z');
    const first = buildMinuteTimeline([late], '2024-05-01');
    expect(first[1409]?.airings).toEqual([]);
    expect(first[1410]?.airings).toEqual([late]);
    expect(first[1440]?.airings).toEqual([late]);
    const second = buildMinuteTimeline([late], '2024-05-02');
    expect(second[0]?.airings).toEqual([late]);
    expect(second[29]?.airings).toEqual([late]);
    expect(second[30]?.airings).toEqual([]);
  });

  it('ignores airings of other days and unreadable airings', () => {
    const timeline = buildMinuteTimeline(
      [
        airing('before', '2024-04-30T10:00:00Z', '2024-04-30T11:00:00Z'),
        airing('bad', 'x', '2024-05-01T11:00:00Z'),
      ],
      '2024-05-01',
    );
    expect(timeline.every((entry) => entry.airings.length === 0)).toBe(true);
  });
});

describe('withTimelineMargins', () => {
  it('adds 60 blank entries on each side of the day', () => {
    const view = withTimelineMargins(buildMinuteTimeline([], '2024-05-01'));
    expect(view).toHaveLength(60 + 1441 + 60);
    expect(view[59]).toBeNull();
    expect(view[60]?.label).toBe('00:00');
    expect(view[60 + 1440]?.label).toBe('24:00');
    expect(view[60 + 1441]).toBeNull();
  });
});

describe('findScheduleGaps and findScheduleOverlaps', () => {
  const day = '2024-05-01';

  it('find exactly one one-minute gap and one one-minute overlap', () => {
    const morning = airing('morning', '2024-05-01T00:00:00Z', '2024-05-01T10:00:00Z');
    const noon = airing('noon', '2024-05-01T10:01:00Z', '2024-05-01T15:00:00Z');
    const evening = airing('evening', '2024-05-01T14:59:00Z', '2024-05-02T00:00:00Z');
    const airings = [morning, noon, evening];
    expect(findScheduleGaps(airings, day)).toEqual([
      {
        start: '2024-05-01T10:00:00.000Z',
        end: '2024-05-01T10:01:00.000Z',
        startMinute: 600,
        endMinute: 601,
      },
    ]);
    expect(findScheduleOverlaps(airings, day)).toEqual([
      {
        start: '2024-05-01T14:59:00.000Z',
        end: '2024-05-01T15:00:00.000Z',
        startMinute: 899,
        endMinute: 900,
        airings: [noon, evening],
      },
    ]);
  });

  it('find nothing in a fully filled day of back-to-back airings', () => {
    const airings = [
      airing('a', '2024-05-01T00:00:00Z', '2024-05-01T06:00:00Z'),
      airing('b', '2024-05-01T06:00:00Z', '2024-05-01T18:00:00Z'),
      airing('c', '2024-05-01T18:00:00Z', '2024-05-02T00:00:00Z'),
    ];
    expect(findScheduleGaps(airings, day)).toEqual([]);
    expect(findScheduleOverlaps(airings, day)).toEqual([]);
  });

  it('count an airing crossing midnight on both days', () => {
    const late = airing('late', '2024-05-01T23:30:00Z', '2024-05-02T00:30:00Z');
    const airings = [
      airing('day1', '2024-05-01T00:00:00Z', '2024-05-01T23:30:00Z'),
      late,
      airing('day2', '2024-05-02T00:30:00Z', '2024-05-03T00:00:00Z'),
    ];
    expect(findScheduleGaps(airings, '2024-05-01')).toEqual([]);
    expect(findScheduleGaps(airings, '2024-05-02')).toEqual([]);
    expect(findScheduleGaps([late], '2024-05-02')).toEqual([
      {
        start: '2024-05-02T00:30:00.000Z',
        end: '2024-05-03T00:00:00.000Z',
        startMinute: 30,
        endMinute: 1440,
      },
    ]);
  });

  it('see an overlap with an airing from the previous day that runs past midnight', () => {
    const late = airing('late', '2024-04-30T23:30:00Z', '2024-05-01T00:30:00Z');
    const early = airing('early', '2024-05-01T00:15:00Z', '2024-05-02T00:00:00Z');
    expect(findScheduleOverlaps([late, early], day)).toEqual([
      {
        start: '2024-05-01T00:15:00.000Z',
        end: '2024-05-01T00:30:00.000Z',
        startMinute: 15,
        endMinute: 30,
        airings: [late, early],
      },
    ]);
  });

  it('report an empty day as one gap over the whole day', () => {
    expect(findScheduleGaps([], day)).toEqual([
      {
        start: '2024-05-01T00:00:00.000Z',
        end: '2024-05-02T00:00:00.000Z',
        startMinute: 0,
        endMinute: 1440,
      },
    ]);
  });

  it('check per minute: seconds inside a minute make neither gap nor overlap', () => {
    const airings = [
      airing('a', '2024-05-01T00:00:00Z', '2024-05-01T10:00:30Z'),
      airing('b', '2024-05-01T10:00:30Z', '2024-05-02T00:00:00Z'),
    ];
    expect(findScheduleGaps(airings, day)).toEqual([]);
    expect(findScheduleOverlaps(airings, day)).toEqual([]);
  });

  it('split an overlap where the set of airings involved changes', () => {
    const a = airing('a', '2024-05-01T00:00:00Z', '2024-05-01T10:05:00Z');
    const b = airing('b', '2024-05-01T10:00:00Z', '2024-05-01T10:10:00Z');
    const c = airing('c', '2024-05-01T10:05:00Z', '2024-05-02T00:00:00Z');
    const overlaps = findScheduleOverlaps([a, b, c], day);
    expect(
      overlaps.map((overlap) => [overlap.startMinute, overlap.endMinute, overlap.airings]),
    ).toEqual([
      [600, 605, [a, b]],
      [605, 610, [b, c]],
    ]);
  });

  it('do not count the 24:00 edge as part of the day', () => {
    const airings = [airing('whole', '2024-05-01T00:00:00Z', '2024-05-02T00:00:00Z')];
    expect(findScheduleGaps(airings, day)).toEqual([]);
  });
});
