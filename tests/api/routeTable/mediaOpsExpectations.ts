import type { Action } from '../../../domain/permissions/actions';
import type { PageResource } from '../../../domain/permissions/pages';
import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The media operations' routes (issue 14): restore original and re-aggregate on the movie type's
 * page, live-to-VOD on the EPG page, the image metadata read on the item's page, the public
 * resizer. Writes probe unknown ids (an allowed caller gets 404, never 401/403), so the probes
 * change nothing the other probes read.
 */
const on = (action: Action, page: PageResource) =>
  ({ kind: 'permission', action, page, productScoped: true }) as const;
const hoursFromNow = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

export function mediaOpsRoutes(moviePage: PageResource): Record<string, Expectation> {
  const l2v = '/api/live/l2v';
  return {
    [routeKey('POST', '/api/catalog/restore/original')]: {
      access: on('update', moviePage),
      probe: (): Req => ({
        method: 'POST',
        path: '/api/catalog/restore/original',
        json: { cty: 'movie', id: 'no-such-movie' },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: (w): Req => ({
          method: 'POST',
          path: '/api/catalog/restore/original',
          json: { cty: 'movie', id: w.kids.id },
        }),
      },
      malformed: (): Req => ({
        method: 'POST',
        path: '/api/catalog/restore/original',
        json: { cty: 'movie', id: 'no-such-movie', l2v: 'maybe' },
      }),
    },
    [routeKey('POST', '/api/catalog/aggregate/urn/resource/catalog/:type/:id')]: {
      access: on('update', moviePage),
      probe: (): Req => ({
        method: 'POST',
        path: '/api/catalog/aggregate/urn/resource/catalog/movie/no-such-movie',
      }),
      otherProduct: {
        hides: 'notFound',
        probe: (w): Req => ({
          method: 'POST',
          path: `/api/catalog/aggregate/urn/resource/catalog/movie/${w.kids.id}`,
        }),
      },
      malformed: (): Req => ({
        method: 'POST',
        path: '/api/catalog/aggregate/urn/resource/catalog/Movie!/x',
      }),
    },
    [routeKey('GET', `${l2v}/list`)]: {
      access: on('view', 'epg'),
      probe: (): Req => ({ method: 'GET', path: `${l2v}/list` }),
      malformed: (): Req => ({ method: 'GET', path: `${l2v}/list?eventId=` }),
    },
    [routeKey('POST', `${l2v}/convert`)]: {
      access: on('update', 'epg'),
      probe: (): Req => ({
        method: 'POST',
        path: `${l2v}/convert`,
        json: { id: 'no-such-event', st_dt: hoursFromNow(-2), ed_dt: hoursFromNow(-1) },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: (w): Req => ({
          method: 'POST',
          path: `${l2v}/convert`,
          json: { id: w.kids.id, st_dt: hoursFromNow(-2), ed_dt: hoursFromNow(-1) },
        }),
      },
      malformed: (): Req => ({
        method: 'POST',
        path: `${l2v}/convert`,
        json: { id: 'no-such-event', st_dt: hoursFromNow(-2) },
      }),
    },
    [routeKey('PUT', `${l2v}/update/:id`)]: {
      access: on('update', 'epg'),
      probe: (): Req => ({
        method: 'PUT',
        path: `${l2v}/update/no-such-job`,
        json: { title: 'Renamed' },
      }),
      malformed: (): Req => ({ method: 'PUT', path: `${l2v}/update/no-such-job`, json: {} }),
    },
    [routeKey('PUT', `${l2v}/cancel/:id`)]: {
      access: on('update', 'epg'),
      probe: (): Req => ({ method: 'PUT', path: `${l2v}/cancel/no-such-job` }),
      malformed: (): Req => ({
        method: 'PUT',
        path: `${l2v}/cancel/no-such-job`,
        json: { reason: 'not a field' },
      }),
    },
    [routeKey('GET', '/api/image/image/metadata/:id')]: {
      access: on('view', moviePage),
      probe: (w): Req => ({ method: 'GET', path: `/api/image/image/metadata/${w.main.id}` }),
      otherProduct: {
        hides: 'notFound',
        probe: (w): Req => ({
          method: 'GET',
          path: `/api/image/image/metadata/${w.kids.id}?image=${w.kidsImage}`,
        }),
      },
      malformed: (): Req => ({ method: 'GET', path: '/api/image/image/metadata/bad%20id' }),
    },
    [routeKey('GET', '/images/resizer/:product/:id/:file')]: {
      access: {
        kind: 'public',
        why: 'resized images, loaded by <img> tags that send no token; the url names the product',
      },
      probe: (w): Req => ({
        method: 'GET',
        path: `/images/resizer/main/${w.main.id}/poster.jpg?width=64&scalingMode=matchWidth&t=1`,
      }),
      malformed: (w): Req => ({
        method: 'GET',
        path: `/images/resizer/main/${w.main.id}/poster.jpg?width=0&scalingMode=matchWidth`,
      }),
    },
  };
}
