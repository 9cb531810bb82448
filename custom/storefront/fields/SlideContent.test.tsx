import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { createProviderContext } from '../../../dataProvider/providerContext';
import { createStorefrontMethods } from '../../../dataProvider/storefront/storefrontProvider';
import type { StoredStoreItem } from '../../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { HEADER_CODE, REASON } from '../../../domain/envelope';
import { SERVICE_AREAS } from '../../../domain/serviceAreas';
import type { ServiceArea } from '../../../domain/serviceAreas';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { messages } from '../i18n/storefront';
import { SlideContent } from './SlideContent';

/*
 * The container's slide content in the console: the real storefront provider and HTTP client
 * over a stubbed network. Every slide's address is asked for at once (the first pages are held
 * until all have been asked for), page after page with policy_evaluate=false, pageNumber and
 * pageSize; a short page or the reason code 40250806 ends a slide; a page-style address is read
 * once with policy_evaluate only; an address outside the service is not fetched.
 */

const words = messages.console.storefront.slides;

const titles = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    type: 'movie',
    n: `${prefix} ${i + 1}`,
  }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (rows: unknown[], count: number) =>
  json(200, { data: rows, header: { code: HEADER_CODE.success, count, errors: [] } });
const ended = () =>
  json(404, {
    data: null,
    header: {
      code: HEADER_CODE.error,
      count: 0,
      errors: [{ code: REASON.containerPageEnd, description: 'No more container pages' }],
    },
  });

const container: StoredStoreItem = {
  id: 'rail-1',
  key: 'rail-1-k2',
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Rail',
  i: [
    // Its own address: the container's slide 0, the draft.
    { type: 'manual', data: [] },
    { type: 'query', q: 'type=movie', cu: '/storefront/content/container/feed/2' },
    { type: 'collection', cu: '/storefront/content/page/home' },
    { type: 'manual', cu: 'https://elsewhere.example/feed?id=4' },
  ],
};

let requests: URL[] = [];
let headersSent: Headers[] = [];

beforeEach(() => {
  requests = [];
  headersSent = [];
  const firstPages: (() => void)[] = [];
  const slide0 = titles('Alpha', 45);
  const slide1 = titles('Beta', 40);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        String(input instanceof Request ? input.url : input),
        'http://console.test',
      );
      requests.push(url);
      headersSent.push(new Headers(init?.headers));
      const number = Number(url.searchParams.get('pageNumber') ?? '1');
      const size = Number(url.searchParams.get('pageSize') ?? '0');
      if (number === 1) {
        // Held until the three slides the service answers have all been asked for: the reads
        // run in parallel (read one after the other, the test would time out here).
        await new Promise<void>((resolve) => {
          firstPages.push(resolve);
          if (firstPages.length === 3) for (const release of firstPages) release();
        });
      }
      const slice = (rows: unknown[]) => rows.slice((number - 1) * size, number * size);
      if (url.pathname === '/api/storefront/storefront/content/container/rail-1/0')
        return page(slice(slide0), slide0.length);
      if (url.pathname === '/api/storefront/storefront/content/container/feed/2')
        return slice(slide1).length === 0 ? ended() : page(slice(slide1), slide1.length);
      if (url.pathname === '/api/storefront/storefront/content/page/home')
        return page(
          [
            { id: 'c-hero', n: 'Featured', cu: [] },
            { id: 'c-new', n: 'New arrivals', cu: [] },
          ],
          2,
        );
      return json(404, { data: null, header: { code: HEADER_CODE.error, count: 0, errors: [] } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render() {
  const services = Object.fromEntries(
    SERVICE_AREAS.map((area) => [area, `/api/${area}`]),
  ) as Record<ServiceArea, string>;
  const http = createHttpClient({
    tokenGetter: () => Promise.resolve('token'),
    productGetter: () => 'main',
    clientIdGetter: () => undefined,
  });
  const dataProvider = {
    ...fakeDataProvider(),
    ...createStorefrontMethods(createProviderContext(http, services)),
  } as ConsoleDataProvider;
  renderInAdmin(<></>, {
    path: '/apps/main/slides',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    routes: { '/apps/:product/slides': <SlideContent container={container} /> },
  });
}

const slide = (n: number) =>
  screen.getByRole('listitem', { name: words.slide.replace('%{n}', String(n)) });

describe("a container's slide content", () => {
  it('reads every slide in parallel, page by page, until a short page or 40250806', async () => {
    render();
    await waitFor(() => expect(slide(1).textContent).toContain('45 titles'), { timeout: 10_000 });
    await waitFor(() => expect(slide(2).textContent).toContain('40 titles'));
    await waitFor(() => expect(within(slide(3)).getByText('Featured')).toBeTruthy());

    const of = (path: string) => requests.filter((url) => url.pathname.endsWith(path));
    const params = (url: URL) => Object.fromEntries(url.searchParams.entries());
    // Slide 1 (the container's own slide address, the draft): pages 1-3, the third short.
    expect(of('/container/rail-1/0').map(params)).toEqual(
      [1, 2, 3].map((n) => ({
        version: 'draft',
        policy_evaluate: 'false',
        pageNumber: String(n),
        pageSize: '20',
      })),
    );
    expect(slide(1).textContent).toContain('Read in 3 pages');
    expect(within(slide(1)).getByText('Alpha 45')).toBeTruthy();
    // Slide 2: two full pages, then the end code on the third; nothing asked after it.
    expect(of('/container/feed/2').map((url) => url.searchParams.get('pageNumber'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(slide(2).textContent).toContain('Read in 2 pages');
    expect(within(slide(2)).getAllByText(/^Beta \d+$/)).toHaveLength(40);
    // Slide 3, a page-style address: once, policy_evaluate only.
    expect(of('/page/home').map(params)).toEqual([{ policy_evaluate: 'false' }]);
    expect(within(slide(3)).getByText('New arrivals')).toBeTruthy();
    // Slide 4, outside the service: not fetched (the console's token stays home), said so.
    expect(slide(4).textContent).toContain(words.external);
    expect(requests.some((url) => url.hostname === 'elsewhere.example')).toBe(false);
    // Every request carried the console's token and product.
    expect(headersSent).toHaveLength(requests.length);
    for (const headers of headersSent) {
      expect(headers.get('Authorization')).toBe('Bearer token');
      expect(headers.get('X-Product')).toBe('main');
    }
  });
});
