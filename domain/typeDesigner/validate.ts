import type { FieldDefinition, ListItemKind, Names, TypeDefinition } from './definition';
import {
  DESIGN_LANGUAGES,
  FIELD_KINDS,
  LISTABLE_SYSTEM_FIELDS,
  SORTABLE_FIELDS,
  SYSTEM_FIELD_KEYS,
  TYPE_AREAS,
} from './definition';

/**
 * One problem of a definition: where (`path`, e.g. `fields/2/maxLength`), which rule, the message
 * key the console translates (`typeDesigner.errors.<rule>`) and its parameters.
 */
export interface DefinitionProblem {
  path: string;
  rule: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

export const TYPE_ID_PATTERN = /^[a-z][a-z0-9]{1,39}$/;
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const MAX_NAME_LENGTH = 100;
/** Ids the designer's own routes use (`/types/import`, `/types/labels`). */
export const RESERVED_TYPE_IDS = ['import', 'labels'] as const;
export const MAX_FIELDS = 200;

const TEXT_KINDS: readonly ListItemKind[] = ['text', 'longText', 'localizedText'];
const NUMBER_KINDS: readonly ListItemKind[] = ['number', 'integer'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a pattern compiles as the server's schema validator reads it (unicode). */
export function patternCompiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Whether a value fits one kind of a field (its constraints included). */
function fitsKind(field: FieldDefinition, kind: ListItemKind, value: unknown): boolean {
  const textFits = (text: unknown) =>
    typeof text === 'string' &&
    (field.minLength === undefined || [...text].length >= field.minLength) &&
    (field.maxLength === undefined || [...text].length <= field.maxLength) &&
    (field.pattern === undefined ||
      !patternCompiles(field.pattern) ||
      new RegExp(field.pattern, 'u').test(text));
  switch (kind) {
    case 'text':
    case 'longText':
      return textFits(value);
    case 'localizedText':
      return (
        Array.isArray(value) &&
        value.every(
          (entry) => isRecord(entry) && typeof entry.lang === 'string' && textFits(entry.n),
        )
      );
    case 'number':
    case 'integer':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (kind === 'number' || Number.isInteger(value)) &&
        (field.minimum === undefined || value >= field.minimum) &&
        (field.maximum === undefined || value <= field.maximum)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'dateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T');
    case 'enum':
      return typeof value === 'string' && (field.options ?? []).some((o) => o.value === value);
    case 'image':
      return isRecord(value) && typeof value.u === 'string' && value.u.length > 0;
    case 'reference':
      return typeof value === 'string' && value.length > 0 && value.length <= 200;
  }
}

/** Whether a value fits a field: its kind and constraints. */
export function valueFitsField(field: FieldDefinition, value: unknown): boolean {
  if (field.kind !== 'list') return fitsKind(field, field.kind, value);
  return (
    Array.isArray(value) &&
    (field.minItems === undefined || value.length >= field.minItems) &&
    (field.maxItems === undefined || value.length <= field.maxItems) &&
    value.every((entry) => fitsKind(field, field.items ?? 'text', entry))
  );
}

/**
 * Every problem of a definition (empty: valid). `existingTypes` are the ids a new type may not
 * take and a reference may name; `isNew` says whether the id must be free.
 */
export function validateDefinition(
  input: unknown,
  options: { existingTypes: readonly string[]; isNew: boolean },
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const problem = (path: string, rule: string, params?: DefinitionProblem['params']) =>
    problems.push({
      path,
      rule,
      messageKey: `typeDesigner.errors.${rule}`,
      ...(params ? { params } : {}),
    });
  if (!isRecord(input)) {
    problem('', 'notAnObject');
    return problems;
  }
  const definition = input as Partial<TypeDefinition>;
  const checkNames = (path: string, names: unknown, optional = false) => {
    if (names === undefined && optional) return;
    if (!isRecord(names)) {
      problem(path, 'required');
      return;
    }
    for (const lang of DESIGN_LANGUAGES) {
      const text = (names as Partial<Names>)[lang];
      if (typeof text !== 'string' || text.trim() === '') problem(`${path}/${lang}`, 'required');
      else if ([...text].length > MAX_NAME_LENGTH)
        problem(`${path}/${lang}`, 'maxLength', { max: MAX_NAME_LENGTH });
    }
  };

  const id = definition.id;
  if (typeof id !== 'string' || id === '') problem('id', 'required');
  else if (!TYPE_ID_PATTERN.test(id)) problem('id', 'typeIdPattern');
  else if ((RESERVED_TYPE_IDS as readonly string[]).includes(id)) problem('id', 'reserved');
  else if (options.isNew && options.existingTypes.includes(id)) problem('id', 'typeExists');
  checkNames('names', definition.names);
  checkNames('plural', definition.plural, true);
  if (!(TYPE_AREAS as readonly unknown[]).includes(definition.area))
    problem('area', 'oneOf', { choices: TYPE_AREAS.join(', ') });

  const fields = Array.isArray(definition.fields) ? definition.fields : undefined;
  if (!fields) problem('fields', 'required');
  else if (fields.length > MAX_FIELDS) problem('fields', 'maxItems', { max: MAX_FIELDS });
  const keys = new Set<string>();
  const references = new Set([...options.existingTypes, typeof id === 'string' ? id : '']);
  (fields ?? []).forEach((raw: unknown, index) => {
    const path = `fields/${index}`;
    if (!isRecord(raw)) {
      problem(path, 'notAnObject');
      return;
    }
    const field = raw as unknown as FieldDefinition;
    if (typeof field.key !== 'string' || !FIELD_KEY_PATTERN.test(field.key))
      problem(`${path}/key`, 'fieldKeyPattern');
    else if ((SYSTEM_FIELD_KEYS as readonly string[]).includes(field.key))
      problem(`${path}/key`, 'systemField');
    else if (keys.has(field.key)) problem(`${path}/key`, 'duplicateKey');
    else keys.add(field.key);
    checkNames(`${path}/names`, field.names);
    if (field.help !== undefined && !isRecord(field.help)) problem(`${path}/help`, 'notAnObject');
    if (!(FIELD_KINDS as readonly unknown[]).includes(field.kind)) {
      problem(`${path}/kind`, 'oneOf', { choices: FIELD_KINDS.join(', ') });
      return;
    }
    if (field.kind === 'list') {
      if (field.items === undefined) problem(`${path}/items`, 'required');
      else if (
        field.items === ('list' as unknown) ||
        !(FIELD_KINDS as readonly unknown[]).includes(field.items)
      )
        problem(`${path}/items`, 'listItemKind');
    } else {
      for (const key of ['items', 'minItems', 'maxItems'] as const)
        if (field[key] !== undefined) problem(`${path}/${key}`, 'notForKind', { kind: field.kind });
    }
    const kind = field.kind === 'list' ? field.items : field.kind;
    const fitsText = kind !== undefined && TEXT_KINDS.includes(kind);
    const fitsNumber = kind !== undefined && NUMBER_KINDS.includes(kind);
    for (const key of ['minLength', 'maxLength', 'pattern'] as const)
      if (field[key] !== undefined && !fitsText)
        problem(`${path}/${key}`, 'notForKind', { kind: field.kind });
    for (const key of ['minimum', 'maximum'] as const)
      if (field[key] !== undefined && !fitsNumber)
        problem(`${path}/${key}`, 'notForKind', { kind: field.kind });
    const count = (key: 'minLength' | 'maxLength' | 'minItems' | 'maxItems') => {
      const value = field[key];
      if (value !== undefined && (!Number.isInteger(value) || value < 0))
        problem(`${path}/${key}`, 'nonNegativeInteger');
    };
    count('minLength');
    count('maxLength');
    count('minItems');
    count('maxItems');
    for (const key of ['minimum', 'maximum'] as const)
      if (field[key] !== undefined && !Number.isFinite(field[key]))
        problem(`${path}/${key}`, 'number');
    const ordered = (low: number | undefined, high: number | undefined, at: string) => {
      if (typeof low === 'number' && typeof high === 'number' && low > high)
        problem(`${path}/${at}`, 'minAboveMax');
    };
    ordered(field.minLength, field.maxLength, 'maxLength');
    ordered(field.minimum, field.maximum, 'maximum');
    ordered(field.minItems, field.maxItems, 'maxItems');
    if (
      field.pattern !== undefined &&
      (typeof field.pattern !== 'string' || !patternCompiles(field.pattern))
    )
      problem(`${path}/pattern`, 'patternInvalid');
    if (kind === 'enum') {
      const options = field.options;
      if (!Array.isArray(options) || options.length === 0) problem(`${path}/options`, 'required');
      else {
        const values = new Set<string>();
        options.forEach((option, o) => {
          if (
            !isRecord(option) ||
            typeof option.value !== 'string' ||
            !FIELD_KEY_PATTERN.test(option.value)
          )
            problem(`${path}/options/${o}/value`, 'optionValuePattern');
          else if (values.has(option.value))
            problem(`${path}/options/${o}/value`, 'duplicateOption');
          else values.add(option.value);
          checkNames(`${path}/options/${o}/names`, isRecord(option) ? option.names : undefined);
        });
      }
    } else if (field.options !== undefined)
      problem(`${path}/options`, 'notForKind', { kind: field.kind });
    if (kind === 'reference') {
      if (typeof field.referenceType !== 'string') problem(`${path}/referenceType`, 'required');
      else if (!references.has(field.referenceType))
        problem(`${path}/referenceType`, 'unknownType', { type: field.referenceType });
    } else if (field.referenceType !== undefined)
      problem(`${path}/referenceType`, 'notForKind', { kind: field.kind });
    if (field.required !== undefined && typeof field.required !== 'boolean')
      problem(`${path}/required`, 'boolean');
    if (field.default !== undefined && !valueFitsField(field, field.default))
      problem(`${path}/default`, 'defaultDoesNotFit');
  });

  const known = new Set<string>([...keys, ...LISTABLE_SYSTEM_FIELDS]);
  const layout = definition.layout;
  if (!isRecord(layout) || !Array.isArray(layout.tabs) || layout.tabs.length === 0)
    problem('layout/tabs', 'required');
  else {
    const placed = new Set<string>();
    const tabKeys = new Set<string>();
    layout.tabs.forEach((tab, t) => {
      const path = `layout/tabs/${t}`;
      if (!isRecord(tab)) return problem(path, 'notAnObject');
      if (typeof tab.key !== 'string' || !FIELD_KEY_PATTERN.test(tab.key))
        problem(`${path}/key`, 'fieldKeyPattern');
      else if (tabKeys.has(tab.key)) problem(`${path}/key`, 'duplicateKey');
      else tabKeys.add(tab.key);
      checkNames(`${path}/names`, tab.names);
      if (!Array.isArray(tab.groups)) return problem(`${path}/groups`, 'required');
      const groupKeys = new Set<string>();
      tab.groups.forEach((group, g) => {
        const at = `${path}/groups/${g}`;
        if (!isRecord(group)) return problem(at, 'notAnObject');
        if (typeof group.key !== 'string' || !FIELD_KEY_PATTERN.test(group.key))
          problem(`${at}/key`, 'fieldKeyPattern');
        else if (groupKeys.has(group.key)) problem(`${at}/key`, 'duplicateKey');
        else groupKeys.add(group.key);
        checkNames(`${at}/names`, group.names, true);
        if (!Array.isArray(group.fields)) return problem(`${at}/fields`, 'required');
        group.fields.forEach((key, f) => {
          if (!keys.has(key) && key !== 'lon' && key !== 'st')
            problem(`${at}/fields/${f}`, 'unknownField', { field: String(key) });
          else if (placed.has(key)) problem(`${at}/fields/${f}`, 'placedTwice', { field: key });
          else placed.add(key);
        });
      });
    });
  }

  const list = definition.list;
  if (!isRecord(list)) problem('list', 'required');
  else {
    const sources = (name: 'columns' | 'filters') => {
      const value = list[name];
      if (!Array.isArray(value)) return problem(`list/${name}`, 'required');
      value.forEach((source, i) => {
        if (typeof source !== 'string' || !known.has(source))
          problem(`list/${name}/${i}`, 'unknownField', { field: String(source) });
        else {
          const field = (fields ?? []).find((f) => f.key === source);
          if (
            field &&
            name === 'filters' &&
            ['list', 'image', 'localizedText'].includes(field.kind)
          )
            problem(`list/${name}/${i}`, 'notFilterable', { field: source });
        }
      });
    };
    sources('columns');
    sources('filters');
    const sort = list.sort;
    if (!isRecord(sort)) problem('list/sort', 'required');
    else {
      if (!(SORTABLE_FIELDS as readonly unknown[]).includes(sort.field))
        problem('list/sort/field', 'oneOf', { choices: SORTABLE_FIELDS.join(', ') });
      if (sort.order !== 'ASC' && sort.order !== 'DESC')
        problem('list/sort/order', 'oneOf', { choices: 'ASC, DESC' });
    }
  }
  return problems;
}
