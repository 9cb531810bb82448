import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * 'A resource type is data' (STYLE.md, resources/README.md): adding a type is adding a folder of
 * three files, and the service serves its schema and stores, lists and counts its items with no
 * code change. And the catalogue shipped in resources/ has every type the issue lists.
 */

const dialects = await testDialects();

const RESOURCES = fileURLToPath(new URL('../../resources', import.meta.url));
const CATALOG = '/api/catalog';

/** The catalogue types the issue lists. */
const ISSUE_TYPES = [
  'movie',
  'shortvideo',
  'tvseries',
  'tvseason',
  'tvepisode',
  'webseries',
  'webseason',
  'webepisode',
  'trailer',
  'promo',
  'bumper',
  'filler',
  'sportshow',
  'sporthighlight',
  'sportclip',
  'sportevent',
  'tvbonus',
  'chapters',
  'preview',
  'scenes',
  'songs',
  'podcast',
  'vodcast',
  'special',
  'channel',
  'liveevent',
  'sportliveevent',
  'event',
  'program',
  'virtuallivechannel',
  'team',
  'league',
  'sport',
  'player',
  'show',
  'episode',
  'bundle',
  'promotion',
  'sponsorship',
  'zipcode',
  'multicam',
  'ottapp',
];

/** The type folders of resources/: a folder with a schema.json whose name does not start with '_'. */
const SHIPPED_TYPES = readdirSync(RESOURCES, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'),
  )
  .filter((entry) => existsSync(join(RESOURCES, entry.name, 'schema.json')))
  .map((entry) => entry.name)
  .sort();

interface TypeEntry {
  type: string;
  area: string;
  resource: string;
  titleKey: string;
}
interface Doc {
  id: string;
  key: string;
  cty: string;
  st: string;
  ut: string;
  urn: string;
  [field: string]: unknown;
}

describe('a type added as files (testclip) on sqlite', () => {
  let server: TestServer;
  let resourcesDir: string;

  beforeAll(async () => {
    resourcesDir = mkdtempSync(join(tmpdir(), 'console-resources-'));
    cpSync(RESOURCES, resourcesDir, { recursive: true });
    cpSync(join(RESOURCES, 'movie'), join(resourcesDir, 'testclip'), { recursive: true });
    const schemaFile = join(resourcesDir, 'testclip', 'schema.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
      properties: { cty: { const: string } };
    };
    schema.properties.cty.const = 'testclip';
    writeFileSync(schemaFile, JSON.stringify(schema, null, 2));
    const listFile = join(resourcesDir, 'testclip', 'list.json');
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as { titleKey: string };
    list.titleKey = 'resources.testclip.name';
    writeFileSync(listFile, JSON.stringify(list, null, 2));
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      env: { RESOURCES_DIR: resourcesDir },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (resourcesDir) rmSync(resourcesDir, { recursive: true, force: true });
  });

  const clips = `${CATALOG}/content/urn/resource/catalog/testclip`;

  it('serves the new type in the type list, its schema and its ui schema', async () => {
    const types = await server.api('viewer', `${CATALOG}/schema/urn/resource/catalog`, {
      product: 'main',
    });
    expect(types.status).toBe(200);
    const entries = types.body.data as TypeEntry[];
    expect(entries.find((t) => t.type === 'testclip')).toMatchObject({
      area: 'vod',
      resource: 'cp_datastore',
      titleKey: 'resources.testclip.name',
    });
    expect(entries.map((t) => t.type).sort()).toEqual([...SHIPPED_TYPES, 'testclip'].sort());

    const schema = await server.api('viewer', `${CATALOG}/schema/urn/resource/catalog/testclip`, {
      product: 'main',
    });
    expect(schema.status).toBe(200);
    const data = schema.body.data as {
      properties: Record<string, unknown>;
      $defs: Record<string, unknown>;
    };
    expect(data.properties.cty).toEqual({ type: 'string', const: 'testclip', readOnly: true });
    expect(data.properties.lon).toEqual({ $ref: '#/$defs/localizedNames' });
    expect(Object.keys(data.$defs)).toContain('localizedNames');

    const ui = await server.api('viewer', `${CATALOG}/uischema/urn/resource/catalog/testclip`, {
      product: 'main',
    });
    expect(ui.status).toBe(200);
    expect(
      (ui.body.data as { uischema: { type: string }; list: { titleKey: string } }).uischema.type,
    ).toBe('Categorization');
    expect((ui.body.data as { list: { titleKey: string } }).list.titleKey).toBe(
      'resources.testclip.name',
    );
  });

  it('creates, versions, lists, counts and searches items of the new type', async () => {
    const empty = await server.api('editor', clips, { product: 'main' });
    expect(empty.status).toBe(200);
    expect(empty.body.header.count).toBe(0);

    const created = await server.api('editor', clips, {
      product: 'main',
      method: 'POST',
      json: {
        id: 'clip-1',
        lon: [
          { lang: 'en', n: 'Harbour Clip' },
          { lang: 'zh', n: '港湾片段' },
        ],
        rt: 30,
      },
    });
    expect(created.status).toBe(201);
    const clip = created.body.data as Doc;
    expect(clip).toMatchObject({
      id: 'clip-1',
      key: 'clip-1-v1',
      cty: 'testclip',
      st: 'draft',
      urn: 'urn:resource:catalog:testclip',
      rt: 30,
    });
    const second = await server.api('editor', clips, {
      product: 'main',
      method: 'POST',
      json: { id: 'clip-2', lon: [{ lang: 'en', n: 'Second Clip' }] },
    });
    expect(second.status).toBe(201);

    const published = await server.api('editor', `${clips}/clip-1`, {
      product: 'main',
      method: 'PUT',
      json: { key: clip.key, ut: clip.ut, st: 'published' },
    });
    expect(published.status).toBe(200);
    const versions = await server.api('editor', `${clips}/clip-1/versions`, { product: 'main' });
    expect(versions.body.data).toEqual([
      { key: 'clip-1-v1', st: 'published', name: 'V1 - published' },
    ]);

    const listed = await server.api('editor', `${clips}?sortBy=name&sortOrder=asc`, {
      product: 'main',
    });
    expect(listed.status).toBe(200);
    expect(listed.body.header.count).toBe(2);
    expect((listed.body.data as Doc[]).map((d) => `${d.id}:${d.st}`)).toEqual([
      'clip-1:published',
      'clip-2:draft',
    ]);
    const count = await server.api('editor', `${CATALOG}/count/urn/resource/catalog/testclip`, {
      product: 'main',
    });
    expect(count.body.data).toEqual([{ name: 'testclip', count: 2 }]);
    const publishedCount = await server.api(
      'editor',
      `${CATALOG}/count/urn/resource/catalog/testclip?st=published`,
      { product: 'main' },
    );
    expect(publishedCount.body.data).toEqual([{ name: 'testclip', count: 1 }]);

    // The new type is its own type: movies do not see its items.
    const movies = await server.api('editor', `${CATALOG}/count/urn/resource/catalog/movie`, {
      product: 'main',
    });
    expect(movies.body.data).toEqual([{ name: 'movie', count: 0 }]);
    const found = await server.api('editor', '/api/search/content/search?term=clip&cty=testclip', {
      product: 'main',
    });
    expect(found.body.header.count).toBe(2);
    expect((found.body.data as { cty: string }[]).every((hit) => hit.cty === 'testclip')).toBe(
      true,
    );
  });

  it("validates the new type's items with its schema", async () => {
    const bad = await server.api('editor', clips, {
      product: 'main',
      method: 'POST',
      json: { id: 'clip-bad', lon: [{ lang: 'xx', n: 'Bad' }], rt: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.header.errors.map((e) => e.field).sort()).toEqual(['/lon/0/lang', '/rt']);
    expect((await server.api('editor', `${clips}/clip-bad`, { product: 'main' })).status).toBe(404);
    const count = await server.api('editor', `${CATALOG}/count/urn/resource/catalog/testclip`, {
      product: 'main',
    });
    expect(count.body.data).toEqual([{ name: 'testclip', count: 2 }]);
  });
});

describe.each(dialects)('the shipped resource catalogue on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_resourcetypes', noSeed: true });
  });
  afterAll(async () => server?.stop());

  it('serves every type the issue lists, one entry per type folder', async () => {
    const { status, body } = await server.api('viewer', `${CATALOG}/schema/urn/resource/catalog`, {
      product: 'main',
    });
    expect(status).toBe(200);
    const served = (body.data as TypeEntry[]).map((t) => t.type);
    expect(served).toEqual(expect.arrayContaining(ISSUE_TYPES));
    expect(ISSUE_TYPES.filter((type) => !served.includes(type))).toEqual([]);
    expect([...served].sort()).toEqual(SHIPPED_TYPES);
    expect(body.header.count).toBe(SHIPPED_TYPES.length);
  });

  it.each(ISSUE_TYPES)('serves the schema, ui schema, list and count of %s', async (type) => {
    const schema = await server.api('viewer', `${CATALOG}/schema/urn/resource/catalog/${type}`, {
      product: 'main',
    });
    expect(schema.status).toBe(200);
    const data = schema.body.data as {
      required: string[];
      properties: Record<string, { const?: string }>;
    };
    expect(data.properties.cty?.const).toBe(type);
    expect(data.required).toEqual(expect.arrayContaining(['cty', 'lon']));
    const ui = await server.api('viewer', `${CATALOG}/uischema/urn/resource/catalog/${type}`, {
      product: 'main',
    });
    expect(ui.status).toBe(200);
    expect((ui.body.data as { list: { titleKey: string } }).list.titleKey).toBe(
      `resources.${type}.name`,
    );
    const list = await server.api('admin', `${CATALOG}/content/urn/resource/catalog/${type}`, {
      product: 'main',
    });
    expect(list.status).toBe(200);
    const count = await server.api('admin', `${CATALOG}/count/urn/resource/catalog/${type}`, {
      product: 'main',
    });
    expect(count.body.data).toEqual([{ name: type, count: 0 }]);
  });

  it('does not know a type that has no folder', async () => {
    const { status, body } = await server.api(
      'viewer',
      `${CATALOG}/schema/urn/resource/catalog/testclip`,
      { product: 'main' },
    );
    expect(status).toBe(404);
    expect(body.header.errors[0]?.description).toBe('Resource type testclip not found');
  });
});
