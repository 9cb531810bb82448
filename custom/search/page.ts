import type { ConsolePage } from '../../kit/customPage';
import { searchRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const searchPage: ConsolePage = {
  id: 'search',
  routes: searchRoutes,
};
