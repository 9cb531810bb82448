/**
 * Ad load policies (issue 13): how many ad breaks a title gets and where, by its duration. The
 * spec names only the ad intervals (15, 30, 60, 90, 120 s, section 9) and flags that drop the
 * first or last option; the rest is ours. A policy has duration bands, each giving the mid-roll
 * count and the length of every break (one of the intervals); `dropFirst` drops the pre-roll
 * (the first break), `dropLast` the post-roll (the last).
 */

/** The lengths a break may have, in seconds (spec section 9 'Ad intervals'). */
export const AD_INTERVALS_SECONDS = [15, 30, 60, 90, 120] as const;

export type AdInterval = (typeof AD_INTERVALS_SECONDS)[number];

/** The most mid-rolls one band may ask for. */
export const MAX_MID_ROLLS = 20;

/** The most bands one policy may hold. */
export const MAX_BANDS = 12;

/** Titles up to `upTo` seconds (inclusive; null: any longer) get `midRolls` breaks of `breakSeconds`. */
export interface AdLoadBand {
  upTo: number | null;
  midRolls: number;
  breakSeconds: AdInterval;
}

export interface AdLoadPolicy {
  n: string;
  bands: readonly AdLoadBand[];
  dropFirst: boolean;
  dropLast: boolean;
}

export type AdBreakPosition = 'pre' | 'mid' | 'post';

export interface AdBreak {
  position: AdBreakPosition;
  /** Seconds into the content. */
  offset: number;
  seconds: AdInterval;
}

export interface AdLoadProblem {
  /** JSON pointer of the field, e.g. '/bands/1/midRolls'. */
  field: string;
  code:
    | 'nameMissing'
    | 'bandsMissing'
    | 'tooManyBands'
    | 'upToInvalid'
    | 'upToNotIncreasing'
    | 'lastBandBounded'
    | 'midRollsInvalid'
    | 'intervalUnknown'
    | 'flagNotBoolean';
  params: Readonly<Record<string, string | number>>;
}

/** Every problem of an ad load policy payload; an empty list means it may be stored. */
export function adLoadProblems(payload: unknown): AdLoadProblem[] {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return [{ field: '/', code: 'bandsMissing', params: {} }];
  }
  const policy = payload as Record<string, unknown>;
  const problems: AdLoadProblem[] = [];
  if (typeof policy.n !== 'string' || policy.n.trim() === '') {
    problems.push({ field: '/n', code: 'nameMissing', params: {} });
  }
  for (const flag of ['dropFirst', 'dropLast'] as const) {
    if (typeof policy[flag] !== 'boolean') {
      problems.push({ field: `/${flag}`, code: 'flagNotBoolean', params: {} });
    }
  }
  const bands = policy.bands;
  if (!Array.isArray(bands) || bands.length === 0) {
    problems.push({ field: '/bands', code: 'bandsMissing', params: {} });
    return problems;
  }
  if (bands.length > MAX_BANDS) {
    problems.push({ field: '/bands', code: 'tooManyBands', params: { max: MAX_BANDS } });
  }
  let previous = 0;
  bands.forEach((raw: unknown, index) => {
    const band = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const at = `/bands/${index}`;
    const last = index === bands.length - 1;
    const upTo = band.upTo;
    if (upTo === null) {
      if (!last) problems.push({ field: `${at}/upTo`, code: 'upToInvalid', params: {} });
    } else if (typeof upTo !== 'number' || !Number.isInteger(upTo) || upTo <= 0) {
      problems.push({ field: `${at}/upTo`, code: 'upToInvalid', params: {} });
    } else {
      if (upTo <= previous) {
        problems.push({
          field: `${at}/upTo`,
          code: 'upToNotIncreasing',
          params: { previous, upTo },
        });
      }
      previous = Math.max(previous, upTo);
      if (last) problems.push({ field: `${at}/upTo`, code: 'lastBandBounded', params: {} });
    }
    const mid = band.midRolls;
    if (typeof mid !== 'number' || !Number.isInteger(mid) || mid < 0 || mid > MAX_MID_ROLLS) {
      problems.push({
        field: `${at}/midRolls`,
        code: 'midRollsInvalid',
        params: { max: MAX_MID_ROLLS },
      });
    }
    if (!AD_INTERVALS_SECONDS.some((s) => s === band.breakSeconds)) {
      problems.push({
        field: `${at}/breakSeconds`,
        code: 'intervalUnknown',
        params: { allowed: AD_INTERVALS_SECONDS.join(', ') },
      });
    }
  });
  return problems;
}

/** The band a title of `duration` seconds falls in: the first whose bound holds it. */
export function bandFor(policy: AdLoadPolicy, duration: number): AdLoadBand | undefined {
  return policy.bands.find((band) => band.upTo === null || duration <= band.upTo);
}

/**
 * The breaks of a title of `duration` seconds: a pre-roll at 0 (unless `dropFirst`), the band's
 * mid-rolls spread evenly through the content — each moved to the nearest of the title's ad
 * markers (`cuePoints`, seconds) within a tenth of the spacing, so a break falls on a scene
 * change when one is near — and a post-roll at the end (unless `dropLast`). Offsets are whole
 * seconds, strictly increasing; a title of no length gets no breaks.
 */
export function breakPlan(
  policy: AdLoadPolicy,
  duration: number,
  cuePoints: readonly number[] = [],
): AdBreak[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  const band = bandFor(policy, duration);
  if (band === undefined) return [];
  const seconds = band.breakSeconds;
  // Whole seconds: the end rounds up, so a post-roll never meets a pre-roll at 0.
  const end = Math.ceil(duration);
  const breaks: AdBreak[] = [];
  if (!policy.dropFirst) breaks.push({ position: 'pre', offset: 0, seconds });
  const spacing = duration / (band.midRolls + 1);
  const reach = spacing / 10;
  const cues = [...cuePoints].filter((c) => c > 0 && c < duration).sort((a, b) => a - b);
  let last = 0;
  for (let i = 1; i <= band.midRolls; i += 1) {
    const even = spacing * i;
    const near = cues.reduce<number | undefined>(
      (best, cue) =>
        Math.abs(cue - even) <= reach &&
        (best === undefined || Math.abs(cue - even) < Math.abs(best - even))
          ? cue
          : best,
      undefined,
    );
    const offset = Math.round(near ?? even);
    if (offset <= last || offset >= end) continue;
    breaks.push({ position: 'mid', offset, seconds });
    last = offset;
  }
  if (!policy.dropLast) breaks.push({ position: 'post', offset: end, seconds });
  return breaks;
}

/** The English description of a problem, as the service's envelope errors carry it. */
export function adLoadProblemText(problem: AdLoadProblem): string {
  const { field, params } = problem;
  switch (problem.code) {
    case 'nameMissing':
      return `${field} is required`;
    case 'bandsMissing':
      return '/bands must list at least one duration band';
    case 'tooManyBands':
      return `/bands may hold at most ${params.max} bands`;
    case 'upToInvalid':
      return `${field} must be a whole number of seconds above 0 (only the last band is open-ended)`;
    case 'upToNotIncreasing':
      return `${field} must be above the previous band's ${params.previous} s`;
    case 'lastBandBounded':
      return `${field} must be empty: the last band takes every longer title`;
    case 'midRollsInvalid':
      return `${field} must be a whole number from 0 to ${params.max}`;
    case 'intervalUnknown':
      return `${field} must be one of ${params.allowed} seconds`;
    case 'flagNotBoolean':
      return `${field} must be true or false`;
  }
}
