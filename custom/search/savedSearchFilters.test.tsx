import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { clearCurrentProduct, setCurrentProduct } from '../../dataProvider/productStore';
import type { SearchMethods } from '../../dataProvider/searchProvider';
import type { ConsoleDataProvider, UserSetting } from '../../dataProvider/types';
import { SEARCH_FILTERS_SETTING_TYPE } from '../../domain/search/searchFilters';
import { actAndRunItsTimers } from '../../kit/testing/renderInAdmin';
import { DatastoreSearchBox } from './DatastoreSearchBox';
import { GlobalSearchPage } from './GlobalSearchPage';
import { SEARCH_PATHS } from './paths';
import { SEARCH_STORAGE_KEYS } from './searchStorage';
import { hit, renderSearch } from './testing';

/*
 * Where the global search's filters are kept (spec section 5): on the server, as the user setting
 * 'globalSearch:filters', when the runtime flag `features.serverSavedFilters` is on; in this
 * browser's storage when it is off.
 */

type SearchContent = SearchMethods['searchContent'];
type Settings = Pick<
  ConsoleDataProvider,
  'listSettings' | 'createSetting' | 'updateSetting' | 'deleteSetting'
>;

const ISLAND = hit('c1', 'channel', { en: 'Silent Island', ta: 'அமைதியான தீவு' });
const ON = { serverSavedFilters: true };
const OFF = { serverSavedFilters: false };

const stored = (across: string, types: string) => [
  { field: 'search_across', term: across, operator: 'equals' },
  { field: 'content_type', term: types, operator: 'equals' },
];

const setting = (id: string, payload: unknown): UserSetting => ({
  id,
  n: SEARCH_FILTERS_SETTING_TYPE,
  t: SEARCH_FILTERS_SETTING_TYPE,
  ct: '2026-11-24T00:00:00.000Z',
  ut: '2026-11-24T00:00:00.000Z',
  payload,
});

/** A user setting store in memory, its calls recorded. */
function settingsStore(initial: UserSetting[] = []) {
  let rows = [...initial];
  let next = 1;
  const calls = {
    listSettings: vi.fn<Settings['listSettings']>((t) =>
      Promise.resolve(rows.filter((row) => t === undefined || row.t === t)),
    ),
    createSetting: vi.fn<Settings['createSetting']>((t, n, payload) => {
      const row = setting(`new-${next++}`, payload);
      rows = [...rows.filter((r) => r.t !== t), { ...row, t, n }];
      return Promise.resolve(row);
    }),
    updateSetting: vi.fn<Settings['updateSetting']>((id, payload) => {
      const row = rows.find((r) => r.id === id);
      if (!row) return Promise.reject(new Error('Not found'));
      row.payload = payload;
      return Promise.resolve(row);
    }),
    deleteSetting: vi.fn<Settings['deleteSetting']>((id) => {
      rows = rows.filter((r) => r.id !== id);
      return Promise.resolve();
    }),
  };
  return { calls, rows: () => rows };
}

const answer = () => vi.fn<SearchContent>(() => Promise.resolve({ data: [ISLAND], total: 1 }));
const box = () => screen.getByRole('combobox', { name: 'Search the datastore' });
const popup = () => screen.getByRole('dialog', { name: 'Datastore search results' });

/** The box on the movie list, once the signed-in user (who may search) is known. */
async function renderBox(
  searchContent: SearchContent,
  settings: Settings,
  features: Record<string, boolean>,
) {
  const rendered = renderSearch(<DatastoreSearchBox />, {
    path: '/apps/main/vod/movie',
    searchContent,
    settings,
    features,
  });
  await screen.findByRole('combobox', { name: 'Search the datastore' });
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentProduct('main');
});
afterEach(() => {
  cleanup();
  clearCurrentProduct();
});

describe('the global search filters with the server flag on', () => {
  it('are read from the server before the first search, which carries them', async () => {
    const store = settingsStore([setting('f1', stored('lon.n', 'channel'))]);
    let release = () => undefined as void;
    const list = store.calls.listSettings;
    store.calls.listSettings = vi.fn<Settings['listSettings']>(
      (t) => new Promise((resolve) => (release = () => resolve(list(t)))),
    );
    const searchContent = answer();
    await renderBox(searchContent, store.calls, ON);
    await userEvent.type(box(), 'Is');
    // The third letter with every timer it starts run at once: the search's delay is over, and
    // still nothing is asked before the stored filters are read.
    actAndRunItsTimers(() => {
      fireEvent.change(box(), { target: { value: 'Isl' } });
    });
    expect(await within(popup()).findByText('Processing ...')).toBeTruthy();
    expect(searchContent).not.toHaveBeenCalled();
    expect(store.calls.listSettings).toHaveBeenCalledWith(SEARCH_FILTERS_SETTING_TYPE);
    release();
    await within(popup()).findByText('Silent Island');
    expect(searchContent).toHaveBeenCalledTimes(1);
    expect(searchContent).toHaveBeenCalledWith(
      expect.objectContaining({ term: 'Isl', fields: ['lon.n'], cty: ['channel'] }),
      expect.any(AbortSignal),
    );
    const across = within(popup()).getByRole('group', { name: 'Search Across' });
    expect(within(across).getByRole('checkbox', { name: 'Name' })).toHaveProperty('checked', true);
    expect(within(across).getByRole('checkbox', { name: 'Id' })).toHaveProperty('checked', false);
  });

  it('are written to the server (update in place), not to this browser', async () => {
    const store = settingsStore([setting('f1', stored('lon.n', 'channel'))]);
    const searchContent = answer();
    await renderBox(searchContent, store.calls, ON);
    await userEvent.type(box(), 'Isl');
    await within(popup()).findByText('Silent Island');
    const across = within(popup()).getByRole('group', { name: 'Search Across' });
    await userEvent.click(within(across).getByRole('checkbox', { name: 'Id' }));
    await waitFor(() =>
      expect(store.calls.updateSetting).toHaveBeenLastCalledWith(
        'f1',
        stored('lon.n,id', 'channel'),
      ),
    );
    await waitFor(() =>
      expect(searchContent).toHaveBeenLastCalledWith(
        expect.objectContaining({ fields: ['lon.n', 'id'], cty: ['channel'] }),
        expect.any(AbortSignal),
      ),
    );
    expect(store.calls.createSetting).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SEARCH_STORAGE_KEYS.filters)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('are created on the server when the user has none, then updated under the new id', async () => {
    const store = settingsStore();
    await renderBox(answer(), store.calls, ON);
    await userEvent.type(box(), 'Isl');
    await within(popup()).findByText('Silent Island');
    const types = within(popup()).getByRole('group', { name: 'Content Type' });
    // Two quick changes: the second waits for the first's id, so one setting is created.
    await userEvent.click(within(types).getByRole('checkbox', { name: 'movie' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'tvseries' }));
    await waitFor(() =>
      expect(store.rows().map((row) => row.payload)).toEqual([stored('', 'movie,tvseries')]),
    );
    expect(store.calls.createSetting).toHaveBeenCalledTimes(1);
    expect(store.calls.createSetting).toHaveBeenCalledWith(
      SEARCH_FILTERS_SETTING_TYPE,
      SEARCH_FILTERS_SETTING_TYPE,
      stored('', 'movie'),
    );
    expect(store.calls.updateSetting).toHaveBeenCalledWith('new-1', stored('', 'movie,tvseries'));
    expect(sessionStorage.getItem(SEARCH_STORAGE_KEYS.filters)).toBeNull();
  });

  it('are deleted from the server on leaving the results page', async () => {
    const store = settingsStore([setting('f1', stored('', 'channel'))]);
    localStorage.setItem(SEARCH_STORAGE_KEYS.term, 'Island');
    function Leave() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/apps/main/vod/movie')}>
          leave
        </button>
      );
    }
    const searchContent = answer();
    renderSearch(<Leave />, {
      path: '/apps/main/globalSearch',
      searchContent,
      settings: store.calls,
      features: ON,
      routes: {
        [SEARCH_PATHS.page]: <GlobalSearchPage />,
        '/apps/:product/vod/movie': <p>Movies</p>,
      },
    });
    await screen.findByRole('table', { name: 'Search results' });
    expect(searchContent).toHaveBeenCalledWith(
      expect.objectContaining({ term: 'Island', cty: ['channel'] }),
      expect.any(AbortSignal),
    );
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    await screen.findByText('Movies');
    await waitFor(() => expect(store.calls.deleteSetting).toHaveBeenCalledWith('f1'));
    expect(store.rows()).toEqual([]);
    expect(localStorage.getItem(SEARCH_STORAGE_KEYS.term)).toBeNull();
  });
});

describe('the global search filters with the server flag off', () => {
  it('are kept in this browser and never sent to the server', async () => {
    const store = settingsStore([setting('f1', stored('lon.n', 'channel'))]);
    const searchContent = answer();
    await renderBox(searchContent, store.calls, OFF);
    await userEvent.type(box(), 'Isl');
    await within(popup()).findByText('Silent Island');
    // The server's copy is not read: nothing narrows the first search.
    expect(searchContent).toHaveBeenCalledWith(
      expect.objectContaining({ fields: undefined, cty: undefined }),
      expect.any(AbortSignal),
    );
    const types = within(popup()).getByRole('group', { name: 'Content Type' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'movie' }));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(SEARCH_STORAGE_KEYS.filters) ?? 'null')).toEqual(
        stored('', 'movie'),
      ),
    );
    for (const call of Object.values(store.calls)) expect(call).not.toHaveBeenCalled();
  });
});
