import type { ConsolePage } from '../../kit/customPage';
import { virtualChannelsMessages } from './messages';
import { virtualChannelRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const virtualChannelsPage: ConsolePage = {
  id: 'virtualchannels',
  routes: virtualChannelRoutes,
  messages: virtualChannelsMessages,
};
