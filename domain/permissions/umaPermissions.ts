import { ACTIONS, isAction, type Action } from './actions';
import { PAGE_RESOURCES, isPageResource, type PageResource } from './pages';
import { permissionsFor, type Permissions } from './permissionsFor';

/** The grant type of a UMA 2.0 token request (Keycloak's authorization services). */
export const UMA_TICKET_GRANT = 'urn:ietf:params:oauth:grant-type:uma-ticket';

/** How the console's claim token is meant: an OpenID Connect ID token (Keycloak's name for it). */
export const ID_TOKEN_CLAIM_FORMAT = 'http://openid.net/specs/openid-connect-core-1_0.html#IDToken';

/**
 * One entry of a requesting party token's `authorization.permissions`, as Keycloak writes it:
 * the resource (a page of section 6, by id and name) and the scopes (actions) granted on it.
 */
export interface UmaPermission {
  rsid: string;
  rsname: string;
  scopes: string[];
}

/**
 * The permissions a requesting party token carries for roles: one entry per page the roles
 * touch, its scopes the actions held there, from the same role tables as every other check.
 */
export function umaPermissionsFor(roles: readonly string[]): UmaPermission[] {
  const permissions = permissionsFor(roles);
  const entries: UmaPermission[] = [];
  for (const page of PAGE_RESOURCES) {
    const actions = permissions.get(page);
    if (actions === undefined) continue;
    entries.push({
      rsid: page,
      rsname: page,
      scopes: ACTIONS.filter((action) => actions.has(action)),
    });
  }
  return entries;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The permissions a requesting party token's claims grant, read back as the role tables' shape:
 * each permission whose resource name is a page of section 6, with the scopes that are actions.
 * Undefined when the token carries no such permission (no `authorization`, or only resources
 * that are not the console's pages, as a realm whose resource server names other resources):
 * the caller then keeps the role tables.
 */
export function permissionsFromUmaClaims(claims: unknown): Permissions | undefined {
  if (!isRecord(claims) || !isRecord(claims.authorization)) return undefined;
  const list = claims.authorization.permissions;
  if (!Array.isArray(list)) return undefined;
  const granted = new Map<PageResource, Set<Action>>();
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const page = entry.rsname;
    if (typeof page !== 'string' || !isPageResource(page)) continue;
    const actions = granted.get(page) ?? new Set<Action>();
    // A permission without scopes names the resource only: it grants no action of the console's.
    const scopes = Array.isArray(entry.scopes) ? entry.scopes : [];
    for (const scope of scopes)
      if (typeof scope === 'string' && isAction(scope)) actions.add(scope);
    granted.set(page, actions);
  }
  if (granted.size === 0) return undefined;
  // Every user views the dashboard (section 6), whatever the token lists.
  granted.set('dashboard', new Set([...(granted.get('dashboard') ?? []), 'view']));
  return granted;
}
