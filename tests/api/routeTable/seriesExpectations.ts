import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The series routes of the catalogue service (issue 15, server/routes/series.ts): series title
 * suggestions and an item's associated metadata. Both need view on the datastore page (the series
 * types' and the probed movie's) in a product the caller holds.
 */
const get = (path: string): Req => ({ method: 'GET', path });
const C = '/api/catalog/content';

export function seriesRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', `${C}/series/suggestions`)]: {
      access: { kind: 'permission', action: 'view', page: 'cp_datastore', productScoped: true },
      probe: () => get(`${C}/series/suggestions?query=Movie`),
      malformed: () => get(`${C}/series/suggestions?query=abc&cty=movie`),
    },
    [routeKey('GET', `${C}/:id/assocmetadata`)]: {
      access: { kind: 'permission', action: 'view', page: 'cp_datastore', productScoped: true },
      probe: (w) => get(`${C}/${w.main.id}/assocmetadata`),
      otherProduct: { hides: 'notFound', probe: (w) => get(`${C}/${w.kids.id}/assocmetadata`) },
    },
  };
}
