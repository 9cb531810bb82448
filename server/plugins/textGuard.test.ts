import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nonFinitePath, nulPath } from './textGuard';

describe('nulPath', () => {
  it('finds U+0000 in strings, keys and nested values, wherever the object comes from', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, unknown>;
    query.x = 'a\u0000b';
    expect(nulPath(query)).toBe('/x');
    expect(nulPath({ lon: [{ n: 'ok' }, { n: 'x\u0000' }] })).toBe('/lon/1/n');
    expect(nulPath(JSON.parse('{"constructor":{"a":"\\u0000"}}'))).toBe('/constructor/a');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('/k\\u0000');
    expect(nulPath('\u0000')).toBe('/');
  });

  it('passes clean values and leaves upload streams and bytes alone', () => {
    expect(nulPath({ a: 'b', n: 1, list: ['x', null] })).toBeUndefined();
    expect(nulPath(Buffer.from([0, 0]))).toBeUndefined();
    expect(nulPath(Readable.from(['\u0000']))).toBeUndefined();
    expect(nulPath(undefined)).toBeUndefined();
  });
});

describe('nonFinitePath', () => {
  it('finds numbers that are not finite, and passes the rest (text saying Infinity included)', () => {
    expect(nonFinitePath({ pageNumber: Infinity })).toBe('/pageNumber');
    expect(nonFinitePath({ a: [1, -Infinity] })).toBe('/a/1');
    expect(nonFinitePath({ n: Number.NaN })).toBe('/n');
    expect(nonFinitePath({ pageNumber: 1e20, q: 'Infinity', n: 12.5 })).toBeUndefined();
  });
});
