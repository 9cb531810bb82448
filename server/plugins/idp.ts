import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet } from 'jose';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { OidcPayloadStore } from '../idp/adapter';
import { handleInteraction } from '../idp/interactions';
import {
  loadCookieKeys,
  loadSigningKeys,
  loadSigningKeysFromFile,
  publicKeySet,
} from '../idp/keys';
import { createProvider } from '../idp/provider';
import { KEYCLOAK_ROUTES } from '../idp/configuration';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH, PAGE_FONT_WEIGHTS, fontPath } from '../idp/pages';
import { FixedWindowLimiter } from '../idp/rateLimiter';
import { SIGN_IN_LANGUAGE_KIND, signInLanguageStore } from '../idp/signInLanguage';
import { SignInThrottle, attemptStore } from '../idp/signInThrottle';
import type { SignInLimits } from '../idp/signInThrottle';
import { PROFILE_PATH, registerIdpProfileRoutes } from '../idp/profile';
import { registerUmaGrant, takeUmaBearer } from '../idp/umaGrant';
import { handleJwtUserinfo } from '../idp/userinfo';
import type { DemoUser } from '../idp/users';
import { PROJECT_ROOT } from '../projectRoot';
import type { Database } from '../store/schema';

/**
 * The sign-in pages' typeface, Mulish (the console's, from @fontsource/mulish): each weight's
 * Latin file, read once on first use and served by the provider at `{mountPath}/fonts/`.
 */
const pageFonts = new Map(
  PAGE_FONT_WEIGHTS.map((weight) => {
    let bytes: Buffer | undefined;
    const file = join(
      PROJECT_ROOT,
      'node_modules/@fontsource/mulish/files',
      `mulish-latin-${weight}-normal.woff2`,
    );
    return [fontPath(weight), () => (bytes ??= readFileSync(file))] as const;
  }),
);

/** Settings of the embedded OpenID Connect provider. */
export interface IdentityProviderOptions {
  db: Kysely<Database>;
  /** Issuer URL; its path is where the provider is mounted, e.g. http://localhost:8080/auth. */
  issuer: string;
  /** The accounts that can sign in (see loadUsers). */
  users: DemoUser[];
  /** The console's public client id, e.g. 'console'. */
  clientId: string;
  /** Origins under which redirect and post-logout URIs are accepted (any path), e.g. ['http://localhost:8080']. */
  redirectOrigins: string[];
  /** Audience of the API's access tokens, e.g. 'urn:console:api'. */
  apiAudience: string;
  /** 'keycloak': endpoints where a Keycloak realm has them (see KEYCLOAK_ROUTES). Default 'oidc'. */
  layout?: 'oidc' | 'keycloak';
  /** Dynamic client registrations accepted per client address and minute (0: no limit). Default 60. */
  registrationsPerMinute?: number;
  /** Failed sign-ins allowed per username and per client address. Default 5 and 20 per 15 minutes. */
  signInLimits?: SignInLimits;
  /** A JWKS file with the private signing keys; default: keys generated once and kept in `meta`. */
  signingKeysFile?: string | undefined;
  /** oidc-provider's development interactions are never used: the provider has its own sign-in page. */
  devInteractions?: false;
}

/** What the rest of the server needs from the provider. */
export interface IdentityProviderHandle {
  /** The PUBLIC signing keys, to verify the provider's tokens. */
  jwks: { keys: JWK[] };
  issuer: string;
}

/**
 * keycloak-js calls the token endpoint with `credentials: 'include'`. From a console on another
 * allowed origin (IDP_REDIRECT_ORIGINS) the browser then needs `Access-Control-Allow-Credentials`,
 * which Keycloak sends its web origins. oidc-provider allows the origin (clientBasedCORS) but
 * never credentials, and setting any CORS header beforehand turns its CORS handling off; so the
 * header is added at the moment the response's headers are written, when it allowed that origin.
 */
function allowCredentialsFor(origins: readonly string[], ownOrigin: string) {
  return (origin: string | undefined, res: ServerResponse): void => {
    if (origin === undefined || origin === ownOrigin || !origins.includes(origin)) return;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = (...args: unknown[]) => {
      if (res.getHeader('access-control-allow-origin') === origin)
        res.setHeader('Access-Control-Allow-Credentials', 'true');
      return writeHead(...args);
    };
  };
}

/**
 * Mounts the embedded OpenID Connect provider (oidc-provider) on the Fastify app under the issuer's
 * path. Call it on the root instance, before other global onRequest hooks: a root `onRequest` hook
 * hijacks every request under `<path>/` (so Fastify parses no body), serves the sign-in pages and
 * the JWT userinfo itself and hands the rest, path stripped, to oidc-provider. State lives in the
 * database (`oidc_payload`; keys in `meta`), so several instances on one database act as one.
 */
export async function registerIdentityProvider(
  app: FastifyInstance,
  options: IdentityProviderOptions,
): Promise<IdentityProviderHandle> {
  const issuerUrl = new URL(options.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');
  if (mountPath === '')
    throw new Error(
      `The issuer must have a path to mount the provider under, e.g. ${issuerUrl.origin}/auth`,
    );
  if (options.redirectOrigins.length === 0)
    throw new Error('redirectOrigins must name at least one origin');
  const redirectOrigins = options.redirectOrigins.map((origin) => new URL(origin).origin);

  const [signingKeys, cookieKeys] = await Promise.all([
    options.signingKeysFile
      ? loadSigningKeysFromFile(options.signingKeysFile)
      : loadSigningKeys(options.db),
    loadCookieKeys(options.db),
  ]);
  const adapterFor = new OidcPayloadStore(options.db).adapterFactory();
  const provider = createProvider(options.issuer, {
    users: options.users,
    clientId: options.clientId,
    redirectOrigins,
    apiAudience: options.apiAudience,
    layout: options.layout ?? 'oidc',
    mountPath,
    adapter: adapterFor,
    jwks: signingKeys,
    cookieKeys,
    signInLanguages: signInLanguageStore(adapterFor(SIGN_IN_LANGUAGE_KIND)),
  });
  const jwks = publicKeySet(signingKeys);
  const verificationKeys = createLocalJWKSet(jwks);
  const userinfo = {
    users: options.users,
    issuer: options.issuer,
    apiAudience: options.apiAudience,
    keys: verificationKeys,
  };
  // Keycloak's authorization services: the user's permissions on the API as an RPT.
  await registerUmaGrant(provider, {
    users: options.users,
    issuer: options.issuer,
    signingKeys,
    verificationKeys,
    resourceServer: options.apiAudience,
  });
  // The profile endpoint is an ordinary route (schemas, envelopes), so the hook below leaves it.
  registerIdpProfileRoutes(app, {
    db: options.db,
    users: options.users,
    mountPath,
    issuer: options.issuer,
    apiAudience: options.apiAudience,
    keys: verificationKeys,
  });
  const throttle = new SignInThrottle(
    attemptStore(options.db),
    options.signInLimits ?? { perUser: 5, perAddress: 20, windowSeconds: 900 },
  );
  const interactions = { provider, users: options.users, mountPath, throttle };
  const handleWithProvider = provider.callback();
  const allowCredentialsFromConsoleOrigins = allowCredentialsFor(redirectOrigins, issuerUrl.origin);
  // Registration needs no token (every browser registers before signing in): bounded per address.
  const registrationPath = options.layout === 'keycloak' ? KEYCLOAK_ROUTES.registration : '/reg';
  const tokenPath = options.layout === 'keycloak' ? KEYCLOAK_ROUTES.token : '/token';
  const registrations = new FixedWindowLimiter(options.registrationsPerMinute ?? 60, 60_000);

  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    app.log.error({ err: error }, 'identity provider error');
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply, rawUrl: string) => {
    reply.hijack();
    const req = request.raw;
    const res = reply.raw;
    const path = rawUrl.slice(mountPath.length);
    try {
      const url = new URL(path, 'http://provider.invalid');
      if (await handleInteraction(interactions, req, res, url, request.log, request.ip)) return;
      const font = req.method === 'GET' ? pageFonts.get(url.pathname) : undefined;
      if (font) {
        res.writeHead(200, {
          'Content-Type': 'font/woff2',
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
        res.end(font());
        return;
      }
      if (url.pathname === LOGOUT_SCRIPT_PATH && req.method === 'GET') {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end(LOGOUT_SCRIPT);
        return;
      }
      if (url.pathname === '/me' && (await handleJwtUserinfo(userinfo, req, res))) return;
      if (req.method === 'POST' && url.pathname === registrationPath) {
        const waitMs = registrations.take(request.ip);
        if (waitMs > 0) {
          request.log.warn({ ip: request.ip }, 'client registrations over the limit');
          const seconds = Math.ceil(waitMs / 1000);
          res.writeHead(429, {
            'Content-Type': 'application/json; charset=utf-8',
            'Retry-After': String(seconds),
            'Cache-Control': 'no-store',
          });
          res.end(
            JSON.stringify({
              error: 'too_many_requests',
              error_description: `Too many client registrations from this address; try again in ${seconds} s`,
            }),
          );
          return;
        }
      }
      if (req.method === 'POST' && url.pathname === tokenPath) takeUmaBearer(req);
      allowCredentialsFromConsoleOrigins(req.headers.origin, res);
      // oidc-provider routes on the stripped path and builds its URLs from `baseUrl`, the
      // mount path (the convention of Express's app.use('/auth', provider.callback())).
      Object.assign(req, { baseUrl: mountPath });
      req.url = path;
      await handleWithProvider(req, res);
    } catch (error) {
      request.log.error({ err: error }, 'identity provider request failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal Server Error');
      } else if (!res.writableEnded) {
        res.end();
      }
    }
  };

  // A callback hook: every request outside the provider's path goes on without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const rawUrl = request.raw.url ?? '';
    if (
      !rawUrl.startsWith(`${mountPath}/`) ||
      request.routeOptions.url === `${mountPath}${PROFILE_PATH}`
    ) {
      done();
      return;
    }
    answer(request, reply, rawUrl).then(() => done(), done);
  });

  return { jwks, issuer: options.issuer };
}
