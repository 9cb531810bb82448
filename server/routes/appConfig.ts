import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { APP_CONFIG_CONTENT_TYPE, appConfigId, configValueErrors } from '../content/appConfigType';
import type { AppConfigTypes } from '../content/appConfigType';
import { createContent, requirePermission, updateContent } from '../content/contentService';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf, findVersion, itemExists } from '../store/contentRepository';
import { listCurrentItems } from '../store/itemListing';
import { listApplications } from '../store/policyRepository';
import { productExists } from '../store/productRepository';
import type { FilterBody, RouteDeps } from './context';
import {
  itemReadQuery,
  itemVersionsReply,
  readItem,
  envelopeResponses,
  pageProperties,
  filterBodySchema,
  filterTerm,
  idParams,
  parseStatuses,
  requestProduct,
  writeContext,
} from './context';

/** The most configs one list page holds; the console's default page is 25 (spec section 9). */
export const APP_CONFIG_PAGE_SIZE_MAX = 100;

const WORD = { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,63}$' } as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pageProperties({ default: 25, max: APP_CONFIG_PAGE_SIZE_MAX }),
    st: { type: 'string', maxLength: 200 },
    q: { type: 'string', maxLength: 200 },
    app: WORD,
    type: WORD,
  },
} as const;

interface ListQuery {
  pageNumber: number;
  pageSize: number;
  st?: string;
  q?: string;
  app?: string;
  type?: string;
}

/** The filter fields `POST filter` takes (spec section 7: filters of {field, term, operator equals}). */
const FILTER_FIELDS = ['app', 'type', 'st', 'n'] as const;

const WRITE_ACTIONS: readonly Action[] = ['update', 'publish', 'delete', 'archive'];

/** The ETag of a published config version: changes with every write to it. */
function etagOf(row: { key: string; ut: string }): string {
  return `"${createHash('sha256').update(`${row.key}\u0000${row.ut}`).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and '*' included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((part) => part.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * App configuration (spec section 7 'Config'; issue 13) under the `config` service: configs of a
 * product per app and config type, stored as items of the built-in `appconfig` type through the
 * content service (versions, statuses, locks, audit), each value judged by its config type's
 * schema (resources/_appconfig/<type>/schema.json) before anything is stored; and the apps' read,
 * `GET /remote/config?app=&type=&product=`, public like the CDN, the published version with an
 * ETag (304 when unchanged).
 */
export function registerAppConfigRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  configTypes: AppConfigTypes,
): void {
  const resourceType = configTypes.resourceType;

  const listPage = async (
    product: string,
    query: Omit<ListQuery, 'st'> & { statuses: string[] },
  ) => {
    const page = await listCurrentItems(deps.db, deps.dialect, {
      type: APP_CONFIG_CONTENT_TYPE,
      product,
      statuses: query.statuses,
      q: query.q?.trim() || undefined,
      equals: { app: query.app, type: query.type },
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    });
    if (page.total === 0) return noDataEnvelope([]);
    return successEnvelope(page.rows.map(docOf), page.total);
  };

  /** 400 naming '/app' when the app is not one of the policy service's applications. */
  const checkApp = async (appId: unknown): Promise<void> => {
    const apps = (await listApplications(deps.db)).map((row) => row.id);
    if (typeof appId !== 'string' || !apps.includes(appId)) {
      const description = `/app ${typeof appId === 'string' ? `"${appId}" ` : ''}is not an application (${apps.join(', ')})`;
      throw badRequest(description, [{ code: 400, field: '/app', description }]);
    }
  };

  const checkValue = (type: unknown, value: unknown): void => {
    const errors = configValueErrors(configTypes, type, value);
    if (errors.length > 0) throw badRequest(errors[0]?.description ?? 'Invalid config', errors);
  };

  // The apps' read: public (apps read their configuration before anyone signs in).
  app.get<{ Querystring: { app: string; type: string; product: string } }>(
    '/remote/config',
    {
      config: { public: true },
      schema: {
        summary: 'Reads the published configuration of an app (no sign-in: apps read it at start).',
        description: 'Answers an ETag; a request with a matching If-None-Match is answered 304.',
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['app', 'type', 'product'],
          properties: { app: WORD, type: WORD, product: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const { app: appId, type, product } = request.query;
      if (!configTypes.types.has(type)) checkValue(type, undefined);
      await checkApp(appId);
      if (!(await productExists(deps.db, product))) throw notFound(`Product ${product}`);
      const id = appConfigId(product, appId, type);
      const published = (await currentVersions(deps.db, APP_CONFIG_CONTENT_TYPE, id)).find(
        (row) => row.st === 'published' && productsOf(row).includes(product),
      );
      if (!published) throw notFound(`Published ${type} config for ${appId}`);
      const etag = etagOf(published);
      void reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const doc = docOf(published);
      return successEnvelope({
        id: doc.id,
        key: doc.key,
        app: doc.app,
        type: doc.type,
        ut: doc.ut,
        value: doc.value,
      });
    },
  );

  app.get(
    '/remote/config/types',
    {
      schema: {
        summary: 'Lists the remote configuration types with their schemas and form layouts.',
        response: envelopeResponses,
      },
    },
    async (request) => {
      requirePermission(currentUser(request), 'view', resourceType);
      return successEnvelope(
        [...configTypes.types.values()].map((t) => ({
          type: t.type,
          schema: t.schema,
          uischema: t.uischema,
        })),
      );
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/remote/config/list',
    {
      schema: {
        summary: "Lists the product's app configurations, a page at a time.",
        response: envelopeResponses,
        querystring: listQuery,
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', resourceType);
      return listPage(requestProduct(request, user), {
        ...request.query,
        statuses: parseStatuses(request.query.st),
      });
    },
  );

  app.post<{ Body: FilterBody<(typeof FILTER_FIELDS)[number]> }>(
    '/remote/config/filter',
    {
      schema: {
        summary: "Filters the product's app configurations by app, type and status.",
        response: envelopeResponses,
        body: filterBodySchema(FILTER_FIELDS, { default: 25, max: APP_CONFIG_PAGE_SIZE_MAX }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', resourceType);
      const term = (field: (typeof FILTER_FIELDS)[number]) => filterTerm(request.body, field);
      return listPage(requestProduct(request, user), {
        app: term('app'),
        type: term('type'),
        q: term('n'),
        statuses: parseStatuses(term('st')),
        pageNumber: request.body.pageNumber,
        pageSize: request.body.pageSize,
      });
    },
  );

  app.get<{ Params: { id: string }; Querystring: { st?: string; key?: string } }>(
    '/remote/config/:id',
    {
      schema: {
        summary: 'Reads an app configuration: the version chosen by status or key.',
        response: envelopeResponses,
        params: idParams,
        querystring: itemReadQuery,
      },
    },
    async (request) =>
      successEnvelope(
        await readItem(deps, request, resourceType, request.params.id, request.query, 'Config'),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/remote/config/:id/versions',
    {
      schema: {
        summary: 'Lists the versions of an app configuration.',
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request, reply) =>
      itemVersionsReply(deps, request, reply, resourceType, request.params.id),
  );

  app.post<{ Body: Doc }>(
    '/remote/config/create',
    {
      schema: {
        summary: 'Creates the configuration of one type for one app in the product.',
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const ctx = writeContext(deps, request);
      requirePermission(ctx.user, 'create', resourceType);
      const body: Doc = { ...request.body };
      delete body.prd;
      await checkApp(body.app);
      checkValue(body.type, body.value);
      const id = appConfigId(ctx.product, String(body.app), String(body.type));
      if (await itemExists(deps.db, id)) {
        throw conflict(
          `A ${String(body.type)} config for ${String(body.app)} already exists in ${ctx.product}: open it to change it`,
        );
      }
      const doc = await createContent(ctx, resourceType, { ...body, id });
      return reply.code(201).send(successEnvelope(doc));
    },
  );

  app.put<{ Params: { id: string }; Body: Doc }>(
    '/remote/config/update/:id',
    {
      schema: {
        summary: 'Saves a new version of an app configuration.',
        response: envelopeResponses,
        params: idParams,
        body: { type: 'object' },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      if (!WRITE_ACTIONS.some((action) => can(ctx.user, action, resourceType.list.resource)))
        throw forbidden(`You do not have permission to update ${resourceType.type}`);
      const body: Doc = { ...request.body };
      delete body.prd;
      // Judged as it would be stored: the version it is based on with the body's changes. A base
      // that is not this config's in this product is left to the update to refuse (404).
      const base = typeof body.key === 'string' ? await findVersion(deps.db, body.key) : undefined;
      if (
        base &&
        base.id === request.params.id &&
        base.cty === APP_CONFIG_CONTENT_TYPE &&
        productsOf(base).includes(ctx.product)
      ) {
        const merged = { ...docOf(base), ...body };
        for (const field of ['app', 'type'] as const) {
          if (merged[field] !== docOf(base)[field]) {
            const description = `/${field} cannot change: create a config for the other ${field === 'app' ? 'app' : 'config type'}`;
            throw badRequest(description, [{ code: 400, field: `/${field}`, description }]);
          }
        }
        checkValue(merged.type, merged.value);
      }
      const result = await updateContent(ctx, resourceType, request.params.id, body);
      return successEnvelope(result.doc);
    },
  );
}
