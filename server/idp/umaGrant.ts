import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignJWT, importJWK, jwtVerify } from 'jose';
import type { JWK, JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { rolesFromRealmRoles } from '../../domain/permissions/roles';
import { UMA_TICKET_GRANT, umaPermissionsFor } from '../../domain/permissions/umaPermissions';
import { ACCESS_TOKEN_TTL } from './configuration';
import type { KeySet } from './keys';
import { userClaims } from './users';
import type { DemoUser } from './users';

/** The request parameters of the grant (Keycloak's names); `permission` may repeat. */
const UMA_PARAMS = ['audience', 'claim_token', 'claim_token_format', 'permission', 'ticket'];

/** Where the token endpoint's bearer token waits for the grant (see takeUmaBearer). */
const UMA_BEARER = Symbol('umaBearer');

/**
 * Keycloak lets a public client send the user's access token as `Authorization: Bearer` to its
 * token endpoint for this grant; oidc-provider reads that header as client authentication and
 * refuses anything but Basic. So a Bearer header on a token request is taken off the request
 * (before oidc-provider sees it) and kept for the grant. Call for every token endpoint request.
 */
export function takeUmaBearer(req: IncomingMessage): void {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return;
  Object.assign(req, { [UMA_BEARER]: match[1] });
  delete req.headers.authorization;
}

function bearerOf(req: IncomingMessage): string | undefined {
  const value: unknown = (req as unknown as Record<symbol, unknown>)[UMA_BEARER];
  return typeof value === 'string' ? value : undefined;
}

/** What the grant needs: the users, the issuer's keys and the resource server it answers for. */
export interface UmaGrantSettings {
  users: readonly DemoUser[];
  issuer: string;
  /** The private signing keys (the requesting party token is signed like every other token). */
  signingKeys: KeySet;
  /** The public keys, to verify the user's token. */
  verificationKeys: JWTVerifyGetKey;
  /** The resource server's client id: the API's audience, the only `audience` answered. */
  resourceServer: string;
}

/** An error shaped as Keycloak's token endpoint gives it: `{error, error_description}`. */
function keycloakError(status: number, error: string, description: string): Error {
  const problem = new errors.CustomOIDCProviderError(error, description);
  return Object.assign(problem, { status, statusCode: status });
}

const CURVE_ALGORITHMS: Readonly<Record<string, string>> = {
  'P-256': 'ES256',
  'P-384': 'ES384',
  'P-521': 'ES512',
};

async function signerOf(keys: KeySet): Promise<{ sign: (claims: object) => Promise<string> }> {
  const jwk: JWK | undefined = keys.keys.find((key) => key.kty === 'RSA') ?? keys.keys[0];
  if (jwk === undefined) throw new Error('the identity provider has no signing key');
  const alg = jwk.alg ?? (jwk.kty === 'RSA' ? 'RS256' : CURVE_ALGORITHMS[jwk.crv ?? '']);
  if (alg === undefined) throw new Error('the signing key names no usable algorithm');
  const key = await importJWK(jwk, alg);
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg, typ: 'JWT', ...(jwk.kid ? { kid: jwk.kid } : {}) })
        .sign(key),
  };
}

/**
 * The UMA 2.0 grant (`urn:ietf:params:oauth:grant-type:uma-ticket`) at the token endpoint, as
 * Keycloak's authorization services answer it for a resource server's permissions: the user is
 * the subject of the access token sent as `Authorization: Bearer` or of the `claim_token` (an
 * ID token or access token of this issuer, `claim_token_format` the ID token format or absent);
 * `audience` must be the resource server (the API). The answer is a requesting party token (RPT)
 * signed by the provider, `aud` the resource server, whose `authorization.permissions` list each
 * page of section 6 the user's roles reach with the actions held there (the role tables of
 * domain/permissions, as the API itself checks). Errors are Keycloak's: a missing token or an
 * unknown audience `invalid_request` (400), a token that does not verify `invalid_grant` (401).
 * Every client may use it, as every client of a Keycloak realm may ask for an RPT.
 */
export async function registerUmaGrant(
  provider: Provider,
  settings: UmaGrantSettings,
): Promise<void> {
  const signer = await signerOf(settings.signingKeys);

  const subjectOf = async (token: string): Promise<string> => {
    try {
      const { payload } = await jwtVerify(token, settings.verificationKeys, {
        issuer: settings.issuer,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
      return payload.sub;
    } catch {
      throw keycloakError(401, 'invalid_grant', 'Invalid bearer token');
    }
  };

  async function umaTicketGrant(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
    const params = ctx.oidc.params ?? {};
    const client = ctx.oidc.client;
    if (client === undefined) throw new errors.InvalidClient('client not found');
    const audience = typeof params.audience === 'string' ? params.audience : undefined;
    const claimToken = typeof params.claim_token === 'string' ? params.claim_token : undefined;
    const bearer = bearerOf(ctx.req);
    if (bearer === undefined && claimToken === undefined)
      throw keycloakError(400, 'invalid_request', 'Missing bearer token or claim_token');
    if (params.ticket !== undefined)
      throw keycloakError(400, 'invalid_request', 'Permission tickets are not supported');
    if (audience === undefined || audience === '')
      throw keycloakError(400, 'invalid_request', 'You must provide the audience');
    if (audience !== settings.resourceServer)
      throw keycloakError(400, 'invalid_request', `Unknown resource server id: [${audience}]`);

    const subjects = await Promise.all(
      [bearer, claimToken].filter((token) => token !== undefined).map(subjectOf),
    );
    const [subject] = subjects;
    if (subject === undefined || subjects.some((other) => other !== subject))
      throw keycloakError(401, 'invalid_grant', 'The tokens name different users');
    const user = settings.users.find((candidate) => candidate.username === subject);
    if (!user) throw keycloakError(401, 'invalid_grant', 'Invalid bearer token');

    const { sub, ...claims } = userClaims(user);
    const now = Math.floor(Date.now() / 1000);
    const rpt = await signer.sign({
      ...claims,
      iss: settings.issuer,
      sub,
      aud: settings.resourceServer,
      azp: client.clientId,
      typ: 'Bearer',
      iat: now,
      exp: now + ACCESS_TOKEN_TTL,
      jti: randomUUID(),
      authorization: { permissions: umaPermissionsFor(rolesFromRealmRoles(user.roles)) },
    });
    ctx.body = {
      access_token: rpt,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL,
      refresh_expires_in: 0,
      'not-before-policy': 0,
      upgraded: false,
    };
    await next();
  }

  provider.registerGrantType(UMA_TICKET_GRANT, umaTicketGrant, UMA_PARAMS, ['permission']);
  // Any client of the realm may ask for its user's permissions (clients registered before this
  // grant existed too): the grant needs the user's own token, never only the client.
  Object.defineProperty(provider.Client.prototype, 'grantTypeAllowed', {
    value: function grantTypeAllowed(this: InstanceType<Provider['Client']>, type: string) {
      // oidc-provider's own answer is the client's grant_types.
      return type === UMA_TICKET_GRANT || (this.grantTypes?.includes(type) ?? false);
    },
    configurable: true,
    writable: true,
  });
}
