import type { Action } from '../../domain/permissions/actions';
import { isContentStatus } from '../../domain/statuses';
import { findStatusTransition } from '../../domain/statusTransitions';
import { ApiError, conflict } from '../errors';

/** What an update does to the version it was based on. */
export type TransitionKind =
  /** The version itself is rewritten (a draft edited, a status changed). */
  | 'inPlace'
  /** A published version was edited: a new draft version is created beside it. */
  | 'newDraft';

export interface Transition {
  kind: TransitionKind;
  /** The status the written version ends with. */
  status: string;
  /** The permission the caller needs on the type's page. */
  action: Action;
  /** When publishing: the current published sibling is superseded. */
  publishes: boolean;
}

/**
 * Decides how an update of a current version behaves (spec section 4) from the status
 * transition table of domain/statusTransitions.ts: editing a published version creates a draft
 * beside it; publishing supersedes the published one; delete, archive and purge are status
 * updates; purged content and history are read-only.
 */
export function planTransition(input: {
  current: { st: string; cur: number };
  requested: string | undefined;
  hasActiveDraft: boolean;
}): Transition {
  const { current, hasActiveDraft } = input;
  const requested = input.requested ?? current.st;
  if (!isContentStatus(requested)) throw new ApiError(400, `Unknown status '${requested}'`);
  if (current.cur !== 1) throw conflict('Only the current version can be changed');
  if (current.st === 'purged') throw conflict('Purged content cannot be changed');
  const transition = findStatusTransition(current.st, requested);
  if (!transition) throw conflict(`A ${current.st} version cannot become ${requested}`);
  if (transition.refusedBesideActiveDraft && hasActiveDraft)
    throw conflict('Active Draft version exists, please save existing draft before editing');
  return transition.newDraft
    ? { kind: 'newDraft', status: 'draft', action: transition.permission, publishes: false }
    : {
        kind: 'inPlace',
        status: requested,
        action: transition.permission,
        publishes: transition.supersedesPublished === true,
      };
}
