import type { FastifyInstance } from 'fastify';
import { AD_MACROS, AD_TAG_DEVICES, AD_TAG_KINDS, adTagProblems } from '../../domain/ads/adTag';
import type { AdTagProblem } from '../../domain/ads/adTag';
import type { EnvelopeError } from '../../domain/envelope';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { AD_TAG_CONTENT_TYPE, adTagResourceType } from '../content/adTagType';
import type { WriteCheck } from '../content/contentService';
import { createContent, requirePermission, updateContent } from '../content/contentService';
import { badRequest, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { findAdSetting } from '../store/adRepository';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf } from '../store/contentRepository';
import { listCurrentItems } from '../store/itemListing';
import type { FilterBody, RouteDeps } from './context';
import {
  envelopeResponses,
  pageProperties,
  filterBodySchema,
  filterTerm,
  idParams,
  itemReadQuery,
  itemVersionsReply,
  readItem,
  parseStatuses,
  requestProduct,
  writeContext,
} from './context';

/** The spec's ad tag page size (section 9: 10), and the most one page may hold. */
export const AD_TAG_PAGE_SIZE = 10;
export const AD_TAG_PAGE_SIZE_MAX = 100;

const FILTER_FIELDS = ['n', 'ty', 'st', 'dev'] as const;
const WRITE_ACTIONS: readonly Action[] = ['update', 'publish', 'delete', 'archive'];

interface TagQuery {
  pageNumber: number;
  pageSize: number;
  statuses: string[];
  q?: string | undefined;
  ty?: string | undefined;
  dev?: string | undefined;
}

/** The English description of a URL problem, as the envelope's error on '/url' carries it. */
export function adTagProblemText(problem: AdTagProblem): string {
  switch (problem.code) {
    case 'urlMissing':
      return '/url is required';
    case 'urlTooLong':
      return `/url must be at most ${problem.max} characters (it has ${problem.length})`;
    case 'urlMalformed':
      return '/url is not a URL once its macros are filled in';
    case 'notHttps':
      return `/url must use https, not ${problem.scheme}`;
    case 'macroUnknown':
      return `/url uses the unknown macro [${problem.macro}] at character ${problem.at + 1}`;
    case 'bracketUnclosed':
      return `/url has a '[' at character ${problem.at + 1} that is never closed`;
  }
}

/**
 * Ad tags (spec section 7 'Ads'; issue 13) under the `ads` service: VAST and VMAP request URL
 * templates of a product, stored as items of the built-in `adtag` type through the content service
 * (versions, statuses, locks, audit). The URL is judged by domain/ads/adTag.ts (https, known
 * macros) before anything is stored; a load policy it names must be one of the product's.
 */
export function registerAdTagRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const resourceType = adTagResourceType();
  const BASE = '/tag';

  const listPage = async (product: string, query: TagQuery) => {
    const page = await listCurrentItems(deps.db, deps.dialect, {
      type: AD_TAG_CONTENT_TYPE,
      product,
      statuses: query.statuses,
      q: query.q?.trim() || undefined,
      equals: { ty: query.ty },
      holdsOrAll: { dev: query.dev },
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    });
    if (page.total === 0) return noDataEnvelope([]);
    return successEnvelope(page.rows.map(docOf), page.total);
  };

  /** 400 listing every problem of the URL, each on '/url'. */
  const checkUrl = (url: unknown): void => {
    const errors: EnvelopeError[] = adTagProblems(url).map((problem) => ({
      code: 400,
      field: '/url',
      description: adTagProblemText(problem),
    }));
    if (errors.length > 0) throw badRequest(errors[0]?.description ?? 'Invalid URL', errors);
  };

  /** Inside the write's transaction: a named load policy must be the product's. */
  const loadPolicyCheck =
    (product: string): WriteCheck =>
    async (trx, doc) => {
      const lp = doc.lp;
      if (typeof lp !== 'string' || lp === '') return;
      if (!(await findAdSetting(trx, 'loadpolicy', product, lp))) {
        const description = `/lp "${lp}" is not an ad load policy of ${product}`;
        throw badRequest(description, [{ code: 400, field: '/lp', description }]);
      }
    };

  app.get(
    `${BASE}/schema`,
    {
      schema: {
        summary: 'Reads the ad tag schema, its form layout and the macros a tag URL may hold.',
        response: envelopeResponses,
      },
    },
    async (request) => {
      requirePermission(currentUser(request), 'view', resourceType);
      return successEnvelope({
        schema: resourceType.schema,
        uischema: resourceType.uischema,
        macros: AD_MACROS,
      });
    },
  );

  app.get<{
    Querystring: {
      pageNumber: number;
      pageSize: number;
      st?: string;
      q?: string;
      ty?: string;
      dev?: string;
    };
  }>(
    `${BASE}/list`,
    {
      schema: {
        summary: "Lists the product's ad tags, a page at a time, by status, name, kind and device.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          properties: {
            ...pageProperties({ default: AD_TAG_PAGE_SIZE, max: AD_TAG_PAGE_SIZE_MAX }),
            st: { type: 'string', maxLength: 200 },
            q: { type: 'string', maxLength: 200 },
            ty: { type: 'string', enum: [...AD_TAG_KINDS] },
            dev: { type: 'string', enum: [...AD_TAG_DEVICES] },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', resourceType);
      const { st, ...rest } = request.query;
      return listPage(requestProduct(request, user), { ...rest, statuses: parseStatuses(st) });
    },
  );

  app.post<{ Body: FilterBody<(typeof FILTER_FIELDS)[number]> }>(
    `${BASE}/filter`,
    {
      schema: {
        summary: "Filters the product's ad tags by name, kind, device and status.",
        response: envelopeResponses,
        body: filterBodySchema(FILTER_FIELDS, {
          default: AD_TAG_PAGE_SIZE,
          max: AD_TAG_PAGE_SIZE_MAX,
        }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', resourceType);
      const term = (field: (typeof FILTER_FIELDS)[number]) => filterTerm(request.body, field);
      const ty = term('ty');
      const dev = term('dev');
      for (const [field, value, allowed] of [
        ['ty', ty, AD_TAG_KINDS],
        ['dev', dev, AD_TAG_DEVICES],
      ] as const) {
        if (value !== undefined && !(allowed as readonly string[]).includes(value)) {
          const description = `/filters ${field} must be one of ${allowed.join(', ')}`;
          throw badRequest(description, [{ code: 400, field: '/filters', description }]);
        }
      }
      return listPage(requestProduct(request, user), {
        q: term('n'),
        ty,
        dev,
        statuses: parseStatuses(term('st')),
        pageNumber: request.body.pageNumber,
        pageSize: request.body.pageSize,
      });
    },
  );

  app.get<{ Params: { id: string }; Querystring: { st?: string; key?: string } }>(
    `${BASE}/:id`,
    {
      schema: {
        summary: 'Reads an ad tag: the version chosen by status or key.',
        response: envelopeResponses,
        params: idParams,
        querystring: itemReadQuery,
      },
    },
    async (request) =>
      successEnvelope(
        await readItem(deps, request, resourceType, request.params.id, request.query, 'Ad tag'),
      ),
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/versions`,
    {
      schema: {
        summary: 'Lists the versions of an ad tag.',
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request, reply) =>
      itemVersionsReply(deps, request, reply, resourceType, request.params.id),
  );

  app.post<{ Body: Doc }>(
    `${BASE}/create`,
    {
      schema: {
        summary: 'Creates an ad tag (its URL and load policy checked).',
        response: envelopeResponses,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const ctx = writeContext(deps, request);
      requirePermission(ctx.user, 'create', resourceType);
      const body: Doc = { ...request.body };
      delete body.prd;
      delete body.id;
      checkUrl(body.url);
      const doc = await createContent(ctx, resourceType, body, {
        check: loadPolicyCheck(ctx.product),
      });
      return reply.code(201).send(successEnvelope(doc));
    },
  );

  app.put<{ Params: { id: string }; Body: Doc }>(
    `${BASE}/update/:id`,
    {
      schema: {
        summary: 'Saves a new version of an ad tag.',
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
      // A URL sent is judged; one not sent is the base version's, already judged.
      if ('url' in body) checkUrl(body.url);
      const result = await updateContent(ctx, resourceType, request.params.id, body, {
        check: loadPolicyCheck(ctx.product),
      });
      return successEnvelope(result.doc);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/delete/:id`,
    {
      schema: {
        summary: "Deletes an ad tag's newest current version.",
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      requirePermission(ctx.user, 'delete', resourceType);
      // The newest current version is the one deleted (a draft over a published tag: the draft).
      const head = (await currentVersions(deps.db, AD_TAG_CONTENT_TYPE, request.params.id))
        .filter((row) => productsOf(row).includes(ctx.product))
        .sort((a, b) => Number(b.vn) - Number(a.vn))[0];
      if (!head) throw notFound(`Ad tag ${request.params.id}`);
      const result = await updateContent(ctx, resourceType, request.params.id, {
        key: head.key,
        ut: head.ut,
        st: 'deleted',
      });
      return successEnvelope(result.doc);
    },
  );
}
