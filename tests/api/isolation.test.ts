import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions/permissionsFor';
import { loadResourceCatalog } from '../../server/resourceCatalog';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Issue 9's holes, each shown closed on both databases: the audit trail, the products on an
 * item, locks and schemas stay inside the request's product and the caller's permissions.
 * (Image uploads: tests/api/images.test.ts.) Users: tests/fixtures/api/isolation-users.json —
 * one content admin per product, one of both, a main viewer, a main guest with no role.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/isolation-users.json', import.meta.url));
const dialects = await testDialects();
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';
const MOVIE_URN = 'urn:resource:catalog:movie';
const SHOW_URN = 'urn:resource:catalog:show';

interface Doc {
  id: string;
  key: string;
  ut: string;
  prd: string[];
  lon: { lang: string; n: string }[];
}
interface AuditRow {
  id: string;
  changed_by: string;
  action: string;
}

function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  return claims.sub ?? '';
}

describe.each(dialects)('every request stays inside its product on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_isolation',
      seedItems: 4,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const read = async (user: string, id: string, product: string): Promise<Doc> => {
    const { status, body } = await server.api(user, `${MOVIES}/${id}`, { product });
    expect(status, JSON.stringify(body.header.errors)).toBe(200);
    return body.data as Doc;
  };
  const update = (user: string, id: string, product: string, json: Record<string, unknown>) =>
    server.api(user, `${MOVIES}/${id}`, { method: 'PUT', product, json });
  /** A movie in both products, created by the editor of both. */
  const createShared = async (id: string, name: string) =>
    expectStatus(
      await server.api('both_editor', MOVIES, {
        method: 'POST',
        product: 'main',
        json: { id, lon: [{ lang: 'en', n: name }], prd: ['main', 'kids'] },
      }),
      201,
    );
  /** Starts a bulk update as main_editor in main and waits for the job to end. */
  const bulkUpdate = async (ids: string[], changes: Record<string, unknown>) => {
    const started = await server.api(
      'main_editor',
      '/api/catalog/bulkupdate/urn/resource/catalog/movie',
      { method: 'PUT', product: 'main', json: { ids, changes } },
    );
    expectStatus(started, 202);
    const jobId = (started.body.data as { id: string }).id;
    const deadline = Date.now() + 20_000;
    type Job = {
      id: string;
      status: string;
      success: number;
      failure: number;
      failureKeys: string[];
    };
    let job: Job = { id: jobId, status: 'processing', success: 0, failure: 0, failureKeys: [] };
    while (['yet-to-start', 'processing'].includes(job.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await server.api('main_editor', `/api/catalog/bulkupdate/status/${jobId}`)).body
        .data as Job;
    }
    return job;
  };
  const expectStatus = (result: { status: number; body: ApiBody }, status: number) =>
    expect(result.status, JSON.stringify(result.body.header.errors)).toBe(status);
  /** A refusal that names none of the item's data (its name, its holder). */
  const expectSilent = (result: { status: number; body: ApiBody }, ...secrets: string[]) => {
    const text = JSON.stringify(result.body);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(result.body.data ?? null).toBeNull();
  };

  describe('audit (hole 1)', () => {
    it("is 404 for an item outside the request's product, with nothing of its trail", async () => {
      const kids = await read('kids_editor', 'kids-movie-1', 'kids');
      const renamed = await update('kids_editor', 'kids-movie-1', 'kids', {
        key: kids.key,
        ut: kids.ut,
        lon: [{ lang: 'en', n: 'Secret kids rename' }],
      });
      expectStatus(renamed, 200);
      const own = await server.api('kids_editor', '/api/audit/audit/movie/kids-movie-1', {
        product: 'kids',
      });
      expectStatus(own, 200);
      expect(JSON.stringify(own.body.data)).toContain('Secret kids rename');

      const foreign = await server.api('main_editor', '/api/audit/audit/movie/kids-movie-1', {
        product: 'main',
      });
      expectStatus(foreign, 404);
      expectSilent(foreign, 'Secret kids rename', 'kids_editor');
      // The viewer of main, and an unknown id, alike.
      expectStatus(
        await server.api('main_viewer', '/api/audit/audit/movie/kids-movie-1', { product: 'main' }),
        404,
      );
      expectStatus(
        await server.api('main_editor', '/api/audit/audit/movie/no-such-movie', {
          product: 'main',
        }),
        404,
      );
      // A product the caller does not hold is refused (403), never read.
      expectStatus(
        await server.api('main_editor', '/api/audit/audit/movie/kids-movie-1', {
          product: 'kids',
        }),
        403,
      );
    });

    it('carries the products of the item: both products read a shared item’s trail', async () => {
      await createShared('shared-audit', 'Shared audit');
      const rows = await server.built.storage.db
        .selectFrom('audit')
        .select(['prd'])
        .where('id', '=', 'shared-audit')
        .execute();
      expect(rows.map((row) => JSON.parse(row.prd) as string[])).toEqual([['main', 'kids']]);
      for (const [user, product] of [
        ['main_editor', 'main'],
        ['kids_editor', 'kids'],
      ] as const) {
        const trail = await server.api(user, '/api/audit/audit/movie/shared-audit', { product });
        expectStatus(trail, 200);
        expect((trail.body.data as AuditRow[]).map((row) => row.action)).toEqual(['create']);
      }
    });

    it("lists the caller's own entries within their products only", async () => {
      const main = await read('main_editor', 'main-movie-2', 'main');
      expectStatus(
        await update('main_editor', 'main-movie-2', 'main', {
          key: main.key,
          ut: main.ut,
          lon: [{ lang: 'en', n: 'Own change' }],
        }),
        200,
      );
      // An entry of main_editor's in a product they no longer hold (written as it would have been).
      await server.built.storage.db
        .insertInto('audit')
        .values({
          id: 'kids-movie-4',
          cty: 'movie',
          changed_by: 'main_editor',
          trace_key: 'old-trace',
          previous_version: null,
          current_version: 'kids-movie-4-v1',
          key: 'kids-movie-4-v1',
          action: 'update',
          change: JSON.stringify([{ field: 'lon', from: null, to: 'Old kids change' }]),
          at: new Date().toISOString(),
          prd: JSON.stringify(['kids']),
        })
        .execute();
      const mine = await server.api('main_editor', '/api/audit/audit/user');
      expectStatus(mine, 200);
      const rows = mine.body.data as AuditRow[];
      expect(rows.map((row) => row.id)).toContain('main-movie-2');
      expect(rows.every((row) => row.changed_by === 'main_editor')).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('Old kids change');
      const kidsSide = await server.api('kids_editor', '/api/audit/audit/user');
      expect((kidsSide.body.data as AuditRow[]).every((r) => r.changed_by === 'kids_editor')).toBe(
        true,
      );
    });
  });

  describe('products on an item (hole 3)', () => {
    it('keeps the products the caller does not hold; adding one is refused', async () => {
      await createShared('shared-1', 'Shared one');
      const base = await read('main_editor', 'shared-1', 'main');
      const saved = await update('main_editor', 'shared-1', 'main', {
        key: base.key,
        ut: base.ut,
        prd: ['main'],
        lon: [{ lang: 'en', n: 'Shared one, renamed in main' }],
      });
      expectStatus(saved, 200);
      expect((saved.body.data as Doc).prd.sort()).toEqual(['kids', 'main']);
      // Kids still has it.
      expect((await read('kids_editor', 'shared-1', 'kids')).lon[0]?.n).toBe(
        'Shared one, renamed in main',
      );

      const current = await read('main_editor', 'shared-1', 'main');
      const refused = await update('main_editor', 'shared-1', 'main', {
        key: current.key,
        ut: current.ut,
        prd: ['main', 'extra'],
      });
      expectStatus(refused, 403);
      expect((await read('main_editor', 'shared-1', 'main')).ut).toBe(current.ut);

      // Whoever holds both may take it out of one.
      const both = await update('both_editor', 'shared-1', 'main', {
        key: current.key,
        ut: current.ut,
        prd: ['main'],
      });
      expectStatus(both, 200);
      expect((both.body.data as Doc).prd).toEqual(['main']);
    });

    it('applies the same rule to each item of a bulk update', async () => {
      await createShared('shared-bulk', 'Shared bulk');
      const job = await bulkUpdate(['shared-bulk'], { prd: ['main'] });
      expect(job.success).toBe(1);
      expect((await read('kids_editor', 'shared-bulk', 'kids')).prd.sort()).toEqual([
        'kids',
        'main',
      ]);
    });
  });

  describe('bulk updates and search fields (hole 5)', () => {
    it("counts another product's item in a bulk update as a failure, as an unknown id, and leaves it", async () => {
      const before = await read('kids_editor', 'kids-movie-4', 'kids');
      const job = await bulkUpdate(['kids-movie-4', 'no-such-movie'], { st: 'archived' });
      expect(job).toMatchObject({ status: 'failed', failure: 2 });
      expect(job.failureKeys.sort()).toEqual(['kids-movie-4', 'no-such-movie']);
      const after = await read('kids_editor', 'kids-movie-4', 'kids');
      expect(after.ut).toBe(before.ut);
      // The job is its owner's alone.
      expectStatus(
        await server.api('kids_editor', `/api/catalog/bulkupdate/status/${job.id}`),
        404,
      );
    });

    it('offers global search only the types the caller may view', async () => {
      const fields = async (user: string) => {
        const { body } = await server.api(user, '/api/config/config/search-fields');
        const [entry] = body.data as { attrs: { contentTypes: { key: string }[] } }[];
        return (entry?.attrs.contentTypes ?? []).map((t) => t.key);
      };
      const all = await fields('main_editor');
      const scheduler = await fields('main_scheduler');
      expect(all).toContain('movie');
      expect(scheduler).toContain('virtuallivechannel');
      expect(scheduler.length).toBeLessThan(all.length);
      expect(await fields('main_guest')).toEqual([]);
    });
  });

  describe('locks (hole 4)', () => {
    const acquire = (user: string, id: string, product: string, urn = MOVIE_URN) =>
      server.api(user, '/api/user/user/lock/acquire', {
        method: 'POST',
        product,
        json: { id, urn },
      });
    const lockRow = (id: string) =>
      server.built.storage.db
        .selectFrom('locks')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();

    it("takes locks only on existing items of the request's product, of the urn's type", async () => {
      expectStatus(await acquire('main_editor', 'kids-movie-2', 'main'), 404);
      expectStatus(await acquire('main_editor', 'no-such-movie', 'main'), 404);
      expectStatus(await acquire('main_editor', 'main-movie-3', 'main', SHOW_URN), 404);
      expectStatus(await acquire('main_viewer', 'main-movie-3', 'main'), 403);
      expect(await lockRow('kids-movie-2')).toBeUndefined();
      expect(await lockRow('no-such-movie')).toBeUndefined();
      expectStatus(await acquire('main_editor', 'main-movie-3', 'main'), 200);
      expect((await lockRow('main-movie-3'))?.owner_name).toBe('main_editor');
    });

    it('answers status for an item outside the product with 404, naming no holder', async () => {
      expectStatus(await acquire('kids_editor', 'kids-movie-2', 'kids'), 200);
      const own = await server.api('kids_editor', '/api/user/user/lock/kids-movie-2/status', {
        product: 'kids',
      });
      expect((own.body.data as { lo_name?: string }).lo_name).toBe('kids_editor');
      for (const user of ['main_editor', 'main_viewer']) {
        const foreign = await server.api(user, '/api/user/user/lock/kids-movie-2/status', {
          product: 'main',
        });
        expectStatus(foreign, 404);
        expectSilent(foreign, 'kids_editor', 'Kit Kids');
      }
      // A force release from another product is as unknown, and leaves the lock.
      const force = await server.api('main_editor', '/api/user/user/lock/release', {
        method: 'PUT',
        product: 'main',
        json: { id: 'kids-movie-2', urn: MOVIE_URN, force: true },
      });
      expectStatus(force, 404);
      expectSilent(force, 'kids_editor');
      const plain = await server.api('main_editor', '/api/user/user/lock/release', {
        method: 'PUT',
        product: 'main',
        json: { id: 'kids-movie-2', urn: MOVIE_URN },
      });
      expectSilent(plain, 'kids_editor');
      expect((await lockRow('kids-movie-2'))?.owner_name).toBe('kids_editor');
    });

    it('checks the product before the lock on an update (404, not 423)', async () => {
      const kids = await read('kids_editor', 'kids-movie-3', 'kids');
      const now = Date.now();
      await server.built.storage.db
        .insertInto('locks')
        .values({
          id: 'kids-movie-3',
          urn: MOVIE_URN,
          owner: subjectOf(await server.token('kids_editor')),
          owner_name: 'kids_editor',
          acquired_at: now,
          heartbeat_at: now,
          expires_at: now + 600_000,
        })
        .execute();
      const saved = await update('main_editor', 'kids-movie-3', 'main', {
        key: kids.key,
        ut: kids.ut,
        lon: [{ lang: 'en', n: 'Overwritten from main' }],
      });
      expectStatus(saved, 404);
      expectSilent(saved, 'kids_editor');
      expect((await read('kids_editor', 'kids-movie-3', 'kids')).ut).toBe(kids.ut);
    });
  });

  describe('schemas (hole 5)', () => {
    it('lists and serves only the schemas of types the caller may view', async () => {
      const catalog = loadResourceCatalog(server.config.resourcesDir);
      const scheduler = { roles: ['vll_admin'] };
      const hidden = [...catalog.types.values()].filter(
        (t) => !can(scheduler, 'view', t.list.resource),
      );
      const shown = [...catalog.types.values()].filter((t) =>
        can(scheduler, 'view', t.list.resource),
      );
      // The expectation needs both kinds to mean anything.
      expect(hidden.length).toBeGreaterThan(0);
      expect(shown.length).toBeGreaterThan(0);
      const list = await server.api('main_scheduler', '/api/catalog/schema/urn/resource/catalog');
      expectStatus(list, 200);
      expect((list.body.data as { type: string }[]).map((t) => t.type).sort()).toEqual(
        shown.map((t) => t.type).sort(),
      );
      const secret = hidden[0]?.type ?? '';
      for (const user of ['main_scheduler', 'main_guest']) {
        for (const kind of ['schema', 'uischema'])
          expectStatus(
            await server.api(user, `/api/catalog/${kind}/urn/resource/catalog/${secret}`),
            403,
          );
      }
      const open = shown[0]?.type ?? '';
      expectStatus(
        await server.api('main_scheduler', `/api/catalog/schema/urn/resource/catalog/${open}`),
        200,
      );
      // The role tables give a user without a role no catalogue type at all.
      const none = await server.api('main_guest', '/api/catalog/schema/urn/resource/catalog');
      expect(none.body.data).toEqual([]);
    });
  });
});
