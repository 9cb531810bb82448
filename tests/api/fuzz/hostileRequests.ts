import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** A generated request: who sends it, how, and what. */
export interface HostileRequest {
  route: string;
  method: string;
  path: string;
  /** A user's name (their real token), 'forged' (a token that is no JWT) or undefined (none). */
  user: string | undefined;
  product: string | undefined;
  contentType: string | undefined;
  body: string | undefined;
  /** A write the caller may not make: refused (401/403/404) with nothing of the item. */
  unauthorised?: true;
}

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  pattern?: string;
  enum?: unknown[];
  maxLength?: number;
  items?: Schema;
}

/** Ids of real items: main's, kids-only ones (must stay unseen) and none. */
export interface KnownIds {
  main: string[];
  kids: string[];
  keys: string[];
}

const TRAVERSAL = [
  '../',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '....//',
  '..\\..\\windows',
  '/etc/passwd',
  '%00',
  'a%00b',
];
const POLLUTION = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE content; --",
  '" OR ""="',
  '1; SELECT * FROM oidc_payload',
  "') UNION SELECT v FROM meta --",
  '%',
  '_',
  '\\',
  '*',
  'NEAR(a b)',
  '"unterminated',
  'a OR b AND NOT c',
];
const UNICODE = [
  '🎬🎞️',
  'Ünïcödé',
  '中文标题',
  'தமிழ்',
  '\u202eevil',
  '\u0000',
  '\ud800',
  '\udfac\ud83c',
  '\u000b',
  '\u001b',
  'ﷺ',
  'e\u0301',
];
const NUMBERS = [
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  '-0',
  '1.5',
  '0x10',
  'Infinity',
];

/** Strings meant to break a parser, a query or a path. */
export const hostileString: Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(...TRAVERSAL, ...POLLUTION, ...SQLISH, ...UNICODE, ...NUMBERS),
    weight: 4,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  // Oversize: past a schema's limits, the router's parameter limit, Node's header limit.
  {
    arbitrary: fc.constantFrom(65, 101, 201, 1001, 5001, 70_000).map((n) => 'x'.repeat(n)),
    weight: 1,
  },
);

/** Values of any JSON type, hostile ones first. */
const hostileValue: Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, -1e308),
  fc.integer(),
  fc.double(),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...POLLUTION, 'lang', 'n', 'x'), hostileString, { maxKeys: 3 }),
);

function valueFor(schema: Schema | undefined, ids: KnownIds): Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const valid: Arbitrary<unknown>[] = [];
  if (schema.enum) valid.push(fc.constantFrom(...schema.enum));
  if (schema.type === 'integer' || schema.type === 'number')
    valid.push(fc.integer({ min: -5, max: 2000 }));
  if (schema.type === 'boolean') valid.push(fc.boolean());
  if (schema.type === 'array') valid.push(fc.array(valueFor(schema.items, ids), { maxLength: 5 }));
  if (schema.type === 'object' && schema.properties) valid.push(objectFor(schema, ids));
  if (schema.type === 'string' && schema.maxLength !== undefined)
    valid.push(fc.constant('z'.repeat(schema.maxLength + 1)));
  if (schema.type === 'string' || valid.length === 0)
    valid.push(fc.constantFrom(...ids.main, ...ids.kids, ...ids.keys, 'movie', 'main', 'kids'));
  return fc.oneof(
    { arbitrary: fc.oneof(...valid), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

function objectFor(schema: Schema, ids: KnownIds): Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const entries = Object.entries(props).map(([name, sub]) => [name, valueFor(sub, ids)] as const);
  const extra = fc.dictionary(fc.constantFrom(...POLLUTION, 'id', 'prd', 'st'), hostileValue, {
    maxKeys: 2,
  });
  return fc
    .tuple(
      fc.record(Object.fromEntries(entries), { requiredKeys: [] }),
      fc.option(extra, { nil: undefined }),
    )
    .map(([record, more]) => {
      // JSON.parse keeps "__proto__" as an own key, as a hostile client would send it.
      const text = JSON.stringify(record);
      const extraText = more ? JSON.stringify(more).slice(1, -1) : '';
      return JSON.parse(
        extraText ? `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${extraText}}` : text,
      ) as Record<string, unknown>;
    });
}

/** A path parameter: a real id (main, kids-only), a type, or something hostile, encoded or not. */
function paramFor(name: string, schema: Schema | undefined, ids: KnownIds): Arbitrary<string> {
  const real =
    name === 'type'
      ? fc.constantFrom('movie', 'tvseries', 'virtuallivechannel', 'episode', 'nosuch')
      : name === 'product'
        ? fc.constantFrom('main', 'kids', 'admin')
        : name === 'kind'
          ? fc.constantFrom('poster.svg', 'upload', 'banner')
          : fc.constantFrom(...ids.main, ...ids.kids, 'no-such-id', '10.0.0.1');
  const hostile = fc.oneof(
    hostileString.map(encode),
    fc.constantFrom(...TRAVERSAL),
    // Just past the declared length.
    fc.constant('y'.repeat((schema?.maxLength ?? 120) + 1)),
  );
  return fc.oneof({ arbitrary: real, weight: 2 }, { arbitrary: hostile, weight: 1 });
}

const USERS = [
  'main_editor',
  'main_viewer',
  'main_guest',
  'main_scheduler',
  'no_product',
  'forged',
  undefined,
] as const;

/** Users whose every answer must be free of kids-only data. */
export const MAIN_ONLY = new Set<string | undefined>(USERS);

/**
 * Requests for one route, from its declared schemas: path parameters, query string and body
 * each valid or hostile, a wrong content type or broken JSON now and then, any caller (main-only
 * ones, a forged token, none) and any X-Product.
 */
export function requestsFor(
  route: RouteOptions,
  method: string,
  ids: KnownIds,
  contentFields: Schema,
) {
  const schema = (route.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  const params = fc.tuple(...names.map((n) => paramFor(n, schema.params?.properties?.[n], ids)));
  const query = schema.querystring?.properties
    ? objectFor(schema.querystring, ids)
    : fc.constant({});
  const bodySchema =
    schema.body && !schema.body.properties && route.url.includes('/content/urn/')
      ? contentFields
      : schema.body;
  const body: Arbitrary<{ type: string | undefined; text: string | undefined }> = bodySchema
    ? fc.oneof(
        { arbitrary: objectFor(bodySchema, ids).map(json), weight: 6 },
        { arbitrary: hostileValue.map(json), weight: 1 },
        {
          arbitrary: fc.record({
            type: fc.constantFrom(
              'text/plain',
              'application/xml',
              'multipart/form-data; boundary=x',
              'image/png',
              'application/x-www-form-urlencoded',
              'application/json; charset=utf-16',
            ),
            text: fc.option(hostileString, { nil: undefined }),
          }),
          weight: 1,
        },
        {
          arbitrary: fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}').map(raw),
          weight: 1,
        },
        // Nested past the guard's limit (objects or arrays, at the top or under a field).
        {
          arbitrary: fc
            .tuple(fc.constantFrom(65, 10_000), fc.boolean(), fc.boolean())
            .map(([levels, array, underField]) => {
              const nested = array
                ? `${'['.repeat(levels)}1${']'.repeat(levels)}`
                : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
              return raw(underField ? `{"lon":[],"x":${nested}}` : nested);
            }),
          weight: 1,
        },
      )
    : fc.constant({ type: undefined, text: undefined });
  return fc
    .record({
      params,
      query,
      body,
      user: fc.constantFrom(...USERS),
      product: fc.oneof(
        { arbitrary: fc.constantFrom(undefined, 'main'), weight: 3 },
        { arbitrary: fc.constantFrom('kids', 'admin', '', '__proto__', 'main,kids'), weight: 2 },
      ),
    })
    .map(({ params: values, query: q, body: b, user, product }): HostileRequest => {
      let i = 0;
      const path = route.url.replace(/:[A-Za-z0-9_]+/g, () => values[i++] ?? '');
      const search = Object.entries(q)
        .map(
          ([k, v]) =>
            `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
        )
        .join('&');
      return {
        route: `${method} ${route.url}`,
        method,
        path: search ? `${path}?${search}` : path,
        user,
        product,
        contentType: b.type,
        body: b.text,
      };
    });
}

const json = (value: unknown) => ({
  type: 'application/json',
  text: JSON.stringify(value) ?? 'null',
});
const raw = (text: string) => ({ type: 'application/json', text });

/** Percent-encodes a string, lone surrogates (which encodeURIComponent refuses) replaced. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'));
}

/** Main-only callers who may change no movie in main: view only, no role, no product, no token. */
const UNAUTHORISED_WRITERS = [
  'main_viewer',
  'main_guest',
  'no_product',
  'forged',
  undefined,
] as const;

/**
 * Updates based on a real version's key with a revision not its own (stale), of main's items (one
 * of them locked), kids' and unknown ones, through each content service, asking any status, by
 * callers who may not make them: their answers must say nothing of the item (no versions, no lock
 * holder), whatever the item's state.
 */
export function unauthorisedStaleWrites(
  ids: KnownIds,
  prefixes: readonly string[],
): Arbitrary<HostileRequest> {
  return fc
    .record({
      prefix: fc.constantFrom(...prefixes),
      key: fc.constantFrom(...ids.keys, 'no-such-movie-v1'),
      ut: fc.oneof(
        fc.constant('2001-01-01T00:00:00.000Z'),
        fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms).toISOString()),
        // Printable text: bad input the body guard refuses before any route (U+0000) is not this.
        fc.string({ maxLength: 40 }),
      ),
      st: fc.constantFrom(undefined, 'draft', 'published', 'archived', 'deleted', 'pending'),
      user: fc.constantFrom(...UNAUTHORISED_WRITERS),
      product: fc.constantFrom(undefined, 'main', 'kids'),
      rt: fc.integer({ min: 1, max: 20_000 }),
    })
    .map(({ prefix, key, ut, st, user, product, rt }): HostileRequest => {
      const id = key.replace(/-v\d+$/, '');
      const route = '/content/urn/resource/catalog/:type/:id';
      return {
        route: `PUT /api/${prefix}${route}`,
        method: 'PUT',
        path: `/api/${prefix}/content/urn/resource/catalog/movie/${id}`,
        user,
        product,
        contentType: 'application/json',
        body: JSON.stringify({ key, ut, rt, ...(st ? { st, apr: true } : {}) }),
        unauthorised: true,
      };
    });
}
