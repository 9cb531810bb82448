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
  it("keeps answers by key apart: each key's kept answer, the others read in one call, all under the generation rule", async () => {
    const generation = manualGeneration();
    const cache = new SearchCountCache(generation, { maxEntries: 2 });
    const asked: string[][] = [];
    const read = (version: number) => (missing: readonly string[]) => {
      asked.push([...missing]);
      return Promise.resolve(new Map(missing.map((key) => [key, `${key}${version}`])));
    };
    expect(await cache.rememberEach('detail', ['a', 'b'], read(1))).toEqual(
      new Map([
        ['a', 'a1'],
        ['b', 'b1'],
      ]),
    );
    // 'a' is kept, 'c' is read; more keys than totals are kept (five times as many).
    expect(await cache.rememberEach('detail', ['c', 'a'], read(2))).toEqual(
      new Map([
        ['c', 'c2'],
        ['a', 'a1'],
      ]),
    );
    expect(asked).toEqual([['a', 'b'], ['c']]);
    // A key the reader does not answer stays unanswered, and is asked again next time.
    expect(
      await cache.rememberEach('detail', ['gone'], () =>
        Promise.resolve(new Map<string, string>()),
      ),
    ).toEqual(new Map());
    // Totals and answers by key do not push each other out.
    await cache.total('x', () => Promise.resolve(1));
    await cache.total('y', () => Promise.resolve(2));
    expect(await cache.rememberEach('detail', ['a', 'b', 'c'], read(3))).toEqual(
      new Map([
        ['a', 'a1'],
        ['b', 'b1'],
        ['c', 'c2'],
      ]),
    );
    await generation.bump();
    expect((await cache.rememberEach('detail', ['a'], read(4))).get('a')).toBe('a4');
    const off = new SearchCountCache(generation, { maxEntries: 0 });
    await off.rememberEach('detail', ['a'], read(5));
    await off.rememberEach('detail', ['a'], read(6));
    expect(asked.slice(-2)).toEqual([['a'], ['a']]);
  });
  it('keeps large answers apart, by their size: at most 4 KB for each total it may keep, the least recently used going first', async () => {
    const generation = manualGeneration();
    // Two totals: pages of 8 KB in all.
    const cache = new SearchCountCache(generation, { maxEntries: 2 });
    let read = 0;
    const text = (size: number) => () => Promise.resolve(`${(read += 1)}`.padEnd(size, '.'));
    const page = (key: string, size: number) =>
      cache.rememberSized(key, text(size), (value) => value.length);
    await page('a', 3000);
    await page('b', 3000);
    expect(read).toBe(2);
    // 'a' used again, then 'c' makes 9,000: 'b', the least recently used, goes.
    await page('a', 3000);
    await page('c', 3000);
    expect(read).toBe(3);
    await page('a', 3000);
    await page('c', 3000);
    expect(read).toBe(3);
    expect((await page('b', 3000)).startsWith('4')).toBe(true);
    // A page larger than all of it is answered, not kept; totals are not pushed out by pages.
    await cache.total('t', () => Promise.resolve(1));
    await page('huge', 9000);
    await page('huge', 9000);
    expect(read).toBe(6);
    expect(await cache.total('t', () => Promise.resolve(2))).toBe(1);
    await generation.bump();
    expect((await page('a', 3000)).startsWith('7')).toBe(true);
  });
});

describe('SearchCountCache.pinned', () => {
  /** A generation that counts how often it is read. */
  function countedGeneration() {
    const source = manualGeneration();
    let reads = 0;
    return {
      source: { ...source, read: () => ((reads += 1), source.read()) },
      bump: () => source.bump(),
      reads: () => reads,
    };
  }

  it("reads the generation once for all of one request's answers", async () => {
    const generation = countedGeneration();
    const cache = new SearchCountCache(generation.source);
    const answers = await cache.pinned();
    expect(await answers.remember('hits:river', () => Promise.resolve(['a']))).toEqual(['a']);
    expect(await answers.total('river', () => Promise.resolve(3))).toBe(3);
    const names = await answers.rememberEach('hit', ['a'], (keys) =>
      Promise.resolve(new Map(keys.map((key) => [key, key.toUpperCase()]))),
    );
    expect(names.get('a')).toBe('A');
    expect(generation.reads()).toBe(1);
    // Kept for the next request, which reads the generation once again.
    const next = await cache.pinned();
    expect(await next.total('river', () => Promise.resolve(99))).toBe(3);
    expect(generation.reads()).toBe(2);
  });

  it('keeps nothing a request computed after a write moved the generation on', async () => {
    const generation = countedGeneration();
    const cache = new SearchCountCache(generation.source);
    const answers = await cache.pinned();
    await generation.bump();
    // Another request reads the new generation: what was kept goes.
    expect(await (await cache.pinned()).total('other', () => Promise.resolve(1))).toBe(1);
    expect(await answers.total('river', () => Promise.resolve(5))).toBe(5);
    expect(await cache.total('river', () => Promise.resolve(6))).toBe(6);
  });

  it('reads no generation when it keeps nothing', async () => {
    const generation = countedGeneration();
    const cache = new SearchCountCache(generation.source, { maxEntries: 0 });
    const answers = await cache.pinned();
    expect(answers.enabled).toBe(false);
    expect(await answers.total('river', () => Promise.resolve(2))).toBe(2);
    expect(generation.reads()).toBe(0);
  });
});
