import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './signInThrottle';
import type { AttemptStore, AttemptWindow } from './signInThrottle';

/** An in-memory AttemptStore: each increment counts and answers in one step, as the upsert does. */
function memoryStore(): AttemptStore & { size(): number } {
  const rows = new Map<string, AttemptWindow>();
  return {
    increment: (key, now, windowMs) => {
      const row = rows.get(key);
      const next =
        row && row.start > now - windowMs
          ? { count: row.count + 1, start: row.start }
          : { count: 1, start: now };
      rows.set(key, next);
      return Promise.resolve({ ...next });
    },
    release: (key, start) => {
      const row = rows.get(key);
      if (row && row.start === start && row.count > 0) row.count -= 1;
      return Promise.resolve();
    },
    reset: (key) => {
      rows.delete(key);
      return Promise.resolve();
    },
    prune: (before) => {
      for (const [key, row] of rows) if (row.start <= before) rows.delete(key);
      return Promise.resolve();
    },
    size: () => rows.size,
  };
}

/** One failed attempt: 0 when its password was checked (and was wrong), else the wait. */
async function fail(throttle: SignInThrottle, username: string, address: string): Promise<number> {
  const admission = await throttle.admit(username, address);
  return 'waitMs' in admission ? admission.waitMs : 0;
}

/** One attempt with the right password: true when it was checked (and so signed in). */
async function succeed(
  throttle: SignInThrottle,
  username: string,
  address: string,
): Promise<boolean> {
  const admission = await throttle.admit(username, address);
  if ('waitMs' in admission) return false;
  await throttle.succeeded(admission.admitted, username);
  return true;
}

describe('SignInThrottle', () => {
  const limits = { perUser: 3, perAddress: 5, windowSeconds: 600 };

  it('checks `perUser` attempts of a username, then refuses it until the window ends', async () => {
    let now = 1_000_000;
    const throttle = new SignInThrottle(memoryStore(), limits, () => now);
    for (let i = 0; i < 3; i += 1) expect(await fail(throttle, 'editor', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'editor', '10.0.0.1')).toBe(600_000);
    // From another address too: the limit is the account's, not the address's.
    now += 60_000;
    expect(await fail(throttle, 'editor', '10.0.0.2')).toBe(540_000);
    // Other usernames from a fresh address are not affected.
    expect(await fail(throttle, 'viewer', '10.0.0.3')).toBe(0);
    now += 540_000;
    expect(await fail(throttle, 'editor', '10.0.0.4')).toBe(0);
  });

  it('counts unknown usernames exactly like known ones (no account enumeration)', async () => {
    const now = 0;
    const throttle = new SignInThrottle(memoryStore(), limits, () => now);
    for (let i = 0; i < 3; i += 1) await fail(throttle, 'no-such-user', '10.0.0.1');
    expect(await fail(throttle, 'no-such-user', '10.0.0.9')).toBeGreaterThan(0);
    expect(await fail(throttle, 'NO-SUCH-USER', '10.0.0.9')).toBeGreaterThan(0);
  });

  it('checks `perAddress` attempts from an address across usernames, then refuses every username from it', async () => {
    let now = 0;
    const throttle = new SignInThrottle(memoryStore(), limits, () => now);
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      expect(await fail(throttle, name, '10.0.0.7')).toBe(0);
    expect(await fail(throttle, 'f', '10.0.0.7')).toBe(600_000);
    expect(await fail(throttle, 'f', '10.0.0.8')).toBe(0);
    now += 600_000;
    expect(await fail(throttle, 'f', '10.0.0.7')).toBe(0);
  });

  it("a success clears its username's count and gives back its address's attempt", async () => {
    const now = 0;
    const throttle = new SignInThrottle(memoryStore(), limits, () => now);
    for (let i = 0; i < 2; i += 1) await fail(throttle, 'editor', '10.0.0.1');
    expect(await succeed(throttle, 'editor', '10.0.0.1')).toBe(true);
    for (let i = 0; i < 2; i += 1) expect(await fail(throttle, 'editor', '10.0.0.1')).toBe(0);
    // The address has 4 failures: one more reaches its limit of 5, whatever the account.
    expect(await fail(throttle, 'someone', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'viewer', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('refused attempts do not count: the limit is of checked passwords', async () => {
    const now = 0;
    const throttle = new SignInThrottle(memoryStore(), limits, () => now);
    for (let i = 0; i < 3; i += 1) await fail(throttle, 'editor', '10.0.0.1');
    // Refused for the username: the address keeps its 2 remaining attempts.
    for (let i = 0; i < 10; i += 1)
      expect(await fail(throttle, 'editor', '10.0.0.1')).toBeGreaterThan(0);
    expect(await fail(throttle, 'x', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'y', '10.0.0.1')).toBe(0);
    expect(await fail(throttle, 'z', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('of attempts sent at once, checks exactly the limit', async () => {
    const now = 0;
    const throttle = new SignInThrottle(
      memoryStore(),
      { perUser: 5, perAddress: 0, windowSeconds: 60 },
      () => now,
    );
    const waits = await Promise.all(Array.from({ length: 20 }, () => fail(throttle, 'x', 'ip')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(await fail(throttle, 'x', 'ip')).toBe(60_000);
  });

  it('does nothing with limits of 0', async () => {
    const now = 0;
    const store = memoryStore();
    const throttle = new SignInThrottle(
      store,
      { perUser: 0, perAddress: 0, windowSeconds: 60 },
      () => now,
    );
    for (let i = 0; i < 50; i += 1) expect(await fail(throttle, 'x', 'ip')).toBe(0);
    expect(store.size()).toBe(0);
  });
});
