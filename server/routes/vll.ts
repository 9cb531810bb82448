import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { can } from '../../domain/permissions/permissionsFor';
import { MAX_CHANNEL_NUMBER } from '../../domain/programs/channelNumber';
import { forbidden } from '../errors';
import { currentUser } from '../plugins/auth';
import { changeChannelNumber } from '../vll/channelNumber';
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

/**
 * The virtual channel service's own routes beside the catalogue's (issue 10), under `/api/vll`:
 * a virtual channel's number change and where a program airs.
 */
export function registerVllRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.put<{ Params: { id: string }; Body: { cn: number; key: string; ut: string } }>(
    '/virtuallivechannel/:id/channelnumber',
    {
      schema: {
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
    { schema: { response: envelopeResponses, params: idParams, querystring: noQuery } },
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
}
