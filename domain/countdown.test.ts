import { describe, expect, it } from 'vitest';
import { COUNTDOWN_TICK_MS, countdownParts, defaultCountdownEnd } from './countdown';

const T0 = Date.parse('2026-11-23T10:00:00.000Z');

describe('countdownParts', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const end = T0 + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(end, T0)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      total: 183_845,
    });
  });

  it('counts a part second as a whole one and stops at zero', () => {
    expect(countdownParts(T0 + 1500, T0)).toMatchObject({ seconds: 2, total: 2 });
    expect(countdownParts(T0 + 1, T0)).toMatchObject({ seconds: 1, total: 1 });
    expect(countdownParts(T0, T0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
    expect(countdownParts(T0 - 60_000, T0).total).toBe(0);
  });

  it('defaults to 15 days and ticks every second', () => {
    expect(countdownParts(defaultCountdownEnd(T0), T0)).toMatchObject({
      days: 15,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });
});
