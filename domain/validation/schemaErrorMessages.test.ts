import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../languages';
import {
  SCHEMA_ERROR_MESSAGES,
  describeSchemaError,
  fieldErrorsWorthShowing,
} from './schemaErrorMessages';

/** ajv's errors for `value` against `schema`, as the server and the forms get them. */
function errorsOf(schema: object, value: unknown) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  expect(validate(value)).toBe(false);
  return validate.errors ?? [];
}

const NAME = { type: 'string', minLength: 1, maxLength: 500, pattern: '[\\p{L}\\p{N}]' };

describe('describeSchemaError', () => {
  it('says an empty name must not be empty, in plain words and in each language', () => {
    const [first] = fieldErrorsWorthShowing(errorsOf(NAME, ''));
    expect(first).toBeDefined();
    if (!first) return;
    expect(describeSchemaError(first)).toBe('must not be empty');
    expect(describeSchemaError(first, 'zh')).toBe('不能为空');
    expect(describeSchemaError(first, 'ms')).toBe('tidak boleh kosong');
    expect(describeSchemaError(first, 'ta')).toBe('காலியாக இருக்கக்கூடாது');
  });

  it("never shows ajv's own wording", () => {
    const failures = [
      ...errorsOf(NAME, ''),
      ...errorsOf(NAME, '!!!'),
      ...errorsOf(NAME, 'x'.repeat(501)),
      ...errorsOf({ type: 'integer', minimum: 1 }, 0),
      ...errorsOf({ type: 'integer' }, 'two'),
      ...errorsOf({ type: 'string', format: 'date-time' }, 'soon'),
      ...errorsOf({ type: 'array', minItems: 1 }, []),
      ...errorsOf({ type: 'object', required: ['n'], additionalProperties: false }, { x: 1 }),
    ];
    for (const locale of LOCALE_CODES) {
      for (const failure of failures) {
        const text = describeSchemaError(failure, locale);
        expect(text).not.toMatch(/must NOT|must match|must have required|%\{/);
        expect(text).not.toBe('');
      }
    }
  });

  it('names the limit, the type and the format in the same language', () => {
    const [tooLong] = errorsOf(NAME, 'x'.repeat(501));
    const [notInteger] = errorsOf({ type: 'integer' }, 'two');
    const [notDate] = errorsOf({ type: 'string', format: 'date-time' }, 'soon');
    if (!tooLong || !notInteger || !notDate) throw new Error('ajv reported nothing');
    expect(describeSchemaError(tooLong)).toBe('must have at most 500 characters');
    expect(describeSchemaError(notInteger)).toBe('must be a whole number');
    expect(describeSchemaError(notInteger, 'zh')).toBe('必须是整数');
    expect(describeSchemaError(notDate)).toBe('must be a valid date and time');
    expect(describeSchemaError(notDate, 'ms')).toBe('mesti tarikh dan masa yang sah');
  });

  it('tells a name without a letter or digit what it lacks', () => {
    const [noLetter] = errorsOf(NAME, '!!!');
    if (!noLetter) throw new Error('ajv reported nothing');
    expect(describeSchemaError(noLetter)).toBe('must contain at least one letter or digit');
  });

  it('answers an unknown keyword with a general message instead of nothing', () => {
    expect(describeSchemaError({ keyword: 'if', params: {} })).toBe('is not valid');
    expect(describeSchemaError({ keyword: 'oneOf' }, 'ta')).toBe('செல்லாது');
  });

  it('has the same messages, type names and format names in all four languages', () => {
    const shape = (locale: keyof typeof SCHEMA_ERROR_MESSAGES) => {
      const language = SCHEMA_ERROR_MESSAGES[locale];
      return [language.messages, language.types, language.formats].map((map) =>
        Object.keys(map).sort(),
      );
    };
    for (const locale of LOCALE_CODES) expect(shape(locale)).toEqual(shape('en'));
  });

  it('keeps each placeholder of the English message in every translation', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    const english = SCHEMA_ERROR_MESSAGES.en.messages;
    for (const locale of LOCALE_CODES) {
      const messages = SCHEMA_ERROR_MESSAGES[locale].messages;
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(messages[key as keyof typeof messages]), `${locale} ${key}`).toEqual(
          placeholders(text),
        );
      }
    }
  });
});

describe('fieldErrorsWorthShowing', () => {
  it('keeps only the emptiness failure of an empty value', () => {
    const shown = fieldErrorsWorthShowing(errorsOf(NAME, ''));
    expect(shown.map((error) => error.keyword)).toEqual(['minLength']);
  });

  it('keeps every failure of a value that is not empty', () => {
    const both = errorsOf({ type: 'string', maxLength: 2, pattern: '^[0-9]+$' }, 'abc');
    expect(fieldErrorsWorthShowing(both).map((error) => error.keyword)).toEqual([
      'maxLength',
      'pattern',
    ]);
  });
});
