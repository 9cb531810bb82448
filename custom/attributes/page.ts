import type { ConsolePage } from '../../kit/customPage';
import { attributesMessages } from './messages';
import { attributeRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const attributesPage: ConsolePage = {
  id: 'attributes',
  routes: attributeRoutes,
  messages: attributesMessages,
};
