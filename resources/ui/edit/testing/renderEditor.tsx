import type { ReactNode } from 'react';
import type { ConsoleDataProvider } from '../../../../dataProvider/types';
import { renderInAdmin, strictI18nProvider } from '../../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../../testing/uiMessages';

/**
 * Renders console screens at `url` through kit's harness (a data router, so the unsaved-changes
 * blocker works), with the generic screens' English messages (a missing key fails the test), the
 * given provider and react-admin's notifications. `routes` maps route patterns to elements, e.g.
 * `{'/apps/vod/:resourceType/:contentId': <ResourceEditPage area="vod" />}`; `currentPath()` is
 * where the router is now.
 */
export function renderAt(
  url: string,
  routes: Record<string, ReactNode>,
  dataProvider: ConsoleDataProvider,
) {
  let pathname = url;
  const view = renderInAdmin(null, {
    path: url,
    routes,
    dataProvider,
    i18nProvider: strictI18nProvider(...UI_ENGLISH),
    notifications: true,
    onLocation: (path) => {
      pathname = path;
    },
  });
  return { ...view, currentPath: () => pathname };
}
