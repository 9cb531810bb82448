import type { ConsolePage } from '../../kit/customPage';
import { adServerMessages } from './messages';
import { adServerRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const adServerPage: ConsolePage = {
  id: 'adserver',
  routes: adServerRoutes,
  messages: adServerMessages,
};
