import { lazy } from 'react';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';
import type { CustomPageRoute } from '../../kit/customPage';
import { SEARCH_PATHS } from './paths';

const GlobalSearchPage = lazy(() =>
  import('./GlobalSearchPage').then((m) => ({ default: m.GlobalSearchPage })),
);

/** The global search's results page under each of its paths, on the datastore page resource. */
export const searchRoutes: readonly CustomPageRoute[] = [
  {
    path: SEARCH_PATHS.page,
    resource: PAGE_PERMISSIONS.globalSearch,
    element: <GlobalSearchPage />,
  },
  {
    path: SEARCH_PATHS.productList,
    resource: PAGE_PERMISSIONS.globalSearch,
    element: <GlobalSearchPage />,
  },
  {
    path: SEARCH_PATHS.list,
    resource: PAGE_PERMISSIONS.globalSearch,
    element: <GlobalSearchPage />,
  },
];
