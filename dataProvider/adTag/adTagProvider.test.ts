import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { StoredAdTag } from './adTagProvider';
import {
  adTagServiceOf,
  createAdTagMethods,
  createAdTagProvider,
  withAdTagService,
} from './adTagProvider';
import { ConsoleHttpError } from '../errors';
import type { ApiRequest, ApiResponse, HttpClient } from '../httpClient';
import { createProviderContext } from '../providerContext';
import { SERVICE_AREAS } from '../../domain/serviceAreas';
import type { ServiceArea } from '../runtimeConfig';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  ServiceArea,
  string
>;

const preroll: StoredAdTag = {
  id: 't1',
  key: 'k1',
  st: 'published',
  ut: '2026-01-01T00:00:00.000Z',
  n: 'Pre-roll',
  ty: 'vast',
  url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]',
  pos: ['pre'],
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

describe('ad tag methods', () => {
  it('filter a page of 10 through POST /tag/filter, leaving out empty filters', async () => {
    const { http, calls } = recordingClient([preroll], 12);
    const methods = createAdTagMethods(createProviderContext(http, services));
    const page = await methods.listAdTags({
      q: '  pre ',
      ty: 'vast',
      st: '',
      dev: 'tv',
      pageNumber: 2,
    });
    expect(page).toEqual({ data: [preroll], total: 12 });
    expect(calls[0]?.url).toBe('/api/ads/tag/filter');
    expect(calls[0]?.request.method).toBe('POST');
    expect(calls[0]?.request.fallback).toBe('Filter operation failed!');
    expect(calls[0]?.request.body).toEqual({
      filters: [
        { field: 'n', term: 'pre' },
        { field: 'ty', term: 'vast' },
        { field: 'dev', term: 'tv' },
      ],
      pageNumber: 2,
      pageSize: 10,
    });
  });

  it('send no filter and the first page when nothing is asked', async () => {
    const { http, calls } = recordingClient([]);
    const methods = createAdTagMethods(createProviderContext(http, services));
    await methods.listAdTags({});
    expect(calls[0]?.request.body).toEqual({ filters: [], pageNumber: 1, pageSize: 10 });
  });

  it('reach the schema, current versions, one version, create, update, delete and load policy routes', async () => {
    const { http, calls } = recordingClient([preroll]);
    const methods = createAdTagMethods(createProviderContext(http, services));
    await methods.getAdTagSchema();
    expect(await methods.getAdTag('t 1')).toEqual([preroll]);
    expect(await methods.getAdTagVersion('t 1', 'k1')).toEqual(preroll);
    await methods.createAdTag({ n: 'Pre-roll', ty: 'vast', url: preroll.url, pos: ['pre'] });
    await methods.updateAdTag('t 1', { key: 'k1', ut: preroll.ut, st: 'published' });
    await methods.deleteAdTag('t 1');
    await methods.listAdLoadPolicyOptions();
    expect(calls.map((call) => [call.request.method ?? 'GET', call.url])).toEqual([
      ['GET', '/api/ads/tag/schema'],
      ['GET', '/api/ads/tag/t%201'],
      ['GET', '/api/ads/tag/t%201'],
      ['POST', '/api/ads/tag/create'],
      ['PUT', '/api/ads/tag/update/t%201'],
      ['DELETE', '/api/ads/tag/delete/t%201'],
      ['GET', '/api/ads/loadpolicy'],
    ]);
    expect(calls[2]?.request.query).toEqual({ key: 'k1' });
    expect(calls[3]?.request.body).toEqual({
      n: 'Pre-roll',
      ty: 'vast',
      url: preroll.url,
      pos: ['pre'],
    });
    expect(calls[3]?.request.fallback).toBe('Create operation failed!');
    expect(calls[4]?.request.body).toEqual({ key: 'k1', ut: preroll.ut, st: 'published' });
    expect(calls[4]?.request.fallback).toBe('Save operation failed!');
  });

  it('reject a version key the service does not know', async () => {
    const { http } = recordingClient([]);
    const methods = createAdTagMethods(createProviderContext(http, services));
    await expect(methods.getAdTagVersion('t1', 'nope')).rejects.toThrow(/no version nope/);
  });

  it("answer 'none' for the versions of a tag with none yet (40710504)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(envelopeResponse(404, [{ code: 40710504, description: 'No versions' }])),
      ),
    );
    const methods = createAdTagProvider({ services, origin: 'http://console.test' });
    expect(await methods.getAdTagVersions('t1')).toBe('none');
  });

  it("reject a refused URL with the envelope's field errors and the bearer token", async () => {
    const fetchStub = vi.fn(() =>
      Promise.resolve(
        envelopeResponse(400, [
          { code: 400, field: '/url', description: '/url uses the unknown macro [FOO]' },
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    const methods = createAdTagProvider({
      services,
      origin: 'http://console.test',
      tokenGetter: () => Promise.resolve('token-1'),
    });
    const failure = await methods
      .createAdTag({ n: 'x', ty: 'vast', url: 'https://a.example/[FOO]', pos: ['pre'] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConsoleHttpError);
    expect((failure as ConsoleHttpError).fieldErrors).toEqual({
      '/url': '/url uses the unknown macro [FOO]',
    });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://console.test/api/ads/tag/create');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("fall back to 'Save operation failed!' when the envelope gives no description", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ data: null, header: { code: 1, count: 0 } }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    const methods = createAdTagProvider({ services, origin: 'http://console.test' });
    await expect(methods.updateAdTag('t1', { key: 'k1', ut: preroll.ut })).rejects.toThrow(
      'Save operation failed!',
    );
  });
});

describe('adTagServiceOf', () => {
  it('find the methods on a wrapped provider and name the fix on a bare one', () => {
    const { http } = recordingClient([]);
    const methods = createAdTagMethods(createProviderContext(http, services));
    const bare = {} as DataProvider;
    expect(adTagServiceOf(withAdTagService(bare, methods)).listAdTags).toBe(methods.listAdTags);
    expect(() => adTagServiceOf(bare)).toThrow(/withAdTagService/);
  });
});
