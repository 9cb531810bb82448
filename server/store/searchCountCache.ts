import type { ContentGeneration } from './contentGeneration';

export interface SearchCountCacheOptions {
  /** Most totals kept (least recently used go first); 0 keeps none. */
  maxEntries?: number;
  /** A total is recomputed after this long even if nothing seems to have changed. */
  maxAgeMs?: number;
  now?: () => number;
}

/** The size of large answers kept (rememberSized), in characters, for each total the cache may keep. */
const SIZED_BYTES_PER_ENTRY = 4096;

/**
 * What the search and list routes keep between requests (SearchCountCache), as one request sees
 * it: each answer by its key, else computed and then kept under the generation rule.
 */
export interface SearchAnswers {
  /** Whether answers are kept at all (SEARCH_COUNT_CACHE=0 keeps none). */
  readonly enabled: boolean;
  /** The kept total for `key`, else `compute()`'s answer. */
  total(key: string, compute: () => Promise<number>): Promise<number>;
  /** The kept answer for `key`, else `compute()`'s answer; callers prefix their keys by kind. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Answers of one `kind` for many keys (a page of search hits' names, say): each key's kept
   * answer, the others from one `compute(missing)`, in the order asked. A key `compute` does not
   * answer is left out, and asked again next time.
   */
  rememberEach<T>(
    kind: string,
    keys: readonly string[],
    compute: (missing: readonly string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>>;
  /** A large answer (a list page with its total, say) of `size(answer)` characters. */
  rememberSized<T>(key: string, compute: () => Promise<T>, size: (value: T) => number): Promise<T>;
}

/** Answers when nothing is kept (SEARCH_COUNT_CACHE=0): each computed. */
const NOTHING_KEPT: SearchAnswers = {
  enabled: false,
  total: (_key, compute) => compute(),
  remember: (_key, compute) => compute(),
  rememberEach: (_kind, keys, compute) => compute(keys),
  rememberSized: (_key, compute) => compute(),
};

/**
 * Answers kept least recently used first, within a budget of their weights (1 each, or their
 * size): keeping one beyond the budget lets the least recently used go; one heavier than the
 * whole budget is not kept.
 */
class KeptAnswers {
  private readonly entries = new Map<string, { value: unknown; at: number; weight: number }>();
  private weight = 0;

  constructor(private readonly budget: number) {}

  /** The answer kept for `key` if younger than `maxAgeMs`, made the most recently used. */
  fresh(key: string, now: number, maxAgeMs: number): { value: unknown } | undefined {
    const hit = this.entries.get(key);
    if (!hit || now - hit.at >= maxAgeMs) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  keep(key: string, value: unknown, now: number, weight: number): void {
    if (weight > this.budget) return;
    this.weight -= this.entries.get(key)?.weight ?? 0;
    this.entries.delete(key);
    this.entries.set(key, { value, at: now, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.budget) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Search totals by query (product, term, types, statuses), valid while the content generation
 * stays the same. Counting thousands of substring matches is the dear part of a search; paging
 * through results or coming back to a term reuses the total, with the query's first hits (see
 * searchContent) and, by hit, the names the results show (hitDetails). Any committed content
 * change empties the cache, so an answer is never stale.
 *
 * Totals and other answers by query, answers by key (up to five times as many) and large answers
 * (at most 4 KB for each total) are kept apart, so that one kind does not push the others out.
 * Each of its methods reads the generation; a request that asks several answers reads it once
 * (`pinned`).
 */
export class SearchCountCache implements SearchAnswers {
  private readonly byQuery: KeptAnswers;
  private readonly byKey: KeptAnswers;
  private readonly sized: KeptAnswers;
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
    this.byQuery = new KeptAnswers(this.maxEntries);
    this.byKey = new KeptAnswers(this.maxEntries * 5);
    this.sized = new KeptAnswers(this.maxEntries * SIZED_BYTES_PER_ENTRY);
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /**
   * The cache as one request sees it: the generation read once, now, for every answer it asks
   * (a search's total, first hits and hits' names), where each method of the cache reads it
   * anew. An answer it computes is kept only while that generation is still the current one.
   */
  async pinned(): Promise<SearchAnswers> {
    if (!this.enabled) return NOTHING_KEPT;
    const generation = await this.current();
    return {
      enabled: true,
      total: (key, compute) => this.rememberIn(this.byQuery, generation, `total:${key}`, compute),
      remember: (key, compute) => this.rememberIn(this.byQuery, generation, key, compute),
      rememberEach: (kind, keys, compute) => this.rememberEachIn(generation, kind, keys, compute),
      rememberSized: (key, compute, size) =>
        this.rememberIn(this.sized, generation, key, compute, size),
    };
  }

  async total(key: string, compute: () => Promise<number>): Promise<number> {
    return (await this.pinned()).total(key, compute);
  }

  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return (await this.pinned()).remember(key, compute);
  }

  async rememberEach<T>(
    kind: string,
    keys: readonly string[],
    compute: (missing: readonly string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    return (await this.pinned()).rememberEach(kind, keys, compute);
  }

  async rememberSized<T>(
    key: string,
    compute: () => Promise<T>,
    size: (value: T) => number,
  ): Promise<T> {
    return (await this.pinned()).rememberSized(key, compute, size);
  }

  /** The generation now; everything kept under another one is dropped. */
  private async current(): Promise<string> {
    const generation = await this.source.read();
    if (generation !== this.generation) {
      this.byQuery.clear();
      this.byKey.clear();
      this.sized.clear();
      this.generation = generation;
    }
    return generation;
  }

  /**
   * The answer kept in `store` for `key`, else `compute()`'s, kept (weighing `weigh(answer)`)
   * unless a write committed meanwhile moved the generation on from the one it was asked under.
   */
  private async rememberIn<T>(
    store: KeptAnswers,
    generation: string,
    key: string,
    compute: () => Promise<T>,
    weigh: (value: T) => number = () => 1,
  ): Promise<T> {
    const now = this.now();
    const hit = store.fresh(key, now, this.maxAgeMs);
    if (hit) return hit.value as T;
    const value = await compute();
    if (this.generation === generation) store.keep(key, value, now, weigh(value));
    return value;
  }

  private async rememberEachIn<T>(
    generation: string,
    kind: string,
    keys: readonly string[],
    compute: (missing: readonly string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const now = this.now();
    const answers = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.byKey.fresh(`${kind}:${key}`, now, this.maxAgeMs);
      if (hit) answers.set(key, hit.value as T);
      else missing.push(key);
    }
    if (missing.length === 0) return answers;
    const computed = await compute(missing);
    const keeps = this.generation === generation;
    for (const key of missing) {
      if (!computed.has(key)) continue;
      const value = computed.get(key) as T;
      answers.set(key, value);
      if (keeps) this.byKey.keep(`${kind}:${key}`, value, now, 1);
    }
    // In the order asked.
    return new Map(
      keys.filter((key) => answers.has(key)).map((key) => [key, answers.get(key) as T]),
    );
  }

  get size(): number {
    return this.byQuery.size;
  }
}
