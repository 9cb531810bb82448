import { describe, expect, it } from 'vitest';
import { isChannelExpiring } from './isChannelExpiring';

const now = new Date('2024-05-01T12:00:00Z');

describe('isChannelExpiring', () => {
  it('warns when the live window ends fewer than the threshold hours away', () => {
    expect(isChannelExpiring('2024-05-04T11:59:59Z', now, 72)).toBe(true);
    expect(isChannelExpiring('2024-05-01T12:00:01Z', now, 72)).toBe(true);
  });

  it('does not warn at exactly the threshold or beyond it', () => {
    expect(isChannelExpiring('2024-05-04T12:00:00Z', now, 72)).toBe(false);
    expect(isChannelExpiring('2024-05-04T12:00:01Z', now, 72)).toBe(false);
  });

  it('does not call a window that has ended, or ends now, expiring', () => {
    expect(isChannelExpiring('2024-05-01T12:00:00Z', now, 72)).toBe(false);
    expect(isChannelExpiring('2024-04-30T12:00:00Z', now, 72)).toBe(false);
  });

  it('does not warn without a readable live window end', () => {
    expect(isChannelExpiring(undefined, now, 72)).toBe(false);
    expect(isChannelExpiring(null, now, 72)).toBe(false);
    expect(isChannelExpiring('', now, 72)).toBe(false);
  });

  it('reads the threshold in hours', () => {
    expect(isChannelExpiring('2024-05-01T23:00:00Z', now, 12)).toBe(true);
    expect(isChannelExpiring('2024-05-02T01:00:00Z', now, 12)).toBe(false);
  });
});
