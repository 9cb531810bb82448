/** Ad insertion intervals the console offers, in seconds (spec sections 3 and 9). */
export const AD_INTERVAL_SECONDS = [15, 30, 60, 90, 120] as const;

/** One of the ad insertion intervals, in seconds. */
export type AdIntervalSeconds = (typeof AD_INTERVAL_SECONDS)[number];

/** The flags by which a screen leaves out the shortest or the longest interval. */
export interface AdIntervalFlags {
  dropFirst?: boolean;
  dropLast?: boolean;
}

/**
 * The ad interval options to offer, shortest first: all of
 * {@link AD_INTERVAL_SECONDS}, less the first (15 s) when `dropFirst` is set and the
 * last (120 s) when `dropLast` is set. A new array every call, so callers may keep it.
 */
export function adIntervalOptions(flags: AdIntervalFlags = {}): AdIntervalSeconds[] {
  const start = flags.dropFirst ? 1 : 0;
  const end = flags.dropLast ? AD_INTERVAL_SECONDS.length - 1 : AD_INTERVAL_SECONDS.length;
  return AD_INTERVAL_SECONDS.slice(start, end);
}
