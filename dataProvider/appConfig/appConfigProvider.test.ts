import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { StoredConfig } from './appConfigProvider';
import {
  appConfigServiceOf,
  createAppConfigMethods,
  createAppConfigProvider,
  withAppConfigService,
} from './appConfigProvider';
import { ConsoleHttpError } from '../errors';
import type { ApiRequest, ApiResponse, HttpClient } from '../httpClient';
import { createProviderContext } from '../providerContext';
import { SERVICE_AREAS } from '../../domain/serviceAreas';
import type { ServiceArea } from '../runtimeConfig';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  ServiceArea,
  string
>;

const player: StoredConfig = {
  id: 'c1',
  key: 'k1',
  st: 'published',
  ut: '2026-01-01T00:00:00.000Z',
  app: 'web',
  type: 'player',
  n: 'Web player',
  value: { autoplay: true },
};

/** An HTTP client that records calls and answers every one with `rows` and `count`. */
function recordingClient(rows: unknown, count = 1) {
  const calls: { url: string; request: ApiRequest }[] = [];
  const http = (<T>(url: string, request: ApiRequest): Promise<ApiResponse<T>> => {
    calls.push({ url, request });
    return Promise.resolve({ data: rows as T, count, code: 200, status: 200, noData: false });
  }) as HttpClient;
  return { http, calls };
}

function envelopeResponse(status: number, errors: Record<string, unknown>[]) {
  return new Response(JSON.stringify({ data: null, header: { code: 1, count: 0, errors } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app configuration methods', () => {
  it('list a page of 25 under the config service, leaving out empty filters', async () => {
    const { http, calls } = recordingClient([player], 30);
    const methods = createAppConfigMethods(createProviderContext(http, services));
    const page = await methods.listConfigs({ q: '  web ', app: '', type: 'player', pageNumber: 2 });
    expect(page).toEqual({ data: [player], total: 30 });
    expect(calls[0]?.url).toBe('/api/config/remote/config/list');
    expect(calls[0]?.request.query).toEqual({
      q: 'web',
      app: undefined,
      type: 'player',
      st: undefined,
      pageNumber: 2,
      pageSize: 25,
    });
  });

  it('reach the types, current versions, one version, create and update routes', async () => {
    const { http, calls } = recordingClient([player]);
    const methods = createAppConfigMethods(createProviderContext(http, services));
    await methods.listConfigTypes();
    expect(await methods.getConfig('c 1')).toEqual([player]);
    expect(await methods.getConfigVersion('c 1', 'k1')).toEqual(player);
    await methods.createConfig({ app: 'web', type: 'player', n: 'Web player', value: {} });
    await methods.updateConfig('c 1', { key: 'k1', ut: player.ut, st: 'deleted' });
    expect(calls.map((call) => [call.request.method ?? 'GET', call.url])).toEqual([
      ['GET', '/api/config/remote/config/types'],
      ['GET', '/api/config/remote/config/c%201'],
      ['GET', '/api/config/remote/config/c%201'],
      ['POST', '/api/config/remote/config/create'],
      ['PUT', '/api/config/remote/config/update/c%201'],
    ]);
    expect(calls[2]?.request.query).toEqual({ key: 'k1' });
    expect(calls[3]?.request.body).toEqual({
      app: 'web',
      type: 'player',
      n: 'Web player',
      value: {},
    });
    expect(calls[4]?.request.body).toEqual({ key: 'k1', ut: player.ut, st: 'deleted' });
  });

  it('reject a version key the service does not know', async () => {
    const { http } = recordingClient([]);
    const methods = createAppConfigMethods(createProviderContext(http, services));
    await expect(methods.getConfigVersion('c1', 'nope')).rejects.toThrow(/no version nope/);
  });

  it("answer 'none' for the versions of a configuration with none yet (40710504)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(envelopeResponse(404, [{ code: 40710504, description: 'No versions' }])),
      ),
    );
    const methods = createAppConfigProvider({ services, origin: 'http://console.test' });
    expect(await methods.getConfigVersions('c1')).toBe('none');
  });

  it('keep other version failures as errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(envelopeResponse(500, [{ code: 1, description: 'Broken' }]))),
    );
    const methods = createAppConfigProvider({ services, origin: 'http://console.test' });
    await expect(methods.getConfigVersions('c1')).rejects.toThrow('Broken');
  });

  it("reject a refused value with the envelope's field errors and the bearer token", async () => {
    const fetchStub = vi.fn(() =>
      Promise.resolve(
        envelopeResponse(400, [
          { code: 400, field: '/value/bufferSeconds', description: 'must be <= 60' },
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    const methods = createAppConfigProvider({
      services,
      origin: 'http://console.test',
      tokenGetter: () => Promise.resolve('token-1'),
    });
    const failure = await methods
      .updateConfig('c1', { key: 'k1', ut: player.ut, value: { bufferSeconds: 99 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConsoleHttpError);
    expect((failure as ConsoleHttpError).status).toBe(400);
    expect((failure as ConsoleHttpError).fieldErrors).toEqual({
      '/value/bufferSeconds': 'must be <= 60',
    });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://console.test/api/config/remote/config/update/c1');
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });
});

describe('appConfigServiceOf', () => {
  it('find the methods on a wrapped provider and name the fix on a bare one', () => {
    const { http } = recordingClient([]);
    const methods = createAppConfigMethods(createProviderContext(http, services));
    const bare = {} as DataProvider;
    expect(appConfigServiceOf(withAppConfigService(bare, methods)).listConfigs).toBe(
      methods.listConfigs,
    );
    expect(() => appConfigServiceOf(bare)).toThrow(/withAppConfigService/);
  });
});
