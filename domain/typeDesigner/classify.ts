import type { FieldDefinition, TypeDefinition } from './definition';

/**
 * What a change does to one field: `added` (optional, or required with a default existing items
 * get), `addedRequired` (required, no default), `becameRequired`, `removed`, `kindChanged`,
 * `narrowed` (a constraint existing values may fail: `rule` names it), `widened` / `relabelled`
 * (harmless).
 */
export interface FieldChange {
  field: string;
  change:
    | 'added'
    | 'addedRequired'
    | 'becameRequired'
    | 'removed'
    | 'kindChanged'
    | 'narrowed'
    | 'widened'
    | 'relabelled';
  rule?: string;
  /** Whether existing items must be checked against the new definition first. */
  needsCheck: boolean;
  /** The default existing items get (a required field added or made required with one). */
  default?: unknown;
}

export interface ChangeClassification {
  /** `immediate`: no existing item can fail; `needsCheck`: count the items that would. */
  kind: 'immediate' | 'needsCheck';
  changes: FieldChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a lower bound rose (or appeared). */
const raisedLow = (before: number | undefined, after: number | undefined) =>
  after !== undefined && (before === undefined || after > before);
/** Whether an upper bound fell (or appeared). */
const loweredHigh = (before: number | undefined, after: number | undefined) =>
  after !== undefined && (before === undefined || after < before);

function narrowings(before: FieldDefinition, after: FieldDefinition): string[] {
  const rules: string[] = [];
  if (raisedLow(before.minLength, after.minLength)) rules.push('minLength');
  if (loweredHigh(before.maxLength, after.maxLength)) rules.push('maxLength');
  if (after.pattern !== undefined && after.pattern !== before.pattern) rules.push('pattern');
  if (raisedLow(before.minimum, after.minimum)) rules.push('minimum');
  if (loweredHigh(before.maximum, after.maximum)) rules.push('maximum');
  if (raisedLow(before.minItems, after.minItems)) rules.push('minItems');
  if (loweredHigh(before.maxItems, after.maxItems)) rules.push('maxItems');
  const kept = new Set((after.options ?? []).map((o) => o.value));
  if ((before.options ?? []).some((o) => !kept.has(o.value))) rules.push('options');
  if (before.items !== after.items) rules.push('items');
  if (before.referenceType !== after.referenceType) rules.push('referenceType');
  return rules;
}

/** Classifies the change from one definition of a type to the next, field by field. */
export function classifyChange(
  before: TypeDefinition,
  after: TypeDefinition,
): ChangeClassification {
  const changes: FieldChange[] = [];
  const old = new Map(before.fields.map((f) => [f.key, f]));
  const now = new Map(after.fields.map((f) => [f.key, f]));
  for (const field of after.fields) {
    const previous = old.get(field.key);
    const withDefault = field.default !== undefined ? { default: field.default } : {};
    if (!previous) {
      if (field.required && field.default === undefined)
        changes.push({ field: field.key, change: 'addedRequired', needsCheck: true });
      else changes.push({ field: field.key, change: 'added', needsCheck: false, ...withDefault });
      continue;
    }
    if (previous.kind !== field.kind) {
      changes.push({ field: field.key, change: 'kindChanged', needsCheck: true });
      continue;
    }
    if (field.required && !previous.required)
      changes.push({
        field: field.key,
        change: 'becameRequired',
        needsCheck: field.default === undefined,
        ...withDefault,
      });
    const narrowed = narrowings(previous, field);
    for (const rule of narrowed)
      changes.push({ field: field.key, change: 'narrowed', rule, needsCheck: true });
    if (narrowed.length === 0) {
      const {
        names: _n1,
        help: _h1,
        options: o1,
        default: _d1,
        required: _r1,
        ...restBefore
      } = previous;
      const {
        names: _n2,
        help: _h2,
        options: o2,
        default: _d2,
        required: _r2,
        ...restAfter
      } = field;
      if (!same(restBefore, restAfter) || (o2 ?? []).length > (o1 ?? []).length)
        changes.push({ field: field.key, change: 'widened', needsCheck: false });
      else if (
        !same(previous.names, field.names) ||
        !same(previous.help, field.help) ||
        !same(o1, o2)
      )
        changes.push({ field: field.key, change: 'relabelled', needsCheck: false });
    }
  }
  for (const field of before.fields)
    if (!now.has(field.key))
      changes.push({ field: field.key, change: 'removed', needsCheck: true });
  return {
    kind: changes.some((c) => c.needsCheck) ? 'needsCheck' : 'immediate',
    changes,
  };
}

/**
 * The defaults existing items get on publishing `after`: fields added or made required with a
 * default, by key.
 */
export function defaultsToApply(classification: ChangeClassification): Record<string, unknown> {
  return Object.fromEntries(
    classification.changes
      .filter((c) => (c.change === 'added' || c.change === 'becameRequired') && 'default' in c)
      .map((c) => [c.field, c.default]),
  );
}

/** The settings of a definition besides its fields that a version can change. */
export const TYPE_SETTINGS = ['names', 'plural', 'area', 'layout', 'list'] as const;

/** What changed from one version of a type to another: its settings and its fields. */
export interface VersionDifference {
  settings: (typeof TYPE_SETTINGS)[number][];
  fields: FieldChange[];
}

/**
 * The difference of two versions of a type (the designer's history): which settings differ,
 * and each field's change as publishing would classify it.
 */
export function versionDifference(
  before: TypeDefinition,
  after: TypeDefinition,
): VersionDifference {
  return {
    settings: TYPE_SETTINGS.filter((key) => !same(before[key], after[key])),
    fields: classifyChange(before, after).changes,
  };
}
