import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import {
  ATTRIBUTE_SCOPES,
  attributeNamesOf,
  validateAttribute,
} from '../../domain/policy/attribute';
import type { AttributeScope } from '../../domain/policy/attribute';
import { ATTRIBUTE_SOURCES, ATTRIBUTE_TYPES } from '../../domain/rules';
import { requirePermission } from '../content/contentService';
import { removeAttribute, rewriteAttribute } from '../content/policyService';
import { badRequest, conflict, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import {
  POLICY_CONTENT_TYPE,
  attributesOfProduct,
  clashingAttribute,
  findAttribute,
  insertAttribute,
  listApplications,
  listAttributes,
} from '../store/policyRepository';
import type { AttributeWrite } from '../store/policyRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, requestProduct, resolveItemType } from './context';
import { isUniqueViolation } from '../store/uniqueViolation';

/** The most attributes one page holds (spec section 9: attribute lists 100, fetched by 100). */
export const ATTRIBUTE_PAGE_SIZE_MAX = 100;

const paging = {
  offset: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: ATTRIBUTE_PAGE_SIZE_MAX,
    default: ATTRIBUTE_PAGE_SIZE_MAX,
  },
} as const;
const scopeQuery = { type: 'string', enum: [...ATTRIBUTE_SCOPES] } as const;
const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

interface AttributeListQuery {
  scope?: AttributeScope;
  source?: string;
  type?: string;
  q?: string;
  offset: number;
  limit: number;
}

/**
 * Applications and attributes (contract sections 'Applications', 'Attributes'): attributes of
 * the request's product or global, paged by offset/limit with the total in header.count, judged
 * by domain/policy/attribute.ts; a key names one attribute across its product and the global
 * ones; an attribute a policy rule names is neither deleted nor given another type (409).
 */
export function registerPolicyAttributeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const policyType = () => resolveItemType(deps, POLICY_CONTENT_TYPE);
  /** The caller may read policy management; the product the request works in. */
  const viewer = (request: FastifyRequest) => {
    const user = currentUser(request);
    requirePermission(user, 'view', policyType());
    return { user, product: requestProduct(request, user) };
  };
  const editor = (request: FastifyRequest) => {
    const user = currentUser(request);
    requirePermission(user, 'update', policyType());
    return { user, product: requestProduct(request, user) };
  };

  // The platform's applications: reference data every page that names an app reads (policies,
  // app configuration), so any caller within a product they hold may list them.
  app.get(
    '/policy/urn/resource/application',
    {
      schema: {
        summary: "Lists the platform's applications (id and name).",
        response: envelopeResponses,
      },
    },
    async (request) => {
      requestProduct(request, currentUser(request));
      const apps = await listApplications(deps.db);
      return successEnvelope(apps.map((a) => ({ id: a.id, n: a.n })));
    },
  );

  app.get(
    '/policy/apps',
    {
      schema: {
        summary: 'Lists the applications, each with the number of application attributes it reads.',
        response: envelopeResponses,
      },
    },
    async (request) => {
      const { product } = viewer(request);
      const [apps, attributes] = await Promise.all([
        listApplications(deps.db),
        attributesOfProduct(deps.db, product),
      ]);
      // Attributes name no application: each application reads every application-source one.
      const attrs = attributes.filter((a) => a.source === 'application').length;
      return successEnvelope(apps.map((a) => ({ id: a.id, n: a.n, attrs })));
    },
  );

  app.get<{ Querystring: { app: string; offset: number; limit: number } }>(
    '/policy/app_attrs',
    {
      schema: {
        summary: 'Lists the application attributes an application reads, a page at a time.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['app'],
          properties: { app: { type: 'string', minLength: 1, maxLength: 64 }, ...paging },
        },
      },
    },
    async (request) => {
      const { product } = viewer(request);
      const apps = await listApplications(deps.db);
      if (!apps.some((a) => a.id === request.query.app))
        throw notFound(`Application ${request.query.app}`);
      const page = await listAttributes(deps.db, {
        product,
        scope: undefined,
        source: 'application',
        offset: request.query.offset,
        limit: request.query.limit,
      });
      return successEnvelope(page.rows, page.total);
    },
  );

  app.get(
    '/policy/app_data_mapping',
    {
      schema: {
        summary: "Lists the product's attributes with the data path each is read from.",
        response: envelopeResponses,
      },
    },
    async (request) => {
      const { product } = viewer(request);
      const attributes = await attributesOfProduct(deps.db, product);
      return successEnvelope(
        attributes.map((a) => ({ key: a.key, source: a.source, path: `${a.source}.${a.key}` })),
      );
    },
  );

  const listQuery = {
    type: 'object',
    properties: {
      scope: scopeQuery,
      source: { type: 'string', enum: [...ATTRIBUTE_SOURCES] },
      type: { type: 'string', enum: [...ATTRIBUTE_TYPES] },
      q: { type: 'string', maxLength: 200 },
      ...paging,
    },
  } as const;

  app.get<{ Querystring: AttributeListQuery }>(
    '/policy/urn/resource/attribute',
    {
      schema: {
        summary: "Lists the product's and the global policy attributes, a page at a time.",
        response: envelopeResponses,
        querystring: listQuery,
      },
    },
    async (request) => {
      const { product } = viewer(request);
      const page = await listAttributes(deps.db, {
        product,
        scope: request.query.scope,
        source: request.query.source,
        type: request.query.type,
        q: request.query.q?.trim() || undefined,
        offset: request.query.offset,
        limit: request.query.limit,
      });
      return successEnvelope(page.rows, page.total);
    },
  );

  app.get<{ Querystring: AttributeListQuery }>(
    '/count/urn/resource/attribute',
    {
      schema: {
        summary: "Counts the product's and the global policy attributes.",
        response: envelopeResponses,
        querystring: listQuery,
      },
    },
    async (request) => {
      const { product } = viewer(request);
      const page = await listAttributes(deps.db, {
        product,
        scope: request.query.scope,
        source: request.query.source,
        type: request.query.type,
        q: request.query.q?.trim() || undefined,
        offset: 0,
        limit: 1,
      });
      return successEnvelope({ count: page.total }, page.total);
    },
  );

  /** The attribute to write from a body, judged by the domain; 400 naming each field. */
  const attributeWrite = (
    body: Record<string, unknown>,
    product: string | undefined,
    by: string,
  ): AttributeWrite => {
    const problems = validateAttribute(body);
    if (problems.length > 0) {
      const errors = problems.map((p) => ({ code: 400, field: p.field, description: p.message }));
      throw badRequest(errors[0]?.description ?? 'Invalid attribute', errors);
    }
    return {
      product,
      key: String(body.key),
      type: String(body.type),
      source: String(body.source),
      value: body.value,
      desc: typeof body.desc === 'string' ? body.desc.trim() : undefined,
      names: attributeNamesOf(body.names),
      at: new Date().toISOString(),
      by,
    };
  };

  app.post<{ Body: Record<string, unknown> }>(
    '/policy/urn/resource/attribute',
    {
      schema: {
        summary: 'Creates a policy attribute.',
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const { user, product } = editor(request);
      const scope = request.body.scope ?? 'product';
      const write = attributeWrite(
        request.body,
        scope === 'global' ? undefined : product,
        user.username,
      );
      const duplicate = () => conflict(`Attribute ${write.key} already exists`);
      if (await clashingAttribute(deps.db, write.product, write.key)) throw duplicate();
      try {
        await insertAttribute(deps.db, write);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicate() : error;
      }
      const stored = await findAttribute(deps.db, write.product, write.key);
      return reply.code(201).send(successEnvelope(stored));
    },
  );

  app.put<{
    Params: { key: string };
    Querystring: { scope?: AttributeScope };
    Body: Record<string, unknown>;
  }>(
    '/policy/urn/resource/attribute/:key',
    {
      schema: {
        summary: 'Updates a policy attribute (not the type of one a rule names).',
        response: envelopeResponses,
        params: keyParams,
        querystring: { type: 'object', properties: { scope: scopeQuery } },
        body: { type: 'object' },
      },
    },
    async (request) => {
      const { user, product } = editor(request);
      const { key } = request.params;
      const scope = request.query.scope ?? 'product';
      const owner = scope === 'global' ? undefined : product;
      const body = request.body;
      if (body.key !== undefined && body.key !== key) {
        const description = 'The key of an attribute cannot be changed';
        throw badRequest(description, [{ code: 400, field: '/key', description }]);
      }
      // The scope is the path's: an attribute does not move between a product and all of them.
      const write = attributeWrite({ ...body, key, scope }, owner, user.username);
      const existing = await findAttribute(deps.db, owner, key);
      if (!existing || !(await rewriteAttribute(deps.db, existing, write)))
        throw notFound(`Attribute ${key}`);
      return successEnvelope(await findAttribute(deps.db, owner, key));
    },
  );

  app.delete<{ Params: { key: string }; Querystring: { scope?: AttributeScope } }>(
    '/policy/urn/resource/attribute/:key',
    {
      schema: {
        summary: 'Deletes a policy attribute that no rule names.',
        response: envelopeResponses,
        params: keyParams,
        querystring: { type: 'object', properties: { scope: scopeQuery } },
      },
    },
    async (request) => {
      const { product } = editor(request);
      const { key } = request.params;
      const owner = request.query.scope === 'global' ? undefined : product;
      const existing = await findAttribute(deps.db, owner, key);
      if (!existing || !(await removeAttribute(deps.db, existing)))
        throw notFound(`Attribute ${key}`);
      return successEnvelope(existing);
    },
  );
}
