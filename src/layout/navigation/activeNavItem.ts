import { navigableItems, type NavItem } from '../../../domain/navigation/navItem';
import {
  pathSegments,
  productlessReadings,
  startsWithSegments,
} from '../../../domain/navigation/routePath';

/**
 * The id of the menu entry to highlight for a path: the entry whose url is the longest
 * segment prefix of the path, with or without the optional product, a list page's
 * trailing 'list' owning its siblings (add, edit) as `openMenuIdsForPath` reads it.
 */
export function activeNavItemId(items: readonly NavItem[], path: string): string | undefined {
  const readings = productlessReadings(path);
  let best: { id: string; length: number } | undefined;
  for (const item of navigableItems(items)) {
    const segments = pathSegments(item.url);
    const owned = segments.at(-1)?.toLowerCase() === 'list' ? segments.slice(0, -1) : segments;
    if (!readings.some((reading) => startsWithSegments(reading, owned))) continue;
    if (best === undefined || owned.length > best.length)
      best = { id: item.id, length: owned.length };
  }
  return best?.id;
}
