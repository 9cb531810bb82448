import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { GEO_PATHS } from './paths';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';

const GeoListPage = lazy(() => import('./GeoListPage').then((m) => ({ default: m.GeoListPage })));
const GeoCreatePage = lazy(() =>
  import('./GeoFormPages').then((m) => ({ default: m.GeoCreatePage })),
);
const GeoEditPage = lazy(() => import('./GeoFormPages').then((m) => ({ default: m.GeoEditPage })));

/** IP Configuration's routes (spec section 2), on the cp_ipconfig page. */
export const geoRoutes: readonly CustomPageRoute[] = [
  { path: GEO_PATHS.list, resource: PAGE_PERMISSIONS.ipConfig, element: <GeoListPage /> },
  {
    path: GEO_PATHS.add,
    resource: PAGE_PERMISSIONS.ipConfig,
    action: 'create',
    element: <GeoCreatePage />,
  },
  { path: '/apps/ip/edit/:ip', resource: PAGE_PERMISSIONS.ipConfig, element: <GeoEditPage /> },
];
