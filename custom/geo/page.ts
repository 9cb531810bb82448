import type { ConsolePage } from '../../kit/customPage';
import { geoMessages } from './messages';
import { geoRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const geoPage: ConsolePage = {
  id: 'geo',
  routes: geoRoutes,
  messages: geoMessages,
};
