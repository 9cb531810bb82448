import { describe, expect, it } from 'vitest';
import { CONTENT_STATUSES, DRAFT_LIKE_STATUSES, isDraftLike } from './statuses';
import {
  FINAL_STATUSES,
  STATUS_TRANSITIONS,
  editorStatusActions,
  findStatusTransition,
  requestedStatus,
  statusActionSteps,
} from './statusTransitions';

/*
 * Written from the spec's words (section 4 'States and transitions', section 6 'Actions'):
 * - "Delete is an update setting the deleted status."
 * - "Update with pending status plus a submit/approval flag is followed by a second update to
 *   published."
 * - "Actions published, archived, purged, force-unlock each need their own permission."
 * - Actions: "delete/purge, archive, publish/unpublish" (one permission each pair).
 * - Catalogue items "are edited through versioned drafts and publication".
 */
describe('status transition table', () => {
  it('makes delete an update to the deleted status, taking the delete permission', () => {
    for (const from of ['published', 'draft', 'pending', 'archived'] as const) {
      expect(findStatusTransition(from, 'deleted')).toMatchObject({
        name: 'delete',
        permission: 'delete',
      });
    }
  });

  it('lets purge take the same permission as delete (delete/purge)', () => {
    expect(findStatusTransition('deleted', 'purged')).toMatchObject({
      name: 'purge',
      permission: 'delete',
    });
    expect(findStatusTransition('published', 'purged')?.permission).toBe('delete');
  });

  it('lets unpublish take the same permission as publish (publish/unpublish)', () => {
    expect(findStatusTransition('draft', 'published')).toMatchObject({
      name: 'publish',
      permission: 'publish',
    });
    expect(findStatusTransition('published', 'draft')).toMatchObject({
      name: 'unpublish',
      permission: 'publish',
    });
  });

  it('needs the archive permission to archive', () => {
    expect(findStatusTransition('published', 'archived')).toMatchObject({
      name: 'archive',
      permission: 'archive',
    });
  });

  it('submits for approval as pending with the approval flag, then a second update publishes', () => {
    const submit = findStatusTransition('draft', 'pending');
    expect(submit).toMatchObject({ name: 'submit', approval: true, permission: 'update' });
    expect(findStatusTransition('pending', 'published')).toMatchObject({
      name: 'publish',
      permission: 'publish',
      supersedesPublished: true,
    });
  });

  it('publishes a draft as one chained action: pending with the approval flag, then published', () => {
    for (const from of ['draft', 'pre-draft'] as const) {
      expect(statusActionSteps('publish', from)).toEqual([
        { status: 'pending', apr: true, permission: 'update' },
        { status: 'published', permission: 'publish' },
      ]);
    }
    // A submitted version is published by the second update alone (the approver's).
    expect(statusActionSteps('publish', 'pending')).toEqual([
      { status: 'published', permission: 'publish' },
    ]);
    // Each step is a move the table allows, from where the step before it left the version.
    for (const from of ['draft', 'pre-draft', 'pending'] as const) {
      let at: string = from;
      for (const step of statusActionSteps('publish', from)) {
        expect(findStatusTransition(at, step.status)?.permission).toBe(step.permission);
        at = step.status;
      }
    }
  });

  it('sends every other editor action as one update', () => {
    expect(statusActionSteps('submit', 'draft')).toEqual([
      { status: 'pending', apr: true, permission: 'update' },
    ]);
    expect(statusActionSteps('unpublish', 'published')).toEqual([
      { status: 'draft', permission: 'publish' },
    ]);
    expect(statusActionSteps('archive', 'draft')).toEqual([
      { status: 'archived', permission: 'archive' },
    ]);
    expect(statusActionSteps('purge', 'deleted')).toEqual([
      { status: 'purged', permission: 'delete' },
    ]);
  });

  it('edits a published version as a new draft beside it, refused while a draft stands', () => {
    expect(findStatusTransition('published', 'published')).toMatchObject({
      name: 'edit',
      newDraft: true,
      permission: 'update',
      refusedBesideActiveDraft: true,
    });
  });

  it('saves a draft in place with the update permission', () => {
    const save = findStatusTransition('draft', 'draft');
    expect(save).toMatchObject({ name: 'save', permission: 'update' });
    expect(save?.newDraft).toBeUndefined();
  });

  it('restores archived and deleted content to draft', () => {
    expect(findStatusTransition('archived', 'draft')?.name).toBe('restore');
    expect(findStatusTransition('deleted', 'draft')?.name).toBe('restore');
  });

  it('treats purged content as final: nothing moves it', () => {
    expect(FINAL_STATUSES).toEqual(['purged']);
    for (const to of CONTENT_STATUSES) expect(findStatusTransition('purged', to)).toBeUndefined();
  });

  it('decides every change between the other statuses, and knows no other status', () => {
    for (const from of CONTENT_STATUSES.filter((s) => s !== 'purged')) {
      for (const to of CONTENT_STATUSES) expect(findStatusTransition(from, to)).toBeDefined();
    }
    expect(findStatusTransition('draft', 'constructor')).toBeUndefined();
    expect(findStatusTransition('constructor', 'draft')).toBeUndefined();
  });

  it('offers editor buttons only for changes the table itself allows', () => {
    for (const { name, transition } of editorStatusActions()) {
      for (const from of transition.offeredFrom ?? []) {
        expect(
          findStatusTransition(from, requestedStatus(transition))?.name,
          `${name} from ${from}`,
        ).toBe(name);
      }
    }
    expect(editorStatusActions().map((action) => action.name)).toEqual([
      'publish',
      'unpublish',
      'submit',
      'restore',
      'archive',
      'delete',
      'purge',
    ]);
  });

  it('names each transition once', () => {
    const names = STATUS_TRANSITIONS.map((transition) => transition.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('draft-like statuses', () => {
  it('are draft, pre-draft (Processing) and pending (submitted)', () => {
    expect([...DRAFT_LIKE_STATUSES].sort()).toEqual(['draft', 'pending', 'pre-draft']);
    expect(isDraftLike('pending')).toBe(true);
    expect(isDraftLike('published')).toBe(false);
    expect(isDraftLike('archived')).toBe(false);
  });
});
