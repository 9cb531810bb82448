import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { currentUser } from '../plugins/auth';
import type { TypeDesignerDeps } from '../types/typeDesignerService';
import {
  checkPublish,
  createDraft,
  designedMessages,
  exportType,
  getType,
  importType,
  listTypes,
  publishType,
  type PublishOptions,
  requireDesigner,
  restoreVersion,
  typeVersionList,
  updateDraft,
} from '../types/typeDesignerService';
import { envelopeResponses } from './context';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,63}$' } },
} as const;

const versionParams = {
  type: 'object',
  required: ['id', 'vn'],
  properties: {
    id: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,63}$' },
    vn: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  },
} as const;

/** A POST that takes no body: none, or an empty object. */
const noBody = { type: ['object', 'null'], properties: {}, additionalProperties: false } as const;

/** `?clearRemoved=true`: the removed fields' values are cleared from the items holding them. */
const publishQuery = {
  type: 'object',
  properties: { clearRemoved: { type: 'boolean' } },
  additionalProperties: false,
} as const;

function traceKeyOf(request: FastifyRequest): string {
  const trace = request.headers['x-trace-key'];
  return (Array.isArray(trace) ? trace[0] : trace) ?? randomUUID();
}

/** The signed-in designer; refused (403) before the request reads or writes anything. */
function designer(request: FastifyRequest) {
  const user = currentUser(request);
  requireDesigner(user);
  return user;
}

/**
 * The type designer's API under the catalogue service (`/api/catalog/types`): catalogue types
 * designed in the console, versioned (draft, publish, history, restore), exported and imported in
 * the `resources/` folder format. Publishing serves the type at once on every instance.
 */
export function registerTypeDesignerRoutes(app: FastifyInstance, deps: TypeDesignerDeps): void {
  app.get(
    '/types',
    {
      schema: {
        summary:
          'Lists the catalogue types, built-in and designed, with field count, item count and status.',
        response: envelopeResponses,
      },
    },
    async (request) => {
      designer(request);
      const types = await listTypes(deps);
      return successEnvelope(types, types.length);
    },
  );

  app.post<{ Body: unknown }>(
    '/types',
    {
      schema: {
        summary: "Creates a designed type's first draft from its definition.",
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const user = designer(request);
      const result = await createDraft(deps, user, request.body, traceKeyOf(request));
      return reply.code(201).send(successEnvelope(result));
    },
  );

  app.post<{ Body: unknown }>(
    '/types/import',
    {
      schema: {
        summary:
          "Imports a designed type as exported: a new type's first draft, or a new draft of one that exists.",
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const user = designer(request);
      const result = await importType(deps, user, request.body, traceKeyOf(request));
      return reply.code(result.created ? 201 : 200).send(successEnvelope(result));
    },
  );

  app.get(
    '/types/labels',
    {
      schema: {
        summary:
          'The labels (en, zh, ms, ta) of the published designed types the caller may view, by message key.',
        response: envelopeResponses,
      },
    },
    async (request) => successEnvelope(designedMessages(deps, currentUser(request))),
  );

  app.get<{ Params: { id: string } }>(
    '/types/:id',
    {
      schema: {
        summary: "Reads a type: a designed type's current draft and published version.",
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      designer(request);
      return successEnvelope(await getType(deps, request.params.id));
    },
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/types/:id',
    {
      schema: {
        summary: 'Saves a new draft of a designed type.',
        response: envelopeResponses,
        params: idParams,
        body: { type: 'object' },
      },
    },
    async (request) => {
      const user = designer(request);
      return successEnvelope(
        await updateDraft(deps, user, request.params.id, request.body, traceKeyOf(request)),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/types/:id/versions',
    {
      schema: {
        summary: 'Lists the versions of a designed type, newest first, with who wrote each.',
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      designer(request);
      const versions = await typeVersionList(deps, request.params.id);
      return successEnvelope(versions, versions.length);
    },
  );

  app.post<{ Params: { id: string; vn: number } }>(
    '/types/:id/versions/:vn/restore',
    {
      schema: {
        summary: 'Restores a version of a designed type as its new draft.',
        response: envelopeResponses,
        params: versionParams,
        body: noBody,
      },
    },
    async (request) => {
      const user = designer(request);
      return successEnvelope(
        await restoreVersion(deps, user, request.params.id, request.params.vn, traceKeyOf(request)),
      );
    },
  );

  app.post<{ Params: { id: string }; Querystring: PublishOptions }>(
    '/types/:id/check',
    {
      schema: {
        summary:
          'Dry run of publishing the draft: the change, the defaults, and how many existing items it would invalidate.',
        response: envelopeResponses,
        params: idParams,
        querystring: publishQuery,
        body: noBody,
      },
    },
    async (request) => {
      designer(request);
      return successEnvelope(await checkPublish(deps, request.params.id, request.query));
    },
  );

  app.post<{ Params: { id: string }; Querystring: PublishOptions }>(
    '/types/:id/publish',
    {
      schema: {
        summary:
          'Publishes the draft (409 with the dry run when existing items would fail it); every instance serves it within seconds.',
        response: envelopeResponses,
        params: idParams,
        querystring: publishQuery,
        body: noBody,
      },
    },
    async (request) => {
      const user = designer(request);
      return successEnvelope(
        await publishType(deps, user, request.params.id, traceKeyOf(request), request.query),
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: { st?: 'draft' | 'published' } }>(
    '/types/:id/export',
    {
      schema: {
        summary:
          "Exports a type in the resources/ folder format (schema.json, uischema.json, list.json, its labels; a designed type's definition).",
        response: envelopeResponses,
        params: idParams,
        querystring: {
          type: 'object',
          properties: { st: { type: 'string', enum: ['draft', 'published'] } },
        },
      },
    },
    async (request) => {
      designer(request);
      return successEnvelope(
        await exportType(deps, request.params.id, request.query.st === 'draft'),
      );
    },
  );
}
