import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { EPISODE_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/episodes/page.json');

const EpisodeSortPage = lazy(() =>
  import('./EpisodeSortPage').then((m) => ({ default: m.EpisodeSortPage })),
);

/** A season's episode sorting page: updating datastore items. */
export const episodeRoutes: readonly CustomPageRoute[] = [
  {
    path: EPISODE_PATHS.sort,
    ...ACCESS,
    action: 'update',
    element: <EpisodeSortPage />,
  },
];
