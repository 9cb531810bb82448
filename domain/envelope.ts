/**
 * The platform's response envelope: every response, success or failure, is
 * `{data, header: {code, count, errors: [{code, description}]}}`.
 *
 * The spec names three header codes without giving their values; these are ours,
 * and both the server and the console read them from here.
 */
export const HEADER_CODE = {
  /** The request succeeded and `data` holds the result. */
  success: 200000,
  /** The request failed; `errors[0].description` says why. */
  error: 400000,
  /** The request succeeded but there is nothing to return (empty list, no audit). */
  noData: 204000,
} as const;

export type HeaderCode = (typeof HEADER_CODE)[keyof typeof HEADER_CODE];

/** Detailed reason codes carried in `header.errors[].code`. */
export const REASON = {
  /** Container page: no more pages; pagination stops. */
  containerPageEnd: 40250806,
  /** Catalog version lookup: the item has no versions yet (a blank draft is prepared). */
  catalogNoVersions: 40710504,
  /** Live/video version lookup: no versions yet. */
  liveNoVersions: 40520504,
  /** Schedule warning: gaps present. */
  gapsPresent: 413401,
  /** Schedule warning: VOD content expired. */
  vodContentExpired: 11340201,
  /** Schedule warning: VOD content not available for VLL. */
  vodNotAvailableForVll: 11340202,
  /** Schedule warning: VOD content not available for the product. */
  vodNotAvailableForProduct: 11340203,
  /** Schedule warning: VOD content not published. */
  vodNotPublished: 11340204,
  /** Schedule warning: the schedule is being reprocessed. */
  scheduleReprocessing: 413405,
  /** Schedule warning: the day is not filled. */
  dayNotFilled: 113403,
  /** Appears in the platform; meaning not given by the spec. */
  unknown41440202: 41440202,
  /** Appears in the platform; meaning not given by the spec. */
  unknown40220351: 40220351,
  /** Appears in the platform; meaning not given by the spec. */
  unknown40220304: 40220304,
} as const;

export type ReasonCode = (typeof REASON)[keyof typeof REASON];

/** Meanings of the reason codes, where the spec gives them (English; the console translates). */
export const REASON_MEANING: Partial<Record<ReasonCode, string>> = {
  [REASON.containerPageEnd]: 'No more container pages',
  [REASON.catalogNoVersions]: 'No versions yet',
  [REASON.liveNoVersions]: 'No versions yet',
  [REASON.gapsPresent]: 'Gaps Present',
  [REASON.vodContentExpired]: 'VOD Content Expired',
  [REASON.vodNotAvailableForVll]: 'VOD Content Not Available For VLL',
  [REASON.vodNotAvailableForProduct]: 'VOD Content Not Available For Product',
  [REASON.vodNotPublished]: 'VOD Content Not Published',
  [REASON.scheduleReprocessing]: 'Schedule Reprocessing',
  [REASON.dayNotFilled]: 'Schedule content for this day is not filled',
};

export interface EnvelopeError {
  code: number;
  description: string;
  /** The failing field, for validation errors (JSON pointer, e.g. `/lon/0/n`). */
  field?: string;
  /**
   * A stable name of the reason (e.g. `containerOutsidePage`) and its values (ids, ISO dates,
   * ratios), so a console can word the refusal in its user's language and date format; the
   * description stays the service's English for API clients.
   */
  reason?: string;
  params?: Record<string, unknown>;
}

export interface EnvelopeHeader {
  code: number;
  count: number;
  errors: EnvelopeError[];
}

export interface Envelope<T> {
  data: T;
  header: EnvelopeHeader;
}

/** A success envelope; `count` defaults to the array length, or 1 for a single value. */
export function successEnvelope<T>(data: T, count?: number): Envelope<T> {
  const n = count ?? (Array.isArray(data) ? data.length : data == null ? 0 : 1);
  return { data, header: { code: HEADER_CODE.success, count: n, errors: [] } };
}

/** A no-data envelope: success with nothing to return. */
export function noDataEnvelope<T>(data: T): Envelope<T> {
  return { data, header: { code: HEADER_CODE.noData, count: 0, errors: [] } };
}

/** A failure envelope carrying one or more errors. */
export function errorEnvelope(errors: EnvelopeError[], data: unknown = null): Envelope<unknown> {
  return { data, header: { code: HEADER_CODE.error, count: 0, errors } };
}

/**
 * A success envelope around data that is already JSON text (stored documents), so a server need
 * not parse and re-serialize what it sends as is.
 */
export function successEnvelopeJson(dataJson: string, count: number): string {
  return `{"data":${dataJson},"header":{"code":${HEADER_CODE.success},"count":${count},"errors":[]}}`;
}

export function isErrorEnvelope(envelope: Envelope<unknown>): boolean {
  return envelope.header.code === HEADER_CODE.error;
}

export function isNoDataEnvelope(envelope: Envelope<unknown>): boolean {
  return envelope.header.code === HEADER_CODE.noData;
}

/** Reads `data`; a no-data envelope reads as the given empty value. */
export function readData<T>(envelope: Envelope<T>, empty: T): T {
  return isNoDataEnvelope(envelope) ? empty : envelope.data;
}

/** Reads `header.count`, 0 when absent. */
export function readCount(envelope: Envelope<unknown>): number {
  return envelope.header.count ?? 0;
}

/** The first error's description, or the fallback message when there is none. */
export function firstErrorDescription(envelope: Envelope<unknown>, fallback: string): string {
  const first = envelope.header.errors?.[0];
  return first?.description?.trim() ? first.description : fallback;
}

/** Whether any error of the envelope carries the reason code. */
export function hasReason(envelope: Envelope<unknown>, reason: number): boolean {
  return (envelope.header.errors ?? []).some((error) => error.code === reason);
}
