import type { Action } from '../permissions/actions';
import type { PageResource } from '../permissions/pages';
import type { SupportedLocale } from '../languages';

/**
 * The navigation item types of section 2: a `group` is a titled section of
 * the menu, a `collapse` a submenu that opens and closes, an `item` an entry
 * inside the console, a `link` an entry leaving it, a `divider` a rule.
 */
export const NAV_ITEM_TYPES = ['group', 'collapse', 'item', 'link', 'divider'] as const;

/** One of {@link NAV_ITEM_TYPES}. */
export type NavItemType = (typeof NAV_ITEM_TYPES)[number];

/**
 * One entry of the server-supplied menu. `titleKey` is the i18n key the
 * console translates and `title` the English fallback (and the text the
 * server speaks); `titles`, on a bespoke page's entry, its title in every language as the page
 * declares it (the console shows the one of its language); `icon` names an MUI icon; `resource` is the page whose view
 * permission the entry needs (`actions`: every one of these on it instead, as the page's route
 * asks); `children` only on groups and collapses.
 */
export interface NavItem {
  id: string;
  type: NavItemType;
  titleKey: string;
  title: string;
  titles?: Readonly<Record<SupportedLocale, string>>;
  icon: string;
  url?: string;
  resource?: PageResource;
  actions?: readonly Action[];
  children?: readonly NavItem[];
}

/**
 * Every item of a menu tree, parents before their children, each with the
 * chain of its ancestors; the other navigation rules are written on this.
 */
export function walkNavigation(
  items: readonly NavItem[],
  ancestors: readonly NavItem[] = [],
): { item: NavItem; ancestors: readonly NavItem[] }[] {
  return items.flatMap((item) => [
    { item, ancestors },
    ...walkNavigation(item.children ?? [], [...ancestors, item]),
  ]);
}

/** A nav item a person can go to: an item or link that has a url. */
export type NavigableItem = NavItem & { url: string };

/**
 * The entries a person can go to (items and links with a url), in menu
 * order: what the icon rail, the open-menu rule and navigation search choose
 * from.
 */
export function navigableItems(items: readonly NavItem[]): NavigableItem[] {
  return walkNavigation(items)
    .map(({ item }) => item)
    .filter(isNavigable);
}

function isNavigable(item: NavItem): item is NavigableItem {
  return (item.type === 'item' || item.type === 'link') && item.url !== undefined;
}

/**
 * The English text of every title key in a menu, for the i18n catalogs: the
 * server-supplied menu carries its own English, so the catalogs can be
 * checked against it rather than drift from it.
 */
export function navTitlesByKey(items: readonly NavItem[]): Record<string, string> {
  return Object.fromEntries(walkNavigation(items).map(({ item }) => [item.titleKey, item.title]));
}
