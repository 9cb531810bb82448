/**
 * A fixed-window counter per key (a client address): at most `limit` events per `windowMs`.
 * Used to bound anonymous dynamic client registrations, which need no token by design. Memory
 * stays bounded: past `maxKeys` addresses, the ones whose window has ended are dropped first,
 * then all (a flood of distinct addresses gets a fresh start rather than unbounded growth).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /**
   * Counts one event for `key`. Returns 0 when it is allowed, else the milliseconds until the
   * key's window ends (the event is then not counted).
   */
  take(key: string): number {
    if (this.limit <= 0) return 0;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return window.start + this.windowMs - now;
    window.count += 1;
    return 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
