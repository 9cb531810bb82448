import { useCallback, useEffect, useRef, useState } from 'react';
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
  /** Starts changing the status of the items; resolves when the job has stopped. */
  start: (ids: string[], status: string) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  const [job, setJob] = useState<BulkJob>();
  const [isRunning, setRunning] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    async (ids: string[], status: string) => {
      setRunning(true);
      try {
        let current = await dataProvider.startBulkUpdate(type, ids, { st: status });
        setJob(current);
        while (isJobInFlight(current.status)) {
          await wait(BULK_POLL_INTERVAL_MS);
          if (!mounted.current) return;
          current = await dataProvider.getBulkStatus(current.id);
          setJob(current);
        }
        if (!mounted.current) return;
        unselectAll();
        refresh();
        if (current.failure > 0) {
          notify('console.lists.bulk.failed', {
            type: 'error',
            messageArgs: { failure: current.failure, count: current.count },
          });
        } else {
          notify('console.lists.bulk.succeeded', {
            type: 'success',
            messageArgs: { smart_count: current.success },
          });
        }
      } catch (error: unknown) {
        if (mounted.current) notifyError(error, 'console.common.errors.updateFailed');
      } finally {
        if (mounted.current) {
          setRunning(false);
          setJob(undefined);
        }
      }
    },
    [dataProvider, type, unselectAll, refresh, notify, notifyError],
  );

  return { job, isRunning, start };
}
