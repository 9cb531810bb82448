import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import {
  countAttempt,
  releaseAttempt,
  removeEndedCounters,
  resetAttempts,
} from '../store/signInCounterRepository';

/** A key's attempts in the window that began at `start` (ms since the epoch). */
export interface AttemptWindow {
  count: number;
  start: number;
}

/**
 * Where attempts are counted: the database (every instance sharing it sees one count), or memory
 * in unit tests. `increment` must count and answer in one atomic step.
 */
export interface AttemptStore {
  /** Counts one attempt and returns the key's window with it (a new one once `windowMs` passed). */
  increment(key: string, now: number, windowMs: number): Promise<AttemptWindow>;
  /** Gives back one attempt of the window begun at `start`. */
  release(key: string, start: number): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
  /** Drops the windows that ended (begun at `before` or earlier). */
  prune(before: number): Promise<void>;
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

/** The counters in the database (`sign_in_counter`), shared by every instance. */
export function attemptStore(db: Kysely<Database>): AttemptStore {
  return {
    increment: (key, now, windowMs) => countAttempt(db, key, now, windowMs),
    release: (key, start) => releaseAttempt(db, key, start),
    reset: (key) => resetAttempts(db, key),
    prune: (before) => removeEndedCounters(db, before),
  };
}

/** An attempt let through to the password check: what `succeeded` gives back. */
export interface AdmittedAttempt {
  username: string;
  counted: { key: string; start: number; kind: 'user' | 'address' }[];
}

/** How often ended windows are removed from the store (at most), per instance. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Limits failed sign-ins per username and per client address in fixed windows. Each attempt is
 * counted BEFORE its password is checked, by one atomic increment-and-read per key in the
 * database: of N attempts racing (on one instance or on several sharing the database) each sees
 * its own count, so at most the limit are checked; the others are refused with no password check
 * and give their count back. A failed check keeps its count; a successful one clears its
 * username's count and gives back its address's (one valid account must not reset an address
 * that guesses at others, nor use up its allowance). Unknown usernames count like known ones, so
 * the answer never tells whether an account exists.
 */
export class SignInThrottle {
  private lastPrune = 0;

  constructor(
    private readonly store: AttemptStore,
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, address: string) {
    return [
      { key: `user:${username.toLowerCase()}`, limit: this.limits.perUser, kind: 'user' as const },
      { key: `address:${address}`, limit: this.limits.perAddress, kind: 'address' as const },
    ].filter((entry) => entry.limit > 0);
  }

  private windowMs(): number {
    return this.limits.windowSeconds * 1000;
  }

  /**
   * Counts this attempt against the username and the address. Returns the attempt when its
   * password may be checked, or the milliseconds to wait when a limit is reached (nothing of the
   * attempt stays counted then).
   */
  async admit(
    username: string,
    address: string,
  ): Promise<{ admitted: AdmittedAttempt } | { waitMs: number }> {
    const now = this.now();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.store.prune(now - this.windowMs());
    }
    const counted: AdmittedAttempt['counted'] = [];
    let waitMs = 0;
    for (const { key, limit, kind } of this.keys(username, address)) {
      const window = await this.store.increment(key, now, this.windowMs());
      counted.push({ key, start: window.start, kind });
      if (window.count > limit)
        waitMs = Math.max(waitMs, Math.max(1, window.start + this.windowMs() - now));
    }
    if (waitMs === 0) return { admitted: { username, counted } };
    for (const { key, start } of counted) await this.store.release(key, start);
    return { waitMs };
  }

  /** The admitted attempt's password was right: its username starts afresh, its address gets it back. */
  async succeeded(attempt: AdmittedAttempt, accountUsername: string): Promise<void> {
    for (const { key, start, kind } of attempt.counted) {
      if (kind === 'address') await this.store.release(key, start);
    }
    if (this.limits.perUser > 0) {
      await this.store.reset(`user:${attempt.username.toLowerCase()}`);
      if (accountUsername.toLowerCase() !== attempt.username.toLowerCase())
        await this.store.reset(`user:${accountUsername.toLowerCase()}`);
    }
  }
}
