import { resourceForType } from '../../domain/navigation/catalogueTypes';
import type { TypeArea } from '../../domain/navigation/catalogueTypes';
import { can, type Grants } from '../../domain/permissions/permissionsFor';
import { useGrants } from '../../authProvider/useGrants';
import { useProviderCall } from '../layout/useProviderCall';

/** The types counted on the dashboard and in the toolbar badges (spec section 2). */
export const COUNTED_TYPES = ['channel', 'movie', 'tvseries', 'tvseason', 'tvepisode'] as const;

const COUNTED_AREA: Record<(typeof COUNTED_TYPES)[number], TypeArea> = {
  channel: 'live',
  movie: 'vod',
  tvseries: 'vod',
  tvseason: 'vod',
  tvepisode: 'vod',
};

/** The counted types a user may view: the others are not asked for (the server would refuse). */
export function viewableCountedTypes(grants: Grants): string[] {
  return COUNTED_TYPES.filter((type) =>
    can(grants, 'view', resourceForType(COUNTED_AREA[type], type)),
  );
}

/** One count: `name` as the server gives it (a type) and its number of items. */
export interface ResourceCount {
  name: string;
  count: number;
}

/** The counts with one entry per name, the first one kept (spec: de-duplicated by name). */
export function uniqueCounts(counts: readonly ResourceCount[]): ResourceCount[] {
  const seen = new Set<string>();
  return counts.filter((entry) => {
    if (seen.has(entry.name)) return false;
    seen.add(entry.name);
    return true;
  });
}

/**
 * The counts of Channels, Movies, TV Series, TV Seasons and TV Episodes
 * (`dataProvider.countResources`), de-duplicated by name, for the dashboard cards and the
 * toolbar badges. Pass `enabled: false` to hold the request (badges off the dashboard).
 */
export function useResourceCounts(enabled = true): {
  counts: ResourceCount[];
  isPending: boolean;
  error: unknown;
} {
  const grants = useGrants();
  const types = grants ? viewableCountedTypes(grants) : [];
  const key = enabled && types.length > 0 ? `resource-counts:${types.join(',')}` : undefined;
  const result = useProviderCall(key, (dataProvider) => dataProvider.countResources(types));
  return {
    counts: uniqueCounts(result.data ?? []),
    isPending: result.isPending,
    error: result.error,
  };
}
