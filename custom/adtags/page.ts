import type { ConsolePage } from '../../kit/customPage';
import { adTagRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const adTagsPage: ConsolePage = {
  id: 'adtags',
  routes: adTagRoutes,
};
