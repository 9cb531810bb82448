import type { Action } from '../../../domain/permissions/actions';
import type { PageResource } from '../../../domain/permissions/pages';
import { usePermission } from '../../../authProvider/usePermission';
import { BULK_STATUS_ACTIONS } from './bulkStatusActions';
import type { BulkStatusAction } from './bulkStatusActions';

/**
 * The bulk status changes the user may make on a list's page resource: each needs its own
 * permission (publish, archive, delete; restoring to draft is an update).
 */
export function useAllowedBulkActions(resource: PageResource): BulkStatusAction[] {
  const held: Partial<Record<Action, boolean>> = {
    publish: usePermission('publish', resource),
    archive: usePermission('archive', resource),
    delete: usePermission('delete', resource),
    update: usePermission('update', resource),
  };
  return BULK_STATUS_ACTIONS.filter((action) => held[action.permission] === true);
}
