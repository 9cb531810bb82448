import type { Action } from '../../../domain/permissions/actions';
import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The storefront service's routes (issue 12): storefronts, collections and containers behind
 * cp_storefront in the request's product. The demo seed gives each product a home page
 * (`{product}-page-home`) and containers (`{product}-container-...`).
 */
const store = (action: Action) =>
  ({ kind: 'permission', action, page: 'cp_storefront', productScoped: true }) as const;
/** Schemas and filter keys: the platform's, the same in every product; the role tables decide. */
const platformView = {
  kind: 'permission',
  action: 'view',
  page: 'cp_storefront',
  productScoped: false,
} as const;
const get = (path: string): Req => ({ method: 'GET', path });
const S = '/api/storefront/storefront';
const CONTAINER = { lon: [{ lang: 'en', n: 'Route table rail' }], ck: 'regular' };

export function storefrontRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', `${S}/schema/:type`)]: {
      access: platformView,
      probe: () => get(`${S}/schema/container`),
      malformed: () => get(`${S}/schema/page`),
    },
    [routeKey('GET', `${S}/filterkeys`)]: {
      access: platformView,
      probe: () => get(`${S}/filterkeys`),
    },
    [routeKey('GET', `${S}/:type/list`)]: {
      access: store('view'),
      probe: () => get(`${S}/container/list`),
      malformed: () => get(`${S}/container/list?pageSize=101`),
    },
    [routeKey('GET', `${S}/collection/search`)]: {
      access: store('view'),
      probe: () => get(`${S}/collection/search?q=staff`),
      malformed: () => get(`${S}/collection/search?pageNumber=0`),
    },
    [routeKey('GET', `${S}/titles`)]: {
      access: store('view'),
      probe: () => get(`${S}/titles?term=Golden`),
      // Published titles only: the world's kids movie is a draft (product isolation of this
      // search: tests/api/storefront.test.ts).
      malformed: () => get(`${S}/titles?term=Go`),
    },
    [routeKey('GET', `${S}/names`)]: {
      access: store('view'),
      // Another product's ids are left out of the answer (tests/api/storefront.test.ts).
      probe: () => get(`${S}/names?ids=main-movie-1,main-collection-family`),
      malformed: () => get(`${S}/names?ids=main-movie-1&lang=fr`),
    },
    [routeKey('GET', `${S}/usage/:id`)]: {
      access: store('view'),
      probe: () => get(`${S}/usage/main-container-hero`),
    },
    [routeKey('GET', '/api/audit/audit/container')]: {
      access: store('view'),
      probe: () => get('/api/audit/audit/container?s_id=main-page-home&c_id=main-container-hero'),
      otherProduct: {
        hides: 'notFound',
        probe: () => get('/api/audit/audit/container?s_id=kids-page-home&c_id=kids-container-hero'),
      },
      malformed: () => get('/api/audit/audit/container?s_id=main-page-home'),
    },
    [routeKey('POST', `${S}/view/:id`)]: {
      access: store('view'),
      probe: () => ({ method: 'POST', path: `${S}/view/main-page-home`, json: { device: 'tv' } }),
      otherProduct: {
        hides: 'notFound',
        probe: () => ({ method: 'POST', path: `${S}/view/kids-page-home`, json: { device: 'tv' } }),
      },
      malformed: () => ({
        method: 'POST',
        path: `${S}/view/main-page-home`,
        json: { device: 'fridge' },
      }),
    },
    [routeKey('GET', `${S}/content/container/:id/:entry`)]: {
      access: store('view'),
      probe: () => get(`${S}/content/container/main-container-hero/0?policy_evaluate=false`),
      otherProduct: {
        hides: 'notFound',
        probe: () => get(`${S}/content/container/kids-container-hero/0?policy_evaluate=false`),
      },
      malformed: () => get(`${S}/content/container/main-container-hero/0?pageNumber=0`),
    },
    [routeKey('GET', `${S}/content/page/:id`)]: {
      access: store('view'),
      probe: () => get(`${S}/content/page/main-page-home?policy_evaluate=false`),
      otherProduct: {
        hides: 'notFound',
        probe: () => get(`${S}/content/page/kids-page-home?policy_evaluate=false`),
      },
      malformed: () => get(`${S}/content/page/main-page-home?policy_evaluate=perhaps`),
    },
    [routeKey('GET', `${S}/:type/:id`)]: {
      access: store('view'),
      probe: () => get(`${S}/storefront/main-page-home`),
      otherProduct: { hides: 'notFound', probe: () => get(`${S}/storefront/kids-page-home`) },
      malformed: () => get(`${S}/storefront/main-page-home?st=nonsense`),
    },
    [routeKey('GET', `${S}/:type/:id/versions`)]: {
      access: store('view'),
      probe: () => get(`${S}/storefront/main-page-home/versions`),
      otherProduct: {
        hides: 'notFound',
        probe: () => get(`${S}/storefront/kids-page-home/versions`),
      },
    },
    [routeKey('POST', `${S}/:type`)]: {
      access: store('create'),
      probe: () => ({ method: 'POST', path: `${S}/container`, json: CONTAINER }),
      malformed: () => ({
        method: 'POST',
        path: `${S}/container`,
        json: { ...CONTAINER, lon: [{ lang: 'en', n: ' ' }] },
      }),
    },
    [routeKey('PUT', `${S}/:type/:id`)]: {
      access: store('update'),
      probe: () => ({
        method: 'PUT',
        path: `${S}/container/main-container-hero`,
        json: { key: 'main-container-hero-v99', ut: '2026-01-01T00:00:00.000Z' },
      }),
      versioned: () => ({
        method: 'PUT',
        path: `${S}/container/main-container-hero`,
        json: { key: 'main-container-hero-v1', ut: '2026-01-01T00:00:00.000Z' },
      }),
      malformed: () => ({ method: 'PUT', path: `${S}/container/main-container-hero`, json: {} }),
    },
    [routeKey('DELETE', `${S}/:type/:id`)]: {
      access: store('delete'),
      probe: () => ({ method: 'DELETE', path: `${S}/container/rt-no-such-container` }),
      // Another product's item is not found (tests/api/storefront.test.ts deletes kids' page in main).
      malformed: () => ({ method: 'DELETE', path: `${S}/page/main-container-hero` }),
    },
  };
}
