import { useSyncExternalStore } from 'react';
import type { Permissions } from '../domain/permissions/permissionsFor';
import { permissionsFromUmaClaims } from '../domain/permissions/umaPermissions';
import { requestPermissionToken } from '../dataProvider/oidcClient';
import type { PermissionTokenRequest } from '../dataProvider/oidcClient';

/**
 * Session storage key of the requesting party token (RPT) the console got for its user (section
 * 7: 'Token stored in session storage'); removed at sign-out with the console's other keys.
 */
export const PERMISSION_TOKEN_STORAGE_KEY = 'token';

/** Session storage key of a confidential client's secret, sent with the exchange when present. */
const CLIENT_SECRET_STORAGE_KEY = 'client_secret';

/** The permissions of the current RPT; undefined when there is none (the role tables apply). */
let current: Permissions | undefined;
const listeners = new Set<() => void>();

function publish(permissions: Permissions | undefined): void {
  if (current === permissions) return;
  current = permissions;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The permissions the current RPT grants, or undefined when the console has no usable RPT. */
export function currentTokenPermissions(): Permissions | undefined {
  return current;
}

/** The same, re-rendering when an exchange succeeds or the RPT is forgotten. */
export function useTokenPermissions(): Permissions | undefined {
  return useSyncExternalStore(subscribe, currentTokenPermissions, () => undefined);
}

/** Forgets the RPT (sign-out, a failed exchange): checks fall back to the role tables. */
export function forgetPermissionToken(): void {
  globalThis.sessionStorage?.removeItem(PERMISSION_TOKEN_STORAGE_KEY);
  publish(undefined);
}

function claimsOf(token: string): unknown {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The part of a keycloak-js instance the exchange reads (a fake in tests). */
export interface PermissionTokenClient {
  token?: string | undefined;
  idToken?: string | undefined;
  clientId?: string | undefined;
  onAuthRefreshSuccess?: (() => void) | undefined;
}

/** Where and for what the console asks for its user's permissions. */
export interface PermissionTokenSource {
  keycloak: PermissionTokenClient;
  tokenEndpoint: string;
  /** The resource server (the API's audience). */
  audience: string;
  /** The HTTP call (dataProvider/oidcClient); a fake in tests. */
  request?: (request: PermissionTokenRequest) => Promise<string>;
}

/**
 * One exchange of the user's tokens for an RPT (UMA ticket grant). On success the RPT is stored
 * under PERMISSION_TOKEN_STORAGE_KEY and, when it names the console's pages, its permissions
 * answer the console's checks (usePermission, canAccess). A failure never blocks anything: it is
 * logged as a warning, the RPT is forgotten, and the checks keep using the role tables.
 */
export async function exchangeForPermissions(source: PermissionTokenSource): Promise<void> {
  const { keycloak } = source;
  if (!keycloak.token || !keycloak.clientId) return;
  try {
    const rpt = await (source.request ?? requestPermissionToken)({
      tokenEndpoint: source.tokenEndpoint,
      clientId: keycloak.clientId,
      clientSecret: globalThis.sessionStorage?.getItem(CLIENT_SECRET_STORAGE_KEY) ?? undefined,
      audience: source.audience,
      accessToken: keycloak.token,
      idToken: keycloak.idToken,
    });
    globalThis.sessionStorage?.setItem(PERMISSION_TOKEN_STORAGE_KEY, rpt);
    publish(permissionsFromUmaClaims(claimsOf(rpt)));
  } catch (error) {
    console.warn('Permission token exchange failed; the role tables apply', error);
    forgetPermissionToken();
  }
}

/**
 * Exchanges the user's tokens for an RPT now (after sign-in) and again after every token refresh
 * (keycloak-js `onAuthRefreshSuccess`, chained to any earlier handler). Not awaited by the
 * sign-in: until the first answer, and whenever an exchange fails, the role tables apply.
 */
export function watchPermissionToken(source: PermissionTokenSource): Promise<void> {
  const earlier = source.keycloak.onAuthRefreshSuccess;
  source.keycloak.onAuthRefreshSuccess = () => {
    earlier?.();
    void exchangeForPermissions(source);
  };
  return exchangeForPermissions(source);
}
