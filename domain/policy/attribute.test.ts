import { describe, expect, it } from 'vitest';
import { attributeDisplayName, isValueOfType, validateAttribute } from './attribute';
import { validatePersona } from './persona';

const fields = (payload: unknown) => validateAttribute(payload).map((p) => p.field);

describe('validateAttribute (contract: key, type, source, value, scope, desc)', () => {
  it('accepts an attribute of each type with a value of that type, and one without a value', () => {
    expect(fields({ key: 'genres', type: 'StringArray', source: 'content', value: ['a'] })).toEqual(
      [],
    );
    expect(fields({ key: 'country', type: 'String', source: 'user', value: 'MY' })).toEqual([]);
    expect(fields({ key: 'age', type: 'Number', source: 'user', value: 18 })).toEqual([]);
    expect(fields({ key: 'kids', type: 'Boolean', source: 'product', value: false })).toEqual([]);
    expect(
      fields({
        key: 'now',
        type: 'DateTime',
        source: 'application',
        value: '2026-12-01T00:00:00Z',
      }),
    ).toEqual([]);
    expect(fields({ key: 'app.version-2_x', type: 'String', source: 'application' })).toEqual([]);
  });

  it('takes the choices of a select attribute as a list of text, whatever its type', () => {
    expect(
      fields({ key: 'tier', type: 'String', source: 'select', value: ['free', 'premium'] }),
    ).toEqual([]);
    expect(
      fields({ key: 'end', type: 'DateTime', source: 'select', value: ['2027-01-15'] }),
    ).toEqual([]);
    expect(fields({ key: 'tier', type: 'String', source: 'select', value: 'free' })).toEqual([
      '/value',
    ]);
  });

  it('names each bad field', () => {
    expect(fields({})).toEqual(['/key', '/type', '/source']);
    expect(fields({ key: '1st', type: 'Number', source: 'user' })).toEqual(['/key']);
    expect(fields({ key: 'k'.repeat(65), type: 'Number', source: 'user' })).toEqual(['/key']);
    expect(fields({ key: 'a', type: 'number', source: 'user' })).toEqual(['/type']);
    expect(fields({ key: 'a', type: 'Number', source: 'cookie' })).toEqual(['/source']);
    expect(fields({ key: 'a', type: 'Number', source: 'user', scope: 'all' })).toEqual(['/scope']);
    expect(fields({ key: 'a', type: 'Number', source: 'user', desc: 'd'.repeat(501) })).toEqual([
      '/desc',
    ]);
    expect(fields({ key: 'a', type: 'Number', source: 'user', value: '18' })).toEqual(['/value']);
    expect(fields([])).toEqual(['/']);
  });

  it('reads values strictly by type', () => {
    expect(isValueOfType('Number', Number.NaN)).toBe(false);
    expect(isValueOfType('Number', Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValueOfType('Boolean', 'true')).toBe(false);
    expect(isValueOfType('DateTime', 'next week')).toBe(false);
    expect(isValueOfType('DateTime', '2026-02-30T00:00:00Z')).toBe(false);
    expect(isValueOfType('DateTime', '2028-02-29T00:00:00+08:00')).toBe(true);
    expect(isValueOfType('DateTime', '2026-13-01')).toBe(false);
    expect(isValueOfType('StringArray', ['a', 1])).toBe(false);
    expect(isValueOfType('String', '')).toBe(true);
  });
});

describe('validatePersona', () => {
  it('needs a non-blank name and a context object', () => {
    expect(validatePersona({ n: 'Kids profile', context: { age: 8 } })).toEqual([]);
    expect(validatePersona({ n: 'No context' })).toEqual([]);
    expect(validatePersona({ n: '  ' }).map((p) => p.field)).toEqual(['/n']);
    expect(validatePersona({ n: 'x'.repeat(201) }).map((p) => p.field)).toEqual(['/n']);
    expect(validatePersona({ n: 'x', context: ['age'] }).map((p) => p.field)).toEqual(['/context']);
    expect(validatePersona(null).map((p) => p.field)).toEqual(['/']);
  });
});

describe('validateAttribute: display names (en, zh, ms, ta)', () => {
  const base = { key: 'maxStreams', type: 'Number', source: 'product' };
  it('accepts names in any of the four languages, or none', () => {
    expect(
      fields({
        ...base,
        names: { en: 'Max streams', zh: '最大流数', ms: 'Strim maks', ta: 'அதிகபட்ச ஓட்டங்கள்' },
      }),
    ).toEqual([]);
    expect(fields({ ...base, names: { en: 'Max streams' } })).toEqual([]);
    expect(fields({ ...base, names: {} })).toEqual([]);
    expect(fields({ ...base, names: null })).toEqual([]);
    expect(fields({ ...base, names: { ta: ` ${'அ'.repeat(100)} ` } })).toEqual([]);
  });
  it('refuses a name that is not text, too long, or in another language, naming it', () => {
    expect(fields({ ...base, names: 'Max streams' })).toEqual(['/names']);
    expect(fields({ ...base, names: ['Max streams'] })).toEqual(['/names']);
    expect(fields({ ...base, names: { en: 3 } })).toEqual(['/names/en']);
    expect(fields({ ...base, names: { zh: 'x'.repeat(101) } })).toEqual(['/names/zh']);
    expect(fields({ ...base, names: { fr: 'Flux max' } })).toEqual(['/names/fr']);
    expect(fields({ ...base, names: { ms: 'ok', ta: 'y'.repeat(101) } })).toEqual(['/names/ta']);
  });
});

describe('attributeDisplayName', () => {
  const maxStreams = {
    key: 'maxStreams',
    names: { en: 'Max streams', zh: '最大并发流', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' },
  };
  it('gives the name in the UI language', () => {
    expect(attributeDisplayName(maxStreams, 'zh')).toBe('最大并发流');
    expect(attributeDisplayName(maxStreams, 'ta')).toBe('அதிகபட்ச ஸ்ட்ரீம்கள்');
    expect(attributeDisplayName(maxStreams, 'en')).toBe('Max streams');
  });
  it('falls back to the English name, then to the key', () => {
    expect(attributeDisplayName(maxStreams, 'ms')).toBe('Max streams');
    expect(attributeDisplayName({ key: 'age', names: { zh: '年龄' } }, 'ms')).toBe('age');
    expect(attributeDisplayName({ key: 'age' }, 'zh')).toBe('age');
    expect(attributeDisplayName({ key: 'age', names: { zh: '  ', en: '' } }, 'zh')).toBe('age');
  });
});
