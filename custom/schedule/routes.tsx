import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { SCHEDULE_PATHS } from './paths';

const SchedulePage = lazy(() =>
  import('./SchedulePage').then((m) => ({ default: m.SchedulePage })),
);

/** The virtual channel schedule page on the cp_vll page (viewers read it, schedulers edit it). */
export const scheduleRoutes: readonly CustomPageRoute[] = [
  { path: SCHEDULE_PATHS.schedule, resource: 'cp_vll', element: <SchedulePage /> },
  { path: SCHEDULE_PATHS.bare, resource: 'cp_vll', element: <SchedulePage /> },
];
