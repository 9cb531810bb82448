import { describe, expect, it } from 'vitest';
import { createCatalogueMethods } from './catalogueMethods';
import type { ApiRequest, ApiResponse, HttpClient } from './httpClient';
import { createProviderContext } from './providerContext';
import { SERVICE_AREAS } from '../domain/serviceAreas';
import type { ServiceArea } from './runtimeConfig';

const services = Object.fromEntries(SERVICE_AREAS.map((area) => [area, `/api/${area}`])) as Record<
  ServiceArea,
  string
>;

/** An HTTP client that records calls and answers every one with `data`. */
function recordingClient(data: unknown) {
  const calls: { url: string; request: ApiRequest }[] = [];
  const http = (<T>(url: string, request: ApiRequest): Promise<ApiResponse<T>> => {
    calls.push({ url, request });
    return Promise.resolve({ data: data as T, count: 1, code: 200, status: 200, noData: false });
  }) as HttpClient;
  return { http, calls };
}

describe('catalogue methods', () => {
  it("read a type's additional ui schema from its service, with the spec's failure message", async () => {
    const layout = { type: 'VerticalLayout', elements: [] };
    const { http, calls } = recordingClient({ uischema: layout });
    const methods = createCatalogueMethods(createProviderContext(http, services));
    await expect(methods.getAdditionalUiSchema('movie')).resolves.toEqual(layout);
    expect(calls).toEqual([
      {
        url: '/api/catalog/uischema/additional/urn/resource/catalog/movie',
        request: { fallback: 'Failed to retrieve movie additional ui Schema' },
      },
    ]);
  });
});
