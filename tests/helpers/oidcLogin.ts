import { createHash, randomBytes } from 'node:crypto';
// Node's HTTP client (undici, the fetch Node itself ships), not the page's: in a happy-dom page test
// the global fetch is happy-dom's, a browser's, which refuses a cookie header set by hand and
// hides a redirect's Location, and this helper stands in for a browser by doing both.
import { fetch, Headers, type RequestInit, type Response } from 'undici';

/** Tokens from the provider's token endpoint. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** Access token lifetime in seconds. */
  expiresIn: number;
}

/** Options of a sign-in; the defaults suit the console's own client. */
export interface LoginOptions {
  /** Defaults to 'console'. */
  clientId?: string;
  /** Defaults to the base URL's origin plus '/'. */
  redirectUri?: string;
  /** Defaults to 'openid profile email'. */
  scope?: string;
  /** Sent as ui_locales (e.g. 'ta'). */
  uiLocales?: string;
  /** keycloak-js asks for 'fragment'; defaults to the provider's default for code (query). */
  responseMode?: 'query' | 'fragment';
  /** A browser whose cookies (the provider session) persist across calls, e.g. for a later logout. */
  browser?: OidcBrowser;
}

/** A sign-in that did not complete: the HTTP status and page of the last response. */
export class OidcLoginError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${message} (HTTP ${status}): ${body.slice(0, 300)}`);
  }
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A minimal cookie-carrying, redirect-aware HTTP client (one host), standing in for a browser. */
export class OidcBrowser {
  private cookies: StoredCookie[] = [];

  /** `sent`: headers every request carries (e.g. the X-Forwarded-For a proxy adds). */
  constructor(private readonly sent: Readonly<Record<string, string>> = {}) {}

  /** Fetches without following redirects, sending and storing cookies as a browser would. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.sent))
      if (!headers.has(name)) headers.set(name, value);
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.set('cookie', cookie);
    if (!headers.has('accept')) headers.set('accept', 'text/html,application/json;q=0.9,*/*;q=0.8');
    const response = await fetch(target, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  /**
   * Follows redirects from `url` until one points at a location accepted by `isTarget` (returned
   * without being fetched) or a response is not a redirect (returned with its body text).
   */
  async follow(
    url: string,
    init: RequestInit,
    isTarget: (location: URL) => boolean,
  ): Promise<{ location?: URL; status: number; body: string; url: string }> {
    let current = url;
    let options = init;
    for (let hop = 0; hop < 15; hop += 1) {
      const response = await this.request(current, options);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { status: response.status, body: await response.text(), url: current };
      }
      await response.arrayBuffer();
      const next = new URL(location, current);
      if (isTarget(next))
        return { location: next, status: response.status, body: '', url: current };
      current = next.href;
      options = {};
    }
    throw new Error(`Too many redirects starting at ${url}`);
  }

  private cookieHeader(pathname: string): string {
    return this.cookies
      .filter(
        (c) =>
          pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      const attributeValue = rest.join('=').trim();
      const lower = key.trim().toLowerCase();
      if (lower === 'path' && attributeValue.startsWith('/')) path = attributeValue;
      if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    if (!expired) this.cookies.push({ name, value, path });
  }
}

function decodeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The provider's issuer URL for a server base URL (http://host:port → http://host:port/auth); a
 * URL with a path is the issuer itself (e.g. a Keycloak-shaped http://host:port/realms/console).
 */
export function issuerFor(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return new URL(trimmed).pathname.length > 1 ? trimmed : `${trimmed}/auth`;
}

const discoveries = new Map<string, Record<string, unknown>>();

/** Reads the provider's discovery document (cached per issuer once read successfully). */
export async function discover(baseUrl: string): Promise<Record<string, unknown>> {
  const issuer = issuerFor(baseUrl);
  const cached = discoveries.get(issuer);
  if (cached) return cached;
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`Discovery failed: HTTP ${response.status}`);
  const document = (await response.json()) as Record<string, unknown>;
  discoveries.set(issuer, document);
  return document;
}

async function endpoint(baseUrl: string, name: string): Promise<string> {
  const value = (await discover(baseUrl))[name];
  if (typeof value !== 'string') throw new Error(`Discovery has no ${name}`);
  return value;
}

function sameEndpoint(location: URL, redirectUri: string): boolean {
  const expected = new URL(redirectUri);
  return location.origin === expected.origin && location.pathname === expected.pathname;
}

async function tokenRequest(
  baseUrl: string,
  form: Record<string, string>,
  previousRefreshToken?: string,
): Promise<TokenSet> {
  const response = await fetch(await endpoint(baseUrl, 'token_endpoint'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new OidcLoginError('Token request refused', response.status, text);
  const body = JSON.parse(text) as Record<string, unknown>;
  const { access_token, id_token, expires_in } = body;
  // A provider that does not rotate refresh tokens answers without one: the old one stays valid.
  const refresh_token = body.refresh_token ?? previousRefreshToken;
  if (
    typeof access_token !== 'string' ||
    typeof refresh_token !== 'string' ||
    typeof expires_in !== 'number'
  ) {
    throw new OidcLoginError('Token response is incomplete', response.status, text);
  }
  return {
    accessToken: access_token,
    refreshToken: refresh_token,
    idToken: typeof id_token === 'string' ? id_token : '',
    expiresIn: expires_in,
  };
}

interface LoginAttempt {
  browser: OidcBrowser;
  redirectUri: string;
  clientId: string;
  verifier: string;
  state: string;
  nonce: string;
  /** The page the credentials were answered with, when they did not lead back to the client. */
  page?: { status: number; body: string };
  code?: string;
}

async function attemptLogin(
  baseUrl: string,
  username: string,
  password: string,
  options: LoginOptions,
): Promise<LoginAttempt> {
  const browser = options.browser ?? new OidcBrowser();
  const clientId = options.clientId ?? 'console';
  const redirectUri = options.redirectUri ?? `${new URL(baseUrl).origin}/`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const authorize = new URL(await endpoint(baseUrl, 'authorization_endpoint'));
  const params = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
    ...(options.responseMode ? { response_mode: options.responseMode } : {}),
  };
  for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value);

  const isCallback = (location: URL) => sameEndpoint(location, redirectUri);
  const attempt: LoginAttempt = { browser, redirectUri, clientId, verifier, state, nonce };
  let result = await browser.follow(authorize.href, {}, isCallback);
  if (!result.location) {
    const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(result.body)?.[1];
    if (result.status !== 200 || !action || !/name="username"/.test(result.body)) {
      throw new OidcLoginError('Expected the sign-in form', result.status, result.body);
    }
    const form = new URLSearchParams({ username, password });
    const lang = /name="lang" value="([^"]*)"/.exec(result.body)?.[1];
    if (lang) form.set('lang', lang);
    result = await browser.follow(
      new URL(decodeHtml(action), result.url).href,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      },
      isCallback,
    );
  }
  if (!result.location) {
    attempt.page = { status: result.status, body: result.body };
    return attempt;
  }
  const callback = result.location;
  const response = new URLSearchParams(callback.search || callback.hash.slice(1));
  const error = response.get('error');
  if (error)
    throw new OidcLoginError(
      `Authorization failed: ${error} ${response.get('error_description') ?? ''}`,
      303,
      callback.href,
    );
  if (response.get('state') !== state)
    throw new OidcLoginError('State mismatch in the callback', 303, callback.href);
  attempt.code = response.get('code') ?? undefined;
  return attempt;
}

/**
 * Signs in through the provider's REAL flow, as a browser would: authorization request with PKCE
 * (S256), the sign-in form, the credentials POST, redirects followed with cookies carried by hand,
 * then the code exchanged at the token endpoint. Throws OidcLoginError when anything is refused.
 */
export async function loginWithPassword(
  baseUrl: string,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<TokenSet> {
  const attempt = await attemptLogin(baseUrl, username, password, options);
  if (!attempt.code) {
    throw new OidcLoginError(
      `Sign-in as ${username} failed`,
      attempt.page?.status ?? 0,
      attempt.page?.body ?? '',
    );
  }
  const tokens = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code: attempt.code,
    redirect_uri: attempt.redirectUri,
    client_id: attempt.clientId,
    code_verifier: attempt.verifier,
  });
  // keycloak-js refuses an ID token whose nonce is not the one it sent; so does this helper.
  const idClaims = JSON.parse(
    Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { nonce?: unknown };
  if (idClaims.nonce !== attempt.nonce)
    throw new OidcLoginError('ID token nonce mismatch', 200, tokens.idToken);
  return tokens;
}

/** Submits credentials that must be refused; returns the re-rendered sign-in page (status and HTML). */
export async function loginFails(
  baseUrl: string,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<{ status: number; body: string }> {
  const attempt = await attemptLogin(baseUrl, username, password, options);
  if (attempt.code || !attempt.page)
    throw new Error(`Sign-in as ${username} unexpectedly succeeded`);
  return attempt.page;
}

/** Uses a refresh token at the token endpoint; the answer carries a new (rotated) refresh token. */
export function refresh(
  baseUrl: string,
  refreshToken: string,
  options: { clientId?: string } = {},
): Promise<TokenSet> {
  return tokenRequest(
    baseUrl,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: options.clientId ?? 'console',
    },
    refreshToken,
  );
}

/**
 * RP-initiated logout in `browser` (which holds the provider session): the end-session request,
 * then the logout form the provider's page would submit by itself. Returns where the provider
 * finally redirects (the post-logout redirect URI).
 */
export async function logout(
  baseUrl: string,
  browser: OidcBrowser,
  idToken: string,
  postLogoutRedirectUri = `${new URL(baseUrl).origin}/`,
): Promise<URL> {
  const endSession = new URL(await endpoint(baseUrl, 'end_session_endpoint'));
  endSession.searchParams.set('id_token_hint', idToken);
  endSession.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  const isDone = (location: URL) => sameEndpoint(location, postLogoutRedirectUri);
  const page = await browser.follow(endSession.href, {}, isDone);
  if (page.location) return page.location;
  const action = /<form[^>]*id="op\.logoutForm"[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!action || !xsrf)
    throw new OidcLoginError('Expected the logout form', page.status, page.body);
  const done = await browser.follow(
    new URL(decodeHtml(action), page.url).href,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    },
    isDone,
  );
  if (!done.location)
    throw new OidcLoginError('Logout did not redirect back', done.status, done.body);
  return done.location;
}
