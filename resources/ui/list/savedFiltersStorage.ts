import type { FilterValues } from './filterValues';

/** A named set of list filters the user saved. */
export interface SavedFilter {
  id: string;
  name: string;
  values: FilterValues;
}

/** The setting type saved filters of a catalogue type are stored under on the server. */
export const savedFiltersSettingType = (type: string): string => `filters:${type}`;

const storageKey = (type: string): string => `console.savedFilters.${type}`;

const isFilterValues = (value: unknown): value is FilterValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Turns a stored entry (server setting or browser storage) into a saved filter, or undefined when malformed. */
export function toSavedFilter(entry: {
  id?: unknown;
  n?: unknown;
  payload?: unknown;
}): SavedFilter | undefined {
  if (typeof entry.id !== 'string' || typeof entry.n !== 'string' || !isFilterValues(entry.payload))
    return undefined;
  return { id: entry.id, name: entry.n, values: entry.payload };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (_error) {
    // Storage can be switched off by the browser's privacy settings.
    return undefined;
  }
}

/** The saved filters of a type kept in this browser (when the server does not keep them). */
export function readLocalSavedFilters(type: string): SavedFilter[] {
  const text = storage()?.getItem(storageKey(type));
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap(
      (entry: { id?: unknown; n?: unknown; payload?: unknown }) => toSavedFilter(entry) ?? [],
    );
  } catch (_error) {
    return [];
  }
}

/** Replaces the saved filters of a type kept in this browser. */
export function writeLocalSavedFilters(type: string, filters: readonly SavedFilter[]): void {
  const entries = filters.map((filter) => ({
    id: filter.id,
    n: filter.name,
    payload: filter.values,
  }));
  storage()?.setItem(storageKey(type), JSON.stringify(entries));
}
