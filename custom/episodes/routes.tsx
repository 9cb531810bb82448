import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { EPISODE_PATHS } from './paths';

const EpisodeSortPage = lazy(() =>
  import('./EpisodeSortPage').then((m) => ({ default: m.EpisodeSortPage })),
);

/** A season's episode sorting page: updating datastore items. */
export const episodeRoutes: readonly CustomPageRoute[] = [
  {
    path: EPISODE_PATHS.sort,
    resource: 'cp_datastore',
    action: 'update',
    element: <EpisodeSortPage />,
  },
];
