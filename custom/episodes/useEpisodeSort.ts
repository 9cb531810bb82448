import { arrayMove } from '@dnd-kit/sortable';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useDataProvider, useGetList, useGetOne } from 'react-admin';
import { notificationServiceOf } from '../../dataProvider/notificationProvider';

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
  const season = useGetOne<RaRecord>('tvseason', { id: seasonId });
  const episodes = useGetList<RaRecord>('tvepisode', {
    filter: { ssn_id: seasonId },
    pagination: { page: 1, perPage: MAX_EPISODES },
  });
  // In their current order: by episode number (the list service does not sort by it), then id.
  const loaded = useMemo(
    () =>
      [...(episodes.data ?? [])].sort(
        (a, b) => numberOf(a.ep_no) - numberOf(b.ep_no) || String(a.id).localeCompare(String(b.id)),
      ),
    [episodes.data],
  );
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
    isLoading: season.isPending || episodes.isPending,
    error: season.error ?? episodes.error,
    ids,
    episodeOf: (id: string) => byId.get(id),
    changed,
    move,
    reset: () => setOrder(undefined),
    save,
  };
}
