import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import type { PageResource } from '../../domain/permissions/pages';
import { CONTENT_STATUSES } from '../../domain/statuses';
import { compileOnFirstUse } from '../resourceCatalog';
import type { ListArea, ResourceType } from '../resourceCatalog';

/** What a built-in item type declares: its names, its page, its own fields and list columns. */
export interface BuiltInTypeDefinition {
  type: string;
  urn: string;
  area: ListArea;
  resource: PageResource;
  /** Required own fields. */
  required: readonly string[];
  /** The own fields' JSON Schemas (the system fields are added). */
  properties: Readonly<Record<string, unknown>>;
  uischema?: unknown;
  /** List columns besides the name (first), status and update time (last). */
  columns?: readonly { source: string; kind: string }[];
}

/**
 * A type that behaves like catalogue items (versions, statuses, locks, audit) without being
 * declared under resources/ (ad tags, storefronts, collections, containers): its schema is its
 * own fields plus the system fields every stored version carries, no others (400 naming them).
 */
export function builtInItemType(definition: BuiltInTypeDefinition): ResourceType {
  const schema = {
    type: 'object',
    required: [...definition.required],
    additionalProperties: false,
    properties: {
      id: { type: 'string', maxLength: 200 },
      key: { type: 'string', maxLength: 200 },
      cty: { type: 'string', const: definition.type },
      urn: { type: 'string', const: definition.urn },
      st: { type: 'string', enum: [...CONTENT_STATUSES] },
      ct: { type: 'string', maxLength: 40 },
      ut: { type: 'string', maxLength: 40 },
      prd: { type: 'array', maxItems: 1, items: { type: 'string', maxLength: 64 } },
      ...definition.properties,
    },
  } as unknown as JsonSchemaObject;
  return {
    type: definition.type,
    urn: definition.urn,
    schema,
    uischema: definition.uischema ?? null,
    list: {
      area: definition.area,
      resource: definition.resource,
      titleKey: definition.type,
      columns: [
        { source: 'n', kind: 'text' },
        ...(definition.columns ?? []),
        { source: 'st', kind: 'status' },
        { source: 'ut', kind: 'date' },
      ],
      filters: [],
      sort: { field: 'ut', order: 'DESC' },
      searchFields: ['n'],
    },
    // Compiled on its first validation: these schemas are the code's own (their tests compile
    // them), and a start that validates no ad tag or storefront item does not pay for them.
    validate: compileOnFirstUse(() => compile(schema)),
  };
}

function compile(schema: JsonSchemaObject) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
