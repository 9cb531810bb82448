import type { ContentGeneration } from './contentGeneration';

export interface SearchCountCacheOptions {
  /** Most totals kept (least recently used go first); 0 keeps none. */
  maxEntries?: number;
  /** A total is recomputed after this long even if nothing seems to have changed. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  at: number;
}

/**
 * Search totals by query (product, term, types, statuses), valid while the content generation
 * stays the same. Counting thousands of substring matches is the dear part of a search; paging
 * through results or coming back to a term reuses the total, with the query's first hits (see
 * searchContent). Any committed content change empties the cache, so an answer
 * is never stale.
 */
export class SearchCountCache {
  private readonly entries = new Map<string, Entry>();
  private generation: string | undefined;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly source: ContentGeneration,
    options: SearchCountCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The cached total for `key`, or `compute()`'s answer (then kept under the generation read first). */
  total(key: string, compute: () => Promise<number>): Promise<number> {
    return this.remember(`total:${key}`, compute);
  }

  /** Whether answers are kept at all (SEARCH_COUNT_CACHE=0 keeps none). */
  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /**
   * The cached answer for `key`, else `compute()`'s answer (then kept under the generation read
   * first). A key names one kind of answer: callers prefix their keys.
   */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.maxEntries === 0) return compute();
    const generation = await this.source.read();
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && now - hit.at < this.maxAgeMs) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    // A write committed meanwhile moved the generation on: keep nothing computed under the old one.
    if (this.generation === generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, at: now });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
