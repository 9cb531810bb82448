import { vi } from 'vitest';
import type {
  JobWatcher,
  NotificationJob,
  NotificationMethods,
} from '../../dataProvider/notificationProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { JobSummary } from '../../domain/notifications/jobEvents';
import { fakeDataProvider } from '../../kit/testing/renderInAdmin';

/** The types' names the bell and the page use, in English and Tamil (the catalogue's own). */
export const TYPE_NAMES = {
  en: {
    resources: {
      movie: { name: 'Movie |||| Movies' },
      tvepisode: { name: 'TV episode |||| TV episodes' },
    },
  },
  ta: {
    resources: {
      movie: { name: 'திரைப்படம் |||| திரைப்படங்கள்' },
      tvepisode: { name: 'தொலைக்காட்சி அத்தியாயம் |||| தொலைக்காட்சி அத்தியாயங்கள்' },
    },
  },
};

/** A job of the notification service: an archive of 200 TV episodes, unless said otherwise. */
export const job = (id: string, over: Partial<NotificationJob> = {}): NotificationJob => ({
  id,
  kind: 'bulkupdate',
  action: over.kind === 'episodesort' ? 'episodesort' : 'archive',
  cty: 'tvepisode',
  status: 'processing',
  count: 200,
  success: 0,
  failure: 0,
  ct: '2026-11-23T10:00:00.000Z',
  ut: '2026-11-23T10:00:00.000Z',
  failureKeys: [],
  errorMessages: {},
  ...over,
});

/**
 * The notification service as a test drives it: `push` plays the server's event stream (to
 * every watcher, as the one shared EventSource does); the other methods are spies.
 */
export function fakeNotificationService(options: {
  recent?: JobSummary[];
  pages?: (page: { page: number; perPage: number }) => { data: NotificationJob[]; total: number };
}) {
  const watchers = new Set<JobWatcher>();
  const methods: NotificationMethods = {
    listRecentJobs: vi.fn(() => Promise.resolve(options.recent ?? [])),
    listNotificationJobs: vi.fn((page: { page: number; perPage: number }) =>
      Promise.resolve(options.pages?.(page) ?? { data: [], total: 0 }),
    ),
    watchJobs: vi.fn((watcher: JobWatcher) => {
      watchers.add(watcher);
      return Promise.resolve(() => {
        watchers.delete(watcher);
      });
    }),
    sortSeasonEpisodes: vi.fn(() => Promise.reject(new Error('not in this test'))),
  };
  const provider = {
    ...fakeDataProvider({
      getResourceTypes: () =>
        Promise.resolve([{ type: 'tvepisode', area: 'vod' }] as Awaited<
          ReturnType<ConsoleDataProvider['getResourceTypes']>
        >),
    }),
    ...methods,
  } as ConsoleDataProvider & NotificationMethods;
  return {
    provider,
    methods,
    watchers,
    push: (summary: JobSummary) => {
      for (const watcher of watchers) watcher.job(summary);
    },
  };
}
