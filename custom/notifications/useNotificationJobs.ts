import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { NotificationJob } from '../../dataProvider/notificationProvider';
import { notificationServiceOf } from '../../dataProvider/notificationProvider';
import { isJobInFlight } from '../../domain/statuses';

const KEY = 'notification-jobs';

/**
 * One page of the user's jobs for the notification page, kept current by the event stream: a
 * running job's counters are patched in place (no request), and the page is read again when a job
 * it shows stops (its failure keys and messages) or a new job starts.
 */
export function useNotificationJobs(page: number, perPage: number) {
  const dataProvider = useDataProvider();
  const methods = useMemo(() => notificationServiceOf(dataProvider), [dataProvider]);
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => [KEY, page, perPage] as const, [page, perPage]);
  const query = useQuery({
    queryKey,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => methods.listNotificationJobs({ page, perPage }, signal),
  });

  useEffect(() => {
    const stopping = methods.watchJobs({
      job: (job) => {
        const current = queryClient.getQueryData<{ data: NotificationJob[]; total: number }>(
          queryKey,
        );
        const shown = current?.data.find((row) => row.id === job.id);
        if (!shown || !isJobInFlight(job.status)) {
          void queryClient.invalidateQueries({ queryKey: [KEY] });
          return;
        }
        if (shown.ut > job.ut) return;
        queryClient.setQueryData(queryKey, {
          ...current,
          data: (current?.data ?? []).map((row) => (row.id === job.id ? { ...row, ...job } : row)),
        });
      },
    });
    return () => void stopping.then((stop) => stop());
  }, [methods, queryClient, queryKey]);
  return query;
}

/** Each catalogue type's area ('vod', 'live' ...), for the links to a failed item's editor. */
export function useTypeAreas() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['resource-type-areas'],
    staleTime: Infinity,
    retry: false,
    queryFn: async () =>
      Object.fromEntries((await dataProvider.getResourceTypes()).map((t) => [t.type, t.area])),
  });
}
