import { SignJWT, decodeJwt, generateKeyPair, importJWK } from 'jose';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../server/idp/keys';
import { userFromClaims } from '../../server/plugins/auth';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

interface MovieDoc {
  id: string;
  key: string;
  ut: string;
  st: string;
}

describe.each(dialects)('authentication and role checks on %s', (dialect) => {
  let server: TestServer;
  let serverKey: SigningKey;
  let serverKid: string;
  let foreignKey: SigningKey;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_auth' });
    // The embedded provider keeps its private signing key in the database; with it a test can
    // mint tokens the server would accept, and change one claim at a time.
    const [jwk] = (await loadSigningKeys(server.built.storage.db)).keys;
    if (!jwk?.kid) throw new Error('The provider has no signing key');
    serverKid = jwk.kid;
    serverKey = (await importJWK(jwk, 'RS256')) as SigningKey;
    foreignKey = (await generateKeyPair('RS256')).privateKey;
  });
  afterAll(async () => server?.stop());

  /** A token like the provider's (editor's claims), with the given changes. */
  async function mint(
    options: {
      key?: SigningKey;
      kid?: string;
      issuer?: string;
      audience?: string;
      expiresAt?: number;
      claims?: JWTPayload;
    } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      preferred_username: 'editor',
      name: 'Eddie Editor',
      realm_access: { roles: ['content_admin'] },
      product: ['main', 'kids'],
      ...options.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? serverKid, typ: 'at+jwt' })
      .setSubject(typeof options.claims?.sub === 'string' ? options.claims.sub : 'editor')
      .setIssuer(options.issuer ?? server.config.issuer)
      .setAudience(options.audience ?? server.config.apiAudience)
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 300)
      .sign(options.key ?? serverKey);
  }

  const withToken = (
    token: string,
    path: string,
    init: RequestInit & { product?: string; json?: unknown } = {},
  ) => server.api('', path, { ...init, headers: { authorization: `Bearer ${token}` } });

  async function createDraft(id: string): Promise<MovieDoc> {
    const { status, body } = await server.api('editor', MOVIES, {
      method: 'POST',
      product: 'main',
      json: { id, lon: [{ lang: 'en', n: `Auth ${id}` }] },
    });
    expect(status).toBe(201);
    return body.data as MovieDoc;
  }

  async function current(id: string): Promise<MovieDoc> {
    const { status, body } = await server.api('editor', `${MOVIES}/${id}`, { product: 'main' });
    expect(status).toBe(200);
    return body.data as MovieDoc;
  }

  async function update(user: string, id: string, changes: Record<string, unknown>) {
    const base = await current(id);
    return server.api(user, `${MOVIES}/${id}`, {
      method: 'PUT',
      product: 'main',
      json: { key: base.key, ut: base.ut, ...changes },
    });
  }

  describe('tokens', () => {
    it('refuses a request without a token with a 401 envelope', async () => {
      const { status, body } = await server.api('', MOVIES, { product: 'main' });
      expect(status).toBe(401);
      expect(body).toEqual({
        data: null,
        header: {
          code: 400000,
          count: 0,
          errors: [{ code: 401, description: 'Authentication required' }],
        },
      });
    });

    it('refuses a header that is not a bearer token', async () => {
      const token = await server.token('editor');
      const { status } = await server.api('', MOVIES, {
        headers: { authorization: `Basic ${token}` },
      });
      expect(status).toBe(401);
    });

    it('refuses a garbage token', async () => {
      const { status, body } = await withToken('not.a.jwt', MOVIES, { product: 'main' });
      expect(status).toBe(401);
      expect(body.header.errors[0]?.description).toBe('Invalid or expired access token');
    });

    it("refuses an unsigned token (alg 'none') carrying the right claims", async () => {
      const claims = decodeJwt(await mint());
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
      const { status } = await withToken(unsigned, MOVIES, { product: 'main' });
      expect(status).toBe(401);
    });

    it('accepts a token minted with the provider key and the right claims (control for the cases below)', async () => {
      const { status } = await withToken(await mint(), MOVIES, { product: 'main' });
      expect(status).toBe(200);
    });

    it('refuses a token signed by another key, even naming the provider key id', async () => {
      for (const kid of [serverKid, 'some-other-key']) {
        const { status, body } = await withToken(await mint({ key: foreignKey, kid }), MOVIES, {
          product: 'main',
        });
        expect(status, kid).toBe(401);
        expect(body.header.errors[0]?.description).toBe('Invalid or expired access token');
      }
    });

    it('refuses a token from another issuer', async () => {
      const { status } = await withToken(
        await mint({ issuer: 'http://127.0.0.1:1/auth' }),
        MOVIES,
        { product: 'main' },
      );
      expect(status).toBe(401);
    });

    it('refuses a token for another audience', async () => {
      const { status } = await withToken(await mint({ audience: 'console' }), MOVIES, {
        product: 'main',
      });
      expect(status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const past = Math.floor(Date.now() / 1000) - 120;
      const { status, body } = await withToken(await mint({ expiresAt: past }), MOVIES, {
        product: 'main',
      });
      expect(status).toBe(401);
      expect(body.header.errors[0]?.description).toBe('Invalid or expired access token');
    });

    it('refuses a token whose signature was tampered with after signing', async () => {
      const [header, , signature] = (await server.token('viewer')).split('.');
      const forged = Buffer.from(
        JSON.stringify({
          ...decodeJwt(await server.token('viewer')),
          realm_access: { roles: ['operations_super_admin'] },
        }),
      ).toString('base64url');
      const { status } = await withToken(`${header}.${forged}.${signature}`, MOVIES, {
        product: 'main',
      });
      expect(status).toBe(401);
    });

    it('refuses a percent-encoded /api path without a token', async () => {
      for (const path of [
        '/%61pi/catalog/schema/urn/resource/catalog',
        '/%61pi/catalog/schema/urn/resource/catalog/movie',
        '/%61pi/ping',
      ]) {
        const { status } = await server.api('', path);
        expect(status, path).toBe(401);
      }
    });
  });

  describe('technical roles', () => {
    it("carries the user's realm roles, and nothing else, in the provider's tokens", async () => {
      expect(decodeJwt(await server.token('editor')).realm_access).toEqual({
        roles: ['content_admin'],
      });
      expect(decodeJwt(await server.token('guest')).realm_access).toEqual({ roles: [] });
    });

    it('drops offline_access and uma_authorization from the caller identity', () => {
      const user = userFromClaims({
        sub: 'u-1',
        preferred_username: 'someone',
        realm_access: { roles: ['offline_access', 'creator', 'uma_authorization'] },
        product: ['main'],
      });
      expect(user).toEqual({
        uid: 'u-1',
        username: 'someone',
        name: 'someone',
        roles: ['creator'],
        products: ['main'],
      });
    });

    it('gives a token holding only technical roles no access to content', async () => {
      const token = await mint({
        claims: {
          sub: 'tech',
          preferred_username: 'tech',
          realm_access: { roles: ['offline_access', 'uma_authorization'] },
        },
      });
      expect((await withToken(token, MOVIES, { product: 'main' })).status).toBe(403);
    });

    it('lets technical roles beside creator change nothing: creates, but cannot publish', async () => {
      const token = await mint({
        claims: {
          sub: 'tech-creator',
          preferred_username: 'tech-creator',
          realm_access: { roles: ['creator', 'offline_access', 'uma_authorization'] },
        },
      });
      const created = await withToken(token, MOVIES, {
        method: 'POST',
        product: 'main',
        json: { id: 'auth-tech-1', lon: [{ lang: 'en', n: 'Tech' }] },
      });
      expect(created.status).toBe(201);
      const doc = created.body.data as MovieDoc;
      const publish = await withToken(token, `${MOVIES}/auth-tech-1`, {
        method: 'PUT',
        product: 'main',
        json: { key: doc.key, ut: doc.ut, st: 'published' },
      });
      expect(publish.status).toBe(403);
    });
  });

  describe('roles against the movie routes', () => {
    it('viewer (content_user) views but cannot create or update', async () => {
      await createDraft('auth-viewer-1');
      expect((await server.api('viewer', MOVIES, { product: 'main' })).status).toBe(200);
      expect(
        (await server.api('viewer', `${MOVIES}/auth-viewer-1`, { product: 'main' })).status,
      ).toBe(200);
      const create = await server.api('viewer', MOVIES, {
        method: 'POST',
        product: 'main',
        json: { id: 'auth-viewer-2', lon: [{ lang: 'en', n: 'V' }] },
      });
      expect(create.status).toBe(403);
      expect(create.body.header.errors[0]?.description).toBe(
        'You do not have permission to create movie',
      );
      const rename = await update('viewer', 'auth-viewer-1', {
        lon: [{ lang: 'en', n: 'Viewer was here' }],
      });
      expect(rename.status).toBe(403);
      expect(rename.body.header.errors[0]?.description).toBe(
        'You do not have permission to update movie',
      );
      expect(
        (await server.api('editor', `${MOVIES}/auth-viewer-2`, { product: 'main' })).status,
      ).toBe(404);
    });

    it('creator creates and updates, but neither publishes, archives nor deletes', async () => {
      const created = await server.api('creator', MOVIES, {
        method: 'POST',
        product: 'main',
        json: { id: 'auth-creator-1', lon: [{ lang: 'en', n: 'C' }] },
      });
      expect(created.status).toBe(201);
      const renamed = await update('creator', 'auth-creator-1', {
        lon: [{ lang: 'en', n: 'C renamed' }],
      });
      expect(renamed.status).toBe(200);
      for (const [st, action] of [
        ['published', 'publish'],
        ['archived', 'archive'],
        ['deleted', 'delete'],
      ] as const) {
        const refused = await update('creator', 'auth-creator-1', { st });
        expect(refused.status, st).toBe(403);
        expect(refused.body.header.errors[0]?.description).toBe(
          `You do not have permission to ${action} movie`,
        );
      }
      expect((await current('auth-creator-1')).st).toBe('draft');
    });

    it('approver publishes a draft', async () => {
      await createDraft('auth-approver-1');
      const published = await update('approver', 'auth-approver-1', { st: 'published' });
      expect(published.status).toBe(200);
      expect((await current('auth-approver-1')).st).toBe('published');
    });

    it('guest (no role) is refused every content route with 403', async () => {
      await createDraft('auth-guest-1');
      const attempts = await Promise.all([
        server.api('guest', MOVIES, { product: 'main' }),
        server.api('guest', `${MOVIES}/auth-guest-1`, { product: 'main' }),
        server.api('guest', MOVIES, {
          method: 'POST',
          product: 'main',
          json: { id: 'auth-guest-2', lon: [{ lang: 'en', n: 'G' }] },
        }),
        update('guest', 'auth-guest-1', { lon: [{ lang: 'en', n: 'Guest was here' }] }),
        server.api('guest', '/api/catalog/count/urn/resource/catalog/movie', { product: 'main' }),
      ]);
      expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    });

    it('editor (content_admin) creates, updates, publishes, archives and deletes movies', async () => {
      await createDraft('auth-editor-1');
      expect(
        (await update('editor', 'auth-editor-1', { lon: [{ lang: 'en', n: 'E renamed' }] })).status,
      ).toBe(200);
      expect((await update('editor', 'auth-editor-1', { st: 'published' })).status).toBe(200);
      expect((await current('auth-editor-1')).st).toBe('published');
      expect((await update('editor', 'auth-editor-1', { st: 'archived' })).status).toBe(200);
      expect((await current('auth-editor-1')).st).toBe('archived');
      await createDraft('auth-editor-2');
      expect((await update('editor', 'auth-editor-2', { st: 'deleted' })).status).toBe(200);
      const versions = await server.api('editor', `${MOVIES}/auth-editor-2/versions`, {
        product: 'main',
      });
      expect((versions.body.data as { st: string }[]).map((v) => v.st)).toEqual(['deleted']);
    });

    it('merchandiser (storefront_admin) cannot view movies', async () => {
      const list = await server.api('merchandiser', MOVIES, { product: 'main' });
      expect(list.status).toBe(403);
      expect(list.body.header.errors[0]?.description).toBe(
        'You do not have permission to view movie',
      );
      expect(
        (await server.api('merchandiser', `${MOVIES}/main-movie-1`, { product: 'main' })).status,
      ).toBe(403);
    });
  });
});
