import { rolesFromRealmRoles } from '../domain/permissions/roles';
import type { Identity } from './identity';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function textList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (!Array.isArray(value)) return undefined;
  return value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
}

/**
 * Who is signed in, from the access token's claims (spec sections 1 and 6): `sub` as uid,
 * `preferred_username` as username, `name` (else given and family names, else the username) as
 * full name, the realm roles minus offline_access and uma_authorization, and the `product` claim
 * (undefined when the token has none; a single string counts as a one-product list).
 * Undefined when the claims name nobody.
 */
export function identityFromToken(claims: unknown): Identity | undefined {
  if (typeof claims !== 'object' || claims === null) return undefined;
  const token = claims as Record<string, unknown>;
  const username = text(token.preferred_username) ?? text(token.sub);
  const uid = text(token.sub) ?? username;
  if (uid === undefined || username === undefined) return undefined;
  const realmAccess = token.realm_access;
  const realmRoles =
    typeof realmAccess === 'object' && realmAccess !== null
      ? textList((realmAccess as { roles?: unknown }).roles)
      : undefined;
  const givenAndFamily = [text(token.given_name), text(token.family_name)]
    .filter(Boolean)
    .join(' ');
  return {
    uid,
    username,
    fullName: text(token.name) ?? (givenAndFamily || username),
    roles: rolesFromRealmRoles(realmRoles ?? []),
    products: textList(token.product),
  };
}
