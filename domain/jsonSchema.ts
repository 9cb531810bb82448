/** The primitive type names of JSON Schema's `type` keyword. */
export type JsonSchemaTypeName =
  'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * The part of a JSON Schema (draft-07 / 2020-12) that the domain reads: structure
 * (`properties`, `required`, `items`, `additionalProperties`), composition (`allOf`,
 * `anyOf`, `oneOf`), local references (`$ref` into `$defs` or `definitions`), and the
 * value keywords the forms and the cleaner consult (`default`, `enum`, `format`, bounds).
 * Deliberately minimal: ajv, not this type, is the judge of a schema's validity, and
 * keywords not listed here are simply not read by domain code.
 */
export interface JsonSchemaObject {
  $id?: string;
  $schema?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchemaObject>;
  definitions?: Record<string, JsonSchemaObject>;
  title?: string;
  description?: string;
  type?: JsonSchemaTypeName | readonly JsonSchemaTypeName[];
  properties?: Record<string, JsonSchemaObject>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchemaObject;
  items?: JsonSchemaObject | readonly JsonSchemaObject[];
  allOf?: readonly JsonSchemaObject[];
  anyOf?: readonly JsonSchemaObject[];
  oneOf?: readonly JsonSchemaObject[];
  not?: JsonSchemaObject;
  default?: unknown;
  const?: unknown;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
}

/**
 * Whether a value can be read as a schema object. JSON Schema also allows the boolean
 * schemas `true` and `false`; domain code treats those (and anything else that is not an
 * object) as a schema it cannot read, and leaves the values under it alone.
 */
export function isJsonSchemaObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Resolves a local reference (`#`, `#/$defs/name`, `#/definitions/name` or any JSON
 * pointer fragment, with `~0`/`~1` and percent escapes) against the root schema it belongs
 * to. Gives `undefined` for a reference into another document or to nothing, so callers can
 * treat it as a schema they cannot read instead of failing on it.
 */
export function resolveLocalRef(ref: string, root: JsonSchemaObject): JsonSchemaObject | undefined {
  if (!ref.startsWith('#')) return undefined;
  const pointer = safeDecode(ref.slice(1));
  if (pointer === undefined) return undefined;
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = root;
  for (const token of pointer.slice(1).split('/')) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key))
      return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return isJsonSchemaObject(current) ? current : undefined;
}

// A malformed percent escape is a reference to nothing, not a crash.
function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
