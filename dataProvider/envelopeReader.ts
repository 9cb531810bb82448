import { HEADER_CODE, firstErrorDescription } from '../domain/envelope';
import type { Envelope, EnvelopeError } from '../domain/envelope';

/*
 * The console's one reader of the platform envelope (`{data, header: {code, count, errors}}`,
 * domain/envelope.ts): what an answer says (success, no data, failure), a list's rows, and what a
 * failed call tells the user (the first error's description, every error's code behind it). The
 * HTTP client, the provider methods, kit's error notifier and the editor all read through it.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One entry of `header.errors`, or undefined when it is not one (a code is a number or digits). */
function envelopeError(entry: unknown): EnvelopeError | undefined {
  if (!isRecord(entry)) return undefined;
  const code = typeof entry.code === 'number' ? entry.code : Number(entry.code);
  if (entry.code === undefined || entry.code === null || !Number.isFinite(code)) return undefined;
  const error: EnvelopeError = {
    code,
    description: typeof entry.description === 'string' ? entry.description : '',
  };
  if (typeof entry.field === 'string') error.field = entry.field;
  if (typeof entry.reason === 'string') error.reason = entry.reason;
  if (isRecord(entry.params)) error.params = entry.params;
  return error;
}

/** The readable entries of an errors array (anything else is left out). */
function envelopeErrors(value: unknown): EnvelopeError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const error = envelopeError(entry);
    return error ? [error] : [];
  });
}

/**
 * A received JSON value as an envelope: it needs a header with a numeric code; `errors` is always
 * an array of well-formed errors and `count` a number. Undefined for anything else.
 */
export function asEnvelope(value: unknown): Envelope<unknown> | undefined {
  if (!isRecord(value) || !isRecord(value.header) || typeof value.header.code !== 'number')
    return undefined;
  return {
    data: value.data,
    header: {
      code: value.header.code,
      count: typeof value.header.count === 'number' ? value.header.count : 0,
      errors: envelopeErrors(value.header.errors),
    },
  };
}

/** The envelope's first error (its description and code), if any. */
export function firstError(envelope: Envelope<unknown>): EnvelopeError | undefined {
  return envelope.header.errors[0];
}

/**
 * What a failed answer tells the user: the first error's description, else `fallback` (the
 * call's message from spec section 8).
 */
export function failureMessage(envelope: Envelope<unknown>, fallback: string): string {
  return firstErrorDescription(envelope, fallback);
}

/** What an envelope says: its data, 'no data' (success with nothing to return), or a failure. */
export type EnvelopeReading =
  | { outcome: 'success'; data: unknown; count: number; code: number }
  | { outcome: 'noData'; data: unknown; count: number; code: number }
  | { outcome: 'failure'; message: string; errors: EnvelopeError[]; code: number };

/**
 * Reads an envelope: the shared error code is a failure whose message is the first error's
 * description (else `fallback`, the call's message from spec section 8); the no-data code is a
 * success with nothing to return; any other code a success.
 */
export function readEnvelope(envelope: Envelope<unknown>, fallback: string): EnvelopeReading {
  const { code, count, errors } = envelope.header;
  if (code === HEADER_CODE.error) {
    return {
      outcome: 'failure',
      message: failureMessage(envelope, fallback),
      errors,
      code,
    };
  }
  return {
    outcome: code === HEADER_CODE.noData ? 'noData' : 'success',
    data: envelope.data,
    count,
    code,
  };
}

/** A list answer's rows: 'no data', or data that is no list, reads as an empty list. */
export function rowsOf<T>(answer: { data: unknown; noData: boolean }): T[] {
  return answer.noData || !Array.isArray(answer.data) ? [] : (answer.data as T[]);
}

/** A page of a list answer: its rows and `header.count`; 'no data' reads as an empty page of 0. */
export function pageOf<T>(answer: { data: unknown; noData: boolean; count: number }): {
  data: T[];
  total: number;
} {
  return answer.noData || !Array.isArray(answer.data)
    ? { data: [], total: 0 }
    : { data: answer.data as T[], total: answer.count };
}

/** Whether an error is a cancelled request: callers stay silent about those (spec section 8). */
export function isAbortError(error: unknown): boolean {
  return isRecord(error) || error instanceof Error
    ? (error as { name?: unknown }).name === 'AbortError'
    : false;
}

/** What the console reads from a failed call (a `ConsoleHttpError`, react-admin's `HttpError`, anything). */
export interface FailureReading {
  /** The HTTP status (0 when the network failed), undefined when the value carries none. */
  status: number | undefined;
  /** The readable message: the error's own (the first description), else the fallback. */
  message: string;
  /** The envelope's errors, code and description each (shown behind 'Show details...'). */
  errors: EnvelopeError[];
  /** The envelope's `data`: on 409 the current state, on 423 the lock holder. */
  data: unknown;
  /** A cancelled request (AbortError): say nothing. */
  cancelled: boolean;
}

/**
 * Reads a thrown value structurally: the data provider throws `ConsoleHttpError` (status, body =
 * the envelope, message = its first description); react-admin's `HttpError` and values shaped
 * like them (`{message, body: {header: {errors}}}`) read the same; anything else reads as the
 * fallback message with no details.
 */
export function readFailure(error: unknown, fallback: string): FailureReading {
  const cancelled = isAbortError(error);
  if (!isRecord(error) && !(error instanceof Error))
    return { status: undefined, message: fallback, errors: [], data: undefined, cancelled };
  const record = error as unknown as Record<string, unknown>;
  const body = record.body;
  const envelope = isRecord(body) ? body : undefined;
  const fromBody = envelope && isRecord(envelope.header) ? envelope.header.errors : undefined;
  const errors = envelopeErrors(fromBody ?? record.errors);
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : errors[0]?.description.trim()
        ? errors[0].description
        : fallback;
  return {
    status: typeof record.status === 'number' ? record.status : undefined,
    message,
    errors,
    data: envelope?.data,
    cancelled,
  };
}

/** Whether a failure carries a reason code among its envelope errors (e.g. 40710504, no versions yet). */
export function hasReasonCode(failure: Pick<FailureReading, 'errors'>, code: number): boolean {
  return failure.errors.some((entry) => entry.code === code);
}
