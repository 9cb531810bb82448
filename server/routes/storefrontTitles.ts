import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { can } from '../../domain/permissions/permissionsFor';
import {
  PICKABLE_TITLE_TYPES,
  TITLE_SEARCH_LIMIT,
  titleName,
} from '../../domain/storefront/titlePicker';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/validation/searchTerm';
import { badRequest, forbidden } from '../errors';
import { currentUser } from '../plugins/auth';
import { hitDetails, searchContent } from '../store/contentQueries';
import type { RouteDeps } from './context';
import { envelopeResponses, requestProduct } from './context';

/**
 * `GET /storefront/titles?term=&lang=` (issue 12): the product's published titles whose name
 * holds the term, for a manual rail's picker. Storefront editors may not read the catalogue
 * (their roles hold cp_storefront only), so the storefront service answers for it: view on
 * cp_storefront, the global search's index, at most TITLE_SEARCH_LIMIT titles, `[{id, type,
 * name}]`. A term under SEARCH_TERM_MIN_LENGTH characters is a 400.
 */
export function registerStorefrontTitleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { term: string; lang?: string } }>(
    '/storefront/titles',
    {
      schema: {
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
      const user = currentUser(request);
      if (!can(user, 'view', 'cp_storefront'))
        throw forbidden('You do not have permission to view storefront titles');
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
