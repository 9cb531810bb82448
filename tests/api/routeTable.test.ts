import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions/permissionsFor';
import { isProductAdmin } from '../../domain/permissions/productAdmin';
import type { FixtureUser, SeededItem } from '../helpers/routeTable';
import {
  CONTENT_PREFIXES,
  ISOLATION_USERS,
  ISOLATION_USERS_FILE,
  KIDS_MARKER,
  collectRoutes,
  createMovie,
  keysOf,
  routeKey,
} from '../helpers/routeTable';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';
import { expectationTable } from './routeTable/expectations';
import { KIDS_ATTRIBUTE, probePolicy } from './routeTable/policyExpectations';
import type { Expectation, Req, World } from './routeTable/expectations';

/**
 * The whole API, closed per product and per permission: every route of the server's route table
 * (collected from Fastify as the server builds it) has an entry in ./routeTable/expectations.ts,
 * and each entry is tried against the real server: without a token (401 unless public), by
 * callers the spec's role tables refuse (403) and allow (anything but 401/403), with a product
 * the caller does not hold (403), about an item of another product (404 or filtered, nothing of
 * it revealed), and malformed (400). Users: tests/fixtures/api/isolation-users.json.
 */

const dialects = await testDialects();
const routes = await collectRoutes();
const TABLE = expectationTable();

/**
 * Static files of the console's build (`@fastify/static`, hidden from API docs): public, as the
 * console itself must load before anyone signs in. Any other route needs an entry.
 */
const isStaticFile = (route: RouteOptions) =>
  (route.schema as { hide?: unknown } | undefined)?.hide === true;

/**
 * The routes missing from the table (a new route fails the suite until it is described) and the
 * table's entries no route answers any more. HEAD routes are Fastify's copies of GET routes:
 * covered by the GET entry.
 */
export function tableGaps(
  table: ReadonlyMap<string, unknown>,
  routeTable: readonly RouteOptions[],
): { missing: string[]; stale: string[] } {
  const keys = routeTable
    .filter((route) => !isStaticFile(route))
    .flatMap(keysOf)
    .map((key) => key.replace(/^HEAD /, 'GET '));
  const missing = [...new Set(keys.filter((key) => !table.has(key)))];
  const stale = [...table.keys()].filter((key) => !keys.includes(key));
  return { missing, stale };
}

describe('the route table check', () => {
  it('finds every route described, and would name a new one (the check can fail)', () => {
    expect(tableGaps(TABLE, routes)).toEqual({ missing: [], stale: [] });
    const extra = { method: ['GET', 'HEAD'], url: '/api/new/thing/:id', handler: () => undefined };
    expect(tableGaps(TABLE, [...routes, extra as RouteOptions]).missing).toEqual([
      'GET /api/new/thing/:id',
    ]);
    expect(
      tableGaps(new Map<string, unknown>([...TABLE, ['GET /gone', {}]]), routes).stale,
    ).toEqual(['GET /gone']);
  });
});

const entries = [...TABLE.entries()];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MOVIE_URN = 'urn:resource:catalog:movie';
/** Who holds the locks of the stale-write checks: nobody's account, a name to look for. */
const LOCK_HOLDER = { uid: 'rt-lock-holder-uid', name: 'Zqlockholderx' };
/** The write routes whose allowed caller got 409 or 423 to a stale, locked request. */
const leakable = new Set<string>();

/**
 * The request based on an old revision: its body's `ut` (beside `key`) replaced, at the top or in
 * the first element of a list; undefined when the request names no revision.
 */
export function staleOf(req: Req): Req | undefined {
  const old = '2001-01-01T00:00:00.000Z';
  const restamp = (value: unknown): unknown =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>).key === 'string' &&
    typeof (value as Record<string, unknown>).ut === 'string'
      ? { ...(value as Record<string, unknown>), ut: old }
      : undefined;
  const top = restamp(req.json);
  if (top) return { ...req, json: top };
  if (Array.isArray(req.json) && req.json.length > 0) {
    const list = req.json as unknown[];
    const first = restamp(list[0]);
    if (first) return { ...req, json: [first, ...list.slice(1)] };
  }
  return undefined;
}

/** The ids a write may be about: its path's segments and the ids its body names. */
export function itemIdsOf(req: Req): string[] {
  const ids = new Set(
    req.path
      .split('?')[0]
      ?.split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment)),
  );
  const body = (Array.isArray(req.json) ? req.json[0] : req.json) as
    Record<string, unknown> | undefined;
  for (const field of ['id', 'ids', 'pid', 'cid']) {
    for (const value of [body?.[field]].flat())
      if (typeof value === 'string' && value !== '') ids.add(value);
  }
  return [...ids].filter((id) => id.length <= 200);
}
const HAS_PRODUCT = (user: FixtureUser, product: string) => (user.product ?? []).includes(product);
const USERS = ISOLATION_USERS;
const NO_PRODUCT = USERS.filter((u) => !(u.product ?? []).some((p) => !isProductAdmin([p])));

/** Who the table says may call a route, and who must get 403 (in product main). */
export function callersOf(expectation: Expectation): {
  allowed: FixtureUser[];
  refused: FixtureUser[];
} {
  const { access } = expectation;
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return { allowed: [...USERS], refused: [] };
    case 'inProduct':
      return { allowed: USERS.filter((u) => HAS_PRODUCT(u, 'main')), refused: NO_PRODUCT };
    case 'productAdmin':
      return {
        allowed: USERS.filter((u) => isProductAdmin(u.product)),
        refused: USERS.filter((u) => !isProductAdmin(u.product)),
      };
    case 'permission': {
      const pages = typeof access.page === 'string' ? [access.page] : access.page;
      const may = (u: FixtureUser) => pages.some((page) => can(u, access.action, page));
      const inScope = (u: FixtureUser) => !access.productScoped || HAS_PRODUCT(u, 'main');
      return {
        allowed: USERS.filter((u) => may(u) && inScope(u)),
        refused: USERS.filter((u) => !may(u) || !inScope(u)),
      };
    }
  }
}

describe.each(dialects)('every route, closed per product and per permission, on %s', (dialect) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_routetable',
      seedItems: 3,
      env: { USERS_FILE: ISOLATION_USERS_FILE },
    });
    let counter = 0;
    const main = await createMovie(server, 'main_editor', 'main', 'rt-main', 'Route Main');
    const mainLock = await createMovie(server, 'main_editor', 'main', 'rt-lock', 'Route Lock');
    const kids = await createMovie(server, 'kids_editor', 'kids', 'rt-kids', `${KIDS_MARKER} Kids`);
    const mainPolicy = await createPolicy(
      server,
      'main_editor',
      'main',
      'rt-policy-main',
      'Route Main',
    );
    const kidsPolicy = await createPolicy(
      server,
      'kids_editor',
      'kids',
      'rt-policy-kids',
      `${KIDS_MARKER} Kids`,
    );
    const kidsAttribute = await server.api(
      'kids_editor',
      '/api/policy/policy/urn/resource/attribute',
      {
        method: 'POST',
        product: 'kids',
        json: KIDS_ATTRIBUTE,
      },
    );
    expect(kidsAttribute.status, JSON.stringify(kidsAttribute.body)).toBe(201);
    world = {
      main,
      mainLock,
      kids,
      kidsImage: '',
      mainPolicy,
      kidsPolicy,
      async currentPolicy(item: SeededItem, product: string) {
        const { body } = await server.api(
          'admin',
          `/api/policy/policy/urn/resource/rule/${item.id}`,
          { product },
        );
        const doc = (body.data as { key: string; ut: string }[])[0] ?? { key: '', ut: '' };
        return { key: doc.key, ut: doc.ut };
      },
      next: () => ++counter,
      async current(item: SeededItem, product: string) {
        const { body } = await server.api(
          'admin',
          `/api/catalog/content/urn/resource/catalog/movie/${item.id}`,
          { product },
        );
        const doc = body.data as { key: string; ut: string };
        return { key: doc.key, ut: doc.ut };
      },
    };
    // Something of the kids item to leak: its lock holder and an uploaded image.
    const locked = await send('kids_editor', {
      method: 'POST',
      path: '/api/user/user/lock/acquire',
      json: { id: kids.id, urn: 'urn:resource:catalog:movie' },
      product: 'kids',
    });
    expect(locked.status, locked.text).toBe(200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = await send('kids_editor', {
      method: 'POST',
      path: `/api/image/image/upload/${kids.id}`,
      raw: { body: new Blob([new Uint8Array(png)]), type: 'image/png' },
      product: 'kids',
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const { u } = (JSON.parse(uploaded.text) as { data: { u: string } }).data;
    world.kidsImage = new URL(u, server.baseUrl).searchParams.get('image') ?? '';
  }, 120_000);
  afterAll(async () => server?.stop());

  /** Sends a request as a user (or without a token); the body as text, whatever it is. */
  async function send(
    user: string | undefined,
    req: Req,
    product = req.product,
  ): Promise<{ status: number; text: string }> {
    const headers = new Headers();
    if (user) headers.set('authorization', `Bearer ${await server.token(user)}`);
    if (product) headers.set('x-product', product);
    let body: BodyInit | null = null;
    if (req.raw) {
      headers.set('content-type', req.raw.type);
      body = req.raw.body;
    } else if (req.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(req.json);
    }
    const response = await fetch(`${server.baseUrl}${req.path}`, {
      method: req.method,
      headers,
      body,
    });
    return { status: response.status, text: await response.text() };
  }
  const show = (user: string | undefined, req: Req, res: { status: number; text: string }) =>
    `${user ?? 'no token'} ${req.method} ${req.path} (X-Product ${req.product ?? '-'}) → ${res.status} ${res.text.slice(0, 300)}`;

  it.each(entries)('%s', async (key, expectation) => {
    const probe = async () => ({ product: 'main', ...(await expectation.probe(world)) });
    const { access } = expectation;

    // Without a token.
    const anonymous = await probe();
    const bare = await send(undefined, anonymous);
    if (access.kind === 'public')
      expect(bare.status, show(undefined, anonymous, bare)).toBeLessThan(500);
    else expect(bare.status, show(undefined, anonymous, bare)).toBe(401);
    if (access.kind === 'public') return;

    // By each caller the role tables (or the route's rule) allow, then refuse.
    const { allowed, refused } = callersOf(expectation);
    expect(allowed.length, `${key}: nobody may call it`).toBeGreaterThan(0);
    for (const user of allowed) {
      const req = await probe();
      const res = await send(user.username, req, HAS_PRODUCT(user, 'main') ? 'main' : undefined);
      expect([401, 403], show(user.username, req, res)).not.toContain(res.status);
      expect(res.status, show(user.username, req, res)).toBeLessThan(500);
    }
    for (const user of refused) {
      const req = await probe();
      const res = await send(user.username, req, HAS_PRODUCT(user, 'main') ? 'main' : undefined);
      expect(res.status, show(user.username, req, res)).toBe(403);
    }
    if (WRITES.has(key.split(' ')[0] ?? '') && refused.length > 0)
      await expectRefusedBeforeItsState(
        key,
        async () => {
          const versioned = await expectation.versioned?.(world);
          return versioned ? { product: 'main', ...versioned } : probe();
        },
        refused,
      );
    if (access.kind === 'signedIn') {
      // Described as open to any signed-in caller: a role-less, product-less one included.
      for (const user of ['main_guest', 'no_product']) {
        const req = await probe();
        const res = await send(user, req, undefined);
        expect([401, 403], show(user, req, res)).not.toContain(res.status);
      }
    }

    // With a product the caller does not hold.
    if (access.kind === 'inProduct' || (access.kind === 'permission' && access.productScoped)) {
      const req = await probe();
      const res = await send('main_editor', req, 'kids');
      expect(res.status, show('main_editor', req, res)).toBe(403);
    }

    // About the kids-only item.
    const other = expectation.otherProduct;
    if (other?.hides === 'bulk') await expectBulkKeepsKids(key);
    else if (other) {
      const req = await other.probe(world);
      const res = await send('main_editor', req, 'main');
      if (other.hides === 'notFound') expect(res.status, show('main_editor', req, res)).toBe(404);
      else expect(res.status, show('main_editor', req, res)).toBeLessThan(400);
      for (const secret of [KIDS_MARKER, 'Kit Kids', 'kids_editor'])
        expect(res.text, show('main_editor', req, res)).not.toContain(secret);
      // The same request in kids finds it: the refusal above is about the product, not the id.
      const inKids = await other.probe(world);
      const found = await send('both_editor', inKids, 'kids');
      expect(found.status, show('both_editor', inKids, found)).not.toBe(404);
      if (other.hides === 'filtered') expect(found.text).toContain(KIDS_MARKER);
    }

    // Malformed.
    if (expectation.malformed) {
      const user = allowed.find((u) => HAS_PRODUCT(u, 'main')) ?? allowed[0];
      const req = { product: 'main', ...(await expectation.malformed(world)) };
      const res = await send(user?.username, req);
      expect(res.status, show(user?.username, req, res)).toBe(400);
    }
  });

  /**
   * A stale write (its body based on an old revision) and a write to a locked item, by callers
   * who may not make the write (no role, a role that cannot view or change the type, a user of
   * another product): refused (403, or 404 for an item outside the caller's product) before the
   * item's revision or lock is looked at, with nothing of the item in the answer: no current
   * versions (409) and no lock holder (423). An allowed caller's answer to the same request shows
   * the state that could leak (collected in `leakable`).
   */
  async function expectRefusedBeforeItsState(
    key: string,
    probe: () => Promise<Req>,
    refused: readonly FixtureUser[],
  ): Promise<void> {
    const req = staleOf(await probe());
    const versioned = req !== undefined;
    const stale = req ?? (await probe());
    const ids = itemIdsOf(stale);
    const db = server.built.storage.db;
    const now = Date.now();
    await db
      .insertInto('locks')
      .values(
        ids.map((id) => ({
          id,
          urn: MOVIE_URN,
          owner: LOCK_HOLDER.uid,
          owner_name: LOCK_HOLDER.name,
          acquired_at: now,
          heartbeat_at: now,
          expires_at: now + 600_000,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    try {
      const callers = refused.map((u) => ({
        user: u.username,
        product: HAS_PRODUCT(u, 'main') ? 'main' : undefined,
      }));
      // A user of another product, in their own product, about main's item.
      if (versioned) callers.push({ user: 'kids_editor', product: 'kids' });
      for (const { user, product } of callers) {
        const res = await send(user, stale, product);
        const shown = `stale/locked write: ${show(user, stale, res)}`;
        expect([403, 404], shown).toContain(res.status);
        expect(res.text, shown).not.toContain(LOCK_HOLDER.name);
        expect(res.text, shown).not.toContain(LOCK_HOLDER.uid);
        for (const name of [world.main.name, world.mainPolicy.name])
          expect(res.text, shown).not.toContain(name);
        expect((JSON.parse(res.text) as { data?: unknown }).data ?? null, shown).toBeNull();
      }
      if (versioned) {
        const allowed = await send('admin', stale, 'main');
        if ([409, 423].includes(allowed.status)) leakable.add(key);
      }
    } finally {
      await db
        .deleteFrom('locks')
        .where('id', 'in', ids)
        .where('owner', '=', LOCK_HOLDER.uid)
        .execute();
    }
  }

  /** A bulk update naming the kids item fails it like an unknown id and leaves it as it was. */
  async function expectBulkKeepsKids(key: string): Promise<void> {
    const base = key.split(' ')[1]?.replace(/\/bulkupdate\/.*$/, '') ?? '';
    const before = await world.current(world.kids, 'kids');
    const req: Req = {
      method: 'PUT',
      path: `${base}/bulkupdate/urn/resource/catalog/movie`,
      json: { ids: [world.kids.id, 'rt-no-such-movie'], changes: { rt: 4242 } },
      product: 'main',
    };
    const started = await send('main_editor', req);
    expect(started.status, show('main_editor', req, started)).toBe(202);
    const jobId = (JSON.parse(started.text) as { data: { id: string } }).data.id;
    let job = { status: 'yet-to-start', failure: 0, failureKeys: [] as string[] };
    const deadline = Date.now() + 20_000;
    while (['yet-to-start', 'processing'].includes(job.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await send('main_editor', {
        method: 'GET',
        path: `${base}/bulkupdate/status/${jobId}`,
      });
      job = (JSON.parse(res.text) as { data: typeof job }).data;
      expect(res.text).not.toContain(KIDS_MARKER);
    }
    expect(job).toMatchObject({ status: 'failed', failure: 2 });
    expect([...job.failureKeys].sort()).toEqual([world.kids.id, 'rt-no-such-movie'].sort());
    expect(await world.current(world.kids, 'kids')).toEqual(before);
  }

  it('found item state to leak behind the versioned write routes (the ordering check can fail)', () => {
    // Admin's answers to the stale, locked requests above were 409 or 423 on these routes.
    for (const service of CONTENT_PREFIXES)
      expect([...leakable]).toContain(`PUT /api/${service}/content/urn/resource/catalog/:type/:id`);
    for (const key of [
      'PUT /api/policy/policy/urn/resource/rule/:id',
      'PUT /api/ads/tag/update/:id',
      'PUT /api/storefront/storefront/:type/:id',
      'PUT /api/config/remote/config/update/:id',
      'PUT /api/vll/virtuallivechannel/:id/channelnumber',
    ])
      expect([...leakable]).toContain(key);
  });

  // The HEAD copies answer like their GET routes: a token is needed there too.
  it('refuses every HEAD copy of a non-public GET route without a token', async () => {
    const heads = routes
      .filter((route) => [route.method].flat().includes('HEAD') && !isStaticFile(route))
      .map((route) => route.url)
      .filter((url) => TABLE.get(routeKey('GET', url))?.access.kind !== 'public');
    expect(heads.length).toBeGreaterThan(40);
    for (const url of heads) {
      const path = url.replace(/:type/g, 'movie').replace(/:[a-z]+/g, 'x');
      const response = await fetch(`${server.baseUrl}${path}`, { method: 'HEAD' });
      expect(response.status, `HEAD ${path}`).toBe(401);
    }
  });
});

/** Creates a draft policy through the policy service as the given user in the given product. */
async function createPolicy(
  server: TestServer,
  user: string,
  product: string,
  id: string,
  name: string,
): Promise<SeededItem> {
  const { status, body } = await server.api(user, '/api/policy/policy/urn/resource/rule', {
    method: 'POST',
    product,
    json: { ...probePolicy(name), id },
  });
  if (status !== 201) throw new Error(`Creating ${id}: HTTP ${status} ${JSON.stringify(body)}`);
  const doc = body.data as { key: string; ut: string };
  return { id, key: doc.key, ut: doc.ut, name };
}
