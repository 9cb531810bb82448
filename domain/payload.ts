import { isJsonSchemaObject, resolveLocalRef } from './jsonSchema';
import type { JsonSchemaObject, JsonSchemaTypeName } from './jsonSchema';

type JsonRecord = Record<string, unknown>;

// Beyond this depth a required object is rebuilt empty: a schema that requires itself has no finite instance.
const MAX_REBUILD_DEPTH = 32;

// Keywords that only constrain which properties are present; a oneOf/anyOf made of these does not change the shape.
const CONSTRAINT_ONLY_KEYWORDS = new Set(['required', 'not', 'title', 'description', '$comment']);

/**
 * Cleans a payload against the JSON Schema of its type, as the spec orders (section 5),
 * before the server's ajv validation and before the console saves:
 * - strings are trimmed (a blank string stays, as `''`: only localized names are removed for it);
 * - `null` and `undefined` are dropped, and so are properties the schema does not declare,
 *   recursively through objects and array items; an explicit `additionalProperties: true`
 *   keeps extra properties as they are, an `additionalProperties` schema cleans them by it;
 * - empty arrays and objects are dropped unless the property is required;
 * - in arrays whose items are localized entries (item schema declaring `lang` and `n`),
 *   an entry with a language but no name, or a blank one, is removed;
 * - required properties that ended up missing are rebuilt: with the schema's `default`,
 *   else the empty value of its type ('' string, 0 number/integer, false boolean, []
 *   array, and for an object `{}` with its own required properties rebuilt); a required
 *   property whose schema gives neither default nor type stays missing for ajv to report.
 *
 * What the schema cannot describe is kept exactly as it is, never dropped: an object
 * schema without `properties` (unless `additionalProperties` says otherwise), an array
 * without a single `items` schema, a `oneOf`/`anyOf` that offers alternative shapes, a
 * `$ref` outside the document. Local `$ref`s (`#/$defs/...`, `#/definitions/...`) are
 * resolved against `schema`, the root; `allOf` parts are merged. The input is never
 * changed; the result shares nothing with it. A value that is not an object cleans as `{}`.
 */
export function cleanPayload(value: unknown, schema: JsonSchemaObject): JsonRecord {
  const cleaner = new PayloadCleaner(schema);
  const source = isPlainObject(value) ? value : {};
  const effective = cleaner.effective(schema);
  if (effective === undefined || isOpaque(effective)) return cloneRecord(source);
  return cleaner.cleanObject(source, effective);
}

/**
 * Each root schema's effective schemas, by the schema object they were made from: a type's
 * schema is read on every save, and following its `$ref`s and merging its `allOf`s again for
 * every value of every document was a good part of an edit's time. Schemas are not changed once
 * loaded (a changed type is a new schema object), and the effective schemas are only read.
 */
const effectiveSchemas = new WeakMap<
  JsonSchemaObject,
  WeakMap<JsonSchemaObject, JsonSchemaObject | undefined>
>();

class PayloadCleaner {
  private readonly effectiveOf: WeakMap<JsonSchemaObject, JsonSchemaObject | undefined>;

  constructor(private readonly root: JsonSchemaObject) {
    let known = effectiveSchemas.get(root);
    if (!known) {
      known = new WeakMap();
      effectiveSchemas.set(root, known);
    }
    this.effectiveOf = known;
  }

  /** The schema with its `$ref` followed and its `allOf` merged; undefined when it cannot be read. */
  effective(schema: unknown): JsonSchemaObject | undefined {
    if (!isJsonSchemaObject(schema)) return undefined;
    if (this.effectiveOf.has(schema)) return this.effectiveOf.get(schema);
    const result = this.resolve(schema, new Set());
    this.effectiveOf.set(schema, result);
    return result;
  }

  private resolve(schema: unknown, seenRefs: ReadonlySet<string>): JsonSchemaObject | undefined {
    if (!isJsonSchemaObject(schema)) return undefined;
    const { $ref, allOf, ...rest } = schema;
    let result: JsonSchemaObject = rest;
    if ($ref !== undefined) {
      if (seenRefs.has($ref)) return undefined;
      const target = this.resolve(resolveLocalRef($ref, this.root), new Set([...seenRefs, $ref]));
      if (target === undefined) return undefined;
      // Keywords beside the $ref (a default, a description) refine its target, so they win.
      result = mergeSchemas(rest, target);
    }
    for (const part of allOf ?? []) {
      const resolved = this.resolve(part, seenRefs);
      if (resolved === undefined) return undefined;
      result = mergeSchemas(result, resolved);
    }
    return result;
  }

  cleanValue(value: unknown, schema: unknown): unknown {
    if (value === null || value === undefined) return undefined;
    const effective = this.effective(schema);
    if (effective === undefined || isOpaque(effective)) return cloneJson(value);
    if (typeof value === 'string') return value.trim();
    if (Array.isArray(value)) return this.cleanArray(value, effective);
    if (isPlainObject(value)) return this.cleanObject(value, effective);
    return value;
  }

  cleanArray(items: readonly unknown[], schema: JsonSchemaObject): unknown[] {
    const itemSchema = schema.items;
    // A tuple (`items` as a list) is positional: dropping one item would shift the others, so it is kept.
    if (!isJsonSchemaObject(itemSchema)) return items.map(cloneJson);
    const effectiveItem = this.effective(itemSchema);
    const localized =
      effectiveItem?.properties !== undefined &&
      hasOwn(effectiveItem.properties, 'lang') &&
      hasOwn(effectiveItem.properties, 'n');
    const result: unknown[] = [];
    for (const item of items) {
      const cleaned = this.cleanValue(item, itemSchema);
      if (cleaned === undefined || isEmptyContainer(cleaned)) continue;
      if (localized && isNamelessLocalizedEntry(cleaned)) continue;
      result.push(cleaned);
    }
    return result;
  }

  cleanObject(source: JsonRecord, schema: JsonSchemaObject): JsonRecord {
    const { properties, additionalProperties } = schema;
    if (
      properties === undefined &&
      (additionalProperties === undefined || additionalProperties === true)
    ) {
      return cloneRecord(source);
    }
    const required = new Set(schema.required ?? []);
    const result: JsonRecord = {};
    for (const [key, value] of Object.entries(source)) {
      let cleaned: unknown;
      if (properties !== undefined && hasOwn(properties, key)) {
        cleaned = this.cleanValue(value, properties[key]);
      } else if (additionalProperties === true) {
        cleaned = value === null ? undefined : cloneJson(value);
      } else if (isJsonSchemaObject(additionalProperties)) {
        cleaned = this.cleanValue(value, additionalProperties);
      } else {
        continue;
      }
      if (cleaned === undefined || (isEmptyContainer(cleaned) && !required.has(key))) continue;
      setOwn(result, key, cleaned);
    }
    for (const key of required) {
      if (hasOwn(result, key)) continue;
      const propertySchema =
        properties !== undefined && hasOwn(properties, key)
          ? properties[key]
          : additionalProperties;
      const rebuilt = this.rebuild(propertySchema, 0);
      if (rebuilt !== undefined) setOwn(result, key, rebuilt);
    }
    return result;
  }

  /** The value a missing required property is recreated with: its default, else its type's empty value. */
  rebuild(schema: unknown, depth: number): unknown {
    const effective = this.effective(schema);
    if (effective === undefined) return undefined;
    if (effective.default !== undefined && effective.default !== null)
      return cloneJson(effective.default);
    switch (primaryType(effective)) {
      case 'string':
        return '';
      case 'number':
      case 'integer':
        return 0;
      case 'boolean':
        return false;
      case 'array':
        return [];
      case 'object':
        return depth >= MAX_REBUILD_DEPTH || isOpaque(effective)
          ? {}
          : this.rebuildObject(effective, depth + 1);
      case 'null':
      case undefined:
        return undefined;
    }
  }

  private rebuildObject(schema: JsonSchemaObject, depth: number): JsonRecord {
    const result: JsonRecord = {};
    for (const key of schema.required ?? []) {
      const rebuilt = this.rebuild(
        schema.properties !== undefined && hasOwn(schema.properties, key)
          ? schema.properties[key]
          : undefined,
        depth,
      );
      if (rebuilt !== undefined) setOwn(result, key, rebuilt);
    }
    return result;
  }
}

/** Merges two schemas as `allOf` parts: properties and required unite; a property both declare takes both. */
function mergeSchemas(a: JsonSchemaObject, b: JsonSchemaObject): JsonSchemaObject {
  const merged: JsonSchemaObject = { ...b, ...a };
  if (a.properties !== undefined || b.properties !== undefined) {
    const properties: Record<string, JsonSchemaObject> = { ...b.properties };
    for (const [key, schema] of Object.entries(a.properties ?? {})) {
      const other = hasOwn(properties, key) ? properties[key] : undefined;
      properties[key] = other === undefined ? schema : { allOf: [schema, other] };
    }
    merged.properties = properties;
  }
  if (a.required !== undefined || b.required !== undefined) {
    merged.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
  }
  if (a.additionalProperties === false || b.additionalProperties === false)
    merged.additionalProperties = false;
  if (
    isJsonSchemaObject(a.items) &&
    isJsonSchemaObject(b.items) &&
    !Array.isArray(a.items) &&
    !Array.isArray(b.items)
  ) {
    merged.items = { allOf: [a.items, b.items] };
  }
  const alternatives = [...(a.anyOf ?? []), ...(b.anyOf ?? [])];
  if (alternatives.length > 0) merged.anyOf = alternatives;
  const exclusive = [...(a.oneOf ?? []), ...(b.oneOf ?? [])];
  if (exclusive.length > 0) merged.oneOf = exclusive;
  return merged;
}

/** A oneOf/anyOf is opaque when a branch describes a shape, not merely which properties must be present. */
function isOpaque(schema: JsonSchemaObject): boolean {
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return branches.some(
    (branch) =>
      !isJsonSchemaObject(branch) ||
      Object.keys(branch).some((key) => !CONSTRAINT_ONLY_KEYWORDS.has(key)),
  );
}

function primaryType(schema: JsonSchemaObject): JsonSchemaTypeName | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  const declared = type?.find((name) => name !== 'null') ?? type?.[0];
  if (declared !== undefined) return declared;
  if (schema.properties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

function isNamelessLocalizedEntry(entry: unknown): boolean {
  if (!isPlainObject(entry) || !hasOwn(entry, 'lang')) return false;
  const name = entry.n;
  return typeof name !== 'string' || name.trim() === '';
}

function isEmptyContainer(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function isPlainObject(value: unknown): value is JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function hasOwn(record: object, key: string): boolean {
  return Object.hasOwn(record, key);
}

// defineProperty, not assignment: a payload key '__proto__' must stay data, never become a prototype.
function setOwn(record: JsonRecord, key: string, value: unknown): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function cloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isPlainObject(value)) return cloneRecord(value);
  return value;
}

function cloneRecord(record: JsonRecord): JsonRecord {
  const copy: JsonRecord = {};
  for (const [key, value] of Object.entries(record)) setOwn(copy, key, cloneJson(value));
  return copy;
}
