import type { Adapter } from 'oidc-provider';

/** `oidc_payload` kind of the failed sign-in counters (shared by every instance on one database). */
export const SIGN_IN_FAILURES_KIND = 'SignInFailures';

/** A count of failed sign-ins in a window that started at `start` (ms since the epoch). */
export interface FailureWindow {
  count: number;
  start: number;
}

/** Where failure windows live: the database through the provider's adapter, or memory in tests. */
export interface FailureStore {
  find(key: string): Promise<FailureWindow | undefined>;
  save(key: string, window: FailureWindow, ttlSeconds: number): Promise<void>;
}

/** Limits of failed sign-ins; a limit of 0 turns that limit off. */
export interface SignInLimits {
  /** Failed sign-ins per username (known or not) per window. */
  perUser: number;
  /** Failed sign-ins per client address per window. */
  perAddress: number;
  /** Length of the window, in seconds, counted from a key's first failure. */
  windowSeconds: number;
}

/** A FailureStore on the provider's storage (`oidc_payload` rows that expire with the window). */
export function failureStore(adapter: Adapter): FailureStore {
  return {
    async find(key) {
      const payload = (await adapter.find(key)) as Partial<FailureWindow> | undefined;
      return typeof payload?.count === 'number' && typeof payload.start === 'number'
        ? { count: payload.count, start: payload.start }
        : undefined;
    },
    save: (key, window, ttlSeconds) => adapter.upsert(key, { ...window }, ttlSeconds),
  };
}

/**
 * Counts failed sign-ins per username and per client address in fixed windows and refuses further
 * attempts, with no password check, while either is at its limit. Unknown usernames count like
 * known ones, so the answer never tells whether an account exists. A successful sign-in clears
 * its username's count, never its address's (one valid account must not reset an address that
 * guesses at others). Counters live in the database, so every instance sees the same counts;
 * concurrent failures on one instance are counted one after another.
 */
export class SignInThrottle {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: FailureStore,
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, address: string): { key: string; limit: number }[] {
    return [
      { key: `user:${username.toLowerCase()}`, limit: this.limits.perUser },
      { key: `address:${address}`, limit: this.limits.perAddress },
    ].filter((entry) => entry.limit > 0);
  }

  private windowMs(): number {
    return this.limits.windowSeconds * 1000;
  }

  private async live(key: string): Promise<FailureWindow | undefined> {
    const window = await this.store.find(key);
    return window && this.now() - window.start < this.windowMs() ? window : undefined;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Milliseconds until an attempt for this username from this address is allowed again; 0: now. */
  async waitMs(username: string, address: string): Promise<number> {
    let wait = 0;
    for (const { key, limit } of this.keys(username, address)) {
      const window = await this.live(key);
      if (window && window.count >= limit)
        wait = Math.max(wait, window.start + this.windowMs() - this.now());
    }
    return wait;
  }

  /** Counts one failed attempt against the username and the address. */
  recordFailure(username: string, address: string): Promise<void> {
    return this.serially(async () => {
      for (const { key } of this.keys(username, address)) {
        const window = (await this.live(key)) ?? { count: 0, start: this.now() };
        const ttlSeconds = Math.max(
          1,
          Math.ceil((window.start + this.windowMs() - this.now()) / 1000),
        );
        await this.store.save(key, { count: window.count + 1, start: window.start }, ttlSeconds);
      }
    });
  }

  /** A successful sign-in: the username starts afresh (the address does not). */
  recordSuccess(username: string): Promise<void> {
    if (this.limits.perUser <= 0) return Promise.resolve();
    return this.serially(() =>
      this.store.save(`user:${username.toLowerCase()}`, { count: 0, start: this.now() }, 1),
    );
  }
}
