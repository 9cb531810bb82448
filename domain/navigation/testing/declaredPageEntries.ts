import { FULL_CONTENT_ACTIONS, type Action } from '../../permissions/actions';
import type { PageResource } from '../../permissions/pages';
import type { PageMenuGroup, PermittedMenuEntry } from '../pageData';

function entry(
  id: string,
  group: PageMenuGroup,
  order: number,
  title: string,
  icon: string,
  url: string,
  resource: PageResource,
  actions?: readonly Action[],
): PermittedMenuEntry {
  return {
    id,
    group,
    order,
    title: { en: title, zh: title, ms: title, ta: title },
    icon,
    url,
    resource,
    ...(actions ? { actions } : {}),
  };
}

/**
 * The bespoke pages' menu entries as their `custom/<page>/page.json` declare them (English titles
 * in every language), for the navigation rules' tests: domain/ reads no files and imports no
 * page. `src/routes/declaredMenu.test.ts` holds this list to the pages' declarations.
 */
export const DECLARED_PAGE_ENTRIES: readonly PermittedMenuEntry[] = [
  entry(
    'ad-attribute',
    'ad-management',
    2,
    'Ad Server Attributes',
    'Label',
    '/apps/ad/attribute',
    'cp_adconfig',
  ),
  entry(
    'ad-tag',
    'ad-management',
    1,
    'Ad Tag Configurations',
    'LocalOffer',
    '/apps/ad/tag',
    'cp_adconfig',
  ),
  entry(
    'config',
    'app-configuration',
    1,
    'App Configuration',
    'SettingsApplications',
    '/apps/config/list',
    'cp_appconfig',
  ),
  entry(
    'attributes',
    'settings',
    2,
    'Policy Attributes',
    'Tune',
    '/apps/attributes/product',
    'cp_policymgmt',
  ),
  entry('ip', 'ip-configuration', 1, 'IP Configuration', 'Public', '/apps/ip/list', 'cp_ipconfig'),
  entry('policy', 'settings', 1, 'Policy Management', 'Policy', '/apps/policy', 'cp_policymgmt'),
  entry(
    'globalsearch',
    'datastore',
    1,
    'Global Search',
    'ManageSearch',
    '/apps/globalSearch',
    'cp_datastore',
  ),
  entry(
    'storefront',
    'store-front',
    1,
    'Manage Storefronts',
    'Storefront',
    '/apps/storefront',
    'cp_storefront',
  ),
  entry(
    'collection',
    'store-front',
    2,
    'Collections',
    'Collections',
    '/apps/collection',
    'cp_storefront',
  ),
  entry(
    'container',
    'store-front',
    3,
    'Containers',
    'ViewQuilt',
    '/apps/Container',
    'cp_storefront',
  ),
  entry(
    'typedesigner',
    'settings',
    3,
    'Type Designer',
    'Category',
    '/apps/settings/types',
    'cp_appconfig',
    FULL_CONTENT_ACTIONS,
  ),
  entry(
    'videoeditor',
    'video-editor',
    1,
    'Video Editor',
    'ContentCut',
    '/apps/videoeditor',
    'cp_datastore',
  ),
];
