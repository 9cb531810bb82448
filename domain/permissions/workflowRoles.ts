import { DASHBOARD_EDIT_ACTIONS } from './actions';
import { CONTENT_PAGES, MOPS_PAGES, type MopsPage } from './pages';
import { grant, tableOf, unionOf, type RoleTable } from './roleTable';

/*
 * Readings of section 6 made here:
 * - The view-only roles view every page, content and mops alike, and may
 *   also create, update and delete on the dashboard.
 * - creator: view, create, update on every content page, but neither delete
 *   nor archive nor publish (publishing is what approver adds). Its "add" on
 *   four mops pages comes with view there, since the access guard sends a
 *   user without view on a page back to the dashboard and the add would be
 *   unreachable.
 * - approver: creator plus publish/unpublish on the content pages and enable
 *   on the same four mops pages (enable only means something on mops pages).
 * - default: the dashboard, view only. It is what a user with no (known)
 *   role gets.
 */

const VIEW_ONLY = tableOf(
  grant(CONTENT_PAGES, ['view']),
  grant(MOPS_PAGES, ['view']),
  grant(['dashboard'], DASHBOARD_EDIT_ACTIONS),
);

/** The mops pages where creator may add (and approver enable). */
const CREATOR_MOPS_PAGES = [
  'mops_service',
  'mops_deliverer',
  'mops_encoding',
  'mops_accountspath',
] as const satisfies readonly MopsPage[];

const CREATOR = tableOf(
  grant(CONTENT_PAGES, ['view', 'create', 'update']),
  grant(CREATOR_MOPS_PAGES, ['view', 'add']),
);

/**
 * The view-only roles, the editorial workflow roles (creator, approver) and
 * the default table of section 6, as data; see the readings noted above.
 */
export const WORKFLOW_ROLE_TABLES = {
  firstlight_executive: VIEW_ONLY,
  customer_executive: VIEW_ONLY,
  content_user: VIEW_ONLY,
  operations_user: VIEW_ONLY,
  mops_user: VIEW_ONLY,
  default: grant(['dashboard'], ['view']),
  creator: CREATOR,
  approver: unionOf(
    CREATOR,
    grant(CONTENT_PAGES, ['publish']),
    grant(CREATOR_MOPS_PAGES, ['enable']),
  ),
} as const satisfies Record<string, RoleTable>;
