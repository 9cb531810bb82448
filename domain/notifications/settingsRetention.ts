/** Settings are kept 24 hours (spec sections 7 and 9: 'settings retention 24 hours'). */
export const SETTINGS_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface DatedSetting {
  ct: string;
}

/**
 * Section 7: settings older than 24 hours are deleted; younger ones are kept (and their bulk job
 * status checked). A setting exactly 24 hours old is kept; one whose date cannot be read is
 * expired (it can never become young again).
 */
export function partitionSettingsByAge<S extends DatedSetting>(
  settings: readonly S[],
  now: Date,
): { expired: S[]; kept: S[] } {
  const cutoff = now.getTime() - SETTINGS_RETENTION_MS;
  const expired: S[] = [];
  const kept: S[] = [];
  for (const setting of settings) {
    const at = Date.parse(setting.ct);
    if (Number.isNaN(at) || at < cutoff) expired.push(setting);
    else kept.push(setting);
  }
  return { expired, kept };
}
