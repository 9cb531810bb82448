import { describe, expect, it } from 'vitest';
import {
  SEGMENT_COLOURS,
  contentDuration,
  placeSegments,
  segmentProblems,
  timecodeInput,
  totalSeconds,
} from './segments';

describe('program segments', () => {
  const segments = [
    { seg_ty: 'bumper', dur: 5 },
    { seg_ty: 'vod', sp: 10, ep: 610.5, ctkey: 'movie-1', am: [{ ap: 'mid' }] },
    { seg_ty: 'ad', dur: 30 },
    { seg_ty: 'vod', sp: 610.5, ep: 1810.5, dur: 1200, ctkey: 'movie-1' },
  ];

  it('has the spec colours per kind', () => {
    expect(SEGMENT_COLOURS).toMatchObject({
      vod: '#171717',
      ad: '#A75A45',
      bumper: '#1C344B',
      filler: '#506E6E',
      expired: '#790707',
      promo: '#A48434',
      ratingcard: '#1C4873',
    });
  });

  it('derives contentDuration HH:mm:ss from the segments', () => {
    // 5 + 600.5 + 30 + 1200 = 1835.5 s: fractions dropped.
    expect(contentDuration(segments)).toBe('00:30:35');
    expect(totalSeconds(segments)).toBe(1836);
    expect(contentDuration(undefined)).toBe('00:00:00');
  });

  it('places segments end to end with 30 fps timecodes', () => {
    const placed = placeSegments(segments);
    expect(placed.map((s) => s.startTimecode)).toEqual([
      '00:00:00;00',
      '00:00:05;00',
      '00:10:05;15',
      '00:10:35;15',
    ]);
    expect(placed[1]?.spTimecode).toBe('00:00:10;00');
    expect(placed[1]?.epTimecode).toBe('00:10:10;15');
    expect(placed[1]?.hasMidRoll).toBe(true);
    expect(placed[2]?.spTimecode).toBe('');
    expect(placed[3]?.endTimecode).toBe('00:30:35;15');
  });

  it('accepts a good list and names each problem of a bad one', () => {
    expect(segmentProblems(segments)).toEqual([]);
    const problems = segmentProblems([
      { seg_ty: 'trailer', dur: 3 },
      { seg_ty: 'vod', sp: 20, ep: 10, ctkey: 'x' },
      { seg_ty: 'vod', sp: 0, ep: 10, dur: 12 },
      { seg_ty: 'ad', fps: 25, am: [{ ap: 'middle' }] },
    ]);
    expect(problems.map((p) => [p.index, p.code])).toEqual([
      [0, 'unknownKind'],
      [1, 'outBeforeIn'],
      [1, 'noLength'],
      [2, 'durationMismatch'],
      [2, 'noContent'],
      [3, 'noLength'],
      [3, 'badFrameRate'],
      [3, 'badMarker'],
    ]);
    expect(problems[0]?.message).toBe("Segment 1: unknown kind 'trailer'");
  });

  it('reads typed timecodes at 30 fps', () => {
    expect(timecodeInput('00:01:00;15')).toBe(60.5);
    expect(timecodeInput('00:01:00;30')).toBeNull();
    expect(timecodeInput('1:00')).toBeNull();
  });
});
