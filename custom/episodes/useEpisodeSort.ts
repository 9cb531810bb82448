import { arrayMove } from '@dnd-kit/sortable';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useDataProvider, useGetOne } from 'react-admin';
import { notificationServiceOf } from '../../dataProvider/notificationProvider';
import { seriesServiceOf } from '../../dataProvider/seriesProvider';
import type { Association } from '../../domain/series/seriesLinks';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';

/** The most episodes one sort sends (the server's limit). */
export const MAX_EPISODES = 1000;

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;

/**
 * The episode sorting page's controller: the season and its episodes in their current order
 * (`ep_no`), the order being edited (moves by drag or by keyboard), and saving it as an episode
 * sorting job (`PUT /bulkupdate/tvseason/tvepisodes`), whose progress the bell shows.
 */
export function useEpisodeSort(seasonId: string) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const season = useGetOne<RaRecord>('tvseason', { id: seasonId });
  // The season's series and episodes (GET /content/{id}/assocmetadata): at most MAX_EPISODES.
  const associations = useQuery({
    queryKey: ['assocmetadata', product, seasonId],
    retry: false,
    queryFn: ({ signal }) => seriesServiceOf(dataProvider).getAssociations(seasonId, signal),
  });
  // In their current order: by episode number, then id.
  const loaded = useMemo(
    () =>
      (associations.data ?? [])
        .filter((entry) => entry.rel === 'child' && entry.cty === 'tvepisode')
        .sort((a, b) => numberOf(a.ep_no) - numberOf(b.ep_no) || a.id.localeCompare(b.id))
        .slice(0, MAX_EPISODES),
    [associations.data],
  );
  const series: Association | undefined = associations.data?.find((e) => e.rel === 'series');
  const [order, setOrder] = useState<string[] | undefined>(undefined);
  const ids = useMemo(() => order ?? loaded.map((episode) => String(episode.id)), [order, loaded]);
  const byId = useMemo(() => new Map(loaded.map((e) => [String(e.id), e])), [loaded]);
  const changed = order !== undefined && order.some((id, i) => id !== String(loaded[i]?.id));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    setOrder(arrayMove(ids, from, to));
  };
  const save = useMutation({
    mutationFn: () => notificationServiceOf(dataProvider).sortSeasonEpisodes(seasonId, ids),
  });

  return {
    season: season.data,
    /** The season's series (its name and id), when the season names one. */
    series,
    isLoading: season.isPending || associations.isPending,
    error: season.error ?? associations.error,
    ids,
    episodeOf: (id: string) => byId.get(id),
    changed,
    move,
    reset: () => setOrder(undefined),
    save,
  };
}
