import { routeKey } from '../../helpers/routeTable';
import type { Access, Expectation, Req, World } from './expectations';

/**
 * The type designer's routes (server/routes/typeDesigner.ts): full rights on app configuration,
 * which in the role tables is exactly delete on `cp_appconfig`; the types are the platform's, not
 * a product's. Probes read the built-in movie type or name a type that does not exist (404 for
 * an allowed caller); creating ones make a draft under a new id each time, which nothing else reads.
 */
const T = '/api/catalog/types';
const designer: Access = {
  kind: 'permission',
  action: 'delete',
  page: 'cp_appconfig',
  productScoped: false,
};
const names = (en: string) => ({ en, zh: en, ms: en, ta: en });
const definition = (id: string) => ({
  id,
  names: names('Probe'),
  area: 'vod',
  fields: [{ key: 'note', names: names('Note'), kind: 'text' }],
  layout: {
    tabs: [{ key: 'main', names: names('Main'), groups: [{ key: 'g', fields: ['note'] }] }],
  },
  list: { columns: ['lon'], filters: [], sort: { field: 'ut', order: 'DESC' } },
});
const get = (path: string): Req => ({ method: 'GET', path });
const post = (path: string, json?: unknown): Req => ({ method: 'POST', path, json });

export function typeDesignerRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', T)]: { access: designer, probe: () => get(T) },
    [routeKey('POST', T)]: {
      access: designer,
      probe: (w: World) => post(T, definition(`probetype${w.next()}`)),
      malformed: () => post(T, { ...definition('probebad'), area: 'radio' }),
    },
    [routeKey('POST', `${T}/import`)]: {
      access: designer,
      probe: (w: World) =>
        post(`${T}/import`, { definition: definition(`probeimport${w.next()}`) }),
      malformed: () => post(`${T}/import`, { files: {} }),
    },
    [routeKey('GET', `${T}/labels`)]: {
      access: { kind: 'signedIn', why: 'labels of the published types the caller may view' },
      probe: () => get(`${T}/labels`),
    },
    [routeKey('GET', `${T}/:id`)]: {
      access: designer,
      probe: () => get(`${T}/movie`),
      malformed: () => get(`${T}/Not-A-Type`),
    },
    [routeKey('PUT', `${T}/:id`)]: {
      access: designer,
      probe: () => ({ method: 'PUT', path: `${T}/nosuchtype`, json: definition('nosuchtype') }),
      malformed: () => ({ method: 'PUT', path: `${T}/Not-A-Type`, json: {} }),
    },
    [routeKey('GET', `${T}/:id/versions`)]: {
      access: designer,
      probe: () => get(`${T}/nosuchtype/versions`),
      malformed: () => get(`${T}/Not-A-Type/versions`),
    },
    [routeKey('POST', `${T}/:id/versions/:vn/restore`)]: {
      access: designer,
      probe: () => post(`${T}/nosuchtype/versions/1/restore`),
      malformed: () => post(`${T}/nosuchtype/versions/first/restore`),
    },
    [routeKey('POST', `${T}/:id/check`)]: {
      access: designer,
      probe: () => post(`${T}/nosuchtype/check`),
      malformed: () => post(`${T}/Not-A-Type/check`),
    },
    [routeKey('POST', `${T}/:id/publish`)]: {
      access: designer,
      probe: () => post(`${T}/nosuchtype/publish`),
      malformed: () => post(`${T}/Not-A-Type/publish`),
    },
    [routeKey('GET', `${T}/:id/export`)]: {
      access: designer,
      probe: () => get(`${T}/movie/export`),
      malformed: () => get(`${T}/movie/export?st=old`),
    },
  };
}
