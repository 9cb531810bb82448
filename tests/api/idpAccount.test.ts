import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_TOKEN_CLAIM_FORMAT, UMA_TICKET_GRANT } from '../../domain/permissions/umaPermissions';
import { loginWithPassword } from '../helpers/oidcLogin';
import type { TokenSet } from '../helpers/oidcLogin';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

interface RptPermission {
  rsid: string;
  rsname: string;
  scopes?: string[];
}

describe.each(dialects)("the identity provider's permissions and profile on %s", (dialect) => {
  let server: TestServer;
  const signIns = new Map<string, Promise<TokenSet>>();

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_idp_account', noSeed: true });
  });
  afterAll(async () => server?.stop());

  const signIn = (username: string): Promise<TokenSet> => {
    let pending = signIns.get(username);
    if (!pending) {
      pending = loginWithPassword(server.config.issuer, username, username, {
        redirectUri: `${server.baseUrl}/`,
      });
      signIns.set(username, pending);
    }
    return pending;
  };

  /** A token request for an RPT, as the console sends it (form fields, optional bearer). */
  const askForRpt = async (
    fields: Record<string, string>,
    bearer?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${server.config.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
      },
      body: new URLSearchParams({
        grant_type: UMA_TICKET_GRANT,
        client_id: 'console',
        ...fields,
      }).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const verifyRpt = async (token: unknown) => {
    const jwks = (await (await fetch(`${server.config.issuer}/jwks`)).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(String(token), createLocalJWKSet(jwks), {
      issuer: server.config.issuer,
      audience: server.config.apiAudience,
    });
    return payload as typeof payload & { authorization?: { permissions?: RptPermission[] } };
  };

  const scopesOn = (permissions: RptPermission[] | undefined, page: string) =>
    permissions?.find((entry) => entry.rsname === page)?.scopes;

  it('offers the UMA ticket grant in its discovery document', async () => {
    const discovery = (await (
      await fetch(`${server.config.issuer}/.well-known/openid-configuration`)
    ).json()) as { grant_types_supported?: string[] };
    expect(discovery.grant_types_supported).toContain(UMA_TICKET_GRANT);
  });

  it("answers a bearer access token with an RPT for the API listing the creator's pages and actions", async () => {
    const tokens = await signIn('creator');
    const { status, body } = await askForRpt(
      { audience: server.config.apiAudience },
      tokens.accessToken,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.token_type).toBe('Bearer');
    const rpt = await verifyRpt(body.access_token);
    expect(rpt.sub).toBe('creator');
    expect(rpt.azp).toBe('console');
    const permissions = rpt.authorization?.permissions;
    // Section 6: creator views, creates and updates content pages without delete, and adds on
    // the media operations service, deliverer, encoding and accounts path.
    expect(scopesOn(permissions, 'cp_datastore')).toEqual(['view', 'create', 'update']);
    expect(scopesOn(permissions, 'mops_service')).toContain('add');
    expect(scopesOn(permissions, 'cp_datastore')).not.toContain('delete');
    expect(scopesOn(permissions, 'dashboard')).toContain('view');
  });

  it("takes the user from the claim token (the ID token) as well, and a viewer's RPT is view only", async () => {
    const tokens = await signIn('viewer');
    const { status, body } = await askForRpt({
      audience: server.config.apiAudience,
      claim_token: tokens.idToken,
      claim_token_format: ID_TOKEN_CLAIM_FORMAT,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const rpt = await verifyRpt(body.access_token);
    expect(rpt.sub).toBe('viewer');
    expect(scopesOn(rpt.authorization?.permissions, 'cp_live')).toEqual(['view']);
    expect(scopesOn(rpt.authorization?.permissions, 'dashboard')).toEqual([
      'view',
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses a request without a token, or for an unknown audience, as Keycloak does', async () => {
    const tokens = await signIn('creator');
    const missing = await askForRpt({ audience: server.config.apiAudience });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');

    const unknown = await askForRpt({ audience: 'someone-else' }, tokens.accessToken);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'invalid_request',
      error_description: 'Unknown resource server id: [someone-else]',
    });
  });

  it('refuses a forged token and tokens that name two users', async () => {
    const creator = await signIn('creator');
    const viewer = await signIn('viewer');
    const [header, payload] = creator.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const refused = await askForRpt({ audience: server.config.apiAudience }, forged);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'invalid_grant' });

    const mixed = await askForRpt(
      { audience: server.config.apiAudience, claim_token: viewer.idToken },
      creator.accessToken,
    );
    expect(mixed.status).toBe(401);
    expect(mixed.body.error).toBe('invalid_grant');
  });

  const profile = async (
    username: string | undefined,
    init: { method?: string; json?: unknown } = {},
  ): Promise<{ status: number; body: ApiBody }> => {
    const headers: Record<string, string> = {};
    if (username !== undefined)
      headers.authorization = `Bearer ${(await signIn(username)).accessToken}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.config.issuer}/profile`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    return { status: response.status, body: (await response.json()) as ApiBody };
  };

  it("answers the user's own profile with empty user_metadata at first", async () => {
    const { status, body } = await profile('approver');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      user_id: 'approver',
      username: 'approver',
      user_metadata: {},
    });
  });

  it('changes only the user_metadata of the user the token names; null removes a key', async () => {
    const patched = await profile('editor', {
      method: 'PATCH',
      json: { user_metadata: { display_name: 'Ed', phone: '+65 6123 4567', notes: 'Nights' } },
    });
    expect(patched.status, JSON.stringify(patched.body.header)).toBe(200);
    expect(patched.body.data).toMatchObject({
      user_metadata: { display_name: 'Ed', phone: '+65 6123 4567', notes: 'Nights' },
    });

    const removed = await profile('editor', {
      method: 'PATCH',
      json: { user_metadata: { notes: null } },
    });
    expect(removed.status).toBe(200);
    expect((await profile('editor')).body.data).toMatchObject({
      user_metadata: { display_name: 'Ed', phone: '+65 6123 4567' },
    });
    expect(
      ((await profile('editor')).body.data as { user_metadata: object }).user_metadata,
    ).not.toHaveProperty('notes');
    // Another user's profile is untouched.
    expect((await profile('scheduler')).body.data).toMatchObject({ user_metadata: {} });
  });

  it('refuses bad input with 400 naming the field, and anything but user_metadata', async () => {
    const other = await profile('creator', {
      method: 'PATCH',
      json: { user_metadata: {}, roles: ['operations_super_admin'] },
    });
    expect(other.status).toBe(400);
    expect(other.body.header.errors[0]?.description).toMatch(/roles/);

    const phone = await profile('creator', {
      method: 'PATCH',
      json: { user_metadata: { phone: 'call me' } },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.header.errors[0]?.field).toBe('/user_metadata/phone');

    const notText = await profile('creator', {
      method: 'PATCH',
      json: { user_metadata: { display_name: { first: 'Ed' } } },
    });
    expect(notText.status).toBe(400);

    const badKey = await profile('creator', {
      method: 'PATCH',
      json: { user_metadata: { 'Bad Key': 'x' } },
    });
    expect(badKey.status).toBe(400);

    const tooBig = await profile('creator', {
      method: 'PATCH',
      json: {
        user_metadata: Object.fromEntries(
          ['a', 'b', 'c', 'd', 'e'].map((key) => [`note_${key}`, 'x'.repeat(1000)]),
        ),
      },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.header.errors[0]?.description).toBe(
      'user_metadata is larger than 4096 bytes',
    );
    expect((await profile('creator')).body.data).toMatchObject({ user_metadata: {} });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await profile(undefined)).status).toBe(401);
    const token = (await signIn('creator')).accessToken;
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('creator');
    const response = await fetch(`${server.config.issuer}/profile`, {
      headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` },
    });
    expect(response.status).toBe(401);
  });
});
