import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { rawSql, startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

const MOVIE_URN = 'urn:resource:catalog:movie';
const VLL_URN = 'urn:resource:catalog:virtuallivechannel';
const LOCK_TTL_MS = 900_000;

interface LockView {
  id: string;
  ls: string;
  lo_uid?: string;
  lo_name?: string;
  released?: boolean;
}

interface MovieDoc {
  id: string;
  key: string;
  ut: string;
  lon: { lang: string; n: string }[];
}

describe.each(dialects)('content locks on %s', (dialect) => {
  let server: TestServer;
  let editorUid: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_locks' });
    editorUid = subjectOf(await server.token('editor'));
  });
  afterAll(async () => server?.stop());

  const status = (user: string, id: string) => server.api(user, `/api/user/user/lock/${id}/status`);
  const acquire = (user: string, id: string, urn = MOVIE_URN) =>
    server.api(user, '/api/user/user/lock/acquire', { method: 'POST', json: { id, urn } });
  const heartbeat = (user: string, id: string) =>
    server.api(user, '/api/user/user/lock/update', {
      method: 'POST',
      json: { id, urn: MOVIE_URN },
    });
  const release = (user: string, id: string, force?: boolean) =>
    server.api(user, '/api/user/user/lock/release', {
      method: 'PUT',
      json: force === undefined ? { id, urn: MOVIE_URN } : { id, urn: MOVIE_URN, force },
    });
  const lockRow = (id: string) =>
    server.built.storage.db.selectFrom('locks').selectAll().where('id', '=', id).executeTakeFirst();
  const lockOf = (body: ApiBody) => body.data as LockView;

  /** A new movie of main (locks are taken only on existing items); its id. */
  async function createMovie(id: string): Promise<string> {
    const { status: code, body } = await server.api(
      'editor',
      '/api/catalog/content/urn/resource/catalog/movie',
      { method: 'POST', product: 'main', json: { id, lon: [{ lang: 'en', n: `Movie ${id}` }] } },
    );
    expect(code, JSON.stringify(body.header.errors)).toBe(201);
    return id;
  }

  async function readMovie(user: string, id: string): Promise<MovieDoc> {
    const { status: code, body } = await server.api(
      user,
      `/api/catalog/content/urn/resource/catalog/movie/${id}`,
      { product: 'main' },
    );
    expect(code).toBe(200);
    return body.data as MovieDoc;
  }

  async function renameMovie(user: string, id: string, name: string) {
    const current = await readMovie('editor', id);
    return server.api(user, `/api/catalog/content/urn/resource/catalog/movie/${id}`, {
      method: 'PUT',
      product: 'main',
      json: { key: current.key, ut: current.ut, lon: [{ lang: 'en', n: name }] },
    });
  }

  it('reports a free item as open', async () => {
    const { status: code, body } = await status('editor', 'main-movie-1');
    expect(code).toBe(200);
    expect(body.data).toEqual({ id: 'main-movie-1', ls: 'open' });
  });

  it('shows the editor as holder after acquiring, with the token subject as uid', async () => {
    expect(editorUid).toBe('editor');
    const acquired = await acquire('editor', 'main-movie-2');
    expect(acquired.status).toBe(200);
    expect(lockOf(acquired.body)).toMatchObject({
      id: 'main-movie-2',
      ls: editorUid,
      lo_uid: editorUid,
      lo_name: 'editor',
    });

    const { status: code, body } = await status('viewer', 'main-movie-2');
    expect(code).toBe(200);
    expect(lockOf(body)).toMatchObject({
      id: 'main-movie-2',
      ls: editorUid,
      lo_uid: editorUid,
      lo_name: 'editor',
    });
    const row = await lockRow('main-movie-2');
    expect(row).toMatchObject({ owner: editorUid, owner_name: 'editor', urn: MOVIE_URN });
  });

  it('refuses a second user with 423 naming the holder', async () => {
    expect((await acquire('editor', 'main-movie-3')).status).toBe(200);
    const { status: code, body } = await acquire('admin', 'main-movie-3');
    expect(code).toBe(423);
    expect(body.header.errors[0]?.description).toBe('Locked by editor');
    expect(body.data).toEqual({ ls: editorUid, lo_uid: editorUid, lo_name: 'editor' });
    expect((await lockRow('main-movie-3'))?.owner).toBe(editorUid);
  });

  it("refuses another user's update of a locked item with 423 and lets the holder update it", async () => {
    expect((await acquire('editor', 'main-movie-13')).status).toBe(200);
    const refused = await renameMovie('admin', 'main-movie-13', 'Renamed by admin');
    expect(refused.status).toBe(423);
    expect(refused.body.header.errors[0]?.description).toBe('Locked by editor');
    expect(
      (await readMovie('editor', 'main-movie-13')).lon.find((l) => l.lang === 'en')?.n,
    ).not.toBe('Renamed by admin');

    const accepted = await renameMovie('editor', 'main-movie-13', 'Renamed by editor');
    expect(accepted.status).toBe(200);
    expect((await readMovie('editor', 'main-movie-13')).lon).toEqual([
      { lang: 'en', n: 'Renamed by editor' },
    ]);
  });

  it('extends the expiry on a heartbeat by the holder, and refuses one by another user', async () => {
    expect((await acquire('editor', 'main-movie-4')).status).toBe(200);
    // Bring the expiry close, so only a real extension can put it back at the full time to live.
    const soon = Date.now() + 60_000;
    await rawSql(server, `UPDATE locks SET expires_at = ${soon} WHERE id = 'main-movie-4'`);

    const other = await heartbeat('admin', 'main-movie-4');
    expect(other.status).toBe(409);
    expect(other.body.header.errors[0]?.description).toBe('Fetch lock beat failed!');
    expect(Number((await lockRow('main-movie-4'))?.expires_at)).toBe(soon);

    const before = Date.now();
    const beat = await heartbeat('editor', 'main-movie-4');
    expect(beat.status).toBe(200);
    expect(lockOf(beat.body)).toMatchObject({
      id: 'main-movie-4',
      ls: editorUid,
      lo_uid: editorUid,
    });
    const row = await lockRow('main-movie-4');
    const remaining = Number(row?.expires_at) - before;
    expect(remaining).toBeGreaterThanOrEqual(LOCK_TTL_MS - 1000);
    expect(remaining).toBeLessThanOrEqual(LOCK_TTL_MS + 5000);
    expect(Number(row?.heartbeat_at)).toBeGreaterThanOrEqual(before);
  });

  it('refuses a release by a non-holder without force (409 naming the holder) and keeps the lock', async () => {
    expect((await acquire('editor', 'main-movie-5')).status).toBe(200);
    const attempt = await release('admin', 'main-movie-5');
    expect(attempt.status).toBe(409);
    expect(attempt.body.header.errors[0]?.description).toBe(
      'Release lock operation failed! Locked by editor',
    );
    expect(lockOf(attempt.body)).toMatchObject({ ls: editorUid, lo_name: 'editor' });
    expect(lockOf((await status('admin', 'main-movie-5')).body)).toMatchObject({
      ls: editorUid,
      lo_name: 'editor',
    });
    expect((await lockRow('main-movie-5'))?.owner).toBe(editorUid);
  });

  it('lets the holder release the lock', async () => {
    expect((await acquire('editor', 'main-movie-6')).status).toBe(200);
    const released = await release('editor', 'main-movie-6');
    expect(released.status).toBe(200);
    expect(lockOf(released.body)).toMatchObject({ id: 'main-movie-6', ls: 'open', released: true });
    expect((await status('editor', 'main-movie-6')).body.data).toEqual({
      id: 'main-movie-6',
      ls: 'open',
    });
    expect(await lockRow('main-movie-6')).toBeUndefined();
  });

  it('lets an admin force the release and records it in the audit trail', async () => {
    expect((await acquire('editor', 'main-movie-7')).status).toBe(200);
    const forced = await release('admin', 'main-movie-7', true);
    expect(forced.status).toBe(200);
    expect(lockOf(forced.body)).toMatchObject({ id: 'main-movie-7', ls: 'open', released: true });
    expect((await status('editor', 'main-movie-7')).body.data).toEqual({
      id: 'main-movie-7',
      ls: 'open',
    });
    expect(await lockRow('main-movie-7')).toBeUndefined();

    const audit = await server.api('admin', '/api/audit/audit/movie/main-movie-7');
    expect(audit.status).toBe(200);
    const entries = audit.body.data as { action: string; changed_by: string; change: unknown }[];
    const unlocks = entries.filter((entry) => entry.action === 'lock:force-unlock');
    expect(unlocks).toHaveLength(1);
    expect(unlocks[0]).toMatchObject({
      changed_by: 'admin',
      change: [{ field: 'lock', from: 'editor', to: null }],
    });
  });

  it('refuses a viewer both acquiring and forcing a release', async () => {
    const acquired = await acquire('viewer', 'main-movie-8');
    expect(acquired.status).toBe(403);
    expect(await lockRow('main-movie-8')).toBeUndefined();

    expect((await acquire('editor', 'main-movie-8')).status).toBe(200);
    const forced = await release('viewer', 'main-movie-8', true);
    expect(forced.status).toBe(403);
    expect((await lockRow('main-movie-8'))?.owner).toBe(editorUid);
    const audit = await server.api('admin', '/api/audit/audit/movie/main-movie-8');
    const actions = ((audit.body.data as { action: string }[] | null) ?? []).map(
      (entry) => entry.action,
    );
    expect(actions).not.toContain('lock:force-unlock');
  });

  it('treats an expired lock as open and lets another user take it', async () => {
    expect((await acquire('editor', 'main-movie-9')).status).toBe(200);
    await rawSql(
      server,
      `UPDATE locks SET expires_at = ${Date.now() - 1000} WHERE id = 'main-movie-9'`,
    );
    expect((await status('admin', 'main-movie-9')).body.data).toEqual({
      id: 'main-movie-9',
      ls: 'open',
    });

    const taken = await acquire('admin', 'main-movie-9');
    expect(taken.status).toBe(200);
    expect(lockOf(taken.body)).toMatchObject({ ls: 'admin', lo_uid: 'admin', lo_name: 'admin' });
    expect(lockOf((await status('editor', 'main-movie-9')).body)).toMatchObject({
      ls: 'admin',
      lo_name: 'admin',
    });
    // The former holder's heartbeat no longer extends anything.
    expect((await heartbeat('editor', 'main-movie-9')).status).toBe(409);
  });

  it('gives a lock to exactly one of two racing users, ten times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await createMovie(`race-${dialect}-${round}`);
      const [editor, admin] = await Promise.all([acquire('editor', id), acquire('admin', id)]);
      const statuses = [editor.status, admin.status].sort();
      expect(statuses, `round ${round}`).toEqual([200, 423]);
      const winner = editor.status === 200 ? 'editor' : 'admin';
      const loser = winner === 'editor' ? admin : editor;
      expect(loser.body.header.errors[0]?.description).toBe(`Locked by ${winner}`);
      expect((await lockRow(id))?.owner).toBe(winner);
      expect(lockOf((await status('viewer', id)).body).lo_name).toBe(winner);
    }
  });

  it('gives an expired lock to exactly one of two users racing to take it over, ten times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await createMovie(`expired-race-${dialect}-${round}`);
      expect((await acquire('editor', id)).status).toBe(200);
      await rawSql(server, `UPDATE locks SET expires_at = ${Date.now() - 1000} WHERE id = '${id}'`);
      const [admin, creator] = await Promise.all([acquire('admin', id), acquire('creator', id)]);
      expect([admin.status, creator.status].sort(), `round ${round}`).toEqual([200, 423]);
      const winner = admin.status === 200 ? 'admin' : 'creator';
      expect((await lockRow(id))?.owner).toBe(winner);
      expect((admin.status === 200 ? creator : admin).body.header.errors[0]?.description).toBe(
        `Locked by ${winner}`,
      );
    }
  });

  it('lets the scheduler (vll_admin) lock a virtual channel', async () => {
    const { status: code, body } = await acquire('scheduler', 'main-vll-1', VLL_URN);
    expect(code).toBe(200);
    expect(lockOf(body)).toMatchObject({
      id: 'main-vll-1',
      ls: 'scheduler',
      lo_uid: 'scheduler',
      lo_name: 'scheduler',
    });
    expect(await lockRow('main-vll-1')).toMatchObject({ owner: 'scheduler', urn: VLL_URN });
  });
});

function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  return claims.sub ?? '';
}
