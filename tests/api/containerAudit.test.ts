import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * A container's audit within one storefront page (spec section 7 'Audit': "container audit with
 * s_id, c_id"): the container's own changes and the page's changes that placed it on, moved it
 * between or took it off the page's tabs, newest first, paged; nothing else the page changed.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/storefront-users.json', import.meta.url));
const dialects = await testDialects();
const S = '/api/storefront/storefront';
const AUDIT = '/api/audit/audit/container';

interface Item {
  id: string;
  key: string;
  ut: string;
}

describe.each(dialects)('container audit on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_container_audit',
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const send = (user: string, method: string, path: string, json?: unknown, product = 'main') =>
    server.api(user, path, { method, json, product });
  const tab = (id: string, c: string[]) => ({ id, lon: [{ lang: 'en', n: id }], c });

  it('lists the container’s changes and the page’s changes that placed, moved or removed it', async () => {
    const container = (
      await send('merch_main', 'POST', `${S}/container`, {
        lon: [{ lang: 'en', n: 'Audited rail' }],
        ck: 'grid',
      })
    ).body.data as Item;
    let page = (
      await send('merch_main', 'POST', `${S}/storefront`, {
        lon: [{ lang: 'en', n: 'Audited page' }],
        t: [tab('main', ['main-container-hero']), tab('more', [])],
      })
    ).body.data as Item;
    const put = async (type: string, item: Item, body: Record<string, unknown>) => {
      const response = await send('merch_main', 'PUT', `${S}/${type}/${item.id}`, {
        key: item.key,
        ut: item.ut,
        ...body,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as Item;
    };
    // Placed on the page, the page renamed (not the container's business), moved, renamed, removed.
    page = await put('storefront', page, {
      t: [tab('main', ['main-container-hero', container.id]), tab('more', [])],
    });
    page = await put('storefront', page, { lon: [{ lang: 'en', n: 'Audited page, renamed' }] });
    page = await put('storefront', page, {
      t: [tab('main', ['main-container-hero']), tab('more', [container.id])],
    });
    await put('container', container, { lon: [{ lang: 'en', n: 'Audited rail, renamed' }] });
    page = await put('storefront', page, {
      t: [tab('main', ['main-container-hero']), tab('more', [])],
    });

    const query = `s_id=${page.id}&c_id=${container.id}`;
    const all = await send('store_viewer', 'GET', `${AUDIT}?${query}`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const entries = all.body.data as AuditEntry[];
    expect(all.body.header.count).toBe(5);
    expect(entries.map((entry) => [entry.cty, entry.action])).toEqual([
      ['storefront', 'update'],
      ['container', 'update'],
      ['storefront', 'update'],
      ['storefront', 'update'],
      ['container', 'create'],
    ]);
    expect(entries.map((entry) => entry.changed_by)).toEqual(Array(5).fill('merch_main'));
    // The page's entries are those whose tabs changed.
    for (const entry of entries.filter((e) => e.cty === 'storefront'))
      expect(entry.change.map((change) => change.field)).toContain('t');

    const second = await send('store_viewer', 'GET', `${AUDIT}?${query}&pageNumber=2&pageSize=2`);
    expect(second.body.header.count).toBe(5);
    expect((second.body.data as AuditEntry[]).map((e) => e.seq)).toEqual(
      entries.slice(2, 4).map((e) => e.seq),
    );

    // Another container of the page: placed when the page was created, and neither moved nor
    // removed since (the rail beside it came and went, its own place stayed the same).
    const hero = await send(
      'store_viewer',
      'GET',
      `${AUDIT}?s_id=${page.id}&c_id=main-container-hero`,
    );
    expect(hero.status).toBe(200);
    expect(
      (hero.body.data as AuditEntry[])
        .filter((e) => e.cty === 'storefront')
        .map((e) => [e.id, e.action]),
    ).toEqual([[page.id, 'create']]);
  });

  it('answers 404 for a page or container outside the product, 400 without both ids, 403 without storefront view', async () => {
    const ok = 's_id=main-page-home&c_id=main-container-hero';
    expect((await send('store_viewer', 'GET', `${AUDIT}?${ok}`)).status).toBe(200);
    expect(
      (await send('merch_main', 'GET', `${AUDIT}?s_id=kids-page-home&c_id=main-container-hero`))
        .status,
    ).toBe(404);
    expect(
      (await send('merch_main', 'GET', `${AUDIT}?s_id=main-page-home&c_id=no-such-container`))
        .status,
    ).toBe(404);
    expect(
      (
        await send(
          'merch_main',
          'GET',
          `${AUDIT}?s_id=main-container-hero&c_id=main-container-hero`,
        )
      ).status,
    ).toBe(404);
    expect((await send('merch_main', 'GET', `${AUDIT}?s_id=main-page-home`)).status).toBe(400);
    expect((await send('ads_main', 'GET', `${AUDIT}?${ok}`)).status).toBe(403);
  });
});
