import type { AuthProvider, UserIdentity } from 'react-admin';
import type { KeycloakLoginOptions, KeycloakLogoutOptions, KeycloakTokenParsed } from 'keycloak-js';
import { keycloakAuthProvider } from 'ra-keycloak';
import { endApiSession, setTokenGetter } from '../dataProvider/httpClient';
import { clearCurrentProduct } from '../dataProvider/productStore';
import { releasePageClient } from './consoleClient';
import type { Identity } from './identity';
import { identityFromToken } from './identityFromToken';
import { setLoggingOut } from './logoutState';
import { currentTokenPermissions, forgetPermissionToken } from './permissionToken';
import { rememberSignOutReason, type SignOutReason } from './signOutReason';
import type { PageOfType } from './resourceAccess';
import { canAccessResource } from './resourceAccess';

/** The part of a keycloak-js instance the console uses (a fake in tests). */
/** The message key a 401 that no refresh cures signs out with ('Invalid access_token'). */
export const INVALID_ACCESS_TOKEN = 'console.auth.invalidAccessToken';

export interface KeycloakClient {
  authenticated?: boolean;
  /** True once init ran (ra-keycloak initializes a client that has not been). */
  didInitialize: boolean;
  /** The client the session belongs to; logout names it to the provider. */
  clientId?: string | undefined;
  /** Sent as the logout's ID token hint. */
  idToken?: string | undefined;
  token?: string;
  tokenParsed?: KeycloakTokenParsed;
  updateToken(minValidity?: number): Promise<boolean>;
  login(options?: KeycloakLoginOptions): Promise<void>;
  logout(options?: KeycloakLogoutOptions): Promise<void>;
}

/** Where a role-less user was headed when sent to /login (the access guard's stored redirect). */
export const STORED_REDIRECT_KEY = 'redirect_url';

/** Storage keys the console (or its dynamic client registration) may leave behind (spec section 4). */
export const CONSOLE_STORAGE_KEYS = [
  STORED_REDIRECT_KEY,
  'client_id',
  'client_secret',
  // The requesting party token (permissionToken.ts: PERMISSION_TOKEN_STORAGE_KEY).
  'token',
  'registration_access_token',
  'registration_client_uri',
] as const;

/** Seconds of validity a token must have left before a request; shorter ones are refreshed first. */
export const TOKEN_MIN_VALIDITY_SECONDS = 30;

export interface ConsoleAuthProviderOptions {
  /** The page a catalogue type belongs to, so react-admin's checks on a type name work. */
  pageOfType?: PageOfType;
  /** Where the browser goes once signed out; defaults to the origin's root. */
  logoutRedirectUri?: string;
}

/** A same-origin path to return to, or '/' for anything else (no open redirects). */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  return value;
}

function removeStoredKeys(): void {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    if (!storage) continue;
    for (const key of CONSOLE_STORAGE_KEYS) storage.removeItem(key);
  }
}

/**
 * The console's react-admin authProvider over a keycloak-js instance that `initKeycloak` has
 * already signed in (login-required). It registers the data provider's token getter (refreshing
 * tokens that expire within 30 s), reads the identity from the token's claims, answers
 * `canAccess` from the role tables of domain/permissions, and logs out by showing the splash,
 * deleting the page's dynamic client registration (embedded mode), forgetting the token, the
 * product and the console's stored keys, then ending the session at the identity provider, which
 * sends the browser back to the root.
 */
export function createAuthProvider(
  keycloak: KeycloakClient,
  options: ConsoleAuthProviderOptions = {},
): AuthProvider {
  const pageOfType: PageOfType = options.pageOfType ?? (() => undefined);
  const origin = () => globalThis.location?.origin ?? '';
  // Set when checkError gives up on a refused token: the logout it causes carries the reason
  // to the next sign-in page (signOutReason.ts).
  let signOutReason: SignOutReason | undefined;

  setTokenGetter(async () => {
    if (!keycloak.authenticated) return undefined;
    await keycloak.updateToken(TOKEN_MIN_VALIDITY_SECONDS);
    return keycloak.token;
  });

  /** Deletes the page's client, forgets what the console kept, and ends the provider session. */
  const endSession = async (): Promise<false> => {
    setLoggingOut(true);
    // Spec section 4: the page's client registration is deleted first, while the page is still
    // here (ending the provider session leaves it). The token and the product stay until then,
    // so that what the console shows under the splash does not refetch without them.
    const firstPartyClientId = await releasePageClient();
    endApiSession();
    clearCurrentProduct();
    removeStoredKeys();
    forgetPermissionToken();
    if (signOutReason !== undefined) rememberSignOutReason(signOutReason);
    signOutReason = undefined;
    if (firstPartyClientId !== undefined) {
      // The registered client is gone and the provider would refuse a logout naming it (or
      // its ID token): the session ends through the configured first-party client.
      keycloak.clientId = firstPartyClientId;
      keycloak.idToken = undefined;
    }
    try {
      await keycloak.logout({ redirectUri: options.logoutRedirectUri ?? `${origin()}/` });
    } catch (error) {
      // Spec section 4: a logout failure is only logged.
      console.error('Logout failed', error);
      // Still on the page without a session: requests answer 401 again, which signs in anew.
      setTokenGetter(undefined);
      setLoggingOut(false);
    }
    // keycloak-js leaves the page itself: react-admin must not redirect.
    return false;
  };
  let loggingOut: Promise<false> | undefined;

  // ra-keycloak answers whether the user is signed in and what their permissions are (the
  // realm roles read from the access token); the console adds token refresh, its identity and
  // access rules, the 401 retry and its logout.
  const base = keycloakAuthProvider(keycloak, {
    onPermissions: (decoded) => identityFromToken(decoded)?.roles ?? [],
    // keycloak-js is initialized (login-required) before the console renders: no sign-in to await.
    authenticationTimeout: 100,
  });

  const currentIdentity = (): Identity => {
    const identity = identityFromToken(keycloak.tokenParsed);
    if (!identity) throw new Error('The access token names no user');
    return identity;
  };

  return {
    async login(params: unknown) {
      const returnTo =
        typeof params === 'object' && params !== null
          ? (params as { returnTo?: unknown }).returnTo
          : undefined;
      // 'Sign in again' must show the sign-in form even while a provider session exists.
      await keycloak.login({
        redirectUri: `${origin()}${safeReturnPath(returnTo)}`,
        prompt: 'login',
      });
    },

    logout() {
      // Two refused requests at once each ask for a logout: the second joins the first, which
      // deletes the page's client before the session ends through the first-party client (run
      // side by side, the second ended the session naming the client the first was deleting,
      // and the provider refused it: invalid_client).
      loggingOut ??= endSession().finally(() => {
        loggingOut = undefined;
      });
      return loggingOut;
    },

    async checkAuth(params: unknown) {
      await base.checkAuth(params);
      await keycloak.updateToken(TOKEN_MIN_VALIDITY_SECONDS);
    },

    async checkError(error: unknown) {
      const status =
        typeof error === 'object' && error !== null
          ? (error as { status?: unknown }).status
          : undefined;
      if (status !== 401) return;
      // The token was refused: a refresh may save the session; otherwise react-admin logs out,
      // saying why (spec section 8: 'Invalid access_token').
      try {
        await keycloak.updateToken(-1);
      } catch (cause) {
        signOutReason = 'invalid_access_token';
        throw new Error(INVALID_ACCESS_TOKEN, { cause });
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const identity = currentIdentity();
      // The user widget shows the photo the IdP names (OpenID 'picture'), else the default avatar.
      const picture: unknown = keycloak.tokenParsed?.['picture'];
      return {
        ...identity,
        id: identity.uid,
        fullName: identity.fullName,
        ...(typeof picture === 'string' && picture !== '' ? { avatar: picture } : {}),
      };
    },

    async getPermissions(params: unknown) {
      return base.getPermissions?.(params) as Promise<string[]>;
    },

    async canAccess({ action, resource }: { action: string; resource: string }) {
      const identity = identityFromToken(keycloak.tokenParsed);
      return (
        identity !== undefined &&
        canAccessResource(identity.roles, action, resource, pageOfType, currentTokenPermissions())
      );
    },
  };
}
