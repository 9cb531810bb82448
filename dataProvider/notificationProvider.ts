import type { DataProvider } from 'react-admin';
import type { JobSummary } from '../domain/notifications/jobEvents';
import { JOB_SETTING_TYPE, jobSummaryOf, parseJobEvent } from '../domain/notifications/jobEvents';
import { BELL_JOB_LIMIT, newestFirst } from '../domain/notifications/jobFeed';
import { partitionSettingsByAge } from '../domain/notifications/settingsRetention';
import { pageOf, rowsOf } from './envelopeReader';
import type { HttpClient, TokenGetter } from './httpClient';
import { createHttpClient } from './httpClient';
import type { ProviderContext } from './providerContext';
import { createProviderContext, segment } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import { serviceOf } from './serviceMethods';
import type { UserSetting } from './types';

/** A job as the notification page shows it: its counters, failed ids and their reasons. */
export interface NotificationJob extends JobSummary {
  failureKeys: string[];
  errorMessages: Record<string, string>;
}

/** What the event stream tells its watchers besides jobs. */
export interface JobWatcher {
  job(job: JobSummary): void;
  /** The stream is (again) open: jobs changed while it was closed are not in it. */
  ready?(): void;
}

/**
 * The notification service: the user's bulk update and episode sorting jobs, their event stream,
 * and episode sorting. Each rejects with `ConsoleHttpError` like every provider call.
 */
export interface NotificationMethods {
  /** One page of the user's jobs, newest first, with failure keys and messages. */
  listNotificationJobs(
    page: { page: number; perPage: number },
    signal?: AbortSignal,
  ): Promise<{ data: NotificationJob[]; total: number }>;
  /**
   * The jobs recorded in the user's settings (section 7): records older than 24 hours are
   * deleted, the younger ones' job status is checked (newest first, at most the bell's limit).
   */
  listRecentJobs(now?: Date): Promise<JobSummary[]>;
  /**
   * Watches the user's jobs through the server's event stream: one stream per console, shared by
   * every watcher, opened with a one-minute ticket from an authenticated call (EventSource sends
   * no token) and reopened with a fresh ticket when it fails. Resolves with the function that
   * stops (a promise, as react-admin's provider proxy expects of every method).
   */
  watchJobs(watcher: JobWatcher): Promise<() => void>;
  /** Starts the job that numbers a season's episodes in the given order (`ep_no` 1, 2, ...). */
  sortSeasonEpisodes(seasonId: string, episodeIds: readonly string[]): Promise<JobSummary>;
}

/** How long the stream waits before reopening after a failure (grows to the maximum). */
const RETRY_MS = { first: 1000, max: 30_000 };

export function createNotificationMethods(
  ctx: ProviderContext,
  options: { eventSource?: (url: string) => EventSource } = {},
): NotificationMethods {
  const userUrl = (path: string) => `${ctx.base('user')}${path}`;
  const makeSource = options.eventSource ?? ((url: string) => new EventSource(url));
  const watchers = new Set<JobWatcher>();
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_MS.first;
  let generation = 0;

  const stop = () => {
    generation += 1;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = undefined;
  };
  const retry = () => {
    source?.close();
    source = undefined;
    if (watchers.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };
  const open = async () => {
    const mine = ++generation;
    try {
      const response = await ctx.http<{ ticket: string }>(userUrl('/notification/ticket'), {
        method: 'POST',
        fallback: 'Request failed',
      });
      if (mine !== generation || watchers.size === 0) return;
      const next = makeSource(
        `${userUrl('/notification/stream')}?ticket=${encodeURIComponent(response.data.ticket)}`,
      );
      source = next;
      next.addEventListener('ready', () => {
        retryMs = RETRY_MS.first;
        for (const watcher of watchers) watcher.ready?.();
      });
      next.addEventListener('job', (event) => {
        const job = parseJobEvent(String(event.data));
        if (job) for (const watcher of watchers) watcher.job(job);
      });
      // The browser reopens a dropped stream by itself; a refused one (an expired ticket) is
      // closed for good, and needs a new ticket.
      next.addEventListener('error', () => {
        if (next.readyState === 2 && source === next) retry();
      });
    } catch {
      if (mine === generation) retry();
    }
  };

  return {
    async listNotificationJobs(page, signal) {
      const response = await ctx.http<NotificationJob[]>(userUrl('/notification/jobs'), {
        query: { pageNumber: page.page, pageSize: page.perPage },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return pageOf<NotificationJob>(response);
    },

    async listRecentJobs(now = new Date()) {
      const settingUrl = (action: string) => userUrl(`/user/setting/${action}`);
      const response = await ctx.http<UserSetting[]>(settingUrl('list'), {
        query: { t: JOB_SETTING_TYPE },
        fallback: 'Fetch Failed',
      });
      const { expired, kept } = partitionSettingsByAge(rowsOf<UserSetting>(response), now);
      await Promise.all(
        expired.map((setting) =>
          ctx
            .http(settingUrl(`delete/${segment(setting.id)}`), {
              method: 'DELETE',
              fallback: 'Delete operation failed',
            })
            .catch(() => undefined),
        ),
      );
      const newest = [...kept].sort((a, b) => (a.ct < b.ct ? 1 : -1)).slice(0, BELL_JOB_LIMIT);
      const jobs = await Promise.all(
        newest.map(async (setting) => {
          try {
            const status = await ctx.http<unknown>(
              `${ctx.base('catalog')}/bulkupdate/status/${segment(setting.n)}`,
              { fallback: 'Request failed' },
            );
            return jobSummaryOf(status.data);
          } catch {
            return undefined;
          }
        }),
      );
      return jobs.filter((job): job is JobSummary => job !== undefined).sort(newestFirst);
    },

    watchJobs(watcher) {
      watchers.add(watcher);
      if (watchers.size === 1) void open();
      return Promise.resolve(() => {
        watchers.delete(watcher);
        if (watchers.size === 0) stop();
      });
    },

    async sortSeasonEpisodes(seasonId, episodeIds) {
      const response = await ctx.http<unknown>(
        `${ctx.base('catalog')}/bulkupdate/tvseason/tvepisodes`,
        {
          method: 'PUT',
          body: { ssn_id: seasonId, ids: episodeIds },
          fallback: 'Update operation failed',
        },
      );
      const job = jobSummaryOf(response.data);
      if (!job) throw new Error('Update operation failed');
      return job;
    },
  };
}

export interface NotificationProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The notification methods with their own envelope client, for the composition root. */
export function createNotificationProvider(
  options: NotificationProviderOptions,
): NotificationMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createNotificationMethods(createProviderContext(http, options.services, options.origin));
}

const METHOD_NAMES: readonly (keyof NotificationMethods)[] = [
  'listNotificationJobs',
  'listRecentJobs',
  'watchJobs',
  'sortSeasonEpisodes',
];

/** The notification methods of the console's data provider; a clear Error when missing. */
export function notificationServiceOf(provider: DataProvider): NotificationMethods {
  return serviceOf<NotificationMethods>(
    provider,
    METHOD_NAMES,
    'notification',
    'an entry in CONSOLE_SERVICES (dataProvider/consoleServices.ts)',
  );
}

/** Whether the console's data provider carries the notification methods (the bell shows then). */
export function hasNotificationService(provider: DataProvider): boolean {
  // `in`, not a read: react-admin's provider proxy answers every read with a function.
  return METHOD_NAMES.every((name) => name in provider);
}
