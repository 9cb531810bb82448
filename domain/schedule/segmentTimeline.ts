import { formatSecondsAsClock } from './utcTime';

/** An ad marker of a segment; `ap` is its position, such as 'mid' for a mid-roll. */
export interface AdMarker {
  ap?: string;
}

/**
 * A program segment as stored: its type (vod, ad, bumper, filler, promo...), and
 * its duration `dur`, source in-point `sp` and out-point `ep`, all in seconds.
 */
export interface Segment {
  seg_ty: string;
  dur?: number | null;
  sp?: number | null;
  ep?: number | null;
  am?: readonly AdMarker[] | null;
}

/**
 * Where a segment sits in its program. Numbers are seconds from the program's
 * start; `startTime` and `endTime` are the same positions as `HH:mm:ss`.
 */
export interface SegmentPlacement {
  startTime: string;
  endTime: string;
  /** Seconds from the program's start to the segment's start; what a preview seeks to. */
  relativeStartTime: number;
  /** The segment's start on the program timeline, in seconds (the in-point moved to program time). */
  re_sp: number;
  /** The segment's end on the program timeline, in seconds (the out-point moved to program time). */
  re_ep: number;
  hasMidRoll: boolean;
}

/**
 * A segment's length in seconds: `dur` when it is a usable number, else the span
 * from in-point to out-point, else 0. `dur` wins because the platform states it
 * even for ad slots, which have no source points.
 */
export function segmentDurationSeconds(segment: Pick<Segment, 'dur' | 'sp' | 'ep'>): number {
  if (typeof segment.dur === 'number' && Number.isFinite(segment.dur) && segment.dur >= 0)
    return segment.dur;
  if (typeof segment.sp === 'number' && typeof segment.ep === 'number' && segment.ep > segment.sp) {
    return segment.ep - segment.sp;
  }
  return 0;
}

/** Whether any ad marker of the segment is a mid-roll (`ap` 'mid', in any letter case). */
export function hasMidRollMarker(segment: Pick<Segment, 'am'>): boolean {
  return (segment.am ?? []).some((marker) => marker.ap?.trim().toLowerCase() === 'mid');
}

/**
 * Lays the program's segments end to end, in the order given: each starts where the
 * previous one ended, so positions are cumulative sums of the durations in seconds.
 * Returns copies of the segments with their placement added; the input is untouched.
 */
export function computeSegmentTimeline<T extends Segment>(
  segments: readonly T[],
): (T & SegmentPlacement)[] {
  let elapsed = 0;
  return segments.map((segment) => {
    const start = elapsed;
    const end = start + segmentDurationSeconds(segment);
    elapsed = end;
    return {
      ...segment,
      startTime: formatSecondsAsClock(start),
      endTime: formatSecondsAsClock(end),
      relativeStartTime: start,
      re_sp: start,
      re_ep: end,
      hasMidRoll: hasMidRollMarker(segment),
    };
  });
}

/** The program's total length as `HH:mm:ss` (the derived `contentDuration`), summing its segments. */
export function programContentDuration(
  segments: readonly Pick<Segment, 'dur' | 'sp' | 'ep'>[],
): string {
  return formatSecondsAsClock(
    segments.reduce((total, segment) => total + segmentDurationSeconds(segment), 0),
  );
}
