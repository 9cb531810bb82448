import type Ajv from 'ajv';
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '@jsonforms/core';
import { isSupportedLocale } from '../../domain/languages';
import {
  describeSchemaError,
  fieldErrorsWorthShowing,
} from '../../domain/validation/schemaErrorMessages';

/**
 * The errors of one validation, each message in plain words in `locale` (the one message map
 * of domain/validation), and per field only the failures worth showing (an empty value is said
 * to be empty, not also to miss its pattern).
 */
export function localizeErrors(errors: readonly ErrorObject[], locale: string): ErrorObject[] {
  const language = isSupportedLocale(locale) ? locale : 'en';
  const byField = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const field = byField.get(error.instancePath) ?? [];
    field.push(error);
    byField.set(error.instancePath, field);
  }
  return [...byField.values()]
    .flatMap((field) => fieldErrorsWorthShowing(field))
    .map((error) => ({ ...error, message: describeSchemaError(error, language) }));
}

/**
 * JSON Forms' ajv (its own options: all errors, verbose) whose validators report their errors in
 * the UI language. Every renderer then shows the console's words, including the array table's
 * cells, which print ajv's message as it is rather than asking the form's translator.
 */
export function createLocalizedAjv(locale: string): Ajv {
  const ajv = createAjv();
  const compile = ajv.compile.bind(ajv) as (schema: AnySchema) => ValidateFunction;
  const localizedCompile = (schema: AnySchema): ValidateFunction => {
    const validate = compile(schema);
    const localized = Object.assign(
      (data: unknown) => {
        const valid = validate(data);
        localized.errors = valid ? null : localizeErrors(validate.errors ?? [], locale);
        return valid;
      },
      { schema: validate.schema, schemaEnv: validate.schemaEnv, errors: null },
    ) as ValidateFunction;
    return localized;
  };
  ajv.compile = localizedCompile as typeof ajv.compile;
  return ajv;
}
