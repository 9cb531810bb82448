import type { ConsolePage } from '../../kit/customPage';
import { notificationsMessages } from './messages';
import { notificationRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const notificationsPage: ConsolePage = {
  id: 'notifications',
  routes: notificationRoutes,
  messages: notificationsMessages,
};
