import { useCallback, useState } from 'react';
import { List, Skeleton } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import type { NavItem } from '../../../domain/navigation/navItem';
import { openMenuIdsForPath, toggleMenu } from '../../../domain/navigation/openMenus';
import { useProduct } from '../../../kit/product/useProduct';
import { activeNavItemId } from './activeNavItem';
import { useThemeSettings } from '../settings/useThemeSettings';
import { useNavigation } from './NavigationContext';
import { NavMenuEntry, type NavMenuContext } from './NavMenuEntry';
import { useNavTitle } from './useNavTitle';

interface OpenState {
  path: string;
  items: readonly NavItem[];
  openIds: readonly string[];
}

/**
 * The open menus: one top-level menu and one submenu at a time (`toggleMenu`), and the
 * menus of the current path opened whenever the path or the menu changes
 * (`openMenuIdsForPath`); a path no entry owns leaves the open menus as they were.
 */
function useOpenMenus(items: readonly NavItem[], path: string) {
  const [state, setState] = useState<OpenState>(() => ({
    path,
    items,
    openIds: openMenuIdsForPath(items, path),
  }));
  let openIds = state.openIds;
  if (state.path !== path || state.items !== items) {
    // A new page opens its own groups. The same page with the menu read again (a refetch gives
    // new items) keeps the groups the user opened, so a group opened just as the menu refreshes
    // does not snap shut; the page's groups open when nothing is open yet (the first load).
    const keep = state.path === path && state.openIds.length > 0;
    const forPath = keep ? [] : openMenuIdsForPath(items, path);
    openIds = forPath.length > 0 ? forPath : state.openIds;
    // Adjusting state while rendering (not in an effect) avoids a frame with stale menus.
    setState({ path, items, openIds });
  }
  const toggle = useCallback(
    (id: string) =>
      setState((current) => ({
        ...current,
        openIds: toggleMenu(current.items, current.openIds, id),
      })),
    [],
  );
  return { openIds, toggle };
}

/**
 * The sidebar menu (react-admin `menu`): the served menu groups this user may see; its items
 * disabled while the theme settings lock the menu.
 */
export function NavMenu() {
  const translate = useTranslate();
  const { items, isPending } = useNavigation();
  const { pathname } = useLocation();
  const { product } = useProduct();
  const titleOf = useNavTitle();
  const { openIds, toggle } = useOpenMenus(items, pathname);
  const { settings } = useThemeSettings();

  if (isPending) {
    return (
      <List aria-busy="true" sx={{ px: 2 }}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={40} />
        ))}
      </List>
    );
  }

  const menu: NavMenuContext = {
    openIds,
    activeId: activeNavItemId(items, pathname),
    product,
    onToggle: toggle,
    titleOf,
    locked: settings.layout.config.navbar.locked,
  };
  return (
    <nav aria-label={translate('console.shell.menu.label')}>
      <List disablePadding>
        {items.map((item) => (
          <NavMenuEntry key={item.id} item={item} depth={0} menu={menu} />
        ))}
      </List>
    </nav>
  );
}
