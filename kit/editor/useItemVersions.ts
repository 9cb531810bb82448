import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { chooseVersion } from '../../domain/versions';
import type { VersionEntry } from '../../domain/versions';

export interface ItemVersions {
  /** The item's versions, oldest first (empty while loading). */
  versions: VersionEntry[];
  /** The version to show: the one picked, else the draft, else the last (chooseVersion). */
  shownKey: string | undefined;
  /** The versions have loaded: `shownKey` is the one to show. */
  loaded: boolean;
  error: unknown;
  /** Shows a version: the picker's choice, and the version a write answered. */
  pick: (key: string) => void;
  /** The react-query key of the versions, for the editor core to refresh after a write. */
  queryKey: readonly unknown[];
  /** Reads the versions and the item again, showing `key` (a write's answer) if given. */
  reload: (key?: string) => Promise<void>;
}

/**
 * A catalogue item's versions as a bespoke editor on the editor core (VersionedEditor) shows
 * them: the list (`getVersions`), the version picked, else the one the generic editor opens by
 * default (the draft, else the last). The catalogue type is the editor's react-admin resource
 * (its `getOne` takes `meta.key`, its `update` the shown version as `previousData`).
 */
export function useItemVersions(type: string, id: string): ItemVersions {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string | undefined>();
  const queryKey = ['console', 'versions', type, id] as const;
  const versionsQuery = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await dataProvider.getVersions(type, id);
      return answer === 'none' ? [] : answer;
    },
    refetchOnWindowFocus: false,
  });
  const versions = versionsQuery.data ?? [];
  const shownKey =
    (picked !== undefined && versions.some((v) => v.key === picked) ? picked : undefined) ??
    chooseVersion(versions)?.key;
  const reload = useCallback(
    async (key?: string) => {
      if (key !== undefined) setPicked(key);
      await queryClient.invalidateQueries({ queryKey: ['console', 'versions', type, id] });
      await queryClient.invalidateQueries({ queryKey: [type, 'getOne'] });
    },
    [queryClient, type, id],
  );
  return {
    versions,
    shownKey,
    loaded: versionsQuery.isSuccess,
    error: versionsQuery.error,
    pick: setPicked,
    queryKey,
    reload,
  };
}
