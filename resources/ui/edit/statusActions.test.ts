// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../domain/permissions/actions';
import { availableStatusActions, STATUS_ACTIONS } from './statusActions';

const holding =
  (...actions: Action[]) =>
  (action: Action) =>
    actions.includes(action);

describe('availableStatusActions', () => {
  it('offers a full role everything a draft can become, but not a submission', () => {
    expect(
      availableStatusActions('draft', holding('update', 'publish', 'archive', 'delete')),
    ).toEqual(['publish', 'archive', 'delete', 'purge']);
  });

  it('offers submit for approval to a role that may update but not publish', () => {
    expect(availableStatusActions('draft', holding('view', 'create', 'update'))).toEqual([
      'submit',
    ]);
  });

  it('offers a viewer nothing', () => {
    expect(availableStatusActions('published', holding('view'))).toEqual([]);
  });

  it('unpublishes a published version and restores a deleted one', () => {
    expect(availableStatusActions('published', holding('update', 'publish'))).toEqual([
      'unpublish',
    ]);
    expect(availableStatusActions('deleted', holding('update', 'delete'))).toEqual([
      'restore',
      'purge',
    ]);
  });

  it('offers nothing for purged content or an unknown status', () => {
    expect(
      availableStatusActions('purged', holding('update', 'publish', 'archive', 'delete')),
    ).toEqual([]);
    expect(availableStatusActions('constructor', holding('update'))).toEqual([]);
  });

  it('asks the statuses of the spec and the approval flag for a submission', () => {
    expect(STATUS_ACTIONS.submit).toMatchObject({ status: 'pending', apr: true });
    expect(STATUS_ACTIONS.restore.status).toBe('draft');
    // A publish says so: '{type} published sucessfully!'.
    expect(STATUS_ACTIONS.publish.outcome).toBe('published');
    expect(STATUS_ACTIONS.purge).toMatchObject({
      status: 'purged',
      permission: 'delete',
      outcome: 'deleted',
    });
  });
});
