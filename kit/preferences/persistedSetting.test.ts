import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { createPersistedSetting, resetPersistedSettings } from './persistedSetting';

const zone = createPersistedSetting<{ timeZone: string }>({
  t: 'test',
  n: 'test',
  localKey: 'persisted-setting-test',
  defaults: () => ({ timeZone: 'UTC' }),
  parse: (payload) =>
    typeof payload === 'object' && payload !== null && 'timeZone' in payload
      ? { timeZone: String(payload.timeZone) }
      : undefined,
});

// A guest's save never reaches the data provider.
const noServer = {} as ConsoleDataProvider;

describe('resetPersistedSettings', () => {
  afterEach(() => {
    window.localStorage.clear();
    resetPersistedSettings();
  });

  it("puts a guest's saved setting back to its defaults once the storage is empty", async () => {
    await zone.save(noServer, undefined, { timeZone: 'Asia/Singapore' });
    expect(zone.getSnapshot()).toEqual({ timeZone: 'Asia/Singapore' });

    window.localStorage.clear();
    resetPersistedSettings();

    expect(zone.getSnapshot()).toEqual({ timeZone: 'UTC' });
  });

  it('reads a stored value back, as a fresh page does', async () => {
    await zone.save(noServer, undefined, { timeZone: 'Asia/Kolkata' });

    resetPersistedSettings();

    expect(zone.getSnapshot()).toEqual({ timeZone: 'Asia/Kolkata' });
  });
});
