import { TIMECODE_FPS, framesToTimecode } from '../timecode';
import type { AD_MARKER_POSITIONS } from '../programs/segments';
import type { ProgramSegment, SegmentKind } from '../programs/segments';

/** The playback speeds the player offers (spec section 9), slowest first. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

export type AdMarkerPosition = (typeof AD_MARKER_POSITIONS)[number];

/**
 * The time to seek to for a frame: the middle of its display interval [n/30, (n+1)/30). A seek
 * to exactly n/30 may land on frame n-1 after floating-point rounding in the browser; the middle
 * shows frame n in every run.
 */
export function frameSeekSeconds(frame: number): number {
  return (frame + 0.5) / TIMECODE_FPS;
}

/** The frame shown at a playback position (the frame whose interval holds the time). */
export function frameAtSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  // A hair of tolerance: (n + 0.5) / 30 * 30 must read back as n, and n / 30 * 30 as n.
  return Math.floor(seconds * TIMECODE_FPS + 1e-6);
}

/** The frame one step away (`delta` frames), kept within the media's frames 0..frameCount-1. */
export function stepFrame(frame: number, delta: number, frameCount: number): number {
  const last = Math.max(0, frameCount - 1);
  return Math.min(last, Math.max(0, Math.round(frame) + Math.round(delta)));
}

/** An in/out pair of frames, both inclusive, on one source item. */
export interface FrameRange {
  inFrame: number;
  outFrame: number;
}

/** A segment of the clip being composed: its kind, frames (inclusive) and ad markers. */
export interface ClipSegment extends FrameRange {
  kind: SegmentKind;
  markers: AdMarkerPosition[];
  /**
   * The segment's note, one text per language (written in the console's UI language; stored as
   * `nt`, clip search finds it in any of the four).
   */
  notes?: SegmentNote[];
}

/** A segment note in one language. */
export interface SegmentNote {
  lang: string;
  n: string;
}

/** The note languages in the order they are stored (the console's four UI languages). */
const NOTE_LANGUAGES = ['en', 'zh', 'ms', 'ta'];

/** A segment's note in one language ('' when it has none). */
export function noteIn(segment: Pick<ClipSegment, 'notes'>, lang: string): string {
  return segment.notes?.find((note) => note.lang === lang)?.n ?? '';
}

/**
 * The segment with its note in one language replaced (the text as typed; an emptied language is
 * removed), the languages in the stored order.
 */
export function withNote<T extends ClipSegment>(segment: T, lang: string, text: string): T {
  const others = (segment.notes ?? []).filter((note) => note.lang !== lang);
  const notes = [...others, ...(text === '' ? [] : [{ lang, n: text }])];
  const order = (code: string) => {
    const index = NOTE_LANGUAGES.indexOf(code);
    return index < 0 ? NOTE_LANGUAGES.length : index;
  };
  notes.sort((a, b) => order(a.lang) - order(b.lang));
  const next: T = { ...segment, notes };
  if (notes.length === 0) delete next.notes;
  return next;
}

export type MarkProblem = 'noIn' | 'noOut' | 'outBeforeIn' | 'pastEnd';

/**
 * Why the marks cannot make a segment, or null when they can: both set, the out-point not before
 * the in-point (a one-frame segment has in = out), both within the media's frames.
 */
export function markProblem(
  inFrame: number | null,
  outFrame: number | null,
  frameCount: number,
): MarkProblem | null {
  if (inFrame === null) return 'noIn';
  if (outFrame === null) return 'noOut';
  if (outFrame < inFrame) return 'outBeforeIn';
  if (inFrame < 0 || outFrame > frameCount - 1) return 'pastEnd';
  return null;
}

/** The number of frames of a range, both ends counted (00:00:10;00 to 00:00:20;15 is 316). */
export function frameLength(range: FrameRange): number {
  return range.outFrame - range.inFrame + 1;
}

/** A range's in and out points as 'HH:MM:SS;FF'. */
export function rangeTimecodes(range: FrameRange): { in: string; out: string } {
  return { in: framesToTimecode(range.inFrame), out: framesToTimecode(range.outFrame) };
}

/** The segments sorted by their in-point (the order they play in). */
export function sortSegments<T extends FrameRange>(segments: readonly T[]): T[] {
  return [...segments].sort((a, b) => a.inFrame - b.inFrame || a.outFrame - b.outFrame);
}

/** A smil item of the playback and download requests: seconds at 30 fps. */
export interface ClipSmilItem {
  key: string;
  start: number;
  end: number;
  fps: number;
}

/**
 * The one place the console's marks become a range on the wire. The out mark is the last frame
 * shown (both marks inclusive); a smil range's `end`, like a stored segment's `ep`, is where the
 * range stops (SMIL clipEnd), the frame after the out mark: in 00:00:10;15 and out 00:00:11;29
 * (frames 315..359) are {start: 10.5, end: 12}, 45 frames. As seconds (frame / 30), so the
 * server's round(seconds * 30) gives the frames back.
 */
export function marksToSmilRange(range: FrameRange): { start: number; end: number } {
  return { start: range.inFrame / TIMECODE_FPS, end: (range.outFrame + 1) / TIMECODE_FPS };
}

/** The smil of a clip: its content (`vod`) segments in order ({@link marksToSmilRange}). */
export function clipSmil(key: string, segments: readonly ClipSegment[]): ClipSmilItem[] {
  return segments
    .filter((segment) => segment.kind === 'vod')
    .map((segment) => ({ key, ...marksToSmilRange(segment), fps: TIMECODE_FPS }));
}

/** A clip's stored segment: a program segment with its notes (`nt`, one per language). */
export type StoredClipSegment = ProgramSegment & { nt?: { lang: string; n: string }[] };

/**
 * The clip's segments as a catalogue item stores them (`sg`): `sp` and `ep` in seconds as a smil
 * range's start and end ({@link marksToSmilRange}: `ep` is where the segment stops, one frame
 * after the out mark, as the playback service reads them), `dur` its frames / 30 (= ep - sp), the
 * source's key, 30 fps, the ad markers, and the notes (`nt`, one entry per language written,
 * trimmed) when there are any.
 */
export function clipSegmentsAsStored(
  key: string,
  segments: readonly ClipSegment[],
): StoredClipSegment[] {
  return segments.map((segment) => {
    const { start, end } = marksToSmilRange(segment);
    return {
      seg_ty: segment.kind,
      sp: start,
      ep: end,
      dur: frameLength(segment) / TIMECODE_FPS,
      ctkey: key,
      fps: TIMECODE_FPS,
      am: segment.markers.map((ap) => ({ ap })),
      ...notesAsStored(segment.notes),
    };
  });
}

function notesAsStored(notes: readonly SegmentNote[] | undefined): { nt?: SegmentNote[] } {
  const nt = (notes ?? []).flatMap((note) =>
    note.n.trim() ? [{ lang: note.lang, n: note.n.trim() }] : [],
  );
  return nt.length > 0 ? { nt } : {};
}

/** Where an ad marker sits within its segment, as a frame (pre at the start, post at the end). */
export function markerFrame(segment: FrameRange, position: AdMarkerPosition): number {
  if (position === 'pre') return segment.inFrame;
  if (position === 'post') return segment.outFrame;
  return Math.floor((segment.inFrame + segment.outFrame) / 2);
}

/**
 * What a program's preview plays: its content (`vod`) segments that name their source (`ctkey`)
 * and have both points, in order. A segment's `ep` ends it (its length is `ep - sp`), so the last
 * frame played is the one before `ep`, and the range sent ends at `ep` (SMIL clipEnd).
 */
export function programPreviewSmil(segments: readonly ProgramSegment[]): ClipSmilItem[] {
  return segments.flatMap((segment) => {
    const { sp, ep, ctkey } = segment;
    if (segment.seg_ty !== 'vod' || !ctkey || typeof sp !== 'number' || typeof ep !== 'number')
      return [];
    if (ep <= sp) return [];
    const inFrame = Math.round(sp * TIMECODE_FPS);
    const outFrame = Math.max(inFrame, Math.round(ep * TIMECODE_FPS) - 1);
    return [{ key: ctkey, ...marksToSmilRange({ inFrame, outFrame }), fps: TIMECODE_FPS }];
  });
}

/**
 * A clip's (and so its short video's) names in the four console languages: the name typed in
 * each; a language left empty takes the name of the language written first (`first`, the UI
 * language), so the short is named in every language its lists are read in. Nothing when the
 * first is empty.
 */
export function clipNames(
  typed: Partial<Record<string, string>>,
  first: string,
  languages: readonly string[],
): { lang: string; n: string }[] {
  const main = (typed[first] ?? '').trim();
  if (!main) return [];
  const order = [...languages].sort((a, b) => Number(b === first) - Number(a === first));
  return order.map((lang) => ({ lang, n: (typed[lang] ?? '').trim() || main }));
}
