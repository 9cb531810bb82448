import { framesToTimecode } from '../timecode';
import { KEYFRAME_INTERVAL_FRAMES, MEDIA_FPS } from './api';

/*
 * Frame and time arithmetic of cuts: a smil range is seconds at a frame rate, its `end` where it
 * stops (SMIL clipEnd: the frame at `end` is not played); a cut is whole frames, both ends
 * included; generated media is cut into segments of one GOP each.
 */

/** The frame a time names at `fps`, rounded to the nearest frame. */
export function secondsToFrame(seconds: number, fps: number = MEDIA_FPS): number {
  return Math.round(seconds * fps);
}

/** Frames in an inclusive range. */
export function framesInRange(range: { startFrame: number; endFrame: number }): number {
  return range.endFrame - range.startFrame + 1;
}

/** A range's length in seconds at the media's 30 fps (316 frames: 10.533 s). */
export function rangeSeconds(range: { startFrame: number; endFrame: number }): number {
  return framesInRange(range) / MEDIA_FPS;
}

/** Where the keyframes of media `frameCount` frames long are, in seconds (every 2 s). */
export function keyframeSeconds(frameCount: number): number[] {
  const times: number[] = [];
  for (let frame = 0; frame < frameCount; frame += KEYFRAME_INTERVAL_FRAMES)
    times.push(frame / MEDIA_FPS);
  return times;
}

/**
 * The segments (numbered from 1, one GOP of KEYFRAME_INTERVAL_FRAMES each) that hold an
 * inclusive frame range, and the range's first frame counted from the first of them.
 */
export function segmentsForRange(range: { startFrame: number; endFrame: number }): {
  first: number;
  last: number;
  offsetFrames: number;
} {
  const first = Math.floor(range.startFrame / KEYFRAME_INTERVAL_FRAMES) + 1;
  const last = Math.floor(range.endFrame / KEYFRAME_INTERVAL_FRAMES) + 1;
  return { first, last, offsetFrames: range.startFrame - (first - 1) * KEYFRAME_INTERVAL_FRAMES };
}

export interface RangeProblem {
  /** The field at fault, as a JSON pointer into the request body, e.g. `/smil/0/end`. */
  field: string;
  message: string;
}

/**
 * The frames of one smil item in media of `frameCount` frames, or the problem with it: a time
 * that is not a number, negative, a start after the end, an empty range, or an end past the
 * media's (frameCount / fps). As SMIL's clipBegin/clipEnd, `start` is the time of the range's first
 * frame and `end` where it stops, the frame at `end` not included: {start: 10.5, end: 12} at
 * 30 fps is frames 315..359, 45 frames (1.5 s).
 */
export function resolveSmilRange(
  item: { start: number; end: number; fps?: number | undefined },
  frameCount: number,
  field: string,
): { startFrame: number; endFrame: number } | RangeProblem {
  const fps = item.fps ?? MEDIA_FPS;
  if (!Number.isFinite(fps) || fps <= 0)
    return { field: `${field}/fps`, message: `${field}/fps must be a positive frame rate` };
  for (const end of ['start', 'end'] as const) {
    const value = item[end];
    if (!Number.isFinite(value) || value < 0)
      return { field: `${field}/${end}`, message: `${field}/${end} must be 0 seconds or more` };
  }
  // A frame at the item's rate, then the media's frame at that instant (the same at 30 fps).
  const toMediaFrame = (seconds: number) =>
    Math.round((secondsToFrame(seconds, fps) / fps) * MEDIA_FPS);
  const startFrame = toMediaFrame(item.start);
  // The first frame after the range (SMIL clipEnd).
  const stopFrame = toMediaFrame(item.end);
  if (startFrame > stopFrame)
    return {
      field: `${field}/start`,
      message: `${field}/start (${framesToTimecode(startFrame)}) is after the end (${framesToTimecode(stopFrame)})`,
    };
  if (startFrame === stopFrame)
    return {
      field: `${field}/end`,
      message: `${field}/end (${framesToTimecode(stopFrame)}) must be after the start (${framesToTimecode(startFrame)}): the end is where the range stops, not its last frame`,
    };
  if (stopFrame > frameCount)
    return {
      field: `${field}/end`,
      message: `${field}/end (${framesToTimecode(stopFrame)}) is past the end of the media (${framesToTimecode(frameCount)})`,
    };
  return { startFrame, endFrame: stopFrame - 1 };
}

export function isRangeProblem(value: object): value is RangeProblem {
  return 'message' in value;
}

/** An inclusive range of frames. */
export interface FrameRange {
  startFrame: number;
  endFrame: number;
}

/**
 * A range of an item made of pieces of its source (a clip, a short) as ranges of the source:
 * frame 0 of the item is the first piece's first frame; a range across pieces gives one source
 * range per piece it covers, in order.
 */
export function mapToSource(pieces: readonly FrameRange[], range: FrameRange): FrameRange[] {
  const mapped: FrameRange[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const length = framesInRange(piece);
    const from = Math.max(range.startFrame, offset);
    const to = Math.min(range.endFrame, offset + length - 1);
    if (from <= to)
      mapped.push({
        startFrame: piece.startFrame + from - offset,
        endFrame: piece.startFrame + to - offset,
      });
    offset += length;
  }
  return mapped;
}

/** Frames in a list of pieces. */
export function totalFrames(pieces: readonly FrameRange[]): number {
  return pieces.reduce((sum, piece) => sum + framesInRange(piece), 0);
}

/**
 * How a frame-accurate cut of one range is made without encoding it all: a GOP (segment) the
 * range covers whole is copied as it is (`copy`, consecutive segments together, numbered from 1);
 * a GOP the range covers in part — at most the first and the last — is decoded and only its
 * frames in the range encoded again (`encode`: the segment, and the frames kept counted from its
 * first, `to` excluded). Every piece starts on a keyframe, so the pieces play joined in order.
 */
export type CutPiece =
  | { kind: 'copy'; first: number; last: number; frames: number }
  | { kind: 'encode'; segment: number; from: number; to: number; frames: number };

export function cutPieces(range: FrameRange, mediaFrames: number): CutPiece[] {
  const pieces: CutPiece[] = [];
  const gop = KEYFRAME_INTERVAL_FRAMES;
  for (let g = Math.floor(range.startFrame / gop); g <= Math.floor(range.endFrame / gop); g += 1) {
    const gopStart = g * gop;
    const gopEnd = Math.min(gopStart + gop, mediaFrames) - 1;
    const from = Math.max(range.startFrame, gopStart);
    const to = Math.min(range.endFrame, gopEnd);
    const previous = pieces[pieces.length - 1];
    if (from === gopStart && to === gopEnd) {
      if (previous?.kind === 'copy' && previous.last === g) {
        previous.last = g + 1;
        previous.frames += to - from + 1;
      } else pieces.push({ kind: 'copy', first: g + 1, last: g + 1, frames: to - from + 1 });
    } else
      pieces.push({
        kind: 'encode',
        segment: g + 1,
        from: from - gopStart,
        to: to - gopStart + 1,
        frames: to - from + 1,
      });
  }
  return pieces;
}
