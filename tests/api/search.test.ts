import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Global search (spec section 7 'Global search', section 5 'Search term minimum 3 characters'):
 * names in the four languages, paging with the total, type and status filters, product scoping,
 * role scoping, and terms full of SQL / FTS syntax that must be matched literally.
 *
 * Seed facts used (server/seed/names.ts, demoSeed.ts; 30 movies per product): movie n has the
 * title adjective[n % 12] + noun[n / 12]: n 0-11 '... River' ('Silent River' / '寂静的河流' /
 * 'Sunyi Sungai' / 'அமைதியான நதி' for n 0), n 12-23 '... Kingdom'. Short videos 33-40 and
 * channels 1-4 are '... Island'. Statuses by n % 20: 0-11 published, 12-14 draft, 15 pre-draft,
 * 16 archived, 17-19 published V1 + draft V2 (the draft's English name ends '(revised)').
 */

const dialects = await testDialects();

const SEARCH = '/api/search/content/search';
/** The demo users plus 'liveviewer' (live_content_user: views the cp_live types only). */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/search-users.json', import.meta.url));

interface Hit {
  id: string;
  key: string;
  cty: string;
  st: string;
  lon: { lang: string; n: string }[];
  prt_ic: string;
  chty?: string;
}

const range = (from: number, to: number, make: (n: number) => string): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

describe.each(dialects)('global search on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_search', env: { USERS_FILE } });
  });
  afterAll(async () => server?.stop());

  const search = (params: Record<string, string | number>, user = 'editor', product = 'main') =>
    server.api(
      user,
      `${SEARCH}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`,
      { product },
    );

  async function hits(
    params: Record<string, string | number>,
    user = 'editor',
    product = 'main',
  ): Promise<{ ids: string[]; count: number; data: Hit[] }> {
    const { status, body } = await search({ pageSize: 100, ...params }, user, product);
    expect(status, JSON.stringify(body.header.errors)).toBe(200);
    expect(body.header.errors).toEqual([]);
    const data = body.data as Hit[];
    return { ids: data.map((h) => h.id).sort(), count: body.header.count, data };
  }

  const riverMovies = (product: string) => range(1, 12, (n) => `${product}-movie-${n}`).sort();

  describe('names in every language', () => {
    it.each([
      ['English', 'river'],
      ['English, any case', 'RIVER'],
      ['Chinese', '的河流'],
      ['Malay', 'sungai'],
      ['Tamil', 'நதி'],
    ])('finds the twelve River movies by their %s name (%s)', async (_language, term) => {
      const { ids, count, data } = await hits({ term });
      expect(ids).toEqual(riverMovies('main'));
      expect(count).toBe(12);
      for (const hit of data) {
        expect(hit.cty).toBe('movie');
        expect(hit.st).toBe('published');
        expect(hit.key).toBe(`${hit.id}-v1`);
        expect(hit.prt_ic).toBe('false');
        expect(hit.lon.map((e) => e.lang)).toEqual(['en', 'zh', 'ms', 'ta']);
      }
    });

    it.each([
      ['English', 'Silent River'],
      ['Chinese', '寂静的河流'],
      ['Malay', 'Sunyi Sungai'],
      ['Tamil', 'அமைதியான நதி'],
    ])('finds the one title by its full %s name', async (_language, term) => {
      const { ids, count, data } = await hits({ term });
      expect(ids).toEqual(['main-movie-1']);
      expect(count).toBe(1);
      expect(data[0]?.lon).toEqual([
        { lang: 'en', n: 'Silent River' },
        { lang: 'zh', n: '寂静的河流' },
        { lang: 'ms', n: 'Sunyi Sungai' },
        { lang: 'ta', n: 'அமைதியான நதி' },
      ]);
    });

    it('finds by id and external id', async () => {
      expect((await hits({ term: 'main-movie-25' })).ids).toEqual(['main-movie-25']);
      expect((await hits({ term: 'EXT-MAIN-MOVIE-25' })).ids).toEqual(['main-movie-25']);
    });
  });

  it('pages: header.count is the total across pages, and the pages together hold every hit once', async () => {
    const seen: string[] = [];
    const counts: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { status, body } = await search({ term: 'river', pageSize: 5, pageNumber: page });
      expect(status).toBe(200);
      counts.push(body.header.count);
      seen.push(...(body.data as Hit[]).map((h) => h.id));
      expect((body.data as Hit[]).length).toBe([5, 5, 2, 0][page - 1]);
    }
    expect(counts).toEqual([12, 12, 12, 12]);
    expect([...seen].sort()).toEqual(riverMovies('main'));
    expect(new Set(seen).size).toBe(12);
  });

  it('filters by content type (cty)', async () => {
    // Short 37 (n 36, slot 16) is archived, so outside the default statuses.
    const shorts = range(33, 40, (n) => `main-short-${n}`).filter((id) => id !== 'main-short-37');
    const channels = range(1, 4, (n) => `main-channel-${n}`);
    const all = await hits({ term: 'island' });
    expect(all.ids).toEqual([...shorts, ...channels].sort());
    expect(all.count).toBe(11);
    const onlyChannels = await hits({ term: 'island', cty: 'channel' });
    expect(onlyChannels.ids).toEqual(channels.sort());
    expect(onlyChannels.count).toBe(4);
    for (const hit of onlyChannels.data) expect(hit.chty).toBe('linear');
    const onlyShorts = await hits({ term: 'island', cty: 'shortvideo' });
    expect(onlyShorts.ids).toEqual([...shorts].sort());
    expect(onlyShorts.count).toBe(7);
    expect((await hits({ term: 'island', cty: 'shortvideo,channel' })).count).toBe(11);
    const none = await hits({ term: 'island', cty: 'movie' });
    expect(none.ids).toEqual([]);
    expect(none.count).toBe(0);
  });

  describe('search across (fields)', () => {
    it('matches the term only in the fields named, with the total and the pages to match', async () => {
      // 'river' is in names only; ids and external ids hold 'movie'.
      expect((await hits({ term: 'river', fields: 'lon.n' })).ids).toEqual(riverMovies('main'));
      expect((await hits({ term: 'river', fields: 'lon.n' })).count).toBe(12);
      const inIds = await hits({ term: 'river', fields: 'id,ex_id' });
      expect(inIds.ids).toEqual([]);
      expect(inIds.count).toBe(0);
      expect((await hits({ term: 'river', fields: 'lon.n,id' })).count).toBe(12);
      // Every field named is the same as none named.
      expect((await hits({ term: 'river', fields: 'lon.n,id,ex_id' })).count).toBe(12);
      // Paging under a narrowing: the total is that of the narrowed hits on every page.
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const { status, body } = await search({
          term: 'river',
          fields: 'lon.n',
          pageSize: 5,
          pageNumber: page,
        });
        expect(status).toBe(200);
        expect(body.header.count).toBe(12);
        seen.push(...(body.data as Hit[]).map((h) => h.id));
      }
      expect([...seen].sort()).toEqual(riverMovies('main'));
    });

    it('tells the id from the external id, in any case', async () => {
      expect((await hits({ term: 'main-movie-25', fields: 'id' })).ids).toEqual(['main-movie-25']);
      expect((await hits({ term: 'MAIN-MOVIE-25', fields: 'id' })).ids).toEqual(['main-movie-25']);
      expect((await hits({ term: 'ext-main-movie-25', fields: 'id' })).count).toBe(0);
      expect((await hits({ term: 'EXT-MAIN-MOVIE-25', fields: 'ex_id' })).ids).toEqual([
        'main-movie-25',
      ]);
      expect((await hits({ term: 'main-movie-25', fields: 'lon.n' })).count).toBe(0);
    });

    it('matches a name in each language when names are searched across', async () => {
      for (const term of ['寂静的河流', 'Sunyi Sungai', 'அமைதியான நதி', 'SILENT river']) {
        expect((await hits({ term, fields: 'lon.n' })).ids, term).toEqual(['main-movie-1']);
        expect((await hits({ term, fields: 'id,ex_id' })).count, term).toBe(0);
      }
    });

    it('narrows together with the content type and the status', async () => {
      const channels = await hits({ term: 'island', fields: 'lon.n', cty: 'channel' });
      expect(channels.ids).toEqual(range(1, 4, (n) => `main-channel-${n}`));
      expect(channels.count).toBe(4);
      const byId = await hits({ term: 'main-channel', fields: 'id', cty: 'channel' });
      expect(byId.count).toBeGreaterThanOrEqual(4);
      expect(byId.ids.length).toBe(byId.count);
      for (const id of byId.ids) expect(id).toMatch(/^main-channel-/);
      expect((await hits({ term: 'main-channel', fields: 'lon.n', cty: 'channel' })).count).toBe(0);
      const drafts = await hits({ term: 'kingdom', fields: 'lon.n', cty: 'movie', st: 'draft' });
      expect(drafts.count).toBe(6);
    });

    it('refuses a field the search field configuration does not offer with 400', async () => {
      for (const fields of ['body', 'lon.n,desc', 'doc']) {
        const { status, body } = await search({ term: 'river', fields });
        expect(status, fields).toBe(400);
        expect(body.header.errors[0]?.description).toBe(
          'Unknown search field: search across lon.n, id, ex_id',
        );
      }
    });
  });

  it('filters by status (st), showing an item once in mixed lists', async () => {
    // Movies only: the schedule seed's programs are named after films too ('... Kingdom 2 Hour').
    const kingdom = (ns: number[]) => ns.map((n) => `main-movie-${n + 1}`).sort();
    const all = await hits({ term: 'kingdom', cty: 'movie' });
    expect(all.ids).toEqual(kingdom([12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23]));
    expect(all.count).toBe(11);
    expect(
      all.data
        .filter((h) => [18, 19, 20].includes(Number(h.id.split('-')[2])))
        .map((h) => h.key)
        .sort(),
    ).toEqual(['main-movie-18-v2', 'main-movie-19-v2', 'main-movie-20-v2']);
    expect((await hits({ term: 'kingdom', cty: 'movie', st: 'all' })).count).toBe(11);
    const drafts = await hits({ term: 'kingdom', cty: 'movie', st: 'draft' });
    expect(drafts.ids).toEqual(kingdom([12, 13, 14, 17, 18, 19]));
    for (const hit of drafts.data) expect(hit.st).toBe('draft');
    const published = await hits({ term: 'kingdom', cty: 'movie', st: 'published' });
    expect(published.ids).toEqual(kingdom([17, 18, 19, 20, 21, 22, 23]));
    for (const hit of published.data) expect(hit.st).toBe('published');
    expect((await hits({ term: 'kingdom', cty: 'movie', st: 'archived' })).ids).toEqual([
      'main-movie-17',
    ]);
    expect((await hits({ term: 'kingdom', cty: 'movie', st: 'pre-draft' })).ids).toEqual([
      'main-movie-16',
    ]);
    expect((await hits({ term: 'river', st: 'draft' })).count).toBe(0);
    const bad = await search({ term: 'kingdom', st: 'bogus' });
    expect(bad.status).toBe(400);
  });

  it("scopes hits to the request's product", async () => {
    const kids = await hits({ term: 'river' }, 'editor', 'kids');
    expect(kids.ids).toEqual(riverMovies('kids'));
    expect(kids.count).toBe(12);
    expect(kids.data[0]?.lon.find((e) => e.lang === 'en')?.n).toMatch(/ River \(Kids\)$/);
    expect((await hits({ term: 'kids-movie-1' }, 'editor', 'main')).count).toBe(0);
    expect((await hits({ term: '(Kids)' }, 'editor', 'main')).count).toBe(0);
    const refused = await search({ term: 'river' }, 'creator', 'kids');
    expect(refused.status).toBe(403);
  });

  it('keeps header.count true after writes: paging reuses the total, a create, rename or archive changes it', async () => {
    const movies = '/api/catalog/content/urn/resource/catalog/movie';
    const term = 'quasar';
    expect((await hits({ term })).count).toBe(0);
    const created = await server.api('editor', movies, {
      method: 'POST',
      product: 'main',
      json: { id: 'search-count-1', lon: [{ lang: 'en', n: 'Quasar Nights' }] },
    });
    expect(created.status).toBe(201);
    expect(await hits({ term, pageSize: 25 })).toMatchObject({
      count: 1,
      ids: ['search-count-1'],
    });
    // Twice the same query: the second answer (from the reused total) agrees with the first.
    expect((await hits({ term, pageNumber: 2, pageSize: 1 })).count).toBe(1);
    // A rename the term still finds: the hit shows the new name, not the one kept with it.
    const doc = created.body.data as { key: string; ut: string };
    const retitled = await server.api('editor', `${movies}/search-count-1`, {
      method: 'PUT',
      product: 'main',
      json: { key: doc.key, ut: doc.ut, lon: [{ lang: 'en', n: 'Quasar Days' }] },
    });
    expect(retitled.status).toBe(200);
    expect((await hits({ term, pageSize: 25 })).data.map((hit) => hit.lon)).toEqual([
      [{ lang: 'en', n: 'Quasar Days' }],
    ]);
    const before = retitled.body.data as { key: string; ut: string };
    const renamed = await server.api('editor', `${movies}/search-count-1`, {
      method: 'PUT',
      product: 'main',
      json: { key: before.key, ut: before.ut, lon: [{ lang: 'en', n: 'Pulsar Nights' }] },
    });
    expect(renamed.status).toBe(200);
    expect(await hits({ term, pageSize: 25 })).toMatchObject({ count: 0, ids: [] });
    expect(await hits({ term: 'pulsar', pageSize: 25 })).toMatchObject({
      count: 1,
      ids: ['search-count-1'],
    });
    const after = renamed.body.data as { key: string; ut: string };
    const archived = await server.api('editor', `${movies}/search-count-1`, {
      method: 'PUT',
      product: 'main',
      json: { key: after.key, ut: after.ut, st: 'archived' },
    });
    expect(archived.status, JSON.stringify(archived.body.header)).toBe(200);
    // The page kept with the total is asked again too: the archived item is gone from it.
    expect(await hits({ term: 'pulsar', pageSize: 25 })).toMatchObject({ count: 0, ids: [] });
    expect((await hits({ term: 'pulsar', st: 'archived' })).count).toBe(1);
  });

  it('refuses a term shorter than 3 characters with 400', async () => {
    for (const term of ['ab', '河流', '  ab  ', 'a', '']) {
      const { status, body } = await search({ term });
      expect(status, term).toBe(400);
      expect(body.header.code).toBe(HEADER_CODE.error);
      expect(body.header.errors[0]?.description).toBe('Search term must be at least 3 characters');
    }
    const missing = await server.api('editor', SEARCH, { product: 'main' });
    expect(missing.status).toBe(400);
    const tooLong = await search({ term: 'r'.repeat(201) });
    expect(tooLong.status).toBe(400);
  });

  it.each([
    '"river"',
    'river"',
    '"""',
    "river'",
    "'; DROP TABLE content; --",
    'x;--',
    '%%%',
    'riv%',
    '%iver',
    '___',
    'riv_r',
    '***',
    'riv*',
    '(((',
    '(river',
    'river OR kingdom',
    'river AND silent',
    'silent NOT river',
    'river NEAR kingdom',
    'NEAR(river kingdom)',
    'lon:river',
    '^river',
    '-river',
    'riv\\er',
    '\\\\\\',
    'river\\',
  ])('matches %s literally: 200, no error, no hit', async (term) => {
    const { status, body } = await search({ term, pageSize: 100 });
    expect(status).toBe(200);
    expect(body.header.code).toBe(HEADER_CODE.success);
    expect(body.header.errors).toEqual([]);
    expect(body.header.count).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('matches brackets literally where the names have them, and the data survives every term', async () => {
    const revised = await hits({ term: '(revised)', cty: 'movie' });
    expect(revised.ids).toEqual(['main-movie-18', 'main-movie-19', 'main-movie-20']);
    for (const hit of revised.data) expect(hit.st).toBe('draft');
    expect((await hits({ term: 'silent river' })).ids).toEqual(['main-movie-1']);
    expect((await hits({ term: 'river' })).count).toBe(12);
    const list = await server.api('editor', '/api/catalog/count/urn/resource/catalog/movie', {
      product: 'main',
    });
    expect(list.body.data).toEqual([{ name: 'movie', count: 29 }]);
  });

  describe('roles', () => {
    it('shows a viewer every type its role may view', async () => {
      const viewer = await hits({ term: 'island' }, 'viewer');
      expect(viewer.count).toBe(11);
    });

    it('shows only the types a role may view', async () => {
      const live = await hits({ term: 'island' }, 'liveviewer');
      expect(live.ids).toEqual(range(1, 4, (n) => `main-channel-${n}`));
      expect(live.count).toBe(4);
      const asked = await hits({ term: 'island', cty: 'shortvideo' }, 'liveviewer');
      expect(asked.ids).toEqual([]);
      expect(asked.count).toBe(0);
      expect((await hits({ term: 'river' }, 'liveviewer')).count).toBe(0);
    });

    it('shows nothing to roles without any catalogue view', async () => {
      for (const user of ['merchandiser', 'guest']) {
        const none = await hits({ term: 'island' }, user);
        expect(none.ids).toEqual([]);
        expect(none.count).toBe(0);
      }
    });
  });
});
