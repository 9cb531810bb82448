import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { NOTIFICATION_PATHS } from './paths';

const NotificationPage = lazy(() =>
  import('./NotificationPage').then((m) => ({ default: m.NotificationPage })),
);

/** The notification page, on its page resource cp_notification. */
export const notificationRoutes: readonly CustomPageRoute[] = [
  { path: NOTIFICATION_PATHS.page, resource: 'cp_notification', element: <NotificationPage /> },
];
