import { navigableItems, type NavItem, type NavigableItem } from './navItem';

/** Section 9: navigation search offers at most 10 suggestions. */
export const NAV_SUGGESTIONS_MAX = 10;

/**
 * Text folded for comparison: decomposed (NFD), combining marks stripped,
 * lower-cased, so 'Café' and 'cafe' compare equal as section 2 asks.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Section 2's navigation search: the entries with a url whose title contains
 * the query, ignoring case and accents, in menu order, at most
 * NAV_SUGGESTIONS_MAX. Pass the menu already filtered for the user (the spec
 * filters results by the user's roles) and, in the console, `titleOf` giving
 * the translated title so people search what they read. A blank query
 * suggests nothing.
 */
export function searchNavigation(
  groups: readonly NavItem[],
  query: string,
  titleOf: (item: NavItem) => string = (item) => item.title,
): NavigableItem[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return [];
  return navigableItems(groups)
    .filter((item) => foldForSearch(titleOf(item)).includes(needle))
    .slice(0, NAV_SUGGESTIONS_MAX);
}
