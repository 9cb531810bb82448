import type { ConsolePage } from '../../kit/customPage';
import { programsMessages } from './messages';
import { programRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const programsPage: ConsolePage = {
  id: 'programs',
  routes: programRoutes,
  messages: programsMessages,
};
