import { isJsonSchemaObject } from '../../../domain/jsonSchema';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import type { ResourceTypeDefinition } from '../shared/useResourceType';

/** A type definition's JSON Schema as the domain reads it; undefined until it is loaded. */
export function typeSchemaOf(
  definition: ResourceTypeDefinition | undefined,
): JsonSchemaObject | undefined {
  const schema: unknown = definition?.schema;
  return isJsonSchemaObject(schema) ? schema : undefined;
}
