import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './signInThrottle';
import type { FailureStore, FailureWindow } from './signInThrottle';

/** An in-memory FailureStore that honours the time-to-live, as the database rows do. */
function memoryStore(now: () => number): FailureStore & { size(): number } {
  const rows = new Map<string, { window: FailureWindow; expires: number }>();
  return {
    find: (key) => {
      const row = rows.get(key);
      return Promise.resolve(row && row.expires > now() ? { ...row.window } : undefined);
    },
    save: (key, window, ttlSeconds) => {
      rows.set(key, { window: { ...window }, expires: now() + ttlSeconds * 1000 });
      return Promise.resolve();
    },
    size: () => rows.size,
  };
}

describe('SignInThrottle', () => {
  const limits = { perUser: 3, perAddress: 5, windowSeconds: 600 };

  it('allows `perUser` failures for a username, then refuses it until the window ends', async () => {
    let now = 1_000_000;
    const throttle = new SignInThrottle(
      memoryStore(() => now),
      limits,
      () => now,
    );
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.waitMs('editor', '10.0.0.1')).toBe(0);
      await throttle.recordFailure('editor', '10.0.0.1');
    }
    expect(await throttle.waitMs('editor', '10.0.0.1')).toBe(600_000);
    // From another address too: the limit is the account's, not the address's.
    now += 60_000;
    expect(await throttle.waitMs('editor', '10.0.0.2')).toBe(540_000);
    // Other usernames from a fresh address are not affected.
    expect(await throttle.waitMs('viewer', '10.0.0.2')).toBe(0);
    now += 540_000;
    expect(await throttle.waitMs('editor', '10.0.0.2')).toBe(0);
  });

  it('counts unknown usernames exactly like known ones (no account enumeration)', async () => {
    const now = 0;
    const throttle = new SignInThrottle(
      memoryStore(() => now),
      limits,
      () => now,
    );
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('no-such-user', '10.0.0.1');
    expect(await throttle.waitMs('no-such-user', '10.0.0.9')).toBeGreaterThan(0);
    expect(await throttle.waitMs('NO-SUCH-USER', '10.0.0.9')).toBeGreaterThan(0);
  });

  it('allows `perAddress` failures from an address across usernames, then refuses every username from it', async () => {
    let now = 0;
    const throttle = new SignInThrottle(
      memoryStore(() => now),
      limits,
      () => now,
    );
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      expect(await throttle.waitMs(name, '10.0.0.7')).toBe(0);
      await throttle.recordFailure(name, '10.0.0.7');
    }
    expect(await throttle.waitMs('f', '10.0.0.7')).toBe(600_000);
    expect(await throttle.waitMs('f', '10.0.0.8')).toBe(0);
    now += 600_000;
    expect(await throttle.waitMs('f', '10.0.0.7')).toBe(0);
  });

  it("a success clears its username's count, not the address's", async () => {
    const now = 0;
    const throttle = new SignInThrottle(
      memoryStore(() => now),
      limits,
      () => now,
    );
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('editor', '10.0.0.1');
    await throttle.recordSuccess('editor');
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('editor', '10.0.0.1');
    expect(await throttle.waitMs('editor', '10.0.0.3')).toBe(0);
    // The address has 4 failures: one more reaches its limit of 5, whatever the account.
    await throttle.recordFailure('someone', '10.0.0.1');
    expect(await throttle.waitMs('viewer', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('counts concurrent failures one after another (none lost)', async () => {
    const now = 0;
    const throttle = new SignInThrottle(
      memoryStore(() => now),
      { perUser: 10, perAddress: 0, windowSeconds: 60 },
      () => now,
    );
    await Promise.all(Array.from({ length: 10 }, () => throttle.recordFailure('x', 'ip')));
    expect(await throttle.waitMs('x', 'ip')).toBe(60_000);
  });

  it('does nothing with limits of 0', async () => {
    const now = 0;
    const store = memoryStore(() => now);
    const throttle = new SignInThrottle(
      store,
      { perUser: 0, perAddress: 0, windowSeconds: 60 },
      () => now,
    );
    for (let i = 0; i < 50; i += 1) await throttle.recordFailure('x', 'ip');
    expect(await throttle.waitMs('x', 'ip')).toBe(0);
    expect(store.size()).toBe(0);
  });
});
