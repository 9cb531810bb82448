import type { Action } from './permissions/actions';
import { CONTENT_STATUSES, DRAFT_LIKE_STATUSES } from './statuses';
import type { ContentStatus } from './statuses';

/**
 * The status changes a catalogue item's current version can go through (spec sections 4 and 6),
 * by name: the server plans every update with this table and the editor offers its action
 * buttons from it.
 */
export type StatusTransitionName =
  /** A published version edited: a new draft version is written beside it. */
  | 'edit'
  /** A version saved in the status it has. */
  | 'save'
  | 'publish'
  | 'unpublish'
  /** Submitted for approval (pending, with the approval flag); a second update publishes. */
  | 'submit'
  /** An archived or deleted version back to draft. */
  | 'restore'
  /** Any other move between the draft-like statuses. */
  | 'redraft'
  | 'archive'
  | 'delete'
  | 'purge';

/** The transitions the editor shows as action buttons. */
export type EditorStatusAction = Extract<
  StatusTransitionName,
  'publish' | 'unpublish' | 'submit' | 'restore' | 'archive' | 'delete' | 'purge'
>;

export interface StatusTransition {
  name: StatusTransitionName;
  /** The statuses of the current version it starts from. */
  from: readonly ContentStatus[];
  /** The statuses it asks for ('same': the version's own); the editor's button asks the first. */
  to: readonly ContentStatus[] | 'same';
  /** The permission it takes on the type's page (spec section 6: delete covers purge, publish covers unpublish). */
  permission: Action;
  /** The editor offers it as a button from these statuses (none: it is no button). */
  offeredFrom?: readonly ContentStatus[];
  /** Written as a new draft version beside the current one instead of in place. */
  newDraft?: true;
  /** The item's current published version becomes history. */
  supersedesPublished?: true;
  /** Refused while another draft-like version of the item stands. */
  refusedBesideActiveDraft?: true;
  /** Sent with the approval flag (`apr: true`). */
  approval?: true;
  /**
   * The editor's button submits the version for approval first, when it may be submitted, then
   * asks for this (spec section 4: a pending update with the approval flag "is followed by a
   * second update to published").
   */
  submitsFirst?: true;
}

const EDITABLE = ['draft', 'pre-draft', 'pending', 'archived', 'deleted'] as const;
const DRAFTS = DRAFT_LIKE_STATUSES;
const DRAFT_OR_PROCESSING = ['draft', 'pre-draft'] as const;

/**
 * THE table: for a current version in status `from` asked to become `to`, the first entry that
 * matches decides. Purged content is in no `from`: it is final.
 */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  {
    name: 'edit',
    from: ['published'],
    to: ['published'],
    permission: 'update',
    newDraft: true,
    refusedBesideActiveDraft: true,
  },
  { name: 'save', from: EDITABLE, to: 'same', permission: 'update' },
  {
    name: 'publish',
    from: EDITABLE,
    to: ['published'],
    permission: 'publish',
    offeredFrom: DRAFTS,
    supersedesPublished: true,
    submitsFirst: true,
  },
  {
    name: 'unpublish',
    from: ['published'],
    to: ['draft', 'pre-draft', 'pending'],
    permission: 'publish',
    offeredFrom: ['published'],
    refusedBesideActiveDraft: true,
  },
  {
    name: 'submit',
    from: DRAFT_OR_PROCESSING,
    to: ['pending'],
    permission: 'update',
    offeredFrom: DRAFT_OR_PROCESSING,
    approval: true,
  },
  {
    name: 'restore',
    from: ['archived', 'deleted'],
    to: ['draft'],
    permission: 'update',
    offeredFrom: ['archived', 'deleted'],
  },
  { name: 'redraft', from: EDITABLE, to: DRAFTS, permission: 'update' },
  {
    name: 'archive',
    from: ['published', 'draft', 'pre-draft', 'pending', 'deleted'],
    to: ['archived'],
    permission: 'archive',
    offeredFrom: ['published', 'draft', 'pre-draft', 'pending'],
  },
  {
    name: 'delete',
    from: ['published', 'draft', 'pre-draft', 'pending', 'archived'],
    to: ['deleted'],
    permission: 'delete',
    offeredFrom: ['published', 'draft', 'pre-draft', 'pending', 'archived'],
  },
  {
    name: 'purge',
    from: ['published', ...EDITABLE],
    to: ['purged'],
    permission: 'delete',
    offeredFrom: ['published', ...EDITABLE],
  },
];

function leadsTo(transition: StatusTransition, from: string, to: string): boolean {
  return transition.to === 'same' ? to === from : (transition.to as readonly string[]).includes(to);
}

/** The transition that moves a current version from `from` to `to`, or undefined when none may. */
export function findStatusTransition(from: string, to: string): StatusTransition | undefined {
  return STATUS_TRANSITIONS.find(
    (transition) =>
      (transition.from as readonly string[]).includes(from) && leadsTo(transition, from, to),
  );
}

/** The editor's action buttons in table order, with the status each one asks for. */
export function editorStatusActions(): {
  name: EditorStatusAction;
  transition: StatusTransition;
}[] {
  return STATUS_TRANSITIONS.filter((transition) => transition.offeredFrom !== undefined).map(
    (transition) => ({ name: transition.name as EditorStatusAction, transition }),
  );
}

/** The status an editor button asks for: the first of its `to` list. */
export function requestedStatus(transition: StatusTransition): ContentStatus {
  const first = transition.to === 'same' ? undefined : transition.to[0];
  if (first === undefined) throw new Error(`${transition.name} names no status to ask for`);
  return first;
}

/** One update an editor action sends: the status it asks for and the permission it takes. */
export interface StatusStep {
  status: ContentStatus;
  /** The approval flag, on a submission. */
  apr?: true;
  permission: Action;
}

function stepOf(transition: StatusTransition): StatusStep {
  return {
    status: requestedStatus(transition),
    ...(transition.approval ? { apr: true as const } : {}),
    permission: transition.permission,
  };
}

/**
 * The updates an editor action sends, in order, from a version in `from`. Publishing a draft
 * (or a version still processing) is one chained action of two updates: pending with the
 * approval flag, then published, so each publication passes through approval and the audit
 * names both; a pending version (submitted by someone who may not publish) is published by the
 * second update alone. Every other action is one update.
 */
export function statusActionSteps(name: EditorStatusAction, from: string): StatusStep[] {
  const transition = STATUS_TRANSITIONS.find((each) => each.name === name);
  if (!transition) throw new Error(`${name} is no status action`);
  const submit = transition.submitsFirst ? findStatusTransition(from, 'pending') : undefined;
  return submit?.approval ? [stepOf(submit), stepOf(transition)] : [stepOf(transition)];
}

/** The statuses from which nothing may follow (purged content is final). */
export const FINAL_STATUSES: readonly ContentStatus[] = CONTENT_STATUSES.filter(
  (status) => !STATUS_TRANSITIONS.some((transition) => transition.from.includes(status)),
);
