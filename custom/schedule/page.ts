import type { ConsolePage } from '../../kit/customPage';
import { scheduleRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const schedulePage: ConsolePage = {
  id: 'schedule',
  routes: scheduleRoutes,
};
