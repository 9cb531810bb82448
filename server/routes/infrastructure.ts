import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import type { ServerConfig } from '../config';
import { serviceBases } from '../config';
import type { Storage } from '../store/db';
import { pingDatabase } from '../store/metaRepository';
import { envelopeResponses } from './context';

/** The open object a health answer or the runtime configuration is (every field written as is). */
const openObject = { type: 'object', additionalProperties: true } as const;

/**
 * What the platform around the service reads: the console's runtime configuration
 * (`/config.json`), liveness (`/healthz`), readiness with a database round trip (`/readyz`), and
 * `/api/ping`.
 */
export function registerInfrastructureRoutes(
  app: FastifyInstance,
  deps: { config: ServerConfig; storage: Storage },
): void {
  const { config, storage } = deps;

  app.get(
    '/config.json',
    {
      schema: {
        summary:
          "Reads the console's runtime configuration: environment, sign-in, service addresses, features.",
        response: {
          200: {
            type: 'object',
            required: ['environment', 'buildVersion', 'auth', 'services', 'features'],
            properties: {
              environment: { type: 'string' },
              buildVersion: { type: 'string' },
              auth: openObject,
              services: openObject,
              features: openObject,
            },
          },
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        environment: config.appEnv,
        buildVersion: config.buildVersion,
        auth:
          config.authMode === 'embedded'
            ? {
                mode: 'embedded',
                issuer: config.issuer,
                clientId: config.clientId,
                audience: config.apiAudience,
              }
            : {
                mode: 'keycloak',
                url: config.keycloak?.url,
                realm: config.keycloak?.realm,
                clientId: config.clientId,
                audience: config.apiAudience,
              },
        services: serviceBases(config),
        features: {
          notification: config.notificationFeature,
          serverSavedFilters: config.serverSavedFilters,
          ...(config.operationsUrl ? { operationsUrl: config.operationsUrl } : {}),
          adBreakDropFirst: config.adBreakFlags.dropFirst,
          adBreakDropLast: config.adBreakFlags.dropLast,
        },
      };
    },
  );

  const status = {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string' },
      database: { type: 'string' },
      reason: { type: 'string' },
    },
  } as const;
  app.get(
    '/healthz',
    { schema: { summary: 'Tells that the service is alive.', response: { 200: status } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Tells whether the service is ready: a round trip to its database.',
        response: { 200: status, 503: status },
      },
    },
    async (_r, reply) => {
      try {
        await pingDatabase(storage.db);
        return { status: 'ready', database: storage.dialect };
      } catch (error) {
        return reply.code(503).send({ status: 'unavailable', reason: (error as Error).message });
      }
    },
  );

  app.get(
    '/api/ping',
    {
      schema: {
        summary: 'Checks a token with a signed-in round trip.',
        tags: ['ops'],
        response: envelopeResponses,
      },
    },
    async () => successEnvelope({ pong: true }),
  );
}
