import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Spec section 5's container rules on the storefront service's write and read paths, on both
 * databases (issue 12): a container's policies narrowed to its page's (the viewer judged by the
 * narrowed list, the stored container untouched), a container's ad position `ap` made the first
 * allowed option when missing or empty, a tag or ad position not offered refused on its field, and a
 * hand-picked entry with nothing chosen refused on its field, in both cases with nothing stored. Users: tests/fixtures/api/storefront-users.json.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/storefront-users.json', import.meta.url));
const dialects = await testDialects();
const S = '/api/storefront/storefront';

interface Item {
  id: string;
  key: string;
  ut: string;
  st: string;
  n: string;
  ap?: number;
  appliesif?: string[];
  i?: unknown[];
}
interface View {
  tabs: { id: string; containers: { id: string; appliesif?: string[]; ap?: number }[] }[];
  hidden: { id: string; reason: { code: string; decision?: { failed?: { attribute: string } } } }[];
  pageHidden?: { code: string };
}

describe.each(dialects)('the storefront container rules on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_storefront_rules',
      seedItems: 20,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const send = (user: string, method: string, path: string, json?: unknown) =>
    server.api(user, path, { method, json, product: 'main' });
  const readOne = async (type: string, id: string) => {
    const { status, body } = await send('merch_main', 'GET', `${S}/${type}/${id}`);
    expect(status).toBe(200);
    return (body.data as Item[])[0] as Item;
  };
  const view = async (id: string, context: Record<string, unknown>) => {
    const { status, body } = await send('store_viewer', 'POST', `${S}/view/${id}`, {
      device: 'tv',
      at: '2026-11-20T12:00:00.000Z',
      version: 'draft',
      context,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as View;
  };
  const pageWith = (appliesif: string[] | undefined, containers: string[]) => ({
    lon: [{ lang: 'en', n: 'Audience page' }],
    ty: 'landing',
    ...(appliesif ? { appliesif } : {}),
    t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: containers }],
  });
  const basicAdult = { age: 30, subscription: 'basic' };

  it("judges a viewer by a container's policies narrowed to its page's; the stored container is unchanged", async () => {
    const premiumBefore = await readOne('container', 'main-container-premium');
    const lateBefore = await readOne('container', 'main-container-late-night');
    expect(premiumBefore.appliesif).toEqual(['main-policy-premium']);

    // The page allows only 'Main product only': the premium rail's own policy is not among the
    // page's, so the rail takes the page's list and a basic adult of main sees it.
    const created = await send(
      'merch_main',
      'POST',
      `${S}/storefront`,
      pageWith(['main-policy-main-product-only'], ['main-container-premium']),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = created.body.data as Item;
    const narrowed = await view(page.id, basicAdult);
    expect(narrowed.pageHidden).toBeUndefined();
    expect(narrowed.tabs[0]?.containers.map((c) => [c.id, c.appliesif])).toEqual([
      ['main-container-premium', ['main-policy-main-product-only']],
    ]);
    expect(narrowed.hidden).toEqual([]);

    // Saved again allowing premium too: the rail keeps its own policy, and the basic viewer is
    // denied by it (the page's other policy does not widen the rail's audience).
    const saved = await send('merch_main', 'PUT', `${S}/storefront/${page.id}`, {
      key: page.key,
      ut: page.ut,
      ...pageWith(
        ['main-policy-premium', 'main-policy-main-product-only'],
        ['main-container-premium', 'main-container-late-night'],
      ),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const both = await view(page.id, basicAdult);
    expect(both.tabs[0]?.containers.map((c) => [c.id, c.appliesif])).toEqual([
      ['main-container-late-night', ['main-policy-main-product-only']],
    ]);
    expect(both.hidden.map((h) => [h.id, h.reason.code])).toEqual([
      ['main-container-premium', 'policyDenied'],
    ]);
    expect(both.hidden[0]?.reason.decision?.failed?.attribute).toBe('subscription');

    // A page with no policies restricts nothing: the rail keeps its own (denied to this viewer).
    const open = await send(
      'merch_main',
      'POST',
      `${S}/storefront`,
      pageWith(undefined, ['main-container-premium']),
    );
    const openView = await view((open.body.data as Item).id, basicAdult);
    expect(openView.hidden.map((h) => [h.id, h.reason.code])).toEqual([
      ['main-container-premium', 'policyDenied'],
    ]);

    // The container's usage names each page's policies, for the container editor's note.
    const usage = await send('merch_main', 'GET', `${S}/usage/main-container-premium`);
    const pages = usage.body.data as { id: string; appliesif?: string[] }[];
    expect(pages.find((p) => p.id === page.id)?.appliesif).toEqual([
      'main-policy-premium',
      'main-policy-main-product-only',
    ]);
    expect(pages.find((p) => p.id === (open.body.data as Item).id)).not.toHaveProperty('appliesif');

    // Saving the pages changed neither container: same version, revision and policies.
    expect(await readOne('container', 'main-container-premium')).toEqual(premiumBefore);
    expect(await readOne('container', 'main-container-late-night')).toEqual(lateBefore);
  });

  it('gives an empty ad position the first allowed option, keeps a good one, and refuses a tag or position not offered on its field, storing nothing', async () => {
    const post = (body: Record<string, unknown>) =>
      send('merch_main', 'POST', `${S}/container`, {
        lon: [{ lang: 'en', n: 'Ad rail' }],
        ck: 'regular',
        s: 'small',
        ...body,
      });
    const list = async () =>
      (await send('merch_main', 'GET', `${S}/container/list?st=all&pageSize=100`)).body;
    const empty = await post({ ap: null });
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
    expect(empty.body.data).toMatchObject({ ap: 15, s: 'small', n: 'Ad rail' });
    const good = await post({ ap: 60, con_tg: 'kids' });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body.data).toMatchObject({ ap: 60, con_tg: 'kids' });
    // No ad position at all: the first allowed option too (spec section 5: 'Missing/disallowed
    // position becomes first allowed option').
    const none = await post({});
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    expect(none.body.data).toMatchObject({ ap: 15, s: 'small', n: 'Ad rail' });
    expect((await readOne('container', (none.body.data as Item).id)).ap).toBe(15);

    // Not offered: 400 naming each field, with the value and the options; nothing created.
    const before = await list();
    const unoffered = await post({ ap: 45, con_tg: 'promo' });
    expect(unoffered.status).toBe(400);
    expect(unoffered.body.header.errors).toEqual([
      {
        code: 400,
        field: '/con_tg',
        description:
          '/con_tg "promo" is not allowed: use one of regular, sponsored, new, live, kids',
        reason: 'notAllowed',
        params: { value: 'promo', allowed: ['regular', 'sponsored', 'new', 'live', 'kids'] },
      },
      {
        code: 400,
        field: '/ap',
        description: '/ap 45 is not allowed: use one of 15, 30, 60, 90, 120',
        reason: 'notAllowed',
        params: { value: 45, allowed: [15, 30, 60, 90, 120] },
      },
    ]);
    const asText = await post({ ap: '30' });
    expect(asText.status).toBe(400);
    expect(asText.body.header.errors.map((e) => e.field)).toEqual(['/ap']);
    expect(await list()).toEqual(before);

    // On an update too: the stored version is kept; an emptied ad position is filled.
    const item = good.body.data as Item;
    const stored = await readOne('container', item.id);
    for (const change of [{ ap: 45 }, { con_tg: 'promo' }, { ap: 0 }]) {
      const refused = await send('merch_main', 'PUT', `${S}/container/${item.id}`, {
        key: item.key,
        ut: item.ut,
        ...change,
      });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.header.errors[0]?.field).toBe(`/${Object.keys(change)[0]!}`);
      expect(await readOne('container', item.id)).toEqual(stored);
    }
    const cleared = await send('merch_main', 'PUT', `${S}/container/${item.id}`, {
      key: item.key,
      ut: item.ut,
      ap: '',
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ ap: 15, s: 'small', ck: 'regular', n: 'Ad rail' });
    expect((await readOne('container', item.id)).ap).toBe(15);
  });

  it('gives a container stored without an ad position the first allowed option where a page shows it and when it is next saved; a set one stays', async () => {
    // The demo's rails were stored without one.
    const topPicks = await readOne('container', 'main-container-top-picks');
    expect(topPicks).not.toHaveProperty('ap');
    const page = await send(
      'merch_main',
      'POST',
      `${S}/storefront`,
      pageWith(undefined, ['main-container-top-picks']),
    );
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const shown = await view((page.body.data as Item).id, basicAdult);
    expect(
      shown.tabs[0]?.containers.find((c) => c.id === 'main-container-top-picks'),
    ).toMatchObject({ ap: 15 });
    // Shown so on the page; the stored container is not changed by a read.
    expect(await readOne('container', 'main-container-top-picks')).toEqual(topPicks);

    // Saved by an update that does not name it: stored with the first allowed option.
    const leaving = await readOne('container', 'main-container-leaving-soon');
    expect(leaving).not.toHaveProperty('ap');
    const saved = await send('merch_main', 'PUT', `${S}/container/main-container-leaving-soon`, {
      key: leaving.key,
      ut: leaving.ut,
      s: 'medium',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ ap: 15, s: 'medium' });
    const versions = await send('merch_main', 'GET', `${S}/container/main-container-leaving-soon`);
    const draft = (versions.body.data as Item[]).find(
      (v) => v.key === (saved.body.data as Item).key,
    );
    expect(draft?.ap).toBe(15);

    // An update that does not name the position keeps the one stored.
    const sixty = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Sixty rail' }],
      ck: 'regular',
      ap: 60,
    });
    expect(sixty.status, JSON.stringify(sixty.body)).toBe(201);
    const item = sixty.body.data as Item;
    const kept = await send('merch_main', 'PUT', `${S}/container/${item.id}`, {
      key: item.key,
      ut: item.ut,
      s: 'large',
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ ap: 60, s: 'large' });
  });

  it('refuses a hand-picked entry with nothing chosen on its field, storing nothing', async () => {
    const before = await send('merch_main', 'GET', `${S}/container/list?st=all&pageSize=100`);
    const empty = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Nothing picked' }],
      ck: 'regular',
      ctype: 'manual_curation',
      i: [
        { type: 'manual', data: [{ id: 'main-movie-1', type: 'movie' }] },
        { type: 'manual', data: [] },
        { type: 'time-based', cu: 'https://example.com/rail' },
        { type: 'collection' },
      ],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.header.errors).toEqual([
      expect.objectContaining({ field: '/i/1/data', reason: 'needsItems', code: 400 }),
      expect.objectContaining({ field: '/i/3/data', reason: 'needsItems', code: 400 }),
    ]);
    expect(empty.body.header.errors[0]?.description).toContain('/i/1/data needs at least one item');

    // An update emptying a stored rail's picks is refused; the stored version is kept.
    const premium = await readOne('container', 'main-container-premium');
    const edit = await send('merch_main', 'PUT', `${S}/container/main-container-premium`, {
      key: premium.key,
      ut: premium.ut,
      i: [{ type: 'manual', count: 3, data: [] }],
    });
    expect(edit.status).toBe(400);
    expect(edit.body.header.errors[0]?.field).toBe('/i/0/data');
    expect(await readOne('container', 'main-container-premium')).toEqual(premium);
    const after = await send('merch_main', 'GET', `${S}/container/list?st=all&pageSize=100`);
    expect(after.body).toEqual(before.body);

    // No entries at all, a query entry, or an entry read from its own address need no picks.
    for (const i of [
      [],
      [{ type: 'query', q: 'type=movie' }],
      [{ type: 'manual', cu: 'https://example.com/rail' }],
    ]) {
      const ok = await send('merch_main', 'POST', `${S}/container`, {
        lon: [{ lang: 'en', n: 'Fine rail' }],
        ck: 'regular',
        i,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    }
  });

  it('refuses live content of more than one item and a query entry beside others, storing nothing', async () => {
    const list = async () =>
      (await send('merch_main', 'GET', `${S}/container/list?st=all&pageSize=100`)).body;
    const before = await list();
    const post = (i: unknown[]) =>
      send('merch_main', 'POST', `${S}/container`, {
        lon: [{ lang: 'en', n: 'Single rail' }],
        ck: 'regular',
        i,
      });
    const two = [
      { id: 'main-movie-1', type: 'movie' },
      { id: 'main-movie-2', type: 'movie' },
    ];
    const many = await post([
      { type: 'manual', data: two },
      { type: 'live', data: two },
    ]);
    expect(many.status).toBe(400);
    expect(many.body.header.errors).toEqual([
      expect.objectContaining({ field: '/i/1/data', reason: 'oneItem', code: 400 }),
    ]);
    expect(many.body.header.errors[0]?.description).toContain('/i/1/data holds 2 items');
    const query = await post([
      { type: 'query', q: 'type=movie' },
      { type: 'manual', data: two },
    ]);
    expect(query.status).toBe(400);
    expect(query.body.header.errors).toEqual([
      expect.objectContaining({ field: '/i', reason: 'singleQuery', code: 400 }),
    ]);
    const twoQueries = await post([
      { type: 'query', q: 'type=movie' },
      { type: 'query', q: 'type=tvseries' },
    ]);
    expect(twoQueries.body.header.errors[0]?.field).toBe('/i');
    expect(await list()).toEqual(before);

    // An update too: the stored version is kept.
    const premium = await readOne('container', 'main-container-premium');
    const edit = await send('merch_main', 'PUT', `${S}/container/main-container-premium`, {
      key: premium.key,
      ut: premium.ut,
      i: [{ type: 'live', data: two }],
    });
    expect(edit.status).toBe(400);
    expect(edit.body.header.errors[0]?.field).toBe('/i/0/data');
    expect(await readOne('container', 'main-container-premium')).toEqual(premium);

    // One live item, a cms-store list, and a query entry alone are stored.
    const one = await post([
      { type: 'live', data: [two[0]] },
      { type: 'cms store', data: two },
    ]);
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    const alone = await post([{ type: 'query', q: 'type=movie' }]);
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
  });
});
