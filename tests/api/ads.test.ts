import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The ads service (spec section 7 'Ads', issue 13) on both databases: ad tags stored like
 * catalogue items (versions, statuses, locks), their URL judged (https, known macros); ad server
 * attributes (list, PUT, lookup, delete) and ad load policies (list, create, delete), plain
 * records of a product. Users: tests/fixtures/api/ads-users.json — an ad admin per product, a
 * service admin (view only), a mops admin (none of it).
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/ads-users.json', import.meta.url));
const dialects = await testDialects();
const TAG = '/api/ads/tag';
const ATTRIBUTE = '/api/ads/attribute';
const LOAD = '/api/ads/loadpolicy';

interface Tag {
  id: string;
  key: string;
  ut: string;
  st: string;
  n: string;
  url: string;
  lp?: string;
  dev?: string[];
}

const VALID_TAG = {
  n: 'Test pre-roll',
  ty: 'vast',
  url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]&vid=[CONTENTID]',
  pos: ['pre'],
};

describe.each(dialects)('the ads service on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_ads',
      seedItems: 1,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const post = (user: string, path: string, json: unknown, product = 'main') =>
    server.api(user, path, { method: 'POST', json, product });
  const put = (user: string, path: string, json: unknown, product = 'main') =>
    server.api(user, path, { method: 'PUT', json, product });
  const del = (user: string, path: string, product = 'main') =>
    server.api(user, path, { method: 'DELETE', product });
  const rowCount = async (table: 'content' | 'ad_setting') =>
    Number(
      (
        await server.built.storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  describe('ad tags', () => {
    it('serves the schema and the macros the editor offers', async () => {
      const { status, body } = await server.api('service_main', `${TAG}/schema`);
      expect(status).toBe(200);
      const data = body.data as { schema: { required: string[] }; macros: { name: string }[] };
      expect(data.schema.required).toEqual(['n', 'ty', 'url', 'pos']);
      expect(data.macros.map((m) => m.name)).toContain('CACHEBUSTING');
    });

    it('lists the demo tags 10 a page, newest first, and filters by name, type, status and device', async () => {
      const all = await server.api('ads_main', `${TAG}/list`);
      expect(all.status).toBe(200);
      expect(all.body.header.count).toBe(3);
      const filter = async (filters: { field: string; term: string }[]) => {
        const { status, body } = await post('ads_main', `${TAG}/filter`, { filters });
        expect(status).toBe(200);
        return (body.data as Tag[]).map((tag) => tag.n);
      };
      expect(await filter([{ field: 'n', term: 'MID-ROLL' }])).toEqual([
        'Connected TV mid-roll pod',
      ]);
      expect(await filter([{ field: 'ty', term: 'vast' }])).toHaveLength(2);
      expect(await filter([{ field: 'st', term: 'draft' }])).toEqual(['Mobile pre-roll (trial)']);
      // A tag naming no devices serves them all.
      expect((await filter([{ field: 'dev', term: 'tv' }])).sort()).toEqual([
        'Connected TV mid-roll pod',
        'Pre-roll (all devices)',
      ]);
      expect(await filter([{ field: 'n', term: 'no such tag' }])).toEqual([]);
      const bad = await post('ads_main', `${TAG}/filter`, {
        filters: [{ field: 'ty', term: 'vpaid' }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.header.errors[0]?.field).toBe('/filters');
      // The spec's page size.
      const paged = await post('ads_main', `${TAG}/filter`, { pageSize: 2, pageNumber: 2 });
      expect((paged.body.data as Tag[]).length).toBe(1);
      expect(paged.body.header.count).toBe(3);
    });

    it('keeps each product to its own tags', async () => {
      const kids = await server.api('ads_kids', `${TAG}/list`, { product: 'kids' });
      expect((kids.body.data as Tag[]).map((tag) => tag.id)).toEqual(['kids-adtag-preroll']);
      expect((await server.api('ads_main', `${TAG}/kids-adtag-preroll`)).status).toBe(404);
      expect((await server.api('ads_main', `${TAG}/list`, { product: 'kids' })).status).toBe(403);
    });

    it('refuses a URL with an unknown macro or not https, naming the field, and stores nothing', async () => {
      const before = await rowCount('content');
      const unknown = await post('ads_main', `${TAG}/create`, {
        ...VALID_TAG,
        url: 'https://ads.example.com/vast?x=[NOPE]&cb=[CACHEBUSTING]',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.header.errors).toEqual([
        {
          code: 400,
          field: '/url',
          description: '/url uses the unknown macro [NOPE] at character 32',
        },
      ]);
      const http = await post('ads_main', `${TAG}/create`, {
        ...VALID_TAG,
        url: 'http://ads.example.com/vast',
      });
      expect(http.status).toBe(400);
      expect(http.body.header.errors[0]).toMatchObject({
        field: '/url',
        description: '/url must use https, not http',
      });
      const noPositions = await post('ads_main', `${TAG}/create`, { ...VALID_TAG, pos: [] });
      expect(noPositions.status).toBe(400);
      const strangeLoad = await post('ads_main', `${TAG}/create`, { ...VALID_TAG, lp: 'lp-nope' });
      expect(strangeLoad.status).toBe(400);
      expect(strangeLoad.body.header.errors[0]?.field).toBe('/lp');
      expect(await rowCount('content')).toBe(before);
    });

    it('creates a draft, edits it, publishes it and deletes it, with versions', async () => {
      const created = await post('ads_main', `${TAG}/create`, {
        ...VALID_TAG,
        lp: 'main-lp-light',
        dev: ['tv'],
      });
      expect(created.status).toBe(201);
      const tag = created.body.data as Tag;
      expect(tag.st).toBe('draft');
      expect(tag.id).not.toBe('');

      const badEdit = await put('ads_main', `${TAG}/update/${tag.id}`, {
        key: tag.key,
        ut: tag.ut,
        url: 'https://ads.example.com/[BROKEN',
      });
      expect(badEdit.status).toBe(400);
      expect(badEdit.body.header.errors.map((e) => e.field)).toContain('/url');

      const published = await put('ads_main', `${TAG}/update/${tag.id}`, {
        key: tag.key,
        ut: tag.ut,
        n: 'Test pre-roll (live)',
        st: 'published',
      });
      expect(published.status).toBe(200);
      expect((published.body.data as Tag).st).toBe('published');
      expect((published.body.data as Tag).url).toBe(VALID_TAG.url);

      const versions = await server.api('service_main', `${TAG}/${tag.id}/versions`);
      expect(versions.status).toBe(200);
      expect((versions.body.data as unknown[]).length).toBeGreaterThanOrEqual(1);

      // The load policy a tag uses cannot go.
      const inUse = await del('ads_main', `${LOAD}/main-lp-light`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.header.errors[0]?.description).toMatch(/used by 2 ad tag\(s\)/);

      expect((await del('service_main', `${TAG}/delete/${tag.id}`)).status).toBe(403);
      const deleted = await del('ads_main', `${TAG}/delete/${tag.id}`);
      expect(deleted.status).toBe(200);
      expect((deleted.body.data as Tag).st).toBe('deleted');
      expect((await del('ads_main', `${TAG}/delete/no-such-tag`)).status).toBe(404);
    });

    it('lets a service admin read but not write, and a mops admin nothing', async () => {
      expect((await server.api('service_main', `${TAG}/list`)).status).toBe(200);
      expect((await post('service_main', `${TAG}/create`, VALID_TAG)).status).toBe(403);
      expect((await server.api('mops_main', `${TAG}/list`)).status).toBe(403);
    });
  });

  describe('ad server attributes', () => {
    it('lists, looks up and reads the demo attributes', async () => {
      const list = await server.api('service_main', ATTRIBUTE);
      expect(list.status).toBe(200);
      expect(list.body.header.count).toBe(6);
      const viewer = await server.api('service_main', `${ATTRIBUTE}?src=viewer`);
      expect((viewer.body.data as { id: string }[]).map((a) => a.id)).toEqual([
        'subscription',
        'country',
      ]);
      const search = await server.api('service_main', `${ATTRIBUTE}?q=GENRE`);
      expect((search.body.data as { id: string }[]).map((a) => a.id)).toEqual(['genre']);
      const lookup = await server.api('service_main', `${ATTRIBUTE}/lookup?id=site,nope,genre`);
      expect((lookup.body.data as { id: string }[]).map((a) => a.id)).toEqual(['site', 'genre']);
      const one = await server.api('service_main', `${ATTRIBUTE}/site`);
      expect(one.body.data).toMatchObject({ id: 'site', src: 'static', enabled: false });
      expect((await server.api('service_main', `${ATTRIBUTE}/nope`)).status).toBe(404);
    });

    it('creates, replaces and deletes an attribute; a stale change is a conflict', async () => {
      const created = await put('ads_main', `${ATTRIBUTE}/episode_no?create=true`, {
        n: 'Episode number',
        src: 'content',
        field: 'episode',
        enabled: true,
      });
      expect(created.status).toBe(201);
      const record = created.body.data as { ut: string; changed_by: string };
      expect(record.changed_by).toBe('ads_main');
      const again = await put('ads_main', `${ATTRIBUTE}/episode_no?create=true`, {
        n: 'Episode number',
        src: 'content',
        field: 'episode',
        enabled: true,
      });
      expect(again.status).toBe(409);
      const replaced = await put('ads_main', `${ATTRIBUTE}/episode_no`, {
        n: 'Episode',
        src: 'static',
        value: '1',
        enabled: false,
        ut: record.ut,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data).toMatchObject({ n: 'Episode', src: 'static', value: '1' });
      expect(replaced.body.data).not.toHaveProperty('field');
      const stale = await put('ads_main', `${ATTRIBUTE}/episode_no`, {
        n: 'Episode',
        src: 'static',
        value: '2',
        enabled: false,
        ut: record.ut,
      });
      expect(stale.status).toBe(409);
      expect((await del('service_main', `${ATTRIBUTE}/episode_no`)).status).toBe(403);
      expect((await del('ads_main', `${ATTRIBUTE}/episode_no`)).status).toBe(200);
      expect((await del('ads_main', `${ATTRIBUTE}/episode_no`)).status).toBe(404);
    });

    it('refuses bad attributes field by field and stores nothing', async () => {
      const before = await rowCount('ad_setting');
      const staticWithout = await put('ads_main', `${ATTRIBUTE}/brand`, {
        n: 'Brand',
        src: 'static',
        enabled: true,
      });
      expect(staticWithout.status).toBe(400);
      expect(staticWithout.body.header.errors).toEqual([
        { code: 400, field: '/value', description: '/value is required for a static attribute' },
      ]);
      const wrongField = await put('ads_main', `${ATTRIBUTE}/brand`, {
        n: '',
        src: 'viewer',
        field: 'genre',
        enabled: 'yes',
      });
      expect(wrongField.body.header.errors.map((e) => e.field)).toEqual([
        '/n',
        '/field',
        '/enabled',
      ]);
      expect((await put('ads_main', `${ATTRIBUTE}/Brand-1`, { n: 'x' })).status).toBe(400);
      expect(await rowCount('ad_setting')).toBe(before);
    });

    it('keeps attributes to their product', async () => {
      const kidsView = await server.api('ads_kids', `${ATTRIBUTE}/lookup?id=genre`, {
        product: 'kids',
      });
      expect((kidsView.body.data as unknown[]).length).toBe(1);
      await put('ads_main', `${ATTRIBUTE}/main_only?create=true`, {
        n: 'Main only',
        src: 'device',
        field: 'os',
        enabled: true,
      });
      expect(
        (await server.api('ads_kids', `${ATTRIBUTE}/main_only`, { product: 'kids' })).status,
      ).toBe(404);
    });
  });

  describe('ad load policies', () => {
    it('lists, creates and deletes policies; refuses a bad one naming the cell', async () => {
      const list = await server.api('service_main', LOAD);
      expect((list.body.data as { n: string }[]).map((p) => p.n)).toEqual([
        'Light (no post-roll)',
        'Standard',
      ]);
      const bad = await post('ads_main', LOAD, {
        n: 'Bad',
        dropFirst: false,
        dropLast: false,
        bands: [
          { upTo: 600, midRolls: 1, breakSeconds: 45 },
          { upTo: null, midRolls: 1, breakSeconds: 30 },
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.header.errors).toEqual([
        {
          code: 400,
          field: '/bands/0/breakSeconds',
          description: '/bands/0/breakSeconds must be one of 15, 30, 60, 90, 120 seconds',
        },
      ]);
      const created = await post('ads_main', LOAD, {
        n: 'Sports',
        dropFirst: true,
        dropLast: false,
        bands: [{ upTo: null, midRolls: 4, breakSeconds: 90, extra: 'dropped' }],
      });
      expect(created.status).toBe(201);
      const policy = created.body.data as { id: string; bands: unknown[] };
      expect(policy.bands).toEqual([{ upTo: null, midRolls: 4, breakSeconds: 90 }]);
      expect((await del('service_main', `${LOAD}/${policy.id}`)).status).toBe(403);
      expect((await del('ads_main', `${LOAD}/${policy.id}`)).status).toBe(200);
      expect((await del('ads_main', `${LOAD}/${policy.id}`)).status).toBe(404);
    });
  });
});
