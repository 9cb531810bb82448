import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', '..');
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'build',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (
      entry.name.startsWith('.') ||
      SKIPPED.has(entry.name) ||
      entry.name.startsWith('dist.build-')
    )
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The layer a project file belongs to: its top-level folder, with `resources/ui` apart from the
 * catalogue data and each `custom/<page>` a layer of its own; files at the root are left out.
 */
function layerOf(path: string): string | undefined {
  const parts = relative(root, path).split(sep);
  if (parts.length < 2) return undefined;
  const [top, second] = parts;
  if (top === 'resources' && second === 'ui') return 'resources/ui';
  if (top === 'custom' && parts.length > 2) return `custom/${second}`;
  return top;
}

/** Every relative import, export-from and dynamic import of a file, as TypeScript reads them. */
function importedPaths(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => normalize(join(dirname(file), name)));
}

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
