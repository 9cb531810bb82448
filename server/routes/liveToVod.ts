import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import {
  LIVE_TO_VOD_SOURCE_TYPES,
  isLiveToVodInFlight,
  liveToVodWindowProblems,
} from '../../domain/media/liveToVod';
import type { LiveToVodRequest, LiveToVodUpdate } from '../../domain/media/liveToVod';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { createLiveToVodJob, liveToVodPayloadOf, liveToVodView } from '../jobs/liveToVod';
import { currentUser } from '../plugins/auth';
import { currentVersions, displayName, docOf } from '../store/contentRepository';
import { changeInFlightLiveToVod, liveToVodJob, liveToVodJobs } from '../store/mediaOpsRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, idParams, itemInRequestProduct, requestProduct } from './context';

/** Live-to-VOD is the EPG page's work (spec section 6: l2v_admin is full on epg). */
function allow(request: FastifyRequest, action: Action): void {
  if (!can(currentUser(request), action, 'epg'))
    throw forbidden(`You do not have permission to ${action} live-to-VOD conversions`);
}

const windowField = { type: 'string', minLength: 1, maxLength: 40 } as const;
const titleField = { type: 'string', minLength: 1, maxLength: 200 } as const;

const convertBody = {
  type: 'object',
  required: ['id', 'st_dt', 'ed_dt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 200 },
    title: titleField,
    st_dt: windowField,
    ed_dt: windowField,
  },
} as const;

const updateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { title: titleField, st_dt: windowField, ed_dt: windowField },
} as const;

/** Cancel names its job in the path and takes no body. */
const noBody = { type: ['object', 'null'], properties: {}, additionalProperties: false } as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** A window's problems as a 400 naming each field. */
function refuseWindow(problems: { field: string; message: string }[]): void {
  const first = problems[0];
  if (!first) return;
  throw badRequest(
    first.message,
    problems.map((problem) => ({ code: 400, field: problem.field, description: problem.message })),
  );
}

/**
 * Live-to-VOD (issue 14; spec sections 4, 7, 8), under the live service, on page `epg` (view to
 * list, update to convert, change or cancel): `POST /l2v/convert` (id of a live event, title,
 * recorded window st_dt..ed_dt within the event's live window) records a job that makes a VOD
 * item once the window has ended (server/jobs/liveToVod.ts); `PUT /l2v/update/{jobId}` changes the
 * title or window of a job not yet run; `PUT /l2v/cancel/{jobId}` cancels it (a second cancel, or
 * one after it ran, is 409 and changes nothing); `GET /l2v/list` the product's jobs (`eventId` for
 * one event's).
 */
export function registerLiveToVodRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { eventId?: string } }>(
    '/l2v/list',
    {
      schema: {
        summary: "Lists the product's live-to-VOD jobs, or one event's.",
        tags: ['media'],
        querystring: listQuery,
        response: envelopeResponses,
      },
    },
    async (request) => {
      allow(request, 'view');
      const rows = await liveToVodJobs(deps.db, requestProduct(request), request.query.eventId);
      return successEnvelope(rows.map(liveToVodView), rows.length);
    },
  );

  app.post<{ Body: LiveToVodRequest }>(
    '/l2v/convert',
    {
      schema: {
        summary:
          "Records a live-to-VOD job: a VOD item from a live event's window once it has ended.",
        tags: ['media'],
        body: convertBody,
        response: envelopeResponses,
      },
    },
    async (request, reply) => {
      allow(request, 'update');
      const user = currentUser(request);
      const product = requestProduct(request, user);
      const body = request.body;
      const placement = await itemInRequestProduct(deps, request, body.id);
      if (!(LIVE_TO_VOD_SOURCE_TYPES as readonly string[]).includes(placement.cty)) {
        const description = `${body.id} is a ${placement.cty}, not a live event`;
        throw badRequest(description, [{ code: 400, field: 'id', description }]);
      }
      const versions = await currentVersions(deps.db, placement.cty, body.id);
      const row = versions.find((version) => version.st === 'published') ?? versions.at(-1);
      if (!row) throw notFound(`Item ${body.id}`);
      const event = docOf(row);
      refuseWindow(liveToVodWindowProblems(body, event));
      const job = await createLiveToVodJob(deps.db, {
        payload: {
          eventId: body.id,
          cty: placement.cty,
          title: body.title?.trim() || displayName(event) || body.id,
          st_dt: new Date(body.st_dt).toISOString(),
          ed_dt: new Date(body.ed_dt).toISOString(),
        },
        user,
        product,
      });
      return reply.code(201).send(successEnvelope(liveToVodView(job)));
    },
  );

  app.put<{ Params: { id: string }; Body: LiveToVodUpdate }>(
    '/l2v/update/:id',
    {
      schema: {
        summary: 'Changes the title or window of a live-to-VOD job that has not run.',
        tags: ['media'],
        params: idParams,
        body: updateBody,
        response: envelopeResponses,
      },
    },
    async (request) => {
      allow(request, 'update');
      const product = requestProduct(request);
      const job = await liveToVodJob(deps.db, request.params.id, product);
      if (!job) throw notFound(`Live to VOD conversion ${request.params.id}`);
      if (!isLiveToVodInFlight(job.status))
        throw conflict(`The conversion is ${job.status} and can no longer be changed`);
      const payload = liveToVodPayloadOf(job);
      const next = {
        ...payload,
        ...(request.body.title !== undefined ? { title: request.body.title.trim() } : {}),
        ...(request.body.st_dt !== undefined ? { st_dt: request.body.st_dt } : {}),
        ...(request.body.ed_dt !== undefined ? { ed_dt: request.body.ed_dt } : {}),
      };
      if (next.title === '') {
        const description = 'The title must not be empty';
        throw badRequest(description, [{ code: 400, field: 'title', description }]);
      }
      const versions = await currentVersions(deps.db, payload.cty, payload.eventId);
      const event = versions.find((version) => version.st === 'published') ?? versions.at(-1);
      refuseWindow(liveToVodWindowProblems(next, event ? docOf(event) : {}));
      next.st_dt = new Date(next.st_dt).toISOString();
      next.ed_dt = new Date(next.ed_dt).toISOString();
      const changed = await changeInFlightLiveToVod(deps.db, job.id, product, {
        payload: JSON.stringify(next),
      });
      if (!changed) throw conflict('The conversion has already run and can no longer be changed');
      const after = await liveToVodJob(deps.db, job.id, product);
      if (!after) throw new ApiError(500, 'The conversion disappeared');
      return successEnvelope(liveToVodView(after));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/l2v/cancel/:id',
    {
      schema: {
        summary: 'Cancels a live-to-VOD job that has not run.',
        tags: ['media'],
        params: idParams,
        body: noBody,
        response: envelopeResponses,
      },
    },
    async (request) => {
      allow(request, 'update');
      const product = requestProduct(request);
      const job = await liveToVodJob(deps.db, request.params.id, product);
      if (!job) throw notFound(`Live to VOD conversion ${request.params.id}`);
      const cancelled = await changeInFlightLiveToVod(deps.db, job.id, product, {
        status: 'cancelled',
      });
      if (!cancelled)
        throw conflict(
          `The conversion is ${job.status === 'processing' ? 'finished' : job.status} and cannot be cancelled`,
        );
      const after = await liveToVodJob(deps.db, job.id, product);
      if (!after) throw new ApiError(500, 'The conversion disappeared');
      return successEnvelope(liveToVodView(after));
    },
  );
}
