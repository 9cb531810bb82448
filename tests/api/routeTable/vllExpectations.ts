import type { Action } from '../../../domain/permissions/actions';
import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The virtual channel and EPG services' own routes (issue 10): a virtual channel's number on
 * cp_vll, a program's usage on cp_live (the program type's page), the EPG on epg; all in the
 * request's product. Probes name seeded items (`main-vll-1`, `main-channel-1`) or unknown ids
 * (an allowed caller gets a 404, never 401/403).
 */
const on = (action: Action, page: 'cp_vll' | 'cp_live' | 'epg') =>
  ({ kind: 'permission', action, page, productScoped: true }) as const;
const TODAY = new Date().toISOString().slice(0, 10);

export function vllRoutes(): Record<string, Expectation> {
  const epg = '/api/epg/epg';
  const entries: Record<string, Expectation> = {
    [routeKey('PUT', '/api/vll/virtuallivechannel/:id/channelnumber')]: {
      access: on('update', 'cp_vll'),
      probe: (): Req => ({
        method: 'PUT',
        path: '/api/vll/virtuallivechannel/no-such-vll/channelnumber',
        json: { cn: 900, key: 'no-such-vll-v1', ut: '2026-01-01T00:00:00.000Z' },
      }),
      versioned: (): Req => ({
        method: 'PUT',
        path: '/api/vll/virtuallivechannel/main-vll-1/channelnumber',
        json: { cn: 900, key: 'main-vll-1-v1', ut: '2026-01-01T00:00:00.000Z' },
      }),
      malformed: (): Req => ({
        method: 'PUT',
        path: '/api/vll/virtuallivechannel/main-vll-1/channelnumber',
        json: { cn: 0, key: 'main-vll-1-v1', ut: 'x' },
      }),
    },
    [routeKey('GET', '/api/vll/channels')]: {
      access: on('view', 'cp_vll'),
      probe: (): Req => ({ method: 'GET', path: '/api/vll/channels' }),
    },
    [routeKey('GET', '/api/vll/channels/:id/events')]: {
      access: on('view', 'cp_vll'),
      probe: (): Req => ({ method: 'GET', path: '/api/vll/channels/no-such-vll/events' }),
      malformed: (): Req => ({
        method: 'GET',
        path: '/api/vll/channels/main-vll-1/events?start=tomorrow',
      }),
    },
    [routeKey('POST', '/api/vll/channels/:id')]: {
      access: on('update', 'cp_vll'),
      probe: (): Req => ({
        method: 'POST',
        path: '/api/vll/channels/no-such-vll',
        json: { channel_start_time: '2099-01-01T00:00:00Z' },
      }),
      malformed: (): Req => ({
        method: 'POST',
        path: '/api/vll/channels/main-vll-1',
        json: { channel_start_time: 'soon' },
      }),
    },
    [routeKey('POST', '/api/vll/dynamic-interstitials')]: {
      access: on('update', 'cp_vll'),
      probe: (): Req => ({
        method: 'POST',
        path: '/api/vll/dynamic-interstitials',
        json: { channelId: 'no-such-vll', start: '2099-01-01T00:00:00Z', dur: 30 },
      }),
      malformed: (): Req => ({
        method: 'POST',
        path: '/api/vll/dynamic-interstitials',
        json: { channelId: 'main-vll-1', start: '2099-01-01T00:00:00Z', dur: 45 },
      }),
    },
    [routeKey('GET', '/api/vll/program/:id/usage')]: {
      access: on('view', 'cp_live'),
      probe: (): Req => ({ method: 'GET', path: '/api/vll/program/no-such-program/usage' }),
    },
    [routeKey('GET', `${epg}/guide`)]: {
      access: on('view', 'epg'),
      probe: (): Req => ({ method: 'GET', path: `${epg}/guide?day=${TODAY}` }),
      malformed: (): Req => ({ method: 'GET', path: `${epg}/guide?day=today` }),
    },
    [routeKey('GET', `${epg}/events`)]: {
      access: on('view', 'epg'),
      probe: (): Req => ({ method: 'GET', path: `${epg}/events?day=${TODAY}` }),
      malformed: (): Req => ({ method: 'GET', path: `${epg}/events?day=today` }),
    },
    [routeKey('GET', `${epg}/airing/:id`)]: {
      access: on('view', 'epg'),
      probe: (): Req => ({ method: 'GET', path: `${epg}/airing/none-1` }),
    },
    [routeKey('PUT', `${epg}/airing/:id`)]: {
      access: on('update', 'epg'),
      probe: (): Req => ({ method: 'PUT', path: `${epg}/airing/none-1`, json: { mode: 'lock' } }),
      malformed: (): Req => ({
        method: 'PUT',
        path: `${epg}/airing/none-1`,
        json: { mode: 'rewind' },
      }),
    },
  };
  for (const base of [`${epg}/ingestion`, `${epg}/event/ingestion`]) {
    const event = base.includes('/event/');
    entries[routeKey('POST', `${base}/ondemand`)] = {
      access: on('update', 'epg'),
      probe: (): Req => ({
        method: 'POST',
        path: `${base}/ondemand`,
        json: {
          channelId: event ? 'no-such-event' : 'no-such-channel',
          start: TODAY,
          station: 'ST-1',
          ...(event ? { teamId: 'team' } : {}),
        },
      }),
      malformed: (): Req => ({
        method: 'POST',
        path: `${base}/ondemand`,
        json: { channelId: 'main-channel-1', start: 'soon', station: 'ST-1', teamId: 't' },
      }),
    };
    entries[routeKey('GET', `${base}/status`)] = {
      access: on('view', 'epg'),
      probe: (): Req => ({ method: 'GET', path: `${base}/status?ids=no-such-job` }),
      malformed: (): Req => ({ method: 'GET', path: `${base}/status` }),
    };
    entries[routeKey('DELETE', `${base}/reset/:id`)] = {
      access: on('update', 'epg'),
      probe: (): Req => ({ method: 'DELETE', path: `${base}/reset/no-such-job` }),
    };
  }
  return entries;
}
