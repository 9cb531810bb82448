import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyAttribute } from './attributeProvider';
import {
  createAttributeMethods,
  createAttributeProvider,
  fetchAllPages,
} from './attributeProvider';
import { ConsoleHttpError } from '../errors';
import type { ApiRequest, ApiResponse, HttpClient } from '../httpClient';
import { createProviderContext } from '../providerContext';
import { SERVICE_AREAS } from '../../domain/serviceAreas';
import type { ServiceArea } from '../runtimeConfig';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  ServiceArea,
  string
>;

function attribute(index: number): PolicyAttribute {
  return { key: `a${index}`, type: 'String', source: 'user', scope: 'product' };
}

/** An HTTP client that records calls and answers attribute pages of a list of `total` rows. */
function recordingClient(total: number) {
  const calls: { url: string; request: ApiRequest }[] = [];
  const http = (<T>(url: string, request: ApiRequest): Promise<ApiResponse<T>> => {
    calls.push({ url, request });
    const offset = Number(request.query?.offset ?? 0);
    const limit = Number(request.query?.limit ?? 100);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      attribute(offset + i),
    );
    return Promise.resolve({
      data: rows as T,
      count: total,
      code: 200,
      status: 200,
      noData: false,
    });
  }) as HttpClient;
  return { http, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('attribute methods', () => {
  it('fetch a list 100 at a time until header.count is reached', async () => {
    const { http, calls } = recordingClient(250);
    const methods = createAttributeMethods(createProviderContext(http, services));
    const rows = await methods.listAllAttributes({ scope: 'global', source: 'select' });
    expect(rows).toHaveLength(250);
    expect(rows[249]?.key).toBe('a249');
    expect(calls.map((call) => call.request.query?.offset)).toEqual([0, 100, 200]);
    expect(calls[0]?.url).toBe('/api/policy/policy/urn/resource/attribute');
    expect(calls[0]?.request.query).toMatchObject({
      scope: 'global',
      source: 'select',
      limit: 100,
    });
  });

  it('page application attributes the same way', async () => {
    const { http, calls } = recordingClient(101);
    const methods = createAttributeMethods(createProviderContext(http, services));
    expect(await methods.listAppAttributes('tv')).toHaveLength(101);
    expect(calls.map((call) => [call.url, call.request.query])).toEqual([
      ['/api/policy/policy/app_attrs', { app: 'tv', offset: 0, limit: 100 }],
      ['/api/policy/policy/app_attrs', { app: 'tv', offset: 100, limit: 100 }],
    ]);
  });

  it('stop on a short page even when the count says more (a list that shrank)', async () => {
    const pages = [100, 30];
    const fetchPage = vi.fn((_offset: number) => {
      const length = pages.shift() ?? 0;
      return Promise.resolve({ data: Array.from({ length }, (_, i) => i), total: 500 });
    });
    expect(await fetchAllPages(fetchPage)).toHaveLength(130);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('address one attribute by its escaped key and scope, in the given product', async () => {
    const { http, calls } = recordingClient(0);
    const methods = createAttributeMethods(createProviderContext(http, services));
    await methods.updateAttribute(
      'user.age',
      {
        key: 'user.age',
        type: 'Number',
        source: 'user',
        scope: 'product',
        value: 18,
        names: { en: 'Age', ta: 'வயது' },
      },
      'kids',
    );
    await methods.deleteAttribute('a/b', 'global');
    expect(calls[0]).toMatchObject({
      url: '/api/policy/policy/urn/resource/attribute/user.age',
      request: {
        method: 'PUT',
        query: { scope: 'product' },
        product: 'kids',
        body: {
          key: 'user.age',
          type: 'Number',
          source: 'user',
          scope: 'product',
          value: 18,
          names: { en: 'Age', ta: 'வயது' },
        },
      },
    });
    expect(calls[1]).toMatchObject({
      url: '/api/policy/policy/urn/resource/attribute/a%2Fb',
      request: { method: 'DELETE', query: { scope: 'global' } },
    });
  });

  it('reach the persona routes', async () => {
    const { http, calls } = recordingClient(0);
    const methods = createAttributeMethods(createProviderContext(http, services));
    await methods.listPersonas();
    await methods.createPersona({ n: 'Kids', context: { profileType: 'kids' } });
    await methods.updatePersona('p 1', { n: 'Kids 2', context: {} });
    await methods.deletePersona('p 1');
    expect(calls.map((call) => [call.request.method ?? 'GET', call.url])).toEqual([
      ['GET', '/api/policy/policy/urn/resource/persona'],
      ['POST', '/api/policy/policy/urn/resource/persona'],
      ['PUT', '/api/policy/policy/urn/resource/persona/p%201'],
      ['DELETE', '/api/policy/policy/urn/resource/persona/p%201'],
    ]);
    expect(calls[1]?.request.body).toEqual({ n: 'Kids', context: { profileType: 'kids' } });
  });

  it("reject a refused attribute with the envelope's field errors", async () => {
    const fetchStub = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: null,
            header: {
              code: 1,
              count: 0,
              errors: [{ code: 400, field: '/type', description: 'The type must be one of ...' }],
            },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    const methods = createAttributeProvider({
      services,
      origin: 'http://console.test',
      tokenGetter: () => Promise.resolve('token-1'),
    });
    const failure = await methods
      .createAttribute({ key: 'x', type: 'String', source: 'user', scope: 'global' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConsoleHttpError);
    expect((failure as ConsoleHttpError).status).toBe(400);
    expect((failure as ConsoleHttpError).fieldErrors).toEqual({
      '/type': 'The type must be one of ...',
    });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://console.test/api/policy/policy/urn/resource/attribute');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });
});
