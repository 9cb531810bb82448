import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { discover } from '../helpers/oidcLogin';
import type { TestServer } from '../helpers/testServer';
import { startTestServer } from '../helpers/testServer';

/** A Content-Security-Policy header as directive name → sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** What every response must carry, whoever answers it (console, API, provider, error handler). */
function expectSecurityHeaders(headers: Headers, what: string): void {
  const policy = parsePolicy(headers.get('content-security-policy'));
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('no-referrer');
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  // Served over plain http here (PUBLIC_URL http://...): no HSTS.
  expect(headers.get('strict-transport-security'), `${what}: HSTS`).toBeNull();
}

/**
 * Whether the console is built (dist/, with public/'s pages in it) for the server to serve its
 * pages; in `npm test` the end-to-end stage builds it first.
 */
const consoleBuilt = existsSync(join(import.meta.dirname, '..', '..', 'dist', 'index.html'));

describe('security headers (@fastify/helmet) on every response', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect: 'sqlite', noSeed: true, runJobs: false });
  });
  afterAll(async () => server?.stop());

  it.runIf(consoleBuilt)(
    "the console's page: a policy with no inline script, styles as emotion needs them",
    async () => {
      const response = await fetch(`${server.baseUrl}/some/console/route`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expectSecurityHeaders(response.headers, 'console page');
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // No inline script ('unsafe-inline', nonces, hashes); eval for ajv's compiled validators.
      expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // Sign-in and logout forms return to the console's origins.
      expect(policy.get('form-action')).toEqual(["'self'", server.baseUrl]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    },
  );

  it.runIf(consoleBuilt)(
    "the silent sign-in check's page may be framed by the console's own origin, and nothing else",
    async () => {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await fetch(`${server.baseUrl}/silent-check-sso.html`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<script src="/silent-check-sso.js">');
        const policy = parsePolicy(response.headers.get('content-security-policy'));
        expect(policy.get('frame-ancestors'), encoding).toEqual(["'self'"]);
        expect(response.headers.get('x-frame-options'), encoding).toBe('SAMEORIGIN');
        // The rest is every page's policy: no inline script.
        expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
        expect(policy.get('default-src')).toEqual(["'self'"]);
      }
      // Its script, and every other page, stay unframeable.
      const script = await fetch(`${server.baseUrl}/silent-check-sso.js`);
      expect(script.status).toBe(200);
      expectSecurityHeaders(script.headers, 'the check page’s script');
      expectSecurityHeaders((await fetch(`${server.baseUrl}/`)).headers, 'the console page');
    },
  );

  it('an API answer and an API error (401, 404) carry them', async () => {
    const ok = await fetch(`${server.baseUrl}/config.json`);
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok.headers, '/config.json');
    const token = await server.token('viewer');
    const listed = await fetch(
      `${server.baseUrl}/api/catalog/content/urn/resource/catalog/movie?pageSize=1`,
      { headers: { authorization: `Bearer ${token}`, 'x-product': 'main' } },
    );
    expect(listed.status).toBe(200);
    expectSecurityHeaders(listed.headers, 'API list');
    const unauthorized = await fetch(
      `${server.baseUrl}/api/catalog/content/urn/resource/catalog/movie`,
    );
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized.headers, 'API 401');
    const missing = await fetch(`${server.baseUrl}/api/no/such/endpoint`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, 'API 404');
  });

  it('an API answer carries exactly these security headers, no X-Powered-By', async () => {
    const token = await server.token('viewer');
    const response = await fetch(
      `${server.baseUrl}/api/catalog/content/urn/resource/catalog/movie?pageSize=1`,
      { headers: { authorization: `Bearer ${token}`, 'x-product': 'main' } },
    );
    expect(response.status).toBe(200);
    const own = new Set(['connection', 'content-length', 'content-type', 'date', 'keep-alive']);
    const headers = Object.fromEntries(
      [...response.headers.entries()].filter(([name]) => !own.has(name)),
    );
    expect(headers).toEqual({
      'content-security-policy': [
        "default-src 'self'",
        "script-src 'self' 'unsafe-eval'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self' ${server.baseUrl}`,
        "frame-ancestors 'none'",
      ].join(';'),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it("the provider's answers carry them: sign-in page, discovery, its error page, the logout script", async () => {
    const authorize = new URL(String((await discover(server.baseUrl)).authorization_endpoint));
    authorize.search = new URLSearchParams({
      client_id: 'console',
      redirect_uri: `${server.baseUrl}/`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const started = await fetch(authorize, { redirect: 'manual' });
    expectSecurityHeaders(started.headers, 'authorization redirect');
    const cookies = started.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const signIn = await fetch(new URL(started.headers.get('location') ?? '', server.baseUrl), {
      headers: { cookie: cookies },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain('name="password"');
    expectSecurityHeaders(signIn.headers, 'sign-in page');
    // The sign-in page keeps its own, stricter policy: nothing but its inline stylesheet.
    expect(parsePolicy(signIn.headers.get('content-security-policy')).get('default-src')).toEqual([
      "'none'",
    ]);

    const discovery = await fetch(`${server.baseUrl}/auth/.well-known/openid-configuration`);
    expectSecurityHeaders(discovery.headers, 'discovery');
    const providerError = await fetch(`${server.baseUrl}/auth/auth?client_id=unknown`);
    expect(providerError.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(providerError.headers, 'provider error page');
    const script = await fetch(`${server.baseUrl}/auth/logout.js`);
    expect(script.status).toBe(200);
    expectSecurityHeaders(script.headers, 'logout script');
  });
});

describe('security headers over https (PUBLIC_URL https://...)', () => {
  it('add HSTS and upgrade-insecure-requests; Keycloak and service hosts join connect-src', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-headers-'));
    const config = loadConfig({
      PUBLIC_URL: 'https://console.example.com',
      DATA_DIR: dataDir,
      APP_ENV: 'staging',
      AUTH_MODE: 'keycloak',
      KEYCLOAK_URL: 'https://sso.example.com/',
      KEYCLOAK_REALM: 'media',
      OIDC_AUDIENCE: 'console-api',
      LOG_LEVEL: 'fatal',
      SKIP_CONSOLE_BUILD: 'true',
    });
    const { app } = await buildApp(config);
    try {
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const policy = parsePolicy(String(response.headers['content-security-policy']));
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://api.staging.streaming.example',
        'https://sso.example.com',
      ]);
      const refused = await app.inject({ method: 'GET', url: '/api/search/anything' });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['strict-transport-security']).toBeDefined();
      expect(refused.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
