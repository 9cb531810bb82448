import { describe, expect, it } from 'vitest';
import { adBreakFlagsOf, adBreakLengths } from './adBreakLengths';

describe('adBreakLengths', () => {
  it('offers the spec intervals 15, 30, 60, 90, 120 s without flags', () => {
    expect(adBreakLengths()).toEqual([15, 30, 60, 90, 120]);
  });
  it('drops the first or the last option by flag, or both', () => {
    expect(adBreakLengths({ dropFirst: true })).toEqual([30, 60, 90, 120]);
    expect(adBreakLengths({ dropLast: true })).toEqual([15, 30, 60, 90]);
    expect(adBreakLengths({ dropFirst: true, dropLast: true })).toEqual([30, 60, 90]);
  });
  it('reads the flags from the runtime features: only true drops', () => {
    expect(adBreakFlagsOf({})).toEqual({ dropFirst: false, dropLast: false });
    expect(adBreakFlagsOf({ adBreakDropFirst: true, adBreakDropLast: false })).toEqual({
      dropFirst: true,
      dropLast: false,
    });
    expect(adBreakFlagsOf({ adBreakDropFirst: 'true', adBreakDropLast: 1 })).toEqual({
      dropFirst: false,
      dropLast: false,
    });
  });
});
