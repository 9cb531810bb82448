import type { ConsolePage } from '../../kit/customPage';
import { videoEditorMessages } from './messages';
import { videoEditorRoutes } from './routes';

/** The page's manifest: its routes and its messages. */
export const videoEditorPage: ConsolePage = {
  id: 'videoeditor',
  routes: videoEditorRoutes,
  messages: videoEditorMessages,
};
