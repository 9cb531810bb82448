import type { DesignLanguage, FieldDefinition, ListItemKind, TypeDefinition } from './definition';
import { DESIGN_LANGUAGES } from './definition';

/** A JSON value of a generated file. */
type Json = Record<string, unknown>;

/** The files of a `resources/<type>/` folder, plus the labels a `_i18n/<lang>.json` file holds. */
export interface GeneratedType {
  schema: Json;
  uischema: Json;
  list: Json;
  /** Label keys (the uischema's and list's) to text, per language. */
  messages: Record<DesignLanguage, Record<string, string>>;
}

/** Where a designed type's labels live in the console's messages. */
export const typeNameKey = (id: string) => `resources.${id}.name`;
export const typePluralKey = (id: string) => `resources.${id}.plural`;
export const fieldLabelKey = (id: string, field: string) => `typeFields.${id}.${field}`;
export const fieldHelpKey = (id: string, field: string) => `typeFields.${id}.${field}.help`;
export const optionLabelKey = (id: string, field: string, value: string) =>
  `typeFields.${id}.${field}.options.${value}`;
export const tabLabelKey = (id: string, tab: string) => `typeTabs.${id}.${tab}`;
export const groupLabelKey = (id: string, tab: string, group: string) =>
  `typeTabs.${id}.${tab}.${group}`;

/** The system fields' schema properties, as the built-in types declare them. */
function systemProperties(id: string): Json {
  return {
    lon: { $ref: '#/$defs/localizedNames' },
    st: { $ref: '#/$defs/status' },
    id: { $ref: '#/$defs/systemIdentifier' },
    cty: { type: 'string', const: id, readOnly: true },
    key: { $ref: '#/$defs/systemIdentifier' },
    urn: { $ref: '#/$defs/urn' },
    ex_id: { $ref: '#/$defs/systemIdentifier' },
    prd: { $ref: '#/$defs/productIds' },
    ct: { $ref: '#/$defs/systemDateTime' },
    ut: { $ref: '#/$defs/systemDateTime' },
  };
}

const SYSTEM_CONTROLS = ['id', 'cty', 'key', 'urn', 'ex_id', 'ct', 'ut'] as const;

function textBounds(field: FieldDefinition, defaultMax: number): Json {
  return {
    ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
    maxLength: field.maxLength ?? defaultMax,
    ...(field.pattern !== undefined ? { pattern: field.pattern } : {}),
  };
}

function kindSchema(field: FieldDefinition, kind: ListItemKind): Json {
  switch (kind) {
    case 'text':
      return { type: 'string', ...textBounds(field, 500) };
    case 'longText':
      return { type: 'string', ...textBounds(field, 5000) };
    case 'localizedText':
      return {
        type: 'array',
        ...(field.required ? { minItems: 1 } : {}),
        items: {
          type: 'object',
          required: ['lang', 'n'],
          additionalProperties: false,
          properties: {
            lang: { $ref: '#/$defs/language' },
            n: { type: 'string', ...textBounds(field, 5000) },
          },
        },
      };
    case 'number':
    case 'integer':
      return {
        type: kind,
        ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
        ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'dateTime':
      return { $ref: '#/$defs/dateTime' };
    case 'enum':
      return { type: 'string', enum: (field.options ?? []).map((o) => o.value) };
    case 'image':
      return {
        type: 'object',
        required: ['u'],
        additionalProperties: false,
        properties: {
          u: { type: 'string', format: 'uri-reference', minLength: 1, maxLength: 2048 },
          t: { $ref: '#/$defs/imageType' },
          r: { $ref: '#/$defs/imageRatio' },
        },
      };
    case 'reference':
      // An item id of the referred type (x-reference names it for the form's picker).
      return { type: 'string', minLength: 1, maxLength: 200, 'x-reference': field.referenceType };
  }
}

/** The JSON schema of one designed field. */
export function fieldSchema(field: FieldDefinition): Json {
  if (field.kind !== 'list') return kindSchema(field, field.kind);
  return {
    type: 'array',
    ...(field.minItems !== undefined ? { minItems: field.minItems } : {}),
    ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
    items: kindSchema(field, field.items ?? 'text'),
  };
}

const COLUMN_KINDS: Partial<Record<ListItemKind | 'list', string>> = {
  boolean: 'boolean',
  dateTime: 'date',
  number: 'number',
  integer: 'number',
};
const FILTER_KINDS: Partial<Record<ListItemKind | 'list', string>> = {
  boolean: 'boolean',
  dateTime: 'date',
  number: 'number',
  integer: 'number',
  enum: 'select',
};
const SYSTEM_COLUMN_KINDS: Record<string, string> = {
  lon: 'localizedName',
  st: 'status',
  ut: 'date',
  ct: 'date',
  ex_id: 'text',
  id: 'text',
};
const STATUS_CHOICES = ['published', 'draft', 'pre-draft', 'pending', 'archived'];

/** The `resources/` folder files (schema.json, uischema.json, list.json) and labels of a type. */
export function generateType(definition: TypeDefinition): GeneratedType {
  const { id } = definition;
  const byKey = new Map(definition.fields.map((f) => [f.key, f]));
  const properties: Json = { ...systemProperties(id) };
  for (const field of definition.fields) properties[field.key] = fieldSchema(field);
  const required = ['cty', 'lon', ...definition.fields.filter((f) => f.required).map((f) => f.key)];
  const schema: Json = {
    type: 'object',
    required,
    additionalProperties: false,
    properties,
  };

  const control = (field: string, label: string) => ({
    type: 'Control',
    scope: `#/properties/${field}`,
    label,
  });
  const labelOf = (field: string) =>
    byKey.has(field) ? fieldLabelKey(id, field) : `fields.${field}`;
  const placed = new Set(definition.layout.tabs.flatMap((t) => t.groups.flatMap((g) => g.fields)));
  const tabs = definition.layout.tabs.map((tab, index) => {
    const leading =
      index === 0
        ? ['lon', 'st'].filter((f) => !placed.has(f)).map((f) => control(f, `fields.${f}`))
        : [];
    return {
      type: 'Category',
      label: tabLabelKey(id, tab.key),
      elements: [
        ...leading,
        // A group with names is a titled Group; one without is a plain column of its fields.
        ...tab.groups.map((group) =>
          group.names
            ? {
                type: 'Group',
                label: groupLabelKey(id, tab.key, group.key),
                elements: group.fields.map((f) => control(f, labelOf(f))),
              }
            : {
                type: 'VerticalLayout',
                elements: group.fields.map((f) => control(f, labelOf(f))),
              },
        ),
      ],
    };
  });
  const unplaced = definition.fields.filter((f) => !placed.has(f.key));
  if (unplaced.length > 0 && tabs[0]) {
    tabs[0].elements.push(...unplaced.map((f) => control(f.key, fieldLabelKey(id, f.key))));
  }
  tabs.push({
    type: 'Category',
    label: 'categories.system',
    elements: SYSTEM_CONTROLS.map((f) => control(f, `fields.${f}`)),
  });
  const uischema: Json = { type: 'Categorization', elements: tabs };

  const list: Json = {
    area: definition.area,
    resource: areaResource(definition.area),
    titleKey: typeNameKey(id),
    columns: definition.list.columns.map((source) => ({
      source,
      kind:
        SYSTEM_COLUMN_KINDS[source] ?? COLUMN_KINDS[byKey.get(source)?.kind ?? 'text'] ?? 'text',
    })),
    filters: definition.list.filters.map((source) => {
      if (source === 'st') return { source, kind: 'select', choices: STATUS_CHOICES };
      const field = byKey.get(source);
      const kind = (field && FILTER_KINDS[field.kind]) ?? 'text';
      return kind === 'select'
        ? { source, kind, choices: (field?.options ?? []).map((o) => o.value) }
        : { source, kind };
    }),
    sort: definition.list.sort,
    searchFields: [
      'lon.n',
      'ex_id',
      'id',
      ...definition.fields.filter((f) => f.kind === 'text').map((f) => f.key),
    ],
  };

  const messages = Object.fromEntries(
    DESIGN_LANGUAGES.map((lang) => {
      const entries: Record<string, string> = {
        [typeNameKey(id)]: definition.names[lang],
        [typePluralKey(id)]: (definition.plural ?? definition.names)[lang],
      };
      for (const field of definition.fields) {
        entries[fieldLabelKey(id, field.key)] = field.names[lang];
        const help = field.help?.[lang];
        if (help) entries[fieldHelpKey(id, field.key)] = help;
        for (const option of field.options ?? [])
          entries[optionLabelKey(id, field.key, option.value)] = option.names[lang];
      }
      for (const tab of definition.layout.tabs) {
        entries[tabLabelKey(id, tab.key)] = tab.names[lang];
        for (const group of tab.groups)
          if (group.names) entries[groupLabelKey(id, tab.key, group.key)] = group.names[lang];
      }
      return [lang, entries];
    }),
  ) as Record<DesignLanguage, Record<string, string>>;

  return { schema, uischema, list, messages };
}

/** The page of section 6 whose permissions govern a type's items, by its area. */
export function areaResource(area: TypeDefinition['area']): string {
  switch (area) {
    case 'vod':
      return 'cp_datastore';
    case 'live':
      return 'cp_live';
    case 'assets':
      return 'cp_cmsstore';
    case 'syndication':
      return 'cp_syndication';
  }
}
