import { useGetList } from 'react-admin';
import type { ContentRecord } from '../../dataProvider/types';

/** The VOD types whose latest changes the dashboard lists. */
export const RECENT_TYPES = ['movie', 'tvseries', 'tvepisode'] as const;

/** How many recently updated items the dashboard shows. */
export const RECENT_LIMIT = 10;

const PARAMS = {
  sort: { field: 'ut', order: 'DESC' as const },
  pagination: { page: 1, perPage: RECENT_LIMIT },
};

/** Items of several lists merged newest first (by `ut`), at most `limit`, each once. */
export function mergeRecent(
  lists: readonly (readonly ContentRecord[])[],
  limit = RECENT_LIMIT,
): ContentRecord[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((record) => {
      const key = `${record.cty}/${record.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => Date.parse(b.ut) - Date.parse(a.ut))
    .slice(0, limit);
}

/**
 * The ten most recently updated movies, TV series and TV episodes, newest first: one
 * react-admin list query per type (`sort ut DESC`, first page of 10), merged. A failed
 * type leaves the others shown. Pass `enabled: false` when the user may not view VOD.
 */
export function useRecentlyUpdated(enabled: boolean): {
  records: ContentRecord[];
  isPending: boolean;
  error: unknown;
} {
  const options = { enabled };
  const movies = useGetList<ContentRecord>('movie', PARAMS, options);
  const series = useGetList<ContentRecord>('tvseries', PARAMS, options);
  const episodes = useGetList<ContentRecord>('tvepisode', PARAMS, options);
  const queries = [movies, series, episodes];
  return {
    records: mergeRecent(queries.map((query) => query.data ?? [])),
    isPending: enabled && queries.some((query) => query.isPending),
    error:
      queries.find((query) => query.error !== null && query.error !== undefined)?.error ??
      undefined,
  };
}
