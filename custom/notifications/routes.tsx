import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { NOTIFICATION_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/notifications/page.json');

const NotificationPage = lazy(() =>
  import('./NotificationPage').then((m) => ({ default: m.NotificationPage })),
);

/** The notification page, on its page resource cp_notification. */
export const notificationRoutes: readonly CustomPageRoute[] = [
  {
    path: NOTIFICATION_PATHS.page,
    ...ACCESS,
    element: <NotificationPage />,
  },
];
