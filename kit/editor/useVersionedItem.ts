import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { chooseVersion } from '../../domain/versions';
import type { VersionEntry } from '../../domain/versions';

/** A catalogue version as the content service answers it. */
export interface VersionedRecord {
  id: string;
  key: string;
  ut: string;
  st: string;
}

export interface VersionedItem<R extends VersionedRecord> {
  /** The item's versions, oldest first (empty while loading or for a new item). */
  versions: VersionEntry[];
  /** The version shown: the one picked, else the draft, else the last (chooseVersion). */
  record: R | undefined;
  loading: boolean;
  error: unknown;
  selectVersion: (key: string) => void;
  /** Reads the versions again and shows `key` (the version a save answered), else the default. */
  reload: (key?: string) => Promise<void>;
  /**
   * An update based on the version shown (its `key` and `ut`, by the data provider's
   * previousData): the editor core's `update` for a catalogue item.
   */
  update: (data: Record<string, unknown>) => Promise<R>;
}

/**
 * A catalogue item opened in a bespoke editor the way the generic editor opens it: its versions
 * (`getVersions`), the version shown (`getOne` with `meta.key`; the draft by default) and the
 * version picker's choice. Editing it (the lock, the draft, the writes) is the editor core's
 * (useItemEditor). Disabled for a new item (`id` undefined).
 */
export function useVersionedItem<R extends VersionedRecord>(
  type: string,
  id: string | undefined,
): VersionedItem<R> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string | undefined>();
  const versionsQuery = useQuery({
    queryKey: ['console', 'versions', type, id],
    queryFn: async () => {
      const answer = await dataProvider.getVersions(type, id ?? '');
      return answer === 'none' ? [] : answer;
    },
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });
  const versions = versionsQuery.data ?? [];
  const shownKey =
    (picked !== undefined && versions.some((v) => v.key === picked) ? picked : undefined) ??
    chooseVersion(versions)?.key;
  const recordQuery = useQuery({
    queryKey: ['console', 'version', type, id, shownKey],
    queryFn: async ({ signal }) =>
      (await dataProvider.getOne<R>(type, { id: id ?? '', meta: { key: shownKey }, signal })).data,
    enabled: id !== undefined && shownKey !== undefined,
    refetchOnWindowFocus: false,
  });

  const reload = useCallback(
    async (key?: string) => {
      setPicked(key);
      await queryClient.invalidateQueries({ queryKey: ['console', 'versions', type, id] });
      await queryClient.invalidateQueries({ queryKey: ['console', 'version', type, id] });
    },
    [queryClient, type, id],
  );
  return {
    versions,
    record: recordQuery.data,
    loading: versionsQuery.isPending || (shownKey !== undefined && recordQuery.isPending),
    error: versionsQuery.error ?? recordQuery.error,
    selectVersion: setPicked,
    reload,
    update: async (data) =>
      (await dataProvider.update<R>(type, { id: id ?? '', data, previousData: recordQuery.data }))
        .data,
  };
}
