import type { ConsolePage } from '../../kit/customPage';
import { geoRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const geoPage: ConsolePage = {
  id: 'geo',
  routes: geoRoutes,
};
