import type { PageResource } from './pages';
import { can, type Permissions } from './permissionsFor';
import { rolesFromRealmRoles } from './roles';

/**
 * Section 5's route rule: an unrestricted route (no list) is open to all; an
 * empty list is open only to a user with no roles (the login and error pages
 * a role-less user must still reach); otherwise the user needs one of the
 * permitted roles. offline_access and uma_authorization are not counted as
 * roles, as section 6 drops them.
 */
export function canAccessRoute(
  userRoles: readonly string[],
  permittedRoles: readonly string[] | undefined,
): boolean {
  if (permittedRoles === undefined) return true;
  const roles = rolesFromRealmRoles(userRoles);
  if (permittedRoles.length === 0) return roles.length === 0;
  return permittedRoles.some((role) => roles.includes(role));
}

/** Where the access guard sends the user; see {@link accessGuardDecision}. */
export type AccessGuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; returnTo: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'dashboard' };

/** What the access guard knows about the navigation it is judging. */
export interface AccessGuardInput {
  /** The user's roles (realm roles; technical ones are ignored). */
  userRoles: readonly string[];
  /**
   * The requesting party token's permissions, when the console holds one: they decide who views
   * the route's page in place of the roles the route admits (a role-less user still signs in).
   */
  userPermissions?: Permissions | undefined;
  /** The page the route shows, when it shows one of section 6's pages. */
  routeResource?: PageResource | undefined;
  /** The roles the route admits; undefined means unrestricted. */
  permittedRoles?: readonly string[] | undefined;
  /** The path being opened, kept so that login can return to it. */
  path: string;
  /** Where the user was headed before being sent elsewhere, if remembered. */
  storedRedirect?: string | undefined;
}

/**
 * Section 4's access guard. A route whose permitted roles the user fails
 * sends a role-less user to login carrying the path to return to, and a user
 * with roles to the stored redirect or else home (the dashboard, since the
 * root redirects there); a stored redirect equal to the current path is
 * ignored so the guard cannot loop. A route the user may enter but whose page
 * they cannot view sends them to the dashboard, which every role views.
 */
export function accessGuardDecision(input: AccessGuardInput): AccessGuardDecision {
  const roles = rolesFromRealmRoles(input.userRoles);
  const grants = { roles, permissions: input.userPermissions };
  const byToken = input.userPermissions !== undefined && roles.length > 0;
  const entered = byToken
    ? input.permittedRoles === undefined ||
      input.routeResource === undefined ||
      can(grants, 'view', input.routeResource)
    : canAccessRoute(roles, input.permittedRoles);
  if (!entered) {
    if (roles.length === 0) return { kind: 'login', returnTo: input.path };
    const to = input.storedRedirect;
    return to !== undefined && to !== '' && to !== input.path
      ? { kind: 'redirect', to }
      : { kind: 'dashboard' };
  }
  if (input.routeResource !== undefined && !can(grants, 'view', input.routeResource)) {
    return { kind: 'dashboard' };
  }
  return { kind: 'allow' };
}
