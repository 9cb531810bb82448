import { navigableItems, walkNavigation, type NavItem } from './navItem';
import { pathSegments, productlessReadings, startsWithSegments } from './routePath';

/*
 * A list page's url ends in 'list' ('/apps/config/list', '/apps/ip/list')
 * while its add and edit pages are siblings ('/apps/config/add',
 * '/apps/ip/edit/:ip'); the entry therefore owns its parent path.
 */
function ownedSegments(url: string): string[] {
  const segments = pathSegments(url);
  return segments.at(-1)?.toLowerCase() === 'list' ? segments.slice(0, -1) : segments;
}

function isMenu(item: NavItem): boolean {
  return item.type === 'group' || item.type === 'collapse';
}

/**
 * The ids of the menus to open for a path (section 2: "opening a child path
 * opens its parent"), outermost first: the top-level menu and the submenu of
 * the entry that owns the path. The entry is the one whose url is the
 * longest segment prefix of the path, read with or without the optional
 * product, so '/apps/main/vod/movie/42' opens ['datastore', 'vod']. A path no
 * entry owns opens nothing.
 */
export function openMenuIdsForPath(groups: readonly NavItem[], path: string): string[] {
  const readings = productlessReadings(path);
  let best: { id: string; length: number } | undefined;
  for (const item of navigableItems(groups)) {
    const owned = ownedSegments(item.url);
    const matches = readings.some((segments) => startsWithSegments(segments, owned));
    if (matches && (best === undefined || owned.length > best.length)) {
      best = { id: item.id, length: owned.length };
    }
  }
  return best === undefined ? [] : menuChain(groups, best.id).slice(0, -1);
}

/** The menu ids from the top down to and including the given id. */
function menuChain(groups: readonly NavItem[], id: string): string[] {
  const found = walkNavigation(groups).find(({ item }) => item.id === id);
  if (found === undefined) return [];
  return [...found.ancestors.filter(isMenu).map((menu) => menu.id), id];
}

/**
 * The open menus after a person clicks a group or collapse (section 2: one
 * top-level menu and one submenu open at a time). Opening a menu closes every
 * menu that is not its ancestor; closing one also closes its submenus. An id
 * that names no menu leaves things as they are.
 */
export function toggleMenu(
  groups: readonly NavItem[],
  openIds: readonly string[],
  id: string,
): string[] {
  const chain = menuChain(groups, id);
  const target = walkNavigation(groups).find(({ item }) => item.id === id)?.item;
  if (target === undefined || !isMenu(target)) return [...openIds];
  const position = openIds.indexOf(id);
  return position >= 0 ? openIds.slice(0, position) : chain;
}
