import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { POLICY_PATHS } from './paths';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';

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
  { path: POLICY_PATHS.list, resource: PAGE_PERMISSIONS.policy, element: <PolicyListPage /> },
  {
    path: POLICY_PATHS.add,
    resource: PAGE_PERMISSIONS.policy,
    action: 'create',
    element: <PolicyCreatePage />,
  },
  { path: POLICY_PATHS.edit, resource: PAGE_PERMISSIONS.policy, element: <PolicyEditPage /> },
];
