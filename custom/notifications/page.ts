import type { ConsolePage } from '../../kit/customPage';
import { notificationRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const notificationsPage: ConsolePage = {
  id: 'notifications',
  routes: notificationRoutes,
};
