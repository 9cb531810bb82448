import type { SupportedLocale } from '../../domain/languages';
import {
  describeFieldError,
  describeSchemaError,
  fieldErrorsWorthShowing,
  type SchemaErrorLike,
} from '../../domain/validation/schemaErrorMessages';

/**
 * How the editor's JSON Forms labels are translated. The catalogue's UI schemas carry i18n keys
 * as labels (`fields.lon`, `categories.general`) and the catalogs hold `fields.<path>` for
 * nested properties and `enums.<property>.<value>` for enum values; JSON Forms asks for
 * `<path>.label`, `<path>.<enum value>`, `<path>.<array message>` and `error.<keyword>`.
 */
export type MessageLookup = (key: string, options?: Record<string, unknown>) => string;

/** JSON Forms' translate function: undefined means "use your default". */
export type FormTranslate = (
  id: string,
  defaultMessage: string | undefined,
  values?: unknown,
) => string | undefined;

/** The messages JSON Forms' array renderers ask for (`ArrayTranslationEnum`). */
export const ARRAY_MESSAGES = [
  'addTooltip',
  'addAriaLabel',
  'removeTooltip',
  'removeAriaLabel',
  'upAriaLabel',
  'up',
  'down',
  'downAriaLabel',
  'noDataMessage',
  'noSelection',
  'deleteDialogTitle',
  'deleteDialogMessage',
  'deleteDialogAccept',
  'deleteDialogDecline',
] as const;

/** The ajv keywords whose messages the console words itself (domain/validation); others are left to JSON Forms. */
export const VALIDATION_KEYWORDS = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'type',
  'enum',
  'const',
  'additionalProperties',
  'uniqueItems',
] as const;

// `console.` labels are message keys of a console page (the app configuration types' UI schemas);
// `typeFields.` and `typeTabs.` those of a designed type (domain/typeDesigner/generate).
const CATALOGUE_PREFIXES = [
  'fields.',
  'categories.',
  'enums.',
  'resources.',
  'console.',
  'typeFields.',
  'typeTabs.',
];
const MISSING = '\u0000missing\u0000';
const arrayMessages: ReadonlySet<string> = new Set(ARRAY_MESSAGES);
const validationKeywords: ReadonlySet<string> = new Set(VALIDATION_KEYWORDS);

const isCatalogueKey = (text: string) =>
  CATALOGUE_PREFIXES.some((prefix) => text.startsWith(prefix));

/** The ajv error JSON Forms passes along with an `error.<keyword>` id. */
function errorOf(keyword: string, values: unknown): SchemaErrorLike {
  const error =
    typeof values === 'object' && values !== null && 'error' in values ? values.error : undefined;
  const params =
    typeof error === 'object' && error !== null && 'params' in error ? error.params : undefined;
  return { keyword, params };
}

/** What JSON Forms passes with a control's `<prefix>.error.custom` id: the control and its errors. */
function customErrorValues(
  values: unknown,
): { label: unknown; path: string; errors: SchemaErrorLike[] } | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const { uischema, path, errors } = values as {
    uischema?: { label?: unknown };
    path?: unknown;
    errors?: unknown;
  };
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return {
    label: uischema?.label,
    path: typeof path === 'string' ? path : '',
    errors: errors as SchemaErrorLike[],
  };
}

/**
 * Builds JSON Forms' translate function over the console's i18n `translate`; validation keywords
 * are worded in `locale` by the one message map of domain/validation. Unknown ids answer
 * undefined, so JSON Forms falls back to its default (the property name, the error's message).
 */
export function createFormTranslate(
  translate: MessageLookup,
  locale: SupportedLocale = 'en',
): FormTranslate {
  const lookup = (key: string, options: Record<string, unknown> = {}): string | undefined => {
    const text = translate(key, { ...options, _: MISSING });
    return text === MISSING ? undefined : text;
  };
  const fieldLabel = (path: string) => lookup(`fields.${path}`);

  return (id, defaultMessage, values) => {
    if (id.endsWith('.label')) {
      const path = id.slice(0, -'.label'.length);
      if (defaultMessage !== undefined && isCatalogueKey(defaultMessage))
        return lookup(defaultMessage) ?? fieldLabel(path) ?? defaultMessage;
      return fieldLabel(path) ?? defaultMessage;
    }
    if (id.endsWith('.description')) return defaultMessage;
    // A control's problems name the control ('Buffer (seconds) is required'), so the message
    // reads whole wherever it is heard or shown; kinds the console does not word keep JSON Forms'.
    if (id.endsWith('.error.custom')) {
      const custom = customErrorValues(values);
      if (custom === undefined) return undefined;
      const label =
        typeof custom.label === 'string' && custom.label !== ''
          ? isCatalogueKey(custom.label)
            ? lookup(custom.label)
            : custom.label
          : fieldLabel(custom.path);
      const shown = fieldErrorsWorthShowing(custom.errors);
      if (label === undefined || !shown.every((error) => validationKeywords.has(error.keyword)))
        return undefined;
      return [...new Set(shown.map((error) => describeFieldError(label, error, locale)))].join(
        '\n',
      );
    }
    if (isCatalogueKey(id)) return lookup(id) ?? defaultMessage;

    const keyword = /^error\.(\w+)$/.exec(id)?.[1];
    if (keyword !== undefined)
      return validationKeywords.has(keyword)
        ? describeSchemaError(errorOf(keyword, values), locale)
        : undefined;
    if (id.includes('.error.')) return undefined;

    const cut = id.lastIndexOf('.');
    const path = cut < 0 ? '' : id.slice(0, cut);
    const last = id.slice(cut + 1);
    if (arrayMessages.has(last)) {
      return (
        lookup(`console.editor.array.${last}`, { label: fieldLabel(path) ?? path }) ??
        defaultMessage
      );
    }
    // An enum option: '<path>.<value>' with the value itself as the default.
    if (
      defaultMessage !== undefined &&
      defaultMessage !== '' &&
      id.endsWith(`.${defaultMessage}`)
    ) {
      const optionPath = id.slice(0, -(defaultMessage.length + 1));
      const property = optionPath.slice(optionPath.lastIndexOf('.') + 1);
      return lookup(`enums.${property}.${defaultMessage}`) ?? defaultMessage;
    }
    return defaultMessage;
  };
}
