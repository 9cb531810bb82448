import { FULL_CONTENT_ACTIONS } from '../permissions/actions';
import { can } from '../permissions/permissionsFor';

/**
 * The page whose permissions govern the type designer. Catalogue types are configuration of the
 * console: the designer is for those with full rights on app configuration (section 6: the
 * super-admin roles, operations_admin, mops_super_admin and appconfig_admin), not for those who
 * only view it (service_admin) or create without delete (creator, approver).
 */
export const TYPE_DESIGNER_PAGE = 'cp_appconfig' as const;

/** Whether a user may list, design, publish, export and import catalogue types. */
export function canDesignTypes(user: { roles: readonly string[] }): boolean {
  return FULL_CONTENT_ACTIONS.every((action) => can(user, action, TYPE_DESIGNER_PAGE));
}
