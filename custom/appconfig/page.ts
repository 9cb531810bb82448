import type { ConsolePage } from '../../kit/customPage';
import { appConfigRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const appConfigPage: ConsolePage = {
  id: 'appconfig',
  routes: appConfigRoutes,
};
