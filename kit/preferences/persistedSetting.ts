import type { Identity } from '../../authProvider/identity';
import type { ConsoleDataProvider, UserSetting } from '../../dataProvider/types';

/** How one kind of per-user setting (theme, preferences) is stored and read back. */
export interface PersistedSettingSpec<T> {
  /** The user setting type ('theme', 'preferences'). */
  t: string;
  /** The setting's name. */
  n: string;
  /** Local storage key used for the guest role, which keeps its settings in the browser. */
  localKey: string;
  defaults: () => T;
  /** The stored payload as a value, or undefined when it is not one (old or foreign data). */
  parse: (payload: unknown) => T | undefined;
}

/** A setting shared by every component that reads it; see {@link createPersistedSetting}. */
export interface PersistedSetting<T> {
  getSnapshot: () => T;
  subscribe: (listener: () => void) => () => void;
  load: (dataProvider: ConsoleDataProvider, identity: Identity | undefined) => Promise<void>;
  save: (
    dataProvider: ConsoleDataProvider,
    identity: Identity | undefined,
    value: T,
  ) => Promise<void>;
  /** Forgets everything loaded (tests; a user switch reloads through `load`). */
  reset: () => void;
}

/**
 * Spec section 6: the guest role (a user holding no role) saves its settings locally;
 * everyone else saves them as user settings. A user not known yet is treated as a guest,
 * so nothing is sent to the server on behalf of nobody.
 */
export function isGuest(identity: Identity | undefined): boolean {
  return identity === undefined || identity.roles.length === 0;
}

function latest(settings: readonly UserSetting[]): UserSetting | undefined {
  return [...settings].sort((a, b) => b.ut.localeCompare(a.ut))[0];
}

/** The `reset` of every setting made by {@link createPersistedSetting}. */
const resets = new Set<() => void>();

/**
 * Puts every persisted setting back to what a fresh page starts with (the browser's stored value,
 * else the defaults), forgetting what was loaded for a user. Page tests that share one module
 * graph call it before each file (tests/setup/dom.ts), after emptying the storage: a setting saved
 * by one file (a guest's time zone) is not what the next file's screens start from.
 */
export function resetPersistedSettings(): void {
  for (const reset of resets) reset();
}

/**
 * A per-user setting kept in one place for the whole console: components subscribe to it
 * (`useSyncExternalStore`), the shell loads it once per signed-in user, and saving updates
 * every reader at once. Guests read and write local storage; other users read their most
 * recent user setting of type `t` and update it, or create one the first time.
 */
export function createPersistedSetting<T>(spec: PersistedSettingSpec<T>): PersistedSetting<T> {
  const listeners = new Set<() => void>();
  let value: T = readLocal() ?? spec.defaults();
  let settingId: string | undefined;
  let loadedFor: string | undefined;

  function readLocal(): T | undefined {
    try {
      const text = window.localStorage.getItem(spec.localKey);
      return text === null ? undefined : spec.parse(JSON.parse(text));
    } catch (_error) {
      return undefined;
    }
  }

  function writeLocal(next: T): void {
    try {
      window.localStorage.setItem(spec.localKey, JSON.stringify(next));
    } catch (_error) {
      // Storage full or blocked: the choice still applies for this visit.
    }
  }

  function publish(next: T): void {
    value = next;
    for (const listener of listeners) listener();
  }

  const setting: PersistedSetting<T> = {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(dataProvider, identity) {
      if (identity === undefined) return;
      const loadKey = `${isGuest(identity) ? 'guest' : 'user'}:${identity.uid}`;
      if (loadedFor === loadKey) return;
      loadedFor = loadKey;
      if (isGuest(identity)) {
        settingId = undefined;
        publish(readLocal() ?? spec.defaults());
        return;
      }
      try {
        const stored = latest(await dataProvider.listSettings(spec.t));
        settingId = stored?.id;
        publish((stored && spec.parse(stored.payload)) ?? spec.defaults());
      } catch (error) {
        loadedFor = undefined;
        throw error;
      }
    },
    async save(dataProvider, identity, next) {
      publish(next);
      if (isGuest(identity)) {
        writeLocal(next);
        return;
      }
      if (settingId !== undefined) {
        try {
          await dataProvider.updateSetting(settingId, next, spec.n);
          return;
        } catch (error) {
          // The server drops old settings (section 7); a vanished one is created anew.
          if (!isNotFound(error)) throw error;
        }
      }
      settingId = (await dataProvider.createSetting(spec.t, spec.n, next)).id;
    },
    reset() {
      settingId = undefined;
      loadedFor = undefined;
      value = readLocal() ?? spec.defaults();
    },
  };
  resets.add(setting.reset);
  return setting;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
