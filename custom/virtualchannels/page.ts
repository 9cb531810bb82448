import type { ConsolePage } from '../../kit/customPage';
import { virtualChannelRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const virtualChannelsPage: ConsolePage = {
  id: 'virtualchannels',
  routes: virtualChannelRoutes,
};
