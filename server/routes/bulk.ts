import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { requirePermission } from '../content/contentService';
import { createBulkJob, jobView } from '../jobs/bulkJobs';
import { findOwnJob, listOwnJobs } from '../store/jobRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, requestProduct, resolveType, typeParams } from './context';

/** Bulk update (section 7): a job over a list of ids, run in the background; its status. */
export function registerBulkRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.put<{ Params: { type: string }; Body: { ids: string[]; changes: Record<string, unknown> } }>(
    '/bulkupdate/urn/resource/catalog/:type',
    {
      schema: {
        summary:
          'Starts a bulk update: the same changes to many items of one type, run in the background.',
        description:
          'Answers the job; its progress is read from the status routes and arrives as notifications.',
        response: envelopeResponses,
        params: typeParams,
        body: {
          type: 'object',
          required: ['ids', 'changes'],
          additionalProperties: false,
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              items: { type: 'string', minLength: 1, maxLength: 200 },
            },
            changes: { type: 'object', minProperties: 1 },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(user, 'update', resourceType);
      const job = await createBulkJob(deps.db, {
        type: resourceType.type,
        ids: [...new Set(request.body.ids)],
        changes: request.body.changes,
        user,
        product: requestProduct(request, user),
      });
      return reply.code(202).send(successEnvelope(jobView(job)));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/bulkupdate/status/:id',
    {
      schema: {
        summary: "Reads the status of one of the caller's bulk update jobs.",
        response: envelopeResponses,
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const job = await findOwnJob(deps.db, request.params.id, user.uid);
      if (!job) throw notFound(`Job ${request.params.id}`);
      return successEnvelope(jobView(job));
    },
  );

  app.get(
    '/bulkupdate/status',
    {
      schema: {
        summary: "Lists the caller's recent bulk update jobs.",
        response: envelopeResponses,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const jobs = await listOwnJobs(deps.db, user.uid, 50);
      return successEnvelope(jobs.map(jobView));
    },
  );
}
