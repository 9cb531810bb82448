import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { envelopeSchema } from '../routes/context';

/** Where the service serves its OpenAPI document (signed-in callers, like the type schemas). */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The areas of the document, in the order the reference lists them. A route's area is the first
 * segment after `/api/` (the catalogue routes under each content service's base), `auth` under
 * `/auth/`, or `ops` for the service's other paths, unless its schema names its area in `tags`
 * (schedules, notifications, media, the public images).
 */
export const OPENAPI_TAGS: Readonly<Record<string, string>> = {
  catalog:
    'Catalogue items: type schemas, content and its versions, lists, counts, lookups, search, bulk updates, series suggestions and episode order.',
  live: 'Live channels: the catalogue routes over live items.',
  vll: 'Virtual channels: the catalogue routes over channels, schedules and programs, and channel numbers.',
  schedule:
    'Virtual channel schedules: the schedule by day, pins, loops, the virtual guide and its usage report, channel events, dynamic interstitials, program usage.',
  cmsstore: 'CMS store items: the catalogue routes.',
  syndication: 'Syndication items: the catalogue routes.',
  search: 'Search across every content area.',
  storefront: 'Storefront pages and containers: items, versions, their content, titles, usage.',
  policy:
    'Products, applications, attributes, rules, personas, and policy decisions and their impact.',
  config: 'Console settings (menu, languages, search fields) and the apps’ remote configuration.',
  ads: 'Ad tags, ad attributes and load policies.',
  geo: 'IP geolocation entries (plain REST).',
  epg: 'The electronic programme guide: airings, events, the guide, ingestion.',
  playback:
    'The playback service: device registration and authorization, playback, media files, MP4 downloads, clips and remixes.',
  media:
    'Images (upload, metadata, the published images and their resizer) and media operations: live-to-VOD, restoring an original, re-aggregating an item.',
  user: 'The signed-in user: edit locks and saved settings.',
  notifications:
    'The signed-in user’s notifications: background jobs, a stream ticket, the stream.',
  audit: 'The audit trail: of an item, of a user.',
  auth: 'The identity provider’s routes for the signed-in user, under `/auth/`.',
  ops: 'What the platform around the service reads: runtime configuration, health, readiness, a signed-in round trip.',
};

/** The area a route's path belongs to when its schema names none (see OPENAPI_TAGS). */
export function tagOf(url: string): string {
  const match = /^\/api\/([^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  return url.startsWith('/auth/') ? 'auth' : 'ops';
}

/**
 * Whether a route answers without a token: outside `/api/` and the identity provider's `/auth/`
 * (whose profile takes the user's bearer token), or marked `config.public`.
 */
function isPublicRoute(route: RouteOptions): boolean {
  const signedIn = route.url.startsWith('/api/') || route.url.startsWith('/auth/');
  return !signedIn || route.config?.public === true;
}

/** Replaces each copy of the response envelope with a reference to its one component. */
function referenceEnvelopes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(referenceEnvelopes);
  if (value === null || typeof value !== 'object') return value;
  if (isDeepStrictEqual(value, envelopeSchema)) return { $ref: '#/components/schemas/Envelope' };
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, referenceEnvelopes(inner)]),
  );
}

/** The document with each copy of the envelope in its paths as a reference to the one component. */
function withEnvelopeReferences<T extends { paths?: unknown }>(document: T): T {
  return { ...document, paths: referenceEnvelopes(document.paths) };
}

/**
 * Publishes the route schemas as an OpenAPI 3.1 document (`@fastify/swagger`, registered before
 * any route so it sees them all) and serves it at OPENAPI_PATH. Each operation carries its route's
 * summary and description, is tagged by its area and says whether it needs the bearer token; routes marked `schema.hide` (the console's
 * static files, the document itself) are left out. The document is route shapes only: it needs
 * sign-in as the type schemas do, but no particular permission.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Streaming platform console API',
        version: options.version,
        description:
          'The content service behind the back-office console. Every answer under `/api/` is an envelope `{ data, header: { code, count, errors } }`, errors included; callers send `Authorization: Bearer <access token>` and `X-Product: <product>`.',
      },
      tags: Object.entries(OPENAPI_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Envelope: structuredClone(envelopeSchema) as Record<string, unknown> },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: ({ schema, url, route }) => {
      const routeSchema: FastifySchema = schema ?? {};
      return {
        url,
        schema: {
          ...routeSchema,
          tags: routeSchema.tags ?? [tagOf(url)],
          ...(isPublicRoute(route) ? { security: [] } : {}),
        },
      };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withEnvelopeReferences(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
