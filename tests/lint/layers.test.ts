import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { importedPaths, layerOf, root, sourceFiles } from './sourceGraph';

/** Pairs 'a -> b' of layers where a file of `a` imports a file of `b`, with one example each. */
function layerImports(): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const file of sourceFiles(root)) {
    const from = layerOf(file);
    if (!from) continue;
    for (const target of importedPaths(file)) {
      const to = layerOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!pairs.has(key)) pairs.set(key, relative(root, file));
    }
  }
  return pairs;
}

describe('layers import one way only', () => {
  const pairs = layerImports();

  it('finds the imports it is meant to judge', () => {
    // A reader that found nothing would pass the test below vacuously.
    expect(pairs.has('src -> kit')).toBe(true);
    expect(pairs.has('server -> domain')).toBe(true);
    expect(pairs.has('resources/ui -> kit')).toBe(true);
  });

  it('has no two folders importing each other', () => {
    const twoWay = [...pairs.keys()]
      .map((key) => key.split(' -> ') as [string, string])
      .filter(([from, to]) => from < to && pairs.has(`${to} -> ${from}`))
      .map(
        ([from, to]) =>
          `${from} <-> ${to} (${pairs.get(`${from} -> ${to}`)}, ${pairs.get(`${to} -> ${from}`)})`,
      );
    expect(twoWay).toEqual([]);
  });

  it('keeps the order domain <- dataProvider <- authProvider <- kit <- features <- src', () => {
    const order = ['domain', 'dataProvider', 'authProvider', 'kit', 'features', 'src'];
    const rank = (layer: string) =>
      order.indexOf(layer === 'resources/ui' || layer.startsWith('custom/') ? 'features' : layer);
    const upward = [...pairs.entries()]
      .filter(([key]) => {
        const [from, to] = key.split(' -> ') as [string, string];
        return rank(from) >= 0 && rank(to) >= 0 && rank(to) >= rank(from);
      })
      .map(([key, example]) => `${key} (${example})`);
    expect(upward).toEqual([]);
  });
});
