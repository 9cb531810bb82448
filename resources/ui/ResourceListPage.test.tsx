import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  useParams,
  useSetLocale,
} from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions/permissionsFor';
import { isAction } from '../../domain/permissions/actions';
import { isPageResource } from '../../domain/permissions/pages';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import type { ContentRecord } from '../../dataProvider/types';
import { ResourceListPage } from './ResourceListPage';
import { fakeListProvider, movie } from './list/testing/fakeListProvider';
import type { FakeListProvider } from './list/testing/fakeListProvider';

// The first render of a react-admin list in jsdom takes a few seconds on a small machine.
configure({ asyncUtilTimeout: 8000 });

/** The seeded demo users' roles: the editor is a content admin, the viewer a content user. */
const EDITOR = ['content_admin'];
const VIEWER = ['content_user'];

function authProviderFor(roles: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
    getIdentity: async () => ({
      id: 'u-1',
      uid: 'u-1',
      username: 'tester',
      fullName: 'Tess Tester',
      roles,
      products: ['main'],
    }),
    canAccess: async ({ action, resource }) =>
      isAction(action) && isPageResource(resource) && can({ roles }, action, resource),
  };
}

function SwitchToChinese() {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => void setLocale('zh')}>
      zh
    </button>
  );
}

function EditPageStub() {
  const { contentId } = useParams<{ contentId: string }>();
  return <p>editing {contentId}</p>;
}

function renderList(fake: FakeListProvider, roles: string[]) {
  return render(
    <TestMemoryRouter initialEntries={['/apps/main/vod/movie']}>
      <AdminContext
        dataProvider={fake.provider}
        authProvider={authProviderFor(roles)}
        i18nProvider={createI18nProvider({ initialLocale: 'en', allowMissing: true })}
        store={memoryStore()}
      >
        <SwitchToChinese />
        <Routes>
          <Route
            path="/apps/:product?/vod/:resourceType"
            element={<ResourceListPage area="vod" serverSavedFilters={false} />}
          />
          <Route path="/apps/:product?/vod/:resourceType/:contentId" element={<EditPageStub />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const MOVIES: ContentRecord[] = [
  movie('m1', 'The Long Night', '漫漫长夜'),
  movie('m2', 'Morning Tide', '晨潮', 'draft'),
];

const lastFilter = (fake: FakeListProvider): Record<string, unknown> =>
  (fake.getList.mock.calls.at(-1)?.[1].filter ?? {}) as Record<string, unknown>;

describe('ResourceListPage', { timeout: 30_000 }, () => {
  afterEach(() => {
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
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('名称');
  });

  it('ignores a search term of 2 characters and searches from 3', async () => {
    const fake = fakeListProvider([...MOVIES, movie('m3', 'Abyss', '深渊')]);
    renderList(fake, EDITOR);
    await screen.findByText('The Long Night');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'ab');
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    // Well past the typing pause: still no search.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(fake.getList.mock.calls.every(([, params]) => !('q' in (params.filter as object)))).toBe(
      true,
    );
    expect(screen.getByText('The Long Night')).toBeInTheDocument();

    await userEvent.type(search, 'y');
    await waitFor(() => expect(lastFilter(fake)).toMatchObject({ q: 'aby' }));
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

  it('confirms a bulk archive, then archives the selected ids and reports the job', async () => {
    const fake = fakeListProvider(MOVIES);
    renderList(fake, EDITOR);
    await screen.findByText('The Long Night');

    await userEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive the 2 selected items?')).toBeInTheDocument();
    expect(fake.startBulkUpdate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(fake.startBulkUpdate).toHaveBeenCalledWith('movie', ['m1', 'm2'], { st: 'archived' });
    // The job is followed until it stops, then the list is reloaded and the result told.
    expect(await screen.findByText('2 items updated')).toBeInTheDocument();
    expect(fake.getBulkStatus).toHaveBeenCalledWith('job-1');
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
});
