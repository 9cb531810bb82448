import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_FILTER_DELAY_MS } from './list/useDebouncedTextFilter';
import { MOVIE_LIST, fakeListProvider, movie } from './list/testing/fakeListProvider';
import type { FakeListProvider } from './list/testing/fakeListProvider';
import {
  EDITOR,
  MOVIES,
  VIEWER,
  renderListPage as renderList,
} from './list/testing/renderListPage';

// The first render of a react-admin list in jsdom takes a few seconds on a small machine.
configure({ asyncUtilTimeout: 8000 });

/** The typing pause and react-admin's own debounce of list filter changes (500 ms). */
const SEARCH_SETTLES_MS = TEXT_FILTER_DELAY_MS + 500;

const lastFilter = (fake: FakeListProvider): Record<string, unknown> =>
  (fake.getList.mock.calls.at(-1)?.[1].filter ?? {}) as Record<string, unknown>;

describe('ResourceListPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    window.localStorage.clear();
  });

  it('shows the declared columns and each name in the current language', async () => {
    const fake = fakeListProvider(MOVIES);
    renderList(fake, EDITOR);

    expect(await screen.findByText('The Long Night')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Status', 'Updated', 'Licence window end']),
    );
    // VOD lists name statuses the VOD way: published is Available, draft is In-Progress.
    const firstRow = screen.getByText('The Long Night').closest('tr');
    expect(firstRow).not.toBeNull();
    expect(within(firstRow!).getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('In-Progress')).toBeInTheDocument();
    expect(within(firstRow!).getByText('01 Mar 2026', { exact: false })).toBeInTheDocument();
    expect(fake.getList.mock.calls[0]?.[1]).toMatchObject({
      sort: { field: 'ut', order: 'DESC' },
      pagination: { perPage: 25 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'zh' }));
    expect(await screen.findByText('漫漫长夜')).toBeInTheDocument();
    expect(screen.getByText('晨潮')).toBeInTheDocument();
    expect(screen.queryByText('The Long Night')).not.toBeInTheDocument();
    // The headers follow once the Chinese messages are loaded (on demand, their own chunk).
    expect(await screen.findByRole('columnheader', { name: '名称' })).toBeInTheDocument();
  });

  it('ignores a search term of 2 characters and searches from 3', async () => {
    const fake = fakeListProvider([...MOVIES, movie('m3', 'Abyss', '深渊')]);
    renderList(fake, EDITOR);
    await screen.findByText('The Long Night');

    // The clock is the test's: every timer the typing could start is run on demand, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'ab');
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    // Past the typing pause and react-admin's filter debounce: still no search.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLES_MS));
    expect(fake.getList.mock.calls.every(([, params]) => !('q' in (params.filter as object)))).toBe(
      true,
    );
    expect(screen.getByText('The Long Night')).toBeInTheDocument();

    // The same pause is enough to send a term of 3 characters (so the one above proved something).
    await user.type(search, 'y');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLES_MS));
    expect(lastFilter(fake)).toMatchObject({ q: 'aby' });
    await waitFor(() => expect(screen.queryByText('The Long Night')).not.toBeInTheDocument());
    expect(screen.getByText('Abyss')).toBeInTheDocument();
    expect(screen.queryByText('Type at least 3 characters to search')).not.toBeInTheDocument();
  });

  it('offers Create to an editor, linking to the add page, and hides it from a viewer', async () => {
    const editor = fakeListProvider(MOVIES);
    renderList(editor, EDITOR);
    await screen.findByText('The Long Night');
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/apps/main/vod/movie/add',
    );
    cleanup();

    const viewer = fakeListProvider(MOVIES);
    renderList(viewer, VIEWER);
    await screen.findByText('The Long Night');
    // Bulk changes need permissions a viewer lacks too: no row checkboxes.
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opens a row with Enter', async () => {
    const fake = fakeListProvider(MOVIES);
    renderList(fake, VIEWER);
    const row = (await screen.findByText('The Long Night')).closest('tr');
    expect(row).toHaveAttribute('tabindex', '0');
    row!.focus();
    fireEvent.keyDown(row!, { key: 'Enter' });
    expect(await screen.findByText('editing m1')).toBeInTheDocument();
  });

  it('shows a failed load with its reason, and Retry loads again', async () => {
    const fake = fakeListProvider(MOVIES);
    // The server fails every request for the page (the early one beside the schema too) until Retry.
    const answer = fake.getList.getMockImplementation()!;
    let failing = true;
    fake.getList.mockImplementation((type, params) =>
      failing ? Promise.reject(new HttpError('Fetch movie failed', 500)) : answer(type, params),
    );
    renderList(fake, VIEWER);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Fetch movie failed')).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The Long Night')).toBeInTheDocument();
  });

  it('sends an unknown type, or a type of another area, to the missing page', async () => {
    renderList(fakeListProvider(MOVIES), VIEWER, { path: '/apps/main/vod/nosuchtype' });
    expect(await screen.findByText('now at /pages/errors/error-404')).toBeInTheDocument();
    cleanup();

    const liveType = { ...MOVIE_LIST, area: 'live' as const, resource: 'cp_live' as const };
    renderList(fakeListProvider(MOVIES, { channel: liveType }), VIEWER, {
      path: '/apps/main/vod/channel',
    });
    expect(await screen.findByText('now at /pages/errors/error-404')).toBeInTheDocument();
  });

  it('shows an empty type with a Create button for those who may create', async () => {
    renderList(fakeListProvider([]), EDITOR);
    expect(await screen.findByText('No Movies yet')).toBeInTheDocument();
    // The Create button follows once the user's identity (roles) has been read.
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/apps/main/vod/movie/add',
    );
  });
});
