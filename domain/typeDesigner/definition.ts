/**
 * A catalogue type as an administrator designs it: identifier, names in the console's four
 * languages, area, fields, form layout and list settings. Pure data; generate.ts turns it into
 * the files of a `resources/` folder, validate.ts checks it, classify.ts compares two of them.
 */

export const DESIGN_LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;
export type DesignLanguage = (typeof DESIGN_LANGUAGES)[number];
/** A text in each of the four languages. */
export type Names = Record<DesignLanguage, string>;

export const TYPE_AREAS = ['vod', 'live', 'assets', 'syndication'] as const;
export type TypeArea = (typeof TYPE_AREAS)[number];

export const FIELD_KINDS = [
  'text',
  'localizedText',
  'longText',
  'number',
  'integer',
  'boolean',
  'dateTime',
  'enum',
  'list',
  'image',
  'reference',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
/** What a list may hold: any kind but another list. */
export type ListItemKind = Exclude<FieldKind, 'list'>;

export interface EnumOption {
  value: string;
  names: Names;
}

export interface FieldDefinition {
  key: string;
  names: Names;
  kind: FieldKind;
  required?: boolean;
  help?: Partial<Names>;
  /** text, longText, localizedText (each entry's text): length bounds and a pattern. */
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** number, integer: range. */
  minimum?: number;
  maximum?: number;
  /** enum: the option set, each with its labels. */
  options?: EnumOption[];
  /** list: the kind of its entries, and how many. */
  items?: ListItemKind;
  minItems?: number;
  maxItems?: number;
  /** reference (or a list of references): the type referred to. */
  referenceType?: string;
  /** The value existing items get when the field is added as required. */
  default?: unknown;
}

export interface LayoutGroup {
  key: string;
  names?: Names;
  fields: string[];
}

export interface LayoutTab {
  key: string;
  names: Names;
  groups: LayoutGroup[];
}

export interface ListSettings {
  columns: string[];
  filters: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface TypeDefinition {
  id: string;
  names: Names;
  /** Plural display names (the menu); the names are used when absent. */
  plural?: Names;
  area: TypeArea;
  fields: FieldDefinition[];
  layout: { tabs: LayoutTab[] };
  list: ListSettings;
}

/**
 * The system fields every designed type has, fixed (not declared among its fields): the name
 * (`lon`, required), status, identity and revision fields.
 */
export const SYSTEM_FIELD_KEYS = [
  'lon',
  'st',
  'id',
  'cty',
  'key',
  'urn',
  'ex_id',
  'prd',
  'ct',
  'ut',
] as const;

/** Fields a list may show, filter or sort by beside the type's own. */
export const LISTABLE_SYSTEM_FIELDS = ['lon', 'st', 'ut', 'ct', 'ex_id', 'id'] as const;
/** The fields the catalogue list sorts by (server/routes/catalog.ts). */
export const SORTABLE_FIELDS = ['ut', 'ct', 'lon'] as const;
