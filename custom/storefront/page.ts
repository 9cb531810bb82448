import type { ConsolePage } from '../../kit/customPage';
import { storefrontRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const storefrontPage: ConsolePage = {
  id: 'storefront',
  routes: storefrontRoutes,
};
