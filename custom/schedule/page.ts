import type { ConsolePage } from '../../kit/customPage';
import { scheduleMessages } from './messages';
import { scheduleRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const schedulePage: ConsolePage = {
  id: 'schedule',
  routes: scheduleRoutes,
  messages: scheduleMessages,
};
