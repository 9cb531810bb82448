import type { ErrorObject } from 'ajv';
import type { EnvelopeError } from '../../../domain/envelope';

/** What the editor reads from a failed provider call (a `ConsoleHttpError` or any thrown value). */
export interface ReadHttpError {
  status: number | undefined;
  message: string;
  errors: EnvelopeError[];
  /** The envelope's `data`: on 409 the current state, on 423 the lock holder. */
  data: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function envelopeErrors(body: unknown): EnvelopeError[] {
  if (!isRecord(body) || !isRecord(body.header) || !Array.isArray(body.header.errors)) return [];
  const errors: EnvelopeError[] = [];
  for (const entry of body.header.errors as unknown[]) {
    if (!isRecord(entry)) continue;
    const code = typeof entry.code === 'number' ? entry.code : Number(entry.code);
    const description = typeof entry.description === 'string' ? entry.description : '';
    const error: EnvelopeError = { code: Number.isFinite(code) ? code : 0, description };
    if (typeof entry.field === 'string') error.field = entry.field;
    errors.push(error);
  }
  return errors;
}

/**
 * Reads a thrown value structurally: the data provider throws `ConsoleHttpError` (status, body =
 * envelope, message = first description), but a cancelled request or a bug may throw anything.
 */
export function readHttpError(error: unknown, fallback: string): ReadHttpError {
  if (!isRecord(error) && !(error instanceof Error))
    return { status: undefined, message: fallback, errors: [], data: undefined };
  const record = error as unknown as Record<string, unknown>;
  const status = typeof record.status === 'number' ? record.status : undefined;
  const body = record.body;
  const errors = envelopeErrors(body);
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : (errors[0]?.description ?? fallback);
  return { status, message, errors, data: isRecord(body) ? body.data : undefined };
}

/** Whether the error carries a reason code in its envelope. */
export function hasReasonCode(error: ReadHttpError, code: number): boolean {
  return error.errors.some((entry) => entry.code === code);
}

/** Field errors of an envelope as ajv errors, for JSON Forms' `additionalErrors`. */
export function fieldErrorsOf(error: ReadHttpError): ErrorObject[] {
  return error.errors
    .filter(
      (entry): entry is EnvelopeError & { field: string } =>
        typeof entry.field === 'string' && entry.field.startsWith('/'),
    )
    .map((entry) => ({
      instancePath: entry.field,
      schemaPath: '#/server',
      keyword: 'server',
      params: { code: entry.code },
      message: entry.description,
    }));
}
