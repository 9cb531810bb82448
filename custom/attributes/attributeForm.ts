import type {
  AttributeInput,
  AttributeScope,
  PolicyAttribute,
} from '../../dataProvider/attribute/attributeProvider';
import {
  ATTRIBUTE_KEY_PATTERN,
  ATTRIBUTE_NAME_LANGUAGES,
  ATTRIBUTE_NAME_MAX_LENGTH,
} from '../../domain/policy/attribute';
import type { AttributeNameLanguage, AttributeNames } from '../../domain/policy/attribute';
import { toInstant, toNumber } from '../../domain/rules';
import type { AttributeSource, AttributeType } from '../../domain/rules';

/** The attribute dialog's state: the value as its input holds it (text, list, boolean, Date). */
export interface AttributeFormState {
  key: string;
  type: AttributeType;
  source: AttributeSource;
  scope: AttributeScope;
  /** StringArray and select choices: string[]; Number and String: text; Boolean: boolean; DateTime: Date | null. */
  value: unknown;
  desc: string;
  /** The display name in each language, as typed ('' when none). */
  names: Record<AttributeNameLanguage, string>;
}

/** The form field of a display name: 'names.en', 'names.zh' ... */
export type NameField = `names.${AttributeNameLanguage}`;

/** A field's problem as a message key of `console.attributes.problems`. */
export type FormProblems = Partial<Record<'key' | 'value' | NameField, string>>;

/** Every language's display name, '' where the attribute has none. */
function namesForm(names: AttributeNames | undefined): Record<AttributeNameLanguage, string> {
  return { en: names?.en ?? '', zh: names?.zh ?? '', ms: names?.ms ?? '', ta: names?.ta ?? '' };
}

/** The value input's starting state for a type and source (empty, or false for a switch). */
export function emptyValue(type: AttributeType, source: AttributeSource): unknown {
  if (source === 'select' || type === 'StringArray') return [];
  if (type === 'Boolean') return false;
  if (type === 'DateTime') return null;
  return '';
}

/** A new attribute's form. */
export function newForm(defaults: {
  scope: AttributeScope;
  source?: AttributeSource | undefined;
}): AttributeFormState {
  const source = defaults.source ?? 'user';
  return {
    key: '',
    type: 'String',
    source,
    scope: defaults.scope,
    value: emptyValue('String', source),
    desc: '',
    names: namesForm(undefined),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? (value as unknown[]).filter((item): item is string => typeof item === 'string')
    : [];
}

/** An existing attribute's form: its stored value turned into what the value input holds. */
export function formOf(attribute: PolicyAttribute): AttributeFormState {
  const { type, source } = attribute;
  const stored = attribute.value;
  let value: unknown = emptyValue(type, source);
  if (stored !== undefined && stored !== null) {
    if (source === 'select' || type === 'StringArray') value = stringList(stored);
    else if (type === 'Boolean') value = stored === true;
    else if (type === 'DateTime') {
      const instant = toInstant(stored);
      value = instant === undefined ? null : new Date(instant);
    } else value = typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
  }
  return {
    key: attribute.key,
    type,
    source,
    scope: attribute.scope,
    value,
    desc: attribute.desc ?? '',
    names: namesForm(attribute.names),
  };
}

/**
 * The form as the service takes it, or the problems that keep it from being sent (message keys
 * by field). The value follows the type: a list for StringArray and for a select's choices, a
 * finite number, a boolean, an ISO 8601 instant, text; an empty value is left out. The display
 * names go trimmed, blank languages left out; the English one is asked for (every other language
 * falls back to it), none longer than the service takes.
 */
export function toAttributeInput(
  form: AttributeFormState,
): { ok: true; input: AttributeInput } | { ok: false; problems: FormProblems } {
  const problems: FormProblems = {};
  const key = form.key.trim();
  if (key === '') problems.key = 'keyRequired';
  else if (!ATTRIBUTE_KEY_PATTERN.test(key)) problems.key = 'keyPattern';
  const names: AttributeNames = {};
  for (const language of ATTRIBUTE_NAME_LANGUAGES) {
    const name = form.names[language].trim();
    if (name.length > ATTRIBUTE_NAME_MAX_LENGTH) problems[`names.${language}`] = 'nameTooLong';
    else if (name !== '') names[language] = name;
  }
  if (form.names.en.trim() === '') problems['names.en'] = 'nameRequired';
  let value: unknown;
  if (form.source === 'select' || form.type === 'StringArray') {
    const list = stringList(form.value)
      .map((item) => item.trim())
      .filter((item) => item !== '');
    value = list.length === 0 ? undefined : [...new Set(list)];
  } else if (form.type === 'Boolean') {
    value = form.value === true;
  } else if (form.type === 'Number') {
    const text = typeof form.value === 'string' ? form.value.trim() : '';
    if (text !== '') {
      value = toNumber(text);
      if (value === undefined) problems.value = 'notANumber';
    }
  } else if (form.type === 'DateTime') {
    if (form.value instanceof Date) {
      if (Number.isNaN(form.value.getTime())) problems.value = 'notADate';
      else value = form.value.toISOString();
    }
  } else {
    value = typeof form.value === 'string' && form.value !== '' ? form.value : undefined;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const input: AttributeInput = { key, type: form.type, source: form.source, scope: form.scope };
  if (value !== undefined) input.value = value;
  if (form.desc.trim() !== '') input.desc = form.desc.trim();
  input.names = names;
  return { ok: true, input };
}
