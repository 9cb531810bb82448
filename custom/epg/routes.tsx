import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import type { LiveEventPanels } from './LiveEventsSection';
import { EPG_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/epg/page.json');

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
    { path: EPG_PATHS.guide, ...ACCESS, element: <EpgPage panels={panels} /> },
    { path: EPG_PATHS.airing, ...ACCESS, element: <AiringEditorPage /> },
  ];
}
