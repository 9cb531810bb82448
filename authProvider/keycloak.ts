import Keycloak from 'keycloak-js';
import type { AuthConfig, EmbeddedAuthConfig } from '../dataProvider/runtimeConfig';
import { fetchProviderMetadata } from '../dataProvider/oidcClient';
import { resolveInitialLocale } from './localeMemory';
import { chooseEmbeddedClient } from './consoleClient';
import { watchPermissionToken } from './permissionToken';
import { adoptSignInLanguage } from './signInLanguage';
import { setIdpProfileEndpoint } from './useIdpProfile';
import { takeSignOutReason, withSignOutReason } from './signOutReason';

/**
 * keycloak-js for the embedded provider: its discovery document read once (and handed to
 * keycloak-js, which would otherwise read it again), and a client of the console's own
 * (see chooseEmbeddedClient).
 */
async function embeddedKeycloak(
  auth: EmbeddedAuthConfig,
): Promise<{ keycloak: Keycloak; tokenEndpoint: string }> {
  const metadata = await fetchProviderMetadata(auth.issuer);
  const client = await chooseEmbeddedClient(metadata, auth.clientId);
  return {
    keycloak: new Keycloak({ oidcProvider: metadata, clientId: client.clientId }),
    tokenEndpoint: metadata.token_endpoint,
  };
}

/** A Keycloak realm's token endpoint. */
function realmTokenEndpoint(url: string, realm: string): string {
  return `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
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
 * When the console last signed the user out for a reason (a token no refresh could cure), the
 * first sign-in request of this start carries it, so the sign-in page says why (signOutReason.ts).
 */
function signInWithSignOutReason(keycloak: Keycloak): void {
  let reason = takeSignOutReason();
  if (reason === undefined) return;
  const createLoginUrl = keycloak.createLoginUrl.bind(keycloak);
  keycloak.createLoginUrl = async (options) => {
    const url = await createLoginUrl(options);
    // The silent check asks no one anything: the reason waits for the sign-in page.
    if (reason === undefined || options?.prompt === 'none') return url;
    const withReason = withSignOutReason(url, reason);
    reason = undefined;
    return withReason;
  };
}

/**
 * Creates the keycloak-js instance for the runtime configuration's identity provider and signs
 * in, PKCE S256, no login iframe. The embedded provider, on the console's own origin, is asked
 * silently first (check-sso): in a hidden frame of the console (public/silent-check-sso.html),
 * so a user it knows is signed in without leaving the page, and a deep link or a reload starts
 * the console once; not signed in, the sign-in page. A Keycloak realm, on a site of its own, is
 * asked by leaving the page (login-required): a frame of it would need its cookies as a third
 * party's, which browsers refuse. Either way the browser comes back signed in, and this resolves
 * then. An expired token is refreshed at once; if that fails, the next request's 401 logs the
 * user out.
 *
 * Embedded mode signs in with a client the console registered for itself (the configured client
 * id when registration is not possible), and starts the console in the language chosen on the
 * sign-in page. Keycloak mode keeps the configured client id: realms usually refuse anonymous
 * registration. In both, the sign-in page is asked for the console's language, and once signed
 * in the console asks for its user's permissions on the API (audience from the configuration).
 */
export async function initKeycloak(auth: AuthConfig): Promise<Keycloak> {
  const { keycloak, tokenEndpoint } =
    auth.mode === 'embedded'
      ? await embeddedKeycloak(auth)
      : {
          keycloak: new Keycloak({ url: auth.url, realm: auth.realm, clientId: auth.clientId }),
          tokenEndpoint: realmTokenEndpoint(auth.url, auth.realm),
        };
  signInInConsoleLanguage(keycloak);
  signInWithSignOutReason(keycloak);
  keycloak.onTokenExpired = () => {
    keycloak.updateToken(30).catch((error: unknown) => {
      console.warn('Token refresh failed', error);
    });
  };
  const signedIn = await keycloak.init({
    pkceMethod: 'S256',
    checkLoginIframe: false,
    ...(auth.mode === 'embedded'
      ? {
          onLoad: 'check-sso',
          silentCheckSsoRedirectUri: new URL('/silent-check-sso.html', window.location.origin).href,
        }
      : { onLoad: 'login-required' }),
  });
  if (!signedIn) {
    // The sign-in page; the console starts again when the browser comes back.
    await keycloak.login();
    await new Promise<never>(() => undefined);
  }
  // keycloak-js would answer a failed refresh by signing in again at once (clearToken calls login
  // when login was required), silently while the provider session lasts: the user would never
  // be told. The console signs out instead, saying 'Invalid access_token' (authProvider checkError).
  keycloak.loginRequired = false;
  // Keycloak's own `locale` claim is a user attribute kept across sign-ins: adopting it at every
  // start would undo the console's language switcher, so only the embedded provider's counts.
  if (auth.mode === 'embedded') adoptSignInLanguage(keycloak.idTokenParsed);
  // The embedded provider's profile with user metadata; a realm's is its own account console.
  setIdpProfileEndpoint(
    auth.mode === 'embedded' ? `${auth.issuer.replace(/\/+$/, '')}/profile` : undefined,
  );
  // The user's permissions on the API as a requesting party token, now and after each refresh;
  // not awaited: a slow or refused exchange leaves the role tables in charge (permissionToken.ts).
  if (auth.audience !== undefined)
    void watchPermissionToken({ keycloak, tokenEndpoint, audience: auth.audience });
  return keycloak;
}
