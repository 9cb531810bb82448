import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import type { BulkJob, ConsoleDataProvider } from '../../../dataProvider/types';
import { isJobInFlight } from '../../../domain/statuses';

/** How often a running bulk job's progress is asked for. */
export const BULK_POLL_INTERVAL_MS = 1000;

/** A bulk status change in progress, and the way to start one. */
export interface BulkStatusChange {
  /** The job as last reported, while it runs (undefined when none runs). */
  job: BulkJob | undefined;
  isRunning: boolean;
  /** Starts changing the status of the items; resolves once the job is started (or refused). */
  start: (ids: string[], status: string) => Promise<void>;
}

/**
 * The progress of a started bulk job (`getBulkStatus`) as a TanStack query: the started job is
 * its first answer, then it is asked for every second (in a background tab too) while it is
 * yet-to-start or processing, and no more once it has stopped (the query is then disabled) or
 * the list is left.
 */
function useBulkJobProgress(dataProvider: ConsoleDataProvider, started: BulkJob | undefined) {
  return useQuery({
    queryKey: ['console', 'bulkStatus', started?.id],
    queryFn: () => dataProvider.getBulkStatus(started?.id ?? ''),
    // A stopped job is asked no more, not even by the list's refresh (which invalidates all).
    enabled: (query) =>
      started !== undefined &&
      (query.state.data === undefined || isJobInFlight(query.state.data.status)),
    ...(started ? { initialData: started, initialDataUpdatedAt: Date.now() } : {}),
    // The started job is the first answer: the first question waits one interval.
    staleTime: BULK_POLL_INTERVAL_MS,
    refetchInterval: BULK_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
}

/**
 * Changes the status of many items of a type at once (`startBulkUpdate(type, ids, {st})`),
 * then follows the job (`getBulkStatus` every second while it is yet-to-start or processing).
 * When it stops, the selection is cleared, the list refreshed, and the user told either how
 * many items were updated or — as the spec counts any failure as a failed bulk update — how
 * many were not. A job still running when the page is left keeps running on the server (the
 * notification bell follows it).
 */
export function useBulkStatusChange(type: string): BulkStatusChange {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(type);
  const [starting, setStarting] = useState(false);
  const [started, setStarted] = useState<BulkJob>();
  const progress = useBulkJobProgress(dataProvider, started);
  const job = started ? progress.data : undefined;
  const failure = started ? progress.error : null;

  useEffect(() => {
    if (job === undefined || isJobInFlight(job.status)) return;
    setStarted(undefined);
    unselectAll();
    refresh();
    if (job.failure > 0) {
      notify('console.lists.bulk.failed', {
        type: 'error',
        messageArgs: { failure: job.failure, count: job.count },
      });
    } else {
      notify('console.lists.bulk.succeeded', {
        type: 'success',
        messageArgs: { smart_count: job.success },
      });
    }
  }, [job, unselectAll, refresh, notify]);

  useEffect(() => {
    if (failure === null) return;
    setStarted(undefined);
    notifyError(failure, 'console.common.errors.updateFailed');
  }, [failure, notifyError]);

  const start = useCallback(
    async (ids: string[], status: string) => {
      setStarting(true);
      try {
        setStarted(await dataProvider.startBulkUpdate(type, ids, { st: status }));
      } catch (error: unknown) {
        notifyError(error, 'console.common.errors.updateFailed');
      } finally {
        setStarting(false);
      }
    },
    [dataProvider, type, notifyError],
  );

  return {
    job: job && isJobInFlight(job.status) ? job : undefined,
    isRunning: starting || started !== undefined,
    start,
  };
}
