import { describe, expect, it } from 'vitest';
import type { ContentRecord } from '../../../dataProvider/types';
import { failure, newMovie, startProviderTestServer } from './providerTestKit';

/* The data provider's catalogue methods against the real content service (see providerTestKit). */

const { providerFor } = startProviderTestServer('console_dp');

describe('catalogue declarations', () => {
  it('lists the resource types with their list declarations, and serves a type schema', async () => {
    const provider = providerFor('editor');
    const types = await provider.getResourceTypes();
    expect(types.find((t) => t.type === 'movie')).toMatchObject({
      area: 'vod',
      resource: 'cp_datastore',
    });
    expect(types.find((t) => t.type === 'channel')).toMatchObject({
      area: 'live',
      resource: 'cp_live',
    });
    const { schema, uischema, list } = await provider.getSchema('movie');
    expect(schema).toMatchObject({ type: 'object' });
    expect(uischema).toBeTruthy();
    expect(list.sort).toEqual({ field: 'ut', order: 'DESC' });
  });

  it("fails an unknown type's schema with the server's description", async () => {
    const error = await failure(providerFor('editor').getSchema('nosuchtype'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Resource type nosuchtype not found');
  });
});

describe('lists and reads', () => {
  it('pages, sorts and counts: total is the header count', async () => {
    const provider = providerFor('editor');
    const page1 = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'ut', order: 'DESC' },
      filter: {},
    });
    const page2 = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'ut', order: 'DESC' },
      filter: {},
    });
    expect(page1.data).toHaveLength(5);
    expect(page1.total).toBeGreaterThan(20);
    expect(page2.data.map((r) => r.id)).not.toEqual(page1.data.map((r) => r.id));
    const ascending = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 30 },
      sort: { field: 'ut', order: 'ASC' },
      filter: {},
    });
    const times = ascending.data.map((r) => r.ut);
    expect([...times].sort()).toEqual(times);
  });

  it("maps st, field filters and the product; react-admin's default sort on id is left to the API", async () => {
    const provider = providerFor('editor');
    const drafts = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { st: 'draft' },
    });
    expect(drafts.data.length).toBeGreaterThan(0);
    expect(drafts.data.every((r) => r.st === 'draft')).toBe(true);
    const archived = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 100 },
      filter: { st: ['archived', 'draft'] },
    });
    expect(new Set(archived.data.map((r) => r.st))).toEqual(new Set(['archived', 'draft']));
    const disabled = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 100 },
      filter: { vce: false, q: 'ab' },
    });
    expect(disabled.data.length).toBeGreaterThan(0);
    expect(disabled.data.every((r) => r.vce === false)).toBe(true);
    const kids = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 5 },
      filter: {},
      meta: { product: 'kids' },
    });
    expect(kids.data.every((r) => r.id.startsWith('kids-'))).toBe(true);
  });

  it('reads an item, a wanted status, several by id and by key, and by reference', async () => {
    const provider = providerFor('editor');
    const { data } = await provider.getOne<ContentRecord>('movie', { id: 'main-movie-18' });
    expect(data).toMatchObject({ id: 'main-movie-18', st: 'draft' });
    const published = await provider.getOne<ContentRecord>('movie', {
      id: 'main-movie-18',
      meta: { st: 'published' },
    });
    expect(published.data.st).toBe('published');
    const many = await provider.getMany<ContentRecord>('movie', {
      ids: ['main-movie-1', 'main-movie-2', 'no-such-movie'],
    });
    expect(many.data.map((r) => r.id).sort()).toEqual(['main-movie-1', 'main-movie-2']);
    const byKey = await provider.getMany<ContentRecord>('movie', {
      ids: [],
      meta: { keys: [published.data.key] },
    });
    expect(byKey.data.map((r) => r.key)).toEqual([published.data.key]);
    const referenced = await provider.getManyReference<ContentRecord>('movie', {
      target: 'vce',
      id: 'false',
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'ut', order: 'DESC' },
      filter: { st: 'all' },
    });
    expect(referenced.data.length).toBeGreaterThan(0);
    expect(referenced.data.every((r) => r.vce === false)).toBe(true);
  });

  it("fails an unknown id with 404 and the server's description", async () => {
    const error = await failure(providerFor('editor').getOne('movie', { id: 'no-such-movie' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('movie no-such-movie not found');
  });

  it('counts per type (de-duplicated) and searches from 3 characters', async () => {
    const provider = providerFor('editor');
    const counts = await provider.countResources(['movie', 'movie', 'channel']);
    expect(counts.map((c) => c.name)).toEqual(['movie', 'channel']);
    expect(counts[0]?.count).toBeGreaterThan(20);
    expect(await provider.search('ab')).toEqual({ data: [], total: 0 });
    const hits = await provider.search('Golden', { cty: ['movie'], pageSize: 5 });
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.data.every((hit) => hit.cty === 'movie')).toBe(true);
  });

  it('reads the menu', async () => {
    const menu = await providerFor('editor').getMenu();
    expect(menu.items.length).toBeGreaterThan(0);
    expect(menu.settings).toEqual({});
  });
});

describe('writes, versions and audit', () => {
  it('creates a draft V1, updates it from its key and ut, lists versions and audit, then deletes it', async () => {
    const provider = providerFor('editor');
    const created = await provider.create<ContentRecord>('movie', {
      data: newMovie('Provider Test One'),
    });
    expect(created.data).toMatchObject({ st: 'draft', cty: 'movie' });
    const id = created.data.id;
    expect(await provider.getVersions('movie', id)).toEqual([
      { key: created.data.key, st: 'draft', name: 'V1 - draft' },
    ]);

    const updated = await provider.update<ContentRecord>('movie', {
      id,
      data: { ...created.data, lon: [{ lang: 'en', n: 'Provider Test One (edited)' }] },
      previousData: created.data,
    });
    expect(updated.data.lon).toEqual([{ lang: 'en', n: 'Provider Test One (edited)' }]);
    expect(updated.data.ut).not.toBe(created.data.ut);

    const audit = await provider.getAudit('movie', id, { pageNumber: 1, pageSize: 10 });
    expect(audit.total).toBe(2);
    expect(audit.data.map((entry) => entry.action).sort()).toEqual(['create', 'update'].sort());

    const deleted = await provider.delete<ContentRecord>('movie', {
      id,
      previousData: updated.data,
    });
    expect(deleted.data.st).toBe('deleted');
    const listed = await provider.getList<ContentRecord>('movie', {
      pagination: { page: 1, perPage: 100 },
      filter: { st: 'deleted' },
    });
    expect(listed.data.map((r) => r.id)).toContain(id);
  });

  it("publishes through meta.status and answers 'none' for an item without versions", async () => {
    const provider = providerFor('editor');
    const created = await provider.create<ContentRecord>('movie', {
      data: newMovie('Provider Test Publish'),
    });
    const published = await provider.update<ContentRecord>('movie', {
      id: created.data.id,
      data: {},
      previousData: created.data,
      meta: { status: 'published' },
    });
    expect(published.data.st).toBe('published');
    expect(await provider.getVersions('movie', 'no-such-movie')).toBe('none');
  });

  it('refuses a stale update with 409 and keeps the current state in body.data', async () => {
    const provider = providerFor('editor');
    const created = await provider.create<ContentRecord>('movie', {
      data: newMovie('Provider Test Stale'),
    });
    await provider.update('movie', {
      id: created.data.id,
      data: { lon: [{ lang: 'en', n: 'First edit' }] },
      previousData: created.data,
    });
    const error = await failure(
      provider.update('movie', {
        id: created.data.id,
        data: { lon: [{ lang: 'en', n: 'Second edit' }] },
        previousData: created.data,
      }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'This content was changed by someone else since you opened it. Reload to see their changes.',
    );
    expect(error.data).toEqual([
      expect.objectContaining({ id: created.data.id, lon: [{ lang: 'en', n: 'First edit' }] }),
    ]);
  });

  it('refuses an invalid item with 400 and exposes the field errors', async () => {
    const error = await failure(
      providerFor('editor').create('movie', {
        data: { cty: 'movie', lon: [{ lang: 'en', n: '' }] },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.errors.length).toBeGreaterThan(0);
    expect(Object.keys(error.fieldErrors).some((field) => field.startsWith('/lon'))).toBe(true);
  });

  it('refuses a viewer the create with 403', async () => {
    const error = await failure(
      providerFor('viewer').create('movie', { data: newMovie('Not allowed') }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('You do not have permission to create movie');
  });
});
