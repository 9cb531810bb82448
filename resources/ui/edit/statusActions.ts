import type { Action } from '../../../domain/permissions/actions';
import type { ContentStatus } from '../../../domain/statuses';
import {
  editorStatusActions,
  requestedStatus,
  statusActionSteps,
} from '../../../domain/statusTransitions';
import type { EditorStatusAction } from '../../../domain/statusTransitions';

/** The status changes the editor offers (spec section 4: delete, archive, purge are updates too). */
export type StatusAction = EditorStatusAction;

export interface StatusActionSpec {
  /** The status the update asks for (`meta.status`). */
  status: ContentStatus;
  /** The approval flag sent with a submission (`meta.apr`). */
  apr?: boolean;
  /** The permission it takes on the type's page (spec section 6: delete covers purge, publish covers unpublish). */
  permission: Action;
  /**
   * Which success message follows: '{type} updated sucessfully!', '{type} deleted sucessfully!'
   * (the spec's) or '{type} published sucessfully!' (a publish says so).
   */
  outcome: 'updated' | 'deleted' | 'published';
  /** Whether the user confirms it in a dialog first. */
  confirm: boolean;
}

/** How the editor presents each action; what it does comes from the domain's transition table. */
const PRESENTATION: Readonly<Record<StatusAction, Pick<StatusActionSpec, 'outcome' | 'confirm'>>> =
  {
    publish: { outcome: 'published', confirm: false },
    unpublish: { outcome: 'updated', confirm: true },
    submit: { outcome: 'updated', confirm: false },
    restore: { outcome: 'updated', confirm: true },
    archive: { outcome: 'updated', confirm: true },
    delete: { outcome: 'deleted', confirm: true },
    purge: { outcome: 'deleted', confirm: true },
  };

const EDITOR_ACTIONS = editorStatusActions();

export const STATUS_ACTIONS: Readonly<Record<StatusAction, StatusActionSpec>> = Object.fromEntries(
  EDITOR_ACTIONS.map(({ name, transition }) => [
    name,
    {
      status: requestedStatus(transition),
      ...(transition.approval ? { apr: true } : {}),
      permission: transition.permission,
      ...PRESENTATION[name],
    },
  ]),
) as Record<StatusAction, StatusActionSpec>;

/**
 * The status actions to offer for a version in `status`, for a user who holds the permissions
 * `can` answers for, in the order of the transition table (purged is final). 'Submit for
 * approval' is for those who may update but not publish; those who may publish use Publish, which
 * submits and publishes in one chained action.
 */
export function availableStatusActions(
  status: string,
  can: (action: Action) => boolean,
): StatusAction[] {
  return EDITOR_ACTIONS.filter(({ transition }) =>
    (transition.offeredFrom as readonly string[] | undefined)?.includes(status),
  )
    .map(({ name }) => name)
    .filter((action) => {
      if (action === 'submit') return can('update') && !can('publish');
      // A chained action (Publish on a draft: submit, then publish) takes each step's permission.
      return statusActionSteps(action, status).every((step) => can(step.permission));
    });
}
