import Keycloak from 'keycloak-js';
import type { AuthConfig, EmbeddedAuthConfig } from '../dataProvider/runtimeConfig';
import { fetchProviderMetadata } from '../dataProvider/oidcClient';
import { resolveInitialLocale } from './localeMemory';
import { chooseEmbeddedClient } from './consoleClient';
import { adoptSignInLanguage } from './signInLanguage';

/**
 * keycloak-js for the embedded provider: its discovery document read once (and handed to
 * keycloak-js, which would otherwise read it again), and a client of the console's own
 * (see chooseEmbeddedClient).
 */
async function embeddedKeycloak(auth: EmbeddedAuthConfig): Promise<Keycloak> {
  const metadata = await fetchProviderMetadata(auth.issuer);
  const client = await chooseEmbeddedClient(metadata, auth.clientId);
  return new Keycloak({ oidcProvider: metadata, clientId: client.clientId });
}

/**
 * Makes every sign-in request of `keycloak` (the first one of init as well as 'Sign in again')
 * carry the console's current language as `ui_locales`, so the sign-in page speaks it; a
 * caller's own `locale` wins.
 */
function signInInConsoleLanguage(keycloak: Keycloak): void {
  const login = keycloak.login.bind(keycloak);
  keycloak.login = (options) => login({ locale: resolveInitialLocale(), ...options });
}

/**
 * Creates the keycloak-js instance for the runtime configuration's identity provider and signs
 * in: login-required, PKCE S256, no login iframe. Resolves once signed in (the first visit leaves
 * the page for the sign-in form and comes back). An expired token is refreshed at once; if that
 * fails, the next request's 401 logs the user out.
 *
 * Embedded mode signs in with a client the console registered for itself (the configured client
 * id when registration is not possible), and starts the console in the language chosen on the
 * sign-in page. Keycloak mode keeps the configured client id: realms usually refuse anonymous
 * registration. In both, the sign-in page is asked for the console's language.
 */
export async function initKeycloak(auth: AuthConfig): Promise<Keycloak> {
  const keycloak =
    auth.mode === 'embedded'
      ? await embeddedKeycloak(auth)
      : new Keycloak({ url: auth.url, realm: auth.realm, clientId: auth.clientId });
  signInInConsoleLanguage(keycloak);
  keycloak.onTokenExpired = () => {
    keycloak.updateToken(30).catch((error: unknown) => {
      console.warn('Token refresh failed', error);
    });
  };
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  // Keycloak's own `locale` claim is a user attribute kept across sign-ins: adopting it at every
  // start would undo the console's language switcher, so only the embedded provider's counts.
  if (auth.mode === 'embedded') adoptSignInLanguage(keycloak.idTokenParsed);
  return keycloak;
}
