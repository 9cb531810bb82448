import { describe, expect, it } from 'vitest';
import type { ContentGeneration } from './contentGeneration';
import { SearchCountCache } from './searchCountCache';

/** A generation the test moves by hand, as writers do after each commit. */
function manualGeneration(): ContentGeneration & { value: number } {
  const source = {
    value: 0,
    read: () => Promise.resolve(String(source.value)),
    bump: () => {
      source.value += 1;
      return Promise.resolve();
    },
  };
  return source;
}

describe('SearchCountCache', () => {
  it('reuses a total while the generation stays, and counts again once it moves', async () => {
    const generation = manualGeneration();
    const cache = new SearchCountCache(generation);
    let counted = 0;
    const compute = () => Promise.resolve((counted += 1) * 10);
    expect(await cache.total('river', compute)).toBe(10);
    expect(await cache.total('river', compute)).toBe(10);
    expect(counted).toBe(1);
    await generation.bump();
    expect(await cache.total('river', compute)).toBe(20);
    expect(counted).toBe(2);
  });

  it('keeps nothing computed while a write moved the generation on', async () => {
    const generation = manualGeneration();
    const cache = new SearchCountCache(generation);
    let counted = 0;
    // The write commits while the first count runs: its answer may predate the write.
    expect(
      await cache.total('river', async () => {
        counted += 1;
        await generation.bump();
        await cache.total('other', () => Promise.resolve(1));
        return 5;
      }),
    ).toBe(5);
    expect(await cache.total('river', () => Promise.resolve((counted += 1) * 100))).toBe(200);
  });

  it('counts again after the maximum age, and forgets the least recently used beyond its size', async () => {
    let now = 0;
    const cache = new SearchCountCache(manualGeneration(), {
      maxEntries: 2,
      maxAgeMs: 1000,
      now: () => now,
    });
    let counted = 0;
    const compute = () => Promise.resolve((counted += 1));
    await cache.total('a', compute);
    now = 999;
    expect(await cache.total('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.total('a', compute)).toBe(2);
    await cache.total('b', compute);
    await cache.total('a', compute); // a is now the most recently used
    await cache.total('c', compute); // evicts b
    expect(cache.size).toBe(2);
    const before = counted;
    await cache.total('a', compute);
    expect(counted).toBe(before);
    await cache.total('b', compute);
    expect(counted).toBe(before + 1);
  });

  it('keeps other answers than totals apart, under the same generation rule', async () => {
    const generation = manualGeneration();
    const cache = new SearchCountCache(generation);
    let read = 0;
    const firstHits = () => Promise.resolve({ rows: ['a', 'b'], total: (read += 1) });
    expect(await cache.remember('hits:river', firstHits)).toEqual({ rows: ['a', 'b'], total: 1 });
    expect(await cache.remember('hits:river', firstHits)).toEqual({ rows: ['a', 'b'], total: 1 });
    // The same query's total is another answer.
    expect(await cache.total('river', () => Promise.resolve(7))).toBe(7);
    await generation.bump();
    expect((await cache.remember('hits:river', firstHits)).total).toBe(2);
    expect(read).toBe(2);
  });

  it('keeps nothing when its size is 0', async () => {
    const cache = new SearchCountCache(manualGeneration(), { maxEntries: 0 });
    expect(cache.enabled).toBe(false);
    let read = 0;
    await cache.remember('hits:river', () => Promise.resolve((read += 1)));
    await cache.remember('hits:river', () => Promise.resolve((read += 1)));
    expect(read).toBe(2);
  });
});
