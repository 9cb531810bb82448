import { FULL_CONTENT_ACTIONS } from '../permissions/actions';
import { can } from '../permissions/permissionsFor';

/**
 * The page whose permissions govern the type designer. Catalogue types are configuration of the
 * console: the designer is for those with full rights on app configuration (section 6: the
 * super-admin roles, operations_admin, mops_super_admin and appconfig_admin), not for those who
 * only view it (service_admin) or create without delete (creator, approver).
 */
export const TYPE_DESIGNER_PAGE = 'cp_appconfig' as const;

/**
 * What the designer needs on {@link TYPE_DESIGNER_PAGE}: every action. The service's routes, the
 * console's menu entry and the console's route all ask for this one rule.
 */
export const TYPE_DESIGNER_ACTIONS = FULL_CONTENT_ACTIONS;

/** Whether a user may list, design, publish, export and import catalogue types. */
export function canDesignTypes(user: { roles: readonly string[] }): boolean {
  return TYPE_DESIGNER_ACTIONS.every((action) => can(user, action, TYPE_DESIGNER_PAGE));
}
