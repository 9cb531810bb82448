import { programFlagReasons, unavailableSegmentIndexes } from '../availability';
import type {
  AvailabilityContext,
  ProgramAvailability,
  ProgramFlagReason,
  SegmentAvailability,
} from '../availability';
import { readDate } from '../dates';

/** What the flag reads of a program's segment: its kind and the content it plays. */
export interface FlaggableSegment {
  seg_ty?: string | null | undefined;
  ctkey?: string | null | undefined;
}

/** A program's flag (spec section 4): why it is flagged, and which segments (0-based) are unavailable. */
export interface ProgramFlag {
  reasons: ProgramFlagReason[];
  segments: number[];
}

const playsContent = (segment: FlaggableSegment): segment is FlaggableSegment & { ctkey: string } =>
  segment.seg_ty === 'vod' && typeof segment.ctkey === 'string' && segment.ctkey.trim() !== '';

/** The ids of the content a program's vod segments play, each once. */
export function segmentContentIds(
  segments: readonly FlaggableSegment[] | null | undefined,
): string[] {
  return [...new Set((segments ?? []).filter(playsContent).map((segment) => segment.ctkey))];
}

const isOff = (flag: unknown): boolean => flag === false || flag === 'false';

/**
 * A program's availability summary (the `pgm` fields of a content item, spec section 3) from the
 * published content its vod segments play: `mn_lic` the earliest licence date among them,
 * `mn_avl` false when one of them is off, and each segment with its content's availability
 * fields. A vod segment whose content is not among `contents` (not published in the product, or
 * gone) counts as not published; ad, bumper and other segments carry nothing and stay available.
 */
export function programAvailabilityOf(
  segments: readonly FlaggableSegment[] | null | undefined,
  contents: ReadonlyMap<string, SegmentAvailability>,
): ProgramAvailability {
  const played = segmentContentIds(segments).map((id) => contents.get(id));
  const licences = played
    .map((content) => readDate(content?.mn_lic ?? null))
    .filter((date): date is Date => date !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const earliest = licences[0];
  return {
    ...(earliest ? { mn_lic: earliest.toISOString() } : {}),
    ...(played.some((content) => content !== undefined && isOff(content.mn_avl))
      ? { mn_avl: false }
      : {}),
    sg: (segments ?? []).map((segment): SegmentAvailability => {
      if (!playsContent(segment)) return {};
      return contents.get(segment.ctkey) ?? { st: 'not-published' };
    }),
  };
}

/**
 * Whether a program is flagged (spec section 4: its licence date passed, its availability flag is
 * false, or segments are unavailable) judged from the published content its segments play, with
 * the unavailable segments named. No reasons: not flagged.
 */
export function programFlag(
  segments: readonly FlaggableSegment[] | null | undefined,
  contents: ReadonlyMap<string, SegmentAvailability>,
  context: AvailabilityContext,
): ProgramFlag {
  const program = programAvailabilityOf(segments, contents);
  return {
    reasons: programFlagReasons(program, context),
    segments: unavailableSegmentIndexes(program, context),
  };
}
