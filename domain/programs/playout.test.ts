import { describe, expect, it } from 'vitest';
import type { DynamicInterstitial } from './playout';
import { MAX_INTERSTITIALS, interstitialProblem, keptInterstitials } from './playout';

const T0 = Date.parse('2026-12-01T10:00:00Z');
const item = (startMs: number, dur: number, id = String(startMs)): DynamicInterstitial => ({
  id,
  start: new Date(startMs).toISOString(),
  end: new Date(startMs + dur * 1000).toISOString(),
  dur,
  title: 't',
  by: 'u',
  at: new Date(T0).toISOString(),
});

describe('interstitialProblem', () => {
  const context = { nowMs: T0, channelStartMs: undefined, existing: [item(T0 + 600_000, 60)] };
  it('accepts a future slot that only touches another one', () => {
    expect(interstitialProblem({ startMs: T0 + 660_000, dur: 30 }, context)).toBeUndefined();
    expect(interstitialProblem({ startMs: T0 + 570_000, dur: 30 }, context)).toBeUndefined();
  });
  it('refuses now and the past, a start before the channel starts, and an overlap naming it', () => {
    expect(interstitialProblem({ startMs: T0, dur: 30 }, context)?.message).toBe(
      'A dynamic interstitial must start in the future',
    );
    expect(
      interstitialProblem(
        { startMs: T0 + 60_000, dur: 30 },
        { ...context, channelStartMs: T0 + 120_000 },
      )?.message,
    ).toBe('A dynamic interstitial cannot start before the channel starts');
    const overlap = interstitialProblem({ startMs: T0 + 630_000, dur: 15 }, context);
    expect(overlap?.message).toBe(
      'The dynamic interstitial would overlap the one at 2026-12-01T10:10:00.000Z',
    );
    expect(overlap?.conflict?.id).toBe(String(T0 + 600_000));
  });
});

describe('keptInterstitials', () => {
  it('keeps every upcoming one and drops the oldest ended ones past the limit, in start order', () => {
    const ended = Array.from({ length: MAX_INTERSTITIALS }, (_, n) =>
      item(T0 - (n + 1) * 120_000, 30),
    );
    const upcoming = [item(T0 + 120_000, 30), item(T0 + 60_000, 30)];
    const kept = keptInterstitials([...upcoming, ...ended], T0);
    expect(kept).toHaveLength(MAX_INTERSTITIALS);
    expect(kept.slice(-2).map((k) => k.start)).toEqual([upcoming[1]?.start, upcoming[0]?.start]);
    expect(kept.map((k) => k.start)).not.toContain(ended[MAX_INTERSTITIALS - 1]?.start);
    expect(kept.map((k) => k.start)).not.toContain(ended[MAX_INTERSTITIALS - 2]?.start);
  });
});
