import type { FastifyInstance } from 'fastify';
import { noDataEnvelope, successEnvelope, successEnvelopeJson } from '../../domain/envelope';
import { CONTENT_STATUSES } from '../../domain/statuses';
import { chooseVersion } from '../../domain/versions';
import { can } from '../../domain/permissions/permissionsFor';
import { isJsonSchemaObject, resolveLocalRef } from '../../domain/jsonSchema';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/validation/searchTerm';
import { badRequest, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { ResourceType } from '../resourceCatalog';
import { additionalUischemaOf } from '../content/additionalUischema';
import { createContent, requirePermission, updateContent } from '../content/contentService';
import { vllWriteCheck } from '../vll/writeChecks';
import type { Doc } from '../store/contentRepository';
import {
  docOf,
  findByKeys,
  listVersions,
  rawDocOf,
  versionEntry,
} from '../store/contentRepository';
import { productsOf } from '../store/contentIndex';
import type { FieldFilter, ListQuery, SortField } from '../store/contentQueries';
import { countContent, listContent } from '../store/contentQueries';
import type { RouteDeps } from './context';
import {
  itemVersionsReply,
  envelopeResponses,
  pagingQuery,
  parseStatuses,
  requestProduct,
  resolveType,
  typeIdParams,
  typeParams,
  viewableTypes,
  writeContext,
} from './context';

const KNOWN_LIST_PARAMS = new Set([
  'st',
  'pageSize',
  'pageNumber',
  'sortBy',
  'sortOrder',
  'info',
  'prt_ic',
  'q',
]);
const SORT_FIELDS: Record<string, SortField> = {
  ut: 'ut',
  updated: 'ut',
  ct: 'ct',
  created: 'ct',
  name: 'name',
  lon: 'name',
};

/** The JSON type of a top-level property, following a local $ref to its shared definition. */
function propertyKind(resourceType: ResourceType, field: string): string | undefined {
  const property = resourceType.schema.properties?.[field];
  if (!isJsonSchemaObject(property)) return undefined;
  const resolved = property.$ref ? resolveLocalRef(property.$ref, resourceType.schema) : property;
  const kind = resolved?.type;
  return typeof kind === 'string' ? kind : undefined;
}

const SCALAR_KINDS = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * Field filters from the query string: top-level scalar properties of the type's schema, by
 * equality (`ex_id=...`, `vce=false`) or, for strings (dates) and numbers, as bounds
 * (`lwe_gte=...`, `rt_lte=...`).
 */
function fieldFilters(resourceType: ResourceType, query: Record<string, unknown>): FieldFilter[] {
  const filters: FieldFilter[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (KNOWN_LIST_PARAMS.has(param) && param !== 'prt_ic') continue;
    if (raw === undefined || raw === '') continue;
    const bound = /^(.*)_(gte|lte)$/.exec(param);
    const field = bound?.[1] ?? param;
    const op = bound?.[2] === 'gte' ? '>=' : bound?.[2] === 'lte' ? '<=' : '=';
    const first: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (typeof first !== 'string' && typeof first !== 'number' && typeof first !== 'boolean') {
      throw badRequest(`'${param}' must be a single value`);
    }
    const text = String(first);
    if (field === 'prt_ic') {
      filters.push({ field, value: text === 'true' ? 'true' : 'false', op: '=' });
      continue;
    }
    const kind = propertyKind(resourceType, field);
    if (!kind || !SCALAR_KINDS.has(kind) || (op !== '=' && kind === 'boolean')) {
      throw badRequest(`Cannot filter ${resourceType.type} by '${param}'`);
    }
    if (kind === 'boolean') {
      if (text !== 'true' && text !== 'false') throw badRequest(`'${field}' must be true or false`);
    } else if (kind === 'number' || kind === 'integer') {
      if (!Number.isFinite(Number(text))) throw badRequest(`'${field}' must be a number`);
      if (op !== '=') {
        throw badRequest(`Bounds on '${field}' are not supported: numbers compare as text`);
      }
    }
    filters.push({
      field,
      value: kind === 'number' || kind === 'integer' ? String(Number(text)) : text,
      op,
    });
  }
  return filters;
}

/** The list's search term: at least three characters, or a 400. */
function searchTermOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest("'q' must be a single value");
  const term = raw.trim();
  if ([...term].length < SEARCH_TERM_MIN_LENGTH) {
    throw badRequest(`Search term must be at least ${SEARCH_TERM_MIN_LENGTH} characters`);
  }
  return term;
}

/** The catalogue API of section 7, mounted under each content service's base. */
export function registerCatalogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // The types the caller may view, and their schemas; the role tables hide the rest.
  app.get(
    '/schema/urn/resource/catalog',
    {
      schema: {
        summary: 'Lists the content types the caller may view, with their list settings.',
        response: envelopeResponses,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const types = viewableTypes(deps, user).map((t) => ({ type: t.type, ...t.list }));
      return successEnvelope(types);
    },
  );

  app.get<{ Params: { type: string } }>(
    '/schema/urn/resource/catalog/:type',
    {
      schema: {
        summary: 'Reads the JSON schema of a content type.',
        response: envelopeResponses,
        params: typeParams,
      },
    },
    async (request) => {
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(currentUser(request), 'view', resourceType);
      return successEnvelope(resourceType.schema);
    },
  );

  app.get<{ Params: { type: string } }>(
    '/uischema/urn/resource/catalog/:type',
    {
      schema: {
        summary: 'Reads the form layout (UI schema) and list settings of a content type.',
        response: envelopeResponses,
        params: typeParams,
      },
    },
    async (request) => {
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(currentUser(request), 'view', resourceType);
      return successEnvelope({ uischema: resourceType.uischema, list: resourceType.list });
    },
  );

  app.get<{ Params: { type: string } }>(
    '/uischema/additional/urn/resource/catalog/:type',
    {
      schema: {
        summary: "Reads the layout (UI schema) of a content type's 'Additional info' dialog.",
        description:
          "The type's own additional UI schema, or a vertical layout of the identifiers its schema has (id, cid, ex_id, cty, urn, key, pkg_id, esrc, ct, ut).",
        response: envelopeResponses,
        params: typeParams,
      },
    },
    async (request) => {
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(currentUser(request), 'view', resourceType);
      return successEnvelope({
        uischema: additionalUischemaOf(resourceType.schema, resourceType.additionalUischema),
      });
    },
  );

  app.get<{
    Params: { type: string };
    Querystring: Record<string, unknown> & {
      st?: string;
      pageSize: number;
      pageNumber: number;
      sortBy?: string;
      sortOrder?: string;
    };
  }>(
    '/content/urn/resource/catalog/:type',
    {
      schema: {
        summary: 'Lists items of a content type, a page at a time, with filters, search and sort.',
        description:
          "Query parameters beyond paging and sort filter by the type's own top-level fields, by equality or with `_gte`/`_lte` bounds.",
        response: envelopeResponses,
        params: typeParams,
        querystring: {
          type: 'object',
          properties: {
            ...pagingQuery,
            st: { type: 'string', maxLength: 200 },
            sortBy: { type: 'string', maxLength: 40 },
            sortOrder: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
            prt_ic: { type: 'string', enum: ['true', 'false'] },
            q: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(user, 'view', resourceType);
      const sortBy = SORT_FIELDS[request.query.sortBy ?? 'ut'];
      if (!sortBy) throw badRequest(`Cannot sort by '${request.query.sortBy ?? ''}'`);
      const query: ListQuery = {
        product: requestProduct(request, user),
        type: resourceType.type,
        statuses: parseStatuses(request.query.st),
        pageSize: request.query.pageSize,
        pageNumber: request.query.pageNumber,
        sortBy,
        sortOrder: (request.query.sortOrder ?? 'desc').toLowerCase() === 'asc' ? 'asc' : 'desc',
        filters: fieldFilters(resourceType, request.query),
        q: searchTermOf(request.query.q),
      };
      // The page as sent, kept until any content changes (the search cache's generation rule).
      const page = await deps.searchCounts.rememberSized(
        JSON.stringify(['list', deps.dialect, query]),
        async () => {
          const found = await listContent(deps.db, deps.dialect, query, 'doc');
          return { total: found.total, json: `[${found.rows.map(rawDocOf).join(',')}]` };
        },
        (answer) => answer.json.length,
      );
      if (page.total === 0) return noDataEnvelope([]);
      return reply
        .type('application/json; charset=utf-8')
        .send(successEnvelopeJson(page.json, page.total));
    },
  );

  app.get<{ Params: { type: string; id: string }; Querystring: { st?: string; key?: string } }>(
    '/content/urn/resource/catalog/:type/:id',
    {
      schema: {
        summary: 'Reads an item: the version chosen by status or key.',
        response: envelopeResponses,
        params: typeIdParams,
        querystring: {
          type: 'object',
          properties: {
            st: { type: 'string', enum: [...CONTENT_STATUSES] },
            key: { type: 'string', maxLength: 300 },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(user, 'view', resourceType);
      const product = requestProduct(request, user);
      const versions = (await listVersions(deps.db, resourceType.type, request.params.id)).filter(
        (row) => productsOf(row).includes(product),
      );
      const wanted = request.query.key
        ? versions.find((row) => row.key === request.query.key)
        : request.query.st
          ? (versions.findLast((row) => row.st === request.query.st && row.cur === 1) ??
            versions.findLast((row) => row.st === request.query.st))
          : chooseVersion(
              versions.filter((row) => row.cur === 1).map((row) => ({ ...versionEntry(row), row })),
            )?.row;
      if (!wanted) throw notFound(`${resourceType.type} ${request.params.id}`);
      return reply
        .type('application/json; charset=utf-8')
        .send(successEnvelopeJson(rawDocOf(wanted), 1));
    },
  );

  app.get<{ Params: { type: string; id: string } }>(
    '/content/urn/resource/catalog/:type/:id/versions',
    {
      schema: {
        summary: 'Lists the versions of an item.',
        response: envelopeResponses,
        params: typeIdParams,
      },
    },
    async (request, reply) =>
      itemVersionsReply(
        deps,
        request,
        reply,
        resolveType(deps, request.params.type),
        request.params.id,
      ),
  );

  app.post<{ Params: { type: string }; Body: Doc }>(
    '/content/urn/resource/catalog/:type',
    {
      schema: {
        summary: 'Creates an item of a content type.',
        response: envelopeResponses,
        params: typeParams,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const resourceType = resolveType(deps, request.params.type);
      const check = vllWriteCheck(resourceType.type);
      const doc = await createContent(
        writeContext(deps, request),
        resourceType,
        request.body,
        check ? { check } : {},
      );
      return reply.code(201).send(successEnvelope(doc));
    },
  );

  app.put<{ Params: { type: string; id: string }; Body: Doc }>(
    '/content/urn/resource/catalog/:type/:id',
    {
      schema: {
        summary: 'Saves a new version of an item (edit, submit, publish, archive by its status).',
        response: envelopeResponses,
        params: typeIdParams,
        body: { type: 'object' },
      },
    },
    async (request) => {
      const resourceType = resolveType(deps, request.params.type);
      const check = vllWriteCheck(resourceType.type);
      const result = await updateContent(
        writeContext(deps, request),
        resourceType,
        request.params.id,
        request.body,
        check ? { check } : {},
      );
      return successEnvelope(result.doc);
    },
  );

  app.get<{ Querystring: { keys: string } }>(
    '/content',
    {
      schema: {
        summary: 'Reads several items at once by their version keys.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['keys'],
          properties: { keys: { type: 'string', maxLength: 20000 } },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const product = requestProduct(request, user);
      const keys = request.query.keys
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
        .slice(0, 500);
      const rows = (await findByKeys(deps.db, keys)).filter((row) => {
        const resourceType = deps.catalog.get(row.cty);
        return (
          resourceType !== undefined &&
          can(user, 'view', resourceType.list.resource) &&
          productsOf(row).includes(product)
        );
      });
      return successEnvelope(rows.map(docOf));
    },
  );

  app.get<{ Params: { type: string }; Querystring: { st?: string } }>(
    '/count/urn/resource/catalog/:type',
    {
      schema: {
        summary: "Counts the items of a content type that match the list's filters.",
        response: envelopeResponses,
        params: typeParams,
        querystring: { type: 'object', properties: { st: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(user, 'view', resourceType);
      const count = await countContent(
        deps.db,
        requestProduct(request, user),
        resourceType.type,
        parseStatuses(request.query.st),
      );
      return successEnvelope([{ name: resourceType.type, count }], 1);
    },
  );
}
