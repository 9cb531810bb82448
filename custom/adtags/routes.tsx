import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { AD_TAG_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/adtags/page.json');

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
  { path: AD_TAG_PATHS.list, ...ACCESS, element: <AdTagListPage /> },
  {
    path: AD_TAG_PATHS.add,
    ...ACCESS,
    action: 'create',
    element: <AdTagCreatePage />,
  },
  { path: AD_TAG_PATHS.edit, ...ACCESS, element: <AdTagEditPage /> },
];
