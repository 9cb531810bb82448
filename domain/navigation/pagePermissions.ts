import { TYPE_DESIGNER_PAGE } from '../typeDesigner/permission';
import type { PageResource } from '../permissions/pages';

/**
 * The ONE permission of each bespoke page the menu opens: the page resource whose view both the
 * page's route (its access guard, `custom/<page>/routes.tsx`) and every way to it (the menu entry
 * the server serves, and so the icon rail and the page search, which choose from the menu) ask
 * for. Catalogue entries take theirs from their type (`resourceForType`, the type's list.json).
 * src/routes/menuPermission.test.ts checks every menu entry against its route.
 */
export const PAGE_PERMISSIONS = {
  dashboard: 'dashboard',
  /** The global search's results page and the toolbar's catalogue search. */
  globalSearch: 'cp_datastore',
  storefront: 'cp_storefront',
  policy: 'cp_policymgmt',
  appConfig: 'cp_appconfig',
  /** The type designer: every action on it, not view alone (domain/typeDesigner/permission). */
  typeDesigner: TYPE_DESIGNER_PAGE,
  ipConfig: 'cp_ipconfig',
  adConfig: 'cp_adconfig',
  /** The video editor works on the VOD datastore: whoever views VOD plays there. */
  videoEditor: 'cp_datastore',
  notification: 'cp_notification',
} as const satisfies Record<string, PageResource>;
