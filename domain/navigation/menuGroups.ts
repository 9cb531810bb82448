import {
  DEFAULT_NAV_TYPES,
  TYPE_AREAS,
  resourceForType,
  typeTitle,
  type NavTypesByArea,
  type TypeArea,
} from './catalogueTypes';
import type { NavItem } from './navItem';
import { PAGE_MENU_GROUPS, type PageMenuGroup, type PermittedMenuEntry } from './pageData';

const AREA_MENUS: Readonly<Record<TypeArea, { title: string; icon: string }>> = {
  vod: { title: 'VOD', icon: 'OndemandVideo' },
  live: { title: 'Live', icon: 'LiveTv' },
  assets: { title: 'Assets', icon: 'PermMedia' },
  syndication: { title: 'Syndication', icon: 'EmojiEvents' },
};

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

/** The groups bespoke pages put entries in: their English titles and icons, in menu order. */
const PAGE_GROUPS: Readonly<Record<PageMenuGroup, { title: string; icon: string }>> = {
  datastore: { title: 'Datastore', icon: 'Storage' },
  'store-front': { title: 'Storefront', icon: 'Storefront' },
  settings: { title: 'Settings', icon: 'Settings' },
  'app-configuration': { title: 'App Configuration', icon: 'SettingsApplications' },
  'ip-configuration': { title: 'IP Configuration', icon: 'Public' },
  'ad-management': { title: 'Ad Management', icon: 'Campaign' },
  'video-editor': { title: 'Video Editor', icon: 'ContentCut' },
};

/** A bespoke page's menu entry as the menu serves it: its titles in every language with it. */
function pageItem(entry: PermittedMenuEntry): NavItem {
  return {
    id: entry.id,
    type: 'item',
    titleKey: `nav.${entry.id}`,
    title: entry.title.en,
    titles: entry.title,
    icon: entry.icon,
    url: entry.url,
    resource: entry.resource,
    ...(entry.actions ? { actions: entry.actions } : {}),
  };
}

/**
 * The menu groups of section 2, which the server serves and the console renders: dashboard,
 * datastore (one submenu per catalogue area with one entry per type, then the pages' entries
 * there, such as global search), storefront, settings, app configuration, IP configuration, ad
 * management and video editor. The bespoke pages' entries come from their `page.json`
 * (`pages`: each with its page's one permission, the same its routes ask for), in each group by
 * their order; a group no entry is in is left out. URLs are the product-less routes; the console
 * adds the selected product. Areas the caller leaves out get DEFAULT_NAV_TYPES.
 */
export function buildMenuGroups(
  typesByArea: Partial<NavTypesByArea> = {},
  pages: readonly PermittedMenuEntry[] = [],
): NavItem[] {
  const types: NavTypesByArea = { ...DEFAULT_NAV_TYPES, ...typesByArea };
  const entriesOf = (id: PageMenuGroup): NavItem[] =>
    pages
      .filter((entry) => entry.group === id)
      .sort((a, b) => a.order - b.order)
      .map(pageItem);
  const dashboard: NavItem = {
    id: 'dashboard',
    type: 'item',
    titleKey: 'nav.dashboard',
    title: 'Dashboard',
    icon: 'Dashboard',
    url: '/apps/dashboards/project',
    resource: 'dashboard',
  };
  return [
    group('dashboards', 'Dashboard', 'Dashboard', [dashboard]),
    ...PAGE_MENU_GROUPS.map((id) => {
      const areas = id === 'datastore' ? TYPE_AREAS.map((a) => areaCollapse(a, types[a])) : [];
      return group(id, PAGE_GROUPS[id].title, PAGE_GROUPS[id].icon, [...areas, ...entriesOf(id)]);
    }).filter((section) => (section.children ?? []).length > 0),
  ];
}
