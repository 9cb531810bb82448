import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams, GetListResult } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentRecord } from '../../dataProvider/types';
import { asAna, fakeDataProvider, renderInAdmin } from '../layout/testing/shellTestKit';
import { preferencesSetting } from '../../kit/preferences/preferences';
import { identitySettled } from '../../kit/testing/renderInAdmin';
import { Dashboard } from './Dashboard';

/** The roles of the user the next render signs in. */
const session = { roles: ['creator'] };

function item(cty: string, id: string, name: string, ut: string): ContentRecord {
  return { id, key: `${id}-v1`, cty, st: 'published', ut, lon: [{ lang: 'en', n: name }] };
}

const RECENT: Record<string, ContentRecord[]> = {
  movie: [item('movie', 'm1', 'Old Movie', '2026-01-01T10:00:00Z')],
  tvseries: [item('tvseries', 's1', 'Middle Series', '2026-02-01T10:00:00Z')],
  tvepisode: [item('tvepisode', 'e1', 'Newest Episode', '2026-03-01T10:00:00Z')],
};

function renderDashboard(
  recent: Record<string, ContentRecord[]> = RECENT,
  onLocation?: (path: string) => void,
) {
  const getList = vi.fn((resource: string, _params: GetListParams): Promise<GetListResult> => {
    const data = recent[resource] ?? [];
    return Promise.resolve({ data, total: data.length });
  });
  const dataProvider = fakeDataProvider({
    countResources: () =>
      Promise.resolve([
        { name: 'channel', count: 4 },
        { name: 'movie', count: 1200 },
        { name: 'tvseries', count: 7 },
        { name: 'tvseason', count: 9 },
        { name: 'tvepisode', count: 80 },
      ]),
    getList,
  });
  renderInAdmin(<Dashboard />, {
    dataProvider,
    path: '/apps/main/dashboards/project',
    ...asAna(session.roles),
    ...(onLocation ? { onLocation } : {}),
  });
  return getList;
}

describe('the dashboard', () => {
  beforeEach(() => {
    session.roles = ['creator'];
    preferencesSetting.reset();
  });
  afterEach(cleanup);

  it('shows a card per counted type, leading to its list', async () => {
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'Content counts' });
    const movies = await within(cards).findByRole('link', { name: /Movies/ });
    // The counts come once the page has the identity (they are asked for in its product).
    await waitFor(() => expect(movies).toHaveTextContent((1200).toLocaleString()));
    expect(movies).toHaveAttribute('href', '/apps/main/vod/movie');
    expect(within(cards).getByRole('link', { name: /Channels/ })).toHaveAttribute(
      'href',
      '/apps/main/live/channel',
    );
    expect(within(cards).getAllByRole('link')).toHaveLength(5);
  });

  it('lists the recently updated items newest first, asking each type for its latest 10', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    const getList = renderDashboard(RECENT, onLocation);
    const section = await screen.findByRole('region', { name: 'Recently updated' });
    await within(section).findByText('Newest Episode');
    const names = within(section)
      .getAllByRole('button')
      .map((row) => row.textContent ?? '');
    expect(names[0]).toContain('Newest Episode');
    expect(names[1]).toContain('Middle Series');
    expect(names[2]).toContain('Old Movie');
    expect(getList).toHaveBeenCalledWith(
      'movie',
      expect.objectContaining({
        sort: { field: 'ut', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );

    await userEvent.click(within(section).getByText('Newest Episode'));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/vod/tvepisode/e1');
  });

  it('says so when nothing was updated', async () => {
    renderDashboard({});
    expect(await screen.findByText('Nothing has been updated yet.')).toBeInTheDocument();
  });

  it('leaves the recent list out for users who may not view VOD', async () => {
    // A live channels viewer: no catalogue (datastore) pages.
    session.roles = ['live_content_user'];
    const getList = renderDashboard();
    await screen.findByRole('list', { name: 'Content counts' });
    await identitySettled();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently updated' })).not.toBeInTheDocument(),
    );
    expect(getList).not.toHaveBeenCalled();
  });
});
