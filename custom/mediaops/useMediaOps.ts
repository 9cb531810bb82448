import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { mediaOpsServiceOf } from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { MediaOpsMethods } from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { LiveToVodJob } from '../../domain/media/liveToVod';
import { isLiveToVodInFlight } from '../../domain/media/liveToVod';

/** How often a list holding a conversion in flight is read again, in ms. */
export const LIVE_TO_VOD_POLL_MS = 5000;

/** The media operations of the data provider (restore, re-aggregate, live-to-VOD). */
export function useMediaOps(): MediaOpsMethods {
  return mediaOpsServiceOf(useDataProvider());
}

/**
 * An event's live-to-VOD conversions, read again every {@link LIVE_TO_VOD_POLL_MS} while one is in
 * flight; `refresh` reads them now (after convert, update or cancel: the spec's list refresh).
 */
export function useLiveToVodJobs(eventId: string, enabled: boolean) {
  const ops = useMediaOps();
  const client = useQueryClient();
  const queryKey = ['mediaops', 'l2v', eventId];
  const query = useQuery<LiveToVodJob[]>({
    queryKey,
    queryFn: ({ signal }) => ops.listLiveToVod(eventId, signal),
    enabled,
    // A failed read says so at once ('Failed to retrieve converted metadata'); polling and the
    // list refresh after each action read again.
    retry: false,
    refetchInterval: (state) =>
      state.state.data?.some((job) => isLiveToVodInFlight(job.status))
        ? LIVE_TO_VOD_POLL_MS
        : false,
  });
  return { ...query, refresh: () => client.invalidateQueries({ queryKey }) };
}
