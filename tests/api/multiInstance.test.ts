import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { POSTGRES_URL, postgresAvailable, startTestServer } from '../helpers/testServer';

const postgres = await postgresAvailable();
const DATABASE = 'console_multiinstance';
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';
const MOVIE_URN = 'urn:resource:catalog:movie';

const title = postgres
  ? 'two server instances on one PostgreSQL database'
  : `two server instances on one PostgreSQL database (skipped: PostgreSQL at ${POSTGRES_URL} does not answer; SQLite is one process's file)`;

interface MovieDoc {
  id: string;
  key: string;
  ut: string;
  st: string;
  lon: { lang: string; n: string }[];
}

interface JobView {
  id: string;
  status: string;
  count: number;
  success: number;
  failure: number;
  failureKeys: string[];
}

describe.skipIf(!postgres)(title, () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ dialect: 'postgres', database: DATABASE });
    // Behind one public address (a load balancer), every instance has the same issuer.
    b = await startTestServer({
      dialect: 'postgres',
      database: DATABASE,
      sharedDatabase: true,
      env: { PUBLIC_URL: a.baseUrl },
    });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  /** A request to instance B with a token signed in through instance A. */
  const onB = async (
    user: string,
    path: string,
    init: RequestInit & { product?: string; json?: unknown } = {},
  ) => b.api('', path, { ...init, headers: { authorization: `Bearer ${await a.token(user)}` } });
  const onA = (
    user: string,
    path: string,
    init: RequestInit & { product?: string; json?: unknown } = {},
  ) => a.api(user, path, init);

  async function readMovie(on: typeof onA, id: string): Promise<MovieDoc> {
    const { status, body } = await on('editor', `${MOVIES}/${id}`, { product: 'main' });
    expect(status).toBe(200);
    return body.data as MovieDoc;
  }

  it('runs two instances on distinct ports sharing the database', () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
    expect(a.built.storage.dialect).toBe('postgres');
    expect(b.built.storage.dialect).toBe('postgres');
    expect(b.config.databaseUrl).toBe(a.config.databaseUrl);
  });

  it('accepts on B a token issued by A', async () => {
    const fromA = await onA('editor', `${MOVIES}?pageSize=5`, { product: 'main' });
    const fromB = await onB('editor', `${MOVIES}?pageSize=5`, { product: 'main' });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.body.header.count).toBe(fromA.body.header.count);
    expect(fromB.body.header.count).toBeGreaterThan(20);
  });

  it('shows on B a lock taken through A, and B refuses it to another user', async () => {
    const taken = await onA('editor', '/api/user/user/lock/acquire', {
      method: 'POST',
      json: { id: 'main-movie-2', urn: MOVIE_URN },
    });
    expect(taken.status).toBe(200);
    const seen = await onB('viewer', '/api/user/user/lock/main-movie-2/status');
    expect(seen.body.data).toMatchObject({
      id: 'main-movie-2',
      ls: 'editor',
      lo_uid: 'editor',
      lo_name: 'editor',
    });

    const refused = await onB('admin', '/api/user/user/lock/acquire', {
      method: 'POST',
      json: { id: 'main-movie-2', urn: MOVIE_URN },
    });
    expect(refused.status).toBe(423);
    expect(refused.body.header.errors[0]?.description).toBe('Locked by editor');

    const current = await readMovie(onB, 'main-movie-2');
    const update = await onB('admin', `${MOVIES}/main-movie-2`, {
      method: 'PUT',
      product: 'main',
      json: { key: current.key, ut: current.ut, lon: [{ lang: 'en', n: 'Admin on B' }] },
    });
    expect(update.status).toBe(423);
  });

  it('gives a lock raced for on both instances to exactly one user, ten times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = `multi-race-${round}`;
      // Locks are taken only on existing items.
      const created = await onA('editor', MOVIES, {
        method: 'POST',
        product: 'main',
        json: { id, lon: [{ lang: 'en', n: `Raced ${round}` }] },
      });
      expect(created.status).toBe(201);
      const [editor, admin] = await Promise.all([
        onA('editor', '/api/user/user/lock/acquire', {
          method: 'POST',
          json: { id, urn: MOVIE_URN },
        }),
        onB('admin', '/api/user/user/lock/acquire', {
          method: 'POST',
          json: { id, urn: MOVIE_URN },
        }),
      ]);
      expect([editor.status, admin.status].sort(), `round ${round}`).toEqual([200, 423]);
      const winner = editor.status === 200 ? 'editor' : 'admin';
      const row = await a.built.storage.db
        .selectFrom('locks')
        .select('owner')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.owner).toBe(winner);
    }
  });

  it('lists and updates on B an item created on A', async () => {
    const created = await onA('editor', MOVIES, {
      method: 'POST',
      product: 'main',
      json: { id: 'multi-created-1', lon: [{ lang: 'en', n: 'Made on A' }] },
    });
    expect(created.status).toBe(201);

    const listed = await onB('editor', `${MOVIES}?st=draft&pageSize=1000`, { product: 'main' });
    expect((listed.body.data as MovieDoc[]).map((m) => m.id)).toContain('multi-created-1');

    const base = await readMovie(onB, 'multi-created-1');
    const updated = await onB('editor', `${MOVIES}/multi-created-1`, {
      method: 'PUT',
      product: 'main',
      json: { key: base.key, ut: base.ut, lon: [{ lang: 'en', n: 'Changed on B' }] },
    });
    expect(updated.status).toBe(200);
    expect((await readMovie(onA, 'multi-created-1')).lon).toEqual([
      { lang: 'en', n: 'Changed on B' },
    ]);
  });

  it("counts on B's search an item A creates after B has answered the same search", async () => {
    const search = '/api/search/content/search?term=nebulon&pageSize=5';
    const total = async () => (await onB('editor', search, { product: 'main' })).body.header.count;
    expect(await total()).toBe(0);
    const created = await onA('editor', MOVIES, {
      method: 'POST',
      product: 'main',
      json: { id: 'multi-search-1', lon: [{ lang: 'en', n: 'Nebulon Rising' }] },
    });
    expect(created.status).toBe(201);
    expect(await total()).toBe(1);
  });

  it('refuses on B (409) an update based on a revision A has since replaced', async () => {
    const created = await onA('editor', MOVIES, {
      method: 'POST',
      product: 'main',
      json: { id: 'multi-stale-1', lon: [{ lang: 'en', n: 'Original' }] },
    });
    expect(created.status).toBe(201);
    const opened = await readMovie(onB, 'multi-stale-1');

    const first = await onA('editor', `${MOVIES}/multi-stale-1`, {
      method: 'PUT',
      product: 'main',
      json: { key: opened.key, ut: opened.ut, lon: [{ lang: 'en', n: 'Saved on A' }] },
    });
    expect(first.status).toBe(200);
    const stale = await onB('editor', `${MOVIES}/multi-stale-1`, {
      method: 'PUT',
      product: 'main',
      json: { key: opened.key, ut: opened.ut, lon: [{ lang: 'en', n: 'Stale on B' }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.header.errors[0]?.description).toBe(
      'This content was changed by someone else since you opened it. Reload to see their changes.',
    );
    expect((await readMovie(onA, 'multi-stale-1')).lon).toEqual([{ lang: 'en', n: 'Saved on A' }]);
  });

  it('reads on B a bulk job started on A; the two job runners update each item once', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const id = `multi-bulk-${n}`;
      const created = await onA('editor', MOVIES, {
        method: 'POST',
        product: 'main',
        json: { id, lon: [{ lang: 'en', n: `Bulk ${n}` }] },
      });
      expect(created.status).toBe(201);
      ids.push(id);
    }
    const started = await onA('editor', '/api/catalog/bulkupdate/urn/resource/catalog/movie', {
      method: 'PUT',
      product: 'main',
      json: { ids, changes: { st: 'archived' } },
    });
    expect(started.status).toBe(202);
    const jobId = (started.body.data as JobView).id;

    const read = await onB('editor', `/api/catalog/bulkupdate/status/${jobId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: jobId, count: 4 });
    expect((await onB('admin', `/api/catalog/bulkupdate/status/${jobId}`)).status).toBe(404);

    const deadline = Date.now() + 20_000;
    let job = read.body.data as JobView;
    while (job.status === 'yet-to-start' || job.status === 'processing') {
      if (Date.now() > deadline) throw new Error(`Job still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await onB('editor', `/api/catalog/bulkupdate/status/${jobId}`)).body.data as JobView;
    }
    expect(job).toMatchObject({
      status: 'inactive',
      count: 4,
      success: 4,
      failure: 0,
      failureKeys: [],
    });
    const audited = await a.built.storage.db
      .selectFrom('audit')
      .select('id')
      .where('action', '=', 'bulkupdate')
      .where('trace_key', '=', jobId)
      .execute();
    expect(audited.map((row) => row.id).sort()).toEqual([...ids].sort());
  });
});
