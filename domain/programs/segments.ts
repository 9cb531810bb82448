import { TIMECODE_FPS, secondsToTimecode, timecodeToSeconds } from '../timecode';
import {
  computeSegmentTimeline,
  programContentDuration,
  segmentDurationSeconds,
} from '../schedule/segmentTimeline';
import type { Segment, SegmentPlacement } from '../schedule/segmentTimeline';

/** The segment kinds of a program (spec sections 3 and 9: the kinds that have a colour). */
export const SEGMENT_KINDS = ['vod', 'ad', 'bumper', 'filler', 'promo', 'ratingcard'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/** Segment colours of spec section 3 (and 'expired', drawn over a segment whose content expired). */
export const SEGMENT_COLOURS: Readonly<Record<SegmentKind | 'expired', string>> = {
  vod: '#171717',
  ad: '#A75A45',
  bumper: '#1C344B',
  filler: '#506E6E',
  expired: '#790707',
  promo: '#A48434',
  ratingcard: '#1C4873',
};

/** Where an ad marker may sit in a segment; 'mid' makes a mid-roll (`hasMidRoll`). */
export const AD_MARKER_POSITIONS = ['pre', 'mid', 'post'] as const;

/** A program segment as stored, with the fields the segment-info dialog shows. */
export interface ProgramSegment extends Segment {
  ctkey?: string | null;
  vrt?: string | null;
  fps?: number | null;
}

export function isSegmentKind(value: unknown): value is SegmentKind {
  return typeof value === 'string' && (SEGMENT_KINDS as readonly string[]).includes(value);
}

/** A segment placed on its program's timeline, with its in/out points as 30 fps timecodes. */
export type PlacedSegment<T extends ProgramSegment = ProgramSegment> = T &
  SegmentPlacement & {
    /** The segment's length in seconds (`dur`, else out-point minus in-point). */
    seconds: number;
    /** Source in-point 'HH:MM:SS;FF', or '' for a segment without one (an ad slot). */
    spTimecode: string;
    /** Source out-point 'HH:MM:SS;FF', or ''. */
    epTimecode: string;
    /** Start on the program's timeline as 'HH:MM:SS;FF'. */
    startTimecode: string;
    /** End on the program's timeline as 'HH:MM:SS;FF'. */
    endTimecode: string;
  };

function pointTimecode(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? secondsToTimecode(value)
    : '';
}

/**
 * Lays a program's segments end to end (`computeSegmentTimeline`) and adds the timecodes the
 * program editor shows, all at 30 fps ('HH:MM:SS;FF').
 */
export function placeSegments<T extends ProgramSegment>(
  segments: readonly T[],
): PlacedSegment<T>[] {
  return computeSegmentTimeline(segments).map((segment) => ({
    ...segment,
    seconds: segmentDurationSeconds(segment),
    spTimecode: pointTimecode(segment.sp),
    epTimecode: pointTimecode(segment.ep),
    startTimecode: secondsToTimecode(segment.re_sp),
    endTimecode: secondsToTimecode(segment.re_ep),
  }));
}

/** The derived `contentDuration` of a program, 'HH:mm:ss', from its segments. */
export function contentDuration(segments: readonly ProgramSegment[] | null | undefined): string {
  return programContentDuration(segments ?? []);
}

/** The program's total in whole seconds (what `trt` should say), from its segments. */
export function totalSeconds(segments: readonly ProgramSegment[] | null | undefined): number {
  return Math.round((segments ?? []).reduce((sum, s) => sum + segmentDurationSeconds(s), 0));
}

/** One problem of a segment list, named by the segment's index and field. */
export interface SegmentProblem {
  index: number;
  field: 'seg_ty' | 'dur' | 'sp' | 'ep' | 'ctkey' | 'fps' | 'am';
  code:
    | 'unknownKind'
    | 'noLength'
    | 'outBeforeIn'
    | 'durationMismatch'
    | 'noContent'
    | 'badFrameRate'
    | 'badMarker';
  message: string;
}

/** One frame at 30 fps, in seconds: how far `dur` may differ from `ep - sp`. */
const ONE_FRAME = 1 / TIMECODE_FPS;

/**
 * The problems of a program's segments, each a refusal the server gives (400) and the editor
 * shows beside the segment: an unknown kind, a segment with no length, an out-point not after
 * the in-point, a `dur` that disagrees with the points by more than a frame, a vod segment
 * without its content key, a frame rate other than 30 (the platform's only rate), an ad marker
 * at an unknown position.
 */
export function segmentProblems(segments: readonly ProgramSegment[]): SegmentProblem[] {
  const problems: SegmentProblem[] = [];
  segments.forEach((segment, index) => {
    const n = index + 1;
    if (!isSegmentKind(segment.seg_ty))
      problems.push({
        index,
        field: 'seg_ty',
        code: 'unknownKind',
        message: `Segment ${n}: unknown kind '${String(segment.seg_ty)}'`,
      });
    const hasSp = typeof segment.sp === 'number';
    const hasEp = typeof segment.ep === 'number';
    if (hasSp && hasEp && (segment.ep ?? 0) <= (segment.sp ?? 0))
      problems.push({
        index,
        field: 'ep',
        code: 'outBeforeIn',
        message: `Segment ${n}: the out-point must come after the in-point`,
      });
    else if (
      hasSp &&
      hasEp &&
      typeof segment.dur === 'number' &&
      Math.abs((segment.ep ?? 0) - (segment.sp ?? 0) - segment.dur) > ONE_FRAME
    )
      problems.push({
        index,
        field: 'dur',
        code: 'durationMismatch',
        message: `Segment ${n}: the duration ${segment.dur} s differs from out-point minus in-point`,
      });
    if (segmentDurationSeconds(segment) <= 0)
      problems.push({
        index,
        field: 'dur',
        code: 'noLength',
        message: `Segment ${n}: a segment needs a duration or an in-point and an out-point`,
      });
    if (segment.seg_ty === 'vod' && !segment.ctkey)
      problems.push({
        index,
        field: 'ctkey',
        code: 'noContent',
        message: `Segment ${n}: a vod segment names its content (ctkey)`,
      });
    if (segment.fps !== undefined && segment.fps !== null && segment.fps !== TIMECODE_FPS)
      problems.push({
        index,
        field: 'fps',
        code: 'badFrameRate',
        message: `Segment ${n}: the frame rate is ${TIMECODE_FPS} fps`,
      });
    (segment.am ?? []).forEach((marker) => {
      const at = marker.ap?.trim().toLowerCase() ?? '';
      if (!(AD_MARKER_POSITIONS as readonly string[]).includes(at))
        problems.push({
          index,
          field: 'am',
          code: 'badMarker',
          message: `Segment ${n}: unknown ad marker position '${marker.ap ?? ''}'`,
        });
    });
  });
  return problems;
}

/**
 * Reads a timecode typed in the segment-info dialog as seconds (frames as a fraction), or null
 * when it is not 'HH:MM:SS;FF' at 30 fps.
 */
export function timecodeInput(text: string): number | null {
  return timecodeToSeconds(text);
}
