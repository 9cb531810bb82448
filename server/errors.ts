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
