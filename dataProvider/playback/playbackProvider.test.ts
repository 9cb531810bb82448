import { describe, expect, it } from 'vitest';
import { SERVICE_AREAS } from '../../domain/serviceAreas';
import type { SmilItem } from '../../domain/media/api';
import type { ApiRequest, ApiResponse, HttpClient } from '../httpClient';
import { createProviderContext } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { createPlaybackMethods, memoryDeviceStore } from './playbackProvider';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  ServiceArea,
  string
>;

const ANSWER = { manifestUrl: '/m.mpd', durationSeconds: 3, ranges: [] };

/** Records every call; `/authorize` answers as `authorize` says, the others with `data`. */
function playbackClient(authorize: (key: string) => Record<string, unknown> = () => ({})) {
  const calls: { path: string; body: unknown }[] = [];
  const http = (<T>(url: string, request: ApiRequest): Promise<ApiResponse<T>> => {
    const path = url.replace('/api/playback', '');
    calls.push({ path, body: request.body });
    const body = request.body as { key?: string; deviceId?: string } | undefined;
    const data =
      path === '/authorize'
        ? { authorized: true, key: body?.key, ...authorize(body?.key ?? '') }
        : path === '/device/register'
          ? { deviceId: body?.deviceId, platform: 'web' }
          : ANSWER;
    return Promise.resolve({ data: data as T, count: 1, code: 200, status: 200, noData: false });
  }) as HttpClient;
  return { http, calls };
}

const SMIL: SmilItem[] = [
  { key: 'movie-1', start: 0, end: 2, fps: 30 },
  { key: 'movie-2', start: 1, end: 2, fps: 30 },
  { key: 'movie-1', start: 5, end: 6, fps: 30 },
];

describe('playback requests', () => {
  it('register the browser once, authorize each item, then ask for the manifest', async () => {
    const { http, calls } = playbackClient();
    const devices = memoryDeviceStore();
    const methods = createPlaybackMethods(createProviderContext(http, services), devices);
    expect(await methods.requestPlayback(SMIL)).toEqual(ANSWER);
    const deviceId = devices.get();
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(calls.map((call) => call.path)).toEqual([
      '/device/register',
      '/authorize',
      '/authorize',
      '/playback',
    ]);
    expect(calls[0]?.body).toEqual({ deviceId, platform: 'web', name: 'Console' });
    expect(calls.slice(1, 3).map((call) => call.body)).toEqual([
      { deviceId, key: 'movie-1' },
      { deviceId, key: 'movie-2' },
    ]);
    // A second playback: the device is registered already; the items are authorized again.
    await methods.requestPlayback(SMIL.slice(0, 1));
    expect(calls.slice(4).map((call) => call.path)).toEqual(['/authorize', '/playback']);
  });

  it('keep the device id for the next visits', async () => {
    const devices = memoryDeviceStore();
    devices.set('kept-device');
    const { http, calls } = playbackClient();
    await createPlaybackMethods(createProviderContext(http, services), devices).requestPlayback(
      SMIL.slice(0, 1),
    );
    expect(calls[0]?.body).toMatchObject({ deviceId: 'kept-device' });
  });

  it('refuse with the reason when an item is not authorized, and ask for no manifest', async () => {
    const { http, calls } = playbackClient((key) =>
      key === 'movie-2' ? { authorized: false, reason: 'Not in your region' } : {},
    );
    const methods = createPlaybackMethods(
      createProviderContext(http, services),
      memoryDeviceStore(),
    );
    await expect(methods.requestPlayback(SMIL)).rejects.toMatchObject({
      message: 'Not in your region',
      status: 403,
    });
    expect(calls.map((call) => call.path)).not.toContain('/playback');
  });

  it('send a composed clip of the editor as a remix', async () => {
    const { http, calls } = playbackClient();
    const methods = createPlaybackMethods(
      createProviderContext(http, services),
      memoryDeviceStore(),
    );
    await methods.requestPlayback(SMIL.slice(0, 1), { remix: true });
    expect(calls.at(-1)).toEqual({ path: '/remix', body: { smil: SMIL.slice(0, 1) } });
  });
});
