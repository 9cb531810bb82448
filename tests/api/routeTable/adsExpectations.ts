import type { Action } from '../../../domain/permissions/actions';
import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The ads service's routes (issue 13): ad tags, ad server attributes and ad load policies, each
 * behind cp_adconfig in the request's product. Product isolation is tried in tests/api/ads.test.ts
 * (an ad admin per product): the route table's main-only caller holds no ad page.
 */
const ads = (action: Action) =>
  ({ kind: 'permission', action, page: 'cp_adconfig', productScoped: true }) as const;
const get = (path: string): Req => ({ method: 'GET', path });
const A = '/api/ads';
/** A path parameter that is no valid percent-encoding. */
const BROKEN = '%E0%A4%A';
const TAG = {
  n: 'Route table tag',
  ty: 'vast',
  url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]',
  pos: ['pre'],
};
const LOAD_POLICY = {
  n: 'Route table load policy',
  dropFirst: false,
  dropLast: false,
  bands: [{ upTo: null, midRolls: 1, breakSeconds: 30 }],
};

export function adsRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', `${A}/tag/schema`)]: {
      access: ads('view'),
      probe: () => get(`${A}/tag/schema`),
    },
    [routeKey('GET', `${A}/tag/list`)]: {
      access: ads('view'),
      probe: () => get(`${A}/tag/list`),
      malformed: () => get(`${A}/tag/list?pageSize=101`),
    },
    [routeKey('POST', `${A}/tag/filter`)]: {
      access: ads('view'),
      probe: () => ({
        method: 'POST',
        path: `${A}/tag/filter`,
        json: { filters: [{ field: 'n', term: 'roll' }] },
      }),
      malformed: () => ({
        method: 'POST',
        path: `${A}/tag/filter`,
        json: { filters: [{ field: 'url', term: 'x' }] },
      }),
    },
    [routeKey('GET', `${A}/tag/:id`)]: {
      access: ads('view'),
      probe: () => get(`${A}/tag/main-adtag-preroll`),
      malformed: () => get(`${A}/tag/main-adtag-preroll?st=nonsense`),
    },
    [routeKey('GET', `${A}/tag/:id/versions`)]: {
      access: ads('view'),
      probe: () => get(`${A}/tag/main-adtag-preroll/versions`),
    },
    [routeKey('POST', `${A}/tag/create`)]: {
      access: ads('create'),
      probe: () => ({ method: 'POST', path: `${A}/tag/create`, json: TAG }),
      malformed: () => ({
        method: 'POST',
        path: `${A}/tag/create`,
        json: { ...TAG, url: 'https://ads.example.com/?x=[UNKNOWN]' },
      }),
    },
    [routeKey('PUT', `${A}/tag/update/:id`)]: {
      access: ads('update'),
      probe: () => ({
        method: 'PUT',
        path: `${A}/tag/update/main-adtag-preroll`,
        json: { key: 'main-adtag-preroll-v99', ut: '2026-01-01T00:00:00.000Z', n: 'x' },
      }),
      versioned: () => ({
        method: 'PUT',
        path: `${A}/tag/update/main-adtag-preroll`,
        json: { key: 'main-adtag-preroll-v1', ut: '2026-01-01T00:00:00.000Z', n: 'x' },
      }),
      malformed: () => ({ method: 'PUT', path: `${A}/tag/update/main-adtag-preroll`, json: {} }),
    },
    [routeKey('DELETE', `${A}/tag/delete/:id`)]: {
      access: ads('delete'),
      probe: () => ({ method: 'DELETE', path: `${A}/tag/delete/rt-no-such-tag` }),
      malformed: () => ({ method: 'DELETE', path: `${A}/tag/delete/${BROKEN}` }),
    },
    [routeKey('GET', `${A}/attribute`)]: {
      access: ads('view'),
      probe: () => get(`${A}/attribute`),
      malformed: () => get(`${A}/attribute?src=weather`),
    },
    [routeKey('GET', `${A}/attribute/lookup`)]: {
      access: ads('view'),
      probe: () => get(`${A}/attribute/lookup?id=genre,country`),
      malformed: () => get(`${A}/attribute/lookup`),
    },
    [routeKey('GET', `${A}/attribute/:id`)]: {
      access: ads('view'),
      probe: () => get(`${A}/attribute/genre`),
      malformed: () => get(`${A}/attribute/Not-A-Key`),
    },
    [routeKey('PUT', `${A}/attribute/:id`)]: {
      // Replacing an existing attribute is an update; a new id needs create.
      access: ads('update'),
      probe: (w) => ({
        method: 'PUT',
        path: `${A}/attribute/rating`,
        json: { n: `Rating ${w.next()}`, src: 'content', field: 'rating', enabled: true },
      }),
      malformed: () => ({
        method: 'PUT',
        path: `${A}/attribute/rating`,
        json: { n: 'Rating', src: 'static', enabled: true },
      }),
    },
    [routeKey('DELETE', `${A}/attribute/:id`)]: {
      access: ads('delete'),
      probe: () => ({ method: 'DELETE', path: `${A}/attribute/rt_no_such_attribute` }),
      malformed: () => ({ method: 'DELETE', path: `${A}/attribute/NOT_A_KEY` }),
    },
    [routeKey('GET', `${A}/loadpolicy`)]: {
      access: ads('view'),
      probe: () => get(`${A}/loadpolicy`),
    },
    [routeKey('POST', `${A}/loadpolicy`)]: {
      access: ads('create'),
      probe: () => ({ method: 'POST', path: `${A}/loadpolicy`, json: LOAD_POLICY }),
      malformed: () => ({
        method: 'POST',
        path: `${A}/loadpolicy`,
        json: { ...LOAD_POLICY, bands: [] },
      }),
    },
    [routeKey('DELETE', `${A}/loadpolicy/:id`)]: {
      access: ads('delete'),
      probe: () => ({ method: 'DELETE', path: `${A}/loadpolicy/rt-no-such-policy` }),
      malformed: () => ({ method: 'DELETE', path: `${A}/loadpolicy/${'p'.repeat(65)}` }),
    },
  };
}
