import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { noDataEnvelope, successEnvelope } from '../../domain/envelope';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import type { Policy } from '../../domain/policy/types';
import {
  STOREFRONT_DEVICES,
  hiddenReason,
  policyIndex,
  viewerView,
} from '../../domain/storefront/viewerView';
import type { StorefrontDevice } from '../../domain/storefront/viewerView';
import { isNameListValid } from '../../domain/validation/names';
import type { LocalizedNameEntry } from '../../domain/validation/names';
import {
  containerFieldsNeedingItems,
  containerOnPage,
  containerOptionProblems,
  adPositionOnSave,
} from '../../domain/storefront/containerRules';
import { parseRailQuery } from '../../domain/storefront/railQuery';
import { entryKind } from '../../domain/storefront/rails';
import type { EnvelopeError } from '../../domain/envelope';
import {
  COLLECTION_TYPE,
  CONTAINER_TYPE,
  STOREFRONT_TYPE,
  storefrontResourceTypes,
} from '../content/storefrontTypes';
import type { WriteCheck } from '../content/contentService';
import { createContent, requirePermission, updateContent } from '../content/contentService';
import { readRailContent } from '../content/railContent';
import {
  containerImagesCheck,
  pageImagesCheck,
  pageSettingsImagesCheck,
} from '../content/storefrontImages';
import { badRequest, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { ResourceType } from '../resourceCatalog';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import type { Doc } from '../store/contentRepository';
import { currentVersions, docOf, findVersion } from '../store/contentRepository';
import { listCurrentItems } from '../store/itemListing';
import { currentPolicies } from '../store/policyRepository';
import type { Database } from '../store/schema';
import { currentVersionsOf } from '../store/viewingRepository';
import type { RouteDeps } from './context';
import {
  envelopeResponses,
  pageProperties,
  idParams,
  itemReadQuery,
  itemVersionsReply,
  parseStatuses,
  readItem,
  entitledProducts,
  requestProduct,
  writeContext,
} from './context';

export const STOREFRONT_PAGE_SIZE = 25;
export const STOREFRONT_PAGE_SIZE_MAX = 100;
/** The most pages a usage answer scans (a product holds tens of pages, not thousands). */
const USAGE_SCAN = 1000;

const WRITE_ACTIONS: readonly Action[] = ['update', 'publish', 'delete', 'archive'];
const TYPES = [STOREFRONT_TYPE, 'collection', CONTAINER_TYPE] as const;
type StoreType = (typeof TYPES)[number];

const typeParams = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: [...TYPES] } },
} as const;
const typeIdParams = {
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { type: 'string', enum: [...TYPES] },
    id: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const LABEL: Record<StoreType, string> = {
  storefront: 'Storefront',
  collection: 'Collection',
  container: 'Container',
};

/** The list name of a `lon` list: its English entry, else its first. */
export function listNameOf(lon: unknown): string | undefined {
  if (!Array.isArray(lon)) return undefined;
  const entries = lon as LocalizedNameEntry[];
  const english = entries.find((entry) => entry.lang === 'en');
  const name = (english ?? entries[0])?.n;
  return typeof name === 'string' ? name.trim() : undefined;
}

/**
 * A write's body as the service stores it: no product (the request's), and the list name `n`
 * from `lon`. A name list with a blank name or none with a letter or digit is refused on '/lon'
 * (spec section 5, Unicode aware).
 */
function prepareBody(body: Doc): Doc {
  const prepared: Doc = { ...body };
  delete prepared.prd;
  if ('lon' in prepared) {
    if (!isNameListValid(prepared.lon as LocalizedNameEntry[])) {
      const description =
        '/lon must list at least one name, each with a letter or digit (no blank names)';
      throw badRequest(description, [{ code: 400, field: '/lon', description }]);
    }
    prepared.n = listNameOf(prepared.lon);
  }
  return prepared;
}

/**
 * A write's body as stored ({@link prepareBody}). A container's tag `con_tg` or ad position `ap`
 * (spec section 5 'position', domain/storefront/containerRules) holding a value that is not one of
 * its options is refused on its field ('/con_tg', '/ap', reason `notAllowed` with the value and
 * the options), nothing stored; an `ap` missing or sent empty becomes the first allowed option
 * (an update without one keeps the position of `stored`, the version it is based on, if it has
 * one).
 */
function storedBody(type: StoreType, body: Doc, stored?: Doc): Doc {
  const prepared = prepareBody(body);
  if (type !== CONTAINER_TYPE) return prepared;
  const problems = containerOptionProblems(prepared);
  if (problems.length > 0)
    refuse(
      problems.map(({ field, value, allowed }) => ({
        code: 400,
        field,
        description: `${field} ${JSON.stringify(value)} is not allowed: use one of ${allowed.join(', ')}`,
        // The console words this in its user's language, next to the field.
        reason: 'notAllowed',
        params: { value, allowed },
      })),
    );
  return adPositionOnSave(prepared, stored);
}

/** 400 with these errors (nothing is stored). */
function refuse(errors: EnvelopeError[]): never {
  throw badRequest(errors[0]?.description ?? 'Invalid storefront', errors);
}

interface EntryBody {
  type?: unknown;
  q?: unknown;
  data?: unknown;
}

function entriesOf(doc: Doc): EntryBody[] {
  return Array.isArray(doc.i) ? (doc.i as EntryBody[]) : [];
}

/** A container's saved queries must parse (domain/storefront/railQuery): 400 on '/i/<n>/q'. */
function checkQueries(body: Doc): void {
  const errors = entriesOf(body).flatMap((entry, n): EnvelopeError[] => {
    if (typeof entry.q !== 'string') return [];
    const parsed = parseRailQuery(entry.q);
    if (parsed.ok) return [];
    const field = `/i/${String(n)}/q`;
    return [{ code: 400, field, description: `${field} is no rail query: ${parsed.message}` }];
  });
  if (errors.length > 0) refuse(errors);
}

/**
 * Source types whose content is one item (a live channel): choosing one replaces the selection
 * (spec section 5). A cms-store entry is a list (the demo trailers rail holds several).
 */
const ONE_ITEM_TYPES: ReadonlySet<unknown> = new Set(['live']);

/**
 * Spec section 5: live content is one item (more is refused on '/i/<n>/data'), and query content
 * is a single entry per container (a query entry beside any other is refused on '/i'). Nothing
 * is stored.
 */
function checkSingles(body: Doc): void {
  if (!('i' in body)) return;
  const entries = entriesOf(body);
  const errors: EnvelopeError[] = entries.flatMap((entry, n): EnvelopeError[] => {
    if (!ONE_ITEM_TYPES.has(entry.type) || !Array.isArray(entry.data) || entry.data.length <= 1)
      return [];
    const field = `/i/${String(n)}/data`;
    return [
      {
        code: 400,
        field,
        description: `${field} holds ${String(entry.data.length)} items: ${String(entry.type)} content is one item`,
        reason: 'oneItem',
      },
    ];
  });
  if (entries.length > 1 && entries.some((entry) => entry.type === 'query'))
    errors.push({
      code: 400,
      field: '/i',
      description: `/i holds ${String(entries.length)} entries: query content is a single entry per container`,
      reason: 'singleQuery',
    });
  if (errors.length > 0) refuse(errors);
}

/** The current versions of these items of a type in a product, by id. */
async function currentByIds(
  db: Kysely<Database>,
  type: string,
  ids: readonly string[],
  product: string,
): Promise<Map<string, Doc[]>> {
  const byId = new Map<string, Doc[]>();
  if (ids.length === 0) return byId;
  const rows = await currentVersionsOf(db, ids, type);
  for (const row of rows) {
    if (!productsOf(row).includes(product)) continue;
    byId.set(row.id, [...(byId.get(row.id) ?? []), docOf(row)]);
  }
  return byId;
}

/** Statuses of an item that still counts as there (not deleted or purged). */
const LIVE = (doc: Doc) => doc.st !== 'deleted' && doc.st !== 'purged';

/**
 * Inside a container write's transaction: the titles a manual entry names must be catalogue
 * items of the product ('/i/<n>/data/<m>/id'), the collections a collection entry names
 * collections of the product.
 */
const containerItemsCheck =
  (product: string, isTitleType: (type: string) => boolean): WriteCheck =>
  async (trx, doc) => {
    const entries = entriesOf(doc);
    const named = entries.flatMap((entry, n) => {
      const kind = entryKind(doc, entry);
      if (kind !== 'ids' && kind !== 'collection') return [];
      const data = Array.isArray(entry.data) ? (entry.data as { id?: unknown }[]) : [];
      return data.flatMap((item, m) =>
        typeof item.id === 'string'
          ? [{ n, m, id: item.id, collection: kind === 'collection' }]
          : [],
      );
    });
    if (named.length === 0) return;
    const ids = [...new Set(named.map((entry) => entry.id))];
    const rows = await currentVersionsOf(trx, ids);
    const live = rows.filter((row) => productsOf(row).includes(product) && LIVE(row));
    const collections = new Set(live.filter((r) => r.cty === COLLECTION_TYPE).map((r) => r.id));
    const titles = new Set(live.filter((r) => isTitleType(r.cty)).map((r) => r.id));
    const errors = named.flatMap(({ n, m, id, collection }): EnvelopeError[] => {
      if (collection ? collections.has(id) : titles.has(id)) return [];
      const field = `/i/${String(n)}/data/${String(m)}/id`;
      const what = collection ? 'a collection' : 'a catalogue item';
      return [{ code: 400, field, description: `${field} "${id}" is not ${what} of ${product}` }];
    });
    if (errors.length > 0) refuse(errors);
  };

interface TabBody {
  id?: unknown;
  c?: unknown;
}

function tabsOf(doc: Doc): TabBody[] {
  return Array.isArray(doc.t) ? (doc.t as TabBody[]) : [];
}

/**
 * Inside a page write's transaction: every container a tab names must be a container of the
 * product ('/t/<n>/c/<m>'); when the page is published, no container's own dates may lie outside
 * the page's window (the view would clamp them: publishing names the container instead).
 */
const pageCheck =
  (product: string, publishing: boolean): WriteCheck =>
  async (trx, doc) => {
    const named = tabsOf(doc).flatMap((tab, n) =>
      (Array.isArray(tab.c) ? (tab.c as unknown[]) : []).flatMap((id, m) =>
        typeof id === 'string' ? [{ n, m, id }] : [],
      ),
    );
    const containers = await currentByIds(
      trx,
      CONTAINER_TYPE,
      named.map((entry) => entry.id),
      product,
    );
    const missing = named.flatMap(({ n, m, id }): EnvelopeError[] => {
      if ((containers.get(id) ?? []).some(LIVE)) return [];
      const field = `/t/${String(n)}/c/${String(m)}`;
      return [
        { code: 400, field, description: `${field} "${id}" is not a container of ${product}` },
      ];
    });
    if (missing.length > 0) refuse(missing);
    if (!publishing || doc.st !== 'published') return;
    const start = typeof doc.st_dt === 'string' ? doc.st_dt : undefined;
    const end = typeof doc.ed_dt === 'string' ? doc.ed_dt : undefined;
    if (start === undefined && end === undefined) return;
    const outside = named.flatMap(({ n, m, id }): EnvelopeError[] => {
      const versions = containers.get(id) ?? [];
      const container =
        versions.find((v) => v.st === 'published') ?? versions.find((v) => v.st === 'draft');
      if (!container) return [];
      const dates = datesOf(container);
      const early = (date?: string) =>
        date !== undefined && start !== undefined && Date.parse(date) < Date.parse(start);
      const late = (date?: string) =>
        date !== undefined && end !== undefined && Date.parse(date) > Date.parse(end);
      if (!early(dates.st_dt) && !late(dates.st_dt) && !early(dates.ed_dt) && !late(dates.ed_dt))
        return [];
      const field = `/t/${String(n)}/c/${String(m)}`;
      const name = typeof container.n === 'string' ? ` (${container.n})` : '';
      const span = `${dates.st_dt ?? 'open'} to ${dates.ed_dt ?? 'open'}`;
      const window = `${start ?? 'open'} to ${end ?? 'open'}`;
      return [
        {
          code: 400,
          field,
          description: `${field}: container ${id}${name} runs ${span}, outside the page's window ${window}; the page cannot be published until its dates fit`,
          // The console words this in its user's language and date format.
          reason: 'containerOutsidePage',
          params: {
            container: id,
            ...(typeof container.n === 'string' ? { name: container.n } : {}),
            ...(dates.st_dt !== undefined ? { start: dates.st_dt } : {}),
            ...(dates.ed_dt !== undefined ? { end: dates.ed_dt } : {}),
            ...(start !== undefined ? { pageStart: start } : {}),
            ...(end !== undefined ? { pageEnd: end } : {}),
          },
        },
      ];
    });
    if (outside.length > 0) refuse(outside);
  };

/**
 * Inside a container write's transaction, on the container as it will be stored (the body over
 * its base version): a container set needs items when a field with a minItems has no selection
 * (spec section 5; domain/storefront/containerRules) — a hand-picked entry with nothing chosen
 * is refused on '/i/<n>/data'.
 */
const containerSelectionCheck: WriteCheck = async (_trx, doc) => {
  if (doc.st === 'deleted') return;
  const errors = containerFieldsNeedingItems(doc).map((field): EnvelopeError => ({
    code: 400,
    field,
    description: `${field} needs at least one item: choose the content of this entry or remove the entry`,
    // The console words this in its user's language.
    reason: 'needsItems',
  }));
  if (errors.length > 0) refuse(errors);
};

/** The checks a write of this type runs inside its transaction, given the body sent. */
function writeCheckFor(
  type: StoreType,
  body: Doc,
  product: string,
  isTitleType: (type: string) => boolean,
): WriteCheck | undefined {
  if (type === CONTAINER_TYPE) {
    checkQueries(body);
    checkSingles(body);
    return inTurn(
      containerSelectionCheck,
      'i' in body || 'ck' in body || 'ctype' in body
        ? containerItemsCheck(product, isTitleType)
        : undefined,
      // The gallery, and an image per needed ratio to publish (server/content/storefrontImages).
      containerImagesCheck,
    );
  }
  if (type === STOREFRONT_TYPE) {
    const publishing = body.st === 'published';
    return inTurn(
      't' in body || publishing ? pageCheck(product, publishing) : undefined,
      publishing ? pageImagesCheck(product) : undefined,
      pageSettingsImagesCheck,
    );
  }
  return undefined;
}

/** These checks one after the other (the first refusal stands); none given: none. */
function inTurn(...checks: (WriteCheck | undefined)[]): WriteCheck | undefined {
  const given = checks.filter((check): check is WriteCheck => check !== undefined);
  if (given.length === 0) return undefined;
  return async (trx, doc) => {
    for (const check of given) await check(trx, doc);
  };
}

/** A stored container as the view reads it. */
type ViewDoc = Doc & { id: string };

function datesOf(doc: Doc): { st_dt?: string; ed_dt?: string } {
  return {
    ...(typeof doc.st_dt === 'string' ? { st_dt: doc.st_dt } : {}),
    ...(typeof doc.ed_dt === 'string' ? { ed_dt: doc.ed_dt } : {}),
  };
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

interface ViewBody {
  at?: string;
  device: StorefrontDevice;
  context?: Record<string, unknown>;
  /** Which version of the page and its containers: the published (the apps' view) or the draft. */
  version?: 'published' | 'draft';
  /** The viewer's product (one the user may see); the request's (`X-Product`) when absent. */
  product?: string;
}

/**
 * Storefronts, collections and containers (spec sections 3, 7 'Storefront'; issue 12) under the
 * `storefront` service: stored like catalogue items (versions, statuses, locks, audit) as the
 * built-in types `storefront`, `collection` and `container` on the cp_storefront page; list,
 * versions, lookup, create and update, a container's usage, collection search, filter keys,
 * schemas; and the viewer read — what one viewer gets of a page after schedules and policies
 * (domain/storefront/viewerView), the same function the console's preview runs.
 */
export function registerStorefrontRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const types = storefrontResourceTypes();
  /** A catalogue type (movie, tvseries, ...): what a manual rail may name. */
  const isTitleType = (type: string) => deps.catalog.get(type) !== undefined;
  const typeOf = (type: string): ResourceType => {
    const resourceType = types[type];
    if (!resourceType) throw notFound(`Type ${type}`);
    return resourceType;
  };

  const listPage = async (
    type: StoreType,
    product: string,
    query: { q?: string; statuses: string[]; pageNumber: number; pageSize: number },
  ) => {
    const page = await listCurrentItems(deps.db, deps.dialect, {
      type,
      product,
      statuses: query.statuses,
      q: query.q?.trim() || undefined,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    });
    if (page.total === 0) return noDataEnvelope([]);
    return successEnvelope(page.rows.map(docOf), page.total);
  };

  const listQuery = {
    type: 'object',
    properties: {
      ...pageProperties({ default: STOREFRONT_PAGE_SIZE, max: STOREFRONT_PAGE_SIZE_MAX }),
      st: { type: 'string', maxLength: 200 },
      q: { type: 'string', maxLength: 200 },
    },
  } as const;

  app.get<{ Params: { type: StoreType } }>(
    '/storefront/schema/:type',
    {
      schema: {
        summary: 'Reads the JSON schema and form layout of a storefront, collection or container.',
        response: envelopeResponses,
        params: typeParams,
      },
    },
    async (request) => {
      const resourceType = typeOf(request.params.type);
      requirePermission(currentUser(request), 'view', resourceType);
      return successEnvelope({ schema: resourceType.schema, uischema: resourceType.uischema });
    },
  );

  app.get(
    '/storefront/filterkeys',
    {
      schema: {
        summary: "Lists the filters each storefront type's list offers.",
        response: envelopeResponses,
      },
    },
    async (request) => {
      requirePermission(currentUser(request), 'view', typeOf(STOREFRONT_TYPE));
      return successEnvelope(
        TYPES.map((type) => ({
          type,
          filters: [
            { field: 'n', kind: 'search' },
            { field: 'st', kind: 'status' },
          ],
        })),
      );
    },
  );

  app.get<{
    Params: { type: StoreType };
    Querystring: { pageNumber: number; pageSize: number; st?: string; q?: string };
  }>(
    '/storefront/:type/list',
    {
      schema: {
        summary: 'Lists storefronts, collections or containers, a page at a time.',
        response: envelopeResponses,
        params: typeParams,
        querystring: listQuery,
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', typeOf(request.params.type));
      const { st, ...rest } = request.query;
      return listPage(request.params.type, requestProduct(request, user), {
        ...rest,
        statuses: parseStatuses(st),
      });
    },
  );

  // Collection search: the collections a container of kind Collection may show.
  app.get<{ Querystring: { pageNumber: number; pageSize: number; q?: string } }>(
    '/storefront/collection/search',
    {
      schema: {
        summary: 'Searches the published collections a collection container may show.',
        response: envelopeResponses,
        querystring: listQuery,
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', typeOf('collection'));
      return listPage('collection', requestProduct(request, user), {
        ...request.query,
        statuses: ['published'],
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/storefront/usage/:id',
    {
      schema: {
        summary: 'Lists the storefront pages and tabs that hold a container.',
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', typeOf(CONTAINER_TYPE));
      const product = requestProduct(request, user);
      const pages = await listCurrentItems(deps.db, deps.dialect, {
        type: STOREFRONT_TYPE,
        product,
        statuses: ['published', 'draft', 'pre-draft', 'pending'],
        pageNumber: 1,
        pageSize: USAGE_SCAN,
      });
      const usage = pages.rows.map(docOf).flatMap((page) => {
        const tabs = Array.isArray(page.t) ? (page.t as { id: string; c?: unknown[] }[]) : [];
        const holding = tabs.filter((tab) => (tab.c ?? []).includes(request.params.id));
        return holding.length === 0
          ? []
          : [
              {
                id: page.id,
                n: page.n,
                st: page.st,
                tabs: holding.map((tab) => tab.id),
                // The page's policies, which narrow the container's there (spec section 5).
                ...(Array.isArray(page.appliesif) ? { appliesif: stringsOf(page.appliesif) } : {}),
              },
            ];
      });
      return usage.length === 0 ? noDataEnvelope([]) : successEnvelope(usage, usage.length);
    },
  );

  app.post<{ Params: { id: string }; Body: ViewBody }>(
    '/storefront/view/:id',
    {
      schema: {
        summary:
          'Shows what one viewer (device, time, context) gets of a storefront page after schedules and policies.',
        response: envelopeResponses,
        params: idParams,
        body: {
          type: 'object',
          required: ['device'],
          additionalProperties: false,
          properties: {
            at: { type: 'string', format: 'date-time' },
            device: { type: 'string', enum: [...STOREFRONT_DEVICES] },
            context: { type: 'object' },
            version: { type: 'string', enum: ['published', 'draft'] },
            product: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requirePermission(user, 'view', typeOf(STOREFRONT_TYPE));
      // The viewer's product: one the user may see (the preview's product choice).
      const asked = request.body.product;
      if (asked !== undefined && !entitledProducts(user).includes(asked))
        throw forbidden(`/product: ${user.username} is not entitled to product ${asked}`);
      const product = asked ?? requestProduct(request, user);
      const version = request.body.version ?? 'published';
      /** The version of an item the view reads: the draft when asked and there is one. */
      const choose = (versions: readonly ContentRow[]): Doc | undefined => {
        const rows = versions.filter(
          (row) =>
            productsOf(row).includes(product) && (row.st === 'published' || row.st === 'draft'),
        );
        const row =
          (version === 'draft' ? rows.find((r) => r.st === 'draft') : undefined) ??
          rows.find((r) => r.st === 'published');
        return row ? docOf(row) : undefined;
      };
      const page = choose(await currentVersions(deps.db, STOREFRONT_TYPE, request.params.id));
      if (!page)
        throw notFound(
          `${version === 'draft' ? 'Storefront' : 'Published storefront'} ${request.params.id}`,
        );
      const tabs = (page.t as { id: string; lon?: unknown; c?: string[] }[] | undefined) ?? [];
      const missing: string[] = [];
      // Every container of the page in one read, beside the product's published policies.
      const [containerRows, policyRows] = await Promise.all([
        currentVersionsOf(
          deps.db,
          tabs.flatMap((tab) => tab.c ?? []),
          CONTAINER_TYPE,
        ),
        currentPolicies(deps.db, { product, statuses: ['published'] }),
      ]);
      const versionsOf = new Map<string, ContentRow[]>();
      for (const row of containerRows)
        versionsOf.set(row.id, [...(versionsOf.get(row.id) ?? []), row]);
      const pick = (id: string): Doc | undefined => choose(versionsOf.get(id) ?? []);
      const resolvedTabs = tabs.map((tab) => ({
        id: tab.id,
        lon: tab.lon,
        containers: (tab.c ?? []).flatMap((containerId) => {
          const container = pick(containerId);
          if (!container) {
            missing.push(containerId);
            return [];
          }
          // A container lives inside its page's window, tags and policies (spec section 5):
          // the viewer is judged by the container's policies narrowed to the page's.
          const onPage: ViewDoc = { ...containerOnPage(container, page), id: containerId };
          return [onPage];
        }),
      }));
      const policies = policyIndex(policyRows.map((row) => docOf(row) as unknown as Policy));
      const at = request.body.at ?? new Date().toISOString();
      const viewer = {
        at,
        device: request.body.device,
        // The viewer's moment, product and device are attributes policies may test; what the
        // caller gives wins.
        context: {
          now: at,
          productId: product,
          device: request.body.device,
          ...request.body.context,
        },
      };
      const view = viewerView(
        { ...datesOf(page), appliesif: stringsOf(page.appliesif), tabs: resolvedTabs },
        viewer,
        policies,
      );
      // Every container shown gets its titles, read in parallel (server/content/railContent).
      const userId = request.body.context?.userId;
      const shownContainers = view.tabs.flatMap((tab) => tab.containers);
      const rails = await readRailContent(
        {
          db: deps.db,
          dialect: deps.dialect,
          product,
          at,
          viewerId: typeof userId === 'string' && userId !== '' ? userId : undefined,
          version,
          // A title's own policies decide for it as a container's do (content visibility).
          hide: (doc) => {
            const names = stringsOf(doc.appliesif);
            return names.length > 0
              ? hiddenReason({ appliesif: names }, viewer, policies)
              : undefined;
          },
        },
        shownContainers,
      );
      const railOf = new Map(shownContainers.map((container, index) => [container, rails[index]]));
      return successEnvelope({
        page: { id: page.id, key: page.key, st: page.st, n: page.n, lon: page.lon, ty: page.ty },
        pageHidden: view.pageHidden,
        tabs: view.tabs.map((tab, index) => ({
          ...tab,
          lon: resolvedTabs[index]?.lon,
          containers: tab.containers.map((container) => {
            const rail = railOf.get(container);
            return {
              ...container,
              items: rail?.items ?? [],
              ...(rail && rail.unresolved.length > 0 ? { unresolved: rail.unresolved } : {}),
              ...(rail?.hidden ? { hiddenItems: rail.hidden } : {}),
              ...(rail?.slides ? { slides: rail.slides } : {}),
            };
          }),
        })),
        hidden: view.hidden.map((entry) => ({
          tabId: entry.tabId,
          id: entry.container.id,
          n: (entry.container as Doc).n,
          reason: entry.reason,
        })),
        missing,
      });
    },
  );

  app.get<{ Params: { type: StoreType; id: string }; Querystring: { st?: string; key?: string } }>(
    '/storefront/:type/:id',
    {
      schema: {
        summary:
          'Reads a storefront, collection or container: the version chosen by status or key.',
        response: envelopeResponses,
        params: typeIdParams,
        querystring: itemReadQuery,
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return successEnvelope(
        await readItem(deps, request, typeOf(type), id, request.query, LABEL[type]),
      );
    },
  );

  app.get<{ Params: { type: StoreType; id: string } }>(
    '/storefront/:type/:id/versions',
    {
      schema: {
        summary: 'Lists the versions of a storefront, collection or container.',
        response: envelopeResponses,
        params: typeIdParams,
      },
    },
    async (request, reply) =>
      itemVersionsReply(deps, request, reply, typeOf(request.params.type), request.params.id),
  );

  app.post<{ Params: { type: StoreType }; Body: Doc }>(
    '/storefront/:type',
    {
      schema: {
        summary: 'Creates a storefront, collection or container.',
        response: envelopeResponses,
        params: typeParams,
        body: { type: 'object' },
      },
    },
    async (request, reply) => {
      const ctx = writeContext(deps, request);
      const resourceType = typeOf(request.params.type);
      requirePermission(ctx.user, 'create', resourceType);
      const body = storedBody(request.params.type, request.body);
      delete body.id;
      const check = writeCheckFor(request.params.type, body, ctx.product, isTitleType);
      const doc = await createContent(ctx, resourceType, body, check ? { check } : {});
      return reply.code(201).send(successEnvelope(doc));
    },
  );

  app.put<{ Params: { type: StoreType; id: string }; Body: Doc }>(
    '/storefront/:type/:id',
    {
      schema: {
        summary: 'Saves a new version of a storefront, collection or container.',
        response: envelopeResponses,
        params: typeIdParams,
        body: { type: 'object' },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      const resourceType = typeOf(request.params.type);
      if (!WRITE_ACTIONS.some((action) => can(ctx.user, action, resourceType.list.resource)))
        throw forbidden(`You do not have permission to update ${resourceType.type}`);
      // The version the update is based on (updateContent checks it is this item's, in the
      // request's product, at the revision named).
      const base =
        typeof request.body.key === 'string'
          ? await findVersion(deps.db, request.body.key)
          : undefined;
      const own = base?.id === request.params.id ? base : undefined;
      const body = storedBody(request.params.type, request.body, own ? docOf(own) : undefined);
      // A deleted page, collection or container saved becomes a draft again (spec section 4).
      if (body.st === undefined || body.st === 'deleted') {
        if (own?.st === 'deleted' && own.cur === 1) body.st = 'draft';
      }
      const check = writeCheckFor(request.params.type, body, ctx.product, isTitleType);
      const result = await updateContent(
        ctx,
        resourceType,
        request.params.id,
        body,
        check ? { check } : {},
      );
      return successEnvelope(result.doc);
    },
  );

  app.delete<{ Params: { type: StoreType; id: string } }>(
    '/storefront/:type/:id',
    {
      schema: {
        summary: 'Deletes a storefront, collection or container.',
        response: envelopeResponses,
        params: typeIdParams,
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      const { type, id } = request.params;
      const resourceType = typeOf(type);
      requirePermission(ctx.user, 'delete', resourceType);
      // The newest current version is the one deleted (a draft over a published page: the draft).
      const head = (await currentVersions(deps.db, type, id))
        .filter((row) => productsOf(row).includes(ctx.product))
        .sort((a, b) => Number(b.vn) - Number(a.vn))[0];
      if (!head) throw notFound(`${LABEL[type]} ${id}`);
      const result = await updateContent(ctx, resourceType, id, {
        key: head.key,
        ut: head.ut,
        st: 'deleted',
      });
      return successEnvelope(result.doc);
    },
  );
}
