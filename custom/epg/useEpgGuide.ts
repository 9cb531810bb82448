import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isInFlight } from '../../domain/epg/ingestion';
import type { IngestionKind, OnDemandRequest } from '../../domain/epg/ingestion';
import type { GuideChannel, Ingestion } from '../../dataProvider/vll/vllProvider';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';

/** How often an ingestion in flight is asked for its status. */
export const STATUS_POLL_MS = 2000;

/**
 * The EPG page's server state: the channels' guide of a day, and while any ingestion of it is in
 * flight its status polled every STATUS_POLL_MS (the guide is read again when one ends). Starting
 * and cancelling go through the EPG service; the caller says what happened.
 */
export function useEpgGuide(day: string, product: string | undefined) {
  const dataProvider = useDataProvider();
  const service = vllServiceOf(dataProvider);
  const queryClient = useQueryClient();
  const guideKey = useMemo(() => ['epg', 'guide', product, day] as const, [product, day]);
  const guide = useQuery({
    queryKey: guideKey,
    queryFn: ({ signal }) => service.getEpgGuide(day, signal),
    enabled: product !== undefined,
  });
  const inFlight = (guide.data ?? [])
    .map((channel) => channel.ingestion)
    .filter((job): job is Ingestion => job !== null && isInFlight(job.status))
    .map((job) => job.id);
  const status = useQuery({
    queryKey: ['epg', 'status', product, inFlight.join(',')],
    queryFn: async ({ signal }) => {
      const rows = await service.getIngestionStatus('epg', inFlight, signal);
      // One ended: the guide it wrote is read again.
      if (rows.some((row) => !isInFlight(row.status)))
        await queryClient.invalidateQueries({ queryKey: guideKey });
      return rows;
    },
    enabled: inFlight.length > 0,
    refetchInterval: STATUS_POLL_MS,
  });
  const channels: GuideChannel[] = useMemo(() => {
    const latest = new Map((status.data ?? []).map((row) => [row.id, row]));
    return (guide.data ?? []).map((channel) => {
      const fresh = channel.ingestion ? latest.get(channel.ingestion.id) : undefined;
      return fresh ? { ...channel, ingestion: fresh } : channel;
    });
  }, [guide.data, status.data]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: guideKey }),
    [queryClient, guideKey],
  );
  const start = useCallback(
    async (kind: IngestionKind, request: OnDemandRequest) => {
      const job = await service.startIngestion(kind, request);
      if (kind === 'epg') await refresh();
      return job;
    },
    [service, refresh],
  );
  const cancel = useCallback(
    async (kind: IngestionKind, id: string) => {
      const job = await service.resetIngestion(kind, id);
      if (kind === 'epg') await refresh();
      return job;
    },
    [service, refresh],
  );
  return {
    channels,
    loading: guide.isPending && product !== undefined,
    error: guide.error,
    refresh,
    start,
    cancel,
  };
}
