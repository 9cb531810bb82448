import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { chooseVersion } from '../../domain/versions';
import { requirePermission } from '../content/contentService';
import { badRequest } from '../errors';
import { createBulkJob, jobView } from '../jobs/bulkJobs';
import { currentUser } from '../plugins/auth';
import { currentVersions, docOf, versionEntry } from '../store/contentRepository';
import type { RouteDeps } from './context';
import {
  envelopeResponses,
  itemInRequestProduct,
  noQuery,
  requestProduct,
  resolveType,
} from './context';

/** A season holds at most this many episodes to sort in one job (the bulk update's limit). */
const MAX_EPISODES = 1000;

/**
 * Episode sorting (section 7 `PUT /bulkupdate/tvseason/tvepisodes`): the season's episodes in
 * their new order become a job that numbers them 1, 2, 3... (`ep_no`), run in the background like
 * a bulk update and shown in the bell. Every id must be an episode of the season, in the
 * request's product; the caller needs update on episodes.
 */
export function registerEpisodeSortRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.put<{ Body: { ssn_id: string; ids: string[] } }>(
    '/bulkupdate/tvseason/tvepisodes',
    {
      schema: {
        summary: "Renumbers a season's episodes in the order given, as a background job.",
        response: envelopeResponses,
        querystring: noQuery,
        body: {
          type: 'object',
          required: ['ssn_id', 'ids'],
          additionalProperties: false,
          properties: {
            ssn_id: { type: 'string', minLength: 1, maxLength: 200 },
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_EPISODES,
              uniqueItems: true,
              items: { type: 'string', minLength: 1, maxLength: 200 },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const episodeType = resolveType(deps, 'tvepisode');
      requirePermission(user, 'update', episodeType);
      const product = requestProduct(request, user);
      const season = request.body.ssn_id;
      await itemInRequestProduct(deps, request, season, resolveType(deps, 'tvseason'));
      const strangers: string[] = [];
      for (const id of request.body.ids) {
        const versions = await currentVersions(deps.db, 'tvepisode', id);
        const current = chooseVersion(versions.map((row) => ({ ...versionEntry(row), row })))?.row;
        const doc = current ? docOf(current) : undefined;
        const inProduct = Array.isArray(doc?.prd) && (doc.prd as unknown[]).includes(product);
        if (!doc || !inProduct || doc.ssn_id !== season) strangers.push(id);
      }
      if (strangers.length > 0)
        throw badRequest(`Not episodes of season ${season}: ${strangers.slice(0, 10).join(', ')}`);
      const itemChanges = Object.fromEntries(
        request.body.ids.map((id, index) => [id, { ep_no: index + 1 }]),
      );
      const job = await createBulkJob(deps.db, {
        type: 'tvepisode',
        kind: 'episodesort',
        ids: request.body.ids,
        changes: {},
        itemChanges,
        user,
        product,
      });
      return reply.code(202).send(successEnvelope(jobView(job)));
    },
  );
}
