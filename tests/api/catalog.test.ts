import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The catalogue read API (spec section 7, 'Catalog'): lists with status, paging, sorting and
 * field filters, product scoping, get by id with version choice, keys, counts, lookups,
 * permissions and the schema endpoints, against the deterministic demo seed (30 movies per
 * product, status by n % 20: 0-11 published, 12-14 draft, 15 pre-draft, 16 archived,
 * 17-19 published V1 + draft V2; titles from server/seed/names.ts).
 */

const dialects = await testDialects();

const CATALOG = '/api/catalog';
const MOVIES = `${CATALOG}/content/urn/resource/catalog/movie`;
const SEED_MOVIES = 30;

interface Name {
  lang: string;
  n: string;
}
interface Doc {
  id: string;
  key: string;
  cty: string;
  st: string;
  ut: string;
  prd: string[];
  lon: Name[];
  [field: string]: unknown;
}

type Plan = 'published' | 'draft' | 'pre-draft' | 'archived' | 'published+draft';

/** The seed's status plan, as the brief states it. */
function planOf(n: number): Plan {
  const slot = n % 20;
  if (slot < 12) return 'published';
  if (slot < 15) return 'draft';
  if (slot === 15) return 'pre-draft';
  if (slot === 16) return 'archived';
  return 'published+draft';
}

const EN_ADJECTIVES = [
  'Silent',
  'Golden',
  'Hidden',
  'Last',
  'Wild',
  'Crimson',
  'Endless',
  'Brave',
  'Midnight',
  'Lost',
  'Bright',
  'Iron',
];
const EN_NOUNS = ['River', 'Kingdom', 'Harbour'];
/** The English title of the n-th seeded movie (n < 36). */
function englishTitle(n: number): string {
  return `${EN_ADJECTIVES[n % 12] ?? ''} ${EN_NOUNS[Math.floor(n / 12)] ?? ''}`;
}

interface Expected {
  id: string;
  key: string;
  st: string;
  name: string;
}

/**
 * The current versions a list shows for the given statuses, newest first (the seed writes the
 * movies one minute apart in order). A published version with a draft beside it is hidden when
 * the list mixes published and draft-like statuses.
 */
function expectedList(product: string, statuses: string[]): Expected[] {
  const merged =
    statuses.includes('published') &&
    statuses.some((s) => ['draft', 'pre-draft', 'pending'].includes(s));
  const rows: Expected[] = [];
  const tag = product === 'kids' ? ' (Kids)' : '';
  for (let n = SEED_MOVIES - 1; n >= 0; n -= 1) {
    const id = `${product}-movie-${n + 1}`;
    const plan = planOf(n);
    const name = `${englishTitle(n)}${tag}`;
    if (plan === 'published+draft') {
      if (statuses.includes('draft'))
        rows.push({ id, key: `${id}-v2`, st: 'draft', name: `${englishTitle(n)}${tag} (revised)` });
      else if (statuses.includes('published') && !merged)
        rows.push({ id, key: `${id}-v1`, st: 'published', name });
    } else if (statuses.includes(plan)) {
      rows.push({ id, key: `${id}-v1`, st: plan, name });
    }
  }
  return rows;
}

function docsOf(body: ApiBody): Doc[] {
  return body.data as Doc[];
}

function summary(doc: Doc): Expected {
  const en = doc.lon.find((entry) => entry.lang === 'en');
  return { id: doc.id, key: doc.key, st: doc.st, name: en?.n ?? '' };
}

describe.each(dialects)('catalogue read API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_catalog' });
  });
  afterAll(async () => server?.stop());

  const list = (query: string, user = 'editor', product = 'main') =>
    server.api(user, `${MOVIES}${query}`, { product });

  /** Every page of a list query, in order. */
  async function allPages(
    query: string,
    pageSize: number,
    product = 'main',
  ): Promise<{ docs: Doc[]; counts: number[] }> {
    const docs: Doc[] = [];
    const counts: number[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const { status, body } = await list(
        `?${query}${query ? '&' : ''}pageSize=${pageSize}&pageNumber=${page}`,
        'editor',
        product,
      );
      expect(status).toBe(200);
      counts.push(body.header.count);
      const rows = docsOf(body);
      if (rows.length === 0) break;
      docs.push(...rows);
    }
    return { docs, counts };
  }

  describe('list', () => {
    it('lists published, draft and pre-draft by default and for st=all, each item once, newest first', async () => {
      const expected = expectedList('main', ['published', 'draft', 'pre-draft']);
      expect(expected).toHaveLength(29);
      for (const query of ['?pageSize=100', '?st=all&pageSize=100']) {
        const { status, body } = await list(query);
        expect(status).toBe(200);
        expect(body.header.code).toBe(HEADER_CODE.success);
        expect(body.header.errors).toEqual([]);
        expect(body.header.count).toBe(29);
        expect(docsOf(body).map(summary)).toEqual(expected);
      }
    });

    it.each([
      ['published', ['published'], 25],
      ['draft', ['draft'], 6],
      ['pre-draft', ['pre-draft'], 1],
      ['archived', ['archived'], 1],
      ['draft,pre-draft', ['draft', 'pre-draft'], 7],
      ['published,draft', ['published', 'draft'], 28],
    ])('filters by st=%s', async (st, statuses, total) => {
      const expected = expectedList('main', statuses);
      expect(expected).toHaveLength(total);
      const { status, body } = await list(`?st=${st}&pageSize=100`);
      expect(status).toBe(200);
      expect(body.header.count).toBe(total);
      expect(docsOf(body).map(summary)).toEqual(expected);
      for (const doc of docsOf(body)) expect(statuses).toContain(doc.st);
    });

    it('answers an empty status list with the no-data code and count 0', async () => {
      const { status, body } = await list('?st=deleted');
      expect(status).toBe(200);
      expect(body.header.code).toBe(HEADER_CODE.noData);
      expect(body.header.count).toBe(0);
      expect(body.data).toEqual([]);
    });

    it('refuses an unknown status with 400', async () => {
      const { status, body } = await list('?st=published,bogus');
      expect(status).toBe(400);
      expect(body.header.code).toBe(HEADER_CODE.error);
      expect(body.header.errors[0]?.description).toBe("Unknown status 'bogus'");
    });

    it('pages: page 2 differs from page 1, and the header count is the number found by paging', async () => {
      const first = await list('?pageSize=10&pageNumber=1');
      const second = await list('?pageSize=10&pageNumber=2');
      const firstKeys = docsOf(first.body).map((d) => d.key);
      const secondKeys = docsOf(second.body).map((d) => d.key);
      expect(firstKeys).toHaveLength(10);
      expect(secondKeys).toHaveLength(10);
      expect(firstKeys.filter((k) => secondKeys.includes(k))).toEqual([]);
      const expected = expectedList('main', ['published', 'draft', 'pre-draft']).map((e) => e.key);
      expect(firstKeys).toEqual(expected.slice(0, 10));
      expect(secondKeys).toEqual(expected.slice(10, 20));

      const paged = await allPages('', 7);
      expect(paged.docs.map((d) => d.key)).toEqual(expected);
      expect(new Set(paged.docs.map((d) => d.id)).size).toBe(paged.docs.length);
      // Every page (and the empty page after the last) reports the same total, the number counted.
      expect(paged.counts.slice(0, -1)).toEqual(Array.from({ length: 5 }, () => paged.docs.length));
      expect(paged.docs).toHaveLength(29);

      const published = await allPages('st=published', 4);
      expect(published.docs).toHaveLength(25);
      expect(published.counts[0]).toBe(25);
    });

    it('refuses page sizes and numbers outside the allowed range', async () => {
      expect((await list('?pageSize=0')).status).toBe(400);
      expect((await list('?pageSize=1001')).status).toBe(400);
      expect((await list('?pageNumber=0')).status).toBe(400);
      expect((await list('?pageNumber=abc')).status).toBe(400);
    });

    it('sorts by ut ascending and descending', async () => {
      const expected = expectedList('main', ['published', 'draft', 'pre-draft']).map((e) => e.key);
      const desc = await list('?sortBy=ut&sortOrder=desc&pageSize=100');
      expect(docsOf(desc.body).map((d) => d.key)).toEqual(expected);
      const asc = await list('?sortBy=ut&sortOrder=asc&pageSize=100');
      expect(docsOf(asc.body).map((d) => d.key)).toEqual([...expected].reverse());
      const uts = docsOf(asc.body).map((d) => d.ut);
      expect(uts).toEqual([...uts].sort());
      const firstPageAsc = await list('?sortBy=ut&sortOrder=asc&pageSize=3');
      expect(docsOf(firstPageAsc.body).map((d) => d.id)).toEqual([
        'main-movie-1',
        'main-movie-2',
        'main-movie-3',
      ]);
    });

    it('sorts by name ascending and descending', async () => {
      const names = expectedList('main', ['published', 'draft', 'pre-draft']).map((e) => e.name);
      const ascending = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const asc = await list('?sortBy=name&sortOrder=asc&pageSize=100');
      expect(asc.status).toBe(200);
      expect(docsOf(asc.body).map((d) => summary(d).name)).toEqual(ascending);
      expect(ascending.slice(0, 2)).toEqual(['Brave Kingdom (revised)', 'Brave River']);
      const desc = await list('?sortBy=name&sortOrder=desc&pageSize=100');
      expect(docsOf(desc.body).map((d) => summary(d).name)).toEqual([...ascending].reverse());
      // Page 2 of a name sort continues page 1.
      const page2 = await list('?sortBy=name&sortOrder=asc&pageSize=10&pageNumber=2');
      expect(docsOf(page2.body).map((d) => summary(d).name)).toEqual(ascending.slice(10, 20));
    });

    it('refuses an unknown sort field with 400', async () => {
      const { status, body } = await list('?sortBy=colour');
      expect(status).toBe(400);
      expect(body.header.errors[0]?.description).toBe("Cannot sort by 'colour'");
    });

    it('filters by a boolean field (vce=false)', async () => {
      const { status, body } = await list('?vce=false');
      expect(status).toBe(200);
      expect(body.header.count).toBe(1);
      expect(docsOf(body).map((d) => d.id)).toEqual(['main-movie-8']);
      expect(docsOf(body)[0]?.vce).toBe(false);
      const open = await list('?vce=true&pageSize=100');
      expect(open.body.header.count).toBe(28);
      expect(docsOf(open.body).map((d) => d.id)).not.toContain('main-movie-8');
    });

    it('filters by a text field (ex_id) combined with a status', async () => {
      const { status, body } = await list('?ex_id=EXT-MAIN-MOVIE-18');
      expect(body.header.errors).toEqual([]);
      expect(status).toBe(200);
      expect(body.header.count).toBe(1);
      expect(docsOf(body).map(summary)).toEqual([
        {
          id: 'main-movie-18',
          key: 'main-movie-18-v2',
          st: 'draft',
          name: 'Crimson Kingdom (revised)',
        },
      ]);
      const published = await list('?ex_id=EXT-MAIN-MOVIE-18&st=published');
      expect(docsOf(published.body).map((d) => d.key)).toEqual(['main-movie-18-v1']);
      const none = await list('?ex_id=EXT-KIDS-MOVIE-18');
      expect(none.status).toBe(200);
      expect(none.body.header.count).toBe(0);
      expect(none.body.data).toEqual([]);
    });

    it('searches the list by name with q (substring, any language) and refuses a term under 3 characters', async () => {
      const { status, body } = await list('?q=river&pageSize=100');
      expect(status).toBe(200);
      // Titles 0-11 of the seed are '<adjective> River'.
      expect(body.header.count).toBe(12);
      expect(docsOf(body).every((d) => JSON.stringify(d.lon).toLowerCase().includes('river'))).toBe(
        true,
      );
      const tamil = await list(`?q=${encodeURIComponent('நதி')}&pageSize=100`);
      expect(tamil.body.header.count).toBe(12);
      // Combined with a field filter: 'Brave River' (n = 7) is the one with vce false.
      const withFilter = await list('?q=river&vce=false');
      expect(docsOf(withFilter.body).map((d) => d.id)).toEqual(['main-movie-8']);
      // Pages of the matches carry the total, a page past the end too.
      const all = docsOf(body).map((d) => d.key);
      const second = await list('?q=river&pageSize=5&pageNumber=2');
      expect(second.body.header.count).toBe(12);
      expect(docsOf(second.body).map((d) => d.key)).toEqual(all.slice(5, 10));
      const past = await list('?q=river&pageSize=5&pageNumber=4');
      expect(past.body.header.count).toBe(12);
      expect(past.body.data).toEqual([]);
      const short = await list('?q=ri');
      expect(short.status).toBe(400);
      expect(short.body.header.errors[0]?.description).toBe(
        'Search term must be at least 3 characters',
      );
    });

    it('filters dates by bounds (lwe_lte finds the expired items)', async () => {
      const { status, body } = await list('?lwe_lte=2026-01-01T00:00:00.000Z&pageSize=100');
      expect(status).toBe(200);
      // Seed windows: n % 13 === 5 expired on 2025-06-30 (n = 5 and 18).
      expect(
        docsOf(body)
          .map((d) => d.id)
          .sort(),
      ).toEqual(['main-movie-19', 'main-movie-6']);
      const later = await list('?lwe_gte=2026-01-01T00:00:00.000Z&pageSize=100');
      expect(later.body.header.count).toBe(27);
      const bad = await list('?vce_gte=true');
      expect(bad.status).toBe(400);
    });

    it('refuses a filter on a field the type does not have (or cannot filter by) with 400', async () => {
      const unknown = await list('?colour=red');
      expect(unknown.status).toBe(400);
      expect(unknown.body.header.code).toBe(HEADER_CODE.error);
      expect(unknown.body.header.errors[0]?.description).toBe("Cannot filter movie by 'colour'");
      const nested = await list('?lon=River');
      expect(nested.status).toBe(400);
      expect(nested.body.header.errors[0]?.description).toBe("Cannot filter movie by 'lon'");
    });
  });

  describe('products', () => {
    it("never shows another product's items", async () => {
      const main = await list('?pageSize=100', 'editor', 'main');
      const kids = await list('?pageSize=100', 'editor', 'kids');
      expect(main.body.header.count).toBe(29);
      expect(kids.body.header.count).toBe(29);
      expect(
        docsOf(main.body).every(
          (d) =>
            d.id.startsWith('main-movie-') && d.prd.includes('main') && !d.prd.includes('kids'),
        ),
      ).toBe(true);
      expect(docsOf(kids.body).map(summary)).toEqual(
        expectedList('kids', ['published', 'draft', 'pre-draft']),
      );
      const byId = await server.api('editor', `${MOVIES}/kids-movie-1`, { product: 'main' });
      expect(byId.status).toBe(404);
      const mainFromKids = await server.api('editor', `${MOVIES}/main-movie-1`, {
        product: 'kids',
      });
      expect(mainFromKids.status).toBe(404);
      const count = await server.api(
        'editor',
        `${CATALOG}/count/urn/resource/catalog/movie?st=archived`,
        { product: 'kids' },
      );
      expect(count.body.data).toEqual([{ name: 'movie', count: 1 }]);
    });

    it('uses the first product of the token without x-product', async () => {
      const { status, body } = await server.api('creator', `${MOVIES}?pageSize=1`);
      expect(status).toBe(200);
      expect(docsOf(body)[0]?.id).toBe('main-movie-30');
    });

    it('refuses a product the token does not carry with 403', async () => {
      const { status, body } = await server.api('creator', MOVIES, { product: 'kids' });
      expect(status).toBe(403);
      expect(body.header.errors[0]?.description).toBe('creator is not entitled to product kids');
      const none = await server.api('nobody', MOVIES, { product: 'main' });
      expect(none.status).toBe(403);
      expect(none.body.header.errors[0]?.description).toBe(
        'nobody is not entitled to any products',
      );
    });
  });

  describe('get by id', () => {
    it('opens the draft of an item with a published version and a draft, and the published with st=published', async () => {
      const chosen = await server.api('editor', `${MOVIES}/main-movie-18`, { product: 'main' });
      expect(chosen.status).toBe(200);
      expect(summary(chosen.body.data as Doc)).toEqual({
        id: 'main-movie-18',
        key: 'main-movie-18-v2',
        st: 'draft',
        name: 'Crimson Kingdom (revised)',
      });
      const published = await server.api('editor', `${MOVIES}/main-movie-18?st=published`, {
        product: 'main',
      });
      expect(published.status).toBe(200);
      expect(summary(published.body.data as Doc)).toEqual({
        id: 'main-movie-18',
        key: 'main-movie-18-v1',
        st: 'published',
        name: 'Crimson Kingdom',
      });
      const byKey = await server.api('editor', `${MOVIES}/main-movie-18?key=main-movie-18-v1`, {
        product: 'main',
      });
      expect((byKey.body.data as Doc).key).toBe('main-movie-18-v1');
    });

    it('returns the whole stored document with its system fields', async () => {
      const { status, body } = await server.api('editor', `${MOVIES}/main-movie-1`, {
        product: 'main',
      });
      expect(status).toBe(200);
      const doc = body.data as Doc;
      expect(doc).toMatchObject({
        id: 'main-movie-1',
        key: 'main-movie-1-v1',
        cty: 'movie',
        st: 'published',
        urn: 'urn:resource:catalog:movie',
        prd: ['main'],
        ex_id: 'EXT-MAIN-MOVIE-1',
        rt: 5400,
        vce: true,
        ut: '2026-01-01T08:00:00.000Z',
        ct: '2026-01-01T08:00:00.000Z',
      });
      expect(doc.lon).toEqual([
        { lang: 'en', n: 'Silent River' },
        { lang: 'zh', n: '寂静的河流' },
        { lang: 'ms', n: 'Sunyi Sungai' },
        { lang: 'ta', n: 'அமைதியான நதி' },
      ]);
    });

    it('answers 404 for an unknown id and a status the item does not have', async () => {
      const unknown = await server.api('editor', `${MOVIES}/main-movie-999`, { product: 'main' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.header.code).toBe(HEADER_CODE.error);
      expect(unknown.body.header.errors[0]?.description).toBe('movie main-movie-999 not found');
      const wrongType = await server.api(
        'editor',
        `${CATALOG}/content/urn/resource/catalog/tvseries/main-movie-1`,
        { product: 'main' },
      );
      expect(wrongType.status).toBe(404);
      const noArchived = await server.api('editor', `${MOVIES}/main-movie-1?st=archived`, {
        product: 'main',
      });
      expect(noArchived.status).toBe(404);
    });

    it('answers many gets asked at once each with its own item (PostgreSQL reads them in one statement)', async () => {
      const ids = Array.from({ length: SEED_MOVIES }, (_, n) => `main-movie-${n + 1}`);
      const answers = await Promise.all(
        [...ids, 'main-movie-999', ...ids.slice(0, 3)].map((id) =>
          server.api('editor', `${MOVIES}/${id}`, { product: 'main' }),
        ),
      );
      const expected = ids.map((id, n) => {
        const plan = planOf(n);
        return plan === 'published+draft'
          ? { id, key: `${id}-v2`, st: 'draft' }
          : { id, key: `${id}-v1`, st: plan };
      });
      expect(
        answers.map(({ status, body }) => {
          if (status !== 200) return status;
          const { id, key, st } = body.data as Doc;
          return { id, key, st };
        }),
      ).toEqual([...expected, 404, ...expected.slice(0, 3)]);
    });
  });

  describe('keys and counts', () => {
    it('GET /content?keys= returns the named versions of the product the caller may view', async () => {
      const keys = [
        'main-movie-1-v1',
        'main-movie-18-v1',
        'main-movie-18-v2',
        'kids-movie-1-v1',
        'main-movie-999-v1',
        'main-series-1-v1',
      ];
      const { status, body } = await server.api(
        'editor',
        `${CATALOG}/content?keys=${keys.join(',')}`,
        { product: 'main' },
      );
      expect(status).toBe(200);
      const found = docsOf(body)
        .map((d) => `${d.key}:${d.st}`)
        .sort();
      expect(found).toEqual([
        'main-movie-1-v1:published',
        'main-movie-18-v1:published',
        'main-movie-18-v2:draft',
        'main-series-1-v1:published',
      ]);
      expect(body.header.count).toBe(4);
      const guest = await server.api('guest', `${CATALOG}/content?keys=${keys.join(',')}`, {
        product: 'main',
      });
      expect(guest.status).toBe(200);
      expect(guest.body.data).toEqual([]);
      const missing = await server.api('editor', `${CATALOG}/content`, { product: 'main' });
      expect(missing.status).toBe(400);
    });

    it('counts the list statuses with the same rules as the list', async () => {
      const count = (query: string) =>
        server.api('editor', `${CATALOG}/count/urn/resource/catalog/movie${query}`, {
          product: 'main',
        });
      const all = await count('');
      expect(all.status).toBe(200);
      expect(all.body.data).toEqual([{ name: 'movie', count: 29 }]);
      expect((await count('?st=all')).body.data).toEqual([{ name: 'movie', count: 29 }]);
      expect((await count('?st=published')).body.data).toEqual([{ name: 'movie', count: 25 }]);
      expect((await count('?st=draft')).body.data).toEqual([{ name: 'movie', count: 6 }]);
      expect((await count('?st=archived')).body.data).toEqual([{ name: 'movie', count: 1 }]);
      expect((await count('?st=published,draft')).body.data).toEqual([
        { name: 'movie', count: 28 },
      ]);
      expect((await count('?st=nope')).status).toBe(400);
      // A blank status list (a space, a lone comma) filters nothing, in the count and the list.
      for (const blank of ['%20', '%2C', '%20%2C%20']) {
        const blankCount = await count(`?st=${blank}`);
        expect(blankCount.status, blank).toBe(200);
        expect(blankCount.body.data, blank).toEqual([{ name: 'movie', count: 29 }]);
        const blankList = await list(`?st=${blank}`);
        expect(blankList.status, blank).toBe(200);
        expect(blankList.body.header.count, blank).toBe(29);
      }
      const series = await server.api('editor', `${CATALOG}/count/urn/resource/catalog/tvseries`, {
        product: 'main',
      });
      // 20 series: n 0-11 published, 12-14 draft, 15 pre-draft, 16 archived, 17-19 pairs.
      expect(series.body.data).toEqual([{ name: 'tvseries', count: 19 }]);
      const guest = await server.api('guest', `${CATALOG}/count/urn/resource/catalog/movie`, {
        product: 'main',
      });
      expect(guest.status).toBe(403);
    });
  });

  describe('lookup', () => {
    it('GET /content/lookup?query= finds by name, scoped to the product', async () => {
      const { status, body } = await server.api('editor', `${CATALOG}/content/lookup?query=river`, {
        product: 'main',
      });
      expect(status).toBe(200);
      expect(body.header.count).toBe(12);
      const rows = body.data as { id: string; cty: string; lon: Name[]; pkg_id: string }[];
      expect(rows).toHaveLength(10);
      for (const row of rows) {
        expect(row.cty).toBe('movie');
        expect(row.id).toMatch(/^main-movie-([1-9]|1[0-2])$/);
        expect(row.lon.find((e) => e.lang === 'en')?.n).toMatch(/ River$/);
        expect(row.pkg_id).toBe(row.id);
      }
      const malay = await server.api(
        'editor',
        `${CATALOG}/content/lookup?query=${encodeURIComponent('Sunyi Sungai')}`,
        { product: 'kids' },
      );
      expect((malay.body.data as { id: string }[]).map((r) => r.id)).toEqual(['kids-movie-1']);
      expect(malay.body.header.count).toBe(1);
      const short = await server.api('editor', `${CATALOG}/content/lookup?query=ri`, {
        product: 'main',
      });
      expect(short.status).toBe(200);
      expect(short.body.data).toEqual([]);
      expect(short.body.header.count).toBe(0);
      const season = await server.api(
        'editor',
        `${CATALOG}/content/lookup?query=voyage&cty=tvseason`,
        { product: 'main' },
      );
      // Seasons 1 and 2 of series 1-10 ('... Voyage S1', 'S2'): 20, the first page of 10 returned.
      expect(season.body.header.count).toBe(20);
      const seasons = season.body.data as { id: string; cty: string }[];
      expect(seasons).toHaveLength(10);
      for (const row of seasons) expect(row.id).toMatch(/^main-series-([1-9]|10)-s[12]$/);
    });

    it('POST /content/lookup matches ALL filters', async () => {
      const lookup = (filters: { field: string; term: string; operator: string }[]) =>
        server.api('editor', `${CATALOG}/content/lookup`, {
          product: 'main',
          method: 'POST',
          json: { filters },
        });
      const byId = await lookup([{ field: 'id', term: 'main-movie-1', operator: 'equals' }]);
      expect(byId.status).toBe(200);
      expect(docsOf(byId.body).map((d) => d.key)).toEqual(['main-movie-1-v1']);
      const byExternal = await lookup([
        { field: 'ex_id', term: 'EXT-MAIN-MOVIE-2', operator: 'equals' },
      ]);
      expect(docsOf(byExternal.body).map((d) => d.key)).toEqual(['main-movie-2-v1']);
      const both = await lookup([
        { field: 'id', term: 'main-movie-1', operator: 'equals' },
        { field: 'ex_id', term: 'EXT-MAIN-MOVIE-2', operator: 'equals' },
      ]);
      expect(both.status).toBe(200);
      expect(both.body.data).toEqual([]);
      expect(both.body.header.count).toBe(0);
      const agreeing = await lookup([
        { field: 'id', term: 'main-movie-1,main-movie-2,main-movie-3', operator: 'equals' },
        { field: 'ex_id', term: 'EXT-MAIN-MOVIE-2,EXT-MAIN-MOVIE-3', operator: 'equals' },
        { field: 'cty', term: 'movie', operator: 'equals' },
      ]);
      expect(
        docsOf(agreeing.body)
          .map((d) => d.id)
          .sort(),
      ).toEqual(['main-movie-2', 'main-movie-3']);
      expect(agreeing.body.header.count).toBe(2);
      const otherProduct = await lookup([
        { field: 'id', term: 'kids-movie-1', operator: 'equals' },
      ]);
      expect(otherProduct.body.data).toEqual([]);
      const badOperator = await lookup([
        { field: 'id', term: 'main-movie-1', operator: 'contains' },
      ]);
      expect(badOperator.status).toBe(400);
    });

    it('POST /content/lookup shows an item with a published and a draft version once, unless a status is asked', async () => {
      const lookup = (filters: { field: string; term: string; operator: string }[]) =>
        server.api('editor', `${CATALOG}/content/lookup`, {
          product: 'main',
          method: 'POST',
          json: { filters },
        });
      // Movie 18 (seed n 17) is published V1 with a draft V2 beside it.
      const merged = await lookup([{ field: 'id', term: 'main-movie-18', operator: 'equals' }]);
      expect(merged.status).toBe(200);
      expect(docsOf(merged.body).map((d) => d.key)).toEqual(['main-movie-18-v2']);
      expect(merged.body.header.count).toBe(1);
      const published = await lookup([
        { field: 'id', term: 'main-movie-18', operator: 'equals' },
        { field: 'st', term: 'published', operator: 'equals' },
      ]);
      expect(docsOf(published.body).map((d) => d.key)).toEqual(['main-movie-18-v1']);
      const both = await lookup([
        { field: 'id', term: 'main-movie-18', operator: 'equals' },
        { field: 'st', term: 'published,draft', operator: 'equals' },
      ]);
      expect(docsOf(both.body).map((d) => d.key)).toEqual(['main-movie-18-v2']);
    });

    it('POST /content/lookup compares boolean and number fields with their terms', async () => {
      const lookup = (filters: { field: string; term: string; operator: string }[]) =>
        server.api('editor', `${CATALOG}/content/lookup`, {
          product: 'main',
          method: 'POST',
          json: { filters },
        });
      const flag = await lookup([
        { field: 'cty', term: 'movie', operator: 'equals' },
        { field: 'vce', term: 'false', operator: 'equals' },
      ]);
      expect(flag.status).toBe(200);
      expect(docsOf(flag.body).map((d) => d.id)).toEqual(['main-movie-8']);
      const runtime = await lookup([
        { field: 'cty', term: 'movie', operator: 'equals' },
        { field: 'rt', term: '5400', operator: 'equals' },
      ]);
      expect(runtime.status).toBe(200);
      expect(docsOf(runtime.body).map((d) => d.id)).toEqual(['main-movie-1']);
    });
  });

  describe('permissions', () => {
    it('lets a viewer list but not create (403), and nothing is stored', async () => {
      const listed = await list('?pageSize=1', 'viewer');
      expect(listed.status).toBe(200);
      expect(listed.body.header.count).toBe(29);
      const created = await server.api('viewer', MOVIES, {
        product: 'main',
        method: 'POST',
        json: { id: 'viewer-made', lon: [{ lang: 'en', n: 'Not allowed' }] },
      });
      expect(created.status).toBe(403);
      expect(created.body.header.errors[0]?.description).toBe(
        'You do not have permission to create movie',
      );
      const after = await server.api('editor', `${MOVIES}/viewer-made`, { product: 'main' });
      expect(after.status).toBe(404);
      expect((await list('?pageSize=1')).body.header.count).toBe(29);
      const versions = await server.api('editor', `${MOVIES}/viewer-made/versions`, {
        product: 'main',
      });
      expect(versions.status).toBe(404);
    });

    it('refuses a user without a role (guest) the movie list with 403', async () => {
      const { status, body } = await list('', 'guest');
      expect(status).toBe(403);
      expect(body.header.code).toBe(HEADER_CODE.error);
      expect(body.header.errors[0]?.description).toBe('You do not have permission to view movie');
      expect(
        (await server.api('guest', `${MOVIES}/main-movie-1`, { product: 'main' })).status,
      ).toBe(403);
    });
  });

  describe('schemas', () => {
    it('serves the type schema with the shared definitions', async () => {
      const { status, body } = await server.api(
        'viewer',
        `${CATALOG}/schema/urn/resource/catalog/movie`,
        { product: 'main' },
      );
      expect(status).toBe(200);
      const schema = body.data as {
        type: string;
        properties: Record<string, unknown>;
        $defs: Record<string, unknown>;
        required: string[];
      };
      expect(schema.type).toBe('object');
      expect(schema.required).toEqual(['cty', 'lon']);
      expect(schema.properties.lon).toEqual({ $ref: '#/$defs/localizedNames' });
      expect(schema.properties.cty).toEqual({ type: 'string', const: 'movie', readOnly: true });
      expect(schema.$defs.localizedNames).toMatchObject({ type: 'array', minItems: 1 });
      expect(Object.keys(schema.$defs)).toContain('language');
    });

    it('serves the ui schema and the list declaration', async () => {
      const { status, body } = await server.api(
        'viewer',
        `${CATALOG}/uischema/urn/resource/catalog/movie`,
        { product: 'main' },
      );
      expect(status).toBe(200);
      const data = body.data as {
        uischema: { type: string; elements: { label: string }[] };
        list: { resource: string; area: string; titleKey: string };
      };
      expect(data.uischema.type).toBe('Categorization');
      expect(data.uischema.elements[0]?.label).toBe('categories.general');
      expect(data.list).toMatchObject({
        area: 'vod',
        resource: 'cp_datastore',
        titleKey: 'resources.movie.name',
      });
    });

    it("serves a type's additional ui schema: the identifiers its schema has, as form fields", async () => {
      const { status, body } = await server.api(
        'viewer',
        `${CATALOG}/uischema/additional/urn/resource/catalog/movie`,
        { product: 'main' },
      );
      expect(status).toBe(200);
      const data = body.data as {
        uischema: { type: string; elements: { type: string; scope: string; label: string }[] };
      };
      expect(data.uischema.type).toBe('VerticalLayout');
      expect(data.uischema.elements.map((element) => element.label)).toEqual([
        'fields.id',
        'fields.cid',
        'fields.ex_id',
        'fields.cty',
        'fields.urn',
        'fields.key',
        'fields.ct',
        'fields.ut',
      ]);
      expect(data.uischema.elements[0]).toEqual({
        type: 'Control',
        scope: '#/properties/id',
        label: 'fields.id',
      });
      const guest = await server.api(
        'guest',
        `${CATALOG}/uischema/additional/urn/resource/catalog/movie`,
        { product: 'main' },
      );
      expect(guest.status).toBe(403);
    });

    it('lists the types', async () => {
      const { status, body } = await server.api(
        'viewer',
        `${CATALOG}/schema/urn/resource/catalog`,
        { product: 'main' },
      );
      expect(status).toBe(200);
      const types = body.data as { type: string; area: string; resource: string }[];
      expect(body.header.count).toBe(types.length);
      expect(types.find((t) => t.type === 'movie')).toMatchObject({
        area: 'vod',
        resource: 'cp_datastore',
      });
      expect(types.find((t) => t.type === 'channel')).toMatchObject({
        area: 'live',
        resource: 'cp_live',
      });
      expect(types.find((t) => t.type === 'virtuallivechannel')).toMatchObject({
        resource: 'cp_vll',
      });
      expect(types.map((t) => t.type)).toEqual([...types.map((t) => t.type)].sort());
    });

    it('answers an unknown type with a 404 envelope on every endpoint', async () => {
      for (const path of [
        '/schema/urn/resource/catalog/spaceship',
        '/uischema/urn/resource/catalog/spaceship',
        '/uischema/additional/urn/resource/catalog/spaceship',
        '/content/urn/resource/catalog/spaceship',
        '/content/urn/resource/catalog/spaceship/x',
        '/count/urn/resource/catalog/spaceship',
      ]) {
        const { status, body } = await server.api('editor', `${CATALOG}${path}`, {
          product: 'main',
        });
        expect(status, path).toBe(404);
        expect(body.header.code).toBe(HEADER_CODE.error);
        expect(body.header.errors[0]?.description).toBe('Resource type spaceship not found');
        expect(body.data).toBeNull();
      }
    });
  });
});
