import { filterNavigation } from './filterNavigation';
import { navigableItems, type NavItem, type NavigableItem } from './navItem';
import { pathSegments } from './routePath';

/**
 * One section of the left icon rail. `prefixes` are the first route
 * segments (after '/apps/' and the optional product) the section owns,
 * compared ignoring case. The operations section is a button to an external
 * site: it owns no path, and the console takes its address from the runtime
 * configuration.
 */
export interface IconRailSection {
  id: string;
  titleKey: string;
  title: string;
  icon: string;
  prefixes: readonly string[];
  external: boolean;
}

function section(
  id: string,
  title: string,
  icon: string,
  prefixes: readonly string[],
): IconRailSection {
  return { id, titleKey: `nav.rail.${id}`, title, icon, prefixes, external: false };
}

/** The icon rail of section 2, in display order. */
export const ICON_RAIL_SECTIONS: readonly IconRailSection[] = [
  section('dashboard', 'Dashboard', 'Dashboard', ['dashboards']),
  section('datastore', 'Datastore', 'Storage', [
    'vod',
    'live',
    'assets',
    'syndication',
    'globalsearch',
  ]),
  section('store_front', 'Storefront', 'Storefront', ['storefront', 'collection', 'container']),
  section('settings', 'Settings', 'Settings', ['policy', 'attributes', 'settings']),
  section('app_configuration', 'App Configuration', 'SettingsApplications', ['config']),
  section('ad_config', 'Ad Management', 'Campaign', ['ad']),
  section('videoeditor', 'Video Editor', 'ContentCut', ['videoeditor']),
  { ...section('operations', 'Operations', 'OpenInNew', []), external: true },
];

function ownerOf(segment: string | undefined): IconRailSection | undefined {
  if (segment === undefined) return undefined;
  const wanted = segment.toLowerCase();
  return ICON_RAIL_SECTIONS.find((candidate) => candidate.prefixes.includes(wanted));
}

/**
 * The rail section the current path belongs to, so the rail follows
 * navigation. The product prefix is optional: the segment after '/apps/' is
 * tried first and, when it names no section, taken as the product and the
 * next one tried, so '/apps/vod/movie' and '/apps/main/vod/movie' both give
 * 'datastore'. Paths outside '/apps/' (such as '/globalSearch/list') are read
 * from their first segment. Paths of no section (IP configuration,
 * notifications, profile) give undefined.
 */
export function sectionForPath(path: string): IconRailSection | undefined {
  const segments = pathSegments(path);
  if (segments[0] !== 'apps') return ownerOf(segments[0]);
  return ownerOf(segments[1]) ?? ownerOf(segments[2]);
}

/**
 * The page a click on a rail section opens: the first entry of the menu, in
 * menu order, that belongs to the section and that this user may see (view
 * permission, not disabled by the server's settings). Undefined when the user
 * may see nothing there, and always for the external operations link. `groups`
 * is the served menu.
 */
export function firstPermittedChild(
  sectionId: string,
  user: { roles: readonly string[] },
  disabledSettings: Readonly<Record<string, unknown>>,
  groups: readonly NavItem[],
): NavigableItem | undefined {
  return navigableItems(filterNavigation(groups, user, disabledSettings)).find(
    (item) => sectionForPath(item.url)?.id === sectionId,
  );
}

/**
 * The page each section opens before the user has used one of its pages: the Datastore opens
 * Movies (its first entry in the served menu is whatever type the catalogue lists first).
 */
export const SECTION_DEFAULT_URLS: Readonly<Record<string, string>> = {
  datastore: '/apps/vod/movie',
};

/**
 * The page a click on a rail section opens: the page of the section the user used last
 * (`remembered`, a product-less menu url) when it is still one they may see, else the section's
 * default page ({@link SECTION_DEFAULT_URLS}) when they may see it, else its first permitted child.
 */
export function sectionTarget(
  sectionId: string,
  user: { roles: readonly string[] },
  disabledSettings: Readonly<Record<string, unknown>>,
  groups: readonly NavItem[],
  remembered?: string,
): NavigableItem | undefined {
  const permitted = navigableItems(filterNavigation(groups, user, disabledSettings)).filter(
    (item) => sectionForPath(item.url)?.id === sectionId,
  );
  const wanted = [remembered, SECTION_DEFAULT_URLS[sectionId]];
  for (const url of wanted) {
    const found = url === undefined ? undefined : permitted.find((item) => item.url === url);
    if (found) return found;
  }
  return permitted[0];
}
