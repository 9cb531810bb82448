import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { rawSql, startTestServer, testDialects } from '../helpers/testServer';

/*
 * Bad input and faults (HTTP status contract of ARCHITECTURE.md: 400 bad input, 404, 413 too
 * large, 415, 500): every refusal is an envelope, and after every refused or failed write the
 * stored data (versions, documents, list index, counts, audit) is exactly as before.
 */

const dialects = await testDialects();

const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';

interface Doc {
  id: string;
  key: string;
  st: string;
  ut: string;
  lon: { lang: string; n: string }[];
  [field: string]: unknown;
}

describe.each(dialects)('bad input and faults on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_badinput' });
  });
  afterAll(async () => {
    if (server && dialect === 'postgres') {
      // The PostgreSQL database outlives the run: leave no trigger behind.
      await rawSql(server, 'DROP TRIGGER IF EXISTS boom ON audit');
      await rawSql(server, 'DROP FUNCTION IF EXISTS boom_audit()');
    }
    await server?.stop();
  });

  const get = (id: string, query = '') =>
    server.api('editor', `${MOVIES}/${id}${query}`, { product: 'main' });

  /** A raw request with the editor's token: any body, any content type. */
  async function send(
    method: string,
    path: string,
    body: string,
    contentType: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: ApiBody }> {
    const token = await server.token('editor');
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-product': 'main',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...headers,
      },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as ApiBody };
  }

  /** The state of a few items, the movie list and its counts, and the item audit trails. */
  async function snapshot(
    ids: string[] = ['main-movie-1', 'main-movie-18', 'bad-target'],
  ): Promise<unknown> {
    const items = [];
    for (const id of ids) {
      const versions = await server.api('editor', `${MOVIES}/${id}/versions`, { product: 'main' });
      const keys =
        versions.status === 200 ? (versions.body.data as { key: string }[]).map((v) => v.key) : [];
      const docs = await Promise.all(
        keys.map(async (key) => (await get(id, `?key=${key}`)).body.data),
      );
      const audit = await server.api('editor', `/api/audit/audit/movie/${id}?pageSize=100`, {
        product: 'main',
      });
      items.push({
        id,
        versions: versions.body,
        docs,
        chosen: (await get(id)).body,
        audit: audit.body,
      });
    }
    const lists = [];
    for (const st of ['all', 'published', 'draft', 'archived', 'deleted', 'pending']) {
      const list = await server.api('editor', `${MOVIES}?st=${st}&pageSize=1000`, {
        product: 'main',
      });
      const count = await server.api(
        'editor',
        `/api/catalog/count/urn/resource/catalog/movie?st=${st}`,
        { product: 'main' },
      );
      lists.push({
        st,
        keys: (list.body.data as Doc[]).map((d) => `${d.key}@${d.ut}`),
        total: list.body.header.count,
        count: count.body.data,
      });
    }
    const search = await server.api(
      'editor',
      '/api/search/content/search?term=river&pageSize=100',
      { product: 'main' },
    );
    return { items, lists, search: search.body };
  }

  let target: Doc;
  /** The state at the start of the running test. */
  let before: unknown;

  beforeAll(async () => {
    const created = await server.api('editor', MOVIES, {
      product: 'main',
      method: 'POST',
      json: { id: 'bad-target', lon: [{ lang: 'en', n: 'Target' }], rt: 60 },
    });
    expect(created.status).toBe(201);
    target = created.body.data as Doc;
  });
  beforeEach(async () => {
    before = await snapshot();
  });

  function expectRefusal(result: { status: number; body: ApiBody }, status: number): void {
    expect(result.status, JSON.stringify(result.body.header.errors)).toBe(status);
    expect(result.body.header.code).toBe(HEADER_CODE.error);
    expect(result.body.header.count).toBe(0);
    expect(result.body.header.errors.length).toBeGreaterThan(0);
    expect(result.body.header.errors[0]?.description.length).toBeGreaterThan(0);
  }

  it('refuses malformed JSON with a 400 envelope', async () => {
    const created = await send('POST', MOVIES, '{"id": "bad-json", "lon": [', 'application/json');
    expectRefusal(created, 400);
    expect(created.body.header.errors[0]?.description).toMatch(/^Malformed request: /);
    const updated = await send(
      'PUT',
      `${MOVIES}/bad-target`,
      `{"key": "${target.key}", "ut": "${target.ut}", "rt": 61,}`,
      'application/json',
    );
    expectRefusal(updated, 400);
    const empty = await send('POST', MOVIES, '', 'application/json');
    expectRefusal(empty, 400);
    expect(empty.body.header.errors[0]?.description).toBe('The request body is empty');
    expect((await get('bad-json')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a JSON array (or any non-object) instead of an object with 400', async () => {
    for (const body of [
      '[{"id": "bad-array", "lon": [{"lang": "en", "n": "x"}]}]',
      '"text"',
      '42',
      'null',
    ]) {
      expectRefusal(await send('POST', MOVIES, body, 'application/json'), 400);
    }
    const updated = await send(
      'PUT',
      `${MOVIES}/bad-target`,
      JSON.stringify([{ key: target.key, ut: target.ut, rt: 61 }]),
      'application/json',
    );
    expectRefusal(updated, 400);
    expect(updated.body.header.errors[0]?.description).toBe('body must be an object');
    expect((await get('bad-array')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown top-level field with 400 naming it', async () => {
    const created = await server.api('editor', MOVIES, {
      product: 'main',
      method: 'POST',
      json: { id: 'bad-field', lon: [{ lang: 'en', n: 'x' }], colour: 'red' },
    });
    expectRefusal(created, 400);
    expect(created.body.header.errors.map((e) => e.field)).toEqual(['/colour']);
    expect(created.body.header.errors[0]?.description).toContain('colour');
    const updated = await server.api('editor', `${MOVIES}/bad-target`, {
      product: 'main',
      method: 'PUT',
      json: { key: target.key, ut: target.ut, rt: 61, flavour: 'salty' },
    });
    expectRefusal(updated, 400);
    expect(updated.body.header.errors.map((e) => e.field)).toEqual(['/flavour']);
    expect((await get('bad-field')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an id that is not 1-64 letters, digits, - or _ with 400 on /id (no id at all gets a new one)', async () => {
    for (const id of ['has space', 'a/b', 'x'.repeat(65), 'drop;table', 42, true]) {
      const created = await server.api('editor', MOVIES, {
        product: 'main',
        method: 'POST',
        json: { id, lon: [{ lang: 'en', n: 'Bad id' }] },
      });
      expectRefusal(created, 400);
      expect(
        created.body.header.errors.map((e) => e.field),
        String(id),
      ).toEqual(['/id']);
    }
    expect(await snapshot()).toEqual(before);
    const generated = await server.api('editor', MOVIES, {
      product: 'main',
      method: 'POST',
      json: { lon: [{ lang: 'en', n: 'No id given' }] },
    });
    expect(generated.status).toBe(201);
    expect((generated.body.data as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a name longer than 500 characters with 400 (500 is accepted)', async () => {
    const long = 'N'.repeat(501);
    const created = await server.api('editor', MOVIES, {
      product: 'main',
      method: 'POST',
      json: { id: 'bad-long', lon: [{ lang: 'en', n: long }] },
    });
    expectRefusal(created, 400);
    expect(created.body.header.errors.map((e) => e.field)).toEqual(['/lon/0/n']);
    expect(created.body.header.errors[0]?.description).toBe(
      '/lon/0/n must have at most 500 characters',
    );
    const updated = await server.api('editor', `${MOVIES}/bad-target`, {
      product: 'main',
      method: 'PUT',
      json: {
        key: target.key,
        ut: target.ut,
        lon: [
          { lang: 'en', n: 'ok' },
          { lang: 'zh', n: long },
        ],
      },
    });
    expectRefusal(updated, 400);
    expect(updated.body.header.errors.map((e) => e.field)).toEqual(['/lon/1/n']);
    expect((await get('bad-long')).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    const exact = await server.api('editor', MOVIES, {
      product: 'main',
      method: 'POST',
      json: { id: 'long-ok', lon: [{ lang: 'en', n: 'N'.repeat(500) }] },
    });
    expect(exact.status).toBe(201);
    expect((exact.body.data as Doc).lon[0]?.n).toHaveLength(500);
  });

  it('refuses a body over the 1 MiB limit with a 413 envelope', async () => {
    const big = JSON.stringify({
      id: 'bad-big',
      lon: [{ lang: 'en', n: 'Big' }],
      err_msg: 'x'.repeat(1_100_000),
    });
    const created = await send('POST', MOVIES, big, 'application/json');
    expectRefusal(created, 413);
    expect(created.body.header.errors[0]?.description).toBe('Request body is too large');
    const bigUpdate = JSON.stringify({
      key: target.key,
      ut: target.ut,
      err_msg: 'y'.repeat(1_100_000),
    });
    expectRefusal(await send('PUT', `${MOVIES}/bad-target`, bigUpdate, 'application/json'), 413);
    expect((await get('bad-big')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('answers an unknown type with 404 on reads and writes', async () => {
    const created = await server.api(
      'editor',
      '/api/catalog/content/urn/resource/catalog/spaceship',
      { product: 'main', method: 'POST', json: { lon: [{ lang: 'en', n: 'x' }] } },
    );
    expectRefusal(created, 404);
    expect(created.body.header.errors[0]?.description).toBe('Resource type spaceship not found');
    const updated = await server.api(
      'editor',
      '/api/catalog/content/urn/resource/catalog/spaceship/bad-target',
      { product: 'main', method: 'PUT', json: { key: target.key, ut: target.ut } },
    );
    expectRefusal(updated, 404);
    expect(await snapshot()).toEqual(before);
  });

  it('answers an unknown id (or a key of another item or type) with 404', async () => {
    const unknown = await server.api('editor', `${MOVIES}/no-such-movie`, {
      product: 'main',
      method: 'PUT',
      json: { key: 'no-such-movie-v1', ut: target.ut, rt: 1 },
    });
    expectRefusal(unknown, 404);
    expect(unknown.body.header.errors[0]?.description).toBe(
      'Version no-such-movie-v1 of movie no-such-movie not found',
    );
    const m1 = (await get('main-movie-1')).body.data as Doc;
    const otherItem = await server.api('editor', `${MOVIES}/bad-target`, {
      product: 'main',
      method: 'PUT',
      json: { key: m1.key, ut: m1.ut, rt: 1 },
    });
    expectRefusal(otherItem, 404);
    const otherType = await server.api(
      'editor',
      '/api/catalog/content/urn/resource/catalog/tvseries/bad-target',
      {
        product: 'main',
        method: 'PUT',
        json: { key: target.key, ut: target.ut, rt: 1 },
      },
    );
    expectRefusal(otherType, 404);
    const otherProduct = await server.api('editor', `${MOVIES}/bad-target`, {
      product: 'kids',
      method: 'PUT',
      json: { key: target.key, ut: target.ut, rt: 1 },
    });
    expectRefusal(otherProduct, 404);
    expectRefusal(await get('no-such-movie'), 404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a content type other than JSON with 415', async () => {
    const xml = await send('POST', MOVIES, '<movie><id>bad-xml</id></movie>', 'application/xml');
    expectRefusal(xml, 415);
    expect(xml.body.header.errors[0]?.description).toBe('Unsupported content type');
    const form = await send(
      'PUT',
      `${MOVIES}/bad-target`,
      `key=${target.key}&ut=${encodeURIComponent(target.ut)}&rt=61`,
      'application/x-www-form-urlencoded',
    );
    expectRefusal(form, 415);
    expect((await get('bad-xml')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a text/plain body with 415', async () => {
    const text = await send(
      'POST',
      MOVIES,
      JSON.stringify({ id: 'bad-text', lon: [{ lang: 'en', n: 'x' }] }),
      'text/plain',
    );
    expectRefusal(text, 415);
    expect(text.body.header.errors[0]?.description).toBe('Unsupported content type');
    expect((await get('bad-text')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back the whole update when the database fails midway (500 envelope, nothing changed)', async () => {
    if (dialect === 'sqlite') {
      await rawSql(
        server,
        "CREATE TRIGGER IF NOT EXISTS boom BEFORE INSERT ON audit WHEN NEW.trace_key = 'boom' BEGIN SELECT RAISE(ABORT, 'boom'); END",
      );
    } else {
      await rawSql(
        server,
        "CREATE OR REPLACE FUNCTION boom_audit() RETURNS trigger AS $$ BEGIN IF NEW.trace_key = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END; $$ LANGUAGE plpgsql",
      );
      await rawSql(server, 'DROP TRIGGER IF EXISTS boom ON audit');
      await rawSql(
        server,
        'CREATE TRIGGER boom BEFORE INSERT ON audit FOR EACH ROW EXECUTE FUNCTION boom_audit()',
      );
    }
    const boom = { 'x-trace-key': 'boom' };
    const put = (id: string, json: unknown, headers: Record<string, string> = boom) =>
      server.api('editor', `${MOVIES}/${id}`, { product: 'main', method: 'PUT', json, headers });

    // Publishing the draft V2 of a published+draft item: V2 rewritten, V1 superseded, indexes moved.
    const draft = (await get('main-movie-18')).body.data as Doc;
    expect(draft.key).toBe('main-movie-18-v2');
    const publish = await put('main-movie-18', { key: draft.key, ut: draft.ut, st: 'published' });
    expectRefusal(publish, 500);
    expect(publish.body.header.errors[0]?.description).toBe('Request failed');
    expect(await snapshot()).toEqual(before);

    // Editing a published item: a new V2 inserted and V1 shadowed.
    const published = (await get('main-movie-1')).body.data as Doc;
    expectRefusal(
      await put('main-movie-1', { ...published, lon: [{ lang: 'en', n: 'Never stored' }] }),
      500,
    );
    // Editing a draft in place, and a status change.
    expectRefusal(
      await put('bad-target', {
        key: target.key,
        ut: target.ut,
        lon: [{ lang: 'en', n: 'Never stored' }],
      }),
      500,
    );
    expectRefusal(await put('bad-target', { key: target.key, ut: target.ut, st: 'deleted' }), 500);
    // A create.
    const create = await server.api('editor', MOVIES, {
      product: 'main',
      method: 'POST',
      json: { id: 'bad-boom', lon: [{ lang: 'en', n: 'x' }] },
      headers: boom,
    });
    expectRefusal(create, 500);
    expect((await get('bad-boom')).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    // The same update with another trace key goes through: the refusal came from the fault alone.
    const ok = await put(
      'main-movie-18',
      { key: draft.key, ut: draft.ut, st: 'published' },
      { 'x-trace-key': 'fine' },
    );
    expect(ok.status).toBe(200);
    const versions = await server.api('editor', `${MOVIES}/main-movie-18/versions`, {
      product: 'main',
    });
    expect(versions.body.data).toEqual([
      { key: 'main-movie-18-v1', st: 'archived', name: 'V1 - archived' },
      { key: 'main-movie-18-v2', st: 'published', name: 'V2 - published' },
    ]);
  });
});
