import type { ConsolePage } from '../../kit/customPage';
import { policyRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const policyPage: ConsolePage = {
  id: 'policy',
  routes: policyRoutes,
};
