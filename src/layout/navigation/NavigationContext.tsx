import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useGrants } from '../../../authProvider/useGrants';
import { filterNavigation } from '../../../domain/navigation/filterNavigation';
import type { NavItem } from '../../../domain/navigation/navItem';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { useProviderCall } from '../useProviderCall';

/** The menu as the shell uses it. */
export interface Navigation {
  /** The served menu filtered for this user (permissions and the server's disable settings). */
  items: NavItem[];
  /** The menu as served, for rules that filter it themselves (the icon rail's first child). */
  served: readonly NavItem[];
  settings: Readonly<Record<string, unknown>>;
  roles: readonly string[];
  isPending: boolean;
}

const EMPTY: Navigation = { items: [], served: [], settings: {}, roles: [], isPending: false };

const NavigationContext = createContext<Navigation>(EMPTY);

/**
 * Loads the server's menu once (`dataProvider.getMenu()`) and filters it with the signed-in
 * user's roles and the server's settings (`filterNavigation`), for the menu, the icon rail
 * and navigation search alike. A failed load is reported ('Error fetching menu items').
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const grants = useGrants();
  const notifyError = useErrorNotifier();
  const menu = useProviderCall('menu', (dataProvider) => dataProvider.getMenu());
  const roles = grants?.roles;
  const permissions = grants?.permissions;

  useEffect(() => {
    if (menu.error !== undefined) notifyError(menu.error, 'console.errors.fallback.menuItems');
  }, [menu.error, notifyError]);

  const value = useMemo<Navigation>(() => {
    if (menu.data === undefined) return { ...EMPTY, isPending: menu.isPending };
    const userRoles = roles ?? [];
    return {
      items: filterNavigation(
        menu.data.items,
        { roles: userRoles, permissions },
        menu.data.settings,
      ),
      served: menu.data.items,
      settings: menu.data.settings,
      roles: userRoles,
      isPending: false,
    };
  }, [menu.data, menu.isPending, roles, permissions]);

  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The user's menu; empty outside {@link NavigationProvider}. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
