// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import { localizeSchema, withReadOnlyProperties } from '../../../kit/jsonforms/localizeSchema';

const schema: JsonSchemaObject = {
  type: 'object',
  properties: {
    lon: { $ref: '#/$defs/names' },
    lod: { $ref: '#/$defs/names' },
    st: { $ref: '#/$defs/status' },
  },
  $defs: {
    names: {
      type: 'array',
      items: {
        type: 'object',
        properties: { lang: { $ref: '#/$defs/status' }, n: { type: 'string' } },
      },
    },
    status: { type: 'string', enum: ['draft'] },
  },
};

const labels: Record<string, string> = {
  'lon.lang': 'Language',
  'lon.n': 'Name',
  'lod.n': 'Description',
};

describe('localizeSchema', () => {
  const localized = localizeSchema(schema, (path) => labels[path]);

  it('titles the nested properties of each property with its own labels', () => {
    const lonItems = localized.properties?.lon?.items as JsonSchemaObject;
    const lodItems = localized.properties?.lod?.items as JsonSchemaObject;
    expect(lonItems.properties?.n?.title).toBe('Name');
    expect(lonItems.properties?.lang).toEqual({ $ref: '#/$defs/status', title: 'Language' });
    expect(lodItems.properties?.n?.title).toBe('Description');
  });

  it('leaves scalar properties, the shared definitions and the input untouched', () => {
    expect(localized.properties?.st).toEqual({ $ref: '#/$defs/status' });
    expect(localized.$defs).toBe(schema.$defs);
    expect(schema.properties?.lon).toEqual({ $ref: '#/$defs/names' });
  });

  it('stops on a schema that refers to itself', () => {
    const looping: JsonSchemaObject = { type: 'object', properties: { a: { $ref: '#' } } };
    expect(() => localizeSchema(looping, () => 'x')).not.toThrow();
  });
});

describe('withReadOnlyProperties', () => {
  it('marks the named top-level properties read-only and leaves the others and the input alone', () => {
    const marked = withReadOnlyProperties(schema, ['st', 'missing']);
    expect(marked.properties?.st).toEqual({ type: 'string', enum: ['draft'], readOnly: true });
    expect(marked.properties?.lon).toBe(schema.properties?.lon);
    expect(schema.properties?.st).toEqual({ $ref: '#/$defs/status' });
  });
});
