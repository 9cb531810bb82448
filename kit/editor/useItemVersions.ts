import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { hasReasonCode, readFailure } from '../../dataProvider/envelopeReader';
import { REASON } from '../../domain/envelope';
import type { ContentStatus } from '../../domain/statuses';
import { chooseVersion } from '../../domain/versions';
import type { VersionEntry } from '../../domain/versions';

export interface ItemVersions {
  /** The item's versions, oldest first (empty while loading). */
  versions: VersionEntry[];
  /** The version to show: the one picked, else the draft, else the last (chooseVersion). */
  shownKey: string | undefined;
  /** The versions have loaded: `shownKey` is the one to show. */
  loaded: boolean;
  /** The service says the item has no versions yet: the editor shows a blank draft. */
  isNew: boolean;
  error: unknown;
  /** Shows a version: the picker's choice, and the version a write answered. */
  pick: (key: string) => void;
  /** The react-query key of the versions, for the editor core to refresh after a write. */
  queryKey: readonly unknown[];
  /** Reads the versions and the item again, showing `key` (a write's answer) if given. */
  reload: (key?: string) => Promise<void>;
}

/**
 * A catalogue item's versions as an editor on the editor core (VersionedEditor) shows them: the
 * list (`getVersions`), the version picked, else the one opened by default (the draft, else the
 * `wanted` status, else the last), and whether the item has none yet (the service answers 'none',
 * or refuses with the no-versions reason). The catalogue type is the editor's react-admin
 * resource (its `getOne` takes `meta.key`, its `update` the shown version as `previousData`).
 */
export function useItemVersions(type: string, id: string, wanted?: ContentStatus): ItemVersions {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string | undefined>();
  const queryKey = ['console', 'versions', type, id] as const;
  const versionsQuery = useQuery({
    queryKey,
    queryFn: async (): Promise<VersionEntry[] | 'none'> => {
      try {
        return await dataProvider.getVersions(type, id);
      } catch (error) {
        const read = readFailure(error, '');
        if (
          hasReasonCode(read, REASON.catalogNoVersions) ||
          hasReasonCode(read, REASON.liveNoVersions)
        )
          return 'none';
        throw error;
      }
    },
    refetchOnWindowFocus: false,
  });
  const answer = versionsQuery.data;
  const versions = answer === undefined || answer === 'none' ? [] : answer;
  const shownKey =
    (picked !== undefined && versions.some((v) => v.key === picked) ? picked : undefined) ??
    chooseVersion(versions, wanted)?.key;
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
    isNew: answer === 'none' || (answer !== undefined && answer.length === 0),
    error: versionsQuery.error ?? undefined,
    pick: setPicked,
    queryKey,
    reload,
  };
}
