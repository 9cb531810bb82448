import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The notification routes (issue 15) under the user service, and episode sorting under the
 * catalogue service. A caller's jobs are their own (another's are absent, tried in
 * tests/api/notifications.test.ts); the stream is public to the token check because EventSource
 * sends no header: its ticket is the credential.
 */
const get = (path: string): Req => ({ method: 'GET', path });
const N = '/api/user/notification';
const SORT = '/api/catalog/bulkupdate/tvseason/tvepisodes';

export function notificationRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', `${N}/jobs`)]: {
      // The caller's own jobs, for who views the notification page in a product they hold.
      access: { kind: 'permission', action: 'view', page: 'cp_notification', productScoped: true },
      probe: () => get(`${N}/jobs?pageNumber=1&pageSize=10`),
      malformed: () => get(`${N}/jobs?pageSize=0`),
    },
    [routeKey('POST', `${N}/ticket`)]: {
      // A ticket for the caller's own event stream: the feed's rule.
      access: { kind: 'permission', action: 'view', page: 'cp_notification', productScoped: true },
      probe: () => ({ method: 'POST', path: `${N}/ticket` }),
    },
    [routeKey('GET', `${N}/stream`)]: {
      access: {
        kind: 'public',
        why: 'EventSource sends no token: a signed ticket of one minute names the user (401 without); only who views cp_notification gets one',
      },
      probe: () => get(`${N}/stream?ticket=not-a-ticket`),
    },
    [routeKey('PUT', SORT)]: {
      access: {
        kind: 'permission',
        action: 'update',
        page: 'cp_datastore',
        productScoped: true,
      },
      // No such season in main: 404 for a caller who may sort, 401/403 before that for others.
      probe: () => ({ method: 'PUT', path: SORT, json: { ssn_id: 'no-season', ids: ['e1'] } }),
      malformed: () => ({ method: 'PUT', path: SORT, json: { ssn_id: 'no-season', ids: [] } }),
    },
  };
}
