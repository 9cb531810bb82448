import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { rawSql, startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

interface Setting {
  id: string;
  n: string;
  t: string;
  ct: string;
  ut: string;
  payload: unknown;
}

const HOUR_MS = 60 * 60 * 1000;

describe.each(dialects)('user settings on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_settings' });
  });
  afterAll(async () => server?.stop());

  const list = async (user: string, t?: string): Promise<Setting[]> => {
    const { status, body } = await server.api(
      user,
      `/api/user/user/setting/list${t === undefined ? '' : `?t=${encodeURIComponent(t)}`}`,
    );
    expect(status).toBe(200);
    return body.data as Setting[];
  };
  const create = async (
    user: string,
    json: { t: string; n?: string; payload?: unknown },
  ): Promise<Setting> => {
    const { status, body } = await server.api(user, '/api/user/user/setting/create', {
      method: 'POST',
      json,
    });
    expect(status, JSON.stringify(body.header.errors)).toBe(201);
    return body.data as Setting;
  };
  const storedRow = (id: string) =>
    server.built.storage.db
      .selectFrom('user_settings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();

  it('creates a setting and lists it, filtered by type', async () => {
    const filters = [{ field: 'st', term: 'published', operator: 'equals' }];
    const created = await create('editor', {
      t: 'movie-filter',
      n: 'Published movies',
      payload: filters,
    });
    expect(created).toMatchObject({ t: 'movie-filter', n: 'Published movies', payload: filters });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(created.ct) - Date.now())).toBeLessThan(10_000);
    const other = await create('editor', { t: 'theme', payload: { layout: 'layout2' } });
    expect(other.n).toBe('theme');

    expect(await list('editor', 'movie-filter')).toEqual([created]);
    expect(await list('editor', 'theme')).toEqual([other]);
    expect((await list('editor')).map((s) => s.id).sort()).toEqual([created.id, other.id].sort());
    expect(await storedRow(created.id)).toMatchObject({
      uid: 'editor',
      t: 'movie-filter',
      n: 'Published movies',
      payload: JSON.stringify(filters),
    });
  });

  it('updates the name and payload of a setting', async () => {
    const created = await create('editor', { t: 'update-me', n: 'Before', payload: { a: 1 } });
    const { status, body } = await server.api(
      'editor',
      `/api/user/user/setting/update/${created.id}`,
      {
        method: 'PUT',
        json: { n: 'After', payload: { a: 2 } },
      },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: created.id,
      t: 'update-me',
      n: 'After',
      payload: { a: 2 },
      ct: created.ct,
    });
    expect(await list('editor', 'update-me')).toEqual([
      expect.objectContaining({ id: created.id, n: 'After', payload: { a: 2 } }),
    ]);
  });

  it('keeps the payload when an update only renames the setting', async () => {
    const filters = [{ field: 'rat', term: 'PG', operator: 'equals' }];
    const created = await create('editor', { t: 'rename-only', n: 'Before', payload: filters });
    const { status, body } = await server.api(
      'editor',
      `/api/user/user/setting/update/${created.id}`,
      { method: 'PUT', json: { n: 'After' } },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ n: 'After', payload: filters });
    expect(await list('editor', 'rename-only')).toEqual([
      expect.objectContaining({ n: 'After', payload: filters }),
    ]);
  });

  it('deletes a setting', async () => {
    const created = await create('editor', { t: 'delete-me', payload: [] });
    const { status, body } = await server.api(
      'editor',
      `/api/user/user/setting/delete/${created.id}`,
      { method: 'DELETE' },
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: created.id });
    expect(await list('editor', 'delete-me')).toEqual([]);
    expect(await storedRow(created.id)).toBeUndefined();
    const again = await server.api('editor', `/api/user/user/setting/delete/${created.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
  });

  it("keeps a user's settings from other users: not listed, not updated, not deleted", async () => {
    const mine = await create('editor', { t: 'private', n: 'Mine', payload: { secret: true } });
    expect(await list('viewer', 'private')).toEqual([]);
    expect((await list('viewer')).map((s) => s.id)).not.toContain(mine.id);

    const update = await server.api('viewer', `/api/user/user/setting/update/${mine.id}`, {
      method: 'PUT',
      json: { n: 'Stolen', payload: null },
    });
    expect(update.status).toBe(404);
    const remove = await server.api('viewer', `/api/user/user/setting/delete/${mine.id}`, {
      method: 'DELETE',
    });
    expect(remove.status).toBe(404);

    expect(await storedRow(mine.id)).toMatchObject({
      uid: 'editor',
      n: 'Mine',
      payload: JSON.stringify({ secret: true }),
    });
    expect(await list('editor', 'private')).toEqual([mine]);
  });

  it('removes settings older than 24 hours and keeps younger ones', async () => {
    const old = await create('editor', { t: 'retention', n: 'Old' });
    const young = await create('editor', { t: 'retention', n: 'Young' });
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
    await rawSql(
      server,
      `UPDATE user_settings SET ct = '${ago(25)}', ut = '${ago(25)}' WHERE id = '${old.id}'`,
    );
    await rawSql(
      server,
      `UPDATE user_settings SET ct = '${ago(23)}', ut = '${ago(23)}' WHERE id = '${young.id}'`,
    );

    const listed = await list('editor', 'retention');
    expect(listed.map((s) => s.n)).toEqual(['Young']);
    expect(await storedRow(old.id)).toBeUndefined();
    expect(await storedRow(young.id)).toBeDefined();
  });

  it('keeps the theme and preferences settings beyond 24 hours', async () => {
    const theme = await create('editor', {
      t: 'theme',
      n: 'theme',
      payload: { theme: 'mainDark' },
    });
    const preferences = await create('editor', {
      t: 'preferences',
      n: 'preferences',
      payload: { dateFormat: 'YYYY MMM DD HH:mm' },
    });
    const filters = await create('editor', { t: 'filters:movie', n: 'Old filters', payload: [] });
    const ago = new Date(Date.now() - 48 * HOUR_MS).toISOString();
    for (const id of [theme.id, preferences.id, filters.id]) {
      await rawSql(
        server,
        `UPDATE user_settings SET ct = '${ago}', ut = '${ago}' WHERE id = '${id}'`,
      );
    }
    await list('editor', 'theme');
    expect(await storedRow(theme.id)).toBeDefined();
    expect(await storedRow(preferences.id)).toBeDefined();
    expect(await storedRow(filters.id)).toBeUndefined();
  });

  it('refuses a setting without a type (400)', async () => {
    const { status } = await server.api('editor', '/api/user/user/setting/create', {
      method: 'POST',
      json: { n: 'No type' },
    });
    expect(status).toBe(400);
  });
});
