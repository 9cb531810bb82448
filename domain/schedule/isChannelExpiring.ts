import { MS_PER_HOUR, parseUtcInstant } from './utcTime';

/**
 * Whether the channel gets the 'Channel Expiring' warning: its live window end
 * (`lwe`) is in the future but fewer than `thresholdHours` hours away. Exactly the
 * threshold away is not yet expiring ("fewer than"). A window that has already ended
 * is expired, not expiring: that case is the availability rules' business, and
 * warning "expiring" about it would understate it. A channel without a readable end
 * never expires.
 */
export function isChannelExpiring(
  liveWindowEnd: string | null | undefined,
  now: Date,
  thresholdHours: number,
): boolean {
  const endMs = parseUtcInstant(liveWindowEnd);
  if (endMs === undefined) return false;
  const remainingMs = endMs - now.getTime();
  return remainingMs > 0 && remainingMs < thresholdHours * MS_PER_HOUR;
}
