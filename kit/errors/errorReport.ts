/** One error of a response envelope's `header.errors`. */
export interface ErrorDetail {
  code: string;
  description: string;
}

/** What the user is told about a failure: one readable message, the envelope's errors behind it. */
export interface ErrorReport {
  message: string;
  details: ErrorDetail[];
}

function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Reflect.get(value, name);
  return found;
}

function toDetail(entry: unknown): ErrorDetail[] {
  const code = field(entry, 'code');
  const description = field(entry, 'description');
  if (typeof code !== 'string' && typeof code !== 'number') return [];
  return [{ code: String(code), description: typeof description === 'string' ? description : '' }];
}

function envelopeErrors(error: unknown): unknown[] {
  const direct = field(error, 'errors');
  if (Array.isArray(direct)) return direct;
  const nested = field(field(field(error, 'body'), 'header'), 'errors');
  return Array.isArray(nested) ? nested : [];
}

/**
 * The report for an error thrown by the data provider (a `ConsoleHttpError`: `message` is
 * the envelope's first error description, `errors` or `body.header.errors` the envelope's
 * errors) or by anything else. A missing or empty message gives `fallback`, the spec's
 * fallback text for the call (section 8).
 */
export function reportError(error: unknown, fallback: string): ErrorReport {
  const message = field(error, 'message');
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : fallback,
    details: envelopeErrors(error).flatMap(toDetail),
  };
}

/** Spec section 8: cancelled requests are silent. */
export function isCancellation(error: unknown): boolean {
  return field(error, 'name') === 'AbortError';
}
