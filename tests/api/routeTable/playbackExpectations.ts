import { routeKey } from '../../helpers/routeTable';
import type { Expectation, Req } from './expectations';

/**
 * The playback service (issue 14) under `/api/playback`: playing needs view on the VOD page
 * (cp_datastore), cutting (MP4, remix) update there, saving a clip and ready-for-air create
 * there, clip search view there (clips are the editor's work, whatever page lists them); all in
 * the request's product. Probes name
 * unknown items (an allowed caller gets a 404, never 401/403) so that no probe makes media.
 */
const P = '/api/playback';
const on = (action: 'view' | 'update' | 'create', page: 'cp_datastore' | 'cp_cmsstore') =>
  ({ kind: 'permission', action, page, productScoped: true }) as const;
const post = (path: string, json: unknown): Req => ({ method: 'POST', path: `${P}${path}`, json });
const smil = [{ key: 'no-such-movie', start: 1, end: 2 }];
const playback = {
  dp: { p: 'none', v: '1.0' },
  filter: { pipeline: 'ttml_removal' },
  sType: 'dash',
};
const download = { sType: 'download', bandwidth: { audio: 0, video: 0 }, subtitle: false };

export function playbackRoutes(): Record<string, Expectation> {
  return {
    [routeKey('GET', `${P}/media/:type/:id`)]: {
      access: on('view', 'cp_datastore'),
      probe: () => ({ method: 'GET', path: `${P}/media/movie/no-such-movie` }),
      malformed: () => ({ method: 'GET', path: `${P}/media/Movie!/x` }),
    },
    [routeKey('POST', `${P}/playback`)]: {
      access: on('view', 'cp_datastore'),
      probe: () => post('/playback', { ...playback, smil }),
      malformed: () => post('/playback', { ...playback, sType: 'hls', smil }),
    },
    [routeKey('POST', `${P}/remix`)]: {
      access: on('update', 'cp_datastore'),
      probe: () => post('/remix', { smil }),
      malformed: () => post('/remix', { smil: [] }),
    },
    [routeKey('POST', `${P}/download/mp4`)]: {
      access: on('update', 'cp_datastore'),
      probe: () => post('/download/mp4', { ...download, quality: 'HD', smil }),
      malformed: () => post('/download/mp4', { ...download, quality: '4K', smil }),
    },
    [routeKey('GET', `${P}/download/mp4/:id`)]: {
      access: on('view', 'cp_datastore'),
      probe: () => ({ method: 'GET', path: `${P}/download/mp4/no-such-job` }),
    },
    [routeKey('DELETE', `${P}/download/mp4/:id`)]: {
      access: on('update', 'cp_datastore'),
      probe: () => ({ method: 'DELETE', path: `${P}/download/mp4/no-such-job` }),
    },
    [routeKey('GET', `${P}/query_stc`)]: {
      access: on('view', 'cp_datastore'),
      probe: () => ({ method: 'GET', path: `${P}/query_stc?query=goal&embedding_type=text` }),
      malformed: () => ({ method: 'GET', path: `${P}/query_stc?query=go` }),
    },
    [routeKey('POST', `${P}/clips`)]: {
      access: on('create', 'cp_datastore'),
      probe: () =>
        post('/clips', {
          lon: [{ lang: 'en', n: 'Probe' }],
          sg: [{ seg_ty: 'vod', ctkey: 'no-such-movie', sp: 1, ep: 2 }],
        }),
      malformed: () => post('/clips', { sg: [] }),
    },
    [routeKey('POST', `${P}/clip`)]: {
      access: on('create', 'cp_datastore'),
      probe: () => post('/clip', { id: 'no-such-clip' }),
      malformed: () => post('/clip', { id: '' }),
    },
    [routeKey('POST', `${P}/processShort`)]: {
      access: on('create', 'cp_datastore'),
      probe: () => post('/processShort', { id: 'no-such-clip' }),
      malformed: () => post('/processShort', {}),
    },
    [routeKey('POST', `${P}/device/register`)]: {
      access: on('view', 'cp_datastore'),
      probe: () => post('/device/register', { deviceId: 'probe-device', platform: 'web' }),
      malformed: () => post('/device/register', { deviceId: 'probe device!', platform: 'web' }),
    },
    [routeKey('POST', `${P}/authorize`)]: {
      access: on('view', 'cp_datastore'),
      probe: () => post('/authorize', { deviceId: 'probe-device', key: 'no-such-movie' }),
      malformed: () => post('/authorize', { deviceId: 'probe-device' }),
    },
    [routeKey('GET', `${P}/files/:token/*`)]: {
      access: {
        kind: 'public',
        why: 'the player fetches manifests and segments without a token: a signed path token opens one folder for a while (401 without)',
      },
      probe: () => ({ method: 'GET', path: `${P}/files/not-a-token/source/v1/manifest.mpd` }),
    },
  };
}
