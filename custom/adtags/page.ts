import type { ConsolePage } from '../../kit/customPage';
import { adTagsMessages } from './messages';
import { adTagRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const adTagsPage: ConsolePage = {
  id: 'adtags',
  routes: adTagRoutes,
  messages: adTagsMessages,
};
