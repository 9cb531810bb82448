import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, setTokenGetter } from '../dataProvider/httpClient';
import { getCurrentProduct, setCurrentProduct } from '../dataProvider/productStore';
import { claimsFor, fakeKeycloak } from './testing/fakeKeycloak';
import type { ClientRegistrationApi } from '../dataProvider/oidcClient';
import { createAuthProvider, safeReturnPath } from './authProvider';
import { chooseEmbeddedClient } from './consoleClient';
import { setLoggingOut } from './logoutState';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenGetter(undefined);
  setCurrentProduct(undefined);
  sessionStorage.clear();
  localStorage.clear();
  setLoggingOut(false);
});

const editorClaims = claimsFor('editor', ['content_admin'], ['main', 'kids']);

/**
 * Signs the page in with a client of its own ('registered-N' through a registration API whose
 * delete is `remove`), as chooseEmbeddedClient does at sign-in, with 'console' as the
 * first-party client.
 */
async function withPageClient(
  clientId: string,
  remove: ClientRegistrationApi['remove'],
): Promise<void> {
  const n = clientId.split('-').at(-1) ?? '';
  const registrationApi: ClientRegistrationApi = {
    register: () =>
      Promise.resolve({
        clientId,
        registrationAccessToken: `rat-${n}`,
        registrationClientUri: `http://localhost/auth/reg/${clientId}`,
      }),
    read: () => Promise.resolve('known'),
    remove,
  };
  const issuer = 'http://localhost/auth';
  await chooseEmbeddedClient(
    {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      registration_endpoint: `${issuer}/reg`,
    },
    'console',
    { api: registrationApi, storage: localStorage, sessionStorage, origin: window.location.origin },
  );
}

describe('authProvider', () => {
  it('gives the identity from the token: react-admin id and full name plus roles and products', async () => {
    const provider = createAuthProvider(fakeKeycloak(editorClaims));
    await expect(provider.getIdentity?.()).resolves.toEqual({
      id: 'uid-editor',
      uid: 'uid-editor',
      username: 'editor',
      fullName: 'editor full name',
      roles: ['content_admin'],
      products: ['main', 'kids'],
    });
    await expect(provider.getPermissions?.({})).resolves.toEqual(['content_admin']);
  });

  it("gives the token's picture as the avatar (the user widget's photoURL), none when empty", async () => {
    const withPhoto = createAuthProvider(
      fakeKeycloak({ ...editorClaims, picture: 'https://img.example/ana.png' }),
    );
    await expect(withPhoto.getIdentity?.()).resolves.toMatchObject({
      avatar: 'https://img.example/ana.png',
    });
    const empty = createAuthProvider(fakeKeycloak({ ...editorClaims, picture: '' }));
    expect(await empty.getIdentity?.()).not.toHaveProperty('avatar');
  });

  it('answers canAccess from the role tables, for pages and for catalogue types', async () => {
    const pageOfType = (type: string) => (type === 'movie' ? ('cp_datastore' as const) : undefined);
    const viewer = createAuthProvider(
      fakeKeycloak(claimsFor('viewer', ['content_user'], ['main'])),
      { pageOfType },
    );
    const editor = createAuthProvider(fakeKeycloak(editorClaims), { pageOfType });
    expect(await viewer.canAccess?.({ action: 'view', resource: 'cp_datastore' })).toBe(true);
    expect(await viewer.canAccess?.({ action: 'update', resource: 'cp_datastore' })).toBe(false);
    expect(await viewer.canAccess?.({ action: 'list', resource: 'movie' })).toBe(true);
    expect(await viewer.canAccess?.({ action: 'edit', resource: 'movie' })).toBe(false);
    expect(await editor.canAccess?.({ action: 'edit', resource: 'movie' })).toBe(true);
    expect(await editor.canAccess?.({ action: 'view', resource: 'cp_appconfig' })).toBe(false);
    expect(await editor.canAccess?.({ action: 'view', resource: 'unknown_type' })).toBe(false);
    expect(await editor.canAccess?.({ action: 'fly', resource: 'cp_datastore' })).toBe(false);
  });

  it('registers a token getter that refreshes tokens expiring within 30 s before each request', async () => {
    const keycloak = fakeKeycloak(editorClaims);
    createAuthProvider(keycloak);
    setCurrentProduct('kids');
    sessionStorage.setItem('client_id', 'registered-client');
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ data: [], header: { code: 200000, count: 0, errors: [] } }), {
          status: 200,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await createHttpClient()('/api/policy/x', { fallback: 'Fetch Failed' });
    expect(keycloak.calls).toContain('updateToken(30)');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1].headers);
    expect(headers.get('authorization')).toBe(`Bearer ${keycloak.token ?? ''}`);
    expect(headers.get('x-product')).toBe('kids');
    expect(headers.get('x-client-id')).toBe('registered-client');
  });

  it('logs out: forgets the token getter, the product and the stored keys, then ends the session at the root', async () => {
    const keycloak = fakeKeycloak(editorClaims);
    const provider = createAuthProvider(keycloak);
    setCurrentProduct('main');
    for (const key of ['client_id', 'client_secret', 'token', 'registration_client_uri']) {
      sessionStorage.setItem(key, 'x');
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('selectedProduct', 'main');
    await expect(provider.logout({})).resolves.toBe(false);
    expect(getCurrentProduct()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    // The product choice survives: it is restored at the next sign-in.
    expect([...Array(localStorage.length).keys()].map((i) => localStorage.key(i))).toEqual([
      'selectedProduct',
    ]);
    expect(keycloak.calls).toContain(
      `logout(${JSON.stringify({ redirectUri: `${window.location.origin}/` })})`,
    );
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response('{}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    // While the page leaves, what still renders under the splash sends nothing (no 401s): its
    // calls end as cancelled, which the console keeps silent.
    await expect(createHttpClient()('/api/x', { fallback: 'Fetch Failed' })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // A new sign-in (a token getter registered again) sends requests again.
    const again = fakeKeycloak(editorClaims);
    createAuthProvider(again);
    await createHttpClient()('/api/x', { fallback: 'Fetch Failed' }).catch(() => undefined);
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get('authorization')).toBe(
      `Bearer ${again.token ?? ''}`,
    );
  });

  it('logs out with its own client: the registration is deleted first, then the session ends through the first-party client', async () => {
    const events: string[] = [];
    await withPageClient('registered-1', (registration) => {
      events.push(`delete ${registration.clientId}`);
      return Promise.resolve();
    });
    const keycloak = fakeKeycloak(editorClaims);
    keycloak.clientId = 'registered-1';
    keycloak.idToken = 'id-token-of-registered-1';
    const logout = keycloak.logout;
    keycloak.logout = (options) => {
      events.push(
        `end session as ${String(keycloak.clientId)}, hint ${String(keycloak.idToken)}, stored keys ${localStorage.length + sessionStorage.length}`,
      );
      return logout(options);
    };
    localStorage.setItem('token', 'x');
    await expect(createAuthProvider(keycloak).logout({})).resolves.toBe(false);
    expect(events).toEqual([
      'delete registered-1',
      'end session as console, hint undefined, stored keys 0',
    ]);
    expect(keycloak.calls).toContain(
      `logout(${JSON.stringify({ redirectUri: `${window.location.origin}/` })})`,
    );
  });

  it('two logouts at once (two refused requests) end the session once, through the first-party client', async () => {
    const events: string[] = [];
    let finishDelete = () => {};
    // The delete takes a while: the second logout starts before it is done.
    await withPageClient(
      'registered-2',
      (registration) =>
        new Promise<void>((resolve) => {
          finishDelete = () => {
            events.push(`delete ${registration.clientId}`);
            resolve();
          };
        }),
    );
    const keycloak = fakeKeycloak(editorClaims);
    keycloak.clientId = 'registered-2';
    const logout = keycloak.logout;
    keycloak.logout = (options) => {
      events.push(`end session as ${String(keycloak.clientId)}`);
      return logout(options);
    };
    const provider = createAuthProvider(keycloak);
    const first = provider.logout({});
    const second = provider.logout({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    finishDelete();
    await expect(Promise.all([first, second])).resolves.toEqual([false, false]);
    expect(events).toEqual(['delete registered-2', 'end session as console']);
  });

  it('signs in again with the login form, back to a same-origin path only', async () => {
    const keycloak = fakeKeycloak(editorClaims);
    const provider = createAuthProvider(keycloak);
    await provider.login({ returnTo: '/apps/vod/movie' });
    await provider.login({ returnTo: 'https://evil.example/' });
    expect(keycloak.calls.filter((call) => call.startsWith('login'))).toEqual([
      `login(${JSON.stringify({ redirectUri: `${window.location.origin}/apps/vod/movie`, prompt: 'login' })})`,
      `login(${JSON.stringify({ redirectUri: `${window.location.origin}/`, prompt: 'login' })})`,
    ]);
    expect(safeReturnPath('//evil.example')).toBe('/');
  });

  it("tries a refresh on 401 (rejecting with 'Invalid access_token' when it fails, which logs out) and ignores other errors", async () => {
    const keycloak = fakeKeycloak(editorClaims);
    keycloak.updateToken = () => Promise.reject(new Error('session ended'));
    const provider = createAuthProvider(keycloak);
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 401 })).rejects.toThrow(
      'console.auth.invalidAccessToken',
    );
  });

  it("keeps 'invalid_access_token' for the next sign-in page only when a 401 no refresh cured caused the logout", async () => {
    const plain = createAuthProvider(fakeKeycloak(editorClaims));
    await plain.logout({});
    expect(sessionStorage.getItem('signout_reason')).toBeNull();

    const keycloak = fakeKeycloak(editorClaims);
    keycloak.updateToken = () => Promise.reject(new Error('session ended'));
    const provider = createAuthProvider(keycloak);
    await expect(provider.checkError({ status: 401 })).rejects.toThrow();
    await provider.logout({});
    expect(sessionStorage.getItem('signout_reason')).toBe('invalid_access_token');
    sessionStorage.clear();
  });

  it('refuses checkAuth without a token', async () => {
    const keycloak = fakeKeycloak(editorClaims);
    keycloak.authenticated = false;
    await expect(createAuthProvider(keycloak).checkAuth({})).rejects.toThrow();
  });
});
