import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { can } from '../../domain/permissions/permissionsFor';
import {
  ASSOCIATED_CHILDREN_LIMIT,
  SEASON_TYPE_OF,
  SERIES_SUGGESTION_LIMIT,
  SERIES_TYPES,
  sortAssociations,
  typesNamingSeason,
  typesNamingSeries,
} from '../../domain/series/seriesLinks';
import type { Association, AssociationRelation } from '../../domain/series/seriesLinks';
import { statusesForFilter } from '../../domain/statuses';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/validation/searchTerm';
import { chooseVersion } from '../../domain/versions';
import { requirePermission } from '../content/contentService';
import { forbidden, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { currentUser } from '../plugins/auth';
import { productsOf } from '../store/contentIndex';
import { hitDetails, listContent, searchContent } from '../store/contentQueries';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf, itemPlacement, versionEntry } from '../store/contentRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, itemInRequestProduct, requestProduct, viewableTypes } from './context';

type Names = { lang: string; n: string }[];

/** A stored `lon` as the answer's names: entries with a language and a name, nothing else. */
function namesOf(value: unknown): Names {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { lang, n } = entry as { lang?: unknown; n?: unknown };
    return typeof lang === 'string' && typeof n === 'string' ? [{ lang, n }] : [];
  });
}

const numberField = (doc: Doc, field: string): number | undefined => {
  const value = doc[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

function associationOf(rel: AssociationRelation, doc: Doc): Association {
  const sNo = numberField(doc, 's_no');
  const epNo = numberField(doc, 'ep_no');
  return {
    rel,
    id: String(doc.id),
    cty: String(doc.cty),
    st: String(doc.st),
    lon: namesOf(doc.lon),
    ...(sNo !== undefined ? { s_no: sNo } : {}),
    ...(epNo !== undefined ? { ep_no: epNo } : {}),
  };
}

/**
 * The series routes of the catalogue service (spec section 7: `GET /content/series/...`, `GET
 * /content/{id}/assocmetadata`):
 *
 * - `GET /content/series/suggestions?query=&cty=` — series whose name (any language) or id holds
 *   the query, for the series field of seasons and episodes: `[{pkg_id, lon, cty, st}]` (section 3:
 *   'Series title suggestion: pkg_id, lon'), at most `pageSize` (10), in the request's product,
 *   published, draft or pre-draft (an item once: its draft). `cty` narrows to one series type
 *   (tvseries, webseries, show). A query under three characters finds nothing (an empty list, as
 *   the lookup answers). Needs view on the series type's page.
 * - `GET /content/{id}/assocmetadata` — the items associated with a catalogue item: its series
 *   (`pkg_id`) and season (`ssn_id`) and its children (a series' seasons and bonus items, a
 *   season's episodes), each `{rel, id, cty, st, lon, s_no?, ep_no?}` with `rel` series, season or
 *   child, in that order (children by season number, episode number, id), at most 1000 children of
 *   a type. Only items of the request's product and of types the caller may view; an item of
 *   another product is not found.
 */
export function registerSeriesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { query: string; cty?: string; pageSize?: number } }>(
    '/content/series/suggestions',
    {
      schema: {
        summary:
          'Suggests series whose name or id holds the query, for the series field of seasons and episodes.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['query'],
          additionalProperties: false,
          properties: {
            query: { type: 'string', maxLength: 200 },
            cty: { type: 'string', enum: [...SERIES_TYPES] },
            pageSize: { type: 'integer', minimum: 1, maximum: SERIES_SUGGESTION_LIMIT },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const asked = request.query.cty
        ? [request.query.cty]
        : SERIES_TYPES.filter((t) => deps.catalog.get(t) !== undefined);
      const types = asked.filter((type) => {
        const resourceType = deps.catalog.get(type);
        return resourceType !== undefined && can(user, 'view', resourceType.list.resource);
      });
      if (types.length === 0) {
        const first = deps.catalog.get(asked[0] ?? 'tvseries');
        if (first) requirePermission(user, 'view', first);
        throw forbidden('You do not have permission to view series');
      }
      const product = requestProduct(request, user);
      const term = request.query.query.trim();
      if ([...term].length < SEARCH_TERM_MIN_LENGTH) return successEnvelope([], 0);
      // One generation read for the search's total and first hits.
      const answers = await deps.searchCounts.pinned();
      const page = await searchContent(
        deps.db,
        deps.dialect,
        {
          product,
          term,
          types,
          statuses: statusesForFilter('all'),
          pageNumber: 1,
          pageSize: request.query.pageSize ?? SERIES_SUGGESTION_LIMIT,
        },
        answers,
      );
      const details = await hitDetails(
        deps.db,
        deps.dialect,
        page.rows.map((row) => row.key),
      );
      return successEnvelope(
        page.rows.map((row) => ({
          pkg_id: row.id,
          lon: namesOf(details.get(row.key)?.lon),
          cty: row.cty,
          st: row.st,
        })),
        page.total,
      );
    },
  );

  /** The shown version of an item of a viewable type in the product, or undefined. */
  async function linkedDoc(user: AuthUser, product: string, id: string): Promise<Doc | undefined> {
    const placement = await itemPlacement(deps.db, id);
    if (!placement || !placement.products.includes(product)) return undefined;
    const resourceType = deps.catalog.get(placement.cty);
    if (!resourceType || !can(user, 'view', resourceType.list.resource)) return undefined;
    const rows = (await currentVersions(deps.db, placement.cty, id)).filter((row) =>
      productsOf(row).includes(product),
    );
    const chosen = chooseVersion(rows.map((row) => ({ ...versionEntry(row), row })))?.row;
    return chosen ? docOf(chosen) : undefined;
  }

  async function childrenOf(
    user: AuthUser,
    product: string,
    types: readonly string[],
    field: 'pkg_id' | 'ssn_id',
    id: string,
  ): Promise<Association[]> {
    const lists = await Promise.all(
      types
        .filter((type) => {
          const resourceType = deps.catalog.get(type);
          return resourceType !== undefined && can(user, 'view', resourceType.list.resource);
        })
        .map((type) =>
          listContent(deps.db, deps.dialect, {
            product,
            type,
            statuses: statusesForFilter('all'),
            pageSize: ASSOCIATED_CHILDREN_LIMIT,
            pageNumber: 1,
            sortBy: 'name',
            sortOrder: 'asc',
            filters: [{ field, value: id, op: '=' }],
          }),
        ),
    );
    return lists.flatMap((page) => page.rows.map((row) => associationOf('child', docOf(row))));
  }

  app.get<{ Params: { id: string } }>(
    '/content/:id/assocmetadata',
    {
      schema: {
        summary: 'Lists the items associated with an item: its series, season and children.',
        response: envelopeResponses,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        querystring: { type: 'object', properties: {}, additionalProperties: false },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (viewableTypes(deps, user).length === 0)
        throw forbidden('You do not have permission to view catalogue items');
      const product = requestProduct(request, user);
      const placement = await itemInRequestProduct(deps, request, request.params.id);
      const resourceType = deps.catalog.get(placement.cty);
      if (!resourceType) throw notFound(`Item ${request.params.id}`);
      requirePermission(user, 'view', resourceType);
      const doc = await linkedDoc(user, product, request.params.id);
      if (!doc) throw notFound(`${resourceType.type} ${request.params.id}`);
      const entries: Association[] = [];
      const seriesId = typeof doc.pkg_id === 'string' ? doc.pkg_id : undefined;
      if (seriesId && seriesId !== doc.id) {
        const series = await linkedDoc(user, product, seriesId);
        if (series) entries.push(associationOf('series', series));
      }
      const seasonId = typeof doc.ssn_id === 'string' ? doc.ssn_id : undefined;
      if (seasonId && seasonId !== doc.id) {
        const season = await linkedDoc(user, product, seasonId);
        if (season) entries.push(associationOf('season', season));
      }
      // A series' children name it by pkg_id (episodes under a season show under the season).
      const seriesChildren = typesNamingSeries(resourceType.type).filter(
        (type) => SEASON_TYPE_OF[type] === undefined,
      );
      entries.push(
        ...(await childrenOf(user, product, seriesChildren, 'pkg_id', request.params.id)),
        ...(await childrenOf(
          user,
          product,
          typesNamingSeason(resourceType.type),
          'ssn_id',
          request.params.id,
        )),
      );
      return successEnvelope(sortAssociations(entries), entries.length);
    },
  );
}
