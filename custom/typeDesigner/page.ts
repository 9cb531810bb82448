import type { ConsolePage } from '../../kit/customPage';
import { typeDesignerRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const typeDesignerPage: ConsolePage = {
  id: 'typeDesigner',
  routes: typeDesignerRoutes,
};
