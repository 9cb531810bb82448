import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { FilterValues } from './filterValues';
import type { SavedFilter } from './savedFiltersStorage';
import {
  readLocalSavedFilters,
  savedFiltersSettingType,
  toSavedFilter,
  writeLocalSavedFilters,
} from './savedFiltersStorage';

/** The saved filters of a list and what can be done with them. */
export interface SavedFiltersState {
  saved: SavedFilter[];
  isPending: boolean;
  /** The load error, if the server could not list them. */
  error: unknown;
  save: (name: string, values: FilterValues) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

type Loaded = { failed: false; saved: SavedFilter[] } | { failed: true; error: unknown };

const newLocalId = (): string =>
  `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The saved filters of a catalogue type's list (spec section 5): user settings of type
 * `filters:<type>` on the server (`listSettings` / `createSetting` / `deleteSetting`) when
 * `onServer` is set (runtime flag `features.serverSavedFilters`), else this browser's local
 * storage. Saving and deleting reload the list.
 */
export function useSavedFilters(type: string, onServer: boolean): SavedFiltersState {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; result: Loaded }>();
  const key = `${onServer ? 'server' : 'local'}:${type}:${version}`;

  useEffect(() => {
    if (!onServer) return;
    let active = true;
    dataProvider.listSettings(savedFiltersSettingType(type)).then(
      (settings) => {
        const saved = settings.flatMap((setting) => toSavedFilter(setting) ?? []);
        if (active) setLoaded({ key, result: { failed: false, saved } });
      },
      (error: unknown) => {
        if (active) setLoaded({ key, result: { failed: true, error } });
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, onServer, type, key]);

  const save = useCallback(
    async (name: string, values: FilterValues) => {
      if (onServer) await dataProvider.createSetting(savedFiltersSettingType(type), name, values);
      else
        writeLocalSavedFilters(type, [
          ...readLocalSavedFilters(type),
          { id: newLocalId(), name, values },
        ]);
      setVersion((n) => n + 1);
    },
    [dataProvider, onServer, type],
  );

  const remove = useCallback(
    async (id: string) => {
      if (onServer) await dataProvider.deleteSetting(id);
      else
        writeLocalSavedFilters(
          type,
          readLocalSavedFilters(type).filter((filter) => filter.id !== id),
        );
      setVersion((n) => n + 1);
    },
    [dataProvider, onServer, type],
  );

  if (!onServer) {
    return { saved: readLocalSavedFilters(type), isPending: false, error: undefined, save, remove };
  }
  // The last list stays on show while a save or delete reloads it.
  const latest = loaded?.result;
  return {
    saved: latest?.failed === false ? latest.saved : [],
    isPending: loaded?.key !== key,
    error: latest?.failed === true ? latest.error : undefined,
    save,
    remove,
  };
}
