import type { ConsolePage } from '../../kit/customPage';
import { adServerRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const adServerPage: ConsolePage = {
  id: 'adserver',
  routes: adServerRoutes,
};
