import type { Action } from '../../../domain/permissions/actions';
import { KIDS_MARKER, routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The policy service's routes (issue 11): applications, attributes, policies, decisions and
 * personas, each behind cp_policymgmt in the request's product. The world holds a main policy, a
 * kids policy named with the marker and a kids attribute described with it.
 */
const policy = (action: Action) =>
  ({ kind: 'permission', action, page: 'cp_policymgmt', productScoped: true }) as const;
const get = (path: string): Req => ({ method: 'GET', path });
const P = '/api/policy/policy';
const ATTRIBUTE = `${P}/urn/resource/attribute`;
const RULE = `${P}/urn/resource/rule`;
const PERSONA = `${P}/urn/resource/persona`;
/** A path parameter that is no valid percent-encoding. */
const BROKEN = '%E0%A4%A';

/** A kids-only attribute (its description carries the marker) made by the route table's world. */
export const KIDS_ATTRIBUTE = {
  key: 'rtKidsAttribute',
  type: 'Number',
  source: 'user',
  desc: `${KIDS_MARKER} attribute`,
} as const;

/** A valid new policy for the probes. */
export function probePolicy(n: string): Record<string, unknown> {
  return {
    n,
    kind: 'custom',
    match: 'all',
    effect: true,
    rules: [{ aty: 'Number', n: 'age', op: 'greater-than', val: 17 }],
  };
}

export function policyRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', `${P}/urn/resource/application`)]: {
      access: {
        kind: 'inProduct',
        why: 'the platform’s applications, read by every page that names an app (app configuration too)',
      },
      probe: () => get(`${P}/urn/resource/application`),
    },
    [routeKey('GET', `${P}/apps`)]: {
      access: policy('view'),
      probe: () => get(`${P}/apps`),
    },
    [routeKey('GET', `${P}/app_attrs`)]: {
      access: policy('view'),
      probe: () => get(`${P}/app_attrs?app=web&offset=0&limit=100`),
      malformed: () => get(`${P}/app_attrs?app=web&limit=101`),
    },
    [routeKey('GET', `${P}/app_data_mapping`)]: {
      access: policy('view'),
      probe: () => get(`${P}/app_data_mapping`),
    },
    [routeKey('GET', ATTRIBUTE)]: {
      access: policy('view'),
      probe: () => get(`${ATTRIBUTE}?scope=product`),
      otherProduct: { hides: 'filtered', probe: () => get(`${ATTRIBUTE}?q=${KIDS_MARKER}`) },
      malformed: () => get(`${ATTRIBUTE}?scope=everywhere`),
    },
    [routeKey('GET', '/api/policy/count/urn/resource/attribute')]: {
      access: policy('view'),
      probe: () => get('/api/policy/count/urn/resource/attribute?scope=global'),
      malformed: () => get('/api/policy/count/urn/resource/attribute?type=Text'),
    },
    [routeKey('POST', ATTRIBUTE)]: {
      access: policy('update'),
      probe: (w) => ({
        method: 'POST',
        path: ATTRIBUTE,
        json: { key: `rtAttribute${w.next()}`, type: 'Number', source: 'user' },
      }),
      malformed: () => ({ method: 'POST', path: ATTRIBUTE, json: { key: 'x', type: 'Text' } }),
    },
    [routeKey('PUT', `${ATTRIBUTE}/:key`)]: {
      access: policy('update'),
      probe: (w) => ({
        method: 'PUT',
        path: `${ATTRIBUTE}/maxStreams`,
        json: { type: 'Number', source: 'product', value: w.next() },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: () => ({
          method: 'PUT',
          path: `${ATTRIBUTE}/${KIDS_ATTRIBUTE.key}`,
          json: { type: 'Number', source: 'user', desc: 'Route table' },
        }),
      },
      malformed: () => ({
        method: 'PUT',
        path: `${ATTRIBUTE}/maxStreams`,
        json: { type: 'Number', source: 'product', value: 'many' },
      }),
    },
    [routeKey('DELETE', `${ATTRIBUTE}/:key`)]: {
      access: policy('update'),
      probe: () => ({ method: 'DELETE', path: `${ATTRIBUTE}/rtNoSuchAttribute` }),
      malformed: () => ({ method: 'DELETE', path: `${ATTRIBUTE}/${'k'.repeat(65)}` }),
    },
    [routeKey('GET', RULE)]: {
      // The list is also read by those who name policies: storefront editors (a page's or a
      // container's audience) and catalogue editors (a title's).
      access: {
        kind: 'permission',
        action: 'view',
        page: [
          'cp_policymgmt',
          'cp_storefront',
          'cp_datastore',
          'cp_live',
          'cp_vll',
          'cp_cmsstore',
        ],
        productScoped: true,
      },
      probe: () => get(RULE),
      otherProduct: { hides: 'filtered', probe: () => get(`${RULE}?q=${KIDS_MARKER}`) },
      malformed: () => get(`${RULE}?pageSize=101`),
    },
    [routeKey('GET', `${RULE}/:id`)]: {
      access: policy('view'),
      probe: (w) => get(`${RULE}/${w.mainPolicy.id}`),
      otherProduct: { hides: 'notFound', probe: (w) => get(`${RULE}/${w.kidsPolicy.id}`) },
      malformed: (w) => get(`${RULE}/${w.mainPolicy.id}?st=nonsense`),
    },
    [routeKey('POST', RULE)]: {
      access: policy('create'),
      probe: (w) => ({ method: 'POST', path: RULE, json: probePolicy(`Route table ${w.next()}`) }),
      malformed: () => ({ method: 'POST', path: RULE, json: probePolicy('') }),
    },
    [routeKey('PUT', `${RULE}/:id`)]: {
      access: policy('update'),
      probe: async (w) => ({
        method: 'PUT',
        path: `${RULE}/${w.mainPolicy.id}`,
        json: { ...(await w.currentPolicy(w.mainPolicy, 'main')), desc: `Route ${w.next()}` },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: async (w) => ({
          method: 'PUT',
          path: `${RULE}/${w.kidsPolicy.id}`,
          json: { ...(await w.currentPolicy(w.kidsPolicy, 'kids')), desc: `Route ${w.next()}` },
        }),
      },
      malformed: async (w) => ({
        method: 'PUT',
        path: `${RULE}/${w.mainPolicy.id}`,
        json: {
          ...(await w.currentPolicy(w.mainPolicy, 'main')),
          rules: [{ aty: 'Number', n: 'age', op: 'starts-with', val: 1 }],
        },
      }),
    },
    [routeKey('GET', `${P}/:id/versions`)]: {
      access: policy('view'),
      probe: (w) => get(`${P}/${w.mainPolicy.id}/versions`),
      otherProduct: { hides: 'notFound', probe: (w) => get(`${P}/${w.kidsPolicy.id}/versions`) },
      malformed: () => get(`${P}/${BROKEN}/versions`),
    },
    [routeKey('POST', `${P}/decide`)]: {
      access: policy('view'),
      probe: () => ({ method: 'POST', path: `${P}/decide`, json: { context: { age: 30 } } }),
      malformed: () => ({ method: 'POST', path: `${P}/decide`, json: { context: 'adult' } }),
    },
    [routeKey('POST', `${P}/impact`)]: {
      access: policy('view'),
      probe: () => ({
        method: 'POST',
        path: `${P}/impact`,
        json: { policy: { id: 'main-policy-premium', ...probePolicy('Route table impact') } },
      }),
      malformed: () => ({ method: 'POST', path: `${P}/impact`, json: { policy: probePolicy('') } }),
    },
    [routeKey('GET', PERSONA)]: {
      access: policy('view'),
      probe: () => get(PERSONA),
    },
    [routeKey('POST', PERSONA)]: {
      access: policy('update'),
      probe: (w) => ({ method: 'POST', path: PERSONA, json: { n: `Route table ${w.next()}` } }),
      malformed: () => ({ method: 'POST', path: PERSONA, json: { n: '  ' } }),
    },
    [routeKey('PUT', `${PERSONA}/:id`)]: {
      access: policy('update'),
      probe: (w) => ({
        method: 'PUT',
        path: `${PERSONA}/main-persona-1`,
        json: { n: `Adult premium viewer ${w.next()}`, context: { age: 34 } },
      }),
      otherProduct: {
        hides: 'notFound',
        probe: () => ({
          method: 'PUT',
          path: `${PERSONA}/kids-persona-1`,
          json: { n: 'Route table', context: {} },
        }),
      },
      malformed: () => ({ method: 'PUT', path: `${PERSONA}/main-persona-1`, json: { n: '' } }),
    },
    [routeKey('DELETE', `${PERSONA}/:id`)]: {
      access: policy('update'),
      probe: () => ({ method: 'DELETE', path: `${PERSONA}/rt-no-such-persona` }),
      malformed: () => ({ method: 'DELETE', path: `${PERSONA}/${BROKEN}` }),
    },
  };
}
