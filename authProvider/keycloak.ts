import Keycloak from 'keycloak-js';
import type { AuthConfig } from '../dataProvider/runtimeConfig';

/**
 * Creates the keycloak-js instance for the runtime configuration's identity provider (the
 * embedded OpenID Connect provider through `oidcProvider`, or a Keycloak realm) and signs in:
 * login-required, PKCE S256, no login iframe. Resolves once signed in (the first visit leaves the
 * page for the sign-in form and comes back). An expired token is refreshed at once; if that
 * fails, the next request's 401 logs the user out.
 */
export async function initKeycloak(auth: AuthConfig): Promise<Keycloak> {
  const keycloak =
    auth.mode === 'embedded'
      ? new Keycloak({ oidcProvider: auth.issuer, clientId: auth.clientId })
      : new Keycloak({ url: auth.url, realm: auth.realm, clientId: auth.clientId });
  keycloak.onTokenExpired = () => {
    keycloak.updateToken(30).catch((error: unknown) => {
      console.warn('Token refresh failed', error);
    });
  };
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  return keycloak;
}
