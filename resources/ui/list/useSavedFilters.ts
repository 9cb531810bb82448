import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  // Local filters are read at each render; saving or deleting one renders again.
  const [, setLocalVersion] = useState(0);
  const query = useQuery({
    queryKey: ['console', 'savedFilters', type],
    queryFn: async () =>
      (await dataProvider.listSettings(savedFiltersSettingType(type))).flatMap(
        (setting) => toSavedFilter(setting) ?? [],
      ),
    enabled: onServer,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const reload = useCallback(() => {
    if (onServer)
      void queryClient.invalidateQueries({ queryKey: ['console', 'savedFilters', type] });
    else setLocalVersion((n) => n + 1);
  }, [onServer, queryClient, type]);

  const save = useCallback(
    async (name: string, values: FilterValues) => {
      if (onServer) await dataProvider.createSetting(savedFiltersSettingType(type), name, values);
      else
        writeLocalSavedFilters(type, [
          ...readLocalSavedFilters(type),
          { id: newLocalId(), name, values },
        ]);
      reload();
    },
    [dataProvider, onServer, type, reload],
  );

  const remove = useCallback(
    async (id: string) => {
      if (onServer) await dataProvider.deleteSetting(id);
      else
        writeLocalSavedFilters(
          type,
          readLocalSavedFilters(type).filter((filter) => filter.id !== id),
        );
      reload();
    },
    [dataProvider, onServer, type, reload],
  );

  if (!onServer) {
    return { saved: readLocalSavedFilters(type), isPending: false, error: undefined, save, remove };
  }
  // The last list stays on show while a save or delete reloads it.
  return {
    saved: query.data ?? [],
    isPending: query.isPending || query.isFetching,
    error: query.data === undefined ? (query.error ?? undefined) : undefined,
    save,
    remove,
  };
}
