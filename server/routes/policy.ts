import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { isProductAdmin } from '../../domain/permissions/productAdmin';
import { validateProductName } from '../../domain/validation/productName';
import { badRequest, conflict, forbidden } from '../errors';
import { currentUser } from '../plugins/auth';
import { insertProduct, listProducts, productExists } from '../store/productRepository';
import type { RouteDeps } from './context';
import { envelopeResponses } from './context';

/** Products (section 7 'Policy'): listed for every caller; created by product admins only. */
export function registerPolicyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/policy/urn/resource/product',
    {
      schema: {
        summary: 'Lists the products the caller holds (every product for a product administrator).',
        response: envelopeResponses,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await listProducts(deps.db);
      // A caller sees the products their claim names; product admins see all.
      const visible = isProductAdmin(user.products)
        ? rows
        : rows.filter((row) => (user.products ?? []).includes(row.id));
      return successEnvelope(visible.map((row) => ({ id: row.id, n: row.n })));
    },
  );

  app.post<{ Body: { n?: unknown } }>(
    '/policy/urn/resource/product',
    {
      schema: {
        summary: 'Creates a product (product administrators only).',
        response: envelopeResponses,
        body: { type: 'object', properties: { n: {} } },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isProductAdmin(user.products))
        throw forbidden('Only product administrators may create products');
      const name = typeof request.body.n === 'string' ? request.body.n.trim() : '';
      const check = validateProductName(name);
      if (!check.ok) throw badRequest(check.message);
      const id =
        name
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '') || randomUUID();
      if (await productExists(deps.db, id)) throw conflict(`Product ${name} already exists`);
      const row = { id, n: name, ct: new Date().toISOString() };
      await insertProduct(deps.db, row);
      return reply.code(201).send(successEnvelope({ id: row.id, n: row.n }));
    },
  );
}
