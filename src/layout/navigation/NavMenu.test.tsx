import { useState } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useGetIdentity } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identitySettled } from '../../../kit/testing/renderInAdmin';
import { buildMenuGroups } from '../../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../../domain/navigation/testing/declaredPageEntries';
import { asAna, fakeDataProvider, renderInAdmin } from '../testing/shellTestKit';
import { NavigationProvider } from './NavigationContext';
import { NavMenu } from './NavMenu';

/** The roles of the user the next render signs in; undefined: nobody is signed in. */
const session: { roles: string[] | undefined } = { roles: undefined };

function signIn(roles: string[]) {
  session.roles = roles;
}

/** Signed in as Ana (products: main) with `session.roles`, working in the product main. */
function signedIn() {
  if (!session.roles) throw new Error('a test signs someone in first');
  return asAna(() => session.roles ?? []);
}

function renderMenu(
  settings: Record<string, unknown> = {},
  path = '/apps/main/dashboards/project',
) {
  const dataProvider = fakeDataProvider({
    getMenu: () => Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings }),
  });
  return renderInAdmin(
    <NavigationProvider>
      <NavMenu />
    </NavigationProvider>,
    { dataProvider, path, ...signedIn() },
  );
}

/** The menu, once it has the signed-in user's roles. */
async function menu() {
  await identitySettled();
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('the sidebar menu', () => {
  beforeEach(() => {
    session.roles = undefined;
  });
  afterEach(cleanup);

  it('shows a viewer only the groups of the pages they may view', async () => {
    signIn(['storefront_user']);
    renderMenu();
    const nav = await menu();
    expect(nav.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Storefront' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Datastore' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Ad Management' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Video Editor' })).not.toBeInTheDocument();
  });

  it('shows an editor the content groups a viewer of one area does not see', async () => {
    signIn(['creator']);
    renderMenu();
    const nav = await menu();
    for (const group of [
      'Dashboard',
      'Datastore',
      'Storefront',
      'Settings',
      'Ad Management',
      'Video Editor',
    ]) {
      expect(nav.getByRole('button', { name: group })).toBeInTheDocument();
    }
  });

  it('hides an entry a server setting disables, keeping its siblings', async () => {
    signIn(['creator']);
    renderMenu({ disabledMenuItems: ['ad-tag'] });
    const nav = await menu();
    fireEvent.click(nav.getByRole('button', { name: 'Ad Management' }));
    expect(await nav.findByRole('link', { name: 'Ad Server Attributes' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Ad Tag Configurations' })).not.toBeInTheDocument();
  });

  it('keeps one top-level menu open at a time', async () => {
    signIn(['creator']);
    renderMenu();
    const nav = await menu();
    const settings = nav.getByRole('button', { name: 'Settings' });
    const adManagement = nav.getByRole('button', { name: 'Ad Management' });

    fireEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(await nav.findByRole('link', { name: 'Policy Management' })).toBeInTheDocument();

    fireEvent.click(adManagement);
    expect(adManagement).toHaveAttribute('aria-expanded', 'true');
    expect(settings).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the group the user opened when the menu is read again on the same page', async () => {
    signIn(['creator']);
    // A parent that renders again on demand once the identity is read again with one more role
    // that opens no page: a new roles array, so the filtered menu is new items on the same page.
    function Refreshing() {
      const [round, setRound] = useState(0);
      const { refetch } = useGetIdentity();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              signIn(['creator', 'reader']);
              void refetch().then(() => setRound((last) => last + 1));
            }}
          >
            refresh
          </button>
          <output>{`round ${round}`}</output>
          <NavigationProvider>
            <NavMenu />
          </NavigationProvider>
        </>
      );
    }
    renderInAdmin(<Refreshing />, {
      dataProvider: fakeDataProvider({
        getMenu: () =>
          Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings: {} }),
      }),
      path: '/apps/main/vod/movie/42',
      ...signedIn(),
    });
    const nav = await menu();
    const settings = nav.getByRole('button', { name: 'Settings' });
    fireEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await screen.findByText('round 1');
    expect(nav.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('button', { name: 'Datastore' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the menus of the current path and links entries with the product', async () => {
    signIn(['creator']);
    renderMenu({}, '/apps/main/vod/movie/42');
    const nav = await menu();
    expect(nav.getByRole('button', { name: 'Datastore' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('button', { name: 'VOD' })).toHaveAttribute('aria-expanded', 'true');
    const movies = nav.getByRole('link', { name: 'Movies' });
    expect(movies).toHaveAttribute('href', '/apps/main/vod/movie');
    expect(movies).toHaveAttribute('aria-current', 'page');
  });
});
