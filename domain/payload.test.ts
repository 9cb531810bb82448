import { describe, expect, it } from 'vitest';
import { cleanPayload } from './payload';
import type { JsonSchemaObject } from './jsonSchema';

const localizedName: JsonSchemaObject = {
  type: 'object',
  required: ['lang', 'n'],
  properties: {
    lang: { type: 'string', enum: ['en', 'zh', 'ms', 'ta'] },
    n: { type: 'string', maxLength: 250 },
  },
};

describe('cleanPayload: single rules', () => {
  const schema: JsonSchemaObject = {
    type: 'object',
    properties: {
      n: { type: 'string' },
      dur: { type: 'number' },
      vce: { type: 'boolean' },
      tags: { type: 'array', items: { type: 'string' } },
    },
  };

  it('trims strings, and keeps a string that trims to blank', () => {
    expect(cleanPayload({ n: '  Movie title \n', tags: [' a ', 'b  '] }, schema)).toEqual({
      n: 'Movie title',
      tags: ['a', 'b'],
    });
    expect(cleanPayload({ n: '   ' }, schema)).toEqual({ n: '' });
  });

  it('drops null and undefined, also inside arrays', () => {
    expect(
      cleanPayload({ n: null, dur: undefined, vce: false, tags: ['a', null, 'b'] }, schema),
    ).toEqual({ vce: false, tags: ['a', 'b'] });
  });

  it('keeps values that are not plain JSON objects, such as a Date from a picker', () => {
    const picked = new Date('2024-03-01T00:00:00Z');
    const withDate: JsonSchemaObject = {
      type: 'object',
      properties: { lws: { type: 'string', format: 'date-time' } },
    };
    expect(cleanPayload({ lws: picked }, withDate)).toEqual({ lws: picked });
  });

  it('keeps zero and false, which are values', () => {
    expect(cleanPayload({ dur: 0, vce: false }, schema)).toEqual({ dur: 0, vce: false });
  });

  it('drops properties the schema does not declare', () => {
    expect(cleanPayload({ n: 'x', unknown: 'y', id: 'z' }, schema)).toEqual({ n: 'x' });
  });

  it('drops empty arrays and objects that are not required', () => {
    const withObject: JsonSchemaObject = {
      type: 'object',
      properties: {
        tags: { type: 'array' },
        cond_pub: { type: 'object', properties: { reason: { type: 'string' } } },
      },
    };
    expect(cleanPayload({ tags: [], cond_pub: {} }, withObject)).toEqual({});
    expect(cleanPayload({ tags: [null], cond_pub: { other: 1 } }, withObject)).toEqual({
      tags: [null],
    });
  });

  it('keeps empty arrays and objects that are required', () => {
    const required: JsonSchemaObject = {
      ...schema,
      required: ['tags'],
      properties: { ...schema.properties, o: { type: 'object', properties: {} } },
    };
    expect(cleanPayload({ tags: [null], o: {} }, { ...required, required: ['tags', 'o'] })).toEqual(
      { tags: [], o: {} },
    );
  });

  it('does not change its input and shares nothing with it', () => {
    const input = { n: ' x ', extra: 1, tags: [' a '] };
    const keepAll: JsonSchemaObject = { type: 'object', properties: { meta: { type: 'object' } } };
    const meta = { deep: { list: [1] } };
    const result = cleanPayload({ meta }, keepAll);
    cleanPayload(input, schema);
    expect(input).toEqual({ n: ' x ', extra: 1, tags: [' a '] });
    expect(result.meta).toEqual(meta);
    expect(result.meta).not.toBe(meta);
  });

  it('cleans a value that is not an object as an empty object', () => {
    expect(cleanPayload(null, schema)).toEqual({});
    expect(cleanPayload(['n'], { ...schema, required: ['n'] })).toEqual({ n: '' });
  });
});

describe('cleanPayload: required fields rebuilt from the schema', () => {
  const schema: JsonSchemaObject = {
    type: 'object',
    required: ['st', 'title', 'dur', 'count', 'vce', 'lon', 'pgm', 'ia', 'note'],
    properties: {
      st: { type: 'string', default: 'draft' },
      title: { type: 'string' },
      dur: { type: 'number' },
      count: { type: ['integer', 'null'] },
      vce: { type: 'boolean' },
      lon: { type: 'array', items: localizedName },
      pgm: {
        type: 'object',
        required: ['mn_avl', 'sg'],
        properties: {
          mn_avl: { type: 'boolean', default: true },
          sg: { type: 'array' },
          mn_lic: { type: 'string' },
        },
      },
      ia: { type: 'array', default: [] },
      note: { description: 'no type, no default' },
    },
  };

  it("recreates missing required properties with the default, else the type's empty value", () => {
    expect(cleanPayload({}, schema)).toEqual({
      st: 'draft',
      title: '',
      dur: 0,
      count: 0,
      vce: false,
      lon: [],
      pgm: { mn_avl: true, sg: [] },
      ia: [],
    });
  });

  it('recreates a required property whose value was dropped', () => {
    const result = cleanPayload(
      { st: null, title: null, lon: [{ lang: 'en', n: '' }], pgm: { mn_lic: '  ' } },
      schema,
    );
    expect(result.st).toBe('draft');
    expect(result.title).toBe('');
    expect(result.lon).toEqual([]);
    expect(result.pgm).toEqual({ mn_lic: '', mn_avl: true, sg: [] });
  });

  it('keeps values that are present', () => {
    const result = cleanPayload({ st: 'published', dur: 12.5, vce: true }, schema);
    expect([result.st, result.dur, result.vce]).toEqual(['published', 12.5, true]);
  });

  it('gives each rebuilt default its own copy', () => {
    const withObjectDefault: JsonSchemaObject = {
      type: 'object',
      required: ['dp'],
      properties: { dp: { type: 'object', default: { p: 'none', v: '1.0' } } },
    };
    const first = cleanPayload({}, withObjectDefault);
    expect(first).toEqual({ dp: { p: 'none', v: '1.0' } });
    expect(first.dp).not.toBe(withObjectDefault.properties?.dp?.default);
  });

  it('stops rebuilding a schema that requires itself', () => {
    const recursive: JsonSchemaObject = {
      $defs: {
        node: {
          type: 'object',
          required: ['child'],
          properties: { child: { $ref: '#/$defs/node' } },
        },
      },
      $ref: '#/$defs/node',
    };
    let depth = 0;
    let node: unknown = cleanPayload({}, recursive);
    while (typeof node === 'object' && node !== null && 'child' in node) {
      node = node.child;
      depth += 1;
    }
    expect(depth).toBeGreaterThan(1);
    expect(depth).toBeLessThanOrEqual(40);
  });
});

describe('cleanPayload: localized entries', () => {
  const schema: JsonSchemaObject = {
    type: 'object',
    properties: { lon: { type: 'array', items: localizedName } },
  };

  it('removes entries with a language but no name or a blank one', () => {
    const lon = [
      { lang: 'en', n: ' Title ' },
      { lang: 'zh' },
      { lang: 'ms', n: '   ' },
      { lang: 'ta', n: null },
      { lang: 'ta', n: 'தலைப்பு' },
    ];
    expect(cleanPayload({ lon }, schema)).toEqual({
      lon: [
        { lang: 'en', n: 'Title' },
        { lang: 'ta', n: 'தலைப்பு' },
      ],
    });
  });

  it('keeps a name without a language for the validation to report', () => {
    expect(cleanPayload({ lon: [{ n: 'Title' }] }, schema)).toEqual({
      lon: [{ n: 'Title', lang: '' }],
    });
  });

  it('drops the list when nothing is left', () => {
    expect(cleanPayload({ lon: [{ lang: 'en', n: '' }] }, schema)).toEqual({});
  });

  it('leaves other lists of objects with lang alone', () => {
    const images: JsonSchemaObject = {
      type: 'object',
      properties: {
        ex_ia: {
          type: 'array',
          items: {
            type: 'object',
            properties: { lang: { type: 'string' }, u: { type: 'string' } },
          },
        },
      },
    };
    expect(
      cleanPayload({ ex_ia: [{ lang: 'en', u: 'https://img/1.jpg' }, { lang: 'zh' }] }, images),
    ).toEqual({
      ex_ia: [{ lang: 'en', u: 'https://img/1.jpg' }, { lang: 'zh' }],
    });
  });
});

describe('cleanPayload: nesting', () => {
  const schema: JsonSchemaObject = {
    type: 'object',
    properties: {
      pgm: {
        type: 'object',
        properties: {
          sg: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                seg_ty: { type: 'string' },
                dur: { type: 'number' },
                am: {
                  type: 'array',
                  items: { type: 'object', properties: { ap: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
  };

  it('cleans through objects and arrays', () => {
    const pgm = {
      sg: [
        { seg_ty: ' vod ', dur: 60, startTime: '00:00', am: [{ ap: 'mid ', x: 1 }, { x: 2 }] },
        { computed: true },
        null,
      ],
    };
    expect(cleanPayload({ pgm }, schema)).toEqual({
      pgm: { sg: [{ seg_ty: 'vod', dur: 60, am: [{ ap: 'mid' }] }] },
    });
  });
});

describe('cleanPayload: a movie', () => {
  const movieSchema: JsonSchemaObject = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    $defs: {
      localizedNames: { type: 'array', minItems: 1, items: localizedName },
      rating: { type: 'object', properties: { v: { type: 'string' } } },
    },
    required: ['cty', 'lon', 'st', 'ia'],
    properties: {
      id: { type: 'string' },
      cty: { type: 'string', const: 'movie' },
      st: { type: 'string', enum: ['draft', 'published'], default: 'draft' },
      lon: { $ref: '#/$defs/localizedNames' },
      lod: { $ref: '#/$defs/localizedNames' },
      rat: { type: 'array', items: { $ref: '#/$defs/rating' } },
      ex_ia: {
        type: 'array',
        items: { type: 'object', properties: { u: { type: 'string', format: 'uri' } } },
      },
      ia: { type: 'array', items: { type: 'string' } },
      rt: { type: 'integer' },
      lws: { type: 'string', format: 'date-time' },
      lwe: { type: 'string', format: 'date-time' },
      vce: { type: 'boolean' },
    },
  };

  it('comes out ready for validation', () => {
    const fromForm = {
      id: ' m-1 ',
      cty: 'movie',
      lon: [
        { lang: 'en', n: '  The Long Night ' },
        { lang: 'zh', n: '漫长的夜' },
        { lang: 'ms', n: '' },
        { lang: 'ta', n: ' நீண்ட இரவு ' },
      ],
      lod: [
        { lang: 'en', n: 'A story.' },
        { lang: 'zh', n: '   ' },
        { lang: 'ms', n: null },
        { lang: 'ta' },
      ],
      rat: [{ v: ' PG ' }, { v: null }, {}],
      ex_ia: [],
      rt: 5400,
      lws: '2024-03-01T00:00:00Z ',
      lwe: null,
      vce: false,
      contentDuration: '01:30:00',
      title: 'derived',
    };
    expect(cleanPayload(fromForm, movieSchema)).toEqual({
      id: 'm-1',
      cty: 'movie',
      st: 'draft',
      lon: [
        { lang: 'en', n: 'The Long Night' },
        { lang: 'zh', n: '漫长的夜' },
        { lang: 'ta', n: 'நீண்ட இரவு' },
      ],
      lod: [{ lang: 'en', n: 'A story.' }],
      rat: [{ v: 'PG' }],
      ia: [],
      rt: 5400,
      lws: '2024-03-01T00:00:00Z',
      vce: false,
    });
  });
});
