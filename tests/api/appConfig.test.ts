import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * App configuration (spec section 7 'Config', issue 13) on both databases: config types as data
 * (resources/_appconfig), configs per product, app and type stored like catalogue items
 * (versions, statuses, locks, audit), each value judged by its type's schema; the apps' public
 * read of the published version with an ETag and 304. Users: tests/fixtures/api/appconfig-users.json
 * — an app config admin per product, a service admin (view only), a mops admin (none of it).
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/appconfig-users.json', import.meta.url));
const dialects = await testDialects();
const BASE = '/api/config/remote/config';

interface Config {
  id: string;
  key: string;
  ut: string;
  st: string;
  app: string;
  type: string;
  n: string;
  value: Record<string, unknown>;
  prd: string[];
}

const PLAYER = {
  autoplay: true,
  defaultQuality: 'hd',
  bufferSeconds: 30,
  playbackSpeeds: [1, 1.5, 2],
};

describe.each(dialects)('app configuration on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_appconfig',
      seedItems: 1,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const create = (user: string, body: unknown, product = 'main') =>
    server.api(user, `${BASE}/create`, { method: 'POST', json: body, product });
  const update = (user: string, id: string, body: unknown, product = 'main') =>
    server.api(user, `${BASE}/update/${id}`, { method: 'PUT', json: body, product });
  const current = async (id: string, product = 'main') =>
    ((await server.api('admin', `${BASE}/${id}`, { product })).body.data as Config[]) ?? [];
  const configCount = async () =>
    Number(
      (
        await server.built.storage.db
          .selectFrom('content')
          .where('cty', '=', 'appconfig')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  /** The apps' read: no token, the product in the query. */
  const read = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${BASE}?${new URLSearchParams(query).toString()}`, { headers });

  it('lists the config types declared as data, with their schemas', async () => {
    const { status, body } = await server.api('service_main', `${BASE}/types`);
    expect(status).toBe(200);
    const types = body.data as { type: string; schema: { properties: object } }[];
    expect(types.map((t) => t.type)).toEqual(['ads', 'features', 'languages', 'menu', 'player']);
    expect(Object.keys(types.find((t) => t.type === 'ads')?.schema.properties ?? {})).toEqual([
      'prd',
      'ad_st',
      'ad_ed',
      'ad_rl',
      'ad_rl_en',
      'ad_ct',
      'ad_pn',
      'ad_pn_url',
    ]);
  });

  it('creates a draft per product, app and type; a second of the same is 409', async () => {
    const made = await create('config_main', {
      app: 'web',
      type: 'player',
      n: 'Web player',
      value: PLAYER,
    });
    expect(made.status).toBe(201);
    const doc = made.body.data as Config;
    expect(doc).toMatchObject({ id: 'main_web_player', st: 'draft', prd: ['main'] });
    expect(doc.value).toEqual(PLAYER);
    const again = await create('config_main', {
      app: 'web',
      type: 'player',
      n: 'Again',
      value: PLAYER,
    });
    expect(again.status).toBe(409);
    expect(again.body.header.errors[0]?.description).toContain('already exists');
    // The same app and type in another product is another config.
    const kids = await create(
      'config_kids',
      { app: 'web', type: 'player', n: 'Kids web', value: PLAYER },
      'kids',
    );
    expect(kids.status).toBe(201);
    expect((kids.body.data as Config).id).toBe('kids_web_player');
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await configCount();
    const cases: [unknown, string][] = [
      [
        { app: 'web', type: 'player', n: 'x', value: { ...PLAYER, bufferSeconds: 500 } },
        '/value/bufferSeconds',
      ],
      [
        { app: 'web', type: 'player', n: 'x', value: { ...PLAYER, colour: 'red' } },
        '/value/colour',
      ],
      [{ app: 'web', type: 'player', n: 'x', value: { autoplay: true } }, '/value/defaultQuality'],
      [{ app: 'web', type: 'weather', n: 'x', value: {} }, '/type'],
      [{ app: 'fridge', type: 'player', n: 'x', value: PLAYER }, '/app'],
      [
        {
          app: 'tv',
          type: 'ads',
          n: 'x',
          value: { prd: 'main', ad_rl_en: true, ad_pn_url: 'http://x.example.com' },
        },
        '/value/ad_pn_url',
      ],
      [{ app: 'tv', type: 'player', n: '', value: PLAYER }, '/n'],
    ];
    for (const [body, field] of cases) {
      const answer = await create('config_main', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.header.errors.map((e) => e.field)).toContain(field);
    }
    expect(await configCount()).toBe(before);
  });

  it('updates by versions: a new draft over the published one, stale 409, publish, history', async () => {
    const made = (
      await create('config_main', {
        app: 'tv',
        type: 'features',
        n: 'TV flags',
        value: { flags: [{ key: 'downloads', enabled: false }] },
      })
    ).body.data as Config;
    const published = await update('config_main', made.id, {
      key: made.key,
      ut: made.ut,
      st: 'published',
    });
    expect(published.status).toBe(200);
    const v1 = published.body.data as Config;
    expect(v1.st).toBe('published');
    const draft = await update('config_main', made.id, {
      key: v1.key,
      ut: v1.ut,
      value: { flags: [{ key: 'downloads', enabled: true, rollout: 50 }] },
    });
    expect(draft.status).toBe(200);
    const v2 = draft.body.data as Config;
    expect(v2).toMatchObject({ st: 'draft', key: `${made.id}-v2` });
    // A stale base is refused and changes nothing.
    const stale = await update('config_main', made.id, { key: v1.key, ut: v1.ut, n: 'lost' });
    expect(stale.status).toBe(409);
    // A bad value on update: 400 on its field, nothing written.
    const bad = await update('config_main', made.id, {
      key: v2.key,
      ut: v2.ut,
      value: { flags: [{ key: 'Bad Key', enabled: true }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.header.errors[0]?.field).toBe('/value/flags/0/key');
    const moved = await update('config_main', made.id, { key: v2.key, ut: v2.ut, app: 'web' });
    expect(moved.status).toBe(400);
    expect(moved.body.header.errors[0]?.field).toBe('/app');
    expect((await current(made.id)).map((c) => [c.key, c.st, c.n])).toEqual(
      expect.arrayContaining([
        [v1.key, 'published', 'TV flags'],
        [v2.key, 'draft', 'TV flags'],
      ]),
    );
    const versions = await server.api('config_main', `${BASE}/${made.id}/versions`);
    expect((versions.body.data as { key: string; name: string }[]).map((v) => v.name)).toEqual([
      'V1 - published',
      'V2 - draft',
    ]);
    // Any version by key, for the side-by-side diff.
    const first = await server.api('config_main', `${BASE}/${made.id}?key=${v1.key}`);
    expect(((first.body.data as Config[])[0]?.value.flags as unknown[])[0]).toEqual({
      key: 'downloads',
      enabled: false,
    });
    // The audit trail and the lock routes know configs.
    const audit = await server.api('config_main', `/api/audit/audit/appconfig/${made.id}`);
    expect(audit.status).toBe(200);
    const lock = await server.api('config_main', '/api/user/user/lock/acquire', {
      method: 'POST',
      json: { id: made.id, urn: 'urn:resource:config' },
    });
    expect(lock.status).toBe(200);
  });

  it('answers the apps with the published version, an ETag and 304 when unchanged', async () => {
    const made = (
      await create('config_main', {
        app: 'mobile',
        type: 'languages',
        n: 'Mobile languages',
        value: { default: 'en', available: ['en', 'ms'] },
      })
    ).body.data as Config;
    const query = { app: 'mobile', type: 'languages', product: 'main' };
    expect((await read(query)).status).toBe(404); // a draft is not served
    const v1 = (
      await update('config_main', made.id, { key: made.key, ut: made.ut, st: 'published' })
    ).body.data as Config;
    const first = await read(query);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(((await first.json()) as ApiBody).data).toMatchObject({
      key: v1.key,
      value: { default: 'en', available: ['en', 'ms'] },
    });
    const again = await read(query, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A new draft does not change what apps get; publishing it does.
    const v2 = (
      await update('config_main', made.id, {
        key: v1.key,
        ut: v1.ut,
        value: { default: 'ms', available: ['en', 'ms'] },
      })
    ).body.data as Config;
    expect((await read(query, { 'if-none-match': etag })).status).toBe(304);
    await update('config_main', made.id, { key: v2.key, ut: v2.ut, st: 'published' });
    const changed = await read(query, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as ApiBody).data).toMatchObject({ value: { default: 'ms' } });
    // Unknown type or app: 400 naming the field; unknown product: 404; missing parameters: 400.
    const unknownType = await read({ ...query, type: 'weather' });
    expect(unknownType.status).toBe(400);
    expect(((await unknownType.json()) as ApiBody).header.errors[0]?.field).toBe('/type');
    const unknownApp = await read({ ...query, app: 'fridge' });
    expect(unknownApp.status).toBe(400);
    expect(((await unknownApp.json()) as ApiBody).header.errors[0]?.field).toBe('/app');
    expect((await read({ ...query, product: 'nowhere' })).status).toBe(404);
    expect((await read({ app: 'mobile' })).status).toBe(400);
  });

  it('seeds demo configurations its config types accept, which the apps read when published', async () => {
    const seeded = await server.api('admin', `${BASE}/list?pageSize=100&st=draft,published`);
    const ids = (seeded.body.data as Config[]).map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'main_tv_languages',
        'main_mobile_player',
        'main_web_menu',
        'main_web_ads',
        'main_mobile_features',
      ]),
    );
    // Each one saves unchanged: the service judges the value by its type's schema on update.
    for (const id of [
      'main_web_menu',
      'main_web_ads',
      'main_mobile_features',
      'main_tv_languages',
    ]) {
      const [config] = await current(id);
      const saved = await update('admin', id, { key: config?.key, ut: config?.ut, n: config?.n });
      expect(saved.status, `${id}: ${JSON.stringify(saved.body.header)}`).toBe(200);
    }
    const menu = await read({ app: 'web', type: 'menu', product: 'main' });
    expect(menu.status).toBe(200);
    const kidsPlayer = await read({ app: 'mobile', type: 'player', product: 'kids' });
    expect(kidsPlayer.status).toBe(200);
  });

  it('lists and filters within the request product, paged', async () => {
    const list = await server.api('config_main', `${BASE}/list?pageSize=2&st=draft,published`);
    expect(list.status).toBe(200);
    expect(list.body.header.count).toBeGreaterThanOrEqual(3);
    expect((list.body.data as Config[]).length).toBe(2);
    const filtered = await server.api('service_main', `${BASE}/filter`, {
      method: 'POST',
      json: {
        filters: [{ field: 'app', term: 'web', operator: 'equals' }],
        pageNumber: 1,
        pageSize: 10,
      },
    });
    expect(filtered.status).toBe(200);
    const rows = filtered.body.data as Config[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((c) => c.app === 'web' && c.prd.includes('main'))).toBe(true);
    // Another product's config is not found from this one.
    expect((await server.api('config_main', `${BASE}/kids_web_player`)).status).toBe(404);
  });

  it('lets the service admin view only, and the mops admin nothing', async () => {
    expect((await server.api('service_main', `${BASE}/list`)).status).toBe(200);
    const refused = await create('service_main', {
      app: 'tv',
      type: 'player',
      n: 'x',
      value: PLAYER,
    });
    expect(refused.status).toBe(403);
    const config = (await current('main_web_player'))[0];
    expect(config).toBeDefined();
    const edit = await update('service_main', 'main_web_player', {
      key: config?.key,
      ut: config?.ut,
      n: 'mine',
    });
    expect(edit.status).toBe(403);
    expect((await server.api('mops_main', `${BASE}/list`)).status).toBe(403);
    expect((await server.api('mops_main', `${BASE}/types`)).status).toBe(403);
  });
});
