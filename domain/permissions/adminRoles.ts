import { DASHBOARD_EDIT_ACTIONS, FULL_CONTENT_ACTIONS, FULL_MOPS_ACTIONS } from './actions';
import { CONTENT_PAGES, MOPS_PAGES } from './pages';
import { grant, revoke, tableOf, type RoleTable } from './roleTable';

/*
 * Readings of section 6 made here (the spec is terse):
 * - "full" on a content page = FULL_CONTENT_ACTIONS (view, create, update,
 *   delete/purge, archive, publish/unpublish, forceUnlock); on a mops page it
 *   also includes add, enable, disable, shutdown (FULL_MOPS_ACTIONS).
 * - Every administrative role may also arrange the dashboard (view, create,
 *   update, delete): the spec grants that even to the view-only roles, so it
 *   would be perverse to refuse it to admins.
 * - mops_super_admin: "full on content pages, views mops_service" is read
 *   literally: no access to the other mops pages.
 * - mops_admin: "limited add/view/update on mops pages" = exactly add, view,
 *   update on every mops page.
 * - sales_user and content_admin hold nothing on appconfig, ipconfig and
 *   adconfig, which their list leaves out.
 */

const FULL_ON_CONTENT_PAGES = grant(CONTENT_PAGES, FULL_CONTENT_ACTIONS);
const ARRANGE_DASHBOARD = grant(['dashboard'], DASHBOARD_EDIT_ACTIONS);

const FULL_ON_ALL = tableOf(
  FULL_ON_CONTENT_PAGES,
  grant(MOPS_PAGES, FULL_MOPS_ACTIONS),
  ARRANGE_DASHBOARD,
);

const SALES_AND_CONTENT_ADMIN = tableOf(
  grant(
    [
      'cp_mediaoperations',
      'epg',
      'cp_live',
      'cp_vll',
      'cp_syndication',
      'cp_cmsstore',
      'cp_datastore',
      'cp_policymgmt',
      'cp_notification',
      'cp_storefront',
    ],
    FULL_CONTENT_ACTIONS,
  ),
  grant(MOPS_PAGES, ['view']),
  ARRANGE_DASHBOARD,
);

/**
 * The administrative roles of section 6: the super admins, service and
 * operations admins, the mops admins, and sales_user / content_admin. Each
 * entry is the role's table as data; see the readings noted above.
 */
export const ADMIN_ROLE_TABLES = {
  sales_super_admin: FULL_ON_ALL,
  operations_super_admin: FULL_ON_ALL,
  service_admin: tableOf(
    FULL_ON_ALL,
    grant(['cp_appconfig', 'cp_adconfig', 'cp_policymgmt', 'cp_notification'], ['view']),
  ),
  operations_admin: tableOf(FULL_ON_ALL, grant(['mops_service'], ['view', 'update'])),
  mops_super_admin: tableOf(
    FULL_ON_CONTENT_PAGES,
    grant(['mops_service'], ['view']),
    ARRANGE_DASHBOARD,
  ),
  mops_admin: tableOf(
    FULL_ON_CONTENT_PAGES,
    revoke(['cp_appconfig', 'cp_ipconfig', 'cp_adconfig']),
    grant(MOPS_PAGES, ['add', 'view', 'update']),
    ARRANGE_DASHBOARD,
  ),
  sales_user: SALES_AND_CONTENT_ADMIN,
  content_admin: SALES_AND_CONTENT_ADMIN,
} as const satisfies Record<string, RoleTable>;
