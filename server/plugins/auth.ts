import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';
import { ApiError } from '../errors';

/** The identity of the caller, read from a verified access token. */
export interface AuthUser {
  /** Subject (stable user id). */
  uid: string;
  username: string;
  name: string;
  /** Realm roles minus offline_access and uma_authorization. */
  roles: string[];
  /** The product claim; undefined when the token carries none. */
  products: string[] | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
  interface FastifyContextConfig {
    /** The route answers without a token (public data, like the CDN's). */
    public?: boolean;
  }
}

export interface AuthOptions {
  issuer: string;
  audience: string;
  /** Embedded provider: its public keys. Otherwise the issuer's JWKS is fetched. */
  jwks?: JSONWebKeySet;
  jwksUrl?: string;
  /**
   * Keycloak mode: the console's client (OIDC_CLIENT_ID). A realm's tokens all carry the realm's
   * audiences, so the authorized party (`azp`, the client the token was issued to) tells the
   * console's tokens from another client's; a token for any other client is refused.
   */
  authorizedParty?: string;
}

const IGNORED_ROLES = new Set(['offline_access', 'uma_authorization']);

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** Maps a verified token's Keycloak-shaped claims to the caller's identity. */
export function userFromClaims(payload: JWTPayload): AuthUser {
  const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
  const roles = (stringList(realmAccess?.roles) ?? []).filter((role) => !IGNORED_ROLES.has(role));
  const username =
    typeof payload.preferred_username === 'string'
      ? payload.preferred_username
      : (payload.sub ?? '');
  return {
    uid: payload.sub ?? username,
    username,
    name: typeof payload.name === 'string' ? payload.name : username,
    roles,
    products: stringList(payload.product),
  };
}

/**
 * Authenticates every request under /api: the bearer JWT is verified against the issuer's
 * JWKS (issuer and audience checked, and the authorized party when configured). A missing or bad
 * token is a 401 envelope.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  let keys: JWTVerifyGetKey;
  if (options.jwks) keys = createLocalJWKSet(options.jwks);
  else if (options.jwksUrl) keys = createRemoteJWKSet(new URL(options.jwksUrl));
  else throw new Error('registerAuth needs jwks or jwksUrl');

  // Verified tokens are remembered until they expire: verification is pure CPU on every request.
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  const MAX_CACHED = 10_000;

  app.decorateRequest('user', undefined);
  const verify = async (request: FastifyRequest, token: string): Promise<void> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
      });
      if (options.authorizedParty !== undefined && payload.azp !== options.authorizedParty)
        throw new Error(
          `token issued to client '${String(payload.azp)}', not '${options.authorizedParty}'`,
        );
      request.user = userFromClaims(payload);
      if (verified.size >= MAX_CACHED) verified.clear();
      verified.set(token, { user: request.user, exp: payload.exp ?? 0 });
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'rejected access token');
      throw new ApiError(401, 'Invalid or expired access token');
    }
  };

  // A callback hook: a token verified before is answered without a promise (nearly every request).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    // Decide by the matched route, not the raw URL: '/%61pi/...' routes to '/api/...' too.
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) {
      done();
      return;
    }
    // A route that says so is public (the apps' read of their published configuration).
    if (request.routeOptions.config.public === true) {
      done();
      return;
    }
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) {
      done(new ApiError(401, 'Authentication required'));
      return;
    }
    const token = match[1];
    const cached = verified.get(token);
    if (cached && cached.exp > Date.now() / 1000) {
      request.user = cached.user;
      done();
      return;
    }
    verify(request, token).then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
}

/** The authenticated caller; routes under /api always have one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, 'Authentication required');
  return request.user;
}
