import { lazy } from 'react';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';
import type { CustomPageRoute } from '../../kit/customPage';
import { NOTIFICATION_PATHS } from './paths';

const NotificationPage = lazy(() =>
  import('./NotificationPage').then((m) => ({ default: m.NotificationPage })),
);

/** The notification page, on its page resource cp_notification. */
export const notificationRoutes: readonly CustomPageRoute[] = [
  {
    path: NOTIFICATION_PATHS.page,
    resource: PAGE_PERMISSIONS.notification,
    element: <NotificationPage />,
  },
];
