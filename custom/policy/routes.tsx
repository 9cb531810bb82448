import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { POLICY_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/policy/page.json');

const PolicyListPage = lazy(() =>
  import('./PolicyListPage').then((m) => ({ default: m.PolicyListPage })),
);
const PolicyCreatePage = lazy(() =>
  import('./PolicyEditorPage').then((m) => ({ default: m.PolicyCreatePage })),
);
const PolicyEditPage = lazy(() =>
  import('./PolicyEditorPage').then((m) => ({ default: m.PolicyEditPage })),
);

/**
 * The policy pages' routes, on the cp_policymgmt page: the list, the create page (create
 * permission) and the edit page (read-only until Edit). 'add' is a static segment, so react-router
 * ranks it above ':policyId'.
 */
export const policyRoutes: readonly CustomPageRoute[] = [
  { path: POLICY_PATHS.list, ...ACCESS, element: <PolicyListPage /> },
  {
    path: POLICY_PATHS.add,
    ...ACCESS,
    action: 'create',
    element: <PolicyCreatePage />,
  },
  { path: POLICY_PATHS.edit, ...ACCESS, element: <PolicyEditPage /> },
];
