import { FULL_CONTENT_ACTIONS } from './actions';
import type { ContentPage } from './pages';
import { grant, tableOf, type RoleTable } from './roleTable';

/*
 * Readings of section 6 made here: a specialised `*_user` role views its
 * page(s) and a `*_admin` role is full there (FULL_CONTENT_ACTIONS, as all
 * these pages are content pages). The pages: vod_content -> cp_datastore,
 * live_content -> cp_live, l2v_admin -> epg, asset -> cp_cmsstore,
 * storefront -> cp_storefront, syndication -> cp_syndication, ad_admin ->
 * cp_adconfig, appconfig_admin -> cp_appconfig, policy_admin ->
 * cp_policymgmt, ipconfig_admin -> cp_ipconfig. vll_admin is full on cp_live
 * and cp_vll (a virtual channel is scheduled from live content) and may view,
 * update and publish on cp_datastore (the VOD it schedules). The two super
 * editors view and force-unlock, nothing else. Beyond that, these roles see
 * only the dashboard, which every role views.
 */

function userOf(...pages: readonly ContentPage[]): RoleTable {
  return grant(pages, ['view']);
}

function adminOf(...pages: readonly ContentPage[]): RoleTable {
  return grant(pages, FULL_CONTENT_ACTIONS);
}

/**
 * The specialised roles of section 6, each confined to one area of the
 * console; see the readings noted above.
 */
export const SPECIALISED_ROLE_TABLES = {
  vod_content_user: userOf('cp_datastore'),
  vod_content_admin: adminOf('cp_datastore'),
  live_content_user: userOf('cp_live'),
  live_content_admin: adminOf('cp_live'),
  l2v_admin: adminOf('epg'),
  vll_admin: tableOf(
    adminOf('cp_live', 'cp_vll'),
    grant(['cp_datastore'], ['view', 'update', 'publish']),
  ),
  storefront_user: userOf('cp_storefront'),
  storefront_admin: adminOf('cp_storefront'),
  ad_admin: adminOf('cp_adconfig'),
  appconfig_admin: adminOf('cp_appconfig'),
  policy_admin: adminOf('cp_policymgmt'),
  ipconfig_admin: adminOf('cp_ipconfig'),
  asset_user: userOf('cp_cmsstore'),
  asset_admin: adminOf('cp_cmsstore'),
  syndication_user: userOf('cp_syndication'),
  syndication_admin: adminOf('cp_syndication'),
  datastore_super_editor: grant(
    ['cp_live', 'cp_syndication', 'cp_cmsstore', 'cp_datastore'],
    ['view', 'forceUnlock'],
  ),
  storefront_super_editor: grant(['cp_storefront'], ['view', 'forceUnlock']),
} as const satisfies Record<string, RoleTable>;
