import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/validation/searchTerm';
import { badRequest } from '../errors';
import { currentUser } from '../plugins/auth';
import { docOf, findByKeys } from '../store/contentRepository';
import { hidesShadowed, hitDetails, searchContent } from '../store/contentQueries';
import { lookupContent } from '../store/contentLookup';
import { isSearchAcrossField, SEARCH_ACROSS_FIELDS } from '../store/searchFields';
import type { RouteDeps } from './context';
import {
  envelopeResponses,
  pagingQuery,
  parseStatuses,
  requestProduct,
  viewableTypes,
} from './context';

const MAX_TERM_LENGTH = 200;

/** Global search and lookups (section 7), under the search service and each content service. */
export function registerSearchRoutes(app: FastifyInstance, deps: RouteDeps): void {
  /** Types the caller may view: search never reveals what the role tables hide. */
  const viewableTypeNames = (user: ReturnType<typeof currentUser>) =>
    viewableTypes(deps, user).map((t) => t.type);

  app.get<{
    Querystring: {
      term: string;
      fields?: string;
      cty?: string;
      st?: string;
      pageNumber: number;
      pageSize: number;
    };
  }>(
    '/content/search',
    {
      schema: {
        summary: 'Searches content of every type the caller may view, a page at a time.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['term'],
          properties: {
            ...pagingQuery,
            term: { type: 'string', maxLength: MAX_TERM_LENGTH },
            fields: { type: 'string', maxLength: 500 },
            cty: { type: 'string', maxLength: 2000 },
            st: { type: 'string', maxLength: 200 },
            query: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const term = request.query.term.trim();
      if ([...term].length < SEARCH_TERM_MIN_LENGTH) {
        throw badRequest(`Search term must be at least ${SEARCH_TERM_MIN_LENGTH} characters`);
      }
      // 'Search Across': the fields the term is matched in (comma-joined; none named: all).
      const fields = [
        ...new Set(
          (request.query.fields ?? '')
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = fields.filter((f) => !isSearchAcrossField(f));
      if (unknown.length > 0) {
        throw badRequest(`Unknown search field: search across ${SEARCH_ACROSS_FIELDS.join(', ')}`);
      }
      const allowed = viewableTypeNames(user);
      const asked = request.query.cty
        ? request.query.cty
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : allowed;
      const types = asked.filter((t) => allowed.includes(t));
      if (types.length === 0) return successEnvelope([], 0);
      // Every type asked and viewable: no type filter to apply per match, only the item types
      // that are no catalogue type (policies) left out.
      const everyType = types.length === deps.catalog.types.size;
      const notCatalogue = [...deps.itemTypes.types.keys()].filter((t) => !deps.catalog.get(t));
      // One generation read for the search's total, first hits and hits' names.
      const answers = await deps.searchCounts.pinned();
      const page = await searchContent(
        deps.db,
        deps.dialect,
        {
          product: requestProduct(request, user),
          term,
          types: everyType ? undefined : types,
          excludeTypes: everyType ? notCatalogue : undefined,
          statuses: parseStatuses(request.query.st),
          fields:
            fields.length === SEARCH_ACROSS_FIELDS.length
              ? undefined
              : fields.filter(isSearchAcrossField),
          pageNumber: request.query.pageNumber,
          pageSize: request.query.pageSize,
        },
        answers,
      );
      const details = await hitDetails(
        deps.db,
        deps.dialect,
        page.rows.map((r) => r.key),
        answers,
      );
      const hits = page.rows.map((hit) => {
        const doc = details.get(hit.key) ?? { lon: undefined, chty: undefined, prt_ic: undefined };
        return {
          id: hit.id,
          key: hit.key,
          cty: hit.cty,
          st: hit.st,
          lon: doc.lon ?? [],
          ...(doc.chty !== undefined ? { chty: doc.chty } : {}),
          prt_ic: doc.prt_ic === true ? 'true' : 'false',
        };
      });
      return successEnvelope(hits, page.total);
    },
  );

  app.get<{ Querystring: { query: string; cty?: string } }>(
    '/content/lookup',
    {
      schema: {
        summary: 'Finds up to ten items matching the query, for pickers as the caller types.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['query'],
          properties: {
            query: { type: 'string', minLength: 1, maxLength: MAX_TERM_LENGTH },
            cty: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const allowed = viewableTypeNames(user);
      const types = request.query.cty ? allowed.filter((t) => t === request.query.cty) : allowed;
      if (types.length === 0 || [...request.query.query.trim()].length < SEARCH_TERM_MIN_LENGTH)
        return successEnvelope([], 0);
      const page = await searchContent(
        deps.db,
        deps.dialect,
        {
          product: requestProduct(request, user),
          term: request.query.query,
          types,
          statuses: parseStatuses('all'),
          pageNumber: 1,
          pageSize: 10,
        },
        deps.searchCounts,
      );
      const rows = await findByKeys(
        deps.db,
        page.rows.map((r) => r.key),
      );
      return successEnvelope(
        rows.map((row) => {
          const doc = docOf(row);
          return {
            id: doc.id,
            key: doc.key,
            cty: doc.cty,
            st: doc.st,
            pkg_id: doc.pkg_id ?? doc.id,
            lon: doc.lon ?? [],
          };
        }),
        page.total,
      );
    },
  );

  app.post<{
    Body: {
      filters: { field: string; term: string; operator: 'equals' }[];
      pageNumber?: number;
      pageSize?: number;
    };
  }>(
    '/content/lookup',
    {
      schema: {
        summary: 'Looks up items by field filters (search across, content type), a page at a time.',
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['filters'],
          additionalProperties: false,
          properties: {
            filters: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'object',
                required: ['field', 'term', 'operator'],
                additionalProperties: false,
                properties: {
                  field: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' },
                  term: { type: 'string', maxLength: 5000 },
                  operator: { type: 'string', enum: ['equals'] },
                },
              },
            },
            ...pagingQuery,
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const product = requestProduct(request, user);
      const allowed = viewableTypeNames(user);
      const pageSize = request.body.pageSize ?? 25;
      const pageNumber = request.body.pageNumber ?? 1;
      // An item with a published and a draft version shows once (its draft), as in merged lists,
      // unless the filters ask for statuses that do not merge.
      const asked = request.body.filters
        .filter((f) => f.field === 'st')
        .map((f) => f.term.split(',').map((v) => v.trim()));
      // Every filter must match (match ALL); a filter's term lists accepted values, comma-joined.
      const page = await lookupContent(deps.db, deps.dialect, {
        product,
        types: allowed,
        filters: request.body.filters.map((filter) => ({
          field: filter.field,
          values: filter.term
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        })),
        hideShadowed: asked.length === 0 || asked.every((statuses) => hidesShadowed(statuses)),
        pageNumber,
        pageSize,
      });
      return successEnvelope(page.rows.map(docOf), page.total);
    },
  );
}
