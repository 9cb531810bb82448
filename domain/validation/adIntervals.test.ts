import { describe, expect, it } from 'vitest';
import { AD_INTERVAL_SECONDS, adIntervalOptions } from './adIntervals';

describe('adIntervalOptions', () => {
  it('offers 15, 30, 60, 90 and 120 seconds', () => {
    expect(AD_INTERVAL_SECONDS).toEqual([15, 30, 60, 90, 120]);
    expect(adIntervalOptions()).toEqual([15, 30, 60, 90, 120]);
    expect(adIntervalOptions({ dropFirst: false, dropLast: false })).toEqual([15, 30, 60, 90, 120]);
  });

  it('drops the first option by flag', () => {
    expect(adIntervalOptions({ dropFirst: true })).toEqual([30, 60, 90, 120]);
  });

  it('drops the last option by flag', () => {
    expect(adIntervalOptions({ dropLast: true })).toEqual([15, 30, 60, 90]);
  });

  it('drops both by both flags', () => {
    expect(adIntervalOptions({ dropFirst: true, dropLast: true })).toEqual([30, 60, 90]);
  });

  it('returns a fresh array', () => {
    const options = adIntervalOptions();
    options.pop();
    expect(adIntervalOptions()).toHaveLength(5);
  });
});
