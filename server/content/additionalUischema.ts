import type { JsonSchemaObject } from '../../domain/jsonSchema';

/**
 * The fields of an item's 'Additional info' dialog when its type declares none of its own
 * (`additionaluischema.json` beside its schema): who the item is to other systems and which
 * version is shown, in this order, each one the type's schema has.
 */
export const ADDITIONAL_INFO_FIELDS = [
  'id',
  'cid',
  'ex_id',
  'cty',
  'urn',
  'key',
  'pkg_id',
  'esrc',
  'ct',
  'ut',
] as const;

/**
 * A type's additional UI schema: its own, or a vertical layout of the {@link
 * ADDITIONAL_INFO_FIELDS} its schema has, labelled with the form's field keys (`fields.id`).
 */
export function additionalUischemaOf(schema: JsonSchemaObject, declared: unknown): unknown {
  if (declared !== undefined && declared !== null) return declared;
  const properties = schema.properties ?? {};
  return {
    type: 'VerticalLayout',
    elements: ADDITIONAL_INFO_FIELDS.filter((field) => Object.hasOwn(properties, field)).map(
      (field) => ({ type: 'Control', scope: `#/properties/${field}`, label: `fields.${field}` }),
    ),
  };
}
