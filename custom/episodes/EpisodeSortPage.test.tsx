import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationMethods } from '../../dataProvider/notificationProvider';
import type { SeriesMethods } from '../../dataProvider/seriesProvider';
import type { Association } from '../../domain/series/seriesLinks';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/episodes';
import { EpisodeSortPage } from './EpisodeSortPage';
import { EPISODE_PATHS, seasonOfEditorPath } from './paths';

afterEach(cleanup);

const SEASON = 'main-series-1-s1';
// The season's associated items (GET /content/{id}/assocmetadata): its series and its episodes,
// here out of order: the page orders them by episode number.
const ASSOCIATIONS: Association[] = [
  {
    rel: 'series',
    id: 'main-series-1',
    cty: 'tvseries',
    st: 'published',
    lon: [{ lang: 'en', n: 'Brave Voyage' }],
  },
  ...[3, 1, 2].map((n): Association => ({
    rel: 'child',
    id: `${SEASON}-e${n}`,
    cty: 'tvepisode',
    st: 'published',
    ep_no: n,
    lon: [{ lang: 'en', n: `Episode ${n}` }],
  })),
];

function renderPage() {
  const sortSeasonEpisodes = vi.fn<NotificationMethods['sortSeasonEpisodes']>(() =>
    Promise.resolve({
      id: 'job-1',
      kind: 'episodesort',
      action: 'episodesort',
      cty: 'tvepisode',
      status: 'yet-to-start',
      count: 3,
      success: 0,
      failure: 0,
      ct: '2026-11-23T10:00:00.000Z',
      ut: '2026-11-23T10:00:00.000Z',
    }),
  );
  const getAssociations = vi.fn<SeriesMethods['getAssociations']>(() =>
    Promise.resolve(ASSOCIATIONS),
  );
  const provider = {
    ...fakeDataProvider({
      getOne: (() =>
        Promise.resolve({
          data: { id: SEASON, lon: [{ lang: 'en', n: 'Season one' }] },
        })) as unknown as ConsoleDataProvider['getOne'],
    }),
    listRecentJobs: vi.fn(() => Promise.resolve([])),
    listNotificationJobs: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    watchJobs: vi.fn(() => Promise.resolve(() => undefined)),
    sortSeasonEpisodes,
    getAssociations,
    suggestSeries: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
  };
  renderInAdmin(<></>, {
    dataProvider: provider,
    i18nProvider: strictI18nProvider(messages),
    path: `/apps/main/vod/tvseason/${SEASON}/episodes`,
    routes: { [EPISODE_PATHS.sort]: <EpisodeSortPage /> },
    notifications: true,
  });
  return { sortSeasonEpisodes, getAssociations };
}

const order = () =>
  [...document.querySelectorAll('[data-episode-id]')].map((e) => e.getAttribute('data-episode-id'));

describe('EpisodeSortPage', () => {
  it('orders by episode number, moves with the buttons and saves the order as a job', async () => {
    const { sortSeasonEpisodes, getAssociations } = renderPage();
    await waitFor(() => expect(order()).toHaveLength(3));
    expect(order()).toEqual([1, 2, 3].map((n) => `${SEASON}-e${n}`));
    expect(getAssociations).toHaveBeenCalledWith(SEASON, expect.anything());
    // The season's series, from the same answer, links to its editor.
    expect(screen.getByRole('link', { name: 'Brave Voyage' }).getAttribute('href')).toBe(
      '/apps/main/vod/tvseries/main-series-1',
    );
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Episode 3 up' }));
    expect(order()).toEqual([1, 3, 2].map((n) => `${SEASON}-e${n}`));
    await userEvent.click(screen.getByRole('button', { name: 'Move Episode 1 down' }));
    expect(order()).toEqual([3, 1, 2].map((n) => `${SEASON}-e${n}`));
    const first = document.querySelector('[data-episode-id]') as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Move Episode 3 up' })).toBeDisabled();
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.click(save);
    await waitFor(() =>
      expect(sortSeasonEpisodes).toHaveBeenCalledWith(
        SEASON,
        [3, 1, 2].map((n) => `${SEASON}-e${n}`),
      ),
    );
    expect(
      await screen.findByText('Episode sorting started: the bell shows its progress'),
    ).toBeTruthy();
  });

  it('says in the service’s words why it refused the order', async () => {
    const { sortSeasonEpisodes } = renderPage();
    sortSeasonEpisodes.mockRejectedValueOnce(
      new ConsoleHttpError('A sort of this season is already running', 409),
    );
    await waitFor(() => expect(order()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Move Episode 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('A sort of this season is already running')).toBeTruthy();
  });

  it('is linked from the season editor only', () => {
    expect(seasonOfEditorPath(`/apps/main/vod/tvseason/${SEASON}`)).toEqual({
      product: 'main',
      seasonId: SEASON,
    });
    expect(seasonOfEditorPath('/apps/vod/tvseason/s1')).toEqual({
      product: undefined,
      seasonId: 's1',
    });
    expect(seasonOfEditorPath('/apps/main/vod/tvseason/create')).toBeUndefined();
    expect(seasonOfEditorPath('/apps/main/vod/tvseason')).toBeUndefined();
    expect(seasonOfEditorPath('/apps/main/vod/movie/m1')).toBeUndefined();
  });
});
