import type { ConsolePage } from '../../kit/customPage';
import { searchMessages } from './messages';
import { searchRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const searchPage: ConsolePage = {
  id: 'search',
  routes: searchRoutes,
  messages: searchMessages,
};
