import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { can } from '../../domain/permissions/permissionsFor';
import {
  PICKABLE_TITLE_TYPES,
  TITLE_SEARCH_LIMIT,
  titleName,
} from '../../domain/storefront/titlePicker';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/validation/searchTerm';
import { COLLECTION_TYPE } from '../content/storefrontTypes';
import { badRequest, forbidden } from '../errors';
import { currentUser } from '../plugins/auth';
import { productsOf } from '../store/contentIndex';
import { hitDetails, searchContent } from '../store/contentQueries';
import { docOf } from '../store/contentRepository';
import { currentVersionsOf } from '../store/viewingRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, requestProduct } from './context';

/**
 * `GET /storefront/titles?term=&lang=` (issue 12): the product's published titles whose name
 * holds the term, for a manual rail's picker. Storefront editors may not read the catalogue
 * (their roles hold cp_storefront only), so the storefront service answers for it: view on
 * cp_storefront, the global search's index, at most TITLE_SEARCH_LIMIT titles, `[{id, type,
 * name}]`. A term under SEARCH_TERM_MIN_LENGTH characters is a 400.
 */
/** The signed-in user, who must hold view on cp_storefront (403 otherwise). */
function storefrontViewer(request: FastifyRequest): ReturnType<typeof currentUser> {
  const user = currentUser(request);
  if (!can(user, 'view', 'cp_storefront'))
    throw forbidden('You do not have permission to view storefront titles');
  return user;
}

export function registerStorefrontTitleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerChosenNames(app, deps);
  app.get<{ Querystring: { term: string; lang?: string } }>(
    '/storefront/titles',
    {
      schema: {
        summary: "Searches the product's published titles by name, for a manual rail's picker.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['term'],
          additionalProperties: false,
          properties: {
            term: { type: 'string', maxLength: 200 },
            lang: { type: 'string', enum: ['en', 'zh', 'ms', 'ta'] },
          },
        },
      },
    },
    async (request) => {
      const user = storefrontViewer(request);
      const term = request.query.term.trim();
      if ([...term].length < SEARCH_TERM_MIN_LENGTH)
        throw badRequest(`Search term must be at least ${SEARCH_TERM_MIN_LENGTH} characters`);
      const page = await searchContent(deps.db, deps.dialect, {
        product: requestProduct(request, user),
        term,
        types: PICKABLE_TITLE_TYPES.filter((type) => deps.catalog.get(type) !== undefined),
        statuses: ['published'],
        pageNumber: 1,
        pageSize: TITLE_SEARCH_LIMIT,
      });
      const details = await hitDetails(
        deps.db,
        deps.dialect,
        page.rows.map((row) => row.key),
      );
      return successEnvelope(
        page.rows.map((row) => ({
          id: row.id,
          type: row.cty,
          name: titleName(details.get(row.key)?.lon, row.id, request.query.lang),
        })),
        page.total,
      );
    },
  );
}

/** Ids a names request may ask for at once. */
export const CHOSEN_NAMES_LIMIT = 200;

/**
 * `GET /storefront/names?ids=a,b&lang=`: the names of the titles and collections a rail has
 * chosen (stored as ids), for the container editor's lists: `[{id, type, name}]` for each id that
 * is a title or collection of the request's product and not deleted (its published version's
 * name first, else its draft's), in the language asked for. View on cp_storefront; at most
 * CHOSEN_NAMES_LIMIT ids (400 past it).
 */
function registerChosenNames(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { ids: string; lang?: string } }>(
    '/storefront/names',
    {
      schema: {
        summary: 'Reads the names of chosen titles and collections by their ids.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: {
            ids: { type: 'string', minLength: 1, maxLength: 20_000 },
            lang: { type: 'string', enum: ['en', 'zh', 'ms', 'ta'] },
          },
        },
      },
    },
    async (request) => {
      const user = storefrontViewer(request);
      const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()))].filter(
        (id) => id !== '',
      );
      if (ids.length > CHOSEN_NAMES_LIMIT)
        throw badRequest(`ids names at most ${CHOSEN_NAMES_LIMIT} items`);
      const product = requestProduct(request, user);
      const pickable = new Set<string>([...PICKABLE_TITLE_TYPES, COLLECTION_TYPE]);
      const rows = (await currentVersionsOf(deps.db, ids)).filter(
        (row) =>
          pickable.has(row.cty) &&
          productsOf(row).includes(product) &&
          row.st !== 'deleted' &&
          row.st !== 'purged',
      );
      // The published version's name first, else the draft's.
      rows.sort((a, b) => Number(b.st === 'published') - Number(a.st === 'published'));
      const named = new Map<string, { id: string; type: string; name: string }>();
      for (const row of rows) {
        if (named.has(row.id)) continue;
        named.set(row.id, {
          id: row.id,
          type: row.cty,
          name: titleName(docOf(row).lon, row.id, request.query.lang),
        });
      }
      const answer = ids.flatMap((id) => {
        const entry = named.get(id);
        return entry ? [entry] : [];
      });
      return successEnvelope(answer, answer.length);
    },
  );
}
