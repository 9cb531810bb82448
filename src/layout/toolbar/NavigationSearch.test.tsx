import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuGroups } from '../../../domain/navigation/menuGroups';
import type { NavItem } from '../../../domain/navigation/navItem';
import { NavigationProvider } from '../navigation/NavigationContext';
import { fakeDataProvider, renderInAdmin } from '../testing/shellTestKit';
import { NavigationSearch } from './NavigationSearch';

const session = vi.hoisted(() => ({
  identity: { uid: 'u1', username: 'ana', fullName: 'Ana', roles: ['creator'], products: ['main'] },
}));

vi.mock('../../../authProvider/useIdentity', () => ({ useIdentity: () => session.identity }));
vi.mock('../../../kit/product/useProduct', () => ({
  useProduct: () => ({ product: 'main', products: ['main'], setProduct: () => undefined }),
}));

const CAFE: NavItem = {
  id: 'cafe-group',
  type: 'group',
  titleKey: 'nav.cafe-group',
  title: 'Café',
  icon: 'Dashboard',
  children: [
    {
      id: 'cafe',
      type: 'item',
      titleKey: 'nav.cafe',
      title: 'Café Menu',
      icon: 'Dashboard',
      url: '/apps/cafe',
    },
  ],
};

function renderSearch(onLocation?: (path: string) => void) {
  const dataProvider = fakeDataProvider({
    getMenu: () => Promise.resolve({ items: [...buildMenuGroups(), CAFE], settings: {} }),
  });
  renderInAdmin(
    <NavigationProvider>
      <NavigationSearch />
    </NavigationProvider>,
    { dataProvider, path: '/apps/main/dashboards/project', ...(onLocation ? { onLocation } : {}) },
  );
  return screen.getByPlaceholderText('Search');
}

async function type(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.type(input, text);
  return screen.findByRole('listbox');
}

describe('navigation search', () => {
  afterEach(cleanup);

  it('offers at most 10 suggestions', async () => {
    const input = renderSearch();
    // 's' is in far more than ten titles of the full menu (Movies, TV Series, Settings ...).
    await type(input, 's');
    expect(await screen.findAllByRole('option')).toHaveLength(10);
  });

  it('ignores case and accents', async () => {
    const input = renderSearch();
    await type(input, 'CAFE');
    expect(await screen.findByRole('option', { name: 'Café Menu' })).toBeInTheDocument();
  });

  it('goes to the highlighted entry on Enter, with the product', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    const input = renderSearch(onLocation);
    await type(input, 'tv epis');
    await screen.findByRole('option', { name: 'TV Episodes' });
    await userEvent.keyboard('{Enter}');
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/vod/tvepisode');
  });

  it('goes to a suggestion clicked', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    const input = renderSearch(onLocation);
    await type(input, 'ad server');
    await userEvent.click(await screen.findByRole('option', { name: 'Ad Server Attributes' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/ad/attribute');
  });

  it('offers to search the catalogue for a term no page matches, opening the full results', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    const input = renderSearch(onLocation);
    await type(input, 'silent river');
    const offer = await screen.findByRole('option', {
      name: 'Search the catalogue for “silent river”',
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(offer).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/globalSearch');
    expect(localStorage.getItem('globalSearchTerm')).toBe('silent river');
  });

  it('says no page matches to a user who may not search the catalogue', async () => {
    session.identity = { ...session.identity, roles: ['storefront_admin'] };
    try {
      const input = renderSearch();
      await type(input, 'silent river');
      expect(await screen.findByText('No page matches “silent river”')).toBeVisible();
      expect(screen.queryByText(/Search the catalogue/)).toBeNull();
    } finally {
      session.identity = { ...session.identity, roles: ['creator'] };
    }
  });

  it('closes the suggestions on Escape', async () => {
    const input = renderSearch();
    await type(input, 'polic');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
