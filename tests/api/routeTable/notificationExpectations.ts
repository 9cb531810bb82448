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
      access: { kind: 'signedIn', why: "the caller's own jobs" },
      probe: () => get(`${N}/jobs?pageNumber=1&pageSize=10`),
      malformed: () => get(`${N}/jobs?pageSize=0`),
    },
    [routeKey('POST', `${N}/ticket`)]: {
      access: { kind: 'signedIn', why: "a ticket for the caller's own event stream" },
      probe: () => ({ method: 'POST', path: `${N}/ticket` }),
    },
    [routeKey('GET', `${N}/stream`)]: {
      access: {
        kind: 'public',
        why: 'EventSource sends no token: a signed ticket of one minute names the user (401 without)',
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
