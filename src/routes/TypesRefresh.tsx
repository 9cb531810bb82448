import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

type Refresh = () => Promise<boolean>;

const TypesRefreshContext = createContext<Refresh>(() => Promise.resolve(false));

/** Gives the console the catalogue types' refresh (`useResourceTypes`). */
export function TypesRefreshProvider({
  refresh,
  children,
}: {
  refresh: Refresh;
  children: ReactNode;
}) {
  return <TypesRefreshContext.Provider value={refresh}>{children}</TypesRefreshContext.Provider>;
}

/**
 * On every navigation, asks the service for the catalogue types again (at most every 2 s): a type
 * published in the type designer since the console opened — here, in another browser or through
 * another instance — gets its routes, labels and menu entry, and a changed type its new schema.
 * When something changed, the menu, counts, search fields and the types' schemas are read again.
 */
export function RefreshTypesOnNavigation() {
  const refresh = useContext(TypesRefreshContext);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    void refresh().then((changed) => {
      if (!changed) return;
      void queryClient.invalidateQueries({ queryKey: ['console', 'providerCall'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'resourceType'] });
    });
  }, [pathname, refresh, queryClient]);
  return null;
}
