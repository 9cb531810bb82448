import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rateLimiter';

describe('FixedWindowLimiter', () => {
  it('allows `limit` events per window and key, then answers the time left until the window ends', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter(3, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    now += 10_000;
    expect(limiter.take('a')).toBe(50_000);
    // Other addresses have their own count.
    expect(limiter.take('b')).toBe(0);
    now += 50_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('does nothing with a limit of 0', () => {
    const limiter = new FixedWindowLimiter(0, 60_000);
    for (let i = 0; i < 100; i += 1) expect(limiter.take('a')).toBe(0);
  });

  it('keeps at most maxKeys addresses: ended windows go first, a flood starts afresh', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1_000, () => now, 3);
    for (const key of ['a', 'b', 'c']) expect(limiter.take(key)).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
    now = 2_000;
    // 'a', 'b', 'c' ended: pruned to make room for 'd'; 'a' counts from zero again.
    expect(limiter.take('d')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });
});
