import type { Action } from '../../../domain/permissions/actions';
import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The schedule routes of the vll service (issue 10; domain/schedule/api.ts): schedule days,
 * pin confirmation, loop and the guide (JSON, XMLTV, usage report), on cp_vll in the request's
 * product. Probes name the seeded virtual channels (`main-vll-1`; `kids-vll-1` of kids only).
 */
const vll = (action: Action) =>
  ({ kind: 'permission', action, page: 'cp_vll', productScoped: true }) as const;
const V = '/api/vll';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function scheduleRoutes(): Record<string, Expectation> {
  const guide = (path: string): Expectation => ({
    access: vll('view'),
    probe: (): Req => ({
      method: 'GET',
      path: `${V}${path}?channel=main-vll-1&start=${day(0)}&end=${day(1)}`,
    }),
    otherProduct: {
      hides: 'notFound',
      probe: (): Req => ({
        method: 'GET',
        path: `${V}${path}?channel=kids-vll-1&start=${day(0)}&end=${day(1)}`,
      }),
    },
    malformed: (): Req => ({
      method: 'GET',
      path: `${V}${path}?channel=main-vll-1&start=soon&end=${day(1)}`,
    }),
  });
  return {
    [routeKey('GET', `${V}/vschedule`)]: {
      access: vll('view'),
      probe: (): Req => ({ method: 'GET', path: `${V}/vschedule?cs=main-vll-1&dt=${day(1)}` }),
      otherProduct: {
        hides: 'notFound',
        probe: (): Req => ({ method: 'GET', path: `${V}/vschedule?cs=kids-vll-1&dt=${day(1)}` }),
      },
      malformed: (): Req => ({ method: 'GET', path: `${V}/vschedule?cs=main-vll-1&dt=tomorrow` }),
    },
    [routeKey('PUT', `${V}/vschedule`)]: {
      access: vll('update'),
      // A base that is not the stored one: refused as stale (409), nothing written.
      probe: (): Req => ({
        method: 'PUT',
        path: `${V}/vschedule`,
        json: { cs: 'main-vll-1', dt: day(1), st: 'draft', base: null, ar: [] },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: (): Req => ({
          method: 'PUT',
          path: `${V}/vschedule`,
          json: { cs: 'kids-vll-1', dt: day(1), st: 'draft', base: null, ar: [] },
        }),
      },
      malformed: (): Req => ({
        method: 'PUT',
        path: `${V}/vschedule`,
        json: { cs: 'main-vll-1', dt: day(1), st: 'live', base: null, ar: [] },
      }),
    },
    [routeKey('POST', `${V}/vschedule/pin`)]: {
      access: vll('view'),
      probe: (): Req => ({
        method: 'POST',
        path: `${V}/vschedule/pin`,
        json: { cs: 'main-vll-1', start: `${day(1)}T10:00:00Z`, end: `${day(1)}T11:00:00Z` },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: (): Req => ({
          method: 'POST',
          path: `${V}/vschedule/pin`,
          json: { cs: 'kids-vll-1', start: `${day(1)}T10:00:00Z`, end: `${day(1)}T11:00:00Z` },
        }),
      },
      malformed: (): Req => ({
        method: 'POST',
        path: `${V}/vschedule/pin`,
        json: { cs: 'main-vll-1', start: 'ten', end: `${day(1)}T11:00:00Z` },
      }),
    },
    [routeKey('POST', `${V}/content/urn/resource/catalog/vschedule/loop`)]: {
      access: vll('update'),
      // An end before the schedule's end: refused (400), nothing written.
      probe: (): Req => ({
        method: 'POST',
        path: `${V}/content/urn/resource/catalog/vschedule/loop`,
        json: { keys: ['main-vll-1'], end_date_time: `${day(1)}T00:00:00Z` },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: (): Req => ({
          method: 'POST',
          path: `${V}/content/urn/resource/catalog/vschedule/loop`,
          json: { keys: ['kids-vll-1'], end_date_time: `${day(1)}T00:00:00Z` },
        }),
      },
      malformed: (): Req => ({
        method: 'POST',
        path: `${V}/content/urn/resource/catalog/vschedule/loop`,
        json: { keys: [], end_date_time: `${day(1)}T00:00:00Z` },
      }),
    },
    [routeKey('GET', `${V}/vepg`)]: guide('/vepg'),
    [routeKey('GET', `${V}/vepg.xml`)]: guide('/vepg.xml'),
    [routeKey('GET', `${V}/vepg/report`)]: guide('/vepg/report'),
    [routeKey('GET', `${V}/vepg/report.csv`)]: guide('/vepg/report.csv'),
  };
}
