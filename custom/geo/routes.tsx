import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { GEO_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/geo/page.json');

const GeoListPage = lazy(() => import('./GeoListPage').then((m) => ({ default: m.GeoListPage })));
const GeoCreatePage = lazy(() =>
  import('./GeoFormPages').then((m) => ({ default: m.GeoCreatePage })),
);
const GeoEditPage = lazy(() => import('./GeoFormPages').then((m) => ({ default: m.GeoEditPage })));

/** IP Configuration's routes (spec section 2), on the cp_ipconfig page. */
export const geoRoutes: readonly CustomPageRoute[] = [
  { path: GEO_PATHS.list, ...ACCESS, element: <GeoListPage /> },
  {
    path: GEO_PATHS.add,
    ...ACCESS,
    action: 'create',
    element: <GeoCreatePage />,
  },
  { path: '/apps/ip/edit/:ip', ...ACCESS, element: <GeoEditPage /> },
];
