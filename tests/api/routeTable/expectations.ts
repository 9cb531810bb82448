import type { Action } from '../../../domain/permissions/actions';
import type { PageResource } from '../../../domain/permissions/pages';
import { loadResourceCatalog } from '../../../server/resourceCatalog';
import { fileURLToPath } from 'node:url';
import { CONTENT_PREFIXES, KIDS_MARKER, routeKey } from '../../helpers/routeTable';
import type { SeededItem } from '../../helpers/routeTable';
import { policyRoutes } from './policyExpectations';
import { adsRoutes } from './adsExpectations';
import { storefrontRoutes } from './storefrontExpectations';
import { vllRoutes } from './vllExpectations';
import { scheduleRoutes } from './scheduleExpectations';
import { notificationRoutes } from './notificationExpectations';
import { seriesRoutes } from './seriesExpectations';
import { playbackRoutes } from './playbackExpectations';
import { mediaOpsRoutes } from './mediaOpsExpectations';
import { typeDesignerRoutes } from './typeDesignerExpectations';

/** One HTTP request of a probe; sent with the caller's token and `product` as X-Product. */
export interface Req {
  method: string;
  path: string;
  json?: unknown;
  /** A raw body (with its content type), e.g. a PNG or broken JSON. */
  raw?: { body: BodyInit; type: string };
  product?: string;
}

/** What the suite has made before the probes run (fresh per dialect). */
export interface World {
  /** A movie of main only (content reads and writes). */
  main: SeededItem;
  /** A movie of main only that the lock probes lock and release. */
  mainLock: SeededItem;
  /** A movie of kids only, named with the marker, locked by kids_editor, with an image. */
  kids: SeededItem;
  /** The name of the kids movie's uploaded image (its gallery's `?image=`). */
  kidsImage: string;
  /** The current key/ut of an item (read as admin), for updates based on the latest version. */
  current(item: SeededItem, product: string): Promise<{ key: string; ut: string }>;
  /** A draft policy of main (the policy service's probes). */
  mainPolicy: SeededItem;
  /** A draft policy of kids only, named with the marker. */
  kidsPolicy: SeededItem;
  /** The current key/ut of a policy (read as admin). */
  currentPolicy(item: SeededItem, product: string): Promise<{ key: string; ut: string }>;
  /** A new number each call (unique ids for requests that create). */
  next(): number;
}

type Probe = (w: World) => Req | Promise<Req>;

/**
 * Who may call a route. `permission`: the spec's role tables (domain/permissions `can`) on the
 * page, and (productScoped) a product the caller holds; `inProduct`: any role, but within a
 * product the caller holds, results filtered by the role tables; `signedIn`: any token, even
 * without roles or products; `productAdmin`: the 'admin' marker in the product claim.
 */
export type Access =
  | { kind: 'public'; why: string }
  | { kind: 'signedIn'; why: string }
  | { kind: 'inProduct'; why: string }
  | { kind: 'productAdmin'; why: string }
  /** The action on the page (on any one of the pages, when several are listed). */
  | {
      kind: 'permission';
      action: Action;
      page: PageResource | readonly PageResource[];
      productScoped: boolean;
    };

/**
 * How a request about the kids-only item must answer a main-only caller: `notFound` (404, the
 * item's data absent from the body), `filtered` (answered, the marker absent), or `bulk` (the
 * job counts the item as failed like an unknown id and leaves it).
 */
export type OtherProduct = { hides: 'notFound' | 'filtered'; probe: Probe } | { hides: 'bulk' };

export interface Expectation {
  access: Access;
  /** A well-formed request an allowed caller makes in main. */
  probe: Probe;
  otherProduct?: OtherProduct;
  /** A request with a malformed id, query or body: 400. */
  malformed?: Probe;
  /**
   * A write based on a version of an existing item of main (`key` and `ut` in its body), when the
   * probe's is not: the suite makes it stale, locks the item and checks that callers who may not
   * write learn nothing of the item's versions or lock.
   */
  versioned?: Probe;
}

const catalog = loadResourceCatalog(fileURLToPath(new URL('../../../resources', import.meta.url)));
const pageOf = (type: string): PageResource => {
  const resourceType = catalog.get(type);
  if (!resourceType) throw new Error(`No type ${type} in resources/`);
  return resourceType.list.resource;
};
/** The movie type's page (`list.resource`): the type every content probe uses. */
export const MOVIE_PAGE = pageOf('movie');
const MOVIE_URN = 'urn:resource:catalog:movie';
const T = '/urn/resource/catalog';

const see = (action: Action): Access => ({
  kind: 'permission',
  action,
  page: MOVIE_PAGE,
  productScoped: true,
});
/** A type's schemas: the platform's, the same in every product; the role tables alone decide. */
const typeSchema: Access = {
  kind: 'permission',
  action: 'view',
  page: MOVIE_PAGE,
  productScoped: false,
};
const geo = (action: Action): Access => ({
  kind: 'permission',
  action,
  page: 'cp_ipconfig',
  // The overrides are the platform's, not a product's: the role tables alone decide.
  productScoped: false,
});
const get = (path: string): Req => ({ method: 'GET', path });
/** App configuration: a product's, so the request's product counts too. */
const appConfig = (action: Action): Access => ({
  kind: 'permission',
  action,
  page: 'cp_appconfig',
  productScoped: true,
});
const CONFIG = '/api/config/remote/config';
const PLAYER_CONFIG = {
  app: 'web',
  type: 'player',
  n: 'Route table player',
  value: { autoplay: true, defaultQuality: 'auto', bufferSeconds: 30, playbackSpeeds: [1] },
};
const LONG_JOB = 'j'.repeat(65);

/** The routes every content service serves, relative to `/api/<service>`. */
function contentRoutes(base: string): Record<string, Expectation> {
  return {
    [routeKey('GET', '/bulkupdate/status')]: {
      access: { kind: 'signedIn', why: "the caller's own bulk jobs" },
      probe: () => get(`${base}/bulkupdate/status`),
    },
    [routeKey('GET', '/bulkupdate/status/:id')]: {
      access: { kind: 'signedIn', why: "the caller's own bulk job (another's is not found)" },
      probe: () => get(`${base}/bulkupdate/status/no-such-job`),
      malformed: () => get(`${base}/bulkupdate/status/${LONG_JOB}`),
    },
    [routeKey('PUT', `/bulkupdate${T}/:type`)]: {
      access: see('update'),
      probe: (w) => ({
        method: 'PUT',
        path: `${base}/bulkupdate${T}/movie`,
        json: { ids: [w.main.id], changes: { rt: 100 + w.next() } },
      }),
      otherProduct: { hides: 'bulk' },
      malformed: () => ({ method: 'PUT', path: `${base}/bulkupdate${T}/movie`, json: { ids: [] } }),
    },
    [routeKey('GET', '/content')]: {
      access: { kind: 'inProduct', why: 'items by key, filtered by product and the role tables' },
      probe: (w) => get(`${base}/content?keys=${w.main.key}`),
      otherProduct: { hides: 'filtered', probe: (w) => get(`${base}/content?keys=${w.kids.key}`) },
      malformed: () => get(`${base}/content`),
    },
    [routeKey('GET', `/content${T}/:type`)]: {
      access: see('view'),
      probe: () => get(`${base}/content${T}/movie`),
      otherProduct: {
        hides: 'filtered',
        probe: () => get(`${base}/content${T}/movie?q=${KIDS_MARKER}`),
      },
      malformed: () => get(`${base}/content${T}/movie?pageSize=0`),
    },
    [routeKey('GET', `/content${T}/:type/:id`)]: {
      access: see('view'),
      probe: (w) => get(`${base}/content${T}/movie/${w.main.id}`),
      otherProduct: {
        hides: 'notFound',
        probe: (w) => get(`${base}/content${T}/movie/${w.kids.id}`),
      },
      malformed: (w) => get(`${base}/content${T}/movie/${w.main.id}?st=nonsense`),
    },
    [routeKey('GET', `/content${T}/:type/:id/versions`)]: {
      access: see('view'),
      probe: (w) => get(`${base}/content${T}/movie/${w.main.id}/versions`),
      otherProduct: {
        hides: 'notFound',
        probe: (w) => get(`${base}/content${T}/movie/${w.kids.id}/versions`),
      },
      malformed: (w) => get(`${base}/content${T}/Movie/${w.main.id}/versions`),
    },
    [routeKey('POST', `/content${T}/:type`)]: {
      access: see('create'),
      probe: (w) => ({
        method: 'POST',
        path: `${base}/content${T}/movie`,
        json: { id: `route-table-${w.next()}`, lon: [{ lang: 'en', n: 'Route table' }] },
      }),
      malformed: () => ({
        method: 'POST',
        path: `${base}/content${T}/movie`,
        raw: { body: '{"id": ', type: 'application/json' },
      }),
    },
    [routeKey('PUT', `/content${T}/:type/:id`)]: {
      access: see('update'),
      probe: async (w) => ({
        method: 'PUT',
        path: `${base}/content${T}/movie/${w.main.id}`,
        json: { ...(await w.current(w.main, 'main')), rt: 100 + w.next() },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: async (w) => ({
          method: 'PUT',
          path: `${base}/content${T}/movie/${w.kids.id}`,
          json: { ...(await w.current(w.kids, 'kids')), rt: 100 + w.next() },
        }),
      },
      malformed: (w) => ({
        method: 'PUT',
        path: `${base}/content${T}/movie/${w.main.id}`,
        json: {},
      }),
    },
    [routeKey('GET', `/count${T}/:type`)]: {
      access: see('view'),
      probe: () => get(`${base}/count${T}/movie`),
      malformed: () => get(`${base}/count${T}/Movie`),
    },
    [routeKey('GET', `/schema${T}`)]: {
      access: { kind: 'signedIn', why: 'the types the caller may view (none for no role)' },
      probe: () => get(`${base}/schema${T}`),
    },
    [routeKey('GET', `/schema${T}/:type`)]: {
      access: typeSchema,
      probe: () => get(`${base}/schema${T}/movie`),
      malformed: () => get(`${base}/schema${T}/Movie`),
    },
    [routeKey('GET', `/uischema${T}/:type`)]: {
      access: typeSchema,
      probe: () => get(`${base}/uischema${T}/movie`),
      malformed: () => get(`${base}/uischema${T}/Movie`),
    },
    [routeKey('GET', `/uischema/additional${T}/:type`)]: {
      access: typeSchema,
      probe: () => get(`${base}/uischema/additional${T}/movie`),
      malformed: () => get(`${base}/uischema/additional${T}/Movie`),
    },
    ...searchRoutes(base),
  };
}

/** The search routes: under each content service and under /api/search. */
function searchRoutes(base: string): Record<string, Expectation> {
  const why = 'searches within a product the caller holds, only the types they may view';
  return {
    [routeKey('GET', '/content/search')]: {
      access: { kind: 'inProduct', why },
      probe: () => get(`${base}/content/search?term=Movie`),
      otherProduct: {
        hides: 'filtered',
        probe: () => get(`${base}/content/search?term=${KIDS_MARKER}`),
      },
      malformed: () => get(`${base}/content/search`),
    },
    [routeKey('GET', '/content/lookup')]: {
      access: { kind: 'inProduct', why },
      probe: () => get(`${base}/content/lookup?query=Movie`),
      otherProduct: {
        hides: 'filtered',
        probe: () => get(`${base}/content/lookup?query=${KIDS_MARKER}`),
      },
      malformed: () => get(`${base}/content/lookup`),
    },
    [routeKey('POST', '/content/lookup')]: {
      access: { kind: 'inProduct', why },
      probe: (w) => ({
        method: 'POST',
        path: `${base}/content/lookup`,
        json: { filters: [{ field: 'id', term: w.main.id, operator: 'equals' }] },
      }),
      otherProduct: {
        hides: 'filtered',
        probe: (w) => ({
          method: 'POST',
          path: `${base}/content/lookup`,
          json: { filters: [{ field: 'id', term: w.kids.id, operator: 'equals' }] },
        }),
      },
      malformed: () => ({ method: 'POST', path: `${base}/content/lookup`, json: {} }),
    },
  };
}

/** Every other route, by its full url. */
const OTHER_ROUTES: Record<string, Expectation> = {
  [routeKey('GET', '/config.json')]: {
    access: { kind: 'public', why: 'the console reads it before anyone signs in' },
    probe: () => get('/config.json'),
  },
  [routeKey('GET', '/auth/profile')]: {
    access: { kind: 'signedIn', why: "the identity provider's profile of the token's own user" },
    probe: () => get('/auth/profile'),
  },
  [routeKey('PATCH', '/auth/profile')]: {
    access: { kind: 'signedIn', why: "the token's own user's metadata, nobody else's" },
    probe: () => ({
      method: 'PATCH',
      path: '/auth/profile',
      json: { user_metadata: { notes: 'route table' } },
    }),
    malformed: () => ({
      method: 'PATCH',
      path: '/auth/profile',
      json: { user_metadata: { phone: 'call me' } },
    }),
  },
  [routeKey('GET', '/healthz')]: {
    access: { kind: 'public', why: "the orchestrator's liveness probe carries no token" },
    probe: () => get('/healthz'),
  },
  [routeKey('GET', '/readyz')]: {
    access: { kind: 'public', why: "the orchestrator's readiness probe carries no token" },
    probe: () => get('/readyz'),
  },
  [routeKey('GET', '/images/:id/:kind')]: {
    access: { kind: 'public', why: 'generated posters, loaded by <img> tags that send no token' },
    probe: () => get('/images/main-movie-1/poster.svg'),
    malformed: () => get('/images/main-movie-1/POSTER'),
  },
  [routeKey('GET', '/images/:product/:id/upload')]: {
    access: {
      kind: 'public',
      why: 'uploaded images, loaded by <img> tags that send no token; the url names the product',
    },
    probe: (w) => get(`/images/main/${w.main.id}/upload`),
    malformed: () => get('/images/main/bad%20id/upload'),
  },
  [routeKey('GET', '/api/ping')]: {
    // Not public: the token check covers every /api route (tests/api/auth.test.ts).
    access: { kind: 'signedIn', why: 'a signed-in reachability check; nothing of any product' },
    probe: () => get('/api/ping'),
  },
  [routeKey('GET', '/api/audit/audit/user')]: {
    access: { kind: 'signedIn', why: "the caller's own changes within their products" },
    probe: () => get('/api/audit/audit/user'),
    malformed: () => get('/api/audit/audit/user?pageSize=0'),
  },
  [routeKey('GET', '/api/audit/audit/:type/:id')]: {
    access: see('view'),
    probe: (w) => get(`/api/audit/audit/movie/${w.main.id}`),
    otherProduct: { hides: 'notFound', probe: (w) => get(`/api/audit/audit/movie/${w.kids.id}`) },
    malformed: (w) => get(`/api/audit/audit/movie/${w.main.id}?pageNumber=0`),
  },
  [routeKey('GET', '/api/config/config/language')]: {
    access: { kind: 'signedIn', why: "the console's languages, the same for everyone" },
    probe: () => get('/api/config/config/language'),
  },
  [routeKey('GET', '/api/config/config/menu')]: {
    access: { kind: 'signedIn', why: 'the menu; the console hides what the role tables refuse' },
    probe: () => get('/api/config/config/menu'),
  },
  [routeKey('GET', '/api/config/config/search-fields')]: {
    access: { kind: 'signedIn', why: 'search fields of only the types the caller may view' },
    probe: () => get('/api/config/config/search-fields'),
  },
  [routeKey('GET', '/api/policy/policy/urn/resource/product')]: {
    access: { kind: 'signedIn', why: "the products the caller's claim names" },
    probe: () => get('/api/policy/policy/urn/resource/product'),
  },
  [routeKey('POST', '/api/policy/policy/urn/resource/product')]: {
    access: { kind: 'productAdmin', why: 'only product administrators create products' },
    probe: (w) => ({
      method: 'POST',
      path: '/api/policy/policy/urn/resource/product',
      json: { n: `Route Table ${'abcdefghij'[w.next() % 10] ?? 'a'}${w.next()}` },
    }),
    malformed: () => ({
      method: 'POST',
      path: '/api/policy/policy/urn/resource/product',
      json: { n: '' },
    }),
  },
  [routeKey('GET', '/api/user/user/lock/:id/status')]: {
    access: see('view'),
    probe: (w) => get(`/api/user/user/lock/${w.mainLock.id}/status`),
    otherProduct: {
      hides: 'notFound',
      probe: (w) => get(`/api/user/user/lock/${w.kids.id}/status`),
    },
    // A path parameter that is no valid percent-encoding.
    malformed: () => get('/api/user/user/lock/%E0%A4%A/status'),
  },
  [routeKey('POST', '/api/user/user/lock/acquire')]: {
    access: see('update'),
    probe: (w) => lock('POST', 'acquire', w.mainLock.id),
    otherProduct: { hides: 'notFound', probe: (w) => lock('POST', 'acquire', w.kids.id) },
    malformed: () => ({ method: 'POST', path: '/api/user/user/lock/acquire', json: { id: 'x' } }),
  },
  [routeKey('POST', '/api/user/user/lock/update')]: {
    access: { kind: 'signedIn', why: "renews only the caller's own lock (409 otherwise)" },
    probe: (w) => lock('POST', 'update', w.mainLock.id),
    malformed: () => ({ method: 'POST', path: '/api/user/user/lock/update', json: { urn: 'x' } }),
  },
  [routeKey('PUT', '/api/user/user/lock/release')]: {
    access: { kind: 'signedIn', why: "releases only the caller's own lock; force is checked" },
    probe: (w) => lock('PUT', 'release', w.mainLock.id),
    otherProduct: {
      hides: 'notFound',
      probe: (w) => ({
        ...lock('PUT', 'release', w.kids.id),
        json: { id: w.kids.id, urn: MOVIE_URN, force: true },
      }),
    },
    malformed: () => ({ method: 'PUT', path: '/api/user/user/lock/release', json: [] }),
  },
  [routeKey('GET', '/api/user/user/setting/list')]: {
    access: { kind: 'signedIn', why: "the caller's own settings" },
    probe: () => get('/api/user/user/setting/list'),
    malformed: () => get(`/api/user/user/setting/list?t=${LONG_JOB}`),
  },
  [routeKey('POST', '/api/user/user/setting/create')]: {
    access: { kind: 'signedIn', why: "the caller's own settings" },
    probe: () => ({ method: 'POST', path: '/api/user/user/setting/create', json: { t: 'rt' } }),
    malformed: () => ({ method: 'POST', path: '/api/user/user/setting/create', json: {} }),
  },
  [routeKey('PUT', '/api/user/user/setting/update/:id')]: {
    access: { kind: 'signedIn', why: "the caller's own settings (another's is not found)" },
    probe: () => ({ method: 'PUT', path: '/api/user/user/setting/update/none', json: { n: 'x' } }),
    malformed: () => ({
      method: 'PUT',
      path: '/api/user/user/setting/update/none',
      json: { n: 'n'.repeat(201) },
    }),
  },
  [routeKey('DELETE', '/api/user/user/setting/delete/:id')]: {
    access: { kind: 'signedIn', why: "the caller's own settings (another's is not found)" },
    probe: () => ({ method: 'DELETE', path: '/api/user/user/setting/delete/none' }),
    malformed: () => ({ method: 'DELETE', path: `/api/user/user/setting/delete/${LONG_JOB}` }),
  },
  [routeKey('POST', '/api/image/image/upload/:id')]: {
    access: see('update'),
    probe: (w) => upload(w.main.id),
    otherProduct: { hides: 'notFound', probe: (w) => upload(w.kids.id) },
    malformed: () => upload('bad%20id'),
  },
  [routeKey('GET', CONFIG)]: {
    access: { kind: 'public', why: 'the apps read their published configuration before sign-in' },
    probe: () => get(`${CONFIG}?app=web&type=player&product=main`),
    malformed: () => get(`${CONFIG}?app=web`),
  },
  [routeKey('GET', `${CONFIG}/types`)]: {
    access: { kind: 'permission', action: 'view', page: 'cp_appconfig', productScoped: false },
    probe: () => get(`${CONFIG}/types`),
  },
  [routeKey('GET', `${CONFIG}/list`)]: {
    access: appConfig('view'),
    probe: () => get(`${CONFIG}/list`),
    malformed: () => get(`${CONFIG}/list?pageSize=0`),
  },
  [routeKey('POST', `${CONFIG}/filter`)]: {
    access: appConfig('view'),
    probe: () => ({
      method: 'POST',
      path: `${CONFIG}/filter`,
      json: { filters: [{ field: 'app', term: 'web', operator: 'equals' }] },
    }),
    malformed: () => ({
      method: 'POST',
      path: `${CONFIG}/filter`,
      json: { filters: [{ field: 'colour', term: 'red' }] },
    }),
  },
  [routeKey('GET', `${CONFIG}/:id`)]: {
    access: appConfig('view'),
    probe: () => get(`${CONFIG}/main_web_player`),
    malformed: () => get(`${CONFIG}/main_web_player?st=nonsense`),
  },
  [routeKey('GET', `${CONFIG}/:id/versions`)]: {
    access: appConfig('view'),
    probe: () => get(`${CONFIG}/main_web_player/versions`),
  },
  [routeKey('POST', `${CONFIG}/create`)]: {
    access: appConfig('create'),
    probe: () => ({ method: 'POST', path: `${CONFIG}/create`, json: PLAYER_CONFIG }),
    malformed: () => ({
      method: 'POST',
      path: `${CONFIG}/create`,
      json: { ...PLAYER_CONFIG, type: 'weather' },
    }),
  },
  [routeKey('PUT', `${CONFIG}/update/:id`)]: {
    access: appConfig('update'),
    probe: () => ({
      method: 'PUT',
      path: `${CONFIG}/update/main_web_player`,
      json: { key: 'main_web_player-v99', ut: '2026-01-01T00:00:00.000Z', n: 'x' },
    }),
    versioned: () => ({
      method: 'PUT',
      path: `${CONFIG}/update/main_web_player`,
      json: { key: 'main_web_player-v1', ut: '2026-01-01T00:00:00.000Z', n: 'x' },
    }),
    malformed: () => ({ method: 'PUT', path: `${CONFIG}/update/main_web_player`, json: {} }),
  },
  [routeKey('GET', '/api/geo/geo/location')]: {
    access: geo('view'),
    probe: () => get('/api/geo/geo/location'),
    malformed: () => get('/api/geo/geo/location?range=nonsense'),
  },
  [routeKey('GET', '/api/geo/geo/location/:ip')]: {
    access: geo('view'),
    probe: () => get('/api/geo/geo/location/10.250.0.1'),
  },
  [routeKey('GET', '/api/geo/geo/lookup')]: {
    access: geo('view'),
    probe: () => get('/api/geo/geo/lookup?ip=10.250.0.1'),
    malformed: () => get('/api/geo/geo/lookup'),
  },
  [routeKey('GET', '/api/geo/geo/schema')]: {
    access: geo('view'),
    probe: () => get('/api/geo/geo/schema'),
  },
  [routeKey('POST', '/api/geo/geo/location')]: {
    access: geo('create'),
    probe: (w) => ({
      method: 'POST',
      path: '/api/geo/geo/location',
      json: { ip: `10.251.${w.next() % 250}.1`, country: 'SG' },
    }),
    malformed: () => ({ method: 'POST', path: '/api/geo/geo/location', json: { ip: 5 } }),
  },
  [routeKey('PUT', '/api/geo/geo/location/:ip')]: {
    access: geo('update'),
    probe: () => ({
      method: 'PUT',
      path: '/api/geo/geo/location/10.250.0.1',
      json: { ip: '10.250.0.1', country: 'SG' },
    }),
    malformed: () => ({ method: 'PUT', path: '/api/geo/geo/location/10.250.0.1', json: {} }),
  },
  [routeKey('DELETE', '/api/geo/geo/location/:ip')]: {
    access: geo('delete'),
    probe: () => ({ method: 'DELETE', path: '/api/geo/geo/location/10.250.0.2' }),
  },
};

function lock(method: string, verb: string, id: string): Req {
  return { method, path: `/api/user/user/lock/${verb}`, json: { id, urn: MOVIE_URN } };
}

/** A 1×1 PNG, as the console uploads it (raw image body). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
function upload(id: string): Req {
  return {
    method: 'POST',
    path: `/api/image/image/upload/${id}`,
    raw: { body: new Blob([PNG]), type: 'image/png' },
  };
}

/** The whole expectation table, by `METHOD url` with the content services expanded. */
export function expectationTable(): Map<string, Expectation> {
  const table = new Map<string, Expectation>(Object.entries(OTHER_ROUTES));
  const expand = (prefix: string, entries: Record<string, Expectation>) => {
    for (const [key, expectation] of Object.entries(entries)) {
      const [method, url] = key.split(' ');
      table.set(routeKey(method ?? '', `${prefix}${url ?? ''}`), expectation);
    }
  };
  for (const service of CONTENT_PREFIXES)
    expand(`/api/${service}`, contentRoutes(`/api/${service}`));
  expand('/api/search', searchRoutes('/api/search'));
  for (const [key, expectation] of Object.entries(policyRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(adsRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(storefrontRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(vllRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(playbackRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(mediaOpsRoutes(MOVIE_PAGE)))
    table.set(key, expectation);
  for (const [key, expectation] of Object.entries(scheduleRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(notificationRoutes()))
    table.set(key, expectation);
  for (const [key, expectation] of Object.entries(seriesRoutes())) table.set(key, expectation);
  for (const [key, expectation] of Object.entries(typeDesignerRoutes()))
    table.set(key, expectation);
  return table;
}
