import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE, REASON } from '../../domain/envelope';
import { slideContentPath } from '../../domain/storefront/contentUrl';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Container content (spec section 7 'Storefront', issue 12) on both databases: a slide's content
 * address read page by page (`policy_evaluate`, `pageNumber`, `pageSize`), `data` and
 * `header.count`, the reason code 40250806 past the last page, 400 on bad paging input naming the
 * field, and a page-style address (the page's containers and their slides' addresses, one answer).
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/storefront-users.json', import.meta.url));
const dialects = await testDialects();
const API = '/api/storefront';
/** A moment inside the demo titles' windows (as tests/api/storefront.test.ts reads the pages). */
const AT = '2026-01-20T12:00:00.000Z';

interface Title {
  id: string;
  type: string;
  n: string;
}

describe.each(dialects)('container content on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_storefront_content',
      seedItems: 20,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const get = (path: string, user = 'store_viewer', product = 'main') =>
    server.api(user, `${API}${path}`, { method: 'GET', product });
  const slide = (container: string, entry: number, query: string) =>
    get(`${slideContentPath(container, entry)}?${query}`);

  it("pages a slide's titles: data and header.count, 40250806 past the last page", async () => {
    const query = (page: number) =>
      `policy_evaluate=false&pageNumber=${page}&pageSize=2&at=${encodeURIComponent(AT)}`;
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await slide('main-container-hero', 0, query(page));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.header.code).toBe(HEADER_CODE.success);
      expect(answer.body.header.count).toBe(5);
      pages.push((answer.body.data as Title[]).map((title) => title.id));
    }
    // The hand-picked carousel in its priority order, two a page.
    expect(pages).toEqual([
      ['main-movie-1', 'main-series-1'],
      ['main-movie-2', 'main-movie-3'],
      ['main-movie-10'],
    ]);
    const past = await slide('main-container-hero', 0, query(4));
    expect(past.status).toBe(404);
    expect(past.body.header.code).toBe(HEADER_CODE.error);
    expect(past.body.header.errors[0]?.code).toBe(REASON.containerPageEnd);
    expect(past.body.header.errors[0]?.description).toMatch(/No more container pages/);
    // One page of all five: the next page is past the end.
    const whole = await slide(
      'main-container-hero',
      0,
      `policy_evaluate=false&pageSize=20&at=${AT}`,
    );
    expect((whole.body.data as Title[]).map((t) => t.n).every((n) => /\p{L}/u.test(n))).toBe(true);
    expect((whole.body.data as Title[]).length).toBe(5);
  });

  it('evaluates the titles’ own policies only when asked', async () => {
    const ids = async (evaluate: boolean) =>
      (
        (
          await slide(
            'main-container-hero',
            0,
            `policy_evaluate=${String(evaluate)}&at=${encodeURIComponent(AT)}`,
          )
        ).body.data as Title[]
      ).map((title) => title.id);
    // Movie 3's own policy (adults of the main product) denies a viewer without an age.
    expect(await ids(false)).toContain('main-movie-3');
    const evaluated = await ids(true);
    expect(evaluated).not.toContain('main-movie-3');
    expect(evaluated).toHaveLength(4);
  });

  it('fills a personalised slide from the viewer named, a query slide from the catalogue', async () => {
    const history = async (userId?: string) => {
      const answer = await slide(
        'main-container-continue-watching',
        0,
        `policy_evaluate=false&at=${encodeURIComponent(AT)}${userId ? `&userId=${userId}` : ''}`,
      );
      expect(answer.status).toBe(200);
      return answer;
    };
    const ana = await history('viewer-ana');
    expect((ana.body.data as Title[]).map((t) => t.id)).toEqual([
      'main-movie-7',
      'main-series-1-s1-e2',
      'main-movie-12',
      'main-match-1',
    ]);
    const ben = await history('viewer-ben');
    expect((ben.body.data as Title[]).map((t) => t.id)[0]).toBe('main-movie-3');
    // Nobody: no history, an empty first page is 'no data' with count 0.
    const nobody = await history();
    expect(nobody.body.header.code).toBe(HEADER_CODE.noData);
    expect(nobody.body.header.count).toBe(0);
    expect(nobody.body.data).toEqual([]);
    const arrivals = await slide(
      'main-container-new-arrivals',
      0,
      `policy_evaluate=false&pageSize=5&at=${encodeURIComponent(AT)}`,
    );
    expect((arrivals.body.data as Title[]).length).toBe(5);
    expect(arrivals.body.header.count).toBeGreaterThan(5);
  });

  it('refuses bad paging input with a 400 naming the field, and unknown slides with a 404', async () => {
    for (const [query, field] of [
      ['policy_evaluate=false&pageNumber=0', '/pageNumber'],
      ['policy_evaluate=false&pageNumber=two', '/pageNumber'],
      ['policy_evaluate=false&pageSize=0', '/pageSize'],
      ['policy_evaluate=false&pageSize=101', '/pageSize'],
      ['policy_evaluate=maybe', '/policy_evaluate'],
    ] as const) {
      const answer = await slide('main-container-hero', 0, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.header.code).toBe(HEADER_CODE.error);
      expect(answer.body.header.errors[0]?.field, query).toBe(field);
    }
    const entry = await get('/storefront/content/container/main-container-hero/x?pageNumber=1');
    expect(entry.status).toBe(400);
    expect(entry.body.header.errors[0]?.field).toBe('/entry');
    const missing = await slide('main-container-hero', 3, 'policy_evaluate=false');
    expect(missing.status).toBe(404);
    expect(missing.body.header.errors[0]).toMatchObject({ field: '/entry' });
    // Another product's container is not found; a role without storefronts is refused.
    expect((await slide('kids-container-hero', 0, 'policy_evaluate=false')).status).toBe(404);
    const ads = await server.api(
      'ads_main',
      `${API}${slideContentPath('main-container-hero', 0)}`,
      {
        method: 'GET',
        product: 'main',
      },
    );
    expect(ads.status).toBe(403);
  });

  it("follows a slide's own address in the viewer read and the slide read: another container's slide, not a loop, not another service", async () => {
    const send = (method: string, path: string, json?: unknown) =>
      server.api('merch_main', `${API}${path}`, { method, json, product: 'main' });
    const created = await send('POST', '/storefront/container', {
      lon: [{ lang: 'en', n: 'Read at addresses' }],
      ck: 'regular',
      ctype: 'manual_curation',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rail = created.body.data as { id: string; key: string; ut: string };
    const saved = await send('PUT', `/storefront/container/${rail.id}`, {
      key: rail.key,
      ut: rail.ut,
      i: [
        // The hero carousel's titles, three of them (also under the service's own base path).
        {
          type: 'live',
          count: 3,
          cu: `/api/storefront${slideContentPath('main-container-hero', 0)}`,
        },
        { type: 'live', cu: 'https://apps.example.com/rails/trending.json' },
        { type: 'live', cu: '/storefront/content/page/main-page-home' },
        // Two slides naming each other: neither is followed round.
        { type: 'live', cu: slideContentPath(rail.id, 4) },
        { type: 'live', cu: slideContentPath(rail.id, 3) },
        { type: 'live', cu: slideContentPath('main-container-nothing', 0) },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await send('POST', '/storefront/storefront', {
      lon: [{ lang: 'en', n: 'Addresses page' }],
      t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: [rail.id] }],
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const viewed = await server.api(
      'store_viewer',
      `${API}/storefront/view/${(page.body.data as { id: string }).id}`,
      { method: 'POST', product: 'main', json: { device: 'tv', at: AT, version: 'draft' } },
    );
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    const container = (
      viewed.body.data as {
        tabs: {
          containers: {
            id: string;
            items: Title[];
            slides?: { entry: number; cu: string; read: string; items: number }[];
          }[];
        }[];
      }
    ).tabs[0]?.containers[0];
    expect(container?.id).toBe(rail.id);
    expect(container?.items.map((title) => title.id)).toEqual([
      'main-movie-1',
      'main-series-1',
      'main-movie-2',
    ]);
    expect(container?.slides?.map(({ entry, read, items }) => ({ entry, read, items }))).toEqual([
      { entry: 0, read: 'address', items: 3 },
      { entry: 1, read: 'external', items: 0 },
      { entry: 2, read: 'page', items: 0 },
      { entry: 3, read: 'loop', items: 0 },
      { entry: 4, read: 'loop', items: 0 },
      { entry: 5, read: 'missing', items: 0 },
    ]);
    expect(container?.slides?.[1]?.cu).toBe('https://apps.example.com/rails/trending.json');
    // The slide's own read answers the same titles as the viewer read.
    const first = await get(
      `${slideContentPath(rail.id, 0, 'draft')}&policy_evaluate=false&at=${encodeURIComponent(AT)}`,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as Title[]).map((title) => title.id)).toEqual([
      'main-movie-1',
      'main-series-1',
      'main-movie-2',
    ]);
    const looped = await get(`${slideContentPath(rail.id, 3, 'draft')}&policy_evaluate=false`);
    expect(looped.body.header.code).toBe(HEADER_CODE.noData);
  });

  it("answers a page-style address once: the page's containers and their slides' addresses", async () => {
    const all = await get('/storefront/content/page/main-page-home?policy_evaluate=false');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const containers = all.body.data as { tab: string; id: string; cu: string[] }[];
    expect(all.body.header.count).toBe(containers.length);
    const hero = containers.find((c) => c.id === 'main-container-hero');
    expect(hero?.tab).toBe('for-you');
    expect(hero?.cu).toEqual([slideContentPath('main-container-hero', 0)]);
    // Each slide address it names is one the service answers.
    const read = await get(`${hero?.cu[0] ?? ''}?policy_evaluate=false&at=${AT}`);
    expect(read.status).toBe(200);
    // Evaluated: what a viewer without attributes gets now (the premium rail's policy and the
    // winter banner's dates keep them away).
    const evaluated = await get('/storefront/content/page/main-page-home?policy_evaluate=true');
    const shown = (evaluated.body.data as { id: string }[]).map((c) => c.id);
    expect(shown).not.toContain('main-container-premium');
    expect(shown.length).toBeLessThan(containers.length);
    expect(shown).toContain('main-container-hero');
  });
});
