import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isProductAdmin } from '../../domain/permissions/productAdmin';
import { can } from '../../domain/permissions/permissionsFor';
import { CONTENT_STATUSES, statusesForFilter } from '../../domain/statuses';
import type { ContentStatus } from '../../domain/statuses';
import { REASON, errorEnvelope, successEnvelope } from '../../domain/envelope';
import { ApiError, badRequest, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { currentUser } from '../plugins/auth';
import type { ResourceCatalog, ResourceType } from '../resourceCatalog';
import type { ContentGeneration } from '../store/contentGeneration';
import {
  currentVersions,
  docOf,
  findVersion,
  itemPlacement,
  listVersions,
  versionEntry,
} from '../store/contentRepository';
import type { Doc } from '../store/contentRepository';
import { productsOf } from '../store/contentIndex';
import type { ItemPlacement } from '../store/contentRepository';
import type { DialectName } from '../store/db';
import type { SearchCountCache } from '../store/searchCountCache';
import type { Database } from '../store/schema';
import type { WriteContext } from '../content/contentService';
import { requirePermission } from '../content/contentService';
import type { ItemTypes } from '../content/itemTypes';

/** What every route module receives. */
export interface RouteDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The catalogue's types: catalogue lists, search, bulk jobs and schema lists show these alone. */
  catalog: ResourceCatalog;
  /** The types that behave like catalogue items (the catalogue's plus policies): locks, audit. */
  itemTypes: ItemTypes;
  lockTtlMs: number;
  generation: ContentGeneration;
  /** Search totals reused until content changes. */
  searchCounts: SearchCountCache;
}

/** The products a user works in: the product claim without its admin marker ('admin'). */
export function entitledProducts(user: AuthUser): string[] {
  return (user.products ?? []).filter((p) => !isProductAdmin([p]));
}

/** The catalogue types a user may view (the role tables): lists, search and schemas show no other. */
export function viewableTypes(deps: Pick<RouteDeps, 'catalog'>, user: AuthUser): ResourceType[] {
  return [...deps.catalog.types.values()].filter((t) => can(user, 'view', t.list.resource));
}

/**
 * The item a route names by id, when it exists in the request's product (and is of the given
 * type, when one is given); otherwise 404, saying nothing of the item.
 */
export async function itemInRequestProduct(
  deps: Pick<RouteDeps, 'db'>,
  request: FastifyRequest,
  id: string,
  resourceType?: ResourceType,
): Promise<ItemPlacement> {
  const product = requestProduct(request);
  const placement = await itemPlacement(deps.db, id);
  const wrongType = resourceType !== undefined && placement?.cty !== resourceType.type;
  if (!placement || wrongType || !placement.products.includes(product))
    throw notFound(`${resourceType?.type ?? 'Item'} ${id}`);
  return placement;
}

/**
 * The product a request works in: the `X-Product` header, which must be one of the caller's
 * products; without the header, the caller's first product.
 */
export function requestProduct(
  request: FastifyRequest,
  user: AuthUser = currentUser(request),
): string {
  const products = entitledProducts(user);
  if (products.length === 0)
    throw new ApiError(403, `${user.username} is not entitled to any products`);
  const header = request.headers['x-product'];
  const wanted = Array.isArray(header) ? header[0] : header;
  if (!wanted) return products[0] ?? '';
  if (!products.includes(wanted))
    throw new ApiError(403, `${user.username} is not entitled to product ${wanted}`);
  return wanted;
}

export function resolveType(deps: RouteDeps, type: string): ResourceType {
  const resourceType = deps.catalog.get(type);
  if (!resourceType) throw notFound(`Resource type ${type}`);
  return resourceType;
}

/** A type that behaves like a catalogue item (catalogue types and policies), or 404. */
export function resolveItemType(deps: RouteDeps, type: string): ResourceType {
  const resourceType = deps.itemTypes.get(type);
  if (!resourceType) throw notFound(`Resource type ${type}`);
  return resourceType;
}

export function writeContext(deps: RouteDeps, request: FastifyRequest): WriteContext {
  const user = currentUser(request);
  const trace = request.headers['x-trace-key'];
  return {
    db: deps.db,
    dialect: deps.dialect,
    user,
    product: requestProduct(request, user),
    traceKey: (Array.isArray(trace) ? trace[0] : trace) ?? randomUUID(),
    generation: deps.generation,
  };
}

/**
 * Parses `st`: 'all', one status, or a comma-separated list. A list that names no status (blank,
 * or commas alone) filters nothing, as no `st` does.
 */
export function parseStatuses(st: string | undefined): ContentStatus[] {
  const statuses = (st ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (statuses.length === 0 || st === 'all') return statusesForFilter('all');
  for (const status of statuses) {
    if (!(CONTENT_STATUSES as readonly string[]).includes(status))
      throw badRequest(`Unknown status '${status}'`);
  }
  return statuses as ContentStatus[];
}

/** The highest page a paged route serves (at 1000 rows a page: 100,000,000 rows deep). */
export const MAX_PAGE_NUMBER = 100_000;

/** Query-string schema pieces shared by paged routes. */
export const pagingQuery = {
  // Bounded so that the offset stays an ordinary integer on both databases.
  pageNumber: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 25 },
} as const;

export const typeParams = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,63}$' } },
} as const;

export const typeIdParams = {
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,63}$' },
    id: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/**
 * The envelope every API response is (domain/envelope.ts), as a response schema. `data` stays
 * open: the serializer writes it as it is, so no content field a type declares is ever dropped;
 * the header is exact.
 */
export const envelopeSchema = {
  type: 'object',
  required: ['data', 'header'],
  properties: {
    data: {},
    header: {
      type: 'object',
      required: ['code', 'count', 'errors'],
      properties: {
        code: { type: 'integer' },
        count: { type: 'integer' },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['code', 'description'],
            properties: {
              code: { type: 'integer' },
              description: { type: 'string' },
              field: { type: 'string' },
              reason: { type: 'string' },
              params: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
  },
} as const;

/** The responses of an API route: an envelope whatever the status (errors come as envelopes too). */
export const envelopeResponses = { default: envelopeSchema } as const;

/** An id in a path (`/.../:id`). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** The schema of a route that takes no query string: any unknown parameter is ignored. */
export const noQuery = { type: 'object', properties: {} } as const;

/**
 * The versions route of an item type (catalogue items, policies, app configurations): the
 * caller's view permission on the type, then the item's versions in the request's product,
 * oldest first; 404 with reason 40710504 when it has none there (the console prepares a blank
 * draft on that code).
 */
export async function itemVersionsReply(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  resourceType: ResourceType,
  id: string,
): Promise<unknown> {
  const user = currentUser(request);
  requirePermission(user, 'view', resourceType);
  const product = requestProduct(request, user);
  const versions = (await listVersions(deps.db, resourceType.type, id)).filter((row) =>
    productsOf(row).includes(product),
  );
  if (versions.length === 0) {
    return reply
      .code(404)
      .send(
        errorEnvelope([{ code: REASON.catalogNoVersions, description: 'No versions yet' }], []),
      );
  }
  return successEnvelope(versions.map(versionEntry));
}

/** The query of a built-in item's read: a wanted status, or one version by its key. */
export const itemReadQuery = {
  type: 'object',
  properties: {
    st: { type: 'string', enum: [...CONTENT_STATUSES] },
    key: { type: 'string', maxLength: 200 },
  },
} as const;

/**
 * A built-in item's read (app configs, ad tags, storefronts...): the caller's view permission,
 * then the item's current versions in the request's product (those of status `st` when given),
 * or the one version `key` names, current or not (the version picker, a diff). 404 naming
 * `label` when there is none there.
 */
export async function readItem(
  deps: RouteDeps,
  request: FastifyRequest,
  resourceType: ResourceType,
  id: string,
  query: { st?: string; key?: string },
  label: string,
): Promise<Doc[]> {
  const user = currentUser(request);
  requirePermission(user, 'view', resourceType);
  const product = requestProduct(request, user);
  const inProduct = (row: { cty: string; id: string; prd: string }) =>
    row.cty === resourceType.type && row.id === id && productsOf(row).includes(product);
  if (query.key) {
    const row = await findVersion(deps.db, query.key);
    if (!row || !inProduct(row)) throw notFound(`Version ${query.key}`);
    return [docOf(row)];
  }
  const current = (await currentVersions(deps.db, resourceType.type, id)).filter(
    (row) => inProduct(row) && (!query.st || row.st === query.st),
  );
  if (current.length === 0) throw notFound(`${label} ${id}`);
  return current.map(docOf);
}

/** The body of a `POST .../filter` list (spec section 7): filters of `{field, term, operator}`. */
export interface FilterBody<F extends string> {
  filters?: { field: F; term: string; operator?: 'equals' }[];
  pageNumber: number;
  pageSize: number;
}

/** The JSON Schema of a {@link FilterBody} over `fields`, with its page size bounds. */
export function filterBodySchema(
  fields: readonly string[],
  pageSize: { default: number; max: number },
) {
  return {
    type: 'object',
    properties: {
      filters: {
        type: 'array',
        maxItems: 20,
        items: {
          type: 'object',
          required: ['field', 'term'],
          additionalProperties: false,
          properties: {
            field: { type: 'string', enum: [...fields] },
            term: { type: 'string', maxLength: 200 },
            operator: { type: 'string', enum: ['equals'] },
          },
        },
      },
      pageNumber: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: pageSize.max, default: pageSize.default },
    },
  } as const;
}

/** A filter's term for one field, trimmed; undefined when absent or blank. */
export function filterTerm<F extends string>(body: FilterBody<F>, field: F): string | undefined {
  return body.filters?.find((filter) => filter.field === field)?.term.trim() || undefined;
}

/** A paged list's `pageNumber` and `pageSize` query or body properties (JSON Schema). */
export function pageProperties(pageSize: { default: number; max: number }) {
  return {
    pageNumber: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: pageSize.max, default: pageSize.default },
  } as const;
}
