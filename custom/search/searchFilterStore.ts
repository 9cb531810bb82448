import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  SEARCH_FILTERS_SETTING_TYPE,
  type StoredSearchFilter,
} from '../../domain/search/searchFilters';
import { useRuntimeFeatures, type RuntimeFeatures } from '../../kit/config/RuntimeFeatures';
import { storedFilters, useStoredText } from './searchStorage';

/*
 * Where the global search's stored filter list lives (spec section 5: 'Saved filters are kept on
 * the server only when a flag is set, else in local browser storage'): with the runtime flag
 * `features.serverSavedFilters` on (the default, as for the lists' saved filters), the caller's
 * user setting of type 'globalSearch:filters' on the server; with it off, this browser's storage.
 */

/** Whether the runtime configuration keeps saved filters on the server (on unless set false). */
export function savedFiltersOnServer(features: RuntimeFeatures): boolean {
  return features.serverSavedFilters !== false;
}

/** The stored filter list (as stored, unchecked), how to replace it and how to forget it. */
export interface SearchFilterStore {
  /** The stored value (anything: it is checked by `fromStoredFilters`); undefined for none. */
  stored: unknown;
  /** The server's list is still being read. */
  isPending: boolean;
  write: (filters: StoredSearchFilter[]) => void;
  clear: () => void;
}

function useBrowserFilters(): SearchFilterStore {
  const raw = useStoredText(storedFilters);
  const stored = useMemo(() => {
    try {
      return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  }, [raw]);
  const write = useCallback((filters: StoredSearchFilter[]) => {
    storedFilters.set(JSON.stringify(filters));
  }, []);
  const clear = useCallback(() => storedFilters.remove(), []);
  return { stored, isPending: false, write, clear };
}

/** The server's copy as the console holds it; `written` once this console changed it. */
interface ServerFilters {
  id: string | undefined;
  filters: unknown;
  written?: boolean;
}

const SERVER_FILTERS_KEY = ['globalSearch', 'savedFilters'] as const;

/* Writes go out one after the other, so a create's id is known to the update after it. */
let writes: Promise<void> = Promise.resolve();
function queued(task: () => Promise<void>): Promise<void> {
  const next = writes.then(task);
  writes = next.catch(() => undefined);
  return next;
}

function useServerFilters(enabled: boolean): SearchFilterStore {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: SERVER_FILTERS_KEY,
    enabled,
    queryFn: async (): Promise<ServerFilters> => {
      const [setting] = await dataProvider.listSettings(SEARCH_FILTERS_SETTING_TYPE);
      // A change made while the list was being read is newer than the list.
      const mine = queryClient.getQueryData<ServerFilters>(SERVER_FILTERS_KEY);
      if (mine?.written) return mine;
      return { id: setting?.id, filters: setting?.payload };
    },
    // This console's copy is the latest: it is not read again while the session lasts.
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const failed = useCallback(
    () => notify('console.search.errors.filters', { type: 'error' }),
    [notify],
  );

  const write = useCallback(
    (filters: StoredSearchFilter[]) => {
      queryClient.setQueryData<ServerFilters>(SERVER_FILTERS_KEY, (old) => ({
        id: old?.id,
        filters,
        written: true,
      }));
      queued(async () => {
        const id = queryClient.getQueryData<ServerFilters>(SERVER_FILTERS_KEY)?.id;
        if (id !== undefined) {
          try {
            await dataProvider.updateSetting(id, filters);
            return;
          } catch {
            // Gone meanwhile (deleted elsewhere, or past the settings' retention): create it anew.
          }
        }
        const created = await dataProvider.createSetting(
          SEARCH_FILTERS_SETTING_TYPE,
          SEARCH_FILTERS_SETTING_TYPE,
          filters,
        );
        queryClient.setQueryData<ServerFilters>(SERVER_FILTERS_KEY, (old) => ({
          id: created.id,
          filters: old?.filters ?? filters,
          written: true,
        }));
      }).catch(failed);
    },
    [dataProvider, queryClient, failed],
  );

  const clear = useCallback(() => {
    const current = queryClient.getQueryData<ServerFilters>(SERVER_FILTERS_KEY);
    queryClient.setQueryData<ServerFilters>(SERVER_FILTERS_KEY, {
      id: undefined,
      filters: undefined,
      written: true,
    });
    // Nothing stored and nothing on its way: nothing to delete.
    if (current !== undefined && current.id === undefined && current.filters === undefined) return;
    queued(async () => {
      const settings = await dataProvider.listSettings(SEARCH_FILTERS_SETTING_TYPE);
      for (const setting of settings) await dataProvider.deleteSetting(setting.id);
    }).catch(failed);
  }, [dataProvider, queryClient, failed]);

  return {
    stored: query.data?.filters,
    // A list that could not be read narrows nothing; the search goes on without it.
    isPending: enabled && query.isPending && query.fetchStatus !== 'idle',
    write,
    clear,
  };
}

/** The global search's stored filter list, on the server or in this browser as the flag says. */
export function useSearchFilterStore(): SearchFilterStore {
  const onServer = savedFiltersOnServer(useRuntimeFeatures());
  const browser = useBrowserFilters();
  const server = useServerFilters(onServer);
  return onServer ? server : browser;
}
