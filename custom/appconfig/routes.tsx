import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { CONFIG_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/appconfig/page.json');

const ConfigListPage = lazy(() =>
  import('./ConfigListPage').then((m) => ({ default: m.ConfigListPage })),
);
const ConfigCreatePage = lazy(() =>
  import('./ConfigEditorPage').then((m) => ({ default: m.ConfigCreatePage })),
);
const ConfigEditPage = lazy(() =>
  import('./ConfigEditorPage').then((m) => ({ default: m.ConfigEditPage })),
);

/**
 * App Configuration's routes, on the cp_appconfig page: the list, the add page (create
 * permission) and a configuration's page (read-only until Edit). 'list' and 'add' are static
 * segments, so react-router ranks them above ':configId'.
 */
export const appConfigRoutes: readonly CustomPageRoute[] = [
  { path: CONFIG_PATHS.list, ...ACCESS, element: <ConfigListPage /> },
  {
    path: CONFIG_PATHS.add,
    ...ACCESS,
    action: 'create',
    element: <ConfigCreatePage />,
  },
  { path: CONFIG_PATHS.edit, ...ACCESS, element: <ConfigEditPage /> },
];
