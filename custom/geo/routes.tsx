import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { GEO_PATHS } from './paths';

const GeoListPage = lazy(() => import('./GeoListPage').then((m) => ({ default: m.GeoListPage })));
const GeoCreatePage = lazy(() =>
  import('./GeoFormPages').then((m) => ({ default: m.GeoCreatePage })),
);
const GeoEditPage = lazy(() => import('./GeoFormPages').then((m) => ({ default: m.GeoEditPage })));

/** IP Configuration's routes (spec section 2), on the cp_ipconfig page. */
export const geoRoutes: readonly CustomPageRoute[] = [
  { path: GEO_PATHS.list, resource: 'cp_ipconfig', element: <GeoListPage /> },
  { path: GEO_PATHS.add, resource: 'cp_ipconfig', action: 'create', element: <GeoCreatePage /> },
  { path: '/apps/ip/edit/:ip', resource: 'cp_ipconfig', element: <GeoEditPage /> },
];
