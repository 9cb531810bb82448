import type { ConsolePage } from '../../kit/customPage';
import { typeDesignerMessages } from './messages';
import { typeDesignerRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const typeDesignerPage: ConsolePage = {
  id: 'typeDesigner',
  routes: typeDesignerRoutes,
  messages: typeDesignerMessages,
};
