import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadSigningKeys } from '../../server/idp/keys';

/**
 * Routes that declare no schemas, each with its reason. The embedded identity provider
 * (oidc-provider) is no route at all: it answers from an onRequest hook under the issuer's path,
 * so it never appears in the table.
 */
const EXEMPT: readonly { why: string; matches: (route: RouteOptions) => boolean }[] = [
  {
    why: "@fastify/static's routes for the console's built files (hidden from API docs): files as they are",
    matches: (route) => (route.schema as { hide?: unknown } | undefined)?.hide === true,
  },
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

type Schema = Record<string, unknown> & { properties?: Record<string, unknown> };

/** What a route lacks: a response schema, a params schema naming each path parameter, a body schema. */
export function missingSchemas(route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const missing: string[] = [];
  const response = schema.response;
  if (!response || Object.keys(response).length === 0) missing.push('response');
  const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  if (route.url.includes('*')) pathParams.push('*');
  for (const name of pathParams) {
    if (!schema.params?.properties || !(name in schema.params.properties))
      missing.push(`params.${name}`);
  }
  const methods = [route.method].flat();
  if (methods.some((method) => BODY_METHODS.has(method)) && !schema.body) missing.push('body');
  return missing;
}

describe('every route declares its schemas', () => {
  let dataDir: string;
  let built: BuiltApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-routes-'));
    const config = loadConfig({
      PORT: '8999',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8999',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
    });
    built = await buildApp(config, { onRoute: (route) => routes.push(route) });
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sees the whole route table (each service area, user, audit, policy, config, images)', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/api/catalog/content/urn/resource/catalog/:type/:id',
      '/api/live/content/urn/resource/catalog/:type',
      '/api/search/content/search',
      '/api/user/user/lock/acquire',
      '/api/audit/audit/:type/:id',
      '/api/policy/policy/urn/resource/product',
      '/api/config/config/menu',
      '/api/image/image/upload/:id',
      '/images/:id/:kind',
      '/config.json',
      '/readyz',
    ]) {
      expect(urls, url).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(60);
  });

  it('finds no route without a response schema, or without params/body schemas it needs', () => {
    const offenders = routes
      .filter((route) => !EXEMPT.some((exempt) => exempt.matches(route)))
      .map((route) => ({
        route: `${String(route.method)} ${route.url}`,
        missing: missingSchemas(route),
      }))
      .filter((entry) => entry.missing.length > 0);
    expect(offenders).toEqual([]);
  });

  it('would name what a route lacks (the check itself can fail)', () => {
    const bare = { method: 'PUT', url: '/x/:id', handler: () => undefined } as RouteOptions;
    expect(missingSchemas(bare)).toEqual(['response', 'params.id', 'body']);
    const complete = {
      ...bare,
      schema: { params: { properties: { id: {} } }, body: {}, response: { default: {} } },
    } as RouteOptions;
    expect(missingSchemas(complete)).toEqual([]);
  });

  describe('the envelope response schema keeps every content field', () => {
    let token: string;

    beforeAll(async () => {
      const [jwk] = (await loadSigningKeys(built.storage.db)).keys;
      if (!jwk?.kid) throw new Error('The provider has no signing key');
      const key = await importJWK(jwk, 'RS256');
      const now = Math.floor(Date.now() / 1000);
      token = await new SignJWT({
        preferred_username: 'editor',
        realm_access: { roles: ['content_admin'] },
        product: ['main'],
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .setSubject('editor')
        .setIssuer('http://127.0.0.1:8999/auth')
        .setAudience('urn:console:api')
        .setIssuedAt(now - 60)
        .setExpirationTime(now + 300)
        .sign(key);
    });

    it('serves a type schema whole and a created item with all its fields', async () => {
      const headers = { authorization: `Bearer ${token}`, 'x-product': 'main' };
      const schema = await built.app.inject({
        url: '/api/catalog/schema/urn/resource/catalog/movie',
        headers,
      });
      expect(schema.statusCode).toBe(200);
      expect(schema.json<{ data: unknown }>().data).toEqual(built.catalog.get('movie')?.schema);

      const created = await built.app.inject({
        method: 'POST',
        url: '/api/catalog/content/urn/resource/catalog/movie',
        headers,
        payload: { id: 'schema-check', lon: [{ lang: 'en', n: 'Schema Check' }], rt: 5400 },
      });
      expect(created.statusCode).toBe(201);
      const body = created.json<{ data: Record<string, unknown>; header: unknown }>();
      expect(body.data).toMatchObject({
        id: 'schema-check',
        lon: [{ lang: 'en', n: 'Schema Check' }],
        rt: 5400,
        st: 'draft',
        cty: 'movie',
      });
      expect(body.header).toEqual({ code: 200000, count: 1, errors: [] });
    });

    it('answers errors as envelopes through the same schema', async () => {
      const response = await built.app.inject({ url: '/api/catalog/schema/urn/resource/catalog' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        data: null,
        header: {
          code: 400000,
          count: 0,
          errors: [{ code: 401, description: 'Authentication required' }],
        },
      });
    });
  });
});
