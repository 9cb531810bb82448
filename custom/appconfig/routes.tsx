import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { CONFIG_PATHS } from './paths';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';

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
  { path: CONFIG_PATHS.list, resource: PAGE_PERMISSIONS.appConfig, element: <ConfigListPage /> },
  {
    path: CONFIG_PATHS.add,
    resource: PAGE_PERMISSIONS.appConfig,
    action: 'create',
    element: <ConfigCreatePage />,
  },
  { path: CONFIG_PATHS.edit, resource: PAGE_PERMISSIONS.appConfig, element: <ConfigEditPage /> },
];
