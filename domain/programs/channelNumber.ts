/**
 * A virtual channel's channel number (spec sections 5 and 8): unique per product among the
 * product's channels (live and virtual: a guide cannot show two channels on one number), and not
 * changed while an active draft exists. The spec names the codes 40220351 and 40220304 without
 * their meaning; these are ours for the duplicate and the active draft.
 */
export const CHANNEL_NUMBER_CODES = {
  /** Another channel of the product holds the number: the console opens the duplicate dialog. */
  duplicate: 40220351,
  /** An active draft exists: the change is refused with ACTIVE_DRAFT_MESSAGE. */
  activeDraft: 40220304,
} as const;

export const ACTIVE_DRAFT_MESSAGE =
  'Active Draft version exists, please save existing draft before editing channel number';

export const CHANNEL_NUMBER_UPDATED = 'Successfully Updated Channel Number for {name}';

/** The highest channel number a guide shows (five digits). */
export const MAX_CHANNEL_NUMBER = 99_999;

/** Whether a value is a channel number: a whole number from 1 to MAX_CHANNEL_NUMBER. */
export function isChannelNumber(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 1 &&
    value <= MAX_CHANNEL_NUMBER
  );
}

/** The types whose numbers share one product's number space. */
export const NUMBERED_CHANNEL_TYPES = ['virtuallivechannel', 'channel'] as const;

/** Channel number holders of a product, for finding a duplicate. */
export interface NumberedChannel {
  id: string;
  cty: string;
  cn?: unknown;
  name: string;
}

/** The channel (other than `id`) already holding `cn`, if any. */
export function channelHoldingNumber(
  channels: readonly NumberedChannel[],
  id: string,
  cn: number,
): NumberedChannel | undefined {
  return channels.find((channel) => channel.id !== id && channel.cn === cn);
}
