import type { Grants } from '../domain/permissions/permissionsFor';
import { useTokenPermissions } from './permissionToken';
import { useIdentity } from './useIdentity';

/**
 * What decides for the signed-in user: the permissions of the requesting party token when the
 * console holds one that names its pages (permissionToken.ts), else the role tables of
 * domain/permissions over the identity's roles — the same answer as `authProvider.canAccess`, and
 * in embedded mode as the server. Every way to a page (menu, route guard, dashboard counts,
 * buttons) reads it. Undefined while the identity loads.
 */
export function useGrants(): Grants | undefined {
  const identity = useIdentity();
  const permissions = useTokenPermissions();
  if (identity === undefined) return undefined;
  return { roles: identity.roles, permissions };
}
