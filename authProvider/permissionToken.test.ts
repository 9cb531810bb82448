import { afterEach, describe, expect, it, vi } from 'vitest';
import { umaPermissionsFor } from '../domain/permissions/umaPermissions';
import { createAuthProvider } from './authProvider';
import {
  PERMISSION_TOKEN_STORAGE_KEY,
  currentTokenPermissions,
  forgetPermissionToken,
  watchPermissionToken,
} from './permissionToken';
import type { PermissionTokenClient } from './permissionToken';
import { claimsFor, fakeKeycloak } from './testing/fakeKeycloak';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const rptFor = (permissions: unknown) =>
  `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ sub: 'uid-viewer', authorization: { permissions } })}.sig`;

const TOKEN_ENDPOINT = 'https://idp.example/auth/token';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetPermissionToken();
  sessionStorage.clear();
});

describe('the permission token (UMA ticket exchange)', () => {
  it('asks the token endpoint with Keycloak’s form fields and the access token as bearer, then stores the RPT', async () => {
    const viewerClaims = claimsFor('viewer', ['content_user'], ['main']);
    const keycloak = { ...fakeKeycloak(viewerClaims), clientId: 'console', idToken: 'id-token-1' };
    const rpt = rptFor(umaPermissionsFor(['content_user']));
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { access_token: rpt })));
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem('client_secret', 'secret-1');

    await watchPermissionToken({
      keycloak,
      tokenEndpoint: TOKEN_ENDPOINT,
      audience: 'console-api',
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TOKEN_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${keycloak.token}`);
    const form = new URLSearchParams(init.body as string);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:uma-ticket',
      audience: 'console-api',
      client_id: 'console',
      client_secret: 'secret-1',
      claim_token: 'id-token-1',
      claim_token_format: 'http://openid.net/specs/openid-connect-core-1_0.html#IDToken',
    });
    expect(sessionStorage.getItem(PERMISSION_TOKEN_STORAGE_KEY)).toBe(rpt);
    expect(currentTokenPermissions()?.get('cp_live')).toEqual(new Set(['view']));
  });

  it('asks again after each token refresh', async () => {
    const keycloak: PermissionTokenClient = {
      ...fakeKeycloak(claimsFor('viewer', ['content_user'])),
      clientId: 'console',
    };
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(200, { access_token: rptFor(umaPermissionsFor([])) })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await watchPermissionToken({ keycloak, tokenEndpoint: TOKEN_ENDPOINT, audience: 'api' });
    keycloak.onAuthRefreshSuccess?.();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('answers canAccess from the RPT’s permissions when it has them, from the roles otherwise', async () => {
    const keycloak = {
      ...fakeKeycloak(claimsFor('viewer', ['content_user'])),
      clientId: 'console',
    };
    const provider = createAuthProvider(keycloak);
    expect(await provider.canAccess?.({ action: 'update', resource: 'cp_datastore' })).toBe(false);
    // A realm whose policies grant this user more than the console's tables: the RPT decides.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(200, {
            access_token: rptFor([
              { rsid: '1', rsname: 'cp_datastore', scopes: ['view', 'update'] },
            ]),
          }),
        ),
      ),
    );
    await watchPermissionToken({ keycloak, tokenEndpoint: TOKEN_ENDPOINT, audience: 'api' });
    expect(await provider.canAccess?.({ action: 'update', resource: 'cp_datastore' })).toBe(true);
    expect(await provider.canAccess?.({ action: 'view', resource: 'cp_live' })).toBe(false);
  });

  it('keeps working with the role tables when the exchange is refused, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(PERMISSION_TOKEN_STORAGE_KEY, 'an older rpt');
    const keycloak = {
      ...fakeKeycloak(claimsFor('viewer', ['content_user'])),
      clientId: 'console',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(400, {
            error: 'invalid_request',
            error_description: 'Client does not support permissions',
          }),
        ),
      ),
    );
    const provider = createAuthProvider(keycloak);
    await expect(
      watchPermissionToken({ keycloak, tokenEndpoint: TOKEN_ENDPOINT, audience: 'api' }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    const call: unknown[] = warn.mock.calls[0] ?? [];
    expect(call[0]).toBe('Permission token exchange failed; the role tables apply');
    expect(String(call[1])).toMatch(/HTTP 400 Client does not support permissions/);
    expect(sessionStorage.getItem(PERMISSION_TOKEN_STORAGE_KEY)).toBeNull();
    expect(currentTokenPermissions()).toBeUndefined();
    expect(await provider.canAccess?.({ action: 'view', resource: 'cp_datastore' })).toBe(true);
  });

  it('is forgotten at sign-out', async () => {
    const keycloak = {
      ...fakeKeycloak(claimsFor('viewer', ['content_user'])),
      clientId: 'console',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse(200, { access_token: rptFor(umaPermissionsFor([])) })),
      ),
    );
    await watchPermissionToken({ keycloak, tokenEndpoint: TOKEN_ENDPOINT, audience: 'api' });
    expect(sessionStorage.getItem(PERMISSION_TOKEN_STORAGE_KEY)).not.toBeNull();
    await createAuthProvider(keycloak).logout?.({});
    expect(sessionStorage.getItem(PERMISSION_TOKEN_STORAGE_KEY)).toBeNull();
    expect(currentTokenPermissions()).toBeUndefined();
  });
});
