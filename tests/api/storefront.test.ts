import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingImageRatios } from '../../domain/storefront/images';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '../../domain/validation/imageUpload';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The storefront service (spec sections 3 and 7 'Storefront', issue 12) on both databases:
 * storefronts, collections and containers stored like catalogue items; a container's usage;
 * collection search; and the viewer read, which drops containers outside their (clamped) window
 * and those a policy denies, naming why. Users: tests/fixtures/api/storefront-users.json — a
 * merchandiser per product, a storefront user (view only), an ad admin (none of it).
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
}
interface RailItem {
  id: string;
  type: string;
  n: string;
  img?: string;
  starts?: string;
  progress?: number;
  position?: number;
  lastWatched?: string;
}
interface ViewContainer {
  id: string;
  con_tg?: string;
  ed_dt?: string;
  items: RailItem[];
  unresolved?: string[];
  hiddenItems?: { id: string; type: string; n: string; reason: { code: string } }[];
  slides?: { entry: number; cu: string; read: string; items: number }[];
}
interface View {
  tabs: { id: string; containers: ViewContainer[] }[];
  hidden: { id: string; reason: { code: string; decision?: { failed?: { attribute: string } } } }[];
  missing: string[];
  pageHidden?: { code: string };
}

describe.each(dialects)('the storefront service on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_storefront',
      // Movies 1-20: the hand-picked, history and curated titles the demo pages name.
      seedItems: 20,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const send = (user: string, method: string, path: string, json?: unknown, product = 'main') =>
    server.api(user, path, { method, json, product });
  const view = async (body: Record<string, unknown>, id = 'main-page-home') => {
    const { status, body: envelope } = await send('store_viewer', 'POST', `${S}/view/${id}`, body);
    expect(status, JSON.stringify(envelope)).toBe(200);
    return envelope.data as View;
  };
  const shown = (v: View) =>
    v.tabs.find((tab) => tab.id === 'for-you')?.containers.map((c) => c.id);

  it("reads a page as a viewer of the product given in the body (one the user may see), else the request's", async () => {
    // The admin sees main and kids: the kids home page through the body's product, X-Product main.
    const kids = await send('admin', 'POST', `${S}/view/kids-page-home`, {
      device: 'tv',
      product: 'kids',
    });
    expect(kids.status, JSON.stringify(kids.body)).toBe(200);
    expect((kids.body.data as { page: { id: string } }).page.id).toBe('kids-page-home');
    expect((await send('admin', 'POST', `${S}/view/kids-page-home`, { device: 'tv' })).status).toBe(
      404,
    );
    // A product the user may not see is refused, naming the field.
    const refused = await send('store_viewer', 'POST', `${S}/view/main-page-home`, {
      device: 'tv',
      product: 'kids',
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('/product');
  });

  it('lists pages, containers and collections of the product, and reads one with its versions', async () => {
    const pages = await send('store_viewer', 'GET', `${S}/storefront/list?st=all`);
    expect((pages.body.data as Item[]).map((p) => p.n).sort()).toEqual([
      'Home',
      'Kids corner',
      'Winter season',
    ]);
    // The seasonal page is scheduled: published, its window ahead.
    const winter = (pages.body.data as (Item & { st_dt?: string })[]).find(
      (p) => p.n === 'Winter season',
    );
    expect(winter?.st).toBe('published');
    expect(winter?.st_dt).toBe('2026-12-01T00:00:00.000Z');
    const collections = await send('store_viewer', 'GET', `${S}/collection/list`);
    expect((collections.body.data as Item[]).map((c) => c.n).sort()).toEqual([
      'Family night',
      'Staff picks',
    ]);
    const containers = await send('store_viewer', 'GET', `${S}/container/list?q=premium`);
    expect((containers.body.data as Item[]).map((c) => c.id)).toEqual(['main-container-premium']);
    const search = await send('store_viewer', 'GET', `${S}/collection/search?q=staff`);
    expect((search.body.data as Item[]).map((c) => c.id)).toEqual(['main-collection-staff-picks']);
    // The static 'search' segment does not shadow a collection's own read.
    const staff = await send('store_viewer', 'GET', `${S}/collection/main-collection-staff-picks`);
    expect((staff.body.data as Item[])[0]?.n).toBe('Staff picks');
    // A collection keeps each title's name with it, so its editor shows names, not ids.
    const picks = (staff.body.data as { i?: { id: string; name?: string }[] }[])[0]?.i ?? [];
    expect(picks).toHaveLength(4);
    for (const pick of picks) expect(pick.name).toMatch(/\p{L}/u);
    const home = await send('store_viewer', 'GET', `${S}/storefront/main-page-home`);
    expect((home.body.data as Item[])[0]?.st).toBe('published');
    const versions = await send('store_viewer', 'GET', `${S}/storefront/main-page-home/versions`);
    expect(versions.status).toBe(200);
    const schema = await send('store_viewer', 'GET', `${S}/schema/container`);
    expect((schema.body.data as { schema: { required: string[] } }).schema.required).toEqual([
      'lon',
      'ck',
    ]);
    // Another product's page is not found; a role without storefronts is refused.
    expect((await send('merch_main', 'GET', `${S}/storefront/kids-page-home`)).status).toBe(404);
    expect((await send('ads_main', 'GET', `${S}/storefront/list`)).status).toBe(403);
  });

  it("finds the product's published titles for a manual rail's picker, for storefront editors", async () => {
    type Title = { id: string; type: string; name: string };
    const found = await send('merch_main', 'GET', `${S}/titles?term=Golden`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const titles = found.body.data as Title[];
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(30);
    for (const title of titles) {
      expect(title.id.startsWith('main-'), title.id).toBe(true);
      expect(title.name).toMatch(/Golden/);
      expect(['movie', 'tvseries', 'tvseason', 'tvepisode', 'shortvideo', 'channel']).toContain(
        title.type,
      );
    }
    // Names in the language asked for; drafts never offered (a rail would not resolve them).
    const zh = await send('merch_main', 'GET', `${S}/titles?term=Golden&lang=zh`);
    expect((zh.body.data as Title[]).some((title) => /[\u4e00-\u9fff]/.test(title.name))).toBe(
      true,
    );
    const draft = await send(
      'admin',
      'GET',
      '/api/catalog/content/urn/resource/catalog/movie/main-movie-14',
    );
    const draftDoc = draft.body.data as { st: string; lon: { lang: string; n: string }[] };
    expect(draftDoc?.st, JSON.stringify(draft.body).slice(0, 300)).toBe('draft');
    const draftName = draftDoc?.lon.find((entry) => entry.lang === 'en')?.n ?? '';
    const drafts = await send(
      'merch_main',
      'GET',
      `${S}/titles?term=${encodeURIComponent(draftName)}`,
    );
    expect(drafts.status, JSON.stringify(drafts.body)).toBe(200);
    expect((drafts.body.data as Title[]).map((title) => title.id)).not.toContain('main-movie-14');
    // The kids product's titles stay in kids; a short term, an unknown language: 400.
    const kids = await send('merch_kids', 'GET', `${S}/titles?term=Golden`, undefined, 'kids');
    expect((kids.body.data as Title[]).every((title) => title.id.startsWith('kids-'))).toBe(true);
    expect((await send('merch_main', 'GET', `${S}/titles?term=Go`)).status).toBe(400);
    expect((await send('merch_main', 'GET', `${S}/titles?term=Golden&lang=fr`)).status).toBe(400);
    // A storefront user may pick too (reads); an ad admin may not.
    expect((await send('store_viewer', 'GET', `${S}/titles?term=Golden`)).status).toBe(200);
    expect((await send('ads_main', 'GET', `${S}/titles?term=Golden`)).status).toBe(403);
  });

  it("names a rail's chosen titles and collections (stored as ids) in the language asked for", async () => {
    type Named = { id: string; type: string; name: string };
    const ids = [
      'main-movie-1',
      'main-collection-family',
      'main-movie-14', // a draft: named from its draft
      'kids-movie-1', // another product's: left out
      'main-nothing-here',
    ];
    const named = await send('merch_main', 'GET', `${S}/names?ids=${ids.join(',')}&lang=ms`);
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const rows = named.body.data as Named[];
    expect(rows.map((row) => [row.id, row.type])).toEqual([
      ['main-movie-1', 'movie'],
      ['main-collection-family', 'collection'],
      ['main-movie-14', 'movie'],
    ]);
    expect(rows[1]?.name).toBe('Malam keluarga');
    for (const row of rows) expect(row.name).not.toBe(row.id);
    // Too many ids, an unknown language, no ids: 400; a role without storefronts: 403.
    const many = Array.from({ length: 201 }, (_, n) => `main-movie-${String(n)}`).join(',');
    expect((await send('merch_main', 'GET', `${S}/names?ids=${many}`)).status).toBe(400);
    expect((await send('merch_main', 'GET', `${S}/names?ids=a&lang=fr`)).status).toBe(400);
    expect((await send('merch_main', 'GET', `${S}/names?ids=`)).status).toBe(400);
    expect((await send('ads_main', 'GET', `${S}/names?ids=main-movie-1`)).status).toBe(403);
  });

  it('says where a container is used', async () => {
    const usage = await send('store_viewer', 'GET', `${S}/usage/main-container-new-arrivals`);
    expect(usage.body.data).toEqual([
      { id: 'main-page-home', n: 'Home', st: 'published', tabs: ['for-you', 'movies'] },
    ]);
    const unused = await send('store_viewer', 'GET', `${S}/usage/main-container-nowhere`);
    expect(unused.body.data).toEqual([]);
  });

  it('creates a container as a draft with its list name from lon, refuses blank names and unknown options', async () => {
    const created = await send('merch_main', 'POST', `${S}/container`, {
      lon: [
        { lang: 'ta', n: 'புதிய' },
        { lang: 'en', n: 'Fresh  ' },
      ],
      ck: 'grid',
      s: 'small',
    });
    expect(created.status).toBe(201);
    const item = created.body.data as Item;
    expect(item).toMatchObject({ st: 'draft', n: 'Fresh' });
    const blank = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: '---' }],
      ck: 'grid',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.header.errors[0]?.field).toBe('/lon');
    const badSize = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Huge' }],
      ck: 'grid',
      s: 'gigantic',
    });
    expect(badSize.status).toBe(400);
    const edited = await send('merch_main', 'PUT', `${S}/container/${item.id}`, {
      key: item.key,
      ut: item.ut,
      lon: [{ lang: 'en', n: 'Fresher' }],
      iar: '16x9',
      // Published only with an image in the ratio its devices draw it in (tests below).
      ex_ia: [{ u: `/images/main/${item.id}/upload?image=a`, t: 'Poster', r: '16x9' }],
      st: 'published',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ n: 'Fresher', st: 'published' });
    expect(
      (
        await send('store_viewer', 'POST', `${S}/container`, {
          lon: [{ lang: 'en', n: 'x' }],
          ck: 'grid',
        })
      ).status,
    ).toBe(403);
  });

  it('shows a viewer what the schedules and policies leave, naming why each container is hidden', async () => {
    // 20 November 2026, a basic 30-year-old: the winter banner has not started (and its
    // promotion not begun), premium is denied; the main-only rail shows (product and age hold).
    const before = await view({
      device: 'tv',
      at: '2026-11-20T12:00:00.000Z',
      context: { age: 30, subscription: 'basic' },
    });
    expect(shown(before)).toEqual([
      'main-container-hero',
      'main-container-continue-watching',
      'main-container-new-arrivals',
      'main-container-late-night',
    ]);
    const reasons = Object.fromEntries(before.hidden.map((h) => [h.id, h.reason]));
    expect(reasons['main-container-winter-banner']?.code).toBe('notStarted');
    expect(reasons['main-container-premium']?.code).toBe('policyDenied');
    expect(reasons['main-container-premium']?.decision?.failed?.attribute).toBe('subscription');

    // In December a premium teenager sees the premium rail and the winter banner (the promotion
    // reads the viewer's moment as `now`), not the late-night rail (age).
    const december = await view({
      device: 'mobile',
      at: '2026-12-10T12:00:00.000Z',
      context: { subscription: 'premium', age: 15 },
    });
    expect(shown(december)).toContain('main-container-premium');
    expect(shown(december)).toContain('main-container-winter-banner');
    expect(december.hidden.map((h) => [h.id, h.reason.code])).toEqual([
      ['main-container-late-night', 'policyDenied'],
    ]);
    // The same moment in another product's terms: the main-only rail is denied.
    const elsewhere = await view({
      device: 'tv',
      at: '2026-12-10T12:00:00.000Z',
      context: { subscription: 'premium', age: 40, productId: 'kids' },
    });
    expect(elsewhere.hidden.map((h) => h.id)).toEqual(['main-container-late-night']);

    // The seasonal page is scheduled (published, its window ahead): hidden before it starts, the
    // winter banner shown inside it to the promotion's audience.
    const ahead = await view({ device: 'tv', at: '2026-11-01T00:00:00.000Z' }, 'main-page-winter');
    expect(ahead.pageHidden?.code).toBe('notStarted');
    const during = await view(
      {
        device: 'tv',
        at: '2026-12-10T12:00:00.000Z',
        context: { subscription: 'premium', age: 16 },
      },
      'main-page-winter',
    );
    expect(during.pageHidden).toBeUndefined();
  });

  it("fills the home page's discover rails and the kids page from demo data", async () => {
    const at = '2026-01-20T12:00:00.000Z';
    const home = await view({ device: 'tv', at, context: { age: 30, userId: 'viewer-ana' } });
    const discover = Object.fromEntries(
      (home.tabs.find((tab) => tab.id === 'discover')?.containers ?? []).map((c) => [
        c.id.replace('main-container-', ''),
        c,
      ]),
    );
    expect(Object.keys(discover)).toEqual([
      'top-picks',
      'live-now',
      'coming-soon',
      'collections',
      'trailers',
      'highlights',
      'team-matches',
    ]);
    // Predefined: films and series, most recently updated first.
    const picks = discover['top-picks']?.items ?? [];
    expect(picks.length).toBeGreaterThan(3);
    for (const item of picks) expect(['movie', 'tvseries']).toContain(item.type);
    // Live: the product's channels on air.
    const live = discover['live-now']?.items ?? [];
    expect(live.length).toBeGreaterThan(0);
    for (const item of live) expect(['channel', 'virtuallivechannel']).toContain(item.type);
    // Countdown: channels not on air yet, each with the start the preview counts down to.
    const soon = discover['coming-soon']?.items ?? [];
    expect(soon.length).toBeGreaterThan(0);
    for (const item of soon) {
      expect(['channel', 'virtuallivechannel']).toContain(item.type);
      expect(Date.parse(item.starts ?? '')).toBeGreaterThan(Date.parse(at));
    }
    // Collections: staff picks' published titles, then the family night's, each once.
    const fromCollections = (discover.collections?.items ?? []).map((i) => i.id);
    expect(fromCollections.slice(0, 3)).toEqual([
      'main-movie-10',
      'main-movie-11',
      'main-movie-12',
    ]);
    expect(fromCollections).toEqual(expect.arrayContaining(['main-movie-5', 'main-movie-7']));
    expect(new Set(fromCollections).size).toBe(fromCollections.length);
    // The CMS store's trailers, resolved with their names.
    const trailers = discover.trailers?.items ?? [];
    expect(trailers.map((i) => [i.id, i.type])).toEqual([
      ['main-preview-1', 'preview'],
      ['main-preview-2', 'preview'],
      ['main-preview-3', 'preview'],
    ]);
    expect(trailers[0]?.n).toMatch(/: Trailer$/);
    expect(discover.trailers?.unresolved).toBeUndefined();
    // Read at content addresses: the featured carousel's first three titles, then the first two
    // trailers, each slide followed to the other container's slide.
    const highlights = discover.highlights;
    expect(highlights?.items.map((i) => i.id)).toEqual([
      'main-movie-1',
      'main-series-1',
      'main-movie-2',
      'main-preview-1',
      'main-preview-2',
    ]);
    for (const item of highlights?.items ?? []) expect(item.n).toMatch(/\p{L}/u);
    expect(highlights?.slides?.map(({ entry, read, items }) => ({ entry, read, items }))).toEqual([
      { entry: 0, read: 'address', items: 3 },
      { entry: 1, read: 'address', items: 2 },
    ]);
    expect(highlights?.unresolved).toBeUndefined();
    // The kids page of the main product: its family films resolved, in their priority order.
    const kids = await view({ device: 'tv', at }, 'main-page-kids');
    const corner = kids.tabs[0]?.containers.find((c) => c.id === 'main-container-kids-corner');
    expect(corner?.items.map((i) => i.id)).toEqual([
      'main-movie-1',
      'main-movie-5',
      'main-movie-11',
      'main-movie-12',
    ]);
  });

  it('keeps a container inside its page: dates clamped, an unallowed tag made regular; publishing it is refused', async () => {
    const created = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Late rail' }],
      ck: 'regular',
      con_tg: 'live',
      ed_dt: '2030-01-01T00:00:00.000Z',
    });
    const container = created.body.data as Item;
    const pageBody = {
      lon: [{ lang: 'en', n: 'Short page' }],
      ty: 'landing',
      tab_tg: ['regular'],
      ed_dt: '2027-02-01T00:00:00.000Z',
      t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: [container.id] }],
    };
    // A page naming a container the product does not have is refused, naming where.
    const foreign = await send('merch_main', 'POST', `${S}/storefront`, {
      ...pageBody,
      t: [{ ...pageBody.t[0], c: [container.id, 'kids-container-hero'] }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.header.errors[0]?.field).toBe('/t/0/c/1');
    const page = await send('merch_main', 'POST', `${S}/storefront`, pageBody);
    expect(page.status).toBe(201);
    const pageItem = page.body.data as Item;
    const result = await view(
      { device: 'browser', at: '2026-12-01T00:00:00.000Z', version: 'draft' },
      pageItem.id,
    );
    const rail = result.tabs[0]?.containers[0];
    expect(rail).toMatchObject({
      id: container.id,
      con_tg: 'regular',
      ed_dt: '2027-02-01T00:00:00.000Z',
    });
    expect(result.missing).toEqual([]);

    // Publishing the page is refused while the container runs past its end: the container named.
    const publish = await send('merch_main', 'PUT', `${S}/storefront/${pageItem.id}`, {
      key: pageItem.key,
      ut: pageItem.ut,
      st: 'published',
    });
    expect(publish.status).toBe(400);
    expect(publish.body.header.errors[0]?.field).toBe('/t/0/c/0');
    expect(publish.body.header.errors[0]?.description).toContain(container.id);
    expect(publish.body.header.errors[0]?.description).toContain('outside the page');
    // The reason and its values, for the console to word in its user's language and dates.
    expect(publish.body.header.errors[0]).toMatchObject({
      reason: 'containerOutsidePage',
      params: {
        container: container.id,
        name: 'Late rail',
        end: '2030-01-01T00:00:00.000Z',
        pageEnd: '2027-02-01T00:00:00.000Z',
      },
    });
    expect(publish.body.header.errors[0]?.params).not.toHaveProperty('start');
    const still = await send('merch_main', 'GET', `${S}/storefront/${pageItem.id}`);
    expect((still.body.data as Item[]).map((v) => [v.st, v.ut])).toEqual([['draft', pageItem.ut]]);

    // A container deleted after the page named it is missing from the view.
    expect((await send('merch_main', 'DELETE', `${S}/container/${container.id}`)).status).toBe(200);
    const after = await view(
      { device: 'browser', at: '2026-12-01T00:00:00.000Z', version: 'draft' },
      pageItem.id,
    );
    expect(after.missing).toEqual([container.id]);
  });

  it('fills every shown rail from the catalogue and the viewer history', async () => {
    const rails = (v: View) =>
      Object.fromEntries(
        v.tabs
          .flatMap((tab) => tab.containers)
          .map((c) => [c.id.replace('main-container-', ''), c]),
      );
    const at = '2026-01-20T12:00:00.000Z';
    const ana = rails(await view({ device: 'tv', at, context: { age: 30, userId: 'viewer-ana' } }));
    const ben = rails(await view({ device: 'tv', at, context: { age: 30, userId: 'viewer-ben' } }));
    // The hand-picked carousel in its priority order, each title with its type, name and poster.
    expect(ana.hero?.items.map((i) => i.id)).toEqual([
      'main-movie-1',
      'main-series-1',
      'main-movie-2',
      'main-movie-3',
      'main-movie-10',
    ]);
    expect(ana.hero?.items[1]?.type).toBe('tvseries');
    expect(ana.hero?.items[1]?.img).toMatch(/^\/images\/main-series-1\//);
    expect(ana.hero?.items[0]?.n).toEqual(expect.any(String));
    expect(ana.hero?.unresolved).toBeUndefined();
    // Drafts a manual rail names do not resolve.
    expect(ana['late-night']?.items).toEqual([]);
    expect(ana['late-night']?.unresolved).toEqual(['main-movie-14', 'main-movie-15']);
    // The 30-day query: titles added since 21 December 2025, newest first, at most 20.
    const arrivals = ana['new-arrivals']?.items ?? [];
    expect(arrivals.length).toBeGreaterThan(5);
    expect(arrivals.length).toBeLessThanOrEqual(20);
    // Newest first: the shorts, seeded last.
    expect(arrivals.every((i) => ['movie', 'tvseries', 'shortvideo'].includes(i.type))).toBe(true);
    expect(arrivals[0]?.type).toBe('shortvideo');
    // Each viewer's own history, last watched first.
    expect(ana['continue-watching']?.items.map((i) => i.id)).toEqual([
      'main-movie-7',
      'main-series-1-s1-e2',
      'main-movie-12',
      'main-match-1',
    ]);
    expect(ana['continue-watching']?.items[0]).toMatchObject({ progress: 40, position: 2304 });
    expect(ben['continue-watching']?.items.map((i) => i.id)).toEqual([
      'main-movie-3',
      'main-series-2-s1-e1',
      'main-short-5',
      'main-match-2',
    ]);
    expect(ana.favourites?.items.map((i) => i.id)).toEqual([
      'main-movie-1',
      'main-series-3',
      'main-movie-2',
      'main-match-3',
    ]);
    expect(ana['watch-again']?.items.map((i) => i.id)).toEqual([
      'main-movie-2',
      'main-movie-5',
      'main-match-3',
    ]);
    expect(ben['watch-again']?.items.map((i) => i.id)).toEqual(['main-movie-10', 'main-movie-11']);

    // No viewer: the personal rails are empty. Months later nothing is new any more.
    const later = rails(await view({ device: 'tv', at: '2026-03-15T00:00:00.000Z' }));
    expect(later['continue-watching']?.items).toEqual([]);
    expect(later['new-arrivals']?.items).toEqual([]);
    // Content visibility: movie 3's own policy (adults of the main product) hides it from a
    // viewer without an age, without taking a place in the rail, and says why.
    expect(later.hero?.items.map((i) => i.id)).toEqual([
      'main-movie-1',
      'main-series-1',
      'main-movie-2',
      'main-movie-10',
    ]);
    expect(later.hero?.hiddenItems).toEqual([
      expect.objectContaining({
        id: 'main-movie-3',
        type: 'movie',
        reason: expect.objectContaining({
          code: 'policyDenied',
          decision: expect.objectContaining({ effect: 'Deny' }) as unknown,
        }) as unknown,
      }),
    ]);
    expect(ana.hero?.hiddenItems).toBeUndefined();

    // A collection container lists the collection's titles; an unknown collection is unresolved.
    const collectionRail = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Picks rail' }],
      ck: 'Collection',
      i: [
        {
          type: 'collection',
          count: 3,
          data: [{ id: 'main-collection-staff-picks', type: 'collection' }],
        },
      ],
    });
    expect(collectionRail.status, JSON.stringify(collectionRail.body)).toBe(201);
    const picksPage = await send('merch_main', 'POST', `${S}/storefront`, {
      lon: [{ lang: 'en', n: 'Picks page' }],
      t: [
        {
          id: 'main',
          lon: [{ lang: 'en', n: 'Main' }],
          c: [(collectionRail.body.data as Item).id],
        },
      ],
    });
    const picks = await view(
      { device: 'tv', at, version: 'draft' },
      (picksPage.body.data as Item).id,
    );
    expect(picks.tabs[0]?.containers[0]?.items.map((i) => i.id)).toEqual([
      'main-movie-10',
      'main-movie-11',
      'main-movie-12',
    ]);
  });

  it('refuses rails naming unknown titles and queries that do not parse, storing nothing', async () => {
    const before = await send('merch_main', 'GET', `${S}/container/list?st=all&pageSize=100`);
    const unknown = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Unknown titles' }],
      ck: 'regular',
      ctype: 'manual_curation',
      i: [
        { type: 'manual', data: [{ id: 'main-movie-1', type: 'movie' }] },
        {
          type: 'manual',
          data: [
            { id: 'main-movie-2', type: 'movie' },
            { id: 'main-movie-9999', type: 'movie' },
          ],
        },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.header.errors[0]?.field).toBe('/i/1/data/1/id');
    // Another product's title is unknown here too.
    const foreign = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Foreign titles' }],
      ck: 'regular',
      i: [{ type: 'manual', data: [{ id: 'kids-movie-1', type: 'movie' }] }],
    });
    expect(foreign.body.header.errors[0]?.field).toBe('/i/0/data/0/id');
    const badQuery = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Bad query' }],
      ck: 'regular',
      ctype: 'query_based',
      i: [{ type: 'query', q: 'type=movie&added>>yesterday' }],
    });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.header.errors[0]?.field).toBe('/i/0/q');
    // The same on an update: the stored version is left as it was.
    const { body } = await send('merch_main', 'GET', `${S}/container/main-container-new-arrivals`);
    const arrivals = (body.data as Item[])[0] as Item;
    const edit = await send('merch_main', 'PUT', `${S}/container/main-container-new-arrivals`, {
      key: arrivals.key,
      ut: arrivals.ut,
      i: [{ type: 'query', q: 'sort=popularity' }],
    });
    expect(edit.status).toBe(400);
    expect(edit.body.header.errors[0]?.field).toBe('/i/0/q');
    const after = await send('merch_main', 'GET', `${S}/container/list?st=all&pageSize=100`);
    expect(after.body).toEqual(before.body);
    // A query that parses is stored.
    const good = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Leaving soon' }],
      ck: 'regular',
      ctype: 'query_based',
      i: [{ type: 'query', q: 'type=movie,tvseries&ends>=now&ends<=+30d&sort=ends', count: 5 }],
    });
    expect(good.status).toBe(201);
  });

  it('deletes a page, and a deleted page saved becomes a draft again', async () => {
    const created = await send('merch_main', 'POST', `${S}/storefront`, {
      lon: [{ lang: 'en', n: 'Doomed page' }],
      t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['main-container-hero'] }],
    });
    const page = created.body.data as Item;
    const published = await send('merch_main', 'PUT', `${S}/storefront/${page.id}`, {
      key: page.key,
      ut: page.ut,
      st: 'published',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await view({ device: 'tv' }, page.id);
    expect((await send('store_viewer', 'DELETE', `${S}/storefront/${page.id}`)).status).toBe(403);
    expect((await send('merch_main', 'DELETE', `${S}/storefront/main-page-nothing`)).status).toBe(
      404,
    );
    expect((await send('merch_main', 'DELETE', `${S}/storefront/kids-page-home`)).status).toBe(404);
    const deleted = await send('merch_main', 'DELETE', `${S}/storefront/${page.id}`);
    expect(deleted.status).toBe(200);
    const gone = deleted.body.data as Item;
    expect(gone.st).toBe('deleted');
    expect(
      (await send('store_viewer', 'POST', `${S}/view/${page.id}`, { device: 'tv' })).status,
    ).toBe(404);
    const saved = await send('merch_main', 'PUT', `${S}/storefront/${page.id}`, {
      key: gone.key,
      ut: gone.ut,
      lon: [{ lang: 'en', n: 'Saved page' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ st: 'draft', n: 'Saved page' });
  });

  it('lists the containers whose visibility a policy edit flips for the saved personas', async () => {
    const { body } = await send(
      'admin',
      'GET',
      '/api/policy/policy/urn/resource/rule/main-policy-premium',
    );
    const premium = (body.data as Record<string, unknown>[])[0] ?? {};
    const widened = {
      ...premium,
      rules: [{ aty: 'String', n: 'subscription', op: 'one-of', val: ['premium', 'basic'] }],
    };
    const impact = await send('admin', 'POST', '/api/policy/policy/impact', { policy: widened });
    expect(impact.status, JSON.stringify(impact.body)).toBe(200);
    const report = impact.body.data as {
      flips: { containerId: string; personaName: string; before: string; after: string }[];
      items: number;
    };
    expect(report.items).toBe(1);
    expect(report.flips).toEqual([
      expect.objectContaining({
        containerId: 'main-container-premium',
        personaName: 'Kids profile',
        before: 'Deny',
        after: 'Allow',
      }),
    ]);
    // A policy with a problem is refused as a save would be.
    const broken = await send('admin', 'POST', '/api/policy/policy/impact', {
      policy: { ...widened, rules: [{ aty: 'Number', n: 'age', op: 'one-of', val: 3 }] },
    });
    expect(broken.status).toBe(400);
    expect(
      (await send('ads_main', 'POST', '/api/policy/policy/impact', { policy: widened })).status,
    ).toBe(403);
  });

  // The container gallery and the publish rule on image ratios (domain/storefront/images).
  const UPLOAD = '/api/image/image/upload';
  /** A real 1×1 PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (id: string, body: BodyInit, user = 'merch_main') => {
    const form = body instanceof FormData ? body : undefined;
    return server.api(user, `${UPLOAD}/${id}`, {
      method: 'POST',
      product: 'main',
      body: form ?? body,
      ...(form ? {} : { headers: { 'content-type': 'image/png' } }),
    });
  };
  const fileForm = (bytes: Uint8Array, type: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
  const galleryFiles = (id: string) => {
    const folder = join(server.config.dataDir, 'images', 'main', `${id}.gallery`);
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const newRail = async (fields: Record<string, unknown> = {}) => {
    const created = await send('merch_main', 'POST', `${S}/container`, {
      lon: [{ lang: 'en', n: 'Gallery rail' }],
      ck: 'regular',
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as Item;
  };

  it("uploads a container's gallery images (jpeg or png), each under its own address, served back", async () => {
    const rail = await newRail();
    const first = await upload(rail.id, fileForm(PNG, 'image/png', 'poster.png'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await upload(rail.id, PNG);
    expect(second.status).toBe(201);
    const [a, b] = [first, second].map((r) => (r.body.data as { u: string }).u);
    expect(a).toMatch(new RegExp(`^/images/main/${rail.id}/upload\\?image=[A-Za-z0-9-]+$`));
    expect(b).not.toBe(a);
    const back = await fetch(`${server.baseUrl}${a ?? ''}`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(new Uint8Array(PNG));
    // The gallery's addresses are what the container stores.
    const saved = await send('merch_main', 'PUT', `${S}/container/${rail.id}`, {
      key: rail.key,
      ut: rail.ut,
      ex_ia: [{ u: a, t: 'Poster', r: '16x9' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ ex_ia: [{ u: a, t: 'Poster', r: '16x9' }] });
    // A storefront user may not add images.
    expect((await upload(rail.id, PNG, 'store_viewer')).status).toBe(403);
  });

  it('refuses an image of the wrong type or over 128000000 bytes, naming the field and storing nothing', async () => {
    const rail = await newRail();
    expect((await upload(rail.id, PNG)).status).toBe(201);
    const before = galleryFiles(rail.id);
    // The image and what the service keeps beside it (its type, its size).
    expect(before.length).toBeGreaterThan(0);

    const gif = await upload(
      rail.id,
      fileForm(new TextEncoder().encode('GIF89a....'), 'image/gif', 'a.gif'),
    );
    expect(gif.status).toBe(400);
    expect(gif.body.header.errors[0]).toMatchObject({
      field: 'file',
      description: IMAGE_UPLOAD_MESSAGES.type,
    });
    // A text file named .png is no PNG either.
    const fake = await upload(
      rail.id,
      fileForm(new TextEncoder().encode('hello'), 'image/png', 'a.png'),
    );
    expect(fake.status).toBe(400);
    expect(fake.body.header.errors[0]?.field).toBe('file');

    // One byte over the spec's limit, streamed (no length declared): refused as the count passes it.
    const chunk = new Uint8Array(1 << 20).fill(7);
    chunk.set(PNG.subarray(0, 8));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const left = IMAGE_UPLOAD_MAX_BYTES + 1 - sent;
        if (left <= 0) return controller.close();
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        sent += part.length;
        controller.enqueue(part);
      },
    });
    const big = await fetch(`${server.baseUrl}${UPLOAD}/${rail.id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await server.token('merch_main')}`,
        'x-product': 'main',
        'content-type': 'image/png',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(big.status).toBe(413);
    const envelope = (await big.json()) as {
      header: { errors: { field?: string; description: string }[] };
    };
    expect(envelope.header.errors[0]).toEqual({
      code: 413,
      field: 'body',
      description: IMAGE_UPLOAD_MESSAGES.size,
    });
    expect(galleryFiles(rail.id)).toEqual(before);
  });

  it("uploads a page's own images through the image service, refusing a wrong type and storing nothing", async () => {
    const created = await send('merch_main', 'POST', `${S}/storefront`, {
      lon: [{ lang: 'en', n: 'Picture upload' }],
      t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: [] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = created.body.data as Item;
    const uploaded = await upload(page.id, fileForm(PNG, 'image/png', 'logo.png'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const u = (uploaded.body.data as { u: string }).u;
    expect(u).toMatch(new RegExp(`^/images/main/${page.id}/upload\\?image=[A-Za-z0-9-]+$`));
    const before = galleryFiles(page.id);
    // The image and what the service keeps beside it (its type, its size).
    expect(before.length).toBeGreaterThan(0);
    const gif = await upload(
      page.id,
      fileForm(new TextEncoder().encode('GIF89a....'), 'image/gif', 'a.gif'),
    );
    expect(gif.status).toBe(400);
    expect(gif.body.header.errors[0]).toMatchObject({ field: 'file' });
    expect(galleryFiles(page.id)).toEqual(before);
    const saved = await send('merch_main', 'PUT', `${S}/storefront/${page.id}`, {
      key: page.key,
      ut: page.ut,
      set: { TAB_LOGO: { image: { u, t: 'Logo', r: '16x9' } } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const back = await fetch(`${server.baseUrl}${u}`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    // A storefront user may not add a page's images.
    expect((await upload(page.id, PNG, 'store_viewer')).status).toBe(403);
  });

  it("keeps a page's tab background, tab logo and background image as gallery images, refusing anything else on the field", async () => {
    const created = await send('merch_main', 'POST', `${S}/storefront`, {
      lon: [{ lang: 'en', n: 'Picture settings' }],
      t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: [] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = created.body.data as Item;
    const u = `/images/main/${page.id}/upload?image=a1`;
    const write = (set: Record<string, unknown>) =>
      send('merch_main', 'PUT', `${S}/storefront/${page.id}`, { key: page.key, ut: page.ut, set });
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { TAB_LOGO: { image: 'https://cdn.example.com/logo.png' } },
        '/set/TAB_LOGO/image',
        'gallery',
      ],
      [{ TAB_LOGO: { image: { u, t: 'Cover', r: '16x9' } } }, '/set/TAB_LOGO/image', 'type Logo'],
      [
        { BACKGROUND_IMAGE: { image: { u, t: 'Cover', r: '1x1' } } },
        '/set/BACKGROUND_IMAGE/image',
        'ratios',
      ],
      [
        { TAB_BACKGROUND: { image: { u: 'http://x.example/a.png', t: 'Banner', r: '16x6' } } },
        '/set/TAB_BACKGROUND/image',
        'https',
      ],
    ];
    for (const [set, field, words] of refusals) {
      const refused = await write(set);
      expect(refused.status, field).toBe(400);
      expect(refused.body.header.errors[0]?.field).toBe(field);
      expect(refused.body.header.errors[0]?.description).toContain(words);
    }
    const still = await send('merch_main', 'GET', `${S}/storefront/${page.id}`);
    expect((still.body.data as Item[]).map((v) => [v.st, v.ut])).toEqual([['draft', page.ut]]);

    const set = {
      TAB_LOGO: { image: { u, t: 'Logo', r: '4x3' }, alt: 'Demo' },
      TAB_BACKGROUND: { colour: '#112233' },
    };
    const saved = await write(set);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ set });
  });

  it("refuses a gallery the container does not allow: a sponsor's logo without a sponsor, two images of one type and ratio, an address that is no image's", async () => {
    const rail = await newRail();
    const write = (ex_ia: unknown[], fields: Record<string, unknown> = {}) =>
      send('merch_main', 'PUT', `${S}/container/${rail.id}`, {
        key: rail.key,
        ut: rail.ut,
        ex_ia,
        ...fields,
      });
    const poster = { u: '/images/main/x/upload?image=a', t: 'Poster', r: '16x9' };
    const sponsorLogo = { ...poster, t: 'Logo Sponsor' };
    const noSponsor = await write([poster, sponsorLogo]);
    expect(noSponsor.status).toBe(400);
    expect(noSponsor.body.header.errors[0]?.field).toBe('/ex_ia/1');
    expect(noSponsor.body.header.errors[0]?.description).toContain('no sponsor');
    const twice = await write([poster, poster]);
    expect(twice.status).toBe(400);
    expect(twice.body.header.errors[0]?.field).toBe('/ex_ia/1');
    const header = await write([{ ...poster, t: 'Logo Header' }]);
    expect(header.status).toBe(400);
    expect(header.body.header.errors[0]?.description).toContain('logo overlay');
    for (const bad of [
      { ...poster, u: 'javascript:alert(1)' },
      { ...poster, r: '21x9' },
      { ...poster, t: 'Thumbnail' },
    ]) {
      const refused = await write([bad]);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.header.errors[0]?.field).toMatch(/^\/ex_ia\/0/);
    }
    const still = await send('merch_main', 'GET', `${S}/container/${rail.id}`);
    expect((still.body.data as Item[]).map((v) => [v.ut, 'ex_ia' in v])).toEqual([
      [rail.ut, false],
    ]);
    // With a sponsor and the logo overlay on, both logos are allowed.
    const allowed = await write([sponsorLogo, { ...poster, t: 'Logo Header' }], {
      sponsor: { n: 'Demo Bank' },
      logo_overlay: true,
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it('publishes a container only with an image in every ratio its devices draw it in', async () => {
    const rail = await newRail({ iar: '16x9', diar: { tablet: '4x3', mobile: '3x1' } });
    const image = (r: string) => ({
      u: `/images/main/${rail.id}/upload?image=${r}`,
      t: 'Poster',
      r,
    });
    const publish = (fields: Record<string, unknown>, base: Item = rail) =>
      send('merch_main', 'PUT', `${S}/container/${rail.id}`, {
        key: base.key,
        ut: base.ut,
        st: 'published',
        ...fields,
      });
    const refused = await publish({ ex_ia: [image('16x9')] });
    expect(refused.status).toBe(400);
    expect(refused.body.header.errors[0]?.field).toBe('/ex_ia');
    const reason = refused.body.header.errors[0]?.description ?? '';
    expect(reason).toContain(rail.id);
    expect(reason).toContain('4x3 (tablet)');
    expect(reason).toContain('3x1 (mobile)');
    expect(reason).not.toContain('16x9');
    expect(refused.body.header.errors[0]).toMatchObject({
      reason: 'containerImagesMissing',
      params: {
        container: rail.id,
        missing: [
          { ratio: '4x3', devices: ['tablet'] },
          { ratio: '3x1', devices: ['mobile'] },
        ],
      },
    });
    // Nothing stored changed.
    const still = await send('merch_main', 'GET', `${S}/container/${rail.id}`);
    expect((still.body.data as Item[]).map((v) => [v.st, v.ut])).toEqual([['draft', rail.ut]]);
    // A container shown on TVs and browsers only needs their ratio.
    const tvOnly = await publish({ ex_ia: [image('16x9')], dev: ['tv', 'browser'] });
    expect(tvOnly.status, JSON.stringify(tvOnly.body)).toBe(200);
    const published = tvOnly.body.data as Item;
    // Every device again: a draft for every device is published only with the other ratios.
    const edited = await send('merch_main', 'PUT', `${S}/container/${rail.id}`, {
      key: published.key,
      ut: published.ut,
      dev: [],
    });
    expect(edited.status).toBe(200);
    const draft = edited.body.data as Item;
    expect(draft.st).toBe('draft');
    const everyDevice = await publish({}, draft);
    expect(everyDevice.status).toBe(400);
    expect(everyDevice.body.header.errors[0]?.description).toContain('4x3 (tablet)');
    const full = await publish({ ex_ia: ['16x9', '4x3', '3x1'].map(image) }, draft);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.data).toMatchObject({ st: 'published' });
  });

  it('publishes a page only when each of its containers has its images, naming the container and the ratio', async () => {
    const bare = await newRail({ iar: '16x6' });
    const page = await send('merch_main', 'POST', `${S}/storefront`, {
      lon: [{ lang: 'en', n: 'Picture page' }],
      t: [
        {
          id: 'main',
          lon: [{ lang: 'en', n: 'Main' }],
          c: ['main-container-hero', 'main-container-premium', bare.id],
        },
      ],
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const pageItem = page.body.data as Item;
    const publish = (base: Item) =>
      send('merch_main', 'PUT', `${S}/storefront/${pageItem.id}`, {
        key: base.key,
        ut: base.ut,
        st: 'published',
      });
    const refused = await publish(pageItem);
    expect(refused.status).toBe(400);
    // The demo containers have their images: only the new one is named.
    expect(refused.body.header.errors.map((e) => e.field)).toEqual(['/t/0/c/2']);
    expect(refused.body.header.errors[0]?.description).toContain(bare.id);
    expect(refused.body.header.errors[0]?.description).toContain(
      '16x6 (tv, tablet, browser, mobile)',
    );
    expect(refused.body.header.errors[0]).toMatchObject({
      reason: 'containerImagesMissing',
      params: {
        container: bare.id,
        missing: [{ ratio: '16x6', devices: ['tv', 'tablet', 'browser', 'mobile'] }],
      },
    });
    const still = await send('merch_main', 'GET', `${S}/storefront/${pageItem.id}`);
    expect((still.body.data as Item[]).map((v) => [v.st, v.ut])).toEqual([['draft', pageItem.ut]]);
    // Its draft given the image, the page publishes.
    const fixed = await send('merch_main', 'PUT', `${S}/container/${bare.id}`, {
      key: bare.key,
      ut: bare.ut,
      ex_ia: [{ u: `/images/main/${bare.id}/upload?image=x`, t: 'Banner', r: '16x6' }],
    });
    expect(fixed.status).toBe(200);
    const published = await publish(pageItem);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ st: 'published' });
  });

  it("shows the demo home page's Movies tab with the platform's recommended, leaving-soon and upcoming rails, named in four languages", async () => {
    const home = await view({ device: 'mobile', at: new Date().toISOString() });
    const movies = home.tabs.find((tab) => tab.id === 'movies')?.containers ?? [];
    expect(movies.map((c) => c.id)).toEqual([
      'main-container-new-arrivals',
      'main-container-recommended',
      'main-container-leaving-soon',
      'main-container-upcoming',
    ]);
    const rails: Record<string, string> = {};
    for (const id of movies.map((c) => c.id).slice(1)) {
      const { body } = await send('store_viewer', 'GET', `${S}/container/${id}`);
      const container = (body.data as { rail: string; lon: { lang: string; n: string }[] }[])[0];
      rails[id] = container?.rail ?? '';
      expect(container?.lon.map((entry) => entry.lang).sort(), id).toEqual([
        'en',
        'ms',
        'ta',
        'zh',
      ]);
      // No English left in the Chinese or Tamil names.
      for (const entry of container?.lon ?? [])
        if (entry.lang === 'zh' || entry.lang === 'ta') expect(entry.n, id).not.toMatch(/[A-Za-z]/);
    }
    expect(rails).toEqual({
      'main-container-recommended': 'recommended',
      'main-container-leaving-soon': 'leaving_soon',
      'main-container-upcoming': 'upcoming_content',
    });
  });

  it("gives the demo containers images in their devices' ratios, so the demo home page publishes again", async () => {
    const home = await send('merch_main', 'GET', `${S}/storefront/main-page-home`);
    const current = (home.body.data as (Item & { t: { c: string[] }[] })[])[0];
    expect(current).toBeDefined();
    if (!current) return;
    for (const id of new Set(current.t.flatMap((tab) => tab.c))) {
      const { body } = await send('store_viewer', 'GET', `${S}/container/${id}`);
      const container = (body.data as Record<string, unknown>[])[0] ?? {};
      expect(missingImageRatios(container), id).toEqual([]);
    }
    const premium = await send('store_viewer', 'GET', `${S}/container/main-container-premium`);
    expect((premium.body.data as { ex_ia: { t: string }[] }[])[0]?.ex_ia.map((i) => i.t)).toContain(
      'Logo Sponsor',
    );
    // A draft of the home page (a new SEO title) is published over it.
    const draft = await send('merch_main', 'PUT', `${S}/storefront/main-page-home`, {
      key: current.key,
      ut: current.ut,
      seo: { ti: 'Films and series to watch', tw: { ca: '@demo' } },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const edited = draft.body.data as Item;
    expect(edited.st).toBe('draft');
    const again = await send('merch_main', 'PUT', `${S}/storefront/main-page-home`, {
      key: edited.key,
      ut: edited.ut,
      st: 'published',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
