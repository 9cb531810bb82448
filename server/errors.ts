import type { EnvelopeError } from '../domain/envelope';

/** An error the API reports as an envelope with this HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: EnvelopeError[] = [{ code: statusCode, description: message }],
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const badRequest = (message: string, errors?: EnvelopeError[]) =>
  new ApiError(400, message, errors);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, message);
export const conflict = (message: string, data: unknown = null) =>
  new ApiError(409, message, [{ code: 409, description: message }], data);

/**
 * 423: the item is locked by someone else; the envelope's data names the holder (spec: `ls`,
 * `lo_uid`, `lo_name`) so the console can say who.
 */
export const lockedByAnother = (lock: { owner: string; owner_name: string }) =>
  new ApiError(
    423,
    `Locked by ${lock.owner_name}`,
    [{ code: 423, description: `Locked by ${lock.owner_name}` }],
    { ls: lock.owner, lo_uid: lock.owner, lo_name: lock.owner_name },
  );

/** Most problems one answer lists (a body of 50,000 unknown fields is refused in a few lines). */
export const MAX_LISTED_ERRORS = 20;
/** Longest description or field one listed problem carries (a field named by a 100 kB key). */
const MAX_ERROR_TEXT = 500;

function shortened(text: string): string {
  return text.length <= MAX_ERROR_TEXT ? text : `${text.slice(0, MAX_ERROR_TEXT - 1)}…`;
}

/**
 * An answer's problems, bounded: the first MAX_LISTED_ERRORS, each description and field at most
 * MAX_ERROR_TEXT characters, and when there were more, one last entry counting the rest.
 */
export function boundedErrors(errors: readonly EnvelopeError[], code: number): EnvelopeError[] {
  const listed = errors.slice(0, MAX_LISTED_ERRORS).map((error) => ({
    ...error,
    description: shortened(error.description),
    ...(typeof error.field === 'string' ? { field: shortened(error.field) } : {}),
  }));
  const more = errors.length - listed.length;
  return more > 0 ? [...listed, { code, description: `And ${more} more problems` }] : listed;
}
