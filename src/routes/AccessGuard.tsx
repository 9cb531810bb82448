import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import type { Action } from '../../domain/permissions/actions';
import type { PageResource } from '../../domain/permissions/pages';
import { can } from '../../domain/permissions/permissionsFor';
import { accessGuardDecision } from '../../domain/permissions/routeAccess';
import { useIdentity } from '../../authProvider/useIdentity';
import { DASHBOARD_PATH, loginRedirectUrl, rolesViewing } from './routeAccess';
import { forgetStoredRedirect, readStoredRedirect, storeRedirect } from './storedRedirect';

export interface AccessGuardProps {
  /** The page the route shows; undefined for pages open to everyone (profile, errors). */
  resource?: PageResource | undefined;
  /**
   * What the route does on its page beyond viewing it (the create page: 'create'). A user who
   * views the page but may not do this goes to the dashboard, as one without view does.
   */
  action?: Action | undefined;
  children: ReactNode;
}

/**
 * The access guard of spec section 4 around one route: a user without view on the route's page
 * goes to the dashboard; a user without any role goes to `/login?returnTo=<path>`. The dashboard
 * itself is open to everyone (every role views it). A route that needs more than view (`action`)
 * sends a user lacking it to the dashboard too. The path a role-less user was headed to is stored;
 * a user with a role who fails a route goes to that stored redirect (once), else to the dashboard.
 */
export function AccessGuard({ resource, action = 'view', children }: AccessGuardProps) {
  const identity = useIdentity();
  const { pathname, search } = useLocation();
  if (identity === undefined) return null;
  const path = `${pathname}${search}`;
  const storedRedirect = readStoredRedirect();
  const decision = accessGuardDecision({
    userRoles: identity.roles,
    routeResource: resource,
    permittedRoles:
      resource === undefined || resource === 'dashboard' ? undefined : rolesViewing(resource),
    path,
    storedRedirect,
  });
  switch (decision.kind) {
    case 'allow':
      if (storedRedirect === path) forgetStoredRedirect();
      if (
        resource !== undefined &&
        action !== 'view' &&
        !can({ roles: identity.roles }, action, resource)
      )
        return <Navigate to={DASHBOARD_PATH} replace />;
      return <>{children}</>;
    case 'login':
      storeRedirect(decision.returnTo);
      return <Navigate to={loginRedirectUrl(decision.returnTo)} replace />;
    case 'redirect':
      forgetStoredRedirect();
      return <Navigate to={decision.to} replace />;
    case 'dashboard':
      return <Navigate to={DASHBOARD_PATH} replace />;
  }
}
