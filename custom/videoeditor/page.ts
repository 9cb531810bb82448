import type { ConsolePage } from '../../kit/customPage';
import { videoEditorRoutes } from './routes';

/** The page's manifest: its routes (its messages: `messages.ts`). */
export const videoEditorPage: ConsolePage = {
  id: 'videoeditor',
  routes: videoEditorRoutes,
};
