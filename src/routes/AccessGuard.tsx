import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import type { Action } from '../../domain/permissions/actions';
import type { PageResource } from '../../domain/permissions/pages';
import { can } from '../../domain/permissions/permissionsFor';
import { accessGuardDecision } from '../../domain/permissions/routeAccess';
import { useGrants } from '../../authProvider/useGrants';
import { AccessDeniedPage } from './AccessDeniedPage';
import { loginRedirectUrl, rolesViewing } from './routeAccess';
import { forgetStoredRedirect, readStoredRedirect, storeRedirect } from './storedRedirect';

export interface AccessGuardProps {
  /** The page the route shows; undefined for pages open to everyone (profile, errors). */
  resource?: PageResource | undefined;
  /**
   * What the route does on its page beyond viewing it (the create page: 'create'). A user who
   * views the page but may not do this is refused, as one without view is.
   */
  action?: Action | undefined;
  /** Several actions the route needs on its page, each of them (the type designer's: all). */
  actions?: readonly Action[] | undefined;
  children: ReactNode;
}

/**
 * The access guard of spec section 4 around one route: a user without any role goes to
 * `/login?returnTo=<path>`; a user with a role who fails the route (no view on its page, or not
 * the route's `action`) goes to the path stored when they were sent to login (once), else sees
 * the access-denied page in place of the route ('You do not have access to <page>', with a way
 * back) rather than a silent redirect to the dashboard. The dashboard itself is open to everyone.
 */
export function AccessGuard({ resource, action = 'view', actions, children }: AccessGuardProps) {
  const grants = useGrants();
  const { pathname, search } = useLocation();
  if (grants === undefined) return null;
  const path = `${pathname}${search}`;
  const storedRedirect = readStoredRedirect();
  const decision = accessGuardDecision({
    userRoles: grants.roles,
    userPermissions: grants.permissions,
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
        [action, ...(actions ?? [])].some((needed) => !can(grants, needed, resource))
      )
        return <AccessDeniedPage resource={resource} />;
      return <>{children}</>;
    case 'login':
      storeRedirect(decision.returnTo);
      return <Navigate to={loginRedirectUrl(decision.returnTo)} replace />;
    case 'redirect':
      forgetStoredRedirect();
      return <Navigate to={decision.to} replace />;
    case 'dashboard':
      return <AccessDeniedPage resource={resource} />;
  }
}
