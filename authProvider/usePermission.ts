import type { Action } from '../domain/permissions/actions';
import type { PageResource } from '../domain/permissions/pages';
import { can } from '../domain/permissions/permissionsFor';
import { useGrants } from './useGrants';

/**
 * Whether the signed-in user may perform `action` on a page of section 6, by what decides for
 * them (useGrants: the requesting party token's permissions, else the role tables). False while
 * the identity loads.
 */
export function usePermission(action: Action, resource: PageResource): boolean {
  const grants = useGrants();
  return grants !== undefined && can(grants, action, resource);
}
