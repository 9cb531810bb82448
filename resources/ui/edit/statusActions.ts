import type { Action } from '../../../domain/permissions/actions';
import type { ContentStatus } from '../../../domain/statuses';

/** The status changes the editor offers (spec section 4: delete, archive, purge are updates too). */
export type StatusAction =
  'publish' | 'unpublish' | 'submit' | 'restore' | 'archive' | 'delete' | 'purge';

export interface StatusActionSpec {
  /** The status the update asks for (`meta.status`). */
  status: ContentStatus;
  /** The approval flag sent with a submission (`meta.apr`). */
  apr?: boolean;
  /** The permission it takes on the type's page (spec section 6: delete covers purge, publish covers unpublish). */
  permission: Action;
  /** Which success message follows: '{type} updated sucessfully!' or '{type} deleted sucessfully!'. */
  outcome: 'updated' | 'deleted';
  /** Whether the user confirms it in a dialog first. */
  confirm: boolean;
}

export const STATUS_ACTIONS: Readonly<Record<StatusAction, StatusActionSpec>> = {
  publish: { status: 'published', permission: 'publish', outcome: 'updated', confirm: false },
  unpublish: { status: 'draft', permission: 'publish', outcome: 'updated', confirm: true },
  submit: {
    status: 'pending',
    apr: true,
    permission: 'update',
    outcome: 'updated',
    confirm: false,
  },
  restore: { status: 'draft', permission: 'update', outcome: 'updated', confirm: true },
  archive: { status: 'archived', permission: 'archive', outcome: 'updated', confirm: true },
  delete: { status: 'deleted', permission: 'delete', outcome: 'deleted', confirm: true },
  purge: { status: 'purged', permission: 'delete', outcome: 'deleted', confirm: true },
};

/** What each status may turn into, following the server's transitions (purged is final). */
const BY_STATUS: Readonly<Record<string, readonly StatusAction[]>> = {
  published: ['unpublish', 'archive', 'delete', 'purge'],
  draft: ['publish', 'submit', 'archive', 'delete', 'purge'],
  'pre-draft': ['publish', 'submit', 'archive', 'delete', 'purge'],
  pending: ['publish', 'archive', 'delete', 'purge'],
  archived: ['restore', 'delete', 'purge'],
  deleted: ['restore', 'purge'],
  purged: [],
};

/**
 * The status actions to offer for a version in `status`, for a user who holds the permissions
 * `can` answers for. 'Submit for approval' is for those who may update but not publish; those
 * who may publish publish directly.
 */
export function availableStatusActions(
  status: string,
  can: (action: Action) => boolean,
): StatusAction[] {
  const candidates = Object.hasOwn(BY_STATUS, status) ? (BY_STATUS[status] ?? []) : [];
  return candidates.filter((action) => {
    if (action === 'submit') return can('update') && !can('publish');
    return can(STATUS_ACTIONS[action].permission);
  });
}
