import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';

const EpgPage = lazy(() => import('./EpgPage').then((m) => ({ default: m.EpgPage })));

/** The EPG page (spec section 2: `/apps/:product?/live/epg`, 'EPG'), on the epg page resource. */
export const epgRoutes: readonly CustomPageRoute[] = [
  { path: '/apps/:product?/live/epg', resource: 'epg', element: <EpgPage /> },
];
