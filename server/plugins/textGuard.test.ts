import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nonFinitePath, textProblem } from './textGuard';

/** `levels` containers one inside the other ({"a":{"a":...}} or [[...]]), 1 at the bottom. */
function nested(levels: number, array: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = array ? [value] : { a: value };
  return value;
}

describe('textProblem', () => {
  it('finds U+0000 in strings, keys and nested values, wherever the object comes from', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, unknown>;
    query.x = 'a\u0000b';
    expect(textProblem(query)).toEqual({ path: '/x', kind: 'nul' });
    expect(textProblem({ lon: [{ n: 'ok' }, { n: 'x\u0000' }] })?.path).toBe('/lon/1/n');
    expect(textProblem(JSON.parse('{"constructor":{"a":"\\u0000"}}'))?.path).toBe('/constructor/a');
    expect(textProblem({ ['k\u0000']: 1 })).toEqual({ path: '/k\\u0000', kind: 'nul' });
    expect(textProblem('\u0000')?.path).toBe('/');
  });

  it('finds a lone UTF-16 surrogate (half of a pair), in values and keys, and passes whole pairs', () => {
    expect(textProblem({ lon: [{ lang: 'en', n: 'cut \ud83c' }] })).toEqual({
      path: '/lon/0/n',
      kind: 'surrogate',
    });
    expect(textProblem({ a: '\udfac trailing half' })?.kind).toBe('surrogate');
    expect(textProblem(['ok', '\udfac\ud83c'])).toEqual({ path: '/1', kind: 'surrogate' });
    expect(textProblem({ ['k\ud800']: 1 })).toEqual({ path: '/k\\ud800', kind: 'surrogate' });
    expect(textProblem({ n: '🎬 🎞️ 中文 தமிழ் e\u0301' })).toBeUndefined();
  });

  it('finds C0 control characters other than tab, line feed and carriage return', () => {
    expect(textProblem({ n: 'copied\u000btext' })).toEqual({
      path: '/n',
      kind: 'control',
      char: '\u000b',
    });
    for (const c of ['\u0001', '\u0008', '\u000c', '\u000e', '\u001b', '\u001f'])
      expect(textProblem({ n: `a${c}b` })?.kind, JSON.stringify(c)).toBe('control');
    expect(textProblem({ ['k\u001f']: 'v' })).toMatchObject({ path: '/k\\u001f', kind: 'control' });
    expect(textProblem({ n: 'tab\there\nline\r\nend \u007f \u0085' })).toBeUndefined();
  });

  it('refuses nesting past the limit, objects or arrays, at the top or under a field, without recursion', () => {
    expect(textProblem(nested(64, false))).toBeUndefined();
    expect(textProblem(nested(64, true))).toBeUndefined();
    expect(textProblem(nested(65, false))?.kind).toBe('depth');
    expect(textProblem(nested(65, true))?.kind).toBe('depth');
    expect(textProblem({ x: nested(64, true) })?.kind).toBe('depth');
    expect(textProblem({ x: nested(63, true) })).toBeUndefined();
    expect(textProblem(nested(3, false), 2)).toEqual({ path: '/a/a', kind: 'depth' });
    // 100,000 levels: a recursive walk overflows the stack long before.
    for (const array of [false, true]) {
      expect(textProblem(nested(100_000, array))?.kind).toBe('depth');
      expect(textProblem({ lon: [], x: nested(100_000, array) })?.kind).toBe('depth');
    }
  });

  it('reports the first problem in document order', () => {
    expect(textProblem({ a: ['ok', 'x\u0001'], b: '\u0000' })).toMatchObject({
      path: '/a/1',
      kind: 'control',
    });
    expect(textProblem({ a: nested(70, false), b: '\u0000' })?.kind).toBe('depth');
    expect(textProblem({ b: '\u0000', a: nested(70, false) })?.kind).toBe('nul');
  });

  it('shortens a very long path and escapes what it cannot show', () => {
    const problem = textProblem({ ['k'.repeat(10_000)]: { x: '\u0000' } });
    expect(problem?.kind).toBe('nul');
    expect(problem?.path.length).toBeLessThanOrEqual(200);
    expect(problem?.path.endsWith('/x')).toBe(true);
  });

  it('passes clean values and leaves upload streams and bytes alone', () => {
    expect(textProblem({ a: 'b', n: 1, list: ['x', null], t: true })).toBeUndefined();
    expect(textProblem(Buffer.from([0, 0, 0xd8]))).toBeUndefined();
    expect(textProblem(Readable.from(['\u0000']))).toBeUndefined();
    expect(textProblem(undefined)).toBeUndefined();
  });
});

describe('nonFinitePath', () => {
  it('finds numbers that are not finite, and passes the rest (text saying Infinity included)', () => {
    expect(nonFinitePath({ pageNumber: Infinity })).toBe('/pageNumber');
    expect(nonFinitePath({ a: [1, -Infinity] })).toBe('/a/1');
    expect(nonFinitePath({ n: Number.NaN })).toBe('/n');
    expect(nonFinitePath({ pageNumber: 1e20, q: 'Infinity', n: 12.5 })).toBeUndefined();
    expect(nonFinitePath(nested(100_000, true))).toBeUndefined();
  });
});
