import type { ReactElement } from 'react';
import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceTypeInfo } from '../../dataProvider/types';
import { Dashboard } from '../dashboard/Dashboard';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ProfilePage, ResourceCreatePage, ResourceEditPage, ResourceListPage } from './lazyPages';
import { AccessGuard } from './AccessGuard';
import { DASHBOARD_PATH, NOT_FOUND_PATH } from './routeAccess';
import { TypeRouteGuard } from './TypeRouteGuard';
import { CUSTOM_PAGE_ROUTES } from './customPages';
import { templateRoutes } from './templateRoutes';

type Area = ResourceTypeInfo['area'];

/** List, create and edit routes of one catalogue area (live has the optional channel type). */
function areaRoutes(
  area: Area,
  types: readonly ResourceTypeInfo[],
  serverSavedFilters: boolean,
): ReactElement[] {
  const base = `/apps/:product?/${area}/:resourceType`;
  const item = area === 'live' ? `${base}/:channelType?` : base;
  const guarded = (page: ReactElement, action?: 'create') => (
    <TypeRouteGuard area={area} types={types} action={action}>
      {page}
    </TypeRouteGuard>
  );
  return [
    <Route
      key={`${area}-list`}
      path={base}
      element={guarded(<ResourceListPage area={area} serverSavedFilters={serverSavedFilters} />)}
    />,
    <Route
      key={`${area}-add`}
      path={`${item}/add`}
      element={guarded(<ResourceCreatePage area={area} />, 'create')}
    />,
    <Route
      key={`${area}-edit`}
      path={`${item}/:contentId`}
      element={guarded(<ResourceEditPage area={area} />)}
    />,
  ];
}

/**
 * Every route of CONSOLE.md (spec section 2) for `<CustomRoutes>` inside the layout: the root
 * and the dashboard, the catalogue areas (optional '/apps/:product?/' prefix), the profile, the
 * 404 page and the leftover template routes. Each content route sits behind the access guard.
 */
export function consoleRoutes(
  types: readonly ResourceTypeInfo[],
  options: { serverSavedFilters: boolean },
): ReactElement[] {
  return [
    <Route key="root" path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />,
    <Route
      key="dashboard"
      path="/apps/:product?/dashboards/project"
      element={
        <AccessGuard resource="dashboard">
          <Dashboard />
        </AccessGuard>
      }
    />,
    ...areaRoutes('vod', types, options.serverSavedFilters),
    ...areaRoutes('live', types, options.serverSavedFilters),
    ...areaRoutes('assets', types, options.serverSavedFilters),
    ...areaRoutes('syndication', types, options.serverSavedFilters),
    // The bespoke pages (custom/<page>/routes.tsx), each behind the guard of its page resource.
    ...CUSTOM_PAGE_ROUTES.map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          <AccessGuard resource={route.resource} action={route.action} actions={route.actions}>
            {route.element}
          </AccessGuard>
        }
      />
    )),
    <Route key="profile" path="/pages/profile" element={<ProfilePage />} />,
    <Route key="not-found" path={NOT_FOUND_PATH} element={<NotFoundPage />} />,
    // Section 2's leftover template pages: a real page or a redirect each.
    ...templateRoutes(),
  ];
}

/** react-admin's `catchAll`: unknown paths go to the 404 page (spec section 2). */
export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
