import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

type Refresh = (options?: { force?: boolean }) => Promise<boolean>;

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
  const refreshTypes = useRefreshTypes();
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshTypes();
  }, [pathname, refreshTypes]);
  return null;
}

/**
 * Asks for the catalogue types again now (`force`: even within 2 s of the last time, as after a
 * publication in the type designer); when they changed, the menu, counts, search fields and the
 * types' schemas are read again.
 */
export function useRefreshTypes(): (options?: { force?: boolean }) => Promise<void> {
  const refresh = useContext(TypesRefreshContext);
  const queryClient = useQueryClient();
  return useCallback(
    async (options?: { force?: boolean }) => {
      if (!(await refresh(options))) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['console', 'providerCall'] }),
        queryClient.invalidateQueries({ queryKey: ['console', 'resourceType'] }),
      ]);
    },
    [refresh, queryClient],
  );
}
