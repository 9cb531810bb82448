import { AD_INTERVALS_SECONDS } from '../ads/adLoad';
import type { AdInterval } from '../ads/adLoad';

/** The flags of spec section 9: 'Ad interval options may drop last or first option by flags'. */
export interface AdBreakLengthFlags {
  /** Drops the first option (15 s). */
  dropFirst?: boolean;
  /** Drops the last option (120 s). */
  dropLast?: boolean;
}

/** The lengths the 'Add ad break' dialog offers: 15, 30, 60, 90, 120 s less the flagged ends. */
export function adBreakLengths(flags: AdBreakLengthFlags = {}): AdInterval[] {
  const lengths: AdInterval[] = [...AD_INTERVALS_SECONDS];
  if (flags.dropLast) lengths.pop();
  if (flags.dropFirst) lengths.shift();
  return lengths;
}

/**
 * The flags as the runtime configuration names them (`/config.json` features
 * `adBreakDropFirst`, `adBreakDropLast`): only `true` drops a length.
 */
export function adBreakFlagsOf(
  features: Readonly<Record<string, boolean | string | number>>,
): AdBreakLengthFlags {
  return {
    dropFirst: features.adBreakDropFirst === true,
    dropLast: features.adBreakDropLast === true,
  };
}
