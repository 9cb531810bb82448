import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { NOTIFICATION_JOB_KINDS } from '../../domain/notifications/jobEvents';
import { can } from '../../domain/permissions/permissionsFor';
import { ApiError, forbidden } from '../errors';
import { jobView } from '../jobs/bulkJobs';
import type { JobChangeHub } from '../notifications/jobChannel';
import type { StreamTickets } from '../notifications/streamTickets';
import type { AuthUser } from '../plugins/auth';
import { currentUser } from '../plugins/auth';
import { pageOwnJobs } from '../store/jobRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, noQuery, pagingQuery, requestProduct } from './context';

/**
 * The caller of the feed or the stream ticket: one with view on the notification page
 * (cp_notification, the spec's role tables) working in a product they hold; anyone else 403,
 * before anything about their jobs is read.
 */
function notificationCaller(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  if (!can(user, 'view', 'cp_notification'))
    throw forbidden('You do not have permission to view notifications');
  requestProduct(request, user);
  return user;
}

/** Comment lines keep idle streams open through proxies that close silent connections. */
const HEARTBEAT_MS = 25_000;

/**
 * The notification service under the user service: the caller's bulk update and episode sorting
 * jobs (paged, with failure keys and messages), a ticket for the event stream, and the stream
 * itself (server-sent events: each change of the caller's jobs, from any instance, as it happens).
 * The feed and the ticket need view on cp_notification; the stream takes only a ticket, which
 * only such a caller gets.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  notifications: { hub: JobChangeHub; tickets: StreamTickets },
): void {
  // Open streams end before the server closes (a stream never ends by itself).
  const open = new Set<{ end(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });

  app.get<{ Querystring: { pageNumber: number; pageSize: number } }>(
    '/notification/jobs',
    {
      schema: {
        summary:
          "Lists the caller's background jobs (bulk updates, episode sorting), newest first.",
        tags: ['notifications'],
        response: envelopeResponses,
        querystring: { type: 'object', properties: pagingQuery },
      },
    },
    async (request) => {
      const user = notificationCaller(request);
      const { pageNumber, pageSize } = request.query;
      const { rows, total } = await pageOwnJobs(deps.db, user.uid, NOTIFICATION_JOB_KINDS, {
        offset: (pageNumber - 1) * pageSize,
        limit: pageSize,
      });
      return successEnvelope(rows.map(jobView), total);
    },
  );

  app.post(
    '/notification/ticket',
    {
      schema: {
        summary: "Issues an expiring ticket that opens the caller's notification stream.",
        tags: ['notifications'],
        response: envelopeResponses,
        querystring: noQuery,
        // The ticket is asked for with no body (the caller is its token).
        body: { type: ['object', 'null'], properties: {}, additionalProperties: false },
      },
    },
    async (request) =>
      successEnvelope(await notifications.tickets.issue(notificationCaller(request))),
  );

  app.get<{ Querystring: { ticket: string } }>(
    '/notification/stream',
    {
      // The browser's EventSource sends no Authorization header: the ticket is the credential.
      config: { public: true },
      schema: {
        summary:
          "Streams changes to the caller's jobs as server-sent events (the ticket is the credential).",
        tags: ['notifications'],
        // Refusals answer in the envelope; the 200 is the event stream itself (the reply is hijacked).
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['ticket'],
          properties: { ticket: { type: 'string', minLength: 1, maxLength: 1000 } },
        },
      },
    },
    async (request, reply) => {
      const user = await notifications.tickets.verify(request.query.ticket);
      if (!user) throw new ApiError(401, 'Invalid or expired notification ticket');
      await notifications.hub.ready();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
      const unsubscribe = notifications.hub.subscribe(user.uid, (job) => {
        raw.write(`event: job\nid: ${job.id}:${job.ut}\ndata: ${JSON.stringify(job)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stream = {
        end: () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(stream);
          raw.end();
        },
      };
      open.add(stream);
      request.raw.on('close', () => stream.end());
    },
  );
}
