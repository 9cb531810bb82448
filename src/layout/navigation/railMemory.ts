import { navigableItems, type NavItem } from '../../../domain/navigation/navItem';
import { sectionForPath } from '../../../domain/navigation/iconRail';
import { activeNavItemId } from './activeNavItem';

const KEY_PREFIX = 'console.rail.lastPage.';

function read(uid: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY_PREFIX + uid) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The menu page of each rail section a user used last, kept per user in this browser (like the
 * chosen product): the rail's section button opens it again (the Datastore: the list last used).
 */
export const railMemory = {
  /** The product-less menu url last used in `sectionId` by `uid`. */
  get(uid: string, sectionId: string): string | undefined {
    return read(uid)[sectionId];
  },
  /** Remembers the menu entry `path` belongs to (a list, or an item of it) for its section. */
  visit(uid: string, items: readonly NavItem[], path: string): void {
    const id = activeNavItemId(items, path);
    const entry = navigableItems(items).find((item) => item.id === id);
    const section = entry === undefined ? undefined : sectionForPath(entry.url);
    if (entry === undefined || section === undefined) return;
    const memory = read(uid);
    if (memory[section.id] === entry.url) return;
    try {
      localStorage.setItem(
        KEY_PREFIX + uid,
        JSON.stringify({ ...memory, [section.id]: entry.url }),
      );
    } catch {
      // A browser that refuses storage only loses the memory.
    }
  },
};
