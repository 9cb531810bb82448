import { describe, expect, it } from 'vitest';
import { cleanPayload } from './payload';
import type { JsonSchemaObject } from './jsonSchema';

// The schema keywords the cleaner reads beyond properties/required/items: additionalProperties, $ref, allOf, oneOf/anyOf.

const localizedName: JsonSchemaObject = {
  type: 'object',
  required: ['lang', 'n'],
  properties: {
    lang: { type: 'string', enum: ['en', 'zh', 'ms', 'ta'] },
    n: { type: 'string', maxLength: 250 },
  },
};

describe('cleanPayload: additionalProperties', () => {
  it('keeps an object as it is when its schema has no properties', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      properties: {
        payload: { type: 'object', additionalProperties: true },
        any: { type: 'object' },
      },
    };
    const payload = { filter: [{ field: ' search_across ', term: null }], empty: {} };
    expect(cleanPayload({ payload, any: { a: ' b ' } }, schema)).toEqual({
      payload,
      any: { a: ' b ' },
    });
  });

  it('drops everything of an object whose schema allows no properties', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      required: ['o'],
      properties: { o: { type: 'object', additionalProperties: false } },
    };
    expect(cleanPayload({ o: { a: 1 } }, schema)).toEqual({ o: {} });
  });

  it('cleans extra properties by an additionalProperties schema', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      properties: { map: { type: 'object', additionalProperties: { type: 'string' } } },
    };
    expect(cleanPayload({ map: { a: ' x ', b: null } }, schema)).toEqual({ map: { a: 'x' } });
  });

  it('keeps extras beside declared properties when additionalProperties is true', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      additionalProperties: true,
      properties: { n: { type: 'string' } },
    };
    expect(cleanPayload({ n: ' a ', extra: { keep: ' as is ' }, gone: null }, schema)).toEqual({
      n: 'a',
      extra: { keep: ' as is ' },
    });
  });

  it("keeps a '__proto__' key as data", () => {
    const schema: JsonSchemaObject = { type: 'object', properties: { meta: { type: 'object' } } };
    const meta: unknown = JSON.parse('{"__proto__": {"polluted": true}}');
    const result = cleanPayload({ meta }, schema);
    expect(Object.getPrototypeOf(result.meta)).toBe(Object.prototype);
    expect(Object.keys(result.meta as object)).toEqual(['__proto__']);
  });
});

describe('cleanPayload: refs, allOf, oneOf/anyOf', () => {
  it('resolves $defs and definitions refs against the root', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      $defs: { localizedName },
      definitions: { names: { type: 'array', items: { $ref: '#/$defs/localizedName' } } },
      properties: { lon: { $ref: '#/definitions/names' }, lod: { $ref: '#/definitions/names' } },
    };
    expect(
      cleanPayload(
        { lon: [{ lang: 'en', n: ' A ', x: 1 }, { lang: 'zh' }], lod: [{ lang: 'en', n: '' }] },
        schema,
      ),
    ).toEqual({ lon: [{ lang: 'en', n: 'A' }] });
  });

  it('lets keywords beside a $ref refine its target', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      required: ['st'],
      $defs: { status: { type: 'string', default: 'published' } },
      properties: { st: { $ref: '#/$defs/status', default: 'draft' } },
    };
    expect(cleanPayload({}, schema)).toEqual({ st: 'draft' });
  });

  it('keeps a value whose ref it cannot resolve, and survives ref cycles', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
      properties: { remote: { $ref: 'other.json#/x' }, loop: { $ref: '#/$defs/a' } },
    };
    expect(cleanPayload({ remote: { k: ' v ' }, loop: [' x '] }, schema)).toEqual({
      remote: { k: ' v ' },
      loop: [' x '],
    });
  });

  it('merges the properties and required of allOf parts', () => {
    const schema: JsonSchemaObject = {
      $defs: {
        audit: {
          type: 'object',
          required: ['ct'],
          properties: { ct: { type: 'string' }, ut: { type: 'string' } },
        },
      },
      allOf: [
        { $ref: '#/$defs/audit' },
        { type: 'object', properties: { n: { type: 'string' }, ut: { maxLength: 30 } } },
      ],
    };
    expect(cleanPayload({ ut: ' 2024 ', n: ' x ', other: 1 }, schema)).toEqual({
      ut: '2024',
      n: 'x',
      ct: '',
    });
  });

  it('lets an allOf part that allows no extra properties win over one that allows them', () => {
    const schema: JsonSchemaObject = {
      allOf: [
        { type: 'object', additionalProperties: true, properties: { n: { type: 'string' } } },
        { additionalProperties: false, properties: { id: { type: 'string' } } },
      ],
    };
    expect(cleanPayload({ n: 'a', id: 'b', extra: 'c' }, schema)).toEqual({ n: 'a', id: 'b' });
  });

  it('keeps as is what oneOf or anyOf describes', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      properties: {
        val: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        src: {
          type: 'object',
          anyOf: [
            { properties: { q: { type: 'string' } } },
            { properties: { cu: { type: 'string' } } },
          ],
        },
      },
    };
    expect(cleanPayload({ val: [' a ', null], src: { q: ' x ', extra: 1 } }, schema)).toEqual({
      val: [' a ', null],
      src: { q: ' x ', extra: 1 },
    });
  });

  it('cleans normally when oneOf only says which properties are required', () => {
    const schema: JsonSchemaObject = {
      type: 'object',
      properties: { id: { type: 'string' }, key: { type: 'string' } },
      oneOf: [{ required: ['id'] }, { required: ['key'] }],
    };
    expect(cleanPayload({ id: ' a ', extra: 1 }, schema)).toEqual({ id: 'a' });
  });
});
