import type { ReactElement } from 'react';
import type { Action } from '../domain/permissions/actions';
import type { PageResource } from '../domain/permissions/pages';

/**
 * One route of a bespoke page (`custom/<page>/routes.tsx`): the composition root mounts it under
 * the layout behind the access guard of its page resource (view, or `action` when the route does
 * more, like an add page's 'create'; `actions` when it needs several, each of them).
 */
export interface CustomPageRoute {
  path: string;
  resource: PageResource;
  action?: Action;
  actions?: readonly Action[];
  element: ReactElement;
}
