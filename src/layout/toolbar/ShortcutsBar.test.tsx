import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuGroups } from '../../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../../domain/navigation/testing/declaredPageEntries';
import { NavigationProvider } from '../navigation/NavigationContext';
import { asAna, fakeDataProvider, renderInAdmin } from '../testing/shellTestKit';
import { ShortcutsBar } from './ShortcutsBar';

function renderBar(onLocation?: (path: string) => void) {
  const dataProvider = fakeDataProvider({
    getMenu: () =>
      Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings: {} }),
  });
  renderInAdmin(
    <NavigationProvider>
      <ShortcutsBar />
    </NavigationProvider>,
    {
      dataProvider,
      path: '/apps/main/dashboards/project',
      ...asAna(['creator']),
      ...(onLocation ? { onLocation } : {}),
    },
  );
}

async function openAddMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Add a shortcut' }));
  return screen.findByPlaceholderText('Search for an app or page');
}

describe('the shortcuts bar', () => {
  afterEach(cleanup);

  it("says 'No results..' when no page matches the add menu's search", async () => {
    renderBar();
    const search = await openAddMenu();
    await userEvent.type(search, 'zzqx');
    expect(await screen.findByText('No results..')).toBeInTheDocument();
  });

  it('pins a page found in the add menu, opens it from the bar with the product, and unpins it', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    renderBar(onLocation);
    const search = await openAddMenu();
    await userEvent.type(search, 'tv epis');
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Add TV Episodes to the shortcuts' }),
    );
    await userEvent.keyboard('{Escape}');
    const bar = screen.getByRole('toolbar', { name: 'Shortcuts' });
    await userEvent.click(within(bar).getByRole('button', { name: 'TV Episodes' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/vod/tvepisode');

    // With an empty search the add menu lists the pinned pages; choosing one unpins it.
    await openAddMenu();
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Remove TV Episodes from the shortcuts' }),
    );
    expect(within(bar).queryByRole('button', { name: 'TV Episodes' })).not.toBeInTheDocument();
    // The unpinned item left the list: focus is back in the search box, and Escape closes.
    expect(screen.getByPlaceholderText('Search for an app or page')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByPlaceholderText('Search for an app or page')).not.toBeInTheDocument(),
    );
  });

  it('is used by keyboard: ArrowDown from the search to the list, Enter pins, Escape closes', async () => {
    renderBar();
    const search = await openAddMenu();
    await userEvent.type(search, 'tv epis');
    await userEvent.keyboard('{ArrowDown}');
    const item = screen.getByRole('menuitem', { name: 'Add TV Episodes to the shortcuts' });
    expect(item).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('menuitem', { name: 'Remove TV Episodes from the shortcuts' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByPlaceholderText('Search for an app or page')).not.toBeInTheDocument(),
    );
    const bar = screen.getByRole('toolbar', { name: 'Shortcuts' });
    expect(within(bar).getByRole('button', { name: 'TV Episodes' })).toBeInTheDocument();
  });

  it('holds only menu items in its menu: the search box and the empty text stand outside it', async () => {
    renderBar();
    const search = await openAddMenu();
    expect(search.closest('[role="menu"]')).toBeNull();
    await userEvent.type(search, 'zzqx');
    expect((await screen.findByText('No results..')).closest('[role="menu"]')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'tv');
    const menu = await screen.findByRole('menu');
    for (const child of menu.children) expect(child.getAttribute('role')).toBe('menuitem');
  });
});
