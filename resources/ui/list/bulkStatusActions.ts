import type { Action } from '../../../domain/permissions/actions';

/** A status change offered on the selected rows of a list. */
export interface BulkStatusAction {
  id: 'publish' | 'archive' | 'delete' | 'restore';
  /** The status the items get. */
  status: string;
  /** The permission it needs on the list's page resource. */
  permission: Action;
  /** Destructive changes are confirmed first. */
  confirm: boolean;
}

/** The bulk status changes, in the order shown: Publish, Archive, Delete, Restore to draft. */
export const BULK_STATUS_ACTIONS: readonly BulkStatusAction[] = [
  { id: 'publish', status: 'published', permission: 'publish', confirm: false },
  { id: 'archive', status: 'archived', permission: 'archive', confirm: true },
  { id: 'delete', status: 'deleted', permission: 'delete', confirm: true },
  { id: 'restore', status: 'draft', permission: 'update', confirm: false },
];
