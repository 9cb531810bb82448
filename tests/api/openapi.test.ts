import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_REFERENCE_PATH,
  OPENAPI_JSON_PATH,
  buildOpenApiDocument,
  renderApiReference,
  renderOpenApiJson,
} from '../../scripts/openapi';
import { OPENAPI_PATH, OPENAPI_TAGS } from '../../server/plugins/openapi';
import { PROJECT_ROOT } from '../../server/projectRoot';
import { posterSvg } from '../../server/routes/images';
import { collectRoutes } from '../helpers/routeTable';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/**
 * The API reference cannot drift from the service: the OpenAPI document is made from the route
 * table as the server builds it, is valid OpenAPI 3.1, describes every route that is not hidden
 * with the schemas it needs, is what `GET /api/openapi.json` serves (signed in, on each
 * database), and is what docs/reference/ holds (`npm run docs:api` writes it).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const dialects = await testDialects();
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fastify's path (`/a/:id/*`) as OpenAPI writes it (`/a/{id}/{*}`). */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
}

/** The path parameters of a Fastify path, the wildcard's named `*`. */
function pathParameters(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  return url.endsWith('*') ? [...names, '*'] : names;
}

/**
 * What the document lacks for one route: the operation itself, a summary saying what it does
 * for the caller, a response with a schema, each path parameter, a request body for a method
 * that takes one.
 */
function missingFromDocument(document: JsonObject, route: RouteOptions): string[] {
  const paths = isObject(document.paths) ? document.paths : {};
  const item = paths[openApiPath(route.url)];
  const missing: string[] = [];
  for (const method of [route.method].flat()) {
    const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
    const where = `${method} ${route.url}`;
    if (!isObject(operation)) {
      missing.push(`${where}: no operation`);
      continue;
    }
    if (typeof operation.summary !== 'string' || operation.summary.trim() === '')
      missing.push(`${where}: no summary`);
    const responses = isObject(operation.responses) ? Object.values(operation.responses) : [];
    const described = responses.some((r) => isObject(r) && isObject(r.content));
    if (!described) missing.push(`${where}: no response schema`);
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    for (const name of pathParameters(route.url)) {
      if (!parameters.some((p) => isObject(p) && p.in === 'path' && p.name === name))
        missing.push(`${where}: no path parameter ${name}`);
    }
    if (BODY_METHODS.has(method) && !isObject(operation.requestBody))
      missing.push(`${where}: no request body`);
  }
  return missing;
}

/** A committed file's text, or undefined when there is none. */
function committedText(path: string): string | undefined {
  const file = join(PROJECT_ROOT, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The public image routes: their 200 is the image's bytes, not JSON. */
const IMAGE_PATHS = [
  '/images/{id}/{kind}',
  '/images/{product}/{id}/upload',
  '/images/resizer/{product}/{id}/{file}',
];

/** The responses of a path's GET operation in the document. */
function responsesOf(document: JsonObject, path: string): JsonObject {
  const item = isObject(document.paths) ? document.paths[path] : undefined;
  const operation = isObject(item) ? item.get : undefined;
  return isObject(operation) && isObject(operation.responses) ? operation.responses : {};
}

const isHidden = (route: RouteOptions) =>
  (route.schema as { hide?: unknown } | undefined)?.hide === true;

describe('the OpenAPI document', () => {
  let document: JsonObject;
  let routes: RouteOptions[];

  beforeAll(async () => {
    document = await buildOpenApiDocument();
    routes = (await collectRoutes()).filter((route) => route.method !== 'HEAD');
  });

  it('is valid OpenAPI 3.1 (and the validator refuses a broken one)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const broken = { ...structuredClone(document), paths: { '/x': { get: { responses: 5 } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes every route that is not hidden, with its summary and its response, path and body schemas', () => {
    const shown = routes.filter((route) => !isHidden(route));
    expect(shown.length).toBeGreaterThan(200);
    expect(shown.flatMap((route) => missingFromDocument(document, route))).toEqual([]);
    // Hidden: the console's static files and the document itself, nothing else.
    const hidden = routes.filter(isHidden).map((route) => route.url);
    expect(hidden.filter((url) => url === OPENAPI_PATH)).toEqual([OPENAPI_PATH]);
    expect(hidden.filter((url) => url.startsWith('/api/') && url !== OPENAPI_PATH)).toEqual([]);
    const operations = Object.values(isObject(document.paths) ? document.paths : {}).flatMap(
      (item) => (isObject(item) ? Object.keys(item) : []),
    );
    expect(operations).toHaveLength(shown.flatMap((route) => [route.method].flat()).length);
  });

  it('would name what a route lacks (the check itself can fail)', () => {
    const bare = { method: 'PUT', url: '/api/x/:id', handler: () => undefined } as RouteOptions;
    expect(missingFromDocument({ paths: {} }, bare)).toEqual(['PUT /api/x/:id: no operation']);
    const empty = { paths: { '/api/x/{id}': { put: { responses: { default: {} } } } } };
    expect(missingFromDocument(empty, bare)).toEqual([
      'PUT /api/x/:id: no summary',
      'PUT /api/x/:id: no response schema',
      'PUT /api/x/:id: no path parameter id',
      'PUT /api/x/:id: no request body',
    ]);
  });

  it('tags each operation with a described area and says which need no sign-in', () => {
    const paths = isObject(document.paths) ? document.paths : {};
    const open: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
        if (!isObject(operation)) continue;
        const tags = Array.isArray(operation.tags) ? operation.tags : [];
        expect(tags, `${method} ${path}`).toHaveLength(1);
        expect(Object.keys(OPENAPI_TAGS), `${method} ${path}`).toContain(tags[0]);
        if (Array.isArray(operation.security) && operation.security.length === 0)
          open.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // Public: the paths outside /api/ and the routes marked `config.public` (the apps' published
    // configuration, the notification stream with its ticket, playback files with their token);
    // every other route needs the token.
    expect(open.filter((key) => key.includes(' /api/')).sort()).toEqual([
      'GET /api/config/remote/config',
      'GET /api/playback/files/{token}/{*}',
      'GET /api/user/notification/stream',
    ]);
    expect(open).toContain('GET /readyz');
    expect(open).not.toContain('GET /api/ping');
  });

  it('declares the public image routes as binary image content, their refusals as the envelope', () => {
    for (const path of IMAGE_PATHS) {
      const responses = responsesOf(document, path);
      const image = isObject(responses['200']) ? responses['200'].content : undefined;
      expect(isObject(image) ? Object.keys(image) : [], path).not.toHaveLength(0);
      for (const [type, media] of Object.entries(isObject(image) ? image : {})) {
        expect(type, path).toMatch(/^image\//);
        expect(isObject(media) ? media.schema : undefined, `${path} ${type}`).toEqual({
          type: 'string',
          format: 'binary',
        });
      }
      const refusal = isObject(responses.default) ? responses.default.content : undefined;
      expect(isObject(refusal) ? refusal['application/json'] : undefined, path).toEqual({
        schema: { $ref: '#/components/schemas/Envelope' },
      });
    }
  });

  it('is what docs/reference/ holds (run `npm run docs:api` when this fails)', async () => {
    const expected = {
      [OPENAPI_JSON_PATH]: await renderOpenApiJson(document),
      [API_REFERENCE_PATH]: renderApiReference(document),
    };
    const stale = Object.entries(expected)
      .filter(([path, text]) => committedText(path) !== text)
      .map(([path]) => path);
    expect(stale, 'stale or missing: run npm run docs:api').toEqual([]);
  });

  describe.each(dialects)('served at GET /api/openapi.json (%s)', (dialect) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({
        dialect,
        database: 'console_openapi',
        noSeed: true,
        runJobs: false,
      });
    });
    afterAll(async () => server?.stop());

    it('needs sign-in, then answers the same document to any signed-in user', async () => {
      const anonymous = await fetch(`${server.baseUrl}${OPENAPI_PATH}`);
      expect(anonymous.status).toBe(401);
      const response = await fetch(`${server.baseUrl}${OPENAPI_PATH}`, {
        headers: { authorization: `Bearer ${await server.token('viewer')}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(document);
    });

    it('serves a generated poster as the image type its document declares, bytes untouched', async () => {
      const response = await fetch(`${server.baseUrl}/images/main-movie-1/poster.svg`);
      expect(response.status).toBe(200);
      const type = (response.headers.get('content-type') ?? '').split(';')[0];
      const declared = responsesOf(document, '/images/{id}/{kind}')['200'];
      const content = isObject(declared) && isObject(declared.content) ? declared.content : {};
      expect(Object.keys(content)).toContain(type);
      expect(await response.text()).toBe(posterSvg('main-movie-1', 'poster'));
    });
  });
});
