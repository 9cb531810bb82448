import { ATTRIBUTE_SOURCES, ATTRIBUTE_TYPES, isAttributeType, toInstant, toNumber } from '../rules';
import type { AttributeSource, AttributeType } from '../rules';

/** Where an attribute belongs: one product (the request's) or every product. */
export const ATTRIBUTE_SCOPES = ['product', 'global'] as const;

/** One of {@link ATTRIBUTE_SCOPES}. */
export type AttributeScope = (typeof ATTRIBUTE_SCOPES)[number];

/** An attribute key: a letter, then letters, digits, '_', '.' or '-' (64 at most). */
export const ATTRIBUTE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** The longest description an attribute may carry. */
export const ATTRIBUTE_DESCRIPTION_MAX_LENGTH = 500;

/** The languages an attribute's display name may be given in. */
export const ATTRIBUTE_NAME_LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;

/** One of {@link ATTRIBUTE_NAME_LANGUAGES}. */
export type AttributeNameLanguage = (typeof ATTRIBUTE_NAME_LANGUAGES)[number];

/** An attribute's display names by language (each optional). */
export type AttributeNames = Partial<Record<AttributeNameLanguage, string>>;

/** The longest display name (after trimming). */
export const ATTRIBUTE_NAME_MAX_LENGTH = 100;

/** The attribute fields a client writes (the server owns scope placement, ct and ut). */
export interface AttributeInput {
  key: string;
  type: AttributeType;
  source: AttributeSource;
  value?: unknown;
  desc?: string;
  names?: AttributeNames;
}

/** Why an attribute payload is refused: the field as a JSON pointer ('/type') and English words. */
export interface AttributeProblem {
  field: string;
  message: string;
}

/**
 * Checks an attribute payload (contract: key, type, source, optional value and desc) and gives
 * every problem; none means it may be stored. For source `select` the value is the list of
 * choices offered to the rule builder (strings, whatever the type); otherwise it must be a value
 * of the type: StringArray a list of strings, String text, Number a finite number, Boolean true
 * or false, DateTime an ISO 8601 instant.
 */
export function validateAttribute(payload: unknown): AttributeProblem[] {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return [{ field: '/', message: 'An attribute must be an object' }];
  const body = payload as Record<string, unknown>;
  const problems: AttributeProblem[] = [];
  if (typeof body.key !== 'string' || !ATTRIBUTE_KEY_PATTERN.test(body.key)) {
    problems.push({
      field: '/key',
      message:
        "The key must start with a letter and hold only letters, digits, '_', '.' or '-' (64 at most)",
    });
  }
  const type = body.type;
  const typeKnown = typeof type === 'string' && isAttributeType(type);
  if (!typeKnown)
    problems.push({
      field: '/type',
      message: `The type must be one of ${ATTRIBUTE_TYPES.join(', ')}`,
    });
  const source = body.source;
  if (!ATTRIBUTE_SOURCES.some((known) => known === source)) {
    problems.push({
      field: '/source',
      message: `The source must be one of ${ATTRIBUTE_SOURCES.join(', ')}`,
    });
  }
  if (body.scope !== undefined && !ATTRIBUTE_SCOPES.some((known) => known === body.scope)) {
    problems.push({ field: '/scope', message: 'The scope must be product or global' });
  }
  if (
    body.desc !== undefined &&
    body.desc !== null &&
    (typeof body.desc !== 'string' || body.desc.length > ATTRIBUTE_DESCRIPTION_MAX_LENGTH)
  ) {
    problems.push({
      field: '/desc',
      message: `The description must be text of at most ${ATTRIBUTE_DESCRIPTION_MAX_LENGTH} characters`,
    });
  }
  problems.push(...namesProblems(body.names));
  const value = body.value;
  if (value !== undefined && value !== null) {
    if (source === 'select') {
      if (!isStringList(value))
        problems.push({
          field: '/value',
          message: 'The choices of a select attribute must be a list of text',
        });
    } else if (typeKnown && !isValueOfType(type, value)) {
      problems.push({ field: '/value', message: `The value is not a valid ${type} value` });
    }
  }
  return problems;
}

/** Problems of a `names` object: known languages only, each trimmed text of at most 100. */
function namesProblems(names: unknown): AttributeProblem[] {
  if (names === undefined || names === null) return [];
  if (typeof names !== 'object' || Array.isArray(names))
    return [{ field: '/names', message: 'The display names must be an object by language' }];
  const problems: AttributeProblem[] = [];
  for (const [language, name] of Object.entries(names)) {
    if (!ATTRIBUTE_NAME_LANGUAGES.some((known) => known === language))
      problems.push({
        field: `/names/${language}`,
        message: `A display name must be in one of ${ATTRIBUTE_NAME_LANGUAGES.join(', ')}`,
      });
    else if (
      name !== null &&
      (typeof name !== 'string' || name.trim().length > ATTRIBUTE_NAME_MAX_LENGTH)
    )
      problems.push({
        field: `/names/${language}`,
        message: `The display name must be text of at most ${ATTRIBUTE_NAME_MAX_LENGTH} characters`,
      });
  }
  return problems;
}

/**
 * The display names to keep from a valid payload: each trimmed, blank ones left out; undefined
 * when none is left.
 */
export function attributeNamesOf(names: unknown): AttributeNames | undefined {
  if (typeof names !== 'object' || names === null) return undefined;
  const kept: AttributeNames = {};
  for (const language of ATTRIBUTE_NAME_LANGUAGES) {
    const name = (names as Record<string, unknown>)[language];
    if (typeof name === 'string' && name.trim() !== '') kept[language] = name.trim();
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The name to show for an attribute in a UI language: its display name in that language, else
 * its English one, else its key (an attribute stored without names).
 */
export function attributeDisplayName(
  attribute: { key: string; names?: AttributeNames | undefined },
  language: string,
): string {
  const nameIn = (code: string): string | undefined => {
    const name = (attribute.names as Record<string, unknown> | undefined)?.[code];
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  };
  return nameIn(language) ?? nameIn('en') ?? attribute.key;
}

/** Whether a value is one of the type (StringArray: list of strings; DateTime: ISO 8601 text). */
export function isValueOfType(type: AttributeType, value: unknown): boolean {
  switch (type) {
    case 'StringArray':
      return isStringList(value);
    case 'String':
      return typeof value === 'string';
    case 'Number':
      return typeof value === 'number' && toNumber(value) !== undefined;
    case 'Boolean':
      return typeof value === 'boolean';
    case 'DateTime':
      return typeof value === 'string' && isIsoInstant(value);
  }
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** ISO 8601 text naming a real day (no 30 February, which Date.parse would roll over). */
function isIsoInstant(text: string): boolean {
  const match = ISO_DATE_TIME.exec(text);
  if (!match || toInstant(text) === undefined) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
