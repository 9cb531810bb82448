import { mkdtempSync, rmSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleClientMetadata as consoleRegistration } from '../../authProvider/clientRegistration';
import { clientRegistrationApi, fetchProviderMetadata } from '../../dataProvider/oidcClient';
import { loadUsers } from '../../server/idp/users';
import { registerIdentityProvider } from '../../server/plugins/idp';
import type { IdentityProviderHandle } from '../../server/plugins/idp';
import { openStorage } from '../../server/store/db';
import type { Storage } from '../../server/store/db';
import { ensurePostgresDatabase, postgresUrlFor, testDialects } from '../helpers/testServer';
import {
  OidcBrowser,
  discover,
  loginFails,
  loginWithPassword,
  logout,
  refresh,
} from '../helpers/oidcLogin';

const API_AUDIENCE = 'urn:console:api';

interface RunningIdp {
  app: FastifyInstance;
  baseUrl: string;
  handle: IdentityProviderHandle;
  logs: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Fastify app with only the identity provider, listening on 127.0.0.1. */
async function startIdp(
  storage: Storage,
  options: {
    issuer?: (baseUrl: string) => string;
    origins?: string[];
    registrationsPerMinute?: number;
  } = {},
): Promise<RunningIdp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const handle = await registerIdentityProvider(app, {
    db: storage.db,
    issuer: options.issuer ? options.issuer(baseUrl) : `${baseUrl}/auth`,
    users: loadUsers(),
    clientId: 'console',
    redirectOrigins: options.origins ?? [baseUrl],
    apiAudience: API_AUDIENCE,
    ...(options.registrationsPerMinute === undefined
      ? {}
      : { registrationsPerMinute: options.registrationsPerMinute }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, handle, logs };
}

function verifyAccessToken(
  idp: RunningIdp,
  token: string,
  jwks = idp.handle.jwks,
): Promise<JWTPayload> {
  return jwtVerify(token, createLocalJWKSet(jwks), {
    issuer: idp.handle.issuer,
    audience: API_AUDIENCE,
  }).then((r) => r.payload);
}

/** An authorization request URL for the console client (no PKCE unless given in `params`). */
function authorizeUrl(baseUrl: string, params: Record<string, string>): URL {
  const url = new URL(`${baseUrl}/auth/auth`);
  const all = {
    client_id: 'console',
    redirect_uri: `${baseUrl}/`,
    response_type: 'code',
    scope: 'openid',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url;
}

describe('embedded identity provider (SQLite)', () => {
  let dir: string;
  let storage: Storage;
  let idp: RunningIdp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idp-test-'));
    storage = await openStorage({ sqliteFile: join(dir, 'idp.sqlite') });
    idp = await startIdp(storage);
  });

  afterAll(async () => {
    await idp.app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes a discovery document for PKCE public clients', async () => {
    const doc = await discover(idp.baseUrl);
    expect(doc.issuer).toBe(`${idp.baseUrl}/auth`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(doc.ui_locales_supported).toEqual(['en', 'zh', 'ms', 'ta']);
    for (const name of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
      'registration_endpoint',
      'userinfo_endpoint',
    ]) {
      expect(String(doc[name])).toMatch(new RegExp(`^${idp.baseUrl}/auth/`));
    }
  });

  it('gives out only public signing keys, the same ones the JWKS endpoint serves', async () => {
    expect(idp.handle.jwks.keys.length).toBeGreaterThan(0);
    for (const key of idp.handle.jwks.keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(Object.keys(key)).not.toEqual(expect.arrayContaining(['d']));
    }
    const served = (await (await fetch(`${idp.baseUrl}/auth/jwks`)).json()) as {
      keys: { kid?: string }[];
    };
    expect(served.keys.map((k) => k.kid)).toEqual(idp.handle.jwks.keys.map((k) => k.kid));
  });

  it('signs the editor in with code + PKCE; the JWT access token carries Keycloak-shaped claims', async () => {
    const tokens = await loginWithPassword(idp.baseUrl, 'editor', 'editor');
    expect(tokens.expiresIn).toBe(300);
    const access = await verifyAccessToken(idp, tokens.accessToken);
    expect(access.realm_access).toEqual({ roles: ['content_admin'] });
    expect(access.product).toEqual(['main', 'kids']);
    expect(access.preferred_username).toBe('editor');
    expect(access.sub).toBe('editor');
    expect(access.name).toBe('Eddie Editor');
    expect(access.email).toBe('editor@example.com');
    expect(access.client_id).toBe('console');
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);

    const { payload: id } = await jwtVerify(tokens.idToken, createLocalJWKSet(idp.handle.jwks), {
      issuer: idp.handle.issuer,
      audience: 'console',
    });
    expect(id).toMatchObject({
      preferred_username: 'editor',
      realm_access: { roles: ['content_admin'] },
      product: ['main', 'kids'],
      name: 'Eddie Editor',
    });

    const userinfo = await fetch(`${idp.baseUrl}/auth/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: 'editor',
      preferred_username: 'editor',
      product: ['main', 'kids'],
      email: 'editor@example.com',
    });
  });

  it('answers in the URL fragment when asked, as keycloak-js does by default', async () => {
    // keycloak-js sends the current page (with a hash route) as redirect_uri.
    const tokens = await loginWithPassword(idp.baseUrl, 'scheduler', 'scheduler', {
      responseMode: 'fragment',
      scope: 'openid',
      redirectUri: `${idp.baseUrl}/#/schedule`,
    });
    const access = await verifyAccessToken(idp, tokens.accessToken);
    expect(access).toMatchObject({
      preferred_username: 'scheduler',
      realm_access: { roles: ['vll_admin'] },
      product: ['main'],
    });
  });

  it('leaves the product claim out entirely for a user without products', async () => {
    const tokens = await loginWithPassword(idp.baseUrl, 'nobody', 'nobody');
    const access = await verifyAccessToken(idp, tokens.accessToken);
    expect(access.realm_access).toEqual({ roles: ['content_admin'] });
    expect('product' in access).toBe(false);
    expect('product' in decodeJwt(tokens.idToken)).toBe(false);
  });

  it('re-renders the form with 401 and a clear message on a wrong password, logging no password', async () => {
    const page = await loginFails(idp.baseUrl, 'editor', 'not-the-password-42');
    expect(page.status).toBe(401);
    expect(page.body).toContain('Invalid username or password.');
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(page.body).toContain('name="password"');
    expect(page.body).toContain('value="editor"');
    expect(page.body).toContain('Streaming Console');
    expect(page.body).not.toMatch(/at .*\.(js|ts):\d+/);
    const logged = idp.logs.join('');
    expect(logged).toContain('sign-in failed');
    expect(logged).toContain('"username":"editor"');
    expect(logged).not.toContain('not-the-password-42');
  });

  it('shows the error in Tamil when ui_locales=ta and escapes what it echoes', async () => {
    const page = await loginFails(idp.baseUrl, '"><script>alert(1)</script>', 'x', {
      uiLocales: 'ta',
    });
    expect(page.status).toBe(401);
    expect(page.body).toContain('<html lang="ta">');
    expect(page.body).toContain('தவறான பயனர்பெயர் அல்லது கடவுச்சொல்.');
    expect(page.body).toContain('name="username"');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
    for (const language of ['en', 'zh', 'ms', 'ta'])
      expect(page.body).toContain(`?lang=${language}"`);
  });

  it('refreshes: a new access token and a JWT-shaped refresh token; the used one cannot be replayed', async () => {
    const first = await loginWithPassword(idp.baseUrl, 'creator', 'creator');
    // What keycloak-js does with it: split on '.', base64url-decode the middle part, read exp.
    const [, payload, random, extra] = first.refreshToken.split('.');
    expect(extra).toBeUndefined();
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      typ: 'Refresh',
      exp: expect.any(Number) as number,
      iat: expect.any(Number) as number,
    });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000 + 60);
    expect(decodeProtectedHeader(first.refreshToken)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(random?.length).toBeGreaterThanOrEqual(43);

    const second = await refresh(idp.baseUrl, first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.refreshToken.split('.')).toHaveLength(3);
    expect((await verifyAccessToken(idp, second.accessToken)).preferred_username).toBe('creator');
    await expect(refresh(idp.baseUrl, first.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('ends the session on logout: the next authorization request shows the sign-in form again', async () => {
    const browser = new OidcBrowser();
    const tokens = await loginWithPassword(idp.baseUrl, 'approver', 'approver', { browser });
    // While signed in, a second authorization needs no form (the password is not even checked).
    const again = await loginWithPassword(idp.baseUrl, 'approver', 'ignored', { browser });
    expect((await verifyAccessToken(idp, again.accessToken)).preferred_username).toBe('approver');

    const back = await logout(idp.baseUrl, browser, tokens.idToken);
    expect(back.href).toBe(`${idp.baseUrl}/`);
    const page = await loginFails(idp.baseUrl, 'approver', 'wrong', { browser });
    expect(page.status).toBe(401);
    await expect(refresh(idp.baseUrl, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it("serves the console's typeface to its pages, which the pages' policy lets them load", async () => {
    const page = await fetch(`${idp.baseUrl}/auth/interaction/doesnotexist?lang=ta`);
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(page.headers.get('content-security-policy')).toContain("font-src 'self'");
    expect(html).toContain('url(/auth/fonts/mulish-400.woff2)');
    for (const weight of [400, 600, 700]) {
      const font = await fetch(`${idp.baseUrl}/auth/fonts/mulish-${weight}.woff2`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      const bytes = Buffer.from(await font.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect((await fetch(`${idp.baseUrl}/auth/fonts/mulish-900.woff2`)).status).toBe(404);
  });

  it('renders the logout page as a self-submitting one-click form', async () => {
    const browser = new OidcBrowser();
    const tokens = await loginWithPassword(idp.baseUrl, 'viewer', 'viewer', { browser });
    const url = new URL(`${idp.baseUrl}/auth/session/end`);
    url.searchParams.set('id_token_hint', tokens.idToken);
    const page = await browser.request(url.href);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('id="op.logoutForm"');
    expect(html).toMatch(/<button[^>]*name="logout" value="yes"/);
    // No inline script (the Content-Security-Policy allows none): the click comes from the provider's file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).toContain('<script src="/auth/logout.js"></script>');
    const script = await fetch(`${idp.baseUrl}/auth/logout.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain(".getElementById('logout-button').click()");
  });

  it('registers a public client dynamically, signs in with it, then deletes it with the registration token', async () => {
    const registration = await fetch(`${idp.baseUrl}/auth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'console tab',
        redirect_uris: [`${idp.baseUrl}/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
      }),
    });
    expect(registration.status).toBe(201);
    const client = (await registration.json()) as Record<string, string>;
    // A public client: it signs in with PKCE and no client authentication.
    expect(client.token_endpoint_auth_method).toBe('none');
    const clientId = client.client_id ?? '';
    const tokens = await loginWithPassword(idp.baseUrl, 'viewer', 'viewer', {
      clientId,
      redirectUri: `${idp.baseUrl}/callback`,
    });
    expect((await verifyAccessToken(idp, tokens.accessToken)).azp).toBe(clientId);

    const removed = await fetch(client.registration_client_uri ?? '', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${client.registration_access_token}` },
    });
    expect(removed.status).toBe(204);
    const read = await fetch(client.registration_client_uri ?? '', {
      headers: { authorization: `Bearer ${client.registration_access_token}` },
    });
    expect(read.status).toBe(401);
    await expect(
      loginWithPassword(idp.baseUrl, 'viewer', 'viewer', {
        clientId,
        redirectUri: `${idp.baseUrl}/callback`,
      }),
    ).rejects.toThrow(/HTTP 400/);
  });

  it('refuses to register a client whose redirect URI is outside the allowed origins', async () => {
    const response = await fetch(`${idp.baseUrl}/auth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['https://evil.example/callback'] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_client_metadata' });
  });

  it('accepts any redirect URI under the allowed origins and refuses others with an HTML error page', async () => {
    const deep = `${idp.baseUrl}/some/page?tab=2`;
    await expect(
      loginWithPassword(idp.baseUrl, 'guest', 'guest', { redirectUri: deep }),
    ).resolves.toMatchObject({ expiresIn: 300 });
    const url = authorizeUrl(idp.baseUrl, {
      redirect_uri: 'http://elsewhere.example/',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(
      'redirect_uri did not match any of the client&#39;s registered redirect_uris',
    );
    expect(html).toContain('invalid_redirect_uri');
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(authorizeUrl(idp.baseUrl, { state: 's1' }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${idp.baseUrl}/`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('answers an unknown or expired sign-in request with a readable page', async () => {
    const response = await fetch(`${idp.baseUrl}/auth/interaction/doesnotexist?lang=ms`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Permintaan log masuk ini telah tamat tempoh');
  });
});

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pgAvailable = await postgresReachable(pgUrl);

describe.skipIf(!pgAvailable)(
  `embedded identity provider, two instances on one PostgreSQL (skipped when ${pgUrl} is unreachable)`,
  () => {
    let storages: Storage[] = [];
    let first: RunningIdp;
    let second: RunningIdp;

    beforeAll(async () => {
      storages = await Promise.all([
        openStorage({ databaseUrl: pgUrl, sqliteFile: '' }),
        openStorage({ databaseUrl: pgUrl, sqliteFile: '' }),
      ]);
      const [a, b] = storages;
      if (!a || !b) throw new Error('storage not opened');
      // Both instances sit behind one public issuer, as they would behind a load balancer.
      const publicPort = await freePort();
      const issuer = () => `http://127.0.0.1:${publicPort}/auth`;
      const origins = [`http://127.0.0.1:${publicPort}`];
      const started = await Promise.all([
        startIdp(a, { issuer, origins }),
        startIdp(b, { issuer, origins }),
      ]);
      [first, second] = started;
    });

    afterAll(async () => {
      await Promise.all([first?.app.close(), second?.app.close()]);
      // The API suites share this database (one file at a time): leave no sessions or grants behind.
      await storages[0]?.db.deleteFrom('oidc_payload').execute();
      await Promise.all(storages.map((s) => s.close()));
    });

    it('shares keys, tokens and sessions between the instances', async () => {
      expect(first.handle.jwks).toEqual(second.handle.jwks);
      const redirectUri = new URL(first.handle.issuer).origin + '/';
      const browser = new OidcBrowser();
      const tokens = await loginWithPassword(first.baseUrl, 'editor', 'editor', {
        redirectUri,
        browser,
      });
      const access = await verifyAccessToken(first, tokens.accessToken, second.handle.jwks);
      expect(access.product).toEqual(['main', 'kids']);

      const refreshed = await refresh(second.baseUrl, tokens.refreshToken);
      expect(
        (await verifyAccessToken(second, refreshed.accessToken, first.handle.jwks))
          .preferred_username,
      ).toBe('editor');
      // The session cookie set by the first instance is honoured by the second: no form shown.
      await expect(
        loginWithPassword(second.baseUrl, 'editor', 'ignored', { redirectUri, browser }),
      ).resolves.toMatchObject({ expiresIn: 300 });
    });
  },
);

/** What the console registers for itself (authProvider/clientRegistration.ts), on `origin`. */
function consoleClientMetadata(origin: string): Record<string, unknown> {
  return {
    client_name: 'Streaming Console',
    application_type: 'web',
    redirect_uris: [`${origin}/`],
    post_logout_redirect_uris: [`${origin}/`],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

interface Registration {
  client_id: string;
  registration_access_token: string;
  registration_client_uri: string;
  client_secret?: string;
  token_endpoint_auth_method?: string;
}

async function register(
  baseUrl: string,
  metadata: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const endpoint = String((await discover(baseUrl)).registration_endpoint);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(metadata),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function registrationRequest(
  registration: Registration,
  method: 'GET' | 'DELETE',
  token = registration.registration_access_token,
): Promise<Response> {
  return fetch(registration.registration_client_uri, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
}

/**
 * Ends the provider session as the console does after deleting its registration: through the
 * first-party client (no ID token hint: its client is gone), submitting the logout form the
 * provider's page submits by itself. Returns where the provider sends the browser.
 */
async function endSessionThroughFirstPartyClient(
  baseUrl: string,
  browser: OidcBrowser,
  postLogoutRedirectUri: string,
): Promise<URL | undefined> {
  const url = new URL(String((await discover(baseUrl)).end_session_endpoint));
  url.searchParams.set('client_id', 'console');
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  const isHome = (location: URL) => location.href === postLogoutRedirectUri;
  const page = await browser.follow(url.href, {}, isHome);
  const action = /<form[^>]*id="op\.logoutForm"[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!action || !xsrf) throw new Error(`Expected the logout form (HTTP ${page.status})`);
  const done = await browser.follow(
    new URL(action.replace(/&amp;/g, '&'), page.url).href,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    },
    isHome,
  );
  return done.location;
}

/**
 * Signs in as a person who opens the sign-in page in one language (ui_locales) and picks another
 * with the page's language links before submitting; returns the tokens of that sign-in.
 */
async function signInChoosingLanguage(
  baseUrl: string,
  options: { uiLocales: string; choose: string; username: string },
): Promise<{ idToken: string; accessToken: string; pageLanguage: string | undefined }> {
  const doc = await discover(baseUrl);
  const browser = new OidcBrowser();
  const redirectUri = `${baseUrl}/`;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(String(doc.authorization_endpoint));
  for (const [key, value] of Object.entries({
    client_id: 'console',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ui_locales: options.uiLocales,
  }))
    authorize.searchParams.set(key, value);
  const isCallback = (location: URL) => location.origin + location.pathname === redirectUri;
  const form = await browser.follow(authorize.href, {}, isCallback);
  const link = new RegExp(`href="([^"]*\\?lang=${options.choose})"`).exec(form.body)?.[1];
  if (!link) throw new Error(`No link to ${options.choose} on the sign-in page`);
  const chosen = await browser.follow(new URL(link, form.url).href, {}, isCallback);
  const pageLanguage = /<html lang="([^"]+)">/.exec(chosen.body)?.[1];
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(chosen.body)?.[1] ?? '';
  const lang = /name="lang" value="([^"]*)"/.exec(chosen.body)?.[1] ?? '';
  const back = await browser.follow(
    new URL(action, chosen.url).href,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: options.username, password: options.username, lang }),
    },
    isCallback,
  );
  const code = back.location?.searchParams.get('code');
  if (!code) throw new Error(`No code after the sign-in (HTTP ${back.status})`);
  const response = await fetch(String(doc.token_endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'console',
      code_verifier: verifier,
    }),
  });
  const tokens = (await response.json()) as { id_token: string; access_token: string };
  return { idToken: tokens.id_token, accessToken: tokens.access_token, pageLanguage };
}

const registrationDialects = await testDialects();

describe.each(registrationDialects)(
  'the console registers its own client and signs in in its language (%s)',
  (dialect) => {
    let dir: string;
    let storage: Storage;
    let idp: RunningIdp;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'idp-registration-'));
      let databaseUrl: string | undefined;
      if (dialect === 'postgres') {
        await ensurePostgresDatabase('console_idp_registration');
        databaseUrl = postgresUrlFor('console_idp_registration');
      }
      storage = await openStorage({ databaseUrl, sqliteFile: join(dir, 'idp.sqlite') });
      idp = await startIdp(storage);
    });

    afterAll(async () => {
      await idp.app.close();
      if (dialect === 'postgres') await storage.db.deleteFrom('oidc_payload').execute();
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('registers a public PKCE client on its own origin without an initial access token, then signs in with it', async () => {
      const { status, body } = await register(idp.baseUrl, consoleClientMetadata(idp.baseUrl));
      expect(status).toBe(201);
      const registration = body as unknown as Registration;
      expect(registration.token_endpoint_auth_method).toBe('none');
      expect(registration.client_secret).toBeUndefined();
      expect(registration.registration_access_token).toEqual(expect.any(String));
      expect(registration.registration_client_uri).toBe(
        `${idp.baseUrl}/auth/reg/${registration.client_id}`,
      );

      const read = await registrationRequest(registration, 'GET');
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ client_id: registration.client_id });

      // keycloak-js returns to the page it left; every path of the origin is accepted.
      const tokens = await loginWithPassword(idp.baseUrl, 'editor', 'editor', {
        clientId: registration.client_id,
        redirectUri: `${idp.baseUrl}/apps/main/vod/movie`,
        responseMode: 'fragment',
      });
      const access = await verifyAccessToken(idp, tokens.accessToken);
      expect(access).toMatchObject({ azp: registration.client_id, preferred_username: 'editor' });
      const refreshed = await refresh(idp.baseUrl, tokens.refreshToken, {
        clientId: registration.client_id,
      });
      expect((await verifyAccessToken(idp, refreshed.accessToken)).azp).toBe(
        registration.client_id,
      );
    });

    const refusals: [string, (baseUrl: string) => Record<string, unknown>][] = [
      ['a redirect URI on another origin', () => ({ redirect_uris: ['https://evil.example/'] })],
      [
        'a redirect URI on another port of this host',
        (baseUrl) => ({
          redirect_uris: [`http://127.0.0.1:${Number(new URL(baseUrl).port) + 1}/`],
        }),
      ],
      [
        'a redirect URI whose host only starts like this one',
        (baseUrl) => {
          const url = new URL(baseUrl);
          return { redirect_uris: [`http://${url.hostname}.evil.example:${url.port}/`] };
        },
      ],
      ['a custom-scheme redirect URI', () => ({ redirect_uris: ['com.example.app:/callback'] })],
      [
        'a post-logout redirect URI on another origin',
        () => ({ post_logout_redirect_uris: ['https://evil.example/'] }),
      ],
      ['a confidential client', () => ({ token_endpoint_auth_method: 'client_secret_basic' })],
      ['the client credentials grant', () => ({ grant_types: ['client_credentials'] })],
      [
        'the implicit flow',
        () => ({ grant_types: ['implicit'], response_types: ['id_token token'] }),
      ],
    ];
    it.each(refusals)('refuses to register %s', async (_label, change) => {
      const metadata = { ...consoleClientMetadata(idp.baseUrl), ...change(idp.baseUrl) };
      const { status, body } = await register(idp.baseUrl, metadata);
      expect(status).toBe(400);
      expect(['invalid_client_metadata', 'invalid_redirect_uri']).toContain(body.error);
    });

    it("answers the console's own registration calls: discovery, register, read, then 'unknown' once deleted", async () => {
      const metadata = await fetchProviderMetadata(`${idp.baseUrl}/auth`);
      expect(metadata.registration_endpoint).toBe(`${idp.baseUrl}/auth/reg`);
      expect(metadata.end_session_endpoint).toBe(`${idp.baseUrl}/auth/session/end`);
      const registration = await clientRegistrationApi.register(
        metadata.registration_endpoint ?? '',
        consoleRegistration(idp.baseUrl),
      );
      await expect(clientRegistrationApi.read(registration)).resolves.toBe('known');
      await clientRegistrationApi.remove(registration);
      await expect(clientRegistrationApi.read(registration)).resolves.toBe('unknown');
      // Deleting what is already gone is not an error (another tab may have logged out first).
      await expect(clientRegistrationApi.remove(registration)).resolves.toBeUndefined();
      await expect(
        clientRegistrationApi.register(metadata.registration_endpoint ?? '', {
          ...consoleRegistration('https://evil.example'),
        }),
      ).rejects.toMatchObject({ status: 400 });
    });

    it('deletes a registration only with its registration access token; the client is gone for good', async () => {
      const { body } = await register(idp.baseUrl, consoleClientMetadata(idp.baseUrl));
      const registration = body as unknown as Registration;
      const { body: otherBody } = await register(idp.baseUrl, consoleClientMetadata(idp.baseUrl));
      const other = otherBody as unknown as Registration;

      const refused = await registrationRequest(
        registration,
        'DELETE',
        other.registration_access_token,
      );
      expect(refused.status).toBe(401);
      expect((await registrationRequest(registration, 'GET')).status).toBe(200);
      // oidc-provider revokes a registration access token presented for another client.
      expect((await registrationRequest(other, 'GET')).status).toBe(401);

      expect((await registrationRequest(registration, 'DELETE')).status).toBe(204);
      expect((await registrationRequest(registration, 'GET')).status).toBe(401);
      expect((await registrationRequest(registration, 'DELETE')).status).toBe(401);
      await expect(
        loginWithPassword(idp.baseUrl, 'viewer', 'viewer', { clientId: registration.client_id }),
      ).rejects.toThrow(/HTTP 400/);
      // The other client is untouched: it still signs in.
      await expect(
        loginWithPassword(idp.baseUrl, 'viewer', 'viewer', { clientId: other.client_id }),
      ).resolves.toMatchObject({ expiresIn: 300 });
    });

    it('logs out as the console does: registration deleted first, then the session ended through the first-party client, back at the root', async () => {
      const { body } = await register(idp.baseUrl, consoleClientMetadata(idp.baseUrl));
      const registration = body as unknown as Registration;
      const browser = new OidcBrowser();
      const tokens = await loginWithPassword(idp.baseUrl, 'approver', 'approver', {
        clientId: registration.client_id,
        browser,
      });

      expect((await registrationRequest(registration, 'DELETE')).status).toBe(204);
      const home = await endSessionThroughFirstPartyClient(idp.baseUrl, browser, `${idp.baseUrl}/`);
      expect(home?.href).toBe(`${idp.baseUrl}/`);

      await expect(
        refresh(idp.baseUrl, tokens.refreshToken, { clientId: registration.client_id }),
      ).rejects.toThrow(/invalid_client|invalid_grant/);
      // The provider session is over: the next sign-in shows the form again.
      const page = await loginFails(idp.baseUrl, 'approver', 'wrong', { browser });
      expect(page.status).toBe(401);
    });

    it("puts the sign-in page's language in the ID and access tokens of that sign-in only", async () => {
      const browser = new OidcBrowser();
      const tokens = await loginWithPassword(idp.baseUrl, 'viewer', 'viewer', {
        uiLocales: 'ta',
        browser,
      });
      expect(decodeJwt(tokens.idToken).locale).toBe('ta');
      expect((await verifyAccessToken(idp, tokens.accessToken)).locale).toBe('ta');

      // Refreshed tokens and sign-ins that show no form (an existing session) carry no language:
      // the console's own choice made since then stays.
      const refreshed = await refresh(idp.baseUrl, tokens.refreshToken);
      expect('locale' in (await verifyAccessToken(idp, refreshed.accessToken))).toBe(false);
      expect('locale' in decodeJwt(refreshed.idToken)).toBe(false);
      const silent = await loginWithPassword(idp.baseUrl, 'viewer', 'ignored', {
        uiLocales: 'zh',
        browser,
      });
      expect('locale' in decodeJwt(silent.idToken)).toBe(false);
    });

    it('gives the language the user chose on the sign-in page, not the one the client asked for', async () => {
      const signIn = await signInChoosingLanguage(idp.baseUrl, {
        uiLocales: 'en',
        choose: 'ms',
        username: 'guest',
      });
      expect(signIn.pageLanguage).toBe('ms');
      expect(decodeJwt(signIn.idToken).locale).toBe('ms');
      expect((await verifyAccessToken(idp, signIn.accessToken)).locale).toBe('ms');
    });
  },
);

describe('dynamic client registration is bounded per address', () => {
  let dir: string;
  let storage: Storage;
  let idp: RunningIdp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idp-registration-limit-'));
    storage = await openStorage({ sqliteFile: join(dir, 'idp.sqlite') });
    idp = await startIdp(storage, { registrationsPerMinute: 3 });
  });

  afterAll(async () => {
    await idp.app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses registrations past the limit with 429 and Retry-After; earlier clients keep working', async () => {
    const accepted: Registration[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await register(idp.baseUrl, consoleClientMetadata(idp.baseUrl));
      expect(status).toBe(201);
      accepted.push(body as unknown as Registration);
    }
    const endpoint = String((await discover(idp.baseUrl)).registration_endpoint);
    const refused = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(consoleClientMetadata(idp.baseUrl)),
    });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: 'too_many_requests',
      error_description: `Too many client registrations from this address; try again in ${seconds} s`,
    });
    expect(idp.logs.join('')).toContain('client registrations over the limit');
    // Reading and deleting registrations, and signing in with them, are not limited.
    const first = accepted[0]!;
    expect((await registrationRequest(first, 'GET')).status).toBe(200);
    const tokens = await loginWithPassword(idp.baseUrl, 'viewer', 'viewer', {
      clientId: first.client_id,
    });
    expect((await verifyAccessToken(idp, tokens.accessToken)).azp).toBe(first.client_id);
    expect((await registrationRequest(first, 'DELETE')).status).toBe(204);
  });
});
