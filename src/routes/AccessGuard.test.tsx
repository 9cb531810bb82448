import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { buildMenuGroups } from '../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../domain/navigation/testing/declaredPageEntries';
import { NavigationProvider } from '../layout/navigation/NavigationContext';
import { AccessGuard } from './AccessGuard';
import { TypeRouteGuard } from './TypeRouteGuard';
import { claimsFor, fakeDataProvider, renderSignedIn } from './testing/consoleTestKit';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const TYPES = [
  {
    type: 'movie',
    area: 'vod' as const,
    resource: 'cp_datastore' as const,
    titleKey: 'resources.movie.name',
    columns: [],
    filters: [],
    sort: { field: 'ut', order: 'DESC' as const },
    searchFields: [],
  },
];

function renderAt(path: string, roles: string[]) {
  renderSignedIn(
    <NavigationProvider>
      <Routes>
        <Route
          path="/apps/:product?/vod/:resourceType"
          element={
            <TypeRouteGuard area="vod" types={TYPES}>
              <p>movie list</p>
            </TypeRouteGuard>
          }
        />
        <Route
          path="/apps/:product?/vod/:resourceType/add"
          element={
            <TypeRouteGuard area="vod" types={TYPES} action="create">
              <p>movie create</p>
            </TypeRouteGuard>
          }
        />
        <Route
          path="/apps/:product?/live/:resourceType"
          element={
            <TypeRouteGuard area="live" types={TYPES}>
              <p>live list</p>
            </TypeRouteGuard>
          }
        />
        <Route
          path="/apps/:product?/dashboards/project"
          element={
            <AccessGuard resource="dashboard">
              <p>dashboard</p>
            </AccessGuard>
          }
        />
        <Route
          path="/apps/notification"
          element={
            <AccessGuard resource="cp_notification">
              <p>notification page</p>
            </AccessGuard>
          }
        />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
      <Where />
    </NavigationProvider>,
    {
      claims: claimsFor('someone', roles, ['main']),
      path,
      dataProvider: fakeDataProvider({
        getMenu: () =>
          Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings: {} }),
      }),
    },
  );
}

/** The access-denied page, which keeps the refused path (no silent redirect). */
async function expectDenied(path: string, page: string) {
  expect(
    await screen.findByRole('heading', { level: 1, name: `You do not have access to ${page}` }),
  ).toBeVisible();
  expect(screen.getByTestId('where')).toHaveTextContent(path);
  expect(screen.queryByText('dashboard')).toBeNull();
}

describe('the access guard', () => {
  it('lets a user who views the page in', async () => {
    renderAt('/apps/main/vod/movie?status=draft', ['content_user']);
    expect(await screen.findByText('movie list')).toBeInTheDocument();
  });

  it("shows a user without view on the route's page that they have no access, naming the page by its menu label, with ways back", async () => {
    renderAt('/apps/vod/movie', ['storefront_admin']);
    await expectDenied('/apps/vod/movie', 'Movies');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/apps/dashboards/project');
  });

  it('uses the area page for a type the catalogue did not declare (live → cp_live)', async () => {
    renderAt('/apps/live/channel', ['vod_content_admin']);
    await expectDenied('/apps/live/channel', 'Channels');
  });

  it('names a page without a menu entry by its page (the notification page)', async () => {
    renderAt('/apps/notification', ['vod_content_admin']);
    await expectDenied('/apps/notification', 'Notifications');
  });

  it('sends a user without any role to /login with the path to return to', async () => {
    renderAt('/apps/vod/movie?status=draft', ['offline_access']);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/login?returnTo=${encodeURIComponent('/apps/vod/movie?status=draft')}`,
    );
  });

  it('shows a user who views the page but may not create the access-denied page on a create route', async () => {
    renderAt('/apps/main/vod/movie/add', ['content_user']);
    await expectDenied('/apps/main/vod/movie/add', 'Movies');
  });

  it('lets a user who may create open the create route', async () => {
    renderAt('/apps/main/vod/movie/add', ['content_admin']);
    expect(await screen.findByText('movie create')).toBeInTheDocument();
  });

  it('sends a role-less user on a create route to /login with the path', async () => {
    renderAt('/apps/main/vod/movie/add', []);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/login?returnTo=${encodeURIComponent('/apps/main/vod/movie/add')}`,
    );
  });

  it('opens the dashboard to everyone, a role-less user included', async () => {
    renderAt('/apps/dashboards/project', []);
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('stores where a role-less user was headed; a user with a role failing a route goes there once', async () => {
    renderAt('/apps/main/vod/movie?status=draft', []);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sessionStorage.getItem('redirect_url')).toBe('/apps/main/vod/movie?status=draft');
    cleanup();

    // Signed in as someone with a role who may not open the live page: the stored redirect wins.
    renderAt('/apps/live/channel', ['vod_content_admin']);
    expect(await screen.findByText('movie list')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/apps/main/vod/movie?status=draft');
    expect(sessionStorage.getItem('redirect_url')).toBeNull();
    cleanup();

    // Used once: the next refusal says so.
    renderAt('/apps/live/channel', ['vod_content_admin']);
    await expectDenied('/apps/live/channel', 'Channels');
  });

  it('ignores a stored redirect equal to the refused path (no loop) and says so', async () => {
    sessionStorage.setItem('redirect_url', '/apps/live/channel');
    renderAt('/apps/live/channel', ['vod_content_admin']);
    await expectDenied('/apps/live/channel', 'Channels');
  });
});
