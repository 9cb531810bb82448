import { describe, expect, it } from 'vitest';
import { channelHoldingNumber, isChannelNumber } from './channelNumber';

describe('channel numbers', () => {
  it('takes whole numbers from 1 to 99999', () => {
    expect(isChannelNumber(1)).toBe(true);
    expect(isChannelNumber(99_999)).toBe(true);
    for (const bad of [0, -1, 1.5, 100_000, '5', null]) expect(isChannelNumber(bad)).toBe(false);
  });

  it('finds the other channel holding a number, never the channel itself', () => {
    const channels = [
      { id: 'a', cty: 'virtuallivechannel', cn: 7, name: 'A' },
      { id: 'b', cty: 'channel', cn: 101, name: 'B' },
    ];
    expect(channelHoldingNumber(channels, 'a', 7)).toBeUndefined();
    expect(channelHoldingNumber(channels, 'a', 101)?.name).toBe('B');
    expect(channelHoldingNumber(channels, 'c', 7)?.id).toBe('a');
  });
});
