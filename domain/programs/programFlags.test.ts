import { describe, expect, it } from 'vitest';
import type { SegmentAvailability } from '../availability';
import { programAvailabilityOf, programFlag, segmentContentIds } from './programFlags';

const context = { at: new Date('2026-11-24T12:00:00Z'), product: 'main' };

const segments = [
  { seg_ty: 'vod', ctkey: 'm-1' },
  { seg_ty: 'ad' },
  { seg_ty: 'vod', ctkey: 'm-2' },
  { seg_ty: 'vod', ctkey: 'm-1' },
];

const ok: SegmentAvailability = {
  st: 'published',
  prd: ['main'],
  lwe: '2030-01-01T00:00:00Z',
  mn_lic: '2030-01-01T00:00:00Z',
  mn_avl: true,
};

describe('segmentContentIds', () => {
  it('names each vod segment’s content once, ads and blanks left out', () => {
    expect(segmentContentIds(segments)).toEqual(['m-1', 'm-2']);
    expect(
      segmentContentIds([
        { seg_ty: 'vod', ctkey: ' ' },
        { seg_ty: 'promo', ctkey: 'p' },
      ]),
    ).toEqual([]);
    expect(segmentContentIds(undefined)).toEqual([]);
  });
});

describe('programFlag (spec section 4, from the content the segments play)', () => {
  it('does not flag a program whose content is all available', () => {
    const contents = new Map([
      ['m-1', ok],
      ['m-2', ok],
    ]);
    expect(programFlag(segments, contents, context)).toEqual({ reasons: [], segments: [] });
  });

  it('flags a passed licence date: the earliest of the contents', () => {
    const contents = new Map([
      ['m-1', ok],
      ['m-2', { ...ok, mn_lic: '2026-11-01T00:00:00Z' }],
    ]);
    expect(programAvailabilityOf(segments, contents).mn_lic).toBe('2026-11-01T00:00:00.000Z');
    expect(programFlag(segments, contents, context)).toEqual({
      reasons: ['licence-passed', 'segment-unavailable'],
      segments: [2],
    });
  });

  it('flags an availability flag set off', () => {
    const contents = new Map([
      ['m-1', { ...ok, mn_avl: false }],
      ['m-2', ok],
    ]);
    expect(programFlag(segments, contents, context)).toEqual({
      reasons: ['availability-off', 'segment-unavailable'],
      segments: [0, 3],
    });
  });

  it('flags a segment whose content expired, is off for channels or is not published', () => {
    const expired = new Map([
      ['m-1', ok],
      ['m-2', { ...ok, lwe: '2026-11-24T12:00:00Z' }],
    ]);
    expect(programFlag(segments, expired, context)).toEqual({
      reasons: ['segment-unavailable'],
      segments: [2],
    });
    const missing = new Map([['m-1', ok]]);
    expect(programFlag(segments, missing, context)).toEqual({
      reasons: ['segment-unavailable'],
      segments: [2],
    });
    const off = new Map([
      ['m-1', { ...ok, vce: false }],
      ['m-2', ok],
    ]);
    expect(programFlag(segments, off, context).segments).toEqual([0, 3]);
  });

  it('leaves a program of ads only unflagged', () => {
    expect(programFlag([{ seg_ty: 'ad' }], new Map(), context)).toEqual({
      reasons: [],
      segments: [],
    });
  });
});
