import type { ErrorObject } from 'ajv';
import type { EnvelopeError } from '../../../domain/envelope';
import type { FailureReading } from '../../../dataProvider/envelopeReader';

/**
 * The field errors of a failed save (400: envelope errors naming a JSON pointer, read by
 * dataProvider's `readFailure`) as ajv errors, for JSON Forms' `additionalErrors`.
 */
export function fieldErrorsOf(failure: Pick<FailureReading, 'errors'>): ErrorObject[] {
  return failure.errors
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
