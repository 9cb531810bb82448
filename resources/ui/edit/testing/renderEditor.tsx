import type { ReactNode } from 'react';
import type { ConsoleDataProvider } from '../../../../dataProvider/types';
import {
  authAs,
  renderInAdmin,
  strictI18nProvider,
  type RenderInAdminOptions,
} from '../../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../../testing/uiMessages';

/**
 * Renders console screens at `url` through kit's harness (a data router, so the unsaved-changes
 * blocker works), with the generic screens' English messages (a missing key fails the test), the
 * given provider and react-admin's notifications. `routes` maps route patterns to elements, e.g.
 * `{'/apps/vod/:resourceType/:contentId': <ResourceEditPage area="vod" />}`; `currentPath()` is
 * where the router is now. `options` adds the signed-in user (`authProvider`) or the product.
 */
export function renderAt(
  url: string,
  routes: Record<string, ReactNode>,
  dataProvider: ConsoleDataProvider,
  options: Pick<RenderInAdminOptions, 'authProvider' | 'product'> = {},
) {
  let pathname = url;
  const view = renderInAdmin(null, {
    path: url,
    routes,
    dataProvider,
    i18nProvider: strictI18nProvider(...UI_ENGLISH),
    notifications: true,
    ...options,
    onLocation: (path) => {
      pathname = path;
    },
  });
  return { ...view, currentPath: () => pathname };
}

/**
 * Signed in as 'me' (uid u-me, full name Me) with `roles` and no product claim, outside any
 * product: the user the editor's tests open it as (`renderAt`'s options).
 */
export function asMe(roles: string[]): Pick<RenderInAdminOptions, 'authProvider' | 'product'> {
  return {
    authProvider: authAs(roles, 'u-me', { username: 'me', fullName: 'Me' }),
    product: { product: undefined },
  };
}
