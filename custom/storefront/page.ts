import type { ConsolePage } from '../../kit/customPage';
import { storefrontMessages } from './messages';
import { storefrontRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const storefrontPage: ConsolePage = {
  id: 'storefront',
  routes: storefrontRoutes,
  messages: storefrontMessages,
};
