import type { Action } from './actions';
import { PAGE_RESOURCES, type PageResource } from './pages';
import { DEFAULT_ROLE, ROLE_TABLES, isKnownRole, type RoleName } from './roles';
import { unionOf } from './roleTable';

/** What a user may do: for each page they can touch, the actions they hold there. */
export type Permissions = ReadonlyMap<PageResource, ReadonlySet<Action>>;

/**
 * A user's permissions from their roles: the union of their roles' tables
 * (section 6), always with dashboard view, which every role holds. Roles the
 * tables do not know contribute nothing, and when no known role remains (an
 * empty list, or only unknown or technical roles such as offline_access) the
 * default table applies: "no role gives the default table" is read as "no
 * role we know", so a stray role cannot leave a user with less than default.
 */
export function permissionsFor(roles: readonly string[]): Permissions {
  // The same few role sets are asked about on every request: keep each answer.
  const cacheKey = [...roles].sort().join('\u0000');
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const permissions = computePermissions(roles);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, permissions);
  return permissions;
}

const CACHE_LIMIT = 256;
const cache = new Map<string, Permissions>();

function computePermissions(roles: readonly string[]): Permissions {
  const known: RoleName[] = roles.filter(isKnownRole);
  if (known.length === 0) known.push(DEFAULT_ROLE);
  const tables = known.map((role) => ROLE_TABLES[role]);
  const merged = unionOf(...tables, { dashboard: ['view'] });
  const permissions = new Map<PageResource, ReadonlySet<Action>>();
  for (const page of PAGE_RESOURCES) {
    const actions = merged[page];
    if (actions !== undefined && actions.length > 0) permissions.set(page, new Set(actions));
  }
  return permissions;
}

/**
 * What decides for a user: the permissions of the requesting party token when the console holds
 * one that names its pages (section 7), else the role tables over their roles.
 */
export interface Grants {
  roles: readonly string[];
  /** The token's permissions; undefined when there is no usable token (the roles decide). */
  permissions?: Permissions | undefined;
}

/** The permissions that decide for `user` (see {@link Grants}). */
export function grantedPermissions(user: Grants): Permissions {
  return user.permissions ?? permissionsFor(user.roles);
}

/**
 * Whether a user may perform an action on a page. The console hides what
 * this refuses and the server rejects it, both from the same tables.
 */
export function can(user: Grants, action: Action, resource: PageResource): boolean {
  return grantedPermissions(user).get(resource)?.has(action) ?? false;
}
