import { resourceForType } from '../../domain/navigation/catalogueTypes';
import type { PageResource } from '../../domain/permissions/pages';
import { can } from '../../domain/permissions/permissionsFor';
import { ROLE_NAMES } from '../../domain/permissions/roles';
import type { ResourceTypeInfo } from '../../dataProvider/types';

/** Where the root and the access guard send people: the dashboard route (spec section 2). */
export const DASHBOARD_PATH = '/apps/dashboards/project';
/** Where unknown paths go (spec section 2). */
export const NOT_FOUND_PATH = '/pages/errors/error-404';
/** The login-redirect page for role-less users (spec section 2). */
export const LOGIN_PATH = '/login';

/**
 * The roles a route showing `resource` admits: every role of section 6 that may view it. A route
 * declared this way sends a user without any role to login (section 4), and a user whose roles
 * lack view to the dashboard.
 */
export function rolesViewing(resource: PageResource): string[] {
  return ROLE_NAMES.filter((role) => can({ roles: [role] }, 'view', resource));
}

/** The page a catalogue type's routes show: its declaration's, else its area's default. */
export function pageOfType(
  types: readonly ResourceTypeInfo[],
  area: ResourceTypeInfo['area'],
  type: string | undefined,
): PageResource {
  const declared = type === undefined ? undefined : types.find((entry) => entry.type === type);
  return declared?.resource ?? resourceForType(area, type ?? '');
}

/** The login-redirect URL carrying the path to come back to. */
export function loginRedirectUrl(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}
