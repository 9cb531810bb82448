import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { SCHEDULE_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/schedule/page.json');

const SchedulePage = lazy(() =>
  import('./SchedulePage').then((m) => ({ default: m.SchedulePage })),
);

/** The virtual channel schedule page on the cp_vll page (viewers read it, schedulers edit it). */
export const scheduleRoutes: readonly CustomPageRoute[] = [
  { path: SCHEDULE_PATHS.schedule, ...ACCESS, element: <SchedulePage /> },
  { path: SCHEDULE_PATHS.bare, ...ACCESS, element: <SchedulePage /> },
];
