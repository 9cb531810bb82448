import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import type { LiveEventPanels } from './LiveEventsSection';
import { EPG_PATHS } from './paths';

const EpgPage = lazy(() => import('./EpgPage').then((m) => ({ default: m.EpgPage })));
const AiringEditorPage = lazy(() =>
  import('./AiringEditorPage').then((m) => ({ default: m.AiringEditorPage })),
);

/**
 * The EPG page (spec section 2: `/apps/:product?/live/epg`, 'EPG') and its airing editor, on the
 * epg page resource; `panels` are the live event panels its Live events section opens.
 */
export function epgRoutes(panels: LiveEventPanels): readonly CustomPageRoute[] {
  return [
    { path: EPG_PATHS.guide, resource: 'epg', element: <EpgPage panels={panels} /> },
    { path: EPG_PATHS.airing, resource: 'epg', element: <AiringEditorPage /> },
  ];
}
