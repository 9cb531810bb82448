import type { Action } from '../../domain/permissions/actions';
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
  /** The permission the caller needs on the type's page resource. */
  action: Action;
  /** When publishing: the current published sibling is superseded. */
  publishes: boolean;
}

const DRAFT_LIKE = new Set(['draft', 'pre-draft', 'pending']);
const KNOWN = new Set([
  'published',
  'draft',
  'pre-draft',
  'pending',
  'archived',
  'deleted',
  'purged',
]);

function actionForStatus(status: string): Action {
  switch (status) {
    case 'published':
      return 'publish';
    case 'archived':
      return 'archive';
    case 'deleted':
    case 'purged':
      return 'delete';
    default:
      return 'update';
  }
}

/**
 * Decides how an update of a current version behaves (spec section 4): editing a published
 * version creates a draft beside it; publishing a draft supersedes the published one; delete,
 * archive and purge are status updates; purged content and history are read-only.
 */
export function planTransition(input: {
  current: { st: string; cur: number };
  requested: string | undefined;
  hasActiveDraft: boolean;
}): Transition {
  const { current, hasActiveDraft } = input;
  const requested = input.requested ?? current.st;
  if (!KNOWN.has(requested)) throw new ApiError(400, `Unknown status '${requested}'`);
  if (current.cur !== 1) throw conflict('Only the current version can be changed');
  if (current.st === 'purged') throw conflict('Purged content cannot be changed');

  if (current.st === 'published') {
    if (requested === 'published') {
      if (hasActiveDraft) {
        throw conflict('Active Draft version exists, please save existing draft before editing');
      }
      return { kind: 'newDraft', status: 'draft', action: 'update', publishes: false };
    }
    if (DRAFT_LIKE.has(requested)) {
      if (hasActiveDraft)
        throw conflict('Active Draft version exists, please save existing draft before editing');
      // Unpublishing takes the publish/unpublish permission.
      return { kind: 'inPlace', status: requested, action: 'publish', publishes: false };
    }
    return {
      kind: 'inPlace',
      status: requested,
      action: actionForStatus(requested),
      publishes: false,
    };
  }

  // draft, pre-draft, pending, archived, deleted
  if (requested === 'published')
    return { kind: 'inPlace', status: 'published', action: 'publish', publishes: true };
  if (requested === current.st || DRAFT_LIKE.has(requested)) {
    return { kind: 'inPlace', status: requested, action: 'update', publishes: false };
  }
  return {
    kind: 'inPlace',
    status: requested,
    action: actionForStatus(requested),
    publishes: false,
  };
}
