import type {
  DesignLanguage,
  FieldDefinition,
  FieldKind,
  LayoutGroup,
  Names,
  TypeDefinition,
} from '../../domain/typeDesigner/definition';
import { SYSTEM_FIELD_KEYS } from '../../domain/typeDesigner/definition';
import { patternCompiles } from '../../domain/typeDesigner/validate';

/** Four empty names. */
export const noNames = (): Names => ({ en: '', zh: '', ms: '', ta: '' });

/** The one tab a type designed here starts with (its name is data of the type, in each language). */
const GENERAL_TAB: Names = { en: 'General', zh: '常规', ms: 'Umum', ta: 'பொது' };

/** A new type: one tab (fields in the designer's order), the list by name, status and update. */
export function newDefinition(): TypeDefinition {
  return {
    id: '',
    names: noNames(),
    area: 'vod',
    fields: [],
    layout: { tabs: [{ key: 'general', names: { ...GENERAL_TAB }, groups: [] }] },
    list: { columns: ['lon', 'st', 'ut'], filters: ['st'], sort: { field: 'ut', order: 'DESC' } },
  };
}

/** The text of a number input as a definition value: blank (or not a number) is none. */
export function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

export function newField(): FieldDefinition {
  return { key: '', names: noNames(), kind: 'text' };
}

/** The constraints that fit a kind (list: its entries' kind's, and the entry count). */
export function constraintsOf(kind: FieldKind, items?: FieldKind): (keyof FieldDefinition)[] {
  const of = (k: FieldKind | undefined): (keyof FieldDefinition)[] => {
    switch (k) {
      case 'text':
      case 'longText':
      case 'localizedText':
        return ['minLength', 'maxLength', 'pattern'];
      case 'number':
      case 'integer':
        return ['minimum', 'maximum'];
      case 'enum':
        return ['options'];
      case 'reference':
        return ['referenceType'];
      case 'boolean':
      case 'dateTime':
      case 'image':
      case 'list':
      case undefined:
        return [];
    }
  };
  return kind === 'list' ? ['items', 'minItems', 'maxItems', ...of(items ?? 'text')] : of(kind);
}

const CONSTRAINT_KEYS: readonly (keyof FieldDefinition)[] = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'options',
  'items',
  'minItems',
  'maxItems',
  'referenceType',
];

/** A field with another kind: the constraints that no longer fit are dropped. */
export function withKind(field: FieldDefinition, kind: FieldKind): FieldDefinition {
  const next: FieldDefinition = { ...field, kind };
  // A default of the old kind does not fit the new one.
  if (kind !== field.kind) delete next.default;
  const fitting = new Set(constraintsOf(kind, next.items));
  for (const key of CONSTRAINT_KEYS) if (!fitting.has(key)) delete next[key];
  if (kind === 'list' && next.items === undefined) next.items = 'text';
  return next;
}

/** The fields (or tabs) with one moved by `by` places (-1 up, +1 down); unchanged at either end. */
export function moveField<T>(fields: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/**
 * The definition as the service should get it: the layout's groups and the list's columns and
 * filters keep only keys that are still fields (or system fields), and each group shows its
 * fields in the designer's order.
 */
export function withFieldsInLayout(definition: TypeDefinition): TypeDefinition {
  const order = new Map(definition.fields.map((field, index) => [field.key, index]));
  const system: ReadonlySet<string> = new Set(SYSTEM_FIELD_KEYS);
  const known = (key: string) => order.has(key) || system.has(key);
  const rank = (key: string) => order.get(key) ?? -1;
  return {
    ...definition,
    layout: {
      tabs: definition.layout.tabs.map((tab) => ({
        ...tab,
        groups: tab.groups.map((group) => ({
          ...group,
          fields: group.fields.filter(known).sort((a, b) => rank(a) - rank(b)),
        })),
      })),
    },
    list: {
      ...definition.list,
      columns: definition.list.columns.filter(known),
      filters: definition.list.filters.filter(known),
    },
  };
}

/**
 * The definition as the preview can draw it while the administrator is still typing: a choice
 * (or a list of choices) with no options yet is left out, and a pattern that is not yet a
 * regular expression is dropped; the form's validator refuses to compile either, which would
 * take the whole page down. Saving still sends the definition as it is, and the service names
 * what is missing.
 */
export function drawableDefinition(definition: TypeDefinition): TypeDefinition {
  const drawable = definition.fields.flatMap((field): FieldDefinition[] => {
    const choice = field.kind === 'enum' || (field.kind === 'list' && field.items === 'enum');
    if (choice && (field.options ?? []).length === 0) return [];
    if (field.pattern === undefined || patternCompiles(field.pattern)) return [field];
    const { pattern: _unusable, ...rest } = field;
    return [rest];
  });
  return withFieldsInLayout({ ...definition, fields: drawable });
}

/** A refusal of one field: its rule's message key and values. */
export interface FieldProblem {
  messageKey: string;
  params: Record<string, unknown>;
}

/** The console's words of a designer rule: the reason key `typeDesigner.errors.<rule>` under `console.`. */
export const consoleMessageKey = (reason: string) => `console.${reason}`;

/**
 * The service's refusal (envelope errors with `field` a JSON pointer into the definition,
 * `reason` the rule's key) by path without the leading slash ('fields/2/maximum'), each with the
 * console's message key; the first problem of each path.
 */
export function problemsByPath(
  errors: readonly { field?: string; reason?: string; params?: Record<string, unknown> }[],
): Record<string, FieldProblem> {
  const byPath: Record<string, FieldProblem> = {};
  for (const error of errors) {
    if (error.field === undefined || error.reason === undefined) continue;
    const path = error.field.replace(/^\//, '');
    byPath[path] ??= { messageKey: consoleMessageKey(error.reason), params: error.params ?? {} };
  }
  return byPath;
}

/** Where a field shows: its tab, and the titled group of that tab holding it (if one does). */
export interface Placement {
  tab: string;
  group?: string;
}

/** A field's placement: the tab (and titled group) whose groups hold its key, else the first tab. */
export function placementOf(definition: TypeDefinition, key: string): Placement | undefined {
  for (const tab of definition.layout.tabs) {
    const group = tab.groups.find((candidate) => candidate.fields.includes(key));
    if (group) return group.names ? { tab: tab.key, group: group.key } : { tab: tab.key };
  }
  const first = definition.layout.tabs[0];
  return first ? { tab: first.key } : undefined;
}

/** A group key of a tab not used yet: `base`, else `base2`, `base3`... */
function freeGroupKey(groups: readonly LayoutGroup[], base: string): string {
  const used = new Set(groups.map((group) => group.key));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** The groups with `key` added last to the one at `at`. */
function withFieldIn(groups: readonly LayoutGroup[], at: number, key: string): LayoutGroup[] {
  return groups.map((group, index) =>
    index === at ? { ...group, fields: [...group.fields, key] } : group,
  );
}

/** The groups with `key` added to the untitled one (made first if the tab has none). */
function withLooseField(groups: readonly LayoutGroup[], key: string): LayoutGroup[] {
  const loose = groups.findIndex((group) => !group.names);
  if (loose < 0) return [{ key: freeGroupKey(groups, 'main'), fields: [key] }, ...groups];
  return withFieldIn(groups, loose, key);
}

/**
 * The definition with a field placed on a tab: into one of its titled groups when `to.group`
 * names one, else among the tab's fields outside any titled group.
 */
export function withFieldPlaced(
  definition: TypeDefinition,
  key: string,
  to: Placement,
): TypeDefinition {
  const tabs = definition.layout.tabs.map((tab) => {
    const groups = tab.groups.map((group) => ({
      ...group,
      fields: group.fields.filter((field) => field !== key),
    }));
    if (tab.key !== to.tab) return { ...tab, groups };
    const target = groups.findIndex((group) => group.names && group.key === to.group);
    return {
      ...tab,
      groups: target < 0 ? withLooseField(groups, key) : withFieldIn(groups, target, key),
    };
  });
  return { ...definition, layout: { tabs } };
}

/** The tab at `tabIndex` with its groups replaced. */
function withGroupsOf(
  definition: TypeDefinition,
  tabIndex: number,
  groups: (current: LayoutGroup[]) => LayoutGroup[],
): TypeDefinition {
  return {
    ...definition,
    layout: {
      tabs: definition.layout.tabs.map((tab, index) =>
        index === tabIndex ? { ...tab, groups: groups(tab.groups) } : tab,
      ),
    },
  };
}

/** The definition with a new, empty titled group at the end of a tab (named in each language). */
export function withNewGroup(definition: TypeDefinition, tabIndex: number): TypeDefinition {
  return withGroupsOf(definition, tabIndex, (groups) => [
    ...groups,
    {
      key: freeGroupKey(groups, `group${groups.filter((group) => group.names).length + 1}`),
      names: noNames(),
      fields: [],
    },
  ]);
}

/** The definition with one of a tab's groups changed (its key or names). */
export function withGroupChanged(
  definition: TypeDefinition,
  tabIndex: number,
  groupIndex: number,
  change: Partial<Pick<LayoutGroup, 'key' | 'names'>>,
): TypeDefinition {
  return withGroupsOf(definition, tabIndex, (groups) =>
    groups.map((group, index) => (index === groupIndex ? { ...group, ...change } : group)),
  );
}

/** The definition with a tab's group moved by one place among the tab's groups. */
export function withGroupMoved(
  definition: TypeDefinition,
  tabIndex: number,
  groupIndex: number,
  by: -1 | 1,
): TypeDefinition {
  return withGroupsOf(definition, tabIndex, (groups) => moveField(groups, groupIndex, by));
}

/** The definition without a titled group: its fields stay on the tab, outside any group. */
export function withoutGroup(
  definition: TypeDefinition,
  tabIndex: number,
  groupIndex: number,
): TypeDefinition {
  return withGroupsOf(definition, tabIndex, (groups) => {
    const removed = groups[groupIndex];
    const rest = groups.filter((_, index) => index !== groupIndex);
    return (removed?.fields ?? []).reduce((kept, key) => withLooseField(kept, key), rest);
  });
}

/** A key for a new tab not used yet: tab2, tab3... */
export function newTabKey(definition: TypeDefinition): string {
  const used = new Set(definition.layout.tabs.map((tab) => tab.key));
  let n = definition.layout.tabs.length + 1;
  while (used.has(`tab${n}`)) n += 1;
  return `tab${n}`;
}

/**
 * The definition without one tab: its fields go back to the first tab left (the layout places
 * fields no tab holds there). The last tab is never removed.
 */
export function withoutTab(definition: TypeDefinition, tabKey: string): TypeDefinition {
  if (definition.layout.tabs.length <= 1) return definition;
  return {
    ...definition,
    layout: { tabs: definition.layout.tabs.filter((tab) => tab.key !== tabKey) },
  };
}

/** The list setting's keys with `key` in or out, in the order `all` gives. */
export function toggledKey(
  keys: readonly string[],
  key: string,
  on: boolean,
  all: readonly string[],
): string[] {
  const chosen = new Set(keys);
  if (on) chosen.add(key);
  else chosen.delete(key);
  return all.filter((candidate) => chosen.has(candidate));
}

/**
 * A sample item of the type, as its edit screen would open one: a name (the type's own, in the
 * design language), a draft, and for each field of a simple kind its default, else a value that
 * keeps to its length or range (a text's is its label; lists, images, references and texts in
 * several languages are left empty).
 */
export function sampleItem(
  definition: TypeDefinition,
  lang: DesignLanguage,
): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: `${definition.id || 'newtype'}-1`,
    st: 'draft',
    lon: [{ lang, n: definition.names[lang] || definition.names.en || definition.id }],
  };
  for (const field of definition.fields) {
    if (field.key === '') continue;
    const value = field.default ?? sampleValue(field, lang);
    if (value !== undefined) item[field.key] = value;
  }
  return item;
}

/** A field's sample value; a text's is its own label in the design language. */
function sampleValue(field: FieldDefinition, lang: DesignLanguage): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const sample = (field.names[lang] || field.key).padEnd(field.minLength ?? 0, '.');
      return field.maxLength === undefined ? sample : sample.slice(0, field.maxLength);
    }
    case 'number':
    case 'integer': {
      const low = Math.max(1, field.minimum ?? 1);
      return field.maximum === undefined ? low : Math.min(low, field.maximum);
    }
    case 'boolean':
      return true;
    case 'dateTime':
      return '2026-01-01T09:00:00.000Z';
    case 'enum':
      return field.options?.[0]?.value;
    case 'localizedText':
    case 'list':
    case 'image':
    case 'reference':
      return undefined;
  }
}

/** The chosen keys with `key` in (at the end) or out, the others kept in their order. */
export function withKeyChosen(keys: readonly string[], key: string, on: boolean): string[] {
  const rest = keys.filter((candidate) => candidate !== key);
  return on ? [...rest, key] : rest;
}
