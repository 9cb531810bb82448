import type { WarnedItem } from './scheduleWarnings';
import { parseUtcInstant } from './utcTime';

/** A localized name or description entry, as on programs (`lon`, `lod`). */
export interface LocalizedText {
  lang?: string;
  n?: string;
}

/**
 * The fields of an airing the schedule rules read. `a_st_dt` and `a_ed_dt` are
 * UTC ISO strings; the end is exclusive (an airing 10:00-11:00 leaves 11:00 free).
 * Other fields of the platform's airing pass through the rules untouched.
 */
export interface Airing extends WarnedItem {
  a_st_dt: string;
  a_ed_dt: string;
  /** Duration as sent by the platform; the rules use the two dates instead. */
  dur?: number;
  pgm?: { lon?: readonly LocalizedText[]; lod?: readonly LocalizedText[] } | null;
  pgm_id?: string;
  content_name?: string;
}

/** An airing's half-open interval `[startMs, endMs)` in epoch milliseconds. */
export interface AiringInterval {
  startMs: number;
  endMs: number;
}

/**
 * The airing's interval, or undefined when either date is unreadable or the end is
 * not after the start: such an airing occupies no time, and the rules skip it rather
 * than fail a whole day's checks on one bad row.
 */
export function airingInterval(
  airing: Pick<Airing, 'a_st_dt' | 'a_ed_dt'>,
): AiringInterval | undefined {
  // Read once per airing object and its two dates: the schedule page asks for the same
  // 2,000 airings' intervals on every edit (layout, conflicts, day messages), and parsing the
  // ISO strings each time cost most of a drop's work. A changed date reads again.
  const cached = intervalCache.get(airing);
  if (cached && cached.st === airing.a_st_dt && cached.ed === airing.a_ed_dt)
    return cached.interval ? { ...cached.interval } : undefined;
  const startMs = parseUtcInstant(airing.a_st_dt);
  const endMs = parseUtcInstant(airing.a_ed_dt);
  const interval =
    startMs === undefined || endMs === undefined || endMs <= startMs
      ? undefined
      : { startMs, endMs };
  intervalCache.set(airing, { st: airing.a_st_dt, ed: airing.a_ed_dt, interval });
  return interval ? { ...interval } : undefined;
}

const intervalCache = new WeakMap<
  object,
  { st: string; ed: string; interval: AiringInterval | undefined }
>();
