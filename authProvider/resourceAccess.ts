import type { Action } from '../domain/permissions/actions';
import { isAction } from '../domain/permissions/actions';
import type { PageResource } from '../domain/permissions/pages';
import { isPageResource } from '../domain/permissions/pages';
import { can } from '../domain/permissions/permissionsFor';
import type { Permissions } from '../domain/permissions/permissionsFor';

/** react-admin's own action names, read as the platform's actions (section 6). */
const REACT_ADMIN_ACTIONS: Readonly<Record<string, Action>> = {
  list: 'view',
  show: 'view',
  export: 'view',
  edit: 'update',
  clone: 'create',
};

/** Finds the page a catalogue type belongs to (from its list declaration), if it is one. */
export type PageOfType = (type: string) => PageResource | undefined;

/**
 * Whether roles allow an action on a resource, as `authProvider.canAccess` answers it: the
 * resource is a page of section 6 or a catalogue type (read as its page); the action is one of
 * section 6's or one of react-admin's (list/show/export = view, edit = update, clone = create).
 * Anything unknown is refused, never silently granted. `tokenPermissions` (a requesting party
 * token's, see permissionToken.ts), when given, answer instead of the role tables.
 */
export function canAccessResource(
  roles: readonly string[],
  action: string,
  resource: string,
  pageOfType: PageOfType,
  tokenPermissions?: Permissions,
): boolean {
  const page = isPageResource(resource) ? resource : pageOfType(resource);
  const platformAction = isAction(action) ? action : REACT_ADMIN_ACTIONS[action];
  if (page === undefined || platformAction === undefined) return false;
  if (tokenPermissions !== undefined)
    return tokenPermissions.get(page)?.has(platformAction) ?? false;
  return can({ roles }, platformAction, page);
}
