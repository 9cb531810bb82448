import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetIdentity, useStore } from 'react-admin';
import { notificationServiceOf } from '../../dataProvider/notificationProvider';
import type { JobSummary } from '../../domain/notifications/jobEvents';
import { hasUnseenJobs, mergeJob, seenAtOnOpening } from '../../domain/notifications/jobFeed';

/** The store key (local storage) of when the bell was last opened. */
export const SEEN_AT_KEY = 'notifications.seenAt';

/**
 * The key of one user's last opening: each user who signs in on the browser has their own (the
 * bare key only while the identity is still loading).
 */
export function seenAtKeyOf(uid: string | number | undefined): string {
  return uid === undefined ? SEEN_AT_KEY : `${SEEN_AT_KEY}.${String(uid)}`;
}

export interface JobFeed {
  /** The user's recent jobs, newest first, kept current by the event stream. */
  jobs: JobSummary[];
  /** Whether a job was created since the bell was last opened (the dot). */
  unseen: boolean;
  /** The bell opened: what is listed now is seen. */
  markSeen: () => void;
}

function mergeAll(current: JobSummary[], incoming: readonly JobSummary[]): JobSummary[] {
  return incoming.reduce((list, job) => mergeJob(list, job), current);
}

/**
 * The bell's controller: the jobs recorded in the user's settings (older than 24 hours deleted,
 * the others' status checked), then every change pushed by the server's event stream — no
 * polling. After the stream reopens (a lost connection) the list is read again, since changes
 * made while it was closed were not pushed.
 */
export function useJobFeed(): JobFeed {
  const dataProvider = useDataProvider();
  const methods = useMemo(() => notificationServiceOf(dataProvider), [dataProvider]);
  const [jobs, setJobs] = useState<JobSummary[]>([]);
  // Until the user is known the dot stays off and opening marks nothing (it would mark the
  // bare key, not the user's).
  const { identity, isPending: identityPending } = useGetIdentity();
  const [seenAt, setSeenAt] = useStore<string | undefined>(seenAtKeyOf(identity?.id), undefined);

  useEffect(() => {
    let active = true;
    const load = () =>
      methods.listRecentJobs().then(
        (recent) => {
          if (active) setJobs((current) => mergeAll(current, recent));
        },
        () => undefined,
      );
    let opened = 0;
    const stopping = methods.watchJobs({
      job: (job) => setJobs((current) => mergeJob(current, job)),
      ready: () => {
        opened += 1;
        if (opened > 1) void load();
      },
    });
    void load();
    return () => {
      active = false;
      void stopping.then((stop) => stop());
    };
  }, [methods]);

  const markSeen = useCallback(() => {
    if (!identityPending) setSeenAt(seenAtOnOpening(jobs, new Date()));
  }, [identityPending, jobs, setSeenAt]);

  return { jobs, unseen: !identityPending && hasUnseenJobs(jobs, seenAt), markSeen };
}
