/* Test stand-ins for a signed-in keycloak-js instance and its token's claims. */
import type { KeycloakClient } from '../authProvider';

/** Claims of a token: Keycloak-shaped, as the embedded provider issues them. */
export function claimsFor(
  username: string,
  roles: string[],
  product?: string[],
): Record<string, unknown> {
  return {
    sub: `uid-${username}`,
    preferred_username: username,
    name: `${username} full name`,
    realm_access: { roles: [...roles, 'offline_access'] },
    ...(product === undefined ? {} : { product }),
  };
}

/** A signed-in keycloak-js stand-in whose calls are recorded. */
export function fakeKeycloak(
  claims: Record<string, unknown>,
): KeycloakClient & { calls: string[] } {
  const calls: string[] = [];
  // JWT-shaped (unsigned): ra-keycloak decodes the access token itself.
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return {
    calls,
    authenticated: true,
    didInitialize: true,
    token: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.token-1`,
    tokenParsed: claims,
    updateToken: (minValidity?: number) => {
      calls.push(`updateToken(${String(minValidity)})`);
      return Promise.resolve(false);
    },
    login: (options) => {
      calls.push(`login(${JSON.stringify(options)})`);
      return Promise.resolve();
    },
    logout: (options) => {
      calls.push(`logout(${JSON.stringify(options)})`);
      return Promise.resolve();
    },
  };
}
