import type { ConsolePage } from '../../kit/customPage';
import { episodeRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const episodesPage: ConsolePage = {
  id: 'episodes',
  routes: episodeRoutes,
};
