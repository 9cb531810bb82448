import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { SearchMethods } from '../../dataProvider/searchProvider';
import { GlobalSearchPage } from './GlobalSearchPage';
import { SEARCH_PATHS } from './paths';
import { searchRoutes } from './routes';
import { SEARCH_STORAGE_KEYS } from './searchStorage';
import { hit, renderSearch } from './testing';

type SearchContent = SearchMethods['searchContent'];

/** 30 hits for any term: 26 short videos and 4 channels, served page by page. */
const ALL = Array.from({ length: 30 }, (_, index) =>
  index < 4
    ? hit(`c${index + 1}`, 'channel', { en: `Channel Island ${index + 1}`, ta: `தீவு ${index + 1}` })
    : hit(`s${index}`, 'shortvideo', { en: `Short Island ${index}`, ta: `குறும் தீவு ${index}` }),
);

function service() {
  return vi.fn<SearchContent>((query) => {
    const matching = query.cty ? ALL.filter((h) => query.cty?.includes(h.cty)) : ALL;
    const from = (query.pageNumber - 1) * query.pageSize;
    return Promise.resolve({
      data: matching.slice(from, from + query.pageSize),
      total: matching.length,
    });
  });
}

function Elsewhere() {
  return <p>Movies</p>;
}

function LeaveButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/apps/main/vod/movie')}>
      leave
    </button>
  );
}

function renderPage(searchContent: SearchContent, path = '/apps/main/globalSearch') {
  return renderSearch(<LeaveButton />, {
    path,
    searchContent,
    routes: {
      [SEARCH_PATHS.page]: <GlobalSearchPage />,
      [SEARCH_PATHS.list]: <GlobalSearchPage />,
      '/apps/:product/vod/movie': <Elsewhere />,
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Search results' });
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the global search results page', () => {
  it('without a term says how to search and asks nothing', async () => {
    const searchContent = service();
    renderPage(searchContent);
    expect(
      await screen.findByText(/Type at least 3 characters in the datastore search box/),
    ).toBeTruthy();
    expect(searchContent).not.toHaveBeenCalled();
  });

  it('pages the hits of the stored term, 25 a page, the page number in session storage', async () => {
    localStorage.setItem(SEARCH_STORAGE_KEYS.term, 'Island');
    const searchContent = service();
    renderPage(searchContent);
    expect(await screen.findByText('Results for “Island”')).toBeTruthy();
    expect(await names()).toHaveLength(25);
    expect(screen.getByText('1-25 of 30')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Channel Island 1' });
    expect(link.getAttribute('href')).toBe('/apps/main/live/channel/linear/c1?status=published');

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(async () => expect(await names()).toHaveLength(5));
    expect(screen.getByText('26-30 of 30')).toBeTruthy();
    expect(sessionStorage.getItem(SEARCH_STORAGE_KEYS.page)).toBe('2');
    expect(searchContent).toHaveBeenLastCalledWith(
      { term: 'Island', fields: undefined, cty: undefined, pageNumber: 2, pageSize: 25 },
      expect.any(AbortSignal),
    );
  });

  it('keeps the page on a reload and goes back to page 1 when the filters change', async () => {
    localStorage.setItem(SEARCH_STORAGE_KEYS.term, 'Island');
    sessionStorage.setItem(SEARCH_STORAGE_KEYS.page, '2');
    const searchContent = service();
    renderPage(searchContent, '/globalSearch/list');
    await waitFor(async () => expect(await names()).toHaveLength(5));

    const types = screen.getByRole('group', { name: 'Content Type' });
    expect(within(types).queryByRole('checkbox', { name: 'channel' })).toBeNull();
    await userEvent.click(within(types).getByRole('button', { name: 'Show More' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'channel' }));
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Channel Island 1',
        'Channel Island 2',
        'Channel Island 3',
        'Channel Island 4',
      ]),
    );
    expect(sessionStorage.getItem(SEARCH_STORAGE_KEYS.page)).toBeNull();
    expect(searchContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ cty: ['channel'], pageNumber: 1 }),
      expect.any(AbortSignal),
    );
  });

  it('forgets the term, the page and the filters when the user leaves', async () => {
    localStorage.setItem(SEARCH_STORAGE_KEYS.term, 'Island');
    sessionStorage.setItem(SEARCH_STORAGE_KEYS.page, '2');
    sessionStorage.setItem(
      SEARCH_STORAGE_KEYS.filters,
      JSON.stringify([{ field: 'content_type', term: 'shortvideo', operator: 'equals' }]),
    );
    renderPage(service());
    await waitFor(async () => expect(await names()).toHaveLength(1));
    expect(localStorage.getItem(SEARCH_STORAGE_KEYS.term)).toBe('Island');
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByText('Movies')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(SEARCH_STORAGE_KEYS.term)).toBeNull());
    expect(sessionStorage.getItem(SEARCH_STORAGE_KEYS.page)).toBeNull();
    expect(sessionStorage.getItem(SEARCH_STORAGE_KEYS.filters)).toBeNull();
  });

  it("says 'Failed to retrieve Search Content!' when the search fails", async () => {
    localStorage.setItem(SEARCH_STORAGE_KEYS.term, 'Island');
    renderPage(() => Promise.reject(new ConsoleHttpError('Search Operation Failed', 502)));
    expect(await screen.findByText('Failed to retrieve Search Content!')).toBeTruthy();
  });
});

describe('the full results under the product prefix', () => {
  it('shows the results page at /apps/:product/globalSearch/list, as the console registers it', async () => {
    localStorage.setItem(SEARCH_STORAGE_KEYS.term, 'Island');
    const searchContent = service();
    renderSearch(<LeaveButton />, {
      path: '/apps/main/globalSearch/list',
      searchContent,
      routes: Object.fromEntries(searchRoutes.map((route) => [route.path, route.element])),
    });
    expect(await screen.findByText('Results for “Island”')).toBeTruthy();
    expect(await names()).toHaveLength(25);
    const link = screen.getByRole('link', { name: 'Channel Island 1' });
    expect(link.getAttribute('href')).toBe('/apps/main/live/channel/linear/c1?status=published');
  });
});
