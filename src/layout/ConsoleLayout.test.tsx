// @vitest-environment jsdom -- the layout answers the viewport's media queries: happy-dom answers them for
// its own 1024 px window (the menu folded), jsdom answers none unless a test stubs them.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../authProvider/identity';
import { buildMenuGroups } from '../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../domain/navigation/testing/declaredPageEntries';
import { fakeNotificationService } from '../../custom/notifications/testing';
import { RuntimeFeaturesProvider } from '../../kit/config/RuntimeFeatures';
import type { RuntimeFeatures } from '../../kit/config/RuntimeFeatures';
import { preferencesSetting } from '../../kit/preferences/preferences';
import { DARK_FLAG_KEY } from '../theme/darkMode';
import { ConsoleLayout } from './ConsoleLayout';
import {
  DEFAULT_THEME_SETTINGS,
  THEME_SETTINGS_LOCAL_KEY,
  themeSettings,
} from './settings/themeSettings';
import { ShellConfigProvider } from './ShellConfigContext';
import { identitySettled, signedInAs } from '../../kit/testing/renderInAdmin';
import { fakeDataProvider, renderInAdmin } from './testing/shellTestKit';

/** Who the next render signs in. */
const session: { identity: Identity | undefined } = { identity: undefined };

/** Signed in as `session.identity`, working in the product main. */
function signedIn() {
  if (!session.identity) throw new Error('a test signs someone in first');
  return { authProvider: signedInAs(session.identity), product: { product: 'main' } };
}

function signIn(roles: string[]) {
  session.identity = { uid: 'u1', username: 'ana', fullName: 'Ana Lim', roles, products: ['main'] };
}

/** The layout at `path`, signed in as `session.identity`, once it has the identity. */
async function renderLayout(
  path: string,
  methods: Parameters<typeof fakeDataProvider>[0] = {},
  onLocation?: (pathname: string) => void,
) {
  const dataProvider = fakeDataProvider({
    getMenu: () =>
      Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings: {} }),
    countResources: (types) =>
      Promise.resolve([
        ...types.map((name, index) => ({ name, count: index + 1 })),
        { name: 'movie', count: 99 },
      ]),
    listSettings: () => Promise.resolve([]),
    listProducts: () => Promise.resolve([]),
    ...methods,
  });
  renderInAdmin(
    <ShellConfigProvider
      value={{ buildVersion: '1.2.3', operationsUrl: 'https://ops.example.test' }}
    >
      <ConsoleLayout>
        <p>page content</p>
      </ConsoleLayout>
    </ShellConfigProvider>,
    { dataProvider, path, ...signedIn(), ...(onLocation ? { onLocation } : {}) },
  );
  await identitySettled();
  return dataProvider;
}

async function chooseTheme(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Theme settings' }));
  const panel = await screen.findByRole('radiogroup', { name: 'Theme' });
  await userEvent.click(within(panel).getByRole('radio', { name }));
}

describe('the console layout', () => {
  beforeEach(() => {
    window.localStorage.clear();
    themeSettings.reset();
    preferencesSetting.reset();
    signIn(['creator']);
  });
  afterEach(cleanup);

  it('frames the page with the toolbar, the icon rail, the menu and the footer', async () => {
    await renderLayout('/apps/main/dashboards/project');
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const rail = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(rail).getByRole('button', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(rail).getByRole('link', { name: 'Operations' })).toHaveAttribute(
      'href',
      'https://ops.example.test',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 1.2.3');
    expect(screen.getByRole('button', { name: 'main, switch product' })).toBeInTheDocument();
  });

  it('on detail and add pages: no footer, no shortcuts bar, the navbar folded until unfolded there', async () => {
    for (const path of ['/apps/main/vod/movie/main-movie-1', '/apps/main/vod/movie/add']) {
      await renderLayout(path);
      expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add a shortcut' })).not.toBeInTheDocument();
      expect(screen.getByTestId('sidebar-panel')).toHaveAttribute('data-folded', 'true');
      const toggle = screen.getByRole('button', { name: 'Fold or unfold the menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(screen.getByTestId('sidebar-panel')).toHaveAttribute('data-folded', 'false');
      cleanup();
    }
    // A list page keeps the stored choice (unfolded), the footer and the shortcuts bar.
    await renderLayout('/apps/main/vod/movie');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Version 1.2.3');
    expect(screen.getByRole('button', { name: 'Add a shortcut' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-panel')).toHaveAttribute('data-folded', 'false');
  });

  it("opens a rail section's first page the user may see, and leaves out sections with none", async () => {
    signIn(['storefront_user']);
    const onLocation = vi.fn<(pathname: string) => void>();
    await renderLayout('/apps/main/dashboards/project', {}, onLocation);
    const rail = within(screen.getByRole('navigation', { name: 'Sections' }));
    await userEvent.click(await rail.findByRole('button', { name: 'Storefront' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/storefront');
    expect(rail.getByRole('button', { name: 'Storefront' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(rail.queryByRole('button', { name: 'Datastore' })).not.toBeInTheDocument();
  });

  it('opens Movies from the Datastore rail button, then the datastore list the user used last, per user', async () => {
    signIn(['content_admin']);
    const onLocation = vi.fn<(pathname: string) => void>();
    // The served menu lists the VOD types as the catalogue holds them: Bumpers first.
    const served = {
      getMenu: () =>
        Promise.resolve({
          items: buildMenuGroups({ vod: ['bumper', 'movie', 'tvseries'] }, DECLARED_PAGE_ENTRIES),
          settings: {},
        }),
    };
    await renderLayout('/apps/main/dashboards/project', served, onLocation);
    let rail = within(screen.getByRole('navigation', { name: 'Sections' }));
    await userEvent.click(await rail.findByRole('button', { name: 'Datastore' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/vod/movie');
    cleanup();

    // Ana works in the channel list (an item of it, too): the rail button brings her back there.
    await renderLayout('/apps/main/live/channel/c1', served);
    await within(screen.getByRole('navigation', { name: 'Sections' })).findByRole('button', {
      name: 'Datastore',
    });
    cleanup();
    await renderLayout('/apps/main/dashboards/project', served, onLocation);
    rail = within(screen.getByRole('navigation', { name: 'Sections' }));
    await userEvent.click(await rail.findByRole('button', { name: 'Datastore' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/live/channel');
    cleanup();

    // Another user on the same browser starts from Movies.
    session.identity = {
      uid: 'u2',
      username: 'ben',
      fullName: 'Ben Tan',
      roles: ['content_admin'],
      products: ['main'],
    };
    await renderLayout('/apps/main/dashboards/project', served, onLocation);
    rail = within(screen.getByRole('navigation', { name: 'Sections' }));
    await userEvent.click(await rail.findByRole('button', { name: 'Datastore' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/vod/movie');
  });

  it('offers Global Attributes in the profile menu only to who may view policy management', async () => {
    signIn(['policy_admin']);
    const onLocation = vi.fn<(pathname: string) => void>();
    await renderLayout('/apps/main/dashboards/project', {}, onLocation);
    await userEvent.click(screen.getByRole('button', { name: 'User menu of Ana Lim' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Global Attributes' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/globalAttributes');
    cleanup();

    signIn(['vod_content_user']);
    await renderLayout('/apps/main/dashboards/project');
    await userEvent.click(screen.getByRole('button', { name: 'User menu of Ana Lim' }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Global Attributes' })).not.toBeInTheDocument();
  });

  it('shows the count badges on the dashboard, one per name', async () => {
    await renderLayout('/apps/main/dashboards/project');
    const badges = await screen.findByRole('list', { name: 'Content counts' });
    expect(within(badges).getAllByRole('listitem')).toHaveLength(5);
    expect(within(badges).getByText('Movies: 2')).toBeInTheDocument();
    expect(within(badges).getByText('TV Episodes: 5')).toBeInTheDocument();
  });

  it('shows no count badges elsewhere', async () => {
    const countResources = vi.fn(() => Promise.resolve([{ name: 'movie', count: 1 }]));
    await renderLayout('/apps/main/vod/movie', { countResources });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('list', { name: 'Content counts' })).not.toBeInTheDocument();
    expect(countResources).not.toHaveBeenCalled();
  });

  it('hides the product widget when the token has no product claim', async () => {
    session.identity = {
      uid: 'u2',
      username: 'bo',
      fullName: 'Bo',
      roles: ['creator'],
      products: undefined,
    };
    await renderLayout('/apps/dashboards/project');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: /switch product/ })).not.toBeInTheDocument();
  });

  it('saves a guest’s theme choice in local storage, not on the server', async () => {
    signIn([]);
    const createSetting = vi.fn(() =>
      Promise.reject(new Error('a guest must not save on the server')),
    );
    await renderLayout('/apps/dashboards/project', { createSetting });
    await chooseTheme('Main Light');
    expect(JSON.parse(window.localStorage.getItem(THEME_SETTINGS_LOCAL_KEY) ?? 'null')).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      theme: { main: 'mainLight' },
    });
    expect(window.localStorage.getItem(DARK_FLAG_KEY)).toBe('false');
    expect(createSetting).not.toHaveBeenCalled();
  });

  it('saves a signed-in user’s theme and layout as a user setting', async () => {
    const createSetting = vi.fn((t: string, n: string, payload: unknown) =>
      Promise.resolve({ id: 's1', t, n, payload, ct: '', ut: '' }),
    );
    const updateSetting = vi.fn((id: string, payload: unknown) =>
      Promise.resolve({ id, t: 'theme', n: 'theme', payload, ct: '', ut: '' }),
    );
    await renderLayout('/apps/dashboards/project', { createSetting, updateSetting });
    await chooseTheme('Main Dark');
    await waitFor(() =>
      expect(createSetting).toHaveBeenCalledWith('theme', 'theme', {
        ...DEFAULT_THEME_SETTINGS,
        theme: { main: 'mainDark' },
      }),
    );
    const layouts = screen.getByRole('radiogroup', { name: 'Layout' });
    await userEvent.click(within(layouts).getByRole('radio', { name: 'Layout 2: boxed, 1280 px' }));
    await waitFor(() =>
      expect(updateSetting).toHaveBeenCalledWith(
        's1',
        {
          ...DEFAULT_THEME_SETTINGS,
          layout: { ...DEFAULT_THEME_SETTINGS.layout, style: 'layout2' },
          theme: { main: 'mainDark' },
        },
        'theme',
      ),
    );
    expect(window.localStorage.getItem(THEME_SETTINGS_LOCAL_KEY)).toBeNull();
  });

  it('under 1280 px opens the menu in a drawer from the hamburger, closing it after navigating', async () => {
    vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
      matches: query.includes('max-width:1279.95px'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      await renderLayout('/apps/main/dashboards/project');
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
      const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
      await userEvent.click(nav.getByRole('button', { name: 'Settings' }));
      await userEvent.click(await nav.findByRole('link', { name: 'Policy Management' }));
      await waitFor(() =>
        expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('applies the theme settings saved on the server', async () => {
    await renderLayout('/apps/dashboards/project', {
      listSettings: (t) =>
        Promise.resolve(
          t === 'theme'
            ? [
                {
                  id: 's9',
                  t: 'theme',
                  n: 'theme',
                  payload: { theme: { main: 'mainLight' }, layout: { style: 'layout3' } },
                  ct: '',
                  ut: '2026-01-01T00:00:00Z',
                },
              ]
            : [],
        ),
    });
    await waitFor(() => expect(document.querySelector('[data-layout="layout3"]')).not.toBeNull());
  });

  describe("the runtime feature flag 'notification'", () => {
    /** The layout with the notification service and the given runtime features. */
    async function renderWithFeatures(features: RuntimeFeatures) {
      signIn(['content_admin']);
      const service = fakeNotificationService({ recent: [] });
      renderInAdmin(
        <RuntimeFeaturesProvider value={features}>
          <ShellConfigProvider value={{ buildVersion: '1.2.3' }}>
            <ConsoleLayout>
              <p>page content</p>
            </ConsoleLayout>
          </ShellConfigProvider>
        </RuntimeFeaturesProvider>,
        {
          dataProvider: {
            ...service.provider,
            getMenu: () =>
              Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings: {} }),
            listSettings: () => Promise.resolve([]),
            listProducts: () => Promise.resolve([]),
          },
          path: '/apps/main/vod/movie',
          ...signedIn(),
        },
      );
      await identitySettled();
      return service;
    }

    it('shows the job notification bell when the flag is on, and when it is not set (the default)', async () => {
      for (const features of [{ notification: true }, {}] as RuntimeFeatures[]) {
        await renderWithFeatures(features);
        expect(await screen.findByTestId('notification-bell')).toBeVisible();
        cleanup();
      }
    });

    it('hides the bell when the flag is off: no feed read, no stream opened', async () => {
      const service = await renderWithFeatures({ notification: false });
      await screen.findByRole('navigation', { name: 'Main menu' });
      // The app bar, bell or not, renders with the page (the identity here is known at once).
      expect(await screen.findByText('page content')).toBeVisible();
      expect(screen.queryByTestId('notification-bell')).toBeNull();
      expect(service.methods.listRecentJobs).not.toHaveBeenCalled();
      expect(service.methods.watchJobs).not.toHaveBeenCalled();
    });
  });
});
