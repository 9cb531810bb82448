import { describe, expect, it } from 'vitest';
import { SETTINGS_RETENTION_MS, partitionSettingsByAge } from './settingsRetention';

const now = new Date('2026-11-23T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('settings retention (section 7)', () => {
  it('is 24 hours', () => {
    expect(SETTINGS_RETENTION_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('deletes settings older than 24 hours and keeps younger ones', () => {
    const settings = [
      { id: 'old', ct: hoursAgo(25) },
      { id: 'young', ct: hoursAgo(23) },
      { id: 'edge', ct: hoursAgo(24) },
      { id: 'unreadable', ct: 'yesterday' },
    ];
    const { expired, kept } = partitionSettingsByAge(settings, now);
    expect(expired.map((s) => s.id)).toEqual(['old', 'unreadable']);
    expect(kept.map((s) => s.id)).toEqual(['young', 'edge']);
  });
});
