import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { TYPE_DESIGNER_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/typeDesigner/page.json');

const TypeListPage = lazy(() =>
  import('./TypeListPage').then((m) => ({ default: m.TypeListPage })),
);
const TypeDesignerPage = lazy(() =>
  import('./TypeDesignerPage').then((m) => ({ default: m.TypeDesignerPage })),
);

/**
 * The type designer's routes: the list, a new type and a type's page. Each asks for the
 * designer's one rule (every action on app configuration), as its menu entry and the service do.
 */
export const typeDesignerRoutes: readonly CustomPageRoute[] = [
  TYPE_DESIGNER_PATHS.list,
  TYPE_DESIGNER_PATHS.add,
  TYPE_DESIGNER_PATHS.edit,
].map((path) => ({
  path,
  ...ACCESS,
  element: path === TYPE_DESIGNER_PATHS.list ? <TypeListPage /> : <TypeDesignerPage />,
}));
