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

/** The ajv keywords whose messages the console translates; others keep ajv's text. */
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
  'type',
  'enum',
  'additionalProperties',
  'uniqueItems',
] as const;

const CATALOGUE_PREFIXES = ['fields.', 'categories.', 'enums.', 'resources.'];
const MISSING = '\u0000missing\u0000';
const arrayMessages: ReadonlySet<string> = new Set(ARRAY_MESSAGES);
const validationKeywords: ReadonlySet<string> = new Set(VALIDATION_KEYWORDS);

const isCatalogueKey = (text: string) =>
  CATALOGUE_PREFIXES.some((prefix) => text.startsWith(prefix));

/** The error's ajv params as interpolation values (`%{limit}`, `%{format}` ...). */
function errorParams(values: unknown): Record<string, unknown> {
  if (typeof values !== 'object' || values === null || !('error' in values)) return {};
  const { error } = values;
  if (typeof error !== 'object' || error === null || !('params' in error)) return {};
  const { params } = error;
  if (typeof params !== 'object' || params === null) return {};
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
  }
  return result;
}

/**
 * Builds JSON Forms' translate function over the console's i18n `translate`. Unknown ids answer
 * undefined, so JSON Forms falls back to its default (the property name, ajv's message).
 */
export function createFormTranslate(translate: MessageLookup): FormTranslate {
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
    if (isCatalogueKey(id)) return lookup(id) ?? defaultMessage;

    const keyword = /^error\.(\w+)$/.exec(id)?.[1];
    if (keyword !== undefined)
      return validationKeywords.has(keyword)
        ? lookup(`console.editor.validation.${keyword}`, errorParams(values))
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
