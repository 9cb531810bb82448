import { describe, expect, it } from 'vitest';
import { timecodeToFrames, timecodeToSeconds } from '../timecode';
import {
  cutPieces,
  framesInRange,
  isRangeProblem,
  keyframeSeconds,
  mapToSource,
  rangeSeconds,
  resolveSmilRange,
  secondsToFrame,
  segmentsForRange,
  totalFrames,
} from './frames';

describe('media frame arithmetic (30 fps; a smil range ends before its end time)', () => {
  it('reads a smil range as SMIL clipBegin/clipEnd: {start: 10.5, end: 12} is frames 315..359, 45 frames', () => {
    const range = resolveSmilRange({ start: 10.5, end: 12 }, 2880, '/smil/0');
    expect(range).toEqual({ startFrame: 315, endFrame: 359 });
    if (isRangeProblem(range)) throw new Error(range.message);
    expect(framesInRange(range)).toBe(45);
    expect(rangeSeconds(range)).toBeCloseTo(1.5, 6);
  });

  it("turns the acceptance's marks 00:00:10;00 to 00:00:20;15 (end 20.5333 s) into frames 300..615: 316 frames", () => {
    const start = timecodeToSeconds('00:00:10;00') ?? NaN;
    const end = ((timecodeToFrames('00:00:20;15') ?? NaN) + 1) / 30;
    const range = resolveSmilRange({ start, end }, 2880, '/smil/0');
    expect(range).toEqual({ startFrame: 300, endFrame: 615 });
    expect(timecodeToFrames('00:00:20;15')).toBe(615);
    if (isRangeProblem(range)) throw new Error(range.message);
    expect(framesInRange(range)).toBe(316);
    expect(rangeSeconds(range)).toBeCloseTo(10.5333, 4);
  });

  it('rounds a player position to the nearest frame', () => {
    expect(secondsToFrame(10.016)).toBe(300);
    expect(secondsToFrame(10.017)).toBe(301);
    expect(secondsToFrame(1, 25)).toBe(25);
  });

  it('reads a range given at another frame rate at that rate, then as media frames', () => {
    // 25 fps: frames 250..274 are 10 s to 11 s, media frames 300..329.
    expect(resolveSmilRange({ start: 10, end: 11, fps: 25 }, 2880, '/smil/0')).toEqual({
      startFrame: 300,
      endFrame: 329,
    });
  });

  it('takes a one-frame range (end one frame after start) and refuses an empty one', () => {
    expect(resolveSmilRange({ start: 2, end: 2 + 1 / 30 }, 2880, '/smil/1')).toEqual({
      startFrame: 60,
      endFrame: 60,
    });
    expect(resolveSmilRange({ start: 2, end: 2 }, 2880, '/smil/1')).toEqual({
      field: '/smil/1/end',
      message:
        '/smil/1/end (00:00:02;00) must be after the start (00:00:02;00): the end is where the range stops, not its last frame',
    });
  });

  it('names the field of a start after the end', () => {
    expect(resolveSmilRange({ start: 20, end: 10 }, 2880, '/smil/2')).toEqual({
      field: '/smil/2/start',
      message: '/smil/2/start (00:00:20;00) is after the end (00:00:10;00)',
    });
  });

  it('names the field of a range past the end (the media ends at frameCount / fps)', () => {
    expect(resolveSmilRange({ start: 0, end: 96 }, 2880, '/smil/0')).toEqual({
      startFrame: 0,
      endFrame: 2879,
    });
    expect(resolveSmilRange({ start: 95.9667, end: 96 }, 2880, '/smil/0')).toEqual({
      startFrame: 2879,
      endFrame: 2879,
    });
    expect(resolveSmilRange({ start: 0, end: 96.0334 }, 2880, '/smil/0')).toEqual({
      field: '/smil/0/end',
      message: '/smil/0/end (00:01:36;01) is past the end of the media (00:01:36;00)',
    });
  });

  it('refuses negative times and bad frame rates by field', () => {
    expect(resolveSmilRange({ start: -1, end: 3 }, 2880, '/smil/0')).toMatchObject({
      field: '/smil/0/start',
    });
    expect(resolveSmilRange({ start: 0, end: Number.NaN }, 2880, '/smil/0')).toMatchObject({
      field: '/smil/0/end',
    });
    expect(resolveSmilRange({ start: 0, end: 1, fps: 0 }, 2880, '/smil/0')).toMatchObject({
      field: '/smil/0/fps',
    });
  });

  it('finds the 2 s segments holding a range and where the range starts in them', () => {
    expect(segmentsForRange({ startFrame: 300, endFrame: 615 })).toEqual({
      first: 6,
      last: 11,
      offsetFrames: 0,
    });
    expect(segmentsForRange({ startFrame: 59, endFrame: 60 })).toEqual({
      first: 1,
      last: 2,
      offsetFrames: 59,
    });
  });

  it('copies the whole GOPs of a cut and encodes only the partial ones at its ends', () => {
    // 00:00:10;00-00:00:20;15: segments 6-10 whole, then frames 600..615 of segment 11.
    const acceptance = cutPieces({ startFrame: 300, endFrame: 615 }, 2880);
    expect(acceptance).toEqual([
      { kind: 'copy', first: 6, last: 10, frames: 300 },
      { kind: 'encode', segment: 11, from: 0, to: 16, frames: 16 },
    ]);
    expect(acceptance.reduce((sum, piece) => sum + piece.frames, 0)).toBe(316);
    // The bench's 60 s (frames 300..2099): all copied.
    expect(cutPieces({ startFrame: 300, endFrame: 2099 }, 2880)).toEqual([
      { kind: 'copy', first: 6, last: 35, frames: 1800 },
    ]);
    // Both ends mid-GOP, and a range inside one GOP.
    const both = cutPieces({ startFrame: 310, endFrame: 2109 }, 2880);
    expect(both).toEqual([
      { kind: 'encode', segment: 6, from: 10, to: 60, frames: 50 },
      { kind: 'copy', first: 7, last: 35, frames: 1740 },
      { kind: 'encode', segment: 36, from: 0, to: 10, frames: 10 },
    ]);
    expect(both.reduce((sum, piece) => sum + piece.frames, 0)).toBe(1800);
    expect(cutPieces({ startFrame: 61, endFrame: 62 }, 2880)).toEqual([
      { kind: 'encode', segment: 2, from: 1, to: 3, frames: 2 },
    ]);
    // The last GOP of media whose length is not a whole number of GOPs counts as whole.
    expect(cutPieces({ startFrame: 120, endFrame: 149 }, 150)).toEqual([
      { kind: 'copy', first: 3, last: 3, frames: 30 },
    ]);
  });

  it('puts a keyframe every 2 s', () => {
    expect(keyframeSeconds(300)).toEqual([0, 2, 4, 6, 8]);
    expect(keyframeSeconds(301)).toEqual([0, 2, 4, 6, 8, 10]);
  });
});

describe('ranges of an item made of pieces of its source', () => {
  const pieces = [
    { startFrame: 300, endFrame: 615 },
    { startFrame: 900, endFrame: 959 },
  ];
  it('maps a range inside one piece', () => {
    expect(mapToSource(pieces, { startFrame: 0, endFrame: 315 })).toEqual([
      { startFrame: 300, endFrame: 615 },
    ]);
    expect(mapToSource(pieces, { startFrame: 316, endFrame: 317 })).toEqual([
      { startFrame: 900, endFrame: 901 },
    ]);
  });
  it('splits a range across pieces, in order', () => {
    expect(mapToSource(pieces, { startFrame: 310, endFrame: 320 })).toEqual([
      { startFrame: 610, endFrame: 615 },
      { startFrame: 900, endFrame: 904 },
    ]);
    expect(totalFrames(pieces)).toBe(376);
  });
});
