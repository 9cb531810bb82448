import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { can } from '../../domain/permissions/permissionsFor';
import { MAX_CHANNEL_NUMBER } from '../../domain/programs/channelNumber';
import {
  INTERSTITIAL_DURATIONS,
  MAX_EVENT_DAYS,
  PLAYOUT_MESSAGES,
  PLAYOUT_PATHS,
} from '../../domain/programs/playout';
import type { DynamicInterstitialRequest } from '../../domain/programs/playout';
import { parseIsoInstant } from '../../domain/schedule/scheduleDayRules';
import { ApiError, forbidden } from '../errors';
import { requirePermission } from '../content/contentService';
import { currentUser } from '../plugins/auth';
import { changeChannelNumber } from '../vll/channelNumber';
import {
  addDynamicInterstitial,
  channelEvents,
  listPlayoutChannels,
  setChannelStartTime,
} from '../vll/channelPlayout';
import { programUsage } from '../vll/programUsage';
import type { RouteDeps } from './context';
import {
  envelopeResponses,
  idParams,
  itemInRequestProduct,
  noQuery,
  requestProduct,
  resolveType,
  writeContext,
} from './context';

const DAY_MS = 86_400_000;

/** An ISO instant with a zone from the request, or a 400 naming the field. */
function instantOf(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = parseIsoInstant(value);
  if (ms === undefined)
    throw new ApiError(400, `${field.slice(1)}: ${PLAYOUT_MESSAGES.notInstant}`, [
      { code: 400, field, description: PLAYOUT_MESSAGES.notInstant },
    ]);
  return ms;
}

const instantSchema = { type: 'string', minLength: 1, maxLength: 40 } as const;

/**
 * The virtual channel service's own routes beside the catalogue's (issue 10), under `/api/vll`:
 * a virtual channel's number change, where a program airs, and the playout calls of spec section
 * 7 (`GET channels`, `GET channels/{id}/events`, `POST channels/{id}` with channel_start_time,
 * `POST dynamic-interstitials`), in the request's product on the cp_vll page (view to read,
 * update to write; writes audited, refused while another user holds the channel's lock).
 */
export function registerVllRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.put<{ Params: { id: string }; Body: { cn: number; key: string; ut: string } }>(
    '/virtuallivechannel/:id/channelnumber',
    {
      schema: {
        summary: "Changes a virtual channel's number.",
        response: envelopeResponses,
        params: idParams,
        querystring: noQuery,
        body: {
          type: 'object',
          required: ['cn', 'key', 'ut'],
          additionalProperties: false,
          properties: {
            cn: { type: 'integer', minimum: 1, maximum: MAX_CHANNEL_NUMBER },
            key: { type: 'string', minLength: 1, maxLength: 260 },
            ut: { type: 'string', minLength: 1, maxLength: 40 },
          },
        },
      },
    },
    async (request) => {
      const resourceType = resolveType(deps, 'virtuallivechannel');
      const doc = await changeChannelNumber(
        writeContext(deps, request),
        resourceType,
        request.params.id,
        request.body,
      );
      // The console says CHANNEL_NUMBER_UPDATED with the channel's name in the UI language.
      return successEnvelope(doc);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/program/:id/usage',
    {
      schema: {
        summary: "Lists where a program airs on the product's virtual channels.",
        tags: ['schedule'],
        response: envelopeResponses,
        params: idParams,
        querystring: noQuery,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const resourceType = resolveType(deps, 'program');
      if (!can(user, 'view', resourceType.list.resource))
        throw forbidden('You do not have permission to view program');
      await itemInRequestProduct(deps, request, request.params.id, resourceType);
      const usage = await programUsage(deps.db, requestProduct(request, user), request.params.id);
      return successEnvelope(usage);
    },
  );

  app.get(
    PLAYOUT_PATHS.channels,
    {
      schema: {
        summary: "Lists the product's virtual channels for playout.",
        tags: ['schedule'],
        response: envelopeResponses,
        querystring: noQuery,
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      requirePermission(ctx.user, 'view', resolveType(deps, 'virtuallivechannel'));
      const channels = await listPlayoutChannels(deps.db, ctx.product, new Date());
      return successEnvelope(channels, channels.length);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { start?: string; end?: string } }>(
    '/channels/:id/events',
    {
      schema: {
        summary: "Lists a virtual channel's events between two instants (one day by default).",
        tags: ['schedule'],
        response: envelopeResponses,
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { start: instantSchema, end: instantSchema },
        },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      requirePermission(ctx.user, 'view', resolveType(deps, 'virtuallivechannel'));
      const startMs = instantOf(request.query.start, '/start') ?? Date.now();
      const endMs = instantOf(request.query.end, '/end') ?? startMs + DAY_MS;
      if (endMs <= startMs || endMs - startMs > MAX_EVENT_DAYS * DAY_MS)
        throw new ApiError(400, PLAYOUT_MESSAGES.eventsRange, [
          { code: 400, field: '/end', description: PLAYOUT_MESSAGES.eventsRange },
        ]);
      const events = await channelEvents(deps.db, ctx.product, request.params.id, {
        startMs,
        endMs,
      });
      return successEnvelope(events, events.events.length);
    },
  );

  app.post<{ Params: { id: string }; Body: { channel_start_time: string } }>(
    '/channels/:id',
    {
      schema: {
        summary: "Sets the instant a virtual channel's schedule starts.",
        tags: ['schedule'],
        response: envelopeResponses,
        params: idParams,
        querystring: noQuery,
        body: {
          type: 'object',
          required: ['channel_start_time'],
          additionalProperties: false,
          properties: { channel_start_time: instantSchema },
        },
      },
    },
    async (request) => {
      const startMs = instantOf(request.body.channel_start_time, '/channel_start_time') ?? 0;
      const channel = await setChannelStartTime(
        writeContext(deps, request),
        resolveType(deps, 'virtuallivechannel'),
        request.params.id,
        startMs,
      );
      return successEnvelope(channel);
    },
  );

  app.post<{ Body: DynamicInterstitialRequest }>(
    PLAYOUT_PATHS.interstitials,
    {
      schema: {
        summary: "Adds a dynamic interstitial to a virtual channel's schedule.",
        tags: ['schedule'],
        response: envelopeResponses,
        querystring: noQuery,
        body: {
          type: 'object',
          required: ['channelId', 'start', 'dur'],
          additionalProperties: false,
          properties: {
            channelId: { type: 'string', minLength: 1, maxLength: 200 },
            start: instantSchema,
            dur: { type: 'integer', enum: [...INTERSTITIAL_DURATIONS] },
            title: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const startMs = instantOf(request.body.start, '/start') ?? 0;
      const item = await addDynamicInterstitial(
        writeContext(deps, request),
        resolveType(deps, 'virtuallivechannel'),
        { ...request.body, startMs },
      );
      return reply.code(201).send(successEnvelope(item));
    },
  );
}
