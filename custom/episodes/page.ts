import type { ConsolePage } from '../../kit/customPage';
import { episodesMessages } from './messages';
import { episodeRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const episodesPage: ConsolePage = {
  id: 'episodes',
  routes: episodeRoutes,
  messages: episodesMessages,
};
