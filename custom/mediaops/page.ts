import type { ConsolePage } from '../../kit/customPage';
import { mediaOpsMessages } from './messages';

/** The page's manifest: its messages (it has no route of its own: its panels open on items' edit pages). */
export const mediaOpsPage: ConsolePage = {
  id: 'mediaops',
  routes: [],
  messages: mediaOpsMessages,
};
