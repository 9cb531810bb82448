import type { ConsolePage } from '../../kit/customPage';

/** The page's manifest: no route of its own (its panels open on items' edit pages; its messages: `messages.ts`). */
export const mediaOpsPage: ConsolePage = {
  id: 'mediaops',
  routes: [],
};
