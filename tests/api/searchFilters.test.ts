import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The global search's filters kept on the server (spec section 5 'Saved filters are kept on the
 * server only when a flag is set'; runtime flag `features.serverSavedFilters`): a user setting of
 * type 'globalSearch:filters' whose payload is the stored filter list
 * `[{field: search_across | content_type, term: comma-joined, operator: equals}]`, one per user.
 */

const dialects = await testDialects();

const TYPE = 'globalSearch:filters';
const SETTINGS = '/api/user/user/setting';

interface Setting {
  id: string;
  n: string;
  t: string;
  payload: unknown;
}

const filters = (across: string, types: string) => [
  { field: 'search_across', term: across, operator: 'equals' },
  { field: 'content_type', term: types, operator: 'equals' },
];

describe.each(dialects)('global search filters kept on the server (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_search_filters' });
  });
  afterAll(async () => server?.stop());

  const list = async (user: string): Promise<Setting[]> => {
    const { status, body } = await server.api(
      user,
      `${SETTINGS}/list?t=${encodeURIComponent(TYPE)}`,
    );
    expect(status).toBe(200);
    return body.data as Setting[];
  };
  const create = (user: string, payload: unknown) =>
    server.api(user, `${SETTINGS}/create`, { method: 'POST', json: { t: TYPE, n: TYPE, payload } });
  const update = (user: string, id: string, payload: unknown) =>
    server.api(user, `${SETTINGS}/update/${id}`, { method: 'PUT', json: { payload } });

  it('keeps one stored filter list per user: a new one replaces the earlier', async () => {
    const first = await create('editor', filters('lon.n', 'channel'));
    expect(first.status, JSON.stringify(first.body.header.errors)).toBe(201);
    expect(await list('editor')).toEqual([
      expect.objectContaining({ t: TYPE, payload: filters('lon.n', 'channel') }),
    ]);
    const second = await create('editor', filters('', 'movie,shortvideo'));
    expect(second.status).toBe(201);
    const kept = await list('editor');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.id).toBe((second.body.data as Setting).id);
    expect(kept[0]?.payload).toEqual(filters('', 'movie,shortvideo'));
  });

  it('updates the list in place and keeps it per user', async () => {
    const created = await create('creator', filters('id', ''));
    const id = (created.body.data as Setting).id;
    const updated = await update('creator', id, filters('id,ex_id', 'channel'));
    expect(updated.status, JSON.stringify(updated.body.header.errors)).toBe(200);
    expect((await list('creator')).map((s) => s.payload)).toEqual([filters('id,ex_id', 'channel')]);
    // Another user neither sees nor changes it.
    expect((await list('viewer')).map((s) => s.id)).not.toContain(id);
    expect((await update('viewer', id, filters('', ''))).status).toBe(404);
    // Deleting it (leaving the search pages) leaves the user none.
    const removed = await server.api('creator', `${SETTINGS}/delete/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await list('creator')).toEqual([]);
  });

  it.each([
    ['not a list', { field: 'content_type', term: 'movie', operator: 'equals' }],
    ['an unknown field', [{ field: 'status', term: 'draft', operator: 'equals' }]],
    ['another operator', [{ field: 'content_type', term: 'movie', operator: 'contains' }]],
    ['a term that is no text', [{ field: 'content_type', term: 3, operator: 'equals' }]],
    ['an extra key', [{ field: 'content_type', term: 'movie', operator: 'equals', x: 1 }]],
    [
      'a list named twice',
      [
        { field: 'content_type', term: 'movie', operator: 'equals' },
        { field: 'content_type', term: 'channel', operator: 'equals' },
      ],
    ],
    ['a term too long', [{ field: 'content_type', term: 'x'.repeat(5001), operator: 'equals' }]],
  ])('refuses %s with 400, on create and on update', async (_what, payload) => {
    const refused = await create('editor', payload);
    expect(refused.status).toBe(400);
    expect(refused.body.header.errors[0]?.description).toMatch(/^Search filters must be a list/);
    const [current] = await list('editor');
    expect(current).toBeDefined();
    expect((await update('editor', current?.id ?? '', payload)).status).toBe(400);
    // What was stored is unchanged.
    expect((await list('editor'))[0]?.payload).toEqual(current?.payload);
  });

  it('leaves the other setting types as they were', async () => {
    const other = await server.api('editor', `${SETTINGS}/create`, {
      method: 'POST',
      json: { t: 'filters:movie', n: 'Any payload', payload: { anything: true } },
    });
    expect(other.status).toBe(201);
  });
});

describe('the saved filters flag in /config.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      env: { SERVER_SAVED_FILTERS: 'false' },
    });
  });
  afterAll(async () => server?.stop());

  it('publishes SERVER_SAVED_FILTERS as features.serverSavedFilters (on unless set false)', async () => {
    const response = await fetch(`${server.baseUrl}/config.json`);
    const config = (await response.json()) as { features: Record<string, unknown> };
    expect(config.features.serverSavedFilters).toBe(false);
    expect(loadConfig({}).serverSavedFilters).toBe(true);
    expect(loadConfig({ SERVER_SAVED_FILTERS: 'true' }).serverSavedFilters).toBe(true);
    expect(() => loadConfig({ SERVER_SAVED_FILTERS: 'no' })).toThrow(
      "SERVER_SAVED_FILTERS must be true or false, got 'no'",
    );
  });
});
