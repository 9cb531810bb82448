// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configDiff, shownValue } from './configDiff';

describe('configDiff', () => {
  it('names each changed, added and removed field by its path', () => {
    const before = { autoplay: true, bufferSeconds: 30, speeds: [1, 1.5], menu: { a: 'x' } };
    const after = { autoplay: false, bufferSeconds: 30, speeds: [1, 2, 3], menu: {}, muted: true };
    expect(configDiff(before, after)).toEqual([
      { path: '/autoplay', kind: 'changed', before: true, after: false },
      { path: '/menu/a', kind: 'removed', before: 'x' },
      { path: '/muted', kind: 'added', after: true },
      { path: '/speeds/1', kind: 'changed', before: 1.5, after: 2 },
      { path: '/speeds/2', kind: 'added', after: 3 },
    ]);
  });

  it('escapes keys holding a slash or a tilde', () => {
    expect(configDiff({ 'a/b': 1, 'c~': 1 }, { 'a/b': 2, 'c~': 2 }).map((c) => c.path)).toEqual([
      '/a~1b',
      '/c~0',
    ]);
  });

  it('finds nothing between a value and itself, and something whenever two values differ', () => {
    const json = fc.jsonValue();
    fc.assert(fc.property(json, (value) => configDiff(value, structuredClone(value)).length === 0));
    fc.assert(
      fc.property(json, json, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        return configDiff(a, b).length > 0;
      }),
    );
  });

  it('shows text as it is and other values as JSON', () => {
    expect(shownValue('hd')).toBe('hd');
    expect(shownValue([1, 2])).toBe('[1,2]');
    expect(shownValue(undefined)).toBe('');
  });
});
