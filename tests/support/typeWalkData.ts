/*
 * Data for walking a catalogue type (tests/e2e/types/typesWalk.spec.ts), generated from the
 * type's served JSON schema: valid values for its simple fields, and invalid ones, each with the
 * field it breaks and the rule it breaks. Fields whose values are objects or lists are left out
 * (every type's name, a list of localized names, is given by the walk itself).
 */

import type { JsonSchemaObject } from '../../domain/jsonSchema';
import { resolveLocalRef } from '../../domain/jsonSchema';
import { SYSTEM_FIELD_KEYS } from '../../domain/typeDesigner/definition';

/** A JSON schema as the service serves it (with its shared `$defs`). */
export type Schema = JsonSchemaObject;

/** A value that breaks one rule of one field. */
export interface InvalidCase {
  /** The field as the service names it in a refusal (a JSON pointer: '/rt'). */
  field: string;
  /** The JSON schema keyword the value breaks. */
  rule: string;
  value: unknown;
}

/** The fields the service sets itself or the walk gives (every type's system fields): never generated. */
const SYSTEM_FIELDS: ReadonlySet<string> = new Set(SYSTEM_FIELD_KEYS);

/** The schema a `$ref` names in its root, followed until it is not a reference ({} when it names nothing). */
export function resolve(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.$ref !== undefined && depth < 10; depth += 1) {
    const { $ref: ref, ...rest } = current;
    const target = resolveLocalRef(ref, root);
    if (target === undefined) return {};
    current = { ...target, ...rest };
  }
  return current;
}

const typeOf = (schema: Schema): string | undefined => {
  const { type } = schema;
  return typeof type === 'string' ? type : type?.find((t) => t !== 'null');
};

/** A string of `length` characters that starts with the walk's mark. */
function text(length: number): string {
  return 'walk'.padEnd(length, 'x').slice(0, Math.max(length, 0));
}

/** Date fields that end a window (`lwe`, `ed_dt`, `f_ed_dt`, `loopUntil`): dated after the others. */
const ENDS_A_WINDOW = /until|till|end|(^|_)ed(_|$)|we$/i;

/**
 * A valid value of a simple field, or undefined when the walk does not generate this field.
 * `key`: the field's name, so that a window's end is dated after its start.
 */
export function validValue(schema: Schema, key = ''): unknown {
  if (schema.readOnly === true) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum.find((value) => value !== null);
  switch (typeOf(schema)) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      const high = schema.maximum ?? (schema.exclusiveMaximum ?? low + 101) - 1;
      return Math.min(Math.max(low, 1), high);
    }
    case 'string': {
      if (schema.pattern !== undefined) return undefined;
      const day = new Date(Date.UTC(ENDS_A_WINDOW.test(key) ? 2027 : 2026, 0, 2, 3, 4, 5));
      if (schema.format === 'date-time') return day.toISOString();
      if (schema.format === 'date') return day.toISOString().slice(0, 10);
      if (schema.format === 'uri' || schema.format === 'uri-reference')
        return 'https://example.com/walk';
      if (schema.format !== undefined) return undefined;
      const length = Math.min(Math.max(schema.minLength ?? 0, 8), schema.maxLength ?? 8);
      return text(length);
    }
    case 'object':
    case 'array':
    case 'null':
    case undefined:
    default:
      return undefined;
  }
}

/** The walk's own fields of a type: each simple field the schema declares, with a valid value. */
export function validFields(root: Schema): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, declared] of Object.entries(root.properties ?? {})) {
    if (SYSTEM_FIELDS.has(key)) continue;
    const value = validValue(resolve(declared, root), key);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** The values that break a simple field's rules: too long, out of range, not an option, wrong type. */
function invalidValues(schema: Schema): { rule: string; value: unknown }[] {
  if (schema.readOnly === true || schema.const !== undefined) return [];
  const cases: { rule: string; value: unknown }[] = [];
  const kind = typeOf(schema);
  if (schema.enum !== undefined) cases.push({ rule: 'enum', value: 'not-an-option' });
  else if (kind === 'string' && schema.maxLength !== undefined)
    cases.push({ rule: 'maxLength', value: text(schema.maxLength + 1) });
  if (kind === 'integer' || kind === 'number') {
    if (schema.minimum !== undefined) cases.push({ rule: 'minimum', value: schema.minimum - 1 });
    if (schema.maximum !== undefined) cases.push({ rule: 'maximum', value: schema.maximum + 1 });
    cases.push({ rule: 'type', value: 'not a number' });
  }
  if (kind === 'boolean') cases.push({ rule: 'type', value: 'not a boolean' });
  return cases;
}

/**
 * Values that break a type's rules, one field and one rule each: the name left out (required),
 * and for its simple fields a value too long, out of range, not one of the options, or of the
 * wrong type. At most `limit` cases, the rules as varied as the type allows.
 */
export function invalidCases(root: Schema, limit = 4): InvalidCase[] {
  const found: InvalidCase[] = [];
  for (const [key, declared] of Object.entries(root.properties ?? {})) {
    if (SYSTEM_FIELDS.has(key)) continue;
    for (const { rule, value } of invalidValues(resolve(declared, root)))
      found.push({ field: `/${key}`, rule, value });
  }
  const chosen: InvalidCase[] = [];
  for (const rule of new Set(found.map((c) => c.rule))) {
    const first = found.find((c) => c.rule === rule);
    if (first && chosen.length < limit - 1) chosen.push(first);
  }
  return [{ field: '/lon', rule: 'required', value: undefined }, ...chosen];
}

/** The rules typing into a text or number box can break, in the order the walk prefers them. */
const TYPABLE_RULES = ['maxLength', 'maximum', 'minimum'] as const;

/**
 * A value a person can type into the create form that breaks one of a field's rules: a text
 * longer than its longest, or a number above its largest (below its smallest). The first such
 * field that is not required (the walk saves the form with the name alone), or undefined when
 * the type has none: its other rules (an option set, a yes/no) cannot be broken by typing.
 */
export function formInvalidCase(root: Schema): InvalidCase | undefined {
  const required = new Set(root.required ?? []);
  for (const [key, declared] of Object.entries(root.properties ?? {})) {
    if (SYSTEM_FIELDS.has(key) || required.has(key)) continue;
    const schema = resolve(declared, root);
    // A text with a format has a control of its own (a date, an address), not a text box.
    if (typeOf(schema) === 'string' && schema.format !== undefined) continue;
    const cases = invalidValues(schema);
    for (const rule of TYPABLE_RULES) {
      const found = cases.find((candidate) => candidate.rule === rule);
      if (found) return { field: `/${key}`, ...found };
    }
  }
  return undefined;
}
