import { describe, expect, it } from 'vitest';
import { isJsonSchemaObject, resolveLocalRef } from './jsonSchema';
import type { JsonSchemaObject } from './jsonSchema';

const localizedName: JsonSchemaObject = {
  type: 'object',
  properties: { lang: { type: 'string' }, n: { type: 'string' } },
};
const root: JsonSchemaObject = {
  type: 'object',
  $defs: { localizedName, 'a/b': { type: 'string' }, 'x~y': { type: 'number' } },
  definitions: { image: { type: 'object', properties: { u: { type: 'string' } } } },
  properties: { lon: { type: 'array', items: { $ref: '#/$defs/localizedName' } } },
};

describe('resolveLocalRef', () => {
  it('resolves $defs and definitions', () => {
    expect(resolveLocalRef('#/$defs/localizedName', root)).toBe(localizedName);
    expect(resolveLocalRef('#/definitions/image', root)).toEqual({
      type: 'object',
      properties: { u: { type: 'string' } },
    });
  });

  it('resolves the root and deeper pointers', () => {
    expect(resolveLocalRef('#', root)).toBe(root);
    expect(resolveLocalRef('#/properties/lon/items', root)).toEqual({
      $ref: '#/$defs/localizedName',
    });
  });

  it('decodes ~1, ~0 and percent escapes', () => {
    expect(resolveLocalRef('#/$defs/a~1b', root)).toEqual({ type: 'string' });
    expect(resolveLocalRef('#/$defs/x~0y', root)).toEqual({ type: 'number' });
    expect(resolveLocalRef('#/%24defs/localizedName', root)).toBe(localizedName);
  });

  it('gives undefined for what it cannot resolve', () => {
    expect(resolveLocalRef('#/$defs/missing', root)).toBeUndefined();
    expect(resolveLocalRef('other.json#/$defs/localizedName', root)).toBeUndefined();
    expect(resolveLocalRef('#$defs', root)).toBeUndefined();
    expect(resolveLocalRef('#/%E0%A4%A', root)).toBeUndefined();
    expect(resolveLocalRef('#/type', root)).toBeUndefined();
    expect(resolveLocalRef('#/$defs/toString', root)).toBeUndefined();
  });
});

describe('isJsonSchemaObject', () => {
  it('accepts objects only', () => {
    expect(isJsonSchemaObject({})).toBe(true);
    expect(isJsonSchemaObject(true)).toBe(false);
    expect(isJsonSchemaObject(null)).toBe(false);
    expect(isJsonSchemaObject([{}])).toBe(false);
  });
});
