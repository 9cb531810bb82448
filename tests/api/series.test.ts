import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Association, SeriesSuggestion } from '../../domain/series/seriesLinks';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();
const C = '/api/catalog/content';
const CATALOG = '/api/catalog/content/urn/resource/catalog';
type Names = { lang: string; n: string }[];
const english = (lon: Names) => lon.find((entry) => entry.lang === 'en')?.n ?? '';

// The demo seed (server/seed/demoSeed.ts): per product 20 series (main-series-1..20; 1-10 named
// '... Voyage'), each with seasons s1 and s2 (pkg_id the series) of five episodes e1..e5 (pkg_id
// the series, ssn_id the season, ep_no 1..5).
describe.each(dialects)('series routes on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'series_test' });
  });
  afterAll(async () => server?.stop());

  const suggest = (query: string, user = 'editor', product = 'main') =>
    server.api(user, `${C}/series/suggestions?${query}`, { product });
  const assoc = (id: string, user = 'editor', product = 'main') =>
    server.api(user, `${C}/${encodeURIComponent(id)}/assocmetadata`, { product });

  describe('GET /content/series/suggestions', () => {
    it('suggests series by name as {pkg_id, lon}, in the product, series only', async () => {
      const { status, body } = await suggest('query=voyage');
      expect(status, JSON.stringify(body.header)).toBe(200);
      const rows = body.data as SeriesSuggestion[];
      expect(body.header.count).toBe(10);
      expect(rows).toHaveLength(10);
      expect(new Set(rows.map((r) => r.pkg_id)).size).toBe(10);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['cty', 'lon', 'pkg_id', 'st']);
        expect(row.pkg_id).toMatch(/^main-series-([1-9]|10)$/);
        expect(row.cty).toBe('tvseries');
        expect(english(row.lon)).toMatch(/Voyage$/);
      }
      const few = await suggest('query=voyage&pageSize=3');
      expect(few.body.data).toHaveLength(3);
      expect(few.body.header.count).toBe(10);
      const kids = await suggest('query=voyage', 'editor', 'kids');
      const kidsRows = kids.body.data as SeriesSuggestion[];
      expect(kidsRows.length).toBeGreaterThan(0);
      for (const row of kidsRows) expect(row.pkg_id).toMatch(/^kids-series-/);
    });

    it("names seasons and episodes in each language's own words (no 'S1E2' outside English)", async () => {
      const nameOf = async (type: string, id: string) => {
        const read = await server.api('editor', `${CATALOG}/${type}/${id}`, { product: 'main' });
        const lon = (read.body.data as { lon: Names }).lon;
        return (lang: string) => lon.find((entry) => entry.lang === lang)?.n ?? '';
      };
      const season = await nameOf('tvseason', 'main-series-3-s2');
      const episode = await nameOf('tvepisode', 'main-series-3-s2-e4');
      expect(season('en')).toMatch(/ S2$/);
      expect(episode('en')).toMatch(/ S2E4$/);
      expect(season('zh')).toMatch(/ 第2季$/);
      expect(episode('zh')).toMatch(/ 第2季第4集$/);
      expect(episode('ms')).toMatch(/ Musim 2 Episod 4$/);
      expect(episode('ta')).toMatch(/ பருவம் 2 பகுதி 4$/);
      for (const lang of ['zh', 'ta']) {
        expect(season(lang), lang).not.toMatch(/[A-Za-z]/);
        expect(episode(lang), lang).not.toMatch(/[A-Za-z]/);
      }
    });

    it('finds a series by its Tamil and Malay names, and narrows by cty', async () => {
      const read = await server.api('editor', `${CATALOG}/tvseries/main-series-3`, {
        product: 'main',
      });
      const lon = (read.body.data as { lon: Names }).lon;
      for (const lang of ['ta', 'ms', 'zh']) {
        const name = lon.find((entry) => entry.lang === lang)?.n ?? '';
        expect(name.length, lang).toBeGreaterThanOrEqual(3);
        const { body } = await suggest(`query=${encodeURIComponent(name)}&cty=tvseries`);
        const ids = (body.data as SeriesSuggestion[]).map((r) => r.pkg_id);
        expect(ids, `${lang} ${name}`).toContain('main-series-3');
      }
      const web = await suggest('query=voyage&cty=webseries');
      expect(web.status).toBe(200);
      expect(web.body.data).toEqual([]);
    });

    it('shows an item once (its draft), finds nothing under three characters, refuses others', async () => {
      const all = await server.api(
        'editor',
        `${CATALOG}/tvseries?st=all&pageSize=100&sortBy=name&sortOrder=asc`,
        { product: 'main' },
      );
      const drafts = (all.body.data as { id: string; st: string }[]).filter(
        (r) => r.st === 'draft',
      );
      expect(drafts.length).toBeGreaterThan(0);
      for (const draft of drafts) {
        const { body } = await suggest(`query=${draft.id}`);
        const hits = (body.data as SeriesSuggestion[]).filter((r) => r.pkg_id === draft.id);
        expect(hits, draft.id).toHaveLength(1);
        expect(hits[0]?.st).toBe('draft');
      }
      const short = await suggest('query=vo');
      expect(short.status).toBe(200);
      expect(short.body.data).toEqual([]);
      expect(short.body.header.count).toBe(0);
      expect((await suggest('query=voyage', 'merchandiser')).status).toBe(403);
      expect((await suggest('query=voyage', 'guest')).status).toBe(403);
      expect((await suggest('query=voyage&cty=movie')).status).toBe(400);
      expect((await suggest('')).status).toBe(400);
      expect((await suggest('query=voyage&pageSize=11')).status).toBe(400);
    });
  });

  describe('GET /content/{id}/assocmetadata', () => {
    it('a season: its series, then its episodes by number', async () => {
      const { status, body } = await assoc('main-series-1-s1');
      expect(status, JSON.stringify(body.header)).toBe(200);
      const rows = body.data as Association[];
      expect(body.header.count).toBe(6);
      expect(rows.map((r) => [r.rel, r.id, r.cty])).toEqual([
        ['series', 'main-series-1', 'tvseries'],
        ...[1, 2, 3, 4, 5].map((n) => ['child', `main-series-1-s1-e${n}`, 'tvepisode']),
      ]);
      expect(rows.slice(1).map((r) => r.ep_no)).toEqual([1, 2, 3, 4, 5]);
      expect(english(rows[0]?.lon ?? [])).toMatch(/Voyage$/);
      for (const row of rows) expect(['published', 'draft', 'pre-draft']).toContain(row.st);
    });

    it('an episode: its series and season; a series: its seasons; a movie: nothing', async () => {
      const episode = await assoc('main-series-2-s2-e4');
      expect((episode.body.data as Association[]).map((r) => [r.rel, r.id, r.s_no])).toEqual([
        ['series', 'main-series-2', undefined],
        ['season', 'main-series-2-s2', 2],
      ]);
      const series = await assoc('main-series-2');
      expect((series.body.data as Association[]).map((r) => [r.rel, r.id, r.s_no])).toEqual([
        ['child', 'main-series-2-s1', 1],
        ['child', 'main-series-2-s2', 2],
      ]);
      const movie = await assoc('main-movie-1');
      expect(movie.status).toBe(200);
      expect(movie.body.data).toEqual([]);
    });

    it('follows the order an episode sort gave', async () => {
      const season = 'main-series-4-s1';
      const order = [5, 4, 3, 2, 1].map((n) => `${season}-e${n}`);
      const started = await server.api('editor', '/api/catalog/bulkupdate/tvseason/tvepisodes', {
        method: 'PUT',
        product: 'main',
        json: { ssn_id: season, ids: order },
      });
      expect(started.status).toBe(202);
      const deadline = Date.now() + 20_000;
      let ids: string[] = [];
      while (Date.now() < deadline) {
        const { body } = await assoc(season);
        ids = (body.data as Association[]).filter((r) => r.rel === 'child').map((r) => r.id);
        if (ids.join() === order.join()) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(ids).toEqual(order);
    });

    it("hides another product's item and refuses who may not view the catalogue", async () => {
      expect((await assoc('kids-series-1-s1')).status).toBe(404);
      expect((await assoc('kids-series-1-s1', 'editor', 'kids')).status).toBe(200);
      expect((await assoc('no-such-item')).status).toBe(404);
      expect((await assoc('main-series-1-s1', 'merchandiser')).status).toBe(403);
      expect((await assoc('main-series-1-s1', 'guest')).status).toBe(403);
      expect((await assoc('main-series-1-s1', 'viewer')).status).toBe(200);
      // Fastify refuses a path parameter over 100 characters before the route runs.
      expect((await assoc('x'.repeat(201))).status).toBe(414);
    });
  });
});
