import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import { names, PODCAST_FIELDS, PODCAST_ID, podcastDefinition } from '../support/podcastType';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The type designer's service (/api/catalog/types): designed catalogue types validated, stored
 * as versions (draft, publish, history, restore), audited, exported and imported; publishing
 * serves the type through the catalogue API without a restart, and a change existing items
 * would fail is refused with their count unless a default makes them fit.
 */

const dialects = await testDialects();

const TYPES = '/api/catalog/types';
const ID = PODCAST_ID;
const ITEMS = `/api/catalog/content/urn/resource/catalog/${ID}`;

const FIELDS = PODCAST_FIELDS;
const definition = podcastDefinition;

interface TypeSummary {
  id: string;
  builtIn: boolean;
  status: string;
  fieldCount: number;
  itemCount: number;
  publishedVersion: number | null;
  draftVersion: number | null;
}

interface PublishCheck {
  affected: number;
  checked: number;
  defaulted: number;
  publishable: boolean;
  classification: { kind: string; changes: { field: string; change: string }[] };
  failures: { field: string; rule: string; count: number }[];
}

describe.each(dialects)('type designer on %s', (dialect) => {
  let server: TestServer;
  let itemId = '';

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_typedesigner' });
  });
  afterAll(async () => server?.stop());

  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    server.api('admin', path, { product: 'main', ...init });
  const summaries = async () => (await admin(TYPES)).body.data as TypeSummary[];
  const errorsOf = (body: ApiBody) =>
    body.header.errors.map((e) => `${e.field ?? ''} ${e.reason ?? ''}`);

  it('refuses those without full rights on app configuration before reading anything', async () => {
    for (const user of ['editor', 'creator', 'service', 'viewer', 'guest']) {
      expect((await server.api(user, TYPES, { product: 'main' })).status, user).toBe(403);
      expect((await server.api(user, `${TYPES}/nosuchtype`, { product: 'main' })).status).toBe(403);
      const create = await server.api(user, TYPES, {
        method: 'POST',
        product: 'main',
        json: definition(),
      });
      expect(create.status).toBe(403);
    }
    expect((await server.api('', TYPES)).status).toBe(401);
    expect((await server.api('configurator', TYPES, { product: 'main' })).status).toBe(200);
  });

  it('lists built-in types with field and item counts', async () => {
    const movie = (await summaries()).find((t) => t.id === 'movie');
    expect(movie).toMatchObject({ builtIn: true, status: 'builtIn' });
    expect(movie?.fieldCount).toBeGreaterThan(10);
    expect(movie?.itemCount).toBeGreaterThan(0);
  });

  it('refuses a bad definition naming each field and rule, and stores nothing', async () => {
    const bad = definition([
      { ...FIELDS[0]!, key: 'Host' },
      { ...FIELDS[1]!, minimum: 10, maximum: 1 },
      { key: 'pick', names: names('Pick'), kind: 'reference', referenceType: 'nosuch' },
    ]);
    const { status, body } = await admin(TYPES, { method: 'POST', json: { ...bad, id: 'movie' } });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual(
      expect.arrayContaining([
        '/id typeDesigner.errors.typeExists',
        '/fields/0/key typeDesigner.errors.fieldKeyPattern',
        '/fields/1/maximum typeDesigner.errors.minAboveMax',
        '/fields/2/referenceType typeDesigner.errors.unknownType',
      ]),
    );
    const badId = await admin(TYPES, { method: 'POST', json: { ...definition(), id: 'Pod-1' } });
    expect(errorsOf(badId.body)).toEqual(['/id typeDesigner.errors.typeIdPattern']);
    expect((await admin(`${TYPES}/${ID}`)).status).toBe(404);
  });

  it('creates a draft that the catalogue does not serve until it is published', async () => {
    const created = await admin(TYPES, { method: 'POST', json: definition() });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: ID, vn: 1 });
    expect((await admin(TYPES, { method: 'POST', json: definition() })).status).toBe(400);
    const summary = (await summaries()).find((t) => t.id === ID);
    expect(summary).toMatchObject({
      builtIn: false,
      status: 'draft',
      itemCount: 0,
      draftVersion: 1,
    });
    expect(summary?.fieldCount).toBe(16);
    const schema = await server.api('editor', `/api/catalog/schema/urn/resource/catalog/${ID}`, {
      product: 'main',
    });
    expect(schema.status).toBe(404);
  });

  it('publishes: the catalogue serves the type at once, and editors create, count and find its items', async () => {
    const published = await admin(`${TYPES}/${ID}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    const schema = await server.api('editor', `/api/catalog/schema/urn/resource/catalog/${ID}`, {
      product: 'main',
    });
    expect(schema.status).toBe(200);
    expect((schema.body.data as { properties: Record<string, unknown> }).properties.host).toEqual({
      type: 'string',
      maxLength: 80,
    });
    const types = await server.api('editor', '/api/catalog/schema/urn/resource/catalog', {
      product: 'main',
    });
    expect((types.body.data as { type: string }[]).map((t) => t.type)).toContain(ID);
    const labels = await server.api('editor', `${TYPES}/labels`, { product: 'main' });
    expect((labels.body.data as Record<string, Record<string, string>>).zh).toMatchObject({
      [`resources.${ID}.name`]: 'Podcast episode（中）',
      [`typeFields.${ID}.host`]: 'Host（中）',
    });

    const bad = await server.api('editor', ITEMS, {
      method: 'POST',
      product: 'main',
      json: { lon: [{ lang: 'en', n: 'No host' }], mood: 'angry' },
    });
    expect(bad.status).toBe(400);
    const created = await server.api('editor', ITEMS, {
      method: 'POST',
      product: 'main',
      json: {
        lon: [{ lang: 'en', n: 'Quokkaphonic episode' }],
        host: 'A'.repeat(60),
        length: 1800,
        mood: 'calm',
        aired: '2026-01-05T10:00:00Z',
        explicit: false,
      },
    });
    expect(created.status).toBe(201);
    itemId = (created.body.data as { id: string }).id;
    const count = await server.api('editor', `/api/catalog/count/urn/resource/catalog/${ID}`, {
      product: 'main',
    });
    expect(count.body.data).toEqual([{ name: ID, count: 1 }]);
    const search = await server.api(
      'editor',
      `/api/search/content/search?term=Quokkaphonic&cty=${ID}`,
      { product: 'main' },
    );
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body.data)).toContain(itemId);
    expect((await summaries()).find((t) => t.id === ID)).toMatchObject({
      status: 'published',
      itemCount: 1,
      publishedVersion: 1,
      draftVersion: null,
    });
  });

  it('refuses a new required field without a default, with the count of items it would break', async () => {
    const saved = await admin(`${TYPES}/${ID}`, {
      method: 'PUT',
      json: definition([
        ...FIELDS,
        { key: 'season', names: names('Season'), kind: 'integer', required: true },
      ]),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ id: ID, vn: 2 });
    const check = await admin(`${TYPES}/${ID}/check`, { method: 'POST' });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      affected: 1,
      checked: 1,
      publishable: false,
      classification: {
        kind: 'needsCheck',
        changes: [{ field: 'season', change: 'addedRequired' }],
      },
      failures: [{ field: '/season', count: 1 }],
    });
    const publish = await admin(`${TYPES}/${ID}/publish`, { method: 'POST' });
    expect(publish.status).toBe(409);
    expect(publish.body.header.errors[0]).toMatchObject({
      reason: 'typeDesigner.errors.itemsWouldFail',
      params: { affected: 1, checked: 1 },
    });
    expect((publish.body.data as PublishCheck).affected).toBe(1);
    // Still version 1 served: an item without the field is accepted.
    const item = await server.api('editor', `${ITEMS}/${itemId}`, { product: 'main' });
    expect((item.body.data as Record<string, unknown>).season).toBeUndefined();
  });

  it('a required field with a default is published and existing items get the default', async () => {
    const saved = await admin(`${TYPES}/${ID}`, {
      method: 'PUT',
      json: definition([
        ...FIELDS,
        { key: 'season', names: names('Season'), kind: 'integer', required: true, default: 1 },
      ]),
    });
    expect(saved.body.data).toEqual({ id: ID, vn: 3 });
    const publish = await admin(`${TYPES}/${ID}/publish`, { method: 'POST' });
    expect(publish.status).toBe(200);
    expect(publish.body.data).toMatchObject({ affected: 0, defaulted: 1 });
    const item = await server.api('editor', `${ITEMS}/${itemId}`, { product: 'main' });
    expect((item.body.data as Record<string, unknown>).season).toBe(1);
    const badSeason = await server.api('editor', ITEMS, {
      method: 'POST',
      product: 'main',
      json: { lon: [{ lang: 'en', n: 'Second' }], host: 'Bo', season: 1.5 },
    });
    expect(badSeason.status).toBe(400);
    expect(badSeason.body.header.errors.map((e) => e.field)).toContain('/season');
  });

  it('refuses a narrowed constraint and a removed field with the count of items they break', async () => {
    const narrowed = FIELDS.map((f) => (f.key === 'host' ? { ...f, maxLength: 20 } : f));
    const season = {
      key: 'season',
      names: names('Season'),
      kind: 'integer',
      required: true,
    } as const;
    await admin(`${TYPES}/${ID}`, { method: 'PUT', json: definition([...narrowed, season]) });
    const publish = await admin(`${TYPES}/${ID}/publish`, { method: 'POST' });
    expect(publish.status).toBe(409);
    expect(publish.body.data).toMatchObject({
      affected: 1,
      classification: { changes: [{ field: 'host', change: 'narrowed' }] },
      failures: [{ field: '/host', count: 1 }],
    });
    const removed = FIELDS.filter((f) => f.key !== 'length');
    const layout = definition(removed);
    layout.layout.tabs[0]!.groups[0]!.fields = ['lon', 'host', 'mood'];
    layout.list.columns = ['lon', 'st', 'ut'];
    const saved = await admin(`${TYPES}/${ID}`, {
      method: 'PUT',
      json: { ...layout, fields: [...removed, season] },
    });
    expect(saved.status).toBe(200);
    const check = await admin(`${TYPES}/${ID}/check`, { method: 'POST' });
    expect(check.body.data).toMatchObject({
      affected: 1,
      classification: { kind: 'needsCheck', changes: [{ field: 'length', change: 'removed' }] },
    });
  });

  it('clears a removed field from the items that hold it only when the administrator asks, audited with the values cleared', async () => {
    const id = 'clearedtype';
    const items = `/api/catalog/content/urn/resource/catalog/${id}`;
    expect((await admin(TYPES, { method: 'POST', json: definition(FIELDS, id) })).status).toBe(201);
    expect((await admin(`${TYPES}/${id}/publish`, { method: 'POST' })).status).toBe(200);
    const created = await server.api('editor', items, {
      method: 'POST',
      product: 'main',
      json: { lon: [{ lang: 'en', n: 'Holds a length' }], host: 'Ana', length: 1800 },
    });
    expect(created.status, JSON.stringify(created.body.header)).toBe(201);
    const item = (created.body.data as { id: string }).id;
    const without = definition(
      FIELDS.filter((f) => f.key !== 'length'),
      id,
    );
    without.layout.tabs[0]!.groups[0]!.fields = ['lon', 'host', 'mood'];
    without.list.columns = ['lon', 'st', 'ut'];
    expect((await admin(`${TYPES}/${id}`, { method: 'PUT', json: without })).status).toBe(200);

    // Without the migration: refused, with the item that holds a value named.
    const check = await admin(`${TYPES}/${id}/check`, { method: 'POST' });
    expect(check.body.data).toMatchObject({
      affected: 1,
      holdingRemoved: 1,
      clearRemoved: false,
      publishable: false,
    });
    expect((await admin(`${TYPES}/${id}/publish`, { method: 'POST' })).status).toBe(409);
    const kept = await server.api('editor', `${items}/${item}`, { product: 'main' });
    expect((kept.body.data as Record<string, unknown>).length).toBe(1800);

    // With it: publishable, and published the value is gone from the item, kept in its audit.
    const cleared = await admin(`${TYPES}/${id}/check?clearRemoved=true`, { method: 'POST' });
    expect(cleared.body.data).toMatchObject({
      affected: 0,
      holdingRemoved: 1,
      clearRemoved: true,
      publishable: true,
    });
    const published = await admin(`${TYPES}/${id}/publish?clearRemoved=true`, { method: 'POST' });
    expect(published.status, JSON.stringify(published.body.header)).toBe(200);
    const after = (await server.api('editor', `${items}/${item}`, { product: 'main' })).body
      .data as Record<string, unknown>;
    expect(after.length).toBeUndefined();
    expect(after.host).toBe('Ana');
    const itemAudit = await server.built.storage.db
      .selectFrom('audit')
      .select(['action', 'change', 'changed_by'])
      .where('id', '=', item)
      .where('action', '=', 'typeMigration')
      .execute();
    expect(itemAudit).toHaveLength(1);
    expect(itemAudit[0]!.changed_by).toBe('admin');
    expect(JSON.parse(itemAudit[0]!.change)).toEqual([{ field: 'length', from: 1800, to: null }]);
    // A value that is not a yes/no is refused.
    const bad = await admin(`${TYPES}/${id}/check?clearRemoved=maybe`, { method: 'POST' });
    expect(bad.status).toBe(400);
  });

  it('audits each item by what publishing did to it: values cleared (typeMigration) or only a default (typeDefault)', async () => {
    const id = 'mixedtype';
    const items = `/api/catalog/content/urn/resource/catalog/${id}`;
    expect((await admin(TYPES, { method: 'POST', json: definition(FIELDS, id) })).status).toBe(201);
    expect((await admin(`${TYPES}/${id}/publish`, { method: 'POST' })).status).toBe(200);
    const make = async (json: Record<string, unknown>) => {
      const created = await server.api('editor', items, { method: 'POST', product: 'main', json });
      expect(created.status, JSON.stringify(created.body.header)).toBe(201);
      return (created.body.data as { id: string }).id;
    };
    const holding = await make({
      lon: [{ lang: 'en', n: 'Holds a length' }],
      host: 'Ana',
      length: 9,
    });
    const plain = await make({ lon: [{ lang: 'en', n: 'No length' }], host: 'Bo' });
    const next = definition(
      [
        ...FIELDS.filter((f) => f.key !== 'length'),
        { key: 'season', names: names('Season'), kind: 'integer', required: true, default: 1 },
      ],
      id,
    );
    next.layout.tabs[0]!.groups[0]!.fields = ['lon', 'host', 'mood'];
    next.list.columns = ['lon', 'st', 'ut'];
    expect((await admin(`${TYPES}/${id}`, { method: 'PUT', json: next })).status).toBe(200);
    const published = await admin(`${TYPES}/${id}/publish?clearRemoved=true`, { method: 'POST' });
    expect(published.status, JSON.stringify(published.body.header)).toBe(200);
    const actions = await server.built.storage.db
      .selectFrom('audit')
      .select(['id', 'action'])
      .where('id', 'in', [holding, plain])
      .where('action', 'in', ['typeMigration', 'typeDefault'])
      .execute();
    expect(Object.fromEntries(actions.map((a) => [a.id, a.action]))).toEqual({
      [holding]: 'typeMigration',
      [plain]: 'typeDefault',
    });
  });

  it('keeps the history with who wrote each version, restores one as the draft, and audits', async () => {
    const versions = await admin(`${TYPES}/${ID}/versions`);
    const rows = versions.body.data as { vn: number; st: string; changedBy: string }[];
    expect(rows.map((r) => `${r.vn} ${r.st}`)).toEqual([
      '5 draft',
      '4 archived',
      '3 published',
      '2 archived',
      '1 archived',
    ]);
    expect(new Set(rows.map((r) => r.changedBy))).toEqual(new Set(['admin']));
    const restored = await admin(`${TYPES}/${ID}/versions/1/restore`, { method: 'POST' });
    expect(restored.body.data).toEqual({ id: ID, vn: 6 });
    const type = await admin(`${TYPES}/${ID}`);
    const data = type.body.data as {
      status: string;
      draft: { vn: number; definition: TypeDefinition };
      published: { vn: number };
    };
    expect(data.status).toBe('publishedWithDraft');
    expect(data.draft.vn).toBe(6);
    expect(data.draft.definition.fields.map((f) => f.key)).toEqual(FIELDS.map((f) => f.key));
    expect(data.published.vn).toBe(3);
    const audit = await server.built.storage.db
      .selectFrom('audit')
      .select(['action', 'changed_by', 'change'])
      .where('cty', '=', 'typedefinition')
      .where('id', '=', ID)
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'publish',
      'update',
      'update',
      'publish',
      'update',
      'update',
      'restore',
    ]);
    expect(audit.every((a) => a.changed_by === 'admin')).toBe(true);
    expect(JSON.parse(audit[2]!.change)).toEqual([
      expect.objectContaining({ field: 'fields.season', from: null }),
    ]);
    const itemAudit = await server.built.storage.db
      .selectFrom('audit')
      .select(['action', 'change'])
      .where('id', '=', itemId)
      .where('action', '=', 'typeDefault')
      .execute();
    expect(itemAudit).toHaveLength(1);
    expect(JSON.parse(itemAudit[0]!.change)).toEqual([{ field: 'season', from: null, to: 1 }]);
  });

  it('answers two creates of one type at once with one creation and one refusal, and keeps one version', async () => {
    const id = 'racedtype';
    const both = await Promise.all(
      [1, 2].map(() => admin(TYPES, { method: 'POST', json: definition(FIELDS, id) })),
    );
    // The later one is refused as a type that exists (400 when it was checked after the first
    // was stored, 409 when both were checked before either was stored): never a 500.
    const statuses = both.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const versions = await admin(`${TYPES}/${id}/versions`);
    expect(versions.status).toBe(200);
    expect((versions.body.data as unknown[]).length).toBe(1);
  });

  it('exports in the resources/ folder format and imports it as a type', async () => {
    const exported = await admin(`${TYPES}/${ID}/export`);
    expect(exported.status).toBe(200);
    const bundle = exported.body.data as {
      vn: number;
      files: Record<string, Record<string, unknown>>;
      messages: Record<string, Record<string, string>>;
      definition: TypeDefinition;
    };
    expect(bundle.vn).toBe(3);
    expect(Object.keys(bundle.files)).toEqual(['schema.json', 'uischema.json', 'list.json']);
    expect(bundle.files['list.json']).toMatchObject({ area: 'vod', resource: 'cp_datastore' });
    expect(bundle.messages.ta?.[`resources.${ID}.name`]).toBe('Podcast episode (ta)');
    const movie = await admin(`${TYPES}/movie/export`);
    expect(
      (movie.body.data as { files: Record<string, unknown> }).files['list.json'],
    ).toMatchObject({
      titleKey: 'resources.movie.name',
    });

    const imported = await admin(`${TYPES}/import`, {
      method: 'POST',
      json: { ...bundle, definition: { ...bundle.definition, id: 'podcastclip' } },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.data).toEqual({ id: 'podcastclip', vn: 1, created: true });
    const again = await admin(`${TYPES}/import`, { method: 'POST', json: bundle });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id: ID, vn: 7, created: false });
    const noDefinition = await admin(`${TYPES}/import`, { method: 'POST', json: { files: {} } });
    expect(noDefinition.status).toBe(400);
    expect(errorsOf(noDefinition.body)).toEqual(['/definition typeDesigner.errors.required']);
    const builtIn = await admin(`${TYPES}/movie`, { method: 'PUT', json: definition([], 'movie') });
    expect(builtIn.status).toBe(409);
  });
});

describe.skipIf(!dialects.includes('postgres'))(
  'type designer with two instances on one PostgreSQL database',
  () => {
    let a: TestServer;
    let b: TestServer;

    beforeAll(async () => {
      a = await startTestServer({ dialect: 'postgres', database: 'console_typedesigner_two' });
      b = await startTestServer({
        dialect: 'postgres',
        database: 'console_typedesigner_two',
        sharedDatabase: true,
        env: { PUBLIC_URL: a.baseUrl },
      });
    });
    afterAll(async () => {
      await b?.stop();
      await a?.stop();
    });

    /** A request to instance B with a token signed in through instance A. */
    const onB = async (user: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
      b.api('', path, {
        product: 'main',
        ...init,
        headers: { authorization: `Bearer ${await a.token(user)}` },
      });

    it('a type published on one instance is served by the other within seconds', async () => {
      const schemaPath = '/api/catalog/schema/urn/resource/catalog/radioshow';
      expect((await onB('editor', schemaPath)).status).toBe(404);
      const created = await a.api('admin', TYPES, {
        product: 'main',
        method: 'POST',
        json: definition(FIELDS, 'radioshow'),
      });
      expect(created.status).toBe(201);
      expect((await a.api('admin', `${TYPES}/radioshow/publish`, { method: 'POST' })).status).toBe(
        200,
      );
      const start = Date.now();
      let status = 404;
      while (status !== 200 && Date.now() - start < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await onB('editor', schemaPath)).status;
      }
      expect(status).toBe(200);
      expect(Date.now() - start).toBeLessThan(5000);
      const item = await onB('editor', '/api/catalog/content/urn/resource/catalog/radioshow', {
        method: 'POST',
        json: { lon: [{ lang: 'en', n: 'On the other instance' }], host: 'Cy' },
      });
      expect(item.status).toBe(201);
    });
  },
);
