import { isJsonSchemaObject, resolveLocalRef } from '../../domain/jsonSchema';
import type { JsonSchemaObject } from '../../domain/jsonSchema';

// Deep enough for the catalogue's nesting (sg.am.ap), shallow enough to stop a self-referencing schema.
const MAX_DEPTH = 6;

type TitleOf = (path: string) => string | undefined;

/** The schema behind a `$ref` chain, with the keywords written beside the `$ref` kept. */
function effective(node: JsonSchemaObject, root: JsonSchemaObject): JsonSchemaObject | undefined {
  let current: JsonSchemaObject = node;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    if (hops >= MAX_DEPTH) return undefined;
    const { $ref, ...siblings } = current;
    const target = resolveLocalRef($ref, root);
    if (target === undefined) return undefined;
    current = { ...target, ...siblings };
  }
  return current;
}

function localize(
  node: JsonSchemaObject,
  path: string,
  root: JsonSchemaObject,
  titleOf: TitleOf,
  depth: number,
): JsonSchemaObject {
  if (depth > MAX_DEPTH) return node;
  const schema = effective(node, root);
  if (schema === undefined) return node;
  if (isJsonSchemaObject(schema.items) && !Array.isArray(schema.items)) {
    const items = localize(schema.items, path, root, titleOf, depth + 1);
    return items === schema.items ? node : { ...schema, items };
  }
  if (schema.properties === undefined) return node;
  const properties: Record<string, JsonSchemaObject> = {};
  for (const [name, child] of Object.entries(schema.properties)) {
    const childPath = `${path}.${name}`;
    const localized = localize(child, childPath, root, titleOf, depth + 1);
    const title = titleOf(childPath);
    properties[name] = title === undefined ? localized : { ...localized, title };
  }
  return { ...schema, properties };
}

/**
 * A copy of a type's schema whose nested properties carry translated `title`s
 * (`fields.<property>.<child>`): JSON Forms' material table headers show a property's title,
 * not a translation. `$ref`s on the way to a nested property are inlined (the shared definition
 * serves several properties with different labels); all others stay as they are.
 */
export function localizeSchema(schema: JsonSchemaObject, titleOf: TitleOf): JsonSchemaObject {
  if (schema.properties === undefined) return schema;
  const properties: Record<string, JsonSchemaObject> = {};
  for (const [name, child] of Object.entries(schema.properties)) {
    properties[name] = localize(child, name, schema, titleOf, 1);
  }
  return { ...schema, properties };
}

/**
 * A copy of the schema with top-level properties marked `readOnly` for the form (JSON Forms
 * disables them). The status is one: it changes through the status actions, never by typing,
 * and the server ignores a status sent with the content.
 */
export function withReadOnlyProperties(
  schema: JsonSchemaObject,
  names: readonly string[],
): JsonSchemaObject {
  if (schema.properties === undefined) return schema;
  const properties: Record<string, JsonSchemaObject> = { ...schema.properties };
  for (const name of names) {
    const property = properties[name];
    // Inlined: JSON Forms follows a $ref and would not see a readOnly written beside it.
    const resolved = property === undefined ? undefined : effective(property, schema);
    if (resolved !== undefined) properties[name] = { ...resolved, readOnly: true };
  }
  return { ...schema, properties };
}
