import type { Action } from '../domain/permissions/actions';
import type { PageResource } from '../domain/permissions/pages';
import { can } from '../domain/permissions/permissionsFor';
import { useIdentity } from './useIdentity';

/**
 * Whether the signed-in user may perform `action` on a page of section 6: the role tables of
 * domain/permissions over the identity's roles, the same answer as `authProvider.canAccess` and
 * the server. False while the identity loads.
 */
export function usePermission(action: Action, resource: PageResource): boolean {
  const identity = useIdentity();
  return identity !== undefined && can({ roles: identity.roles }, action, resource);
}
