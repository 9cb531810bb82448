import type { ConsolePage } from '../../kit/customPage';
import { policyMessages } from './messages';
import { policyRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const policyPage: ConsolePage = {
  id: 'policy',
  routes: policyRoutes,
  messages: policyMessages,
};
