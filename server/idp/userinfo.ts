import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { userClaims } from './users';
import type { DemoUser } from './users';

/** What the userinfo endpoint needs to check a JWT access token and find its user. */
export interface UserinfoDeps {
  users: readonly DemoUser[];
  issuer: string;
  apiAudience: string;
  keys: JWTVerifyGetKey;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

/**
 * Userinfo for the JWT access tokens the provider issues to the API. oidc-provider's own userinfo
 * endpoint only accepts opaque tokens without an audience, and every token here is a JWT for the
 * API (resource indicators), so keycloak-js's `loadUserInfo()` would always fail. This answers the
 * same claims as the ID token (filtered by the token's scopes) after verifying the token. Returns
 * false, leaving the request to oidc-provider, when there is no JWT bearer token.
 */
export async function handleJwtUserinfo(
  deps: UserinfoDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'POST') return false;
  const token = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return false;
  const challenge = (description: string) =>
    sendJson(
      res,
      401,
      { error: 'invalid_token', error_description: description },
      {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
      },
    );
  let sub: string | undefined;
  let scopes: Set<string>;
  try {
    const { payload } = await jwtVerify(token, deps.keys, {
      issuer: deps.issuer,
      audience: deps.apiAudience,
      typ: 'at+jwt',
    });
    sub = payload.sub;
    scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
  } catch {
    challenge('invalid or expired access token');
    return true;
  }
  const user = deps.users.find((candidate) => candidate.username === sub);
  if (!user) {
    challenge('unknown subject');
    return true;
  }
  const { name, email, email_verified, ...always } = userClaims(user);
  sendJson(res, 200, {
    ...always,
    ...(scopes.has('profile') && name !== undefined ? { name } : {}),
    ...(scopes.has('email') && email !== undefined ? { email, email_verified } : {}),
  });
  return true;
}
