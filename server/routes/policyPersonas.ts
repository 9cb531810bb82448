import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import type { Action } from '../../domain/permissions/actions';
import { MAX_PERSONAS_PER_PRODUCT, validatePersona } from '../../domain/policy/persona';
import { can } from '../../domain/permissions/permissionsFor';
import { requirePermission } from '../content/contentService';
import { badRequest, conflict, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import {
  POLICY_CONTENT_TYPE,
  countPersonas,
  deletePersona,
  findPersona,
  insertPersona,
  listPersonas,
  updatePersona,
} from '../store/policyRepository';
import type { PersonaWrite } from '../store/policyRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, idParams, requestProduct, resolveItemType } from './context';

interface PersonaBody {
  n?: unknown;
  context?: Record<string, unknown>;
}

const personaBody = {
  type: 'object',
  properties: { n: {}, context: { type: 'object', maxProperties: 200 } },
} as const;

/**
 * Personas (contract section 'Personas'): saved viewer contexts of a product for the what-if
 * panel, at most MAX_PERSONAS_PER_PRODUCT per product; read with view on cp_policymgmt or
 * cp_storefront (the storefront preview's viewers), written with update on cp_policymgmt.
 */
export function registerPersonaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const caller = (request: FastifyRequest, action: Action) => {
    const user = currentUser(request);
    requirePermission(user, action, resolveItemType(deps, POLICY_CONTENT_TYPE));
    return { user, product: requestProduct(request, user) };
  };
  const personaWrite = (
    body: PersonaBody,
    fields: { id: string; product: string; by: string },
  ): PersonaWrite => {
    const problems = validatePersona(body);
    if (problems.length > 0) {
      const errors = problems.map((p) => ({ code: 400, field: p.field, description: p.message }));
      throw badRequest(errors[0]?.description ?? 'Invalid persona', errors);
    }
    return {
      ...fields,
      n: String(body.n).trim(),
      context: body.context ?? {},
      at: new Date().toISOString(),
    };
  };

  app.get(
    '/policy/urn/resource/persona',
    {
      schema: {
        summary: "Lists the product's personas: saved viewer contexts for the what-if panel.",
        response: envelopeResponses,
      },
    },
    async (request) => {
      // The storefront preview offers the saved personas as viewers (issue 12): storefront
      // readers list them too; writes stay cp_policymgmt's.
      const user = currentUser(request);
      const product = can(user, 'view', 'cp_storefront')
        ? requestProduct(request, user)
        : caller(request, 'view').product;
      return successEnvelope(await listPersonas(deps.db, product));
    },
  );

  app.post<{ Body: PersonaBody }>(
    '/policy/urn/resource/persona',
    { schema: { summary: 'Saves a persona.', response: envelopeResponses, body: personaBody } },
    async (request, reply) => {
      const { user, product } = caller(request, 'update');
      const write = personaWrite(request.body, {
        id: randomUUID(),
        product,
        by: user.username,
      });
      if ((await countPersonas(deps.db, product)) >= MAX_PERSONAS_PER_PRODUCT)
        throw conflict(`A product holds at most ${MAX_PERSONAS_PER_PRODUCT} personas`);
      await insertPersona(deps.db, write);
      return reply.code(201).send(successEnvelope(await findPersona(deps.db, product, write.id)));
    },
  );

  app.put<{ Params: { id: string }; Body: PersonaBody }>(
    '/policy/urn/resource/persona/:id',
    {
      schema: {
        summary: 'Updates a persona.',
        response: envelopeResponses,
        params: idParams,
        body: personaBody,
      },
    },
    async (request) => {
      const { user, product } = caller(request, 'update');
      const write = personaWrite(request.body, {
        id: request.params.id,
        product,
        by: user.username,
      });
      if (!(await updatePersona(deps.db, write))) throw notFound(`Persona ${request.params.id}`);
      return successEnvelope(await findPersona(deps.db, product, write.id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/policy/urn/resource/persona/:id',
    { schema: { summary: 'Deletes a persona.', response: envelopeResponses, params: idParams } },
    async (request) => {
      const { product } = caller(request, 'update');
      const existing = await findPersona(deps.db, product, request.params.id);
      if (!existing || !(await deletePersona(deps.db, product, request.params.id)))
        throw notFound(`Persona ${request.params.id}`);
      return successEnvelope(existing);
    },
  );
}
