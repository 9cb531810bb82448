import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import {
  REAGGREGATE_SUCCESS,
  RESTORE_ORIGINAL_SUCCESS,
  RESTORE_KEEPS,
  originalFields,
} from '../../domain/media/mediaOps';
import type { RestoreOriginalRequest } from '../../domain/media/mediaOps';
import { chooseVersion } from '../../domain/versions';
import { requirePermission, updateContent } from '../content/contentService';
import { badRequest, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { currentVersions, docOf, versionEntry } from '../store/contentRepository';
import { firstVersion, reaggregateItem } from '../store/mediaOpsRepository';
import type { RouteDeps } from './context';
import {
  envelopeResponses,
  itemInRequestProduct,
  resolveType,
  typeIdParams,
  writeContext,
} from './context';

/** Re-aggregate names its item in the path and takes no body. */
const noBody = { type: ['object', 'null'], properties: {}, additionalProperties: false } as const;

const restoreBody = {
  type: 'object',
  required: ['cty', 'id'],
  additionalProperties: false,
  properties: {
    cty: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,63}$' },
    id: { type: 'string', minLength: 1, maxLength: 200 },
    pn: { type: 'string', maxLength: 200 },
    ex_id: { type: 'string', maxLength: 200 },
    l2v: { type: 'boolean' },
    l2v_o: { type: 'string', maxLength: 200 },
    l2v_ov: { type: 'string', maxLength: 200 },
  },
} as const;

/**
 * Media operations on catalogue items (issue 14; spec sections 7 and 8), under the catalog
 * service:
 * - `POST /restore/original` (cty, id, pn, ex_id, l2v, l2v_o, l2v_ov): the item's first version
 *   (its original, as ingested or as a live-to-VOD conversion made it) becomes its draft again,
 *   through the ordinary update (locks, permission of the transition, audit, a published version
 *   gets a new draft beside it). Fields added since are removed; system fields stay.
 * - `POST /aggregate/urn/resource/catalog/{type}/{id}`: re-aggregate: the item's list and search
 *   rows are rebuilt from its stored versions and its aggregation time `au_ut` stamped.
 * Both need update on the item's type, for an item of the request's product (404 otherwise).
 */
export function registerMediaOpsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: RestoreOriginalRequest }>(
    '/restore/original',
    {
      schema: {
        summary: "Restores an item's original version as its draft.",
        description:
          'The first version (as ingested or as a live-to-VOD conversion made it) becomes the draft through the ordinary update; fields added since are removed.',
        tags: ['media'],
        body: restoreBody,
        response: envelopeResponses,
      },
    },
    async (request) => {
      const body = request.body;
      const resourceType = deps.catalog.get(body.cty);
      if (!resourceType) throw notFound(`Resource type ${body.cty}`);
      requirePermission(currentUser(request), 'update', resourceType);
      await itemInRequestProduct(deps, request, body.id, resourceType);
      const versions = await currentVersions(deps.db, resourceType.type, body.id);
      const base = chooseVersion(versions.map((row) => ({ ...versionEntry(row), row })))?.row;
      const first = await firstVersion(deps.db, body.id);
      if (!base || !first) throw notFound(`${resourceType.type} ${body.id}`);
      const current = docOf(base);
      if (body.ex_id !== undefined && body.ex_id !== (current.ex_id ?? '')) {
        const description = `ex_id ${body.ex_id} is not the external id of ${body.id}`;
        throw badRequest(description, [{ code: 400, field: 'ex_id', description }]);
      }
      const original = originalFields(docOf(first));
      const kept = new Set<string>(RESTORE_KEEPS);
      // Fields the original did not have are cleared (null is dropped when the document is made).
      const cleared = Object.fromEntries(
        Object.keys(current)
          .filter((field) => !kept.has(field) && !(field in original))
          .map((field) => [field, null]),
      );
      const result = await updateContent(writeContext(deps, request), resourceType, body.id, {
        ...cleared,
        ...original,
        key: base.key,
        ut: base.ut,
      });
      return successEnvelope({
        id: body.id,
        cty: resourceType.type,
        key: result.doc.key,
        st: result.doc.st,
        restoredFrom: first.key,
        message: RESTORE_ORIGINAL_SUCCESS,
      });
    },
  );

  app.post<{ Params: { type: string; id: string } }>(
    '/aggregate/urn/resource/catalog/:type/:id',
    {
      schema: {
        summary:
          'Re-aggregates an item: rebuilds its list and search rows from its stored versions.',
        tags: ['media'],
        params: typeIdParams,
        body: noBody,
        response: envelopeResponses,
      },
    },
    async (request) => {
      const resourceType = resolveType(deps, request.params.type);
      requirePermission(currentUser(request), 'update', resourceType);
      const id = request.params.id;
      await itemInRequestProduct(deps, request, id, resourceType);
      const at = new Date().toISOString();
      const versions = await reaggregateItem(deps.db, id, at);
      await deps.generation.bump();
      return successEnvelope({
        id,
        cty: resourceType.type,
        au_ut: at,
        versions,
        message: REAGGREGATE_SUCCESS,
      });
    },
  );
}
