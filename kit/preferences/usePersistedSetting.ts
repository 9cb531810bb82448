import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import { useIdentity } from '../../authProvider/useIdentity';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { PersistedSetting } from './persistedSetting';

/**
 * Reads a per-user setting and returns a `save` that stores it where spec section 6 says
 * (user settings, or local storage for the guest role). Every reader sees a save at once.
 */
export function usePersistedSetting<T>(setting: PersistedSetting<T>): {
  value: T;
  save: (next: T) => Promise<void>;
} {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const identity = useIdentity();
  const value = useSyncExternalStore(setting.subscribe, setting.getSnapshot, setting.getSnapshot);
  const save = useCallback(
    (next: T) => setting.save(dataProvider, identity, next),
    [setting, dataProvider, identity],
  );
  return { value, save };
}

/**
 * Loads a per-user setting for the signed-in user (once per user); the shell mounts it so
 * that screens reading the setting get the saved value. A failed load keeps the defaults:
 * a theme or a date format is not worth interrupting anyone for.
 */
export function useLoadPersistedSetting<T>(setting: PersistedSetting<T>): void {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const identity = useIdentity();
  const load = useEffectEvent(() => {
    setting.load(dataProvider, identity).catch(() => undefined);
  });
  // Keyed on who is signed in, not on the identity object, which may be rebuilt each render.
  const who = identity === undefined ? undefined : `${identity.uid}:${identity.roles.length}`;
  useEffect(() => {
    if (who !== undefined) load();
  }, [setting, who]);
}
