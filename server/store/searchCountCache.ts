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

interface Entry {
  value: unknown;
  at: number;
}

/**
 * Search totals by query (product, term, types, statuses), valid while the content generation
 * stays the same. Counting thousands of substring matches is the dear part of a search; paging
 * through results or coming back to a term reuses the total, with the query's first hits (see
 * searchContent) and, by hit, the names the results show (hitDetails). Any committed content
 * change empties the cache, so an answer is never stale.
 */
export class SearchCountCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers by key (rememberEach), kept apart so that many of them do not push totals out. */
  private readonly byKey = new Map<string, Entry>();
  /** Large answers (rememberSized), kept apart and bounded by their size. */
  private readonly sized = new Map<string, Entry & { bytes: number }>();
  private sizedBytes = 0;
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
    const generation = await this.current();
    const now = this.now();
    const hit = this.fresh(this.entries, key, now);
    if (hit) return hit.value as T;
    const value = await compute();
    // A write committed meanwhile moved the generation on: keep nothing computed under the old one.
    if (this.generation === generation) this.keep(this.entries, key, value, now, this.maxEntries);
    return value;
  }

  /**
   * Answers of one `kind` for many keys (a page of search hits' names, say): each key's kept
   * answer, the others from one `compute(missing)`, then kept under the generation read first,
   * up to five times as many as totals (least recently used go first). A key `compute` does not
   * answer is left out, and asked again next time.
   */
  async rememberEach<T>(
    kind: string,
    keys: readonly string[],
    compute: (missing: readonly string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    if (this.maxEntries === 0) return compute(keys);
    const generation = await this.current();
    const now = this.now();
    const answers = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.fresh(this.byKey, `${kind}:${key}`, now);
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
      if (keeps) this.keep(this.byKey, `${kind}:${key}`, value, now, this.maxEntries * 5);
    }
    // In the order asked.
    return new Map(
      keys.filter((key) => answers.has(key)).map((key) => [key, answers.get(key) as T]),
    );
  }

  /**
   * A large answer (a catalogue list page with its total, say) of `size` characters, kept under
   * the generation read first while all such answers kept hold at most 4 KB for each total the
   * cache may keep (the least recently used go first; an answer larger than that is not kept).
   */
  async rememberSized<T>(
    key: string,
    compute: () => Promise<T>,
    size: (value: T) => number,
  ): Promise<T> {
    if (this.maxEntries === 0) return compute();
    const generation = await this.current();
    const now = this.now();
    const hit = this.fresh(this.sized, key, now);
    if (hit) return hit.value as T;
    const value = await compute();
    const bytes = size(value);
    const most = this.maxEntries * SIZED_BYTES_PER_ENTRY;
    if (this.generation !== generation || bytes > most) return value;
    this.sizedBytes -= this.sized.get(key)?.bytes ?? 0;
    this.sized.delete(key);
    this.sized.set(key, { value, at: now, bytes });
    this.sizedBytes += bytes;
    for (const [oldest, entry] of this.sized) {
      if (this.sizedBytes <= most) break;
      this.sized.delete(oldest);
      this.sizedBytes -= entry.bytes;
    }
    return value;
  }

  /** The generation now; everything kept under another one is dropped. */
  private async current(): Promise<string> {
    const generation = await this.source.read();
    if (generation !== this.generation) {
      this.entries.clear();
      this.byKey.clear();
      this.sized.clear();
      this.sizedBytes = 0;
      this.generation = generation;
    }
    return generation;
  }

  /** A kept entry younger than the maximum age, made the most recently used. */
  private fresh<E extends Entry>(store: Map<string, E>, key: string, now: number): E | undefined {
    const hit = store.get(key);
    if (!hit || now - hit.at >= this.maxAgeMs) return undefined;
    // Most recently used last: Map keeps insertion order.
    store.delete(key);
    store.set(key, hit);
    return hit;
  }

  private keep(store: Map<string, Entry>, key: string, value: unknown, now: number, max: number) {
    store.delete(key);
    store.set(key, { value, at: now });
    if (store.size > max) {
      const oldest = store.keys().next();
      if (!oldest.done) store.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
