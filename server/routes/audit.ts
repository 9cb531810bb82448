import type { FastifyInstance } from 'fastify';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import { currentUser } from '../plugins/auth';
import { requirePermission } from '../content/contentService';
import { notFound } from '../errors';
import { isProductAdmin } from '../../domain/permissions/productAdmin';
import { listAudit } from '../store/auditRepository';
import { itemPlacement } from '../store/contentRepository';
import type { RouteDeps } from './context';
import {
  envelopeResponses,
  pagingQuery,
  requestProduct,
  resolveType,
  typeIdParams,
} from './context';

/**
 * Audit trail (section 7 'Audit'): per item, within the request's product (an item outside it is
 * not found), and the caller's own changes within the caller's products.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const paging = {
    querystring: { type: 'object', properties: pagingQuery },
    response: envelopeResponses,
  } as const;

  app.get<{ Querystring: { pageNumber: number; pageSize: number } }>(
    '/audit/user',
    { schema: paging },
    async (request) => {
      const user = currentUser(request);
      const products = (user.products ?? []).filter((p) => !isProductAdmin([p]));
      const page = await listAudit(
        deps.db,
        { kind: 'user', changedBy: user.username, products },
        request.query.pageNumber,
        request.query.pageSize,
      );
      return page.total === 0 ? noDataEnvelope([]) : successEnvelope(page.rows, page.total);
    },
  );

  app.get<{
    Params: { type: string; id: string };
    Querystring: { pageNumber: number; pageSize: number };
  }>('/audit/:type/:id', { schema: { params: typeIdParams, ...paging } }, async (request) => {
    const user = currentUser(request);
    const resourceType = resolveType(deps, request.params.type);
    requirePermission(user, 'view', resourceType);
    const product = requestProduct(request, user);
    const placement = await itemPlacement(deps.db, request.params.id);
    if (placement?.cty !== resourceType.type || !placement.products.includes(product))
      throw notFound(`${resourceType.type} ${request.params.id}`);
    const page = await listAudit(
      deps.db,
      { kind: 'item', cty: resourceType.type, id: request.params.id, products: [product] },
      request.query.pageNumber,
      request.query.pageSize,
    );
    return page.total === 0 ? noDataEnvelope([]) : successEnvelope(page.rows, page.total);
  });
}
