import type { FastifyInstance } from 'fastify';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import type { Action } from '../../domain/permissions/actions';
import type { PageResource } from '../../domain/permissions/pages';
import { can } from '../../domain/permissions/permissionsFor';
import type { Policy, PolicyContext } from '../../domain/policy/types';
import { CONTENT_STATUSES } from '../../domain/statuses';
import { createContent, requirePermission, updateContent } from '../content/contentService';
import {
  checkPolicyPayload,
  decideForProduct,
  impactForProduct,
  policyWriteCheck,
} from '../content/policyService';
import { forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { ResourceType } from '../resourceCatalog';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { docOf, findVersion, listVersions } from '../store/contentRepository';
import { POLICY_CONTENT_TYPE } from '../store/policyRepository';
import { listCurrentItems } from '../store/itemListing';
import type { RouteDeps } from './context';
import {
  itemVersionsReply,
  envelopeResponses,
  pageProperties,
  idParams,
  parseStatuses,
  requestProduct,
  resolveItemType,
  writeContext,
} from './context';

/** The most policies one list page holds (spec section 9: policy lists 100). */
export const POLICY_PAGE_SIZE_MAX = 100;

/** Fields the server sets on every policy whatever the body says: its product is the request's. */
function serverOwned(product: string): Doc {
  return { t: 'policy', pty: 'application', pn: product };
}

/** The body without the product list: a policy stays in the product it was created in. */
function withoutProducts(body: Doc): Doc {
  const copy = { ...body };
  delete copy.prd;
  return copy;
}

const WRITE_ACTIONS: readonly Action[] = ['update', 'publish', 'delete', 'archive'];

/**
 * Policies ("rule" resource, contract section 'Policies'): stored as items of the built-in type
 * `policy` through the content service (versions, statuses, locks, audit), judged first by the
 * domain's validatePolicy against the product's and the global attributes; and the decision
 * route, the server's caller of the one evaluator.
 */
/** The pages whose editors name policies (`appliesif`): storefronts and catalogue items. */
const POLICY_CHOOSERS: readonly PageResource[] = [
  'cp_storefront',
  'cp_datastore',
  'cp_live',
  'cp_vll',
  'cp_cmsstore',
];

export function registerPolicyRuleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const policyType = (): ResourceType => resolveItemType(deps, POLICY_CONTENT_TYPE);

  app.get<{ Querystring: { st?: string; q?: string; pageNumber: number; pageSize: number } }>(
    '/policy/urn/resource/rule',
    {
      schema: {
        summary: "Lists the product's policies, a page at a time.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties({ default: POLICY_PAGE_SIZE_MAX, max: POLICY_PAGE_SIZE_MAX }),
            st: { type: 'string', maxLength: 200 },
            q: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Storefront editors choose the policies a page or container applies (issue 12), and
      // catalogue editors those a title applies (issue 11): the list is theirs to read too; a
      // policy's own read and every write stay cp_policymgmt's.
      if (!POLICY_CHOOSERS.some((page) => can(user, 'view', page)))
        requirePermission(user, 'view', policyType());
      const page = await listCurrentItems(deps.db, deps.dialect, {
        type: POLICY_CONTENT_TYPE,
        product: requestProduct(request, user),
        statuses: parseStatuses(request.query.st),
        q: request.query.q?.trim() || undefined,
        pageNumber: request.query.pageNumber,
        pageSize: request.query.pageSize,
      });
      if (page.total === 0) return noDataEnvelope([]);
      return successEnvelope(page.rows.map(docOf), page.total);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { st?: string; key?: string } }>(
    '/policy/urn/resource/rule/:id',
    {
      schema: {
        summary: 'Reads a policy: the version chosen by status or key.',
        response: envelopeResponses,
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            st: { type: 'string', enum: [...CONTENT_STATUSES] },
            // One version, current or not (the editor's version picker).
            key: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', policyType());
      const product = requestProduct(request, user);
      const { key, st } = request.query;
      const current = (await listVersions(deps.db, POLICY_CONTENT_TYPE, request.params.id)).filter(
        (row) =>
          (key === undefined ? row.cur === 1 : row.key === key) &&
          productsOf(row).includes(product) &&
          (!st || row.st === st),
      );
      if (current.length === 0) throw notFound(`policy ${request.params.id}`);
      return successEnvelope(current.map(docOf));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/policy/:id/versions',
    {
      schema: {
        summary: 'Lists the versions of a policy.',
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request, reply) =>
      itemVersionsReply(deps, request, reply, policyType(), request.params.id),
  );

  app.post<{ Body: Doc }>(
    '/policy/urn/resource/rule',
    {
      schema: {
        summary: 'Creates a policy.',
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const ctx = writeContext(deps, request);
      const resourceType = policyType();
      // Who may not create learns that first, whatever the body holds.
      requirePermission(ctx.user, 'create', resourceType);
      const body = { ...withoutProducts(request.body), ...serverOwned(ctx.product) };
      await checkPolicyPayload(deps.db, ctx.product, { ...body, st: 'draft' });
      const doc = await createContent(ctx, resourceType, body, {
        check: policyWriteCheck(deps.dialect, ctx.product),
      });
      return reply.code(201).send(successEnvelope(doc));
    },
  );

  app.put<{ Params: { id: string }; Body: Doc }>(
    '/policy/urn/resource/rule/:id',
    {
      schema: {
        summary: 'Saves a new version of a policy.',
        response: envelopeResponses,
        params: idParams,
        body: { type: 'object' },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      const resourceType = policyType();
      if (!WRITE_ACTIONS.some((action) => can(ctx.user, action, resourceType.list.resource)))
        throw forbidden(`You do not have permission to update ${resourceType.type}`);
      const body = { ...withoutProducts(request.body), ...serverOwned(ctx.product) };
      // Judged as it would be stored: the version it is based on with the body's changes. A base
      // that is not this policy's in this product is left to the update to refuse (404).
      const base = typeof body.key === 'string' ? await findVersion(deps.db, body.key) : undefined;
      if (
        base &&
        base.id === request.params.id &&
        base.cty === POLICY_CONTENT_TYPE &&
        productsOf(base).includes(ctx.product)
      ) {
        await checkPolicyPayload(deps.db, ctx.product, { ...docOf(base), ...body });
      }
      const result = await updateContent(ctx, resourceType, request.params.id, body, {
        check: policyWriteCheck(deps.dialect, ctx.product),
      });
      return successEnvelope(result.doc);
    },
  );

  app.post<{ Body: { context: PolicyContext; app?: string } }>(
    '/policy/decide',
    {
      schema: {
        summary: "Decides what the product's published policies allow for a viewer context.",
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['context'],
          properties: {
            context: { type: 'object', maxProperties: 500 },
            app: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', policyType());
      const product = requestProduct(request, user);
      const decision = await decideForProduct(
        deps.db,
        product,
        request.body.context,
        request.body.app || undefined,
      );
      return successEnvelope(decision);
    },
  );

  app.post<{ Body: { policy: Doc } }>(
    '/policy/impact',
    {
      schema: {
        summary:
          'Lists the pages and containers whose decision for a persona a policy change would flip.',
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['policy'],
          additionalProperties: false,
          properties: { policy: { type: 'object' } },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', policyType());
      const product = requestProduct(request, user);
      const edited = {
        key: '',
        st: 'draft',
        t: 'policy',
        pty: 'application',
        ...request.body.policy,
      };
      await checkPolicyPayload(deps.db, product, edited);
      return successEnvelope(
        await impactForProduct(deps.db, deps.dialect, product, edited as unknown as Policy),
      );
    },
  );
}
