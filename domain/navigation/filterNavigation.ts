import { grantedPermissions, type Grants } from '../permissions/permissionsFor';
import type { NavItem } from './navItem';

const DISABLE_WORD = /disabled?/i;
const EDGE_SEPARATORS = /^[\s._:-]+|[\s._:-]+$/g;

function normaliseId(id: string): string {
  return id.trim().toLowerCase().replaceAll('_', '-');
}

/**
 * The item ids the server's settings disable. Section 2 only says "a setting
 * whose key contains 'disable'"; read here as two forms. A key containing
 * 'disable' whose value is true (or 'true') disables the item the rest of
 * the key names: 'disable_videoeditor', 'disableVideoeditor' and
 * 'ip.disabled' disable 'videoeditor' and 'ip'. A key containing 'disable'
 * whose value is a list disables every id the list names:
 * { disabledMenuItems: ['vod-movie', 'ad-tag'] }. Ids compare ignoring case,
 * with '_' standing for '-'. Any other value (false, numbers, objects)
 * disables nothing, so an unrelated setting cannot hide the menu.
 */
export function disabledNavItemIds(settings: Readonly<Record<string, unknown>>): Set<string> {
  const ids = new Set<string>();
  for (const [key, value] of Object.entries(settings)) {
    if (!DISABLE_WORD.test(key)) continue;
    if (value === true || value === 'true') {
      const named = normaliseId(key.replace(DISABLE_WORD, '').replace(EDGE_SEPARATORS, ''));
      if (named !== '') ids.add(named);
    } else if (Array.isArray(value)) {
      for (const entry of value) if (typeof entry === 'string') ids.add(normaliseId(entry));
    }
  }
  return ids;
}

/**
 * The menu as this user sees it (section 2 and 6): an entry shows only if
 * the user has view on its resource (or every one of its `actions`) and the server's settings do not disable
 * it (see {@link disabledNavItemIds}); hiding a group or collapse hides what
 * it holds, and a group or collapse left with nothing but dividers
 * disappears. Entries without a resource need no permission. The user's
 * permissions (the token's, else the roles') are computed once, as `can` reads them.
 */
export function filterNavigation(
  groups: readonly NavItem[],
  user: Grants,
  disabledSettings: Readonly<Record<string, unknown>> = {},
): NavItem[] {
  const permissions = grantedPermissions(user);
  const disabled = disabledNavItemIds(disabledSettings);

  const visible = (items: readonly NavItem[]): NavItem[] =>
    items.flatMap((item) => {
      if (disabled.has(normaliseId(item.id))) return [];
      if (item.resource !== undefined) {
        const granted = permissions.get(item.resource);
        if (!(item.actions ?? ['view']).every((action) => granted?.has(action) ?? false)) return [];
      }
      if (item.type !== 'group' && item.type !== 'collapse') return [item];
      const children = visible(item.children ?? []);
      return children.some((child) => child.type !== 'divider') ? [{ ...item, children }] : [];
    });

  return visible(groups);
}
