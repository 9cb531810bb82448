import { describe, expect, it } from 'vitest';
import {
  computeSegmentTimeline,
  hasMidRollMarker,
  programContentDuration,
  segmentDurationSeconds,
} from './segmentTimeline';

describe('segmentDurationSeconds', () => {
  it('uses dur when given, even 0', () => {
    expect(segmentDurationSeconds({ dur: 30, sp: 0, ep: 600 })).toBe(30);
    expect(segmentDurationSeconds({ dur: 0, sp: 0, ep: 600 })).toBe(0);
  });

  it('falls back to out-point minus in-point, else 0', () => {
    expect(segmentDurationSeconds({ sp: 120, ep: 720 })).toBe(600);
    expect(segmentDurationSeconds({ dur: null, sp: 720, ep: 120 })).toBe(0);
    expect(segmentDurationSeconds({})).toBe(0);
  });
});

describe('hasMidRollMarker', () => {
  it('is true only for an ad marker at position mid', () => {
    expect(hasMidRollMarker({ am: [{ ap: 'pre' }, { ap: 'mid' }] })).toBe(true);
    expect(hasMidRollMarker({ am: [{ ap: 'pre' }, { ap: 'post' }] })).toBe(false);
    expect(hasMidRollMarker({ am: [{}] })).toBe(false);
    expect(hasMidRollMarker({})).toBe(false);
  });
});

describe('computeSegmentTimeline', () => {
  const segments = [
    { seg_ty: 'vod', dur: 600, sp: 0, ep: 600 },
    { seg_ty: 'ad', dur: 30, am: [{ ap: 'mid' }] },
    { seg_ty: 'vod', dur: 3000.5, sp: 600, ep: 3600.5 },
  ];

  it('places segments end to end in seconds from the program start', () => {
    const timeline = computeSegmentTimeline(segments);
    expect(timeline.map((s) => [s.relativeStartTime, s.re_sp, s.re_ep])).toEqual([
      [0, 0, 600],
      [600, 600, 630],
      [630, 630, 3630.5],
    ]);
  });

  it('writes cumulative start and end as HH:mm:ss', () => {
    const timeline = computeSegmentTimeline(segments);
    expect(timeline.map((s) => [s.startTime, s.endTime])).toEqual([
      ['00:00:00', '00:10:00'],
      ['00:10:00', '00:10:30'],
      ['00:10:30', '01:00:30'],
    ]);
  });

  it('flags only the segment with a mid-roll marker', () => {
    expect(computeSegmentTimeline(segments).map((s) => s.hasMidRoll)).toEqual([false, true, false]);
  });

  it('keeps the segment fields and leaves the input untouched', () => {
    const [first] = computeSegmentTimeline(segments);
    expect(first).toMatchObject({ seg_ty: 'vod', dur: 600, sp: 0, ep: 600 });
    expect(segments[0]).not.toHaveProperty('startTime');
  });

  it('gives an empty timeline for no segments', () => {
    expect(computeSegmentTimeline([])).toEqual([]);
  });
});

describe('programContentDuration', () => {
  it('sums the segments as HH:mm:ss', () => {
    expect(programContentDuration([{ dur: 600 }, { dur: 30 }, { sp: 600, ep: 3600 }])).toBe(
      '01:00:30',
    );
    expect(programContentDuration([])).toBe('00:00:00');
  });
});
