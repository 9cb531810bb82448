/**
 * Restore original and re-aggregate (spec sections 7, 8 and 9): the request shapes and the
 * spec's messages, shared by the service and the console.
 */

/** Restore original's body (spec section 7: cty, id, pn, ex_id, l2v, l2v_o, l2v_ov). */
export interface RestoreOriginalRequest {
  cty: string;
  id: string;
  /** The product name the item is restored in. */
  pn?: string | undefined;
  ex_id?: string | undefined;
  /** Whether the item came from a live-to-VOD conversion, and that conversion's original ids. */
  l2v?: boolean | undefined;
  l2v_o?: string | undefined;
  l2v_ov?: string | undefined;
}

export const RESTORE_ORIGINAL_SUCCESS =
  'Restore to Original request has been submitted successfully';
export const RESTORE_ORIGINAL_FAILURE = 'Failed to submit Restore to Original request';

export const REAGGREGATE_SUCCESS =
  'Your request has been successfully submitted! It could take up to 30 seconds for your change to reflect. Please come back later or refresh the page after 30 seconds.';
/** How long the re-aggregate notice stays, in ms (spec section 9). */
export const REAGGREGATE_NOTICE_MS = 30000;

export const LIVE_TO_VOD_STARTED = 'Successfully! Initiated Live to VOD workflow for {title}';
export const LIVE_TO_VOD_UPDATED = 'Successfully! Updated Live to VOD workflow for {name}';
export const LIVE_TO_VOD_CANCELLED = 'Successfully cancelled the Live to vod conversion!';
export const LIVE_TO_VOD_FAILED = 'Live to VOD conversion failed!';
export const LIVE_TO_VOD_CANCEL_FAILED = 'Cancel operation failed!';
/** A live event's conversions (the converted VOD items' metadata) could not be read. */
export const CONVERTED_METADATA_FAILED = 'Failed to retrieve converted metadata';

/**
 * The fields restore original copies back from the item's first version: everything but the
 * system fields and status (which stay those of the version being replaced).
 */
export const RESTORE_KEEPS = [
  'id',
  'key',
  'cty',
  'urn',
  'st',
  'ct',
  'ut',
  'prd',
  'au_ut',
  'prt_ut',
] as const;

/** The first version's document without the fields restore keeps from the current one. */
export function originalFields(first: Record<string, unknown>): Record<string, unknown> {
  const kept = new Set<string>(RESTORE_KEEPS);
  return Object.fromEntries(Object.entries(first).filter(([field]) => !kept.has(field)));
}
