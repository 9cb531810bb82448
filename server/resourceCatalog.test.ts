import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../domain/jsonSchema';
import { catalogAjv, compileResourceType } from './resourceCatalog';
import type { ListDeclaration } from './resourceCatalog';

const LIST = {
  area: 'vod',
  resource: 'vod',
  titleKey: 'probe',
  columns: [],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  searchFields: [],
} as unknown as ListDeclaration;

const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 2 }, year: { $ref: '#/$defs/year' } },
  required: ['name'],
} as unknown as JsonSchemaObject;

const DEFS = { year: { type: 'integer', minimum: 1900 } };

/** A schema ajv cannot compile: its reference leads nowhere. */
const BROKEN = {
  type: 'object',
  properties: { name: { $ref: '#/$defs/nowhere' } },
} as unknown as JsonSchemaObject;

const files = (schema: JsonSchemaObject) => ({ schema, uischema: null, list: LIST });

describe('a catalogue type compiled on its first use', () => {
  it('validates as one compiled at once, with the errors of its last call', () => {
    for (const when of ['now', 'on-first-use'] as const) {
      const { validate } = compileResourceType(
        'probe',
        files(SCHEMA),
        DEFS,
        catalogAjv(),
        'resources/probe',
        when,
      );
      expect(validate({ name: 'x', year: 1800 }), when).toBe(false);
      expect(validate.errors?.map((error) => error.instancePath).sort(), when).toEqual([
        '/name',
        '/year',
      ]);
      expect(validate({ name: 'Nimbus', year: 1999 }), when).toBe(true);
      expect(validate.errors ?? null, when).toBeNull();
    }
  });

  it('loads a schema that does not compile, and refuses its first validation naming the folder', () => {
    const type = compileResourceType(
      'broken',
      files(BROKEN),
      DEFS,
      catalogAjv(),
      'resources/broken',
      'on-first-use',
    );
    expect(() => type.validate({ name: 'x' })).toThrow(
      /^resources\/broken\/schema\.json does not compile: /,
    );
    // Still refused on the next call: nothing half-compiled is kept.
    expect(() => type.validate({ name: 'x' })).toThrow(/does not compile/);
  });

  it('refuses at once, naming the folder, a schema compiled now', () => {
    expect(() =>
      compileResourceType('broken', files(BROKEN), DEFS, catalogAjv(), 'resources/broken', 'now'),
    ).toThrow(/^resources\/broken\/schema\.json does not compile: /);
  });
});
