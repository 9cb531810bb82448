import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { EPG_PATHS } from './paths';

const EpgPage = lazy(() => import('./EpgPage').then((m) => ({ default: m.EpgPage })));
const AiringEditorPage = lazy(() =>
  import('./AiringEditorPage').then((m) => ({ default: m.AiringEditorPage })),
);

/** The EPG page (spec section 2: `/apps/:product?/live/epg`, 'EPG') and its airing editor, on the epg page resource. */
export const epgRoutes: readonly CustomPageRoute[] = [
  { path: EPG_PATHS.guide, resource: 'epg', element: <EpgPage /> },
  { path: EPG_PATHS.airing, resource: 'epg', element: <AiringEditorPage /> },
];
