import type { Action } from '../permissions/actions';
import type { PageResource } from '../permissions/pages';
import {
  DEFAULT_NAV_TYPES,
  TYPE_AREAS,
  resourceForType,
  typeTitle,
  type NavTypesByArea,
  type TypeArea,
} from './catalogueTypes';
import { TYPE_DESIGNER_ACTIONS } from '../typeDesigner/permission';
import type { NavItem } from './navItem';
import { PAGE_PERMISSIONS as P } from './pagePermissions';

const AREA_MENUS: Readonly<Record<TypeArea, { title: string; icon: string }>> = {
  vod: { title: 'VOD', icon: 'OndemandVideo' },
  live: { title: 'Live', icon: 'LiveTv' },
  assets: { title: 'Assets', icon: 'PermMedia' },
  syndication: { title: 'Syndication', icon: 'EmojiEvents' },
};

function item(
  id: string,
  title: string,
  icon: string,
  url: string,
  resource: PageResource,
  actions?: readonly Action[],
): NavItem {
  return {
    id,
    type: 'item',
    titleKey: `nav.${id}`,
    title,
    icon,
    url,
    resource,
    ...(actions ? { actions } : {}),
  };
}

function group(id: string, title: string, icon: string, children: readonly NavItem[]): NavItem {
  return { id, type: 'group', titleKey: `nav.${id}`, title, icon, children };
}

/*
 * Type entries are keyed 'nav.type.<type>' rather than 'nav.<area>.<type>':
 * 'nav.vod' is itself a title and a polyglot catalog cannot hold a key that
 * is both a text and a parent of other keys.
 */
function areaCollapse(area: TypeArea, types: readonly string[]): NavItem {
  const { title, icon } = AREA_MENUS[area];
  return {
    id: area,
    type: 'collapse',
    titleKey: `nav.${area}`,
    title,
    icon,
    children: [...new Set(types)].map((type) => ({
      id: `${area}-${type}`,
      type: 'item',
      titleKey: `nav.type.${type}`,
      title: typeTitle(type),
      icon,
      url: `/apps/${area}/${type}`,
      resource: resourceForType(area, type),
    })),
  };
}

/**
 * The menu groups of section 2, which the server serves and the console
 * renders: dashboard, datastore (one submenu per catalogue area with one
 * entry per type, plus global search), storefront, settings, app
 * configuration, IP configuration, ad management and video editor. URLs are
 * the product-less routes; the console adds the selected product. Areas the
 * caller leaves out get DEFAULT_NAV_TYPES. Each bespoke page's entry asks for
 * the one permission of {@link P | PAGE_PERMISSIONS}, the same its route asks for.
 */
export function buildMenuGroups(typesByArea: Partial<NavTypesByArea> = {}): NavItem[] {
  const types: NavTypesByArea = { ...DEFAULT_NAV_TYPES, ...typesByArea };
  return [
    group('dashboards', 'Dashboard', 'Dashboard', [
      item('dashboard', 'Dashboard', 'Dashboard', '/apps/dashboards/project', P.dashboard),
    ]),
    group('datastore', 'Datastore', 'Storage', [
      ...TYPE_AREAS.map((area) => areaCollapse(area, types[area])),
      item('globalsearch', 'Global Search', 'ManageSearch', '/apps/globalSearch', P.globalSearch),
    ]),
    group('store-front', 'Storefront', 'Storefront', [
      item('storefront', 'Manage Storefronts', 'Storefront', '/apps/storefront', P.storefront),
      item('collection', 'Collections', 'Collections', '/apps/collection', P.storefront),
      item('container', 'Containers', 'ViewQuilt', '/apps/Container', P.storefront),
    ]),
    group('settings', 'Settings', 'Settings', [
      item('policy', 'Policy Management', 'Policy', '/apps/policy', P.policy),
      item('attributes', 'Policy Attributes', 'Tune', '/apps/attributes/product', P.policy),
      item(
        'typedesigner',
        'Type Designer',
        'Category',
        '/apps/settings/types',
        P.typeDesigner,
        TYPE_DESIGNER_ACTIONS,
      ),
    ]),
    group('app-configuration', 'App Configuration', 'SettingsApplications', [
      item('config', 'App Configuration', 'SettingsApplications', '/apps/config/list', P.appConfig),
    ]),
    group('ip-configuration', 'IP Configuration', 'Public', [
      item('ip', 'IP Configuration', 'Public', '/apps/ip/list', P.ipConfig),
    ]),
    group('ad-management', 'Ad Management', 'Campaign', [
      item('ad-tag', 'Ad Tag Configurations', 'LocalOffer', '/apps/ad/tag', P.adConfig),
      item('ad-attribute', 'Ad Server Attributes', 'Label', '/apps/ad/attribute', P.adConfig),
    ]),
    group('video-editor', 'Video Editor', 'ContentCut', [
      item('videoeditor', 'Video Editor', 'ContentCut', '/apps/videoeditor', P.videoEditor),
    ]),
  ];
}
