import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { AD_TAG_PATHS } from './paths';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';

const AdTagListPage = lazy(() =>
  import('./AdTagListPage').then((m) => ({ default: m.AdTagListPage })),
);
const AdTagCreatePage = lazy(() =>
  import('./AdTagEditorPage').then((m) => ({ default: m.AdTagCreatePage })),
);
const AdTagEditPage = lazy(() =>
  import('./AdTagEditorPage').then((m) => ({ default: m.AdTagEditPage })),
);

/**
 * Ad Tag Configurations' routes, on the cp_adconfig page: the list, the add page (create
 * permission) and a tag's page (read-only until Edit). 'add' is a static segment, so
 * react-router ranks it above ':tagId'.
 */
export const adTagRoutes: readonly CustomPageRoute[] = [
  { path: AD_TAG_PATHS.list, resource: PAGE_PERMISSIONS.adConfig, element: <AdTagListPage /> },
  {
    path: AD_TAG_PATHS.add,
    resource: PAGE_PERMISSIONS.adConfig,
    action: 'create',
    element: <AdTagCreatePage />,
  },
  { path: AD_TAG_PATHS.edit, resource: PAGE_PERMISSIONS.adConfig, element: <AdTagEditPage /> },
];
