import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { VIDEO_EDITOR_ACCESS, VIDEO_EDITOR_PATH } from './paths';

const VideoEditorPage = lazy(() =>
  import('./VideoEditorPage').then((m) => ({ default: m.VideoEditorPage })),
);

/**
 * The video editor (spec section 2), behind VIDEO_EDITOR_ACCESS (view on the VOD datastore's
 * page): whoever views VOD plays here; cutting needs create there (checked in the page, and by the
 * playback service).
 */
export const videoEditorRoutes: readonly CustomPageRoute[] = [
  {
    path: VIDEO_EDITOR_PATH,
    ...VIDEO_EDITOR_ACCESS,
    element: <VideoEditorPage />,
  },
];
