import type { ConsolePage } from '../../kit/customPage';
import { attributeRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const attributesPage: ConsolePage = {
  id: 'attributes',
  routes: attributeRoutes,
};
