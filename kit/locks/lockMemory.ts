/**
 * The held content lock, kept in the tab's session storage under the specification's keys
 * (section 9: lock keys `lockObj` and `lockstatus`): set when the lock is taken, removed when it
 * is released (a save, a cancel, leaving the page, closing the tab). A lock still named there
 * when another item's page opens was left by a page that ended without leaving (the tab crashed
 * or was restored): that page releases it.
 */
export const LOCK_STORAGE_KEYS = { lock: 'lockObj', status: 'lockstatus' } as const;

/** What `lockObj` holds: the locked item and when this tab took it. */
export interface StoredLock {
  type: string;
  id: string;
  at: string;
}

/** The storage calls the lock memory uses (the tab's sessionStorage in the browser). */
export type LockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberLock(storage: LockStorage, type: string, id: string): void {
  const stored: StoredLock = { type, id, at: new Date().toISOString() };
  storage.setItem(LOCK_STORAGE_KEYS.lock, JSON.stringify(stored));
  storage.setItem(LOCK_STORAGE_KEYS.status, 'locked');
}

export function forgetLock(storage: LockStorage): void {
  storage.removeItem(LOCK_STORAGE_KEYS.lock);
  storage.removeItem(LOCK_STORAGE_KEYS.status);
}

/** The lock this tab holds by its storage, or undefined (none, or not readable). */
export function storedLock(storage: LockStorage): StoredLock | undefined {
  if (storage.getItem(LOCK_STORAGE_KEYS.status) !== 'locked') return undefined;
  try {
    const value: unknown = JSON.parse(storage.getItem(LOCK_STORAGE_KEYS.lock) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const type: unknown = Reflect.get(value, 'type');
    const id: unknown = Reflect.get(value, 'id');
    const at: unknown = Reflect.get(value, 'at');
    if (typeof type !== 'string' || typeof id !== 'string') return undefined;
    return { type, id, at: typeof at === 'string' ? at : '' };
  } catch {
    return undefined;
  }
}
