import { formatDisplayDate, readDate } from './dates';
import type { DateValue } from './dates';
import { REASON } from './envelope';
import type { ReasonCode } from './envelope';

/** The product name whose per-product entry applies when the current product has none. */
export const DEFAULT_PRODUCT = 'default';

/** One product's value of a per-product field such as `lwe_prd` or `ed_dt_prd`. */
export interface ProductValue<T> {
  value: T;
  prd: string;
}

const usable = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * The value of a per-product field for a product: the product's own entry, else
 * the 'default' entry, else the plain field. An entry whose value is null, undefined
 * or blank text carries nothing and is passed over, so a half-filled per-product
 * list does not hide the default.
 */
export function pickProductValue<T>(
  entries: readonly ProductValue<T | null | undefined>[] | null | undefined,
  product: string,
  plain: T | null | undefined,
): T | undefined {
  for (const wanted of [product, DEFAULT_PRODUCT]) {
    const value = entries?.find((entry) => entry.prd === wanted)?.value;
    if (usable(value)) return value;
  }
  return usable(plain) ? plain : undefined;
}

/** The availability fields of a content item (spec section 3); each may be absent in a partial projection. */
export interface AvailabilityFields {
  /** Licence window end. */
  lwe?: DateValue | null | undefined;
  /** End date. */
  ed_dt?: DateValue | null | undefined;
  lwe_prd?: readonly ProductValue<DateValue | null | undefined>[] | null | undefined;
  ed_dt_prd?: readonly ProductValue<DateValue | null | undefined>[] | null | undefined;
  /** The voice flag; the platform writes booleans and sometimes the text 'true'/'false'. */
  vce?: boolean | string | null | undefined;
  st?: string | null | undefined;
  /** The products the item is offered in. */
  prd?: readonly string[] | null | undefined;
}

/** Where availability is judged: the instant (now, or an airing's start) and the current product. */
export interface AvailabilityContext {
  at: Date;
  product: string;
}

/** Why a content item is unavailable, one id per rule of spec section 4. */
export const UNAVAILABILITY_REASONS = [
  'licence-window-ended',
  'end-date-passed',
  'vce-off',
  'not-published',
  'product-not-listed',
] as const;

/** One reason a content item is unavailable. */
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

/**
 * The schedule warning code each reason corresponds to (spec section 8): a
 * passed licence window or end date is 'VOD Content Expired', the voice flag off
 * is 'Not Available For VLL', a missing product is 'Not Available For Product'.
 */
export const UNAVAILABILITY_REASON_CODE: Readonly<Record<UnavailabilityReason, ReasonCode>> = {
  'licence-window-ended': REASON.vodContentExpired,
  'end-date-passed': REASON.vodContentExpired,
  'vce-off': REASON.vodNotAvailableForVll,
  'product-not-listed': REASON.vodNotAvailableForProduct,
  'not-published': REASON.vodNotPublished,
};

/** The licence window end that applies in the product (per-product entry, default entry, plain `lwe`), or null. */
export function effectiveLicenceWindowEnd(item: AvailabilityFields, product: string): Date | null {
  return readDate(pickProductValue(item.lwe_prd, product, item.lwe));
}

/** The end date that applies in the product (per-product entry, default entry, plain `ed_dt`), or null. */
export function effectiveEndDate(item: AvailabilityFields, product: string): Date | null {
  return readDate(pickProductValue(item.ed_dt_prd, product, item.ed_dt));
}

// A date equal to the instant counts as passed, as statusLabelFromDates reads an end reached as EXPIRED.
const hasPassed = (date: Date | null, at: Date): boolean =>
  date !== null && date.getTime() <= at.getTime();

const isOff = (flag: boolean | string | null | undefined): boolean =>
  flag === false || flag === 'false';

/**
 * The reasons a content item is expired or unavailable at an instant in a
 * product (spec section 4): its licence window end or end date has passed, its
 * voice flag is false, its status is not published, or the product is not in its
 * product list. Each rule applies only when its field is present, because
 * segments and search hits carry partial projections of the item: an absent
 * status or product list is not a reason, while an empty product list is.
 * Unreadable dates count as absent. An empty array means available.
 */
export function unavailabilityReasons(
  item: AvailabilityFields,
  context: AvailabilityContext,
): UnavailabilityReason[] {
  const reasons: UnavailabilityReason[] = [];
  const { at, product } = context;
  if (hasPassed(effectiveLicenceWindowEnd(item, product), at)) reasons.push('licence-window-ended');
  if (hasPassed(effectiveEndDate(item, product), at)) reasons.push('end-date-passed');
  if (isOff(item.vce)) reasons.push('vce-off');
  if (item.st !== null && item.st !== undefined && item.st !== 'published') {
    reasons.push('not-published');
  }
  if (item.prd !== null && item.prd !== undefined && !item.prd.includes(product)) {
    reasons.push('product-not-listed');
  }
  return reasons;
}

/** Whether any rule of `unavailabilityReasons` makes the item expired or unavailable. */
export function isContentUnavailable(
  item: AvailabilityFields,
  context: AvailabilityContext,
): boolean {
  return unavailabilityReasons(item, context).length > 0;
}

/** Whether the reasons include an expiry (licence window end or end date passed) rather than only a channel/status/product rule. */
export function isExpiry(reasons: readonly UnavailabilityReason[]): boolean {
  return reasons.includes('licence-window-ended') || reasons.includes('end-date-passed');
}

/** The text shown for content unavailable for a reason other than expiry (spec section 5). */
export const NOT_AVAILABLE_MESSAGE =
  'Content not available due to virtual channel availability/status/product';

/**
 * The expiry message of spec section 5: 'Content availability (catalog/licence)
 * for {title} expires prior to {date}'. A Date is shown as 'DD MMM YYYY HH:mm' in
 * the runtime's zone; pass text to show it in another format or zone.
 */
export function expiryMessage(title: string, date: string | Date): string {
  const shown = typeof date === 'string' ? date : formatDisplayDate(date);
  return `Content availability (catalog/licence) for ${title} expires prior to ${shown}`;
}

/**
 * The message for an unavailable item: the expiry message when it has expired,
 * else the virtual-channel/status/product message; undefined when nothing applies.
 */
export function unavailabilityMessage(
  title: string,
  reasons: readonly UnavailabilityReason[],
  date: string | Date,
): string | undefined {
  if (reasons.length === 0) return undefined;
  return isExpiry(reasons) ? expiryMessage(title, date) : NOT_AVAILABLE_MESSAGE;
}

/** A program segment's availability: the content fields it may carry, and its own licence date and availability flag. */
export interface SegmentAvailability extends AvailabilityFields {
  mn_lic?: DateValue | null | undefined;
  mn_avl?: boolean | string | null | undefined;
}

/**
 * A program's availability summary (`pgm` of a content item, or a program): the
 * minimum licence date across its content (`mn_lic`), its availability flag
 * (`mn_avl`, false when some content is unavailable) and its segments (`sg`).
 */
export interface ProgramAvailability {
  mn_lic?: DateValue | null | undefined;
  mn_avl?: boolean | string | null | undefined;
  sg?: readonly SegmentAvailability[] | null | undefined;
}

/** Why a program is flagged, one id per rule of spec section 4. */
export const PROGRAM_FLAG_REASONS = [
  'licence-passed',
  'availability-off',
  'segment-unavailable',
] as const;

/** One reason a program is flagged. */
export type ProgramFlagReason = (typeof PROGRAM_FLAG_REASONS)[number];

/**
 * The indexes of a program's segments that are unavailable: a segment is when
 * its own licence date has passed, its availability flag is false, or a content
 * rule of `unavailabilityReasons` holds for the fields it carries. Ad segments
 * usually carry none of these and so stay available.
 */
export function unavailableSegmentIndexes(
  program: ProgramAvailability,
  context: AvailabilityContext,
): number[] {
  const indexes: number[] = [];
  (program.sg ?? []).forEach((segment, index) => {
    const own = hasPassed(readDate(segment.mn_lic), context.at) || isOff(segment.mn_avl);
    if (own || isContentUnavailable(segment, context)) indexes.push(index);
  });
  return indexes;
}

/**
 * The reasons a program is flagged (spec section 4). Our reading of the spec's
 * fields: `mn_lic` is the earliest licence end among the program's content, so
 * the program is flagged once it is at or before the instant; `mn_avl` is an
 * availability flag, flagged only when explicitly false; and segments are judged
 * by `unavailableSegmentIndexes`. An empty array means not flagged.
 */
export function programFlagReasons(
  program: ProgramAvailability,
  context: AvailabilityContext,
): ProgramFlagReason[] {
  const reasons: ProgramFlagReason[] = [];
  if (hasPassed(readDate(program.mn_lic), context.at)) reasons.push('licence-passed');
  if (isOff(program.mn_avl)) reasons.push('availability-off');
  if (unavailableSegmentIndexes(program, context).length > 0) reasons.push('segment-unavailable');
  return reasons;
}

/** Whether any rule of `programFlagReasons` flags the program. */
export function isProgramFlagged(
  program: ProgramAvailability,
  context: AvailabilityContext,
): boolean {
  return programFlagReasons(program, context).length > 0;
}
