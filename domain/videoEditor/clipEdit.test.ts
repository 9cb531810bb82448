import { describe, expect, it } from 'vitest';
import { timecodeToFrames } from '../timecode';
import {
  PLAYBACK_SPEEDS,
  clipNames,
  clipSegmentsAsStored,
  clipSmil,
  frameAtSeconds,
  frameLength,
  frameSeekSeconds,
  markProblem,
  markerFrame,
  marksToSmilRange,
  noteIn,
  programPreviewSmil,
  stepFrame,
  withNote,
} from './clipEdit';
import type { ClipSegment } from './clipEdit';

describe('frame stepping at 30 fps', () => {
  it('seeks to the middle of a frame and reads the same frame back, for every frame of 2 hours', () => {
    for (let frame = 0; frame < 2 * 3600 * 30; frame += 1)
      if (frameAtSeconds(frameSeekSeconds(frame)) !== frame) throw new Error(`frame ${frame}`);
    expect(frameSeekSeconds(300)).toBeCloseTo(10.0167, 4);
  });

  it('reads the frame at its exact start time as that frame', () => {
    for (let frame = 0; frame < 10_000; frame += 1) expect(frameAtSeconds(frame / 30)).toBe(frame);
  });

  it('100 single steps land on 100 consecutive frames, clamped at the ends', () => {
    let frame = 0;
    const seen: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      frame = stepFrame(frame, 1, 2700);
      seen.push(frame);
    }
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(stepFrame(0, -1, 2700)).toBe(0);
    expect(stepFrame(2699, 1, 2700)).toBe(2699);
  });

  it('offers the spec speeds', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
  });
});

describe('marks', () => {
  it('00:00:10;00 to 00:00:20;15 is frames 300..615, 316 frames', () => {
    const inFrame = timecodeToFrames('00:00:10;00') ?? -1;
    const outFrame = timecodeToFrames('00:00:20;15') ?? -1;
    expect([inFrame, outFrame]).toEqual([300, 615]);
    expect(markProblem(inFrame, outFrame, 2700)).toBeNull();
    expect(frameLength({ inFrame, outFrame })).toBe(316);
  });

  it('refuses a missing mark, an out before the in and a range past the end', () => {
    expect(markProblem(null, 5, 100)).toBe('noIn');
    expect(markProblem(5, null, 100)).toBe('noOut');
    expect(markProblem(50, 49, 100)).toBe('outBeforeIn');
    expect(markProblem(50, 100, 100)).toBe('pastEnd');
    expect(markProblem(50, 50, 100)).toBeNull();
  });
});

describe('the composed clip', () => {
  const segments = [
    { kind: 'vod' as const, inFrame: 300, outFrame: 615, markers: ['mid' as const] },
    { kind: 'ad' as const, inFrame: 616, outFrame: 700, markers: [] },
    { kind: 'vod' as const, inFrame: 900, outFrame: 929, markers: [] },
  ];

  it('plays its content segments in order, each ending (SMIL clipEnd) one frame after its out mark', () => {
    const smil = clipSmil('m1', segments);
    expect(smil).toHaveLength(2);
    expect(smil.map((s) => [Math.round(s.start * 30), Math.round(s.end * 30)])).toEqual([
      [300, 616],
      [900, 930],
    ]);
    expect(smil[0]).toMatchObject({ key: 'm1', fps: 30 });
  });

  it('converts marks to a smil range in one place: in at its frame, end after the out frame', () => {
    expect(marksToSmilRange({ inFrame: 315, outFrame: 359 })).toEqual({ start: 10.5, end: 12 });
    expect(marksToSmilRange({ inFrame: 60, outFrame: 60 })).toEqual({ start: 2, end: 61 / 30 });
  });

  it('stores its segments with their points (ep where the segment stops), duration, key, fps and markers', () => {
    const [first] = clipSegmentsAsStored('m1', segments);
    expect(first).toEqual({
      seg_ty: 'vod',
      sp: 10,
      ep: 616 / 30,
      dur: 316 / 30,
      ctkey: 'm1',
      fps: 30,
      am: [{ ap: 'mid' }],
    });
  });

  it('stores a segment note in each language written (trimmed), and none when all are blank', () => {
    const noted = clipSegmentsAsStored('m1', [
      {
        kind: 'vod',
        inFrame: 0,
        outFrame: 29,
        markers: [],
        notes: [
          { lang: 'en', n: '  Goal replay ' },
          { lang: 'zh', n: '进球回放' },
          { lang: 'ms', n: ' ' },
        ],
      },
      { kind: 'vod', inFrame: 30, outFrame: 59, markers: [], notes: [{ lang: 'ta', n: '   ' }] },
    ]);
    expect(noted[0]?.nt).toEqual([
      { lang: 'en', n: 'Goal replay' },
      { lang: 'zh', n: '进球回放' },
    ]);
    expect(noted[1]).not.toHaveProperty('nt');
  });

  it('writes a note per language, in the stored order, an emptied language removed', () => {
    const segment: ClipSegment = { kind: 'vod', inFrame: 0, outFrame: 29, markers: [] };
    const inTamil = withNote(segment, 'ta', 'கோல்');
    const both = withNote(inTamil, 'en', 'Goal');
    expect(both.notes).toEqual([
      { lang: 'en', n: 'Goal' },
      { lang: 'ta', n: 'கோல்' },
    ]);
    expect(noteIn(both, 'ta')).toBe('கோல்');
    expect(noteIn(both, 'zh')).toBe('');
    expect(withNote(withNote(both, 'en', ''), 'ta', '')).not.toHaveProperty('notes');
    expect(segment).not.toHaveProperty('notes');
  });

  it('puts a mid marker halfway, pre at the in-point and post at the out-point', () => {
    expect(markerFrame({ inFrame: 300, outFrame: 615 }, 'mid')).toBe(457);
    expect(markerFrame({ inFrame: 300, outFrame: 615 }, 'pre')).toBe(300);
    expect(markerFrame({ inFrame: 300, outFrame: 615 }, 'post')).toBe(615);
  });
});

describe("a program's preview", () => {
  it('plays its content segments that name a source, each ending at its out-point (ep, as SMIL clipEnd)', () => {
    expect(
      programPreviewSmil([
        { seg_ty: 'vod', sp: 10, ep: 20, ctkey: 'main-movie-1' },
        { seg_ty: 'ad', dur: 30 },
        { seg_ty: 'vod', sp: 0, ep: 5 },
        { seg_ty: 'vod', sp: 30, ep: 30.5, ctkey: 'main-movie-2' },
      ]).map((item) => [item.key, Math.round(item.start * 30), Math.round(item.end * 30)]),
    ).toEqual([
      ['main-movie-1', 300, 600],
      ['main-movie-2', 900, 915],
    ]);
  });
});

describe("a clip's names", () => {
  const four = ['en', 'zh', 'ms', 'ta'];
  it('names it in all four languages, the UI language first; an empty one takes its name', () => {
    expect(clipNames({ zh: ' 进球 ', en: 'Goal', ms: '' }, 'zh', four)).toEqual([
      { lang: 'zh', n: '进球' },
      { lang: 'en', n: 'Goal' },
      { lang: 'ms', n: '进球' },
      { lang: 'ta', n: '进球' },
    ]);
    expect(clipNames({ en: '  ', zh: '进球' }, 'en', four)).toEqual([]);
  });
});
