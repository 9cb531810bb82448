import { useSyncExternalStore } from 'react';

/*
 * Where the global search keeps what outlives a render (spec section 4): the search text in
 * local storage while the globalSearch pages are open, the results page's page number and the
 * filters (stored filter list) in session storage. Each value is read through a small store so
 * the toolbar box, the popup and the results page see every change.
 */

/** The storage keys, named once. */
export const SEARCH_STORAGE_KEYS = {
  term: 'globalSearchTerm',
  page: 'globalSearchPage',
  filters: 'globalSearchFilters',
} as const;

type Area = 'local' | 'session';

function storageOf(area: Area): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the search still works, nothing is kept.
    return undefined;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** One stored text value: read, written, removed, watched. */
export interface StoredText {
  get: () => string | undefined;
  set: (value: string) => void;
  remove: () => void;
}

function storedText(area: Area, key: string): StoredText {
  return {
    get: () => storageOf(area)?.getItem(key) ?? undefined,
    set: (value) => {
      try {
        storageOf(area)?.setItem(key, value);
      } catch {
        // Quota or privacy: keep going without it.
      }
      notify();
    },
    remove: () => {
      storageOf(area)?.removeItem(key);
      notify();
    },
  };
}

export const storedTerm = storedText('local', SEARCH_STORAGE_KEYS.term);
export const storedPage = storedText('session', SEARCH_STORAGE_KEYS.page);
export const storedFilters = storedText('session', SEARCH_STORAGE_KEYS.filters);

/** A stored value, re-read whenever the search's storage changes. */
export function useStoredText(stored: StoredText): string | undefined {
  return useSyncExternalStore(subscribe, stored.get, stored.get);
}

/** Leaving the globalSearch pages: the search text, the page number and the filters go. */
export function clearSearchPageState(): void {
  for (const stored of [storedTerm, storedPage, storedFilters]) stored.remove();
}
