import type { FastifyInstance } from 'fastify';
import { REASON, REASON_MEANING, noDataEnvelope, successEnvelope } from '../../domain/envelope';
import type { Policy } from '../../domain/policy/types';
import {
  SLIDE_PAGE_SIZE,
  SLIDE_PAGE_SIZE_MAX,
  slideAddress,
} from '../../domain/storefront/contentUrl';
import type { ContentVersion } from '../../domain/storefront/contentUrl';
import { STOREFRONT_DEVICES, hiddenReason, policyIndex } from '../../domain/storefront/viewerView';
import type { StorefrontDevice } from '../../domain/storefront/viewerView';
import { requirePermission } from '../content/contentService';
import { readRailContent } from '../content/railContent';
import {
  CONTAINER_TYPE,
  STOREFRONT_TYPE,
  storefrontResourceTypes,
} from '../content/storefrontTypes';
import { ApiError, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf } from '../store/contentRepository';
import { currentPolicies } from '../store/policyRepository';
import { currentVersionsOf } from '../store/viewingRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, pageProperties, requestProduct } from './context';

/** The slide whose content is asked for: `/storefront/content/container/{id}/{n}`. */
const slideParams = {
  type: 'object',
  required: ['id', 'entry'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 200 },
    // The entry's position in the container's `i` (0 first); a rail holds at most 100 entries.
    entry: { type: 'integer', minimum: 0, maximum: 99 },
  },
} as const;

const versionProperties = {
  policy_evaluate: { type: 'boolean', default: true },
  version: { type: 'string', enum: ['published', 'draft'], default: 'published' },
} as const;

interface SlideQuery {
  policy_evaluate: boolean;
  version: ContentVersion;
  pageNumber: number;
  pageSize: number;
  at?: string;
  device?: StorefrontDevice;
  userId?: string;
}

/** The version of an item a content read takes: the draft when asked and there is one. */
function chooseVersion(
  rows: readonly ContentRow[],
  product: string,
  version: ContentVersion,
): Doc | undefined {
  const candidates = rows.filter(
    (row) => productsOf(row).includes(product) && (row.st === 'published' || row.st === 'draft'),
  );
  const row =
    (version === 'draft' ? candidates.find((r) => r.st === 'draft') : undefined) ??
    candidates.find((r) => r.st === 'published');
  return row ? docOf(row) : undefined;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** 404 whose reason code 40250806 tells the console the pages have ended. */
function pagesEnded(pageNumber: number, count: number): ApiError {
  const description = `${REASON_MEANING[REASON.containerPageEnd] ?? 'No more container pages'}: page ${String(pageNumber)} is past the last (${String(count)} titles)`;
  return new ApiError(404, description, [
    { code: REASON.containerPageEnd, field: '/pageNumber', description },
  ]);
}

/**
 * Container content (spec section 7 'Storefront', issue 12): the addresses a container's slides
 * (`i[n].cu`) name, as domain/storefront/contentUrl.ts describes them.
 *
 * `GET /storefront/content/container/:id/:entry?policy_evaluate&pageNumber&pageSize[&version&at&device&userId]`:
 * the slide's titles, resolved as the viewer read resolves them (the published titles of the
 * product on offer at `at`; a personalised rail the `userId`'s history), paged: `data` the page's
 * titles, `header.count` all of them. `policy_evaluate=false` shows every title (the console's
 * view); true leaves out those whose own policies deny an anonymous viewer on `device`. Past the
 * last page: 404 with reason 40250806; bad paging input: 400 naming the field; a slide the
 * container does not have: 404.
 *
 * `GET /storefront/content/page/:id?policy_evaluate[&version]` (page style, one answer): the
 * page's containers in tab order, each with its slides' addresses.
 */
export function registerStorefrontContentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const types = storefrontResourceTypes();
  const containerType = types[CONTAINER_TYPE];
  const pageType = types[STOREFRONT_TYPE];
  if (!containerType || !pageType) throw new Error('The storefront types are not registered');

  app.get<{ Params: { id: string; entry: number }; Querystring: SlideQuery }>(
    '/storefront/content/container/:id/:entry',
    {
      schema: {
        summary:
          'Lists the titles of one slide of a container, a page at a time, as a viewer gets them.',
        response: envelopeResponses,
        params: slideParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...versionProperties,
            ...pageProperties({ default: SLIDE_PAGE_SIZE, max: SLIDE_PAGE_SIZE_MAX }),
            at: { type: 'string', format: 'date-time' },
            device: { type: 'string', enum: [...STOREFRONT_DEVICES] },
            userId: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', containerType);
      const product = requestProduct(request, user);
      const { id, entry } = request.params;
      const query = request.query;
      const container = chooseVersion(
        await currentVersions(deps.db, CONTAINER_TYPE, id),
        product,
        query.version,
      );
      if (!container)
        throw notFound(`${query.version === 'draft' ? 'Container' : 'Published container'} ${id}`);
      const entries = Array.isArray(container.i) ? (container.i as unknown[]) : [];
      const slide = entries[entry];
      if (slide === undefined) {
        const description = `Container ${id} has no slide ${String(entry)} (it has ${String(entries.length)})`;
        throw new ApiError(404, description, [{ code: 404, field: '/entry', description }]);
      }
      const at = query.at ?? new Date().toISOString();
      const device = query.device ?? 'tv';
      let hide: ((doc: Doc) => ReturnType<typeof hiddenReason>) | undefined;
      if (query.policy_evaluate) {
        const policies = policyIndex(
          (await currentPolicies(deps.db, { product, statuses: ['published'] })).map(
            (row) => docOf(row) as unknown as Policy,
          ),
        );
        const viewer = { at, device, context: { now: at, productId: product, device } };
        hide = (doc) => {
          const names = stringsOf(doc.appliesif);
          return names.length > 0
            ? hiddenReason({ appliesif: names }, viewer, policies)
            : undefined;
        };
      }
      const [rail] = await readRailContent(
        {
          db: deps.db,
          dialect: deps.dialect,
          product,
          at,
          viewerId: query.userId,
          version: query.version,
          ...(hide ? { hide } : {}),
        },
        [{ ...container, id }],
        entry,
      );
      const items = rail?.items ?? [];
      const start = (query.pageNumber - 1) * query.pageSize;
      if (items.length === 0 && query.pageNumber === 1) return noDataEnvelope([]);
      if (start >= items.length) throw pagesEnded(query.pageNumber, items.length);
      return successEnvelope(items.slice(start, start + query.pageSize), items.length);
    },
  );

  app.get<{
    Params: { id: string };
    Querystring: { policy_evaluate: boolean; version: ContentVersion };
  }>(
    '/storefront/content/page/:id',
    {
      schema: {
        summary:
          "Lists a storefront page's containers in tab order, each with its slides' addresses.",
        response: envelopeResponses,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: versionProperties,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', pageType);
      const product = requestProduct(request, user);
      const { version } = request.query;
      const page = chooseVersion(
        await currentVersions(deps.db, STOREFRONT_TYPE, request.params.id),
        product,
        version,
      );
      if (!page)
        throw notFound(
          `${version === 'draft' ? 'Storefront' : 'Published storefront'} ${request.params.id}`,
        );
      const tabs = Array.isArray(page.t) ? (page.t as { id: string; c?: unknown }[]) : [];
      const placed = tabs.flatMap((tab) =>
        stringsOf(tab.c).map((containerId) => ({ tab: tab.id, containerId })),
      );
      if (placed.length === 0) return noDataEnvelope([]);
      const rows = await currentVersionsOf(
        deps.db,
        placed.map((entry) => entry.containerId),
        CONTAINER_TYPE,
      );
      const byId = new Map<string, ContentRow[]>();
      for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
      const containers = placed.flatMap(({ tab, containerId }) => {
        const doc = chooseVersion(byId.get(containerId) ?? [], product, version);
        if (!doc) return [];
        const slides = Array.isArray(doc.i) ? (doc.i as { cu?: unknown }[]) : [];
        return [
          {
            tab,
            id: containerId,
            n: doc.n,
            ck: doc.ck,
            cu: slides.map((slide, index) => slideAddress(slide, containerId, index, version)),
          },
        ];
      });
      if (containers.length === 0) return noDataEnvelope([]);
      if (!request.query.policy_evaluate) return successEnvelope(containers, containers.length);
      // Policy evaluated: the containers an anonymous viewer now may get.
      const policies = policyIndex(
        (await currentPolicies(deps.db, { product, statuses: ['published'] })).map(
          (row) => docOf(row) as unknown as Policy,
        ),
      );
      const at = new Date().toISOString();
      const viewer = { at, device: 'tv' as const, context: { now: at, productId: product } };
      const allowed = containers.filter((container) => {
        const doc = chooseVersion(byId.get(container.id) ?? [], product, version);
        return doc
          ? !hiddenReason({ ...doc, appliesif: stringsOf(doc.appliesif) }, viewer, policies)
          : false;
      });
      return allowed.length === 0 ? noDataEnvelope([]) : successEnvelope(allowed, allowed.length);
    },
  );
}
