import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcLoginError, loginWithPassword, refresh } from '../helpers/oidcLogin';
import type { TokenSet } from '../helpers/oidcLogin';
import type { TestServer } from '../helpers/testServer';
import { freePort, startTestServer } from '../helpers/testServer';

/**
 * AUTH_MODE=keycloak against a provider that answers where a Keycloak realm does: the embedded
 * provider with IDP_LAYOUT=keycloak (issuer /realms/<realm>, endpoints under
 * /protocol/openid-connect). No Keycloak runs on this machine; this checks everything on our
 * side of the boundary: the URLs the API and the console derive from KEYCLOAK_URL and
 * KEYCLOAK_REALM, the remote JWKS, issuer and audience checks, and the static client.
 */
const REALM = 'media';
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';

describe('AUTH_MODE=keycloak', () => {
  let realm: TestServer;
  let api: TestServer;
  let issuer: string;
  let editor: TokenSet;

  beforeAll(async () => {
    const [realmPort, apiPort] = [await freePort(), await freePort()];
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    realm = await startTestServer({
      dialect: 'sqlite',
      port: realmPort,
      noSeed: true,
      runJobs: false,
      // Keycloak puts 'account' in the audience of a realm user's access tokens.
      env: {
        IDP_LAYOUT: 'keycloak',
        IDP_REALM: REALM,
        OIDC_AUDIENCE: 'account',
        IDP_REDIRECT_ORIGINS: apiOrigin,
      },
    });
    issuer = `${realm.baseUrl}/realms/${REALM}`;
    api = await startTestServer({
      dialect: 'sqlite',
      port: apiPort,
      env: {
        AUTH_MODE: 'keycloak',
        KEYCLOAK_URL: `${realm.baseUrl}/`,
        KEYCLOAK_REALM: REALM,
        OIDC_CLIENT_ID: 'console',
        // Keycloak mode has no default audience: the realm's, named on purpose.
        OIDC_AUDIENCE: 'account',
      },
    });
    editor = await loginWithPassword(issuer, 'editor', 'editor', { redirectUri: `${apiOrigin}/` });
  });
  afterAll(async () => {
    await api?.stop();
    await realm?.stop();
  });

  /** A call to the API server with a given access token (none: no Authorization header). */
  const withToken = (token: string | undefined, path: string) =>
    api.api('', path, {
      product: 'main',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('the Keycloak-shaped provider publishes a realm issuer and Keycloak endpoint paths', async () => {
    const discovery = (await (
      await fetch(`${issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
    });
    // No provider at the default layout's place (a 404 envelope, or the console's page when built).
    const elsewhere = await (
      await fetch(`${realm.baseUrl}/auth/.well-known/openid-configuration`)
    ).text();
    expect(elsewhere).not.toContain('authorization_endpoint');
  });

  it('the console is told to sign in with keycloak-js against the realm, with the static client', async () => {
    const config = (await (await fetch(`${api.baseUrl}/config.json`)).json()) as { auth: unknown };
    expect(config.auth).toEqual({
      mode: 'keycloak',
      url: realm.baseUrl,
      realm: REALM,
      clientId: 'console',
      audience: 'account',
    });
  });

  it("accepts the realm's tokens, verified against the realm's JWKS (issuer and audience checked)", async () => {
    // The test server signs in at its configured issuer: here the realm.
    const token = await api.token('editor');
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'account',
      preferred_username: 'editor',
      realm_access: { roles: ['content_admin'] },
    });
    const { status, body } = await api.api('editor', `${MOVIES}?pageSize=5`, { product: 'main' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.header.count).toBeGreaterThan(5);
  });

  it('a refreshed token from the realm is accepted too', async () => {
    const next = await refresh(issuer, editor.refreshToken);
    expect(next.accessToken).not.toBe(editor.accessToken);
    expect((await withToken(next.accessToken, `${MOVIES}?pageSize=1`)).status).toBe(200);
  });

  it('checks roles and products from the realm token: viewer cannot create, nobody has no product', async () => {
    const created = await api.api('viewer', MOVIES, {
      method: 'POST',
      product: 'main',
      json: { lon: [{ lang: 'en', n: 'Refused' }] },
    });
    expect(created.status).toBe(403);
    const listed = await api.api('nobody', MOVIES, { product: 'main' });
    expect(listed.status).toBe(403);
    expect(listed.body.header.errors[0]?.description).toBe(
      'nobody is not entitled to any products',
    );
  });

  it('refuses no token, a tampered token and a token of another issuer with 401 envelopes', async () => {
    expect((await withToken(undefined, MOVIES)).status).toBe(401);
    const [head, payload, signature] = editor.accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        realm_access: { roles: ['operations_super_admin'] },
      }),
    ).toString('base64url');
    const tampered = await withToken(`${head}.${forged}.${signature}`, MOVIES);
    expect(tampered.status).toBe(401);
    expect(tampered.body.header.errors[0]?.description).toBe('Invalid or expired access token');
    // The API server's own embedded provider is off in keycloak mode; another server's is another issuer.
    const other = await loginWithPassword(api.baseUrl, 'editor', 'editor').catch(
      (error: unknown) => error,
    );
    expect(other).toBeInstanceOf(Error);
  });

  it("refuses a realm token issued to another client (azp) although it carries the realm's audience", async () => {
    // Another client of the same realm: dynamically registered at the realm, same users, same 'account' audience.
    const registration = await fetch(`${issuer}/clients-registrations/openid-connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_name: 'another app of the realm',
        redirect_uris: [`${api.baseUrl}/other-app`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      }),
    });
    expect(registration.status).toBe(201);
    const { client_id: otherClient } = (await registration.json()) as { client_id: string };
    const other = await loginWithPassword(issuer, 'editor', 'editor', {
      clientId: otherClient,
      redirectUri: `${api.baseUrl}/other-app`,
    });
    const claims = JSON.parse(
      Buffer.from(other.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    // Everything the API checked before matches: issuer, audience, signature; only azp differs.
    expect(claims).toMatchObject({ iss: issuer, aud: 'account', azp: otherClient });
    const refused = await withToken(other.accessToken, `${MOVIES}?pageSize=1`);
    expect(refused.status).toBe(401);
    expect(refused.body.header.errors[0]?.description).toBe('Invalid or expired access token');
    // The console's own client, same user, same realm: accepted.
    expect((await withToken(editor.accessToken, `${MOVIES}?pageSize=1`)).status).toBe(200);
  });

  it('lets the allowed console origin call the token endpoint with credentials (keycloak-js does), no other origin', async () => {
    const tokenCall = (origin: string) =>
      fetch(`${issuer}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'x',
          client_id: 'console',
        }),
      });
    const allowed = await tokenCall(api.baseUrl);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(api.baseUrl);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await tokenCall('http://127.0.0.1:1');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("the realm's static client returns only to the allowed origins", async () => {
    const refused = await loginWithPassword(issuer, 'editor', 'editor', {
      redirectUri: 'http://127.0.0.1:1/',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OidcLoginError);
  });
});

describe('IDP_LAYOUT, IDP_REALM and IDP_REDIRECT_ORIGINS settings', () => {
  it('lay the provider out as a realm and add origins; bad values stop the start with the setting named', async () => {
    const { loadConfig } = await import('../../server/config');
    const base = { PUBLIC_URL: 'http://localhost:8080' };
    expect(loadConfig(base)).toMatchObject({
      issuer: 'http://localhost:8080/auth',
      idpLayout: 'oidc',
      redirectOrigins: ['http://localhost:8080'],
    });
    expect(
      loadConfig({
        ...base,
        IDP_LAYOUT: 'keycloak',
        IDP_REALM: 'media',
        IDP_REDIRECT_ORIGINS: 'https://console.example.com, http://127.0.0.1:9000',
      }),
    ).toMatchObject({
      issuer: 'http://localhost:8080/realms/media',
      redirectOrigins: [
        'http://localhost:8080',
        'https://console.example.com',
        'http://127.0.0.1:9000',
      ],
    });
    expect(() => loadConfig({ ...base, IDP_LAYOUT: 'okta' })).toThrow(
      "IDP_LAYOUT must be oidc or keycloak, got 'okta'",
    );
    expect(() => loadConfig({ ...base, IDP_REALM: '../x' })).toThrow('IDP_REALM must be');
    expect(() =>
      loadConfig({ ...base, IDP_REDIRECT_ORIGINS: 'https://console.example.com/app' }),
    ).toThrow('must be an http(s) origin');
    expect(() => loadConfig({ ...base, IDP_REDIRECT_ORIGINS: 'not a url' })).toThrow(
      "IDP_REDIRECT_ORIGINS: 'not a url' is not a URL",
    );
  });

  it('keycloak mode needs an explicit OIDC_AUDIENCE (no default every client of the realm carries)', async () => {
    const { loadConfig } = await import('../../server/config');
    const keycloak = {
      AUTH_MODE: 'keycloak',
      KEYCLOAK_URL: 'https://sso.example.com',
      KEYCLOAK_REALM: 'media',
    };
    expect(() => loadConfig(keycloak)).toThrow(/^AUTH_MODE=keycloak needs OIDC_AUDIENCE: [^\n]+$/);
    expect(() => loadConfig({ ...keycloak, OIDC_AUDIENCE: '' })).toThrow(
      'AUTH_MODE=keycloak needs OIDC_AUDIENCE',
    );
    expect(loadConfig({ ...keycloak, OIDC_AUDIENCE: 'console-api' })).toMatchObject({
      apiAudience: 'console-api',
      clientId: 'console',
      issuer: 'https://sso.example.com/realms/media',
    });
    // The embedded provider keeps its own audience by default.
    expect(loadConfig({}).apiAudience).toBe('urn:console:api');
  });
});
