import type { FastifyInstance } from 'fastify';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import { currentUser } from '../plugins/auth';
import { requirePermission } from '../content/contentService';
import { listAudit, listContainerAudit } from '../store/auditRepository';
import type { RouteDeps } from './context';
import {
  entitledProducts,
  envelopeResponses,
  itemInRequestProduct,
  pagingQuery,
  requestProduct,
  resolveItemType,
  typeIdParams,
} from './context';

/**
 * Audit trail (section 7 'Audit'): per item, within the request's product (an item outside it is
 * not found), the caller's own changes within the caller's products, and a container's changes
 * within one storefront page (`s_id`, `c_id`).
 */
export function registerAuditRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const paging = {
    querystring: { type: 'object', properties: pagingQuery },
    response: envelopeResponses,
  } as const;

  app.get<{ Querystring: { pageNumber: number; pageSize: number } }>(
    '/audit/user',
    { schema: { summary: "Lists the signed-in user's own changes, newest first.", ...paging } },
    async (request) => {
      const user = currentUser(request);
      const products = entitledProducts(user);
      const page = await listAudit(
        deps.db,
        { kind: 'user', changedBy: user.username, products },
        request.query.pageNumber,
        request.query.pageSize,
      );
      return page.total === 0 ? noDataEnvelope([]) : successEnvelope(page.rows, page.total);
    },
  );

  const containerQuery = {
    type: 'object',
    required: ['s_id', 'c_id'],
    properties: {
      s_id: { type: 'string', minLength: 1, maxLength: 200, description: 'The storefront page' },
      c_id: { type: 'string', minLength: 1, maxLength: 200, description: 'The container' },
      ...pagingQuery,
    },
  } as const;

  app.get<{ Querystring: { s_id: string; c_id: string; pageNumber: number; pageSize: number } }>(
    '/audit/container',
    {
      schema: {
        summary:
          "Lists a container's changes within one storefront page: its own, and the page's that placed, moved or removed it, newest first.",
        querystring: containerQuery,
        response: envelopeResponses,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const pageType = resolveItemType(deps, 'storefront');
      const containerType = resolveItemType(deps, 'container');
      requirePermission(user, 'view', pageType);
      requirePermission(user, 'view', containerType);
      const product = requestProduct(request, user);
      await itemInRequestProduct(deps, request, request.query.s_id, pageType);
      await itemInRequestProduct(deps, request, request.query.c_id, containerType);
      const page = await listContainerAudit(
        deps.db,
        {
          pageType: pageType.type,
          pageId: request.query.s_id,
          containerType: containerType.type,
          containerId: request.query.c_id,
          products: [product],
        },
        request.query.pageNumber,
        request.query.pageSize,
      );
      return page.total === 0 ? noDataEnvelope([]) : successEnvelope(page.rows, page.total);
    },
  );

  app.get<{
    Params: { type: string; id: string };
    Querystring: { pageNumber: number; pageSize: number };
  }>(
    '/audit/:type/:id',
    {
      schema: {
        summary: 'Lists the changes to one item, newest first.',
        params: typeIdParams,
        ...paging,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const resourceType = resolveItemType(deps, request.params.type);
      requirePermission(user, 'view', resourceType);
      const product = requestProduct(request, user);
      await itemInRequestProduct(deps, request, request.params.id, resourceType);
      const page = await listAudit(
        deps.db,
        { kind: 'item', cty: resourceType.type, id: request.params.id, products: [product] },
        request.query.pageNumber,
        request.query.pageSize,
      );
      return page.total === 0 ? noDataEnvelope([]) : successEnvelope(page.rows, page.total);
    },
  );
}
