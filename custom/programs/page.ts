import type { ConsolePage } from '../../kit/customPage';
import { programRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const programsPage: ConsolePage = {
  id: 'programs',
  routes: programRoutes,
};
