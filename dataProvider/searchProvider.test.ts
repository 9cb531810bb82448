import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { SERVICE_AREAS } from '../domain/serviceAreas';
import type { ApiRequest, ApiResponse, HttpClient } from './httpClient';
import { createProviderContext } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import {
  contentLookupOf,
  createSearchMethods,
  searchServiceOf,
  withSearchService,
} from './searchProvider';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  ServiceArea,
  string
>;

/** An HTTP client that records calls and answers every one with `data` and `count`. */
function recordingClient(data: unknown, count = 1) {
  const calls: { url: string; request: ApiRequest }[] = [];
  const http = (<T>(url: string, request: ApiRequest): Promise<ApiResponse<T>> => {
    calls.push({ url, request });
    return Promise.resolve({ data: data as T, count, code: 200, status: 200, noData: false });
  }) as HttpClient;
  return { http, calls };
}

const HIT = {
  id: 'c1',
  key: 'c1-k',
  cty: 'channel',
  chty: 'linear',
  st: 'published',
  lon: [{ lang: 'ta', n: 'அமைதியான தீவு' }],
  prt_ic: 'false',
};

describe('the global search calls', () => {
  it('ask the search service for a page of hits, status all, with its fallback message', async () => {
    const { http, calls } = recordingClient([HIT], 42);
    const methods = createSearchMethods(createProviderContext(http, services));
    const signal = new AbortController().signal;
    const page = await methods.searchContent(
      { term: ' தீவ ', cty: ['channel', 'movie'], fields: ['lon.n'], pageNumber: 2, pageSize: 10 },
      signal,
    );
    expect(page).toEqual({ data: [HIT], total: 42 });
    expect(calls[0]?.url).toBe('/api/search/content/search');
    expect(calls[0]?.request.query).toEqual({
      term: 'தீவ',
      fields: ['lon.n'],
      cty: ['channel', 'movie'],
      st: 'all',
      pageNumber: 2,
      pageSize: 10,
    });
    expect(calls[0]?.request.fallback).toBe('Search Operation Failed');
    expect(calls[0]?.request.signal).toBe(signal);
  });

  it("read the field configuration's lists from data[0].attrs, dropping malformed entries", async () => {
    const across = { key: 'id', value: 'id', header: 'Id', accessor: 'id' };
    const movie = { key: 'movie', value: 'movie', header: 'movie', accessor: 'movie', area: 'vod' };
    const { http, calls } = recordingClient([
      { attrs: { searchAcross: [across, { key: 'broken' }], contentTypes: [movie] } },
    ]);
    const methods = createSearchMethods(createProviderContext(http, services));
    expect(await methods.getSearchFields()).toEqual({
      searchAcross: [across],
      contentTypes: [movie],
    });
    expect(calls[0]?.url).toBe('/api/config/config/search-fields');
    expect(calls[0]?.request.fallback).toBe('Error fetching global search field mappers');
  });

  it('read an empty configuration as empty lists', async () => {
    const { http } = recordingClient([]);
    const methods = createSearchMethods(createProviderContext(http, services));
    expect(await methods.getSearchFields()).toEqual({ searchAcross: [], contentTypes: [] });
  });

  it('look content up by filters (POST /content/lookup, comma-joined values, match ALL)', async () => {
    const { http, calls } = recordingClient([{ id: 'm-1', st: 'published' }], 1);
    const methods = createSearchMethods(createProviderContext(http, services));
    const page = await methods.lookupContent(
      [
        { field: 'id', values: ['m-1', 'm-2'] },
        { field: 'st', values: ['published'] },
      ],
      { pageNumber: 1, pageSize: 2 },
    );
    expect(page).toEqual({ data: [{ id: 'm-1', st: 'published' }], total: 1 });
    expect(calls[0]?.url).toBe('/api/search/content/lookup');
    expect(calls[0]?.request.method).toBe('POST');
    expect(calls[0]?.request.body).toEqual({
      filters: [
        { field: 'id', term: 'm-1,m-2', operator: 'equals' },
        { field: 'st', term: 'published', operator: 'equals' },
      ],
      pageNumber: 1,
      pageSize: 2,
    });
    expect(calls[0]?.request.fallback).toBe('Filter operation failed!');
    expect(contentLookupOf({} as DataProvider)).toBeUndefined();
    expect(typeof contentLookupOf(withSearchService({} as DataProvider, methods))).toBe('function');
  });

  it('are found on the wrapped data provider, and a missing wrap is named', () => {
    const base = {} as DataProvider;
    expect(() => searchServiceOf(base)).toThrow(/withSearchService/);
    const { http } = recordingClient([]);
    const wrapped = withSearchService(
      base,
      createSearchMethods(createProviderContext(http, services)),
    );
    expect(typeof searchServiceOf(wrapped).searchContent).toBe('function');
  });
});
