import type { ConsolePage } from '../../kit/customPage';
import { appConfigMessages } from './messages';
import { appConfigRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const appConfigPage: ConsolePage = {
  id: 'appconfig',
  routes: appConfigRoutes,
  messages: appConfigMessages,
};
