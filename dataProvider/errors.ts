import { HttpError } from 'react-admin';
import type { Envelope, EnvelopeError } from '../domain/envelope';
import { asEnvelope } from './envelopeReader';

export { isAbortError } from './envelopeReader';

/**
 * A failed call as the console shows it: `message` is the envelope's first error description
 * (or the call's fallback message from spec section 8), `status` the HTTP status (0 when the
 * network failed), `body` the envelope as received (e.g. `body.data` holds the current state on
 * a 409 and the lock holder on a 423), `errors` the envelope's errors (code and description,
 * shown behind 'Show details...').
 */
export class ConsoleHttpError extends HttpError {
  declare status: number;
  declare body: Envelope<unknown> | undefined;
  readonly errors: EnvelopeError[];

  constructor(message: string, status: number, body?: Envelope<unknown>) {
    super(message, status, body);
    // HttpError pins its own prototype; restore ours so `instanceof ConsoleHttpError` holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ConsoleHttpError';
    this.body = body;
    this.errors = asEnvelope(body)?.header.errors ?? [];
  }

  /** The envelope's `data` (current state on 409, lock holder on 423), or undefined. */
  get data(): unknown {
    return this.body?.data;
  }

  /**
   * Validation errors by field (400): `{'/lon/0/n': 'must NOT have fewer than 1 characters'}`;
   * only errors that name a field are included.
   */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.errors) {
      if (error.field && byField[error.field] === undefined)
        byField[error.field] = error.description;
    }
    return byField;
  }
}

/** Whether an error is a `ConsoleHttpError`. */
export function isConsoleHttpError(error: unknown): error is ConsoleHttpError {
  return error instanceof ConsoleHttpError;
}
