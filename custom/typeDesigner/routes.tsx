import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { TYPE_DESIGNER_ACTIONS, TYPE_DESIGNER_PAGE } from '../../domain/typeDesigner/permission';
import { TYPE_DESIGNER_PATHS } from './paths';

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
  resource: TYPE_DESIGNER_PAGE,
  actions: TYPE_DESIGNER_ACTIONS,
  element: path === TYPE_DESIGNER_PATHS.list ? <TypeListPage /> : <TypeDesignerPage />,
}));
