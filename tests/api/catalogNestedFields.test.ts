import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The nested fields of spec section 3 that catalogue items carry (resources/README.md, 'Field
 * names the spec does not give'): provider details `pvd` (prd, n, id, t), files `fls` (ft, fs,
 * fn, q), media assets `mas` (a_id, ex_id, file_uri, ftype) and data-source keys `dsk` (cp, lds,
 * cms, sds, me, gn) on playable titles; device links `dvl` (dt, cu, ca, lnk) on live types and
 * apps; game labels `gml` (home, away, pregame, postgame, rewind) on sport events. Each is
 * optional: an item stored without them stays valid. A bad value is a 400 naming the field.
 */

const dialects = await testDialects();
const CATALOG = '/api/catalog/content/urn/resource/catalog';

const PROVIDERS = [{ prd: 'default', n: 'Nimbus Studios', id: 'prov-12', t: 'studio' }];
const FILES = [
  { ft: 'video/mp4', fs: 1_073_741_824, fn: 'long-night-1080p.mp4', q: 'Full HD' },
  { ft: 'text/vtt', fs: 0, fn: 'long-night.en.vtt' },
];
const ASSETS = [
  {
    a_id: 'asset-77',
    ex_id: 'EXT-A-77',
    file_uri: 'https://media.example.com/a/77/master.m3u8',
    ftype: 'hls',
  },
];
const SOURCE_KEYS = {
  cp: 'cp-1',
  lds: 'lds-2',
  cms: 'cms-3',
  sds: 'sds-4',
  me: 'me-5',
  gn: 'SH01',
};
const DEVICE_LINKS = [
  {
    dt: 'androidtv',
    cu: 'https://watch.example.com/match/9',
    ca: 'Watch live',
    lnk: 'exampletv://match/9',
  },
];
const GAME_LABELS = {
  home: 'KL City',
  away: 'Penang FC',
  pregame: 'Build-up',
  postgame: 'Reaction',
  rewind: 'Replay',
};

interface Doc {
  id: string;
  key: string;
  ut: string;
  [field: string]: unknown;
}

describe.each(dialects)('nested catalogue fields on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_nested_fields', seedItems: 5 });
  });
  afterAll(async () => server?.stop());

  const create = (type: string, json: Record<string, unknown>) =>
    server.api('editor', `${CATALOG}/${type}`, { product: 'main', method: 'POST', json });
  const read = (type: string, id: string) =>
    server.api('editor', `${CATALOG}/${type}/${id}`, { product: 'main' });
  const update = (type: string, id: string, json: Record<string, unknown>) =>
    server.api('editor', `${CATALOG}/${type}/${id}`, { product: 'main', method: 'PUT', json });

  function expectRefusedAt(result: { status: number; body: ApiBody }, field: string) {
    expect(result.status, JSON.stringify(result.body.header)).toBe(400);
    expect(result.body.header.code).toBe(HEADER_CODE.error);
    expect(result.body.header.errors.map((error) => error.field)).toContain(field);
    const named = result.body.header.errors.find((error) => error.field === field);
    expect(named?.description).toMatch(new RegExp(`^${field} `));
  }

  it('stores a movie with provider details, files, media assets and data-source keys, and reads them back', async () => {
    const created = await create('movie', {
      id: 'nested-movie',
      lon: [{ lang: 'en', n: 'Nested Movie' }],
      pvd: PROVIDERS,
      fls: FILES,
      mas: ASSETS,
      dsk: SOURCE_KEYS,
    });
    expect(created.status, JSON.stringify(created.body.header)).toBe(201);
    const { status, body } = await read('movie', 'nested-movie');
    expect(status).toBe(200);
    const doc = body.data as Doc;
    expect(doc.pvd).toEqual(PROVIDERS);
    expect(doc.fls).toEqual(FILES);
    expect(doc.mas).toEqual(ASSETS);
    expect(doc.dsk).toEqual(SOURCE_KEYS);
  });

  it('stores a sport live event with game labels and device links, and reads them back', async () => {
    const created = await create('sportliveevent', {
      id: 'nested-match',
      lon: [{ lang: 'en', n: 'KL City v Penang FC' }],
      gml: GAME_LABELS,
      dvl: DEVICE_LINKS,
    });
    expect(created.status, JSON.stringify(created.body.header)).toBe(201);
    const doc = (await read('sportliveevent', 'nested-match')).body.data as Doc;
    expect(doc.gml).toEqual(GAME_LABELS);
    expect(doc.dvl).toEqual(DEVICE_LINKS);
  });

  it('adds the fields to an item stored without them (the seed), which stays valid as it was', async () => {
    const seeded = (await read('movie', 'main-movie-1')).body.data as Doc;
    expect(seeded.fls).toBeUndefined();
    const same = await update('movie', 'main-movie-1', { ...seeded });
    expect(same.status, JSON.stringify(same.body.header)).toBe(200);
    const stored = same.body.data as Doc;
    const updated = await update('movie', 'main-movie-1', {
      ...stored,
      fls: FILES,
      pvd: PROVIDERS,
    });
    expect(updated.status, JSON.stringify(updated.body.header)).toBe(200);
    const doc = (await read('movie', 'main-movie-1')).body.data as Doc;
    expect(doc.fls).toEqual(FILES);
    expect(doc.pvd).toEqual(PROVIDERS);
  });

  it.each([
    ['a negative file size', { fls: [{ fn: 'a.mp4', fs: -1 }] }, '/fls/0/fs'],
    ['a file size that is not a whole number', { fls: [{ fn: 'a.mp4', fs: 10.5 }] }, '/fls/0/fs'],
    ['a quality the spec does not name', { fls: [{ fn: 'a.mp4', q: '8K' }] }, '/fls/0/q'],
    ['a file without a name', { fls: [{ ft: 'video/mp4' }] }, '/fls/0/fn'],
    [
      'a media asset address that is no URI',
      { mas: [{ a_id: 'a', file_uri: 'not a uri' }] },
      '/mas/0/file_uri',
    ],
    ['a media asset without its id', { mas: [{ ftype: 'hls' }] }, '/mas/0/a_id'],
    ['a provider without a name', { pvd: [{ id: 'prov-1' }] }, '/pvd/0/n'],
  ])(
    'refuses %s on a movie with 400 naming the field, and stores nothing',
    async (_what, fields, field) => {
      const id = `bad-${field.replace(/\W+/g, '-')}`;
      const created = await create('movie', { id, lon: [{ lang: 'en', n: 'Bad' }], ...fields });
      expectRefusedAt(created, field);
      expect((await read('movie', id)).status).toBe(404);
    },
  );

  it('drops a data source the schema does not name, as payload cleaning does (spec section 5)', async () => {
    const created = await create('movie', {
      id: 'nested-unknown-source',
      lon: [{ lang: 'en', n: 'Unknown source' }],
      dsk: { cms: 'cms-3', ftp: 'k' },
    });
    expect(created.status, JSON.stringify(created.body.header)).toBe(201);
    const doc = (await read('movie', 'nested-unknown-source')).body.data as Doc;
    expect(doc.dsk).toEqual({ cms: 'cms-3' });
  });

  it('refuses a device link that is no URI and an overlong game label with 400 naming each', async () => {
    const base = { lon: [{ lang: 'en', n: 'Bad match' }] };
    expectRefusedAt(
      await create('sportliveevent', { ...base, dvl: [{ dt: 'web', lnk: 'watch here' }] }),
      '/dvl/0/lnk',
    );
    expectRefusedAt(
      await create('channel', { ...base, dvl: [{ dt: 'web', cu: 'http//missing-colon' }] }),
      '/dvl/0/cu',
    );
    expectRefusedAt(
      await create('sportliveevent', { ...base, gml: { home: 'H'.repeat(101) } }),
      '/gml/home',
    );
  });
});
