import type { Action } from '../domain/permissions/actions';
import type { PageResource } from '../domain/permissions/pages';
import { can } from '../domain/permissions/permissionsFor';
import { useTokenPermissions } from './permissionToken';
import { useIdentity } from './useIdentity';

/**
 * Whether the signed-in user may perform `action` on a page of section 6: the permissions of the
 * requesting party token when the console holds one that names its pages (permissionToken.ts),
 * else the role tables of domain/permissions over the identity's roles — the same answer as
 * `authProvider.canAccess`, and in embedded mode as the server. False while the identity loads.
 */
export function usePermission(action: Action, resource: PageResource): boolean {
  const identity = useIdentity();
  const tokenPermissions = useTokenPermissions();
  if (identity === undefined) return false;
  if (tokenPermissions !== undefined) return tokenPermissions.get(resource)?.has(action) ?? false;
  return can({ roles: identity.roles }, action, resource);
}
