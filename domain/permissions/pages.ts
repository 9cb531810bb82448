/**
 * The pages (resources) of section 6 that permissions are granted on. The
 * order is the spec's. The server checks requests against these names and
 * the console hides menu items and routes whose page the user cannot view.
 */
export const PAGE_RESOURCES = [
  'cp_mediaoperations',
  'mops_service',
  'dashboard',
  'epg',
  'cp_live',
  'cp_vll',
  'cp_syndication',
  'cp_cmsstore',
  'cp_datastore',
  'cp_appconfig',
  'cp_ipconfig',
  'cp_adconfig',
  'mops_deliverer',
  'mops_encoding',
  'cp_policymgmt',
  'cp_notification',
  'mops_assetmgmt',
  'mops_accountspath',
  'cp_storefront',
] as const;

/** One page of section 6, e.g. `cp_datastore`. */
export type PageResource = (typeof PAGE_RESOURCES)[number];

/**
 * The content platform's pages: every `cp_*` page plus `epg`, which the spec
 * lists among them (the EPG is part of live content, not of media operations).
 * "Full on content pages" in section 6 means these.
 */
export const CONTENT_PAGES = [
  'cp_mediaoperations',
  'epg',
  'cp_live',
  'cp_vll',
  'cp_syndication',
  'cp_cmsstore',
  'cp_datastore',
  'cp_appconfig',
  'cp_ipconfig',
  'cp_adconfig',
  'cp_policymgmt',
  'cp_notification',
  'cp_storefront',
] as const satisfies readonly PageResource[];

/** A content page; see {@link CONTENT_PAGES}. */
export type ContentPage = (typeof CONTENT_PAGES)[number];

/**
 * The media operations (`mops_*`) pages: the only pages where add, enable,
 * disable and shutdown mean anything, because they drive running services
 * rather than catalogue content.
 */
export const MOPS_PAGES = [
  'mops_service',
  'mops_deliverer',
  'mops_encoding',
  'mops_assetmgmt',
  'mops_accountspath',
] as const satisfies readonly PageResource[];

/** A media operations page; see {@link MOPS_PAGES}. */
export type MopsPage = (typeof MOPS_PAGES)[number];

/**
 * Narrows a string (a route's declared resource, a server setting) to a page
 * of section 6, so unknown names are refused rather than silently granted.
 */
export function isPageResource(value: string): value is PageResource {
  return (PAGE_RESOURCES as readonly string[]).includes(value);
}
