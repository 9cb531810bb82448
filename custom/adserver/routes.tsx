import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { AD_SERVER_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/adserver/page.json');

const AttributeListPage = lazy(() =>
  import('./AttributeListPage').then((m) => ({ default: m.AttributeListPage })),
);
const AttributeCreatePage = lazy(() =>
  import('./AttributeEditorPage').then((m) => ({ default: m.AttributeCreatePage })),
);
const AttributeEditPage = lazy(() =>
  import('./AttributeEditorPage').then((m) => ({ default: m.AttributeEditPage })),
);
const LoadPolicyPage = lazy(() =>
  import('./LoadPolicyPage').then((m) => ({ default: m.LoadPolicyPage })),
);

/**
 * Ad Server Attributes and ad load policies, on the cp_adconfig page: the list, the add page
 * (create permission), an attribute's page, and the load policies. 'add' is a static segment, so
 * react-router ranks it above ':attributeId'.
 */
export const adServerRoutes: readonly CustomPageRoute[] = [
  {
    path: AD_SERVER_PATHS.list,
    ...ACCESS,
    element: <AttributeListPage />,
  },
  {
    path: AD_SERVER_PATHS.add,
    ...ACCESS,
    action: 'create',
    element: <AttributeCreatePage />,
  },
  {
    path: AD_SERVER_PATHS.edit,
    ...ACCESS,
    element: <AttributeEditPage />,
  },
  {
    path: AD_SERVER_PATHS.loadPolicies,
    ...ACCESS,
    element: <LoadPolicyPage />,
  },
];
