import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { SEARCH_ACCESS, SEARCH_PATHS } from './paths';

const GlobalSearchPage = lazy(() =>
  import('./GlobalSearchPage').then((m) => ({ default: m.GlobalSearchPage })),
);

/** The global search's results page under each of its paths, on the datastore page resource. */
export const searchRoutes: readonly CustomPageRoute[] = [
  {
    path: SEARCH_PATHS.page,
    ...SEARCH_ACCESS,
    element: <GlobalSearchPage />,
  },
  {
    path: SEARCH_PATHS.productList,
    ...SEARCH_ACCESS,
    element: <GlobalSearchPage />,
  },
  {
    path: SEARCH_PATHS.list,
    ...SEARCH_ACCESS,
    element: <GlobalSearchPage />,
  },
];
