import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVersion } from '../../server/store/contentRepository';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();
const DATABASE = 'console_vll';
const VLL = '/api/vll/content/urn/resource/catalog/virtuallivechannel';
const PROGRAM = '/api/vll/content/urn/resource/catalog/program';

interface Item {
  id: string;
  key: string;
  ut: string;
  st: string;
  cn?: number;
}

const SEGMENTS = [
  { seg_ty: 'bumper', dur: 5 },
  { seg_ty: 'vod', sp: 0, ep: 1200, ctkey: 'main-movie-1', am: [{ ap: 'mid' }] },
  { seg_ty: 'ad', dur: 30 },
  { seg_ty: 'promo', dur: 15 },
];

async function create(server: TestServer, path: string, json: Record<string, unknown>) {
  const { status, body } = await server.api('scheduler', path, {
    method: 'POST',
    product: 'main',
    json,
  });
  expect(status, JSON.stringify(body.header.errors)).toBe(201);
  return body.data as Item;
}

async function versions(server: TestServer, id: string): Promise<Item[]> {
  const { body } = await server.api('scheduler', `${VLL}/${id}/versions`, { product: 'main' });
  const entries = body.data as { key: string }[];
  const items: Item[] = [];
  for (const entry of entries) {
    const read = await server.api('scheduler', `${VLL}/${id}?key=${entry.key}`, {
      product: 'main',
    });
    items.push(read.body.data as Item);
  }
  return items;
}

function changeNumber(server: TestServer, id: string, json: unknown, user = 'scheduler') {
  return server.api(user, `/api/vll/virtuallivechannel/${id}/channelnumber`, {
    method: 'PUT',
    product: 'main',
    json,
  });
}

describe.each(dialects)('virtual channels and programs on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: DATABASE, seedItems: 3 });
  });
  afterAll(async () => server?.stop());

  it('changes a channel number, refuses a duplicate with its code and the holder, and stores nothing then', async () => {
    const a = await create(server, VLL, { id: 'vll-cn-a', lon: [{ lang: 'en', n: 'Alpha' }] });
    const b = await create(server, VLL, { id: 'vll-cn-b', lon: [{ lang: 'en', n: 'Bravo' }] });
    const ok = await changeNumber(server, a.id, { cn: 501, key: a.key, ut: a.ut });
    expect(ok.status, JSON.stringify(ok.body.header.errors)).toBe(200);
    expect(ok.body.data).toMatchObject({ id: 'vll-cn-a', cn: 501 });
    const [stored] = await versions(server, a.id);
    expect(stored?.cn).toBe(501);

    const dup = await changeNumber(server, b.id, { cn: 501, key: b.key, ut: b.ut });
    expect(dup.status).toBe(409);
    expect(dup.body.header.errors[0]).toMatchObject({
      code: 40220351,
      description: 'Channel number 501 is already used by Alpha',
    });
    expect(dup.body.data).toMatchObject({ id: 'vll-cn-a', name: 'Alpha', cn: 501 });
    // A live channel's number counts too (the seed's first main channel is 100).
    const live = await changeNumber(server, b.id, { cn: 100, key: b.key, ut: b.ut });
    expect(live.status).toBe(409);
    expect(live.body.header.errors[0]?.code).toBe(40220351);
    const [bAfter] = await versions(server, b.id);
    expect(bAfter?.cn).toBeUndefined();
    expect(bAfter?.ut).toBe(b.ut);

    // The generic save refuses the duplicate too.
    const viaSave = await server.api('scheduler', VLL, {
      method: 'POST',
      product: 'main',
      json: { lon: [{ lang: 'en', n: 'Charlie' }], cn: 501 },
    });
    expect(viaSave.status).toBe(409);
    expect(viaSave.body.header.errors[0]?.code).toBe(40220351);
  });

  it('refuses a number change while an active draft exists, and a stale base', async () => {
    const c = await create(server, VLL, { id: 'vll-cn-c', lon: [{ lang: 'en', n: 'Delta' }] });
    const published = await server.api('scheduler', `${VLL}/${c.id}`, {
      method: 'PUT',
      product: 'main',
      json: { key: c.key, ut: c.ut, st: 'published' },
    });
    expect(published.status, JSON.stringify(published.body.header.errors)).toBe(200);
    const pub = published.body.data as Item;
    const edited = await server.api('scheduler', `${VLL}/${c.id}`, {
      method: 'PUT',
      product: 'main',
      json: { key: pub.key, ut: pub.ut, lon: [{ lang: 'en', n: 'Delta 2' }] },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.data as Item).st).toBe('draft');

    const refused = await changeNumber(server, c.id, { cn: 777, key: pub.key, ut: pub.ut });
    expect(refused.status).toBe(409);
    expect(refused.body.header.errors[0]).toMatchObject({
      code: 40220304,
      description:
        'Active Draft version exists, please save existing draft before editing channel number',
    });
    expect((await versions(server, c.id)).map((v) => v.cn)).toEqual([undefined, undefined]);

    const d = await create(server, VLL, { id: 'vll-cn-d', lon: [{ lang: 'en', n: 'Echo' }] });
    const stale = await changeNumber(server, d.id, {
      cn: 778,
      key: d.key,
      ut: '2000-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
  });

  it('answers bad input with a 400, other products with 404, a viewer with 403', async () => {
    const e = await create(server, VLL, { id: 'vll-cn-e', lon: [{ lang: 'en', n: 'Foxtrot' }] });
    for (const json of [
      { cn: 0, key: e.key, ut: e.ut },
      { cn: 100000, key: e.key, ut: e.ut },
      { cn: 'seven', key: e.key, ut: e.ut },
      { cn: 5, ut: e.ut },
      { cn: 5, key: e.key, ut: e.ut, extra: 1 },
    ]) {
      const { status, body } = await changeNumber(server, e.id, json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.header.errors[0]?.description).toBeTruthy();
    }
    const viewer = await changeNumber(server, e.id, { cn: 5, key: e.key, ut: e.ut }, 'viewer');
    expect(viewer.status).toBe(403);
    const kids = await server.api('editor', `/api/vll/virtuallivechannel/${e.id}/channelnumber`, {
      method: 'PUT',
      product: 'kids',
      json: { cn: 5, key: e.key, ut: e.ut },
    });
    expect(kids.status).toBe(404);
    const [after] = await versions(server, e.id);
    expect(after?.cn).toBeUndefined();
  });

  it('stores a program with sound segments and refuses bad ones naming the segment', async () => {
    const program = await create(server, PROGRAM, {
      id: 'pgm-ok',
      lon: [{ lang: 'en', n: 'Morning Show' }],
      sg: SEGMENTS,
    });
    expect(program.st).toBe('draft');
    const bad = await server.api('scheduler', PROGRAM, {
      method: 'POST',
      product: 'main',
      json: {
        lon: [{ lang: 'en', n: 'Broken' }],
        sg: [
          { seg_ty: 'bumper', dur: 5 },
          { seg_ty: 'vod', sp: 100, ep: 50, ctkey: 'x' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.header.errors[0]).toMatchObject({
      field: '/sg/1/ep',
      description: 'Segment 2: the out-point must come after the in-point',
    });
    const unknownKind = await server.api('scheduler', PROGRAM, {
      method: 'POST',
      product: 'main',
      json: { lon: [{ lang: 'en', n: 'Odd' }], sg: [{ seg_ty: 'trailer', dur: 5 }] },
    });
    expect(unknownKind.status).toBe(400);
  });

  it('names where a program airs from the schedule days of the product', async () => {
    const program = await create(server, PROGRAM, {
      id: 'pgm-used',
      lon: [{ lang: 'en', n: 'Used Show' }],
      sg: SEGMENTS,
    });
    const channel = await create(server, VLL, {
      id: 'vll-usage',
      lon: [{ lang: 'en', n: 'Golf' }],
    });
    const empty = await server.api('viewer', `/api/vll/program/${program.id}/usage`, {
      product: 'main',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);

    // A schedule day as the schedule service stores it (one object per channel and day).
    const at = new Date().toISOString();
    const doc = {
      id: `${channel.id}_2026-11-24`,
      key: `${channel.id}_2026-11-24-v1`,
      cty: 'vschedule',
      cs: channel.id,
      dt: '2026-11-24',
      st: 'draft',
      prd: ['main'],
      ar: [
        { uId: 'a1', pgm_id: program.id, a_st_dt: '2026-11-24T10:00:00.000Z' },
        { uId: 'a2', pgm_id: 'other', a_st_dt: '2026-11-24T11:00:00.000Z' },
        { uId: 'a3', pgm_id: program.id, a_st_dt: '2026-11-24T08:00:00.000Z' },
      ],
    };
    await insertVersion(server.built.storage.db, {
      key: doc.key,
      id: doc.id,
      cty: 'vschedule',
      st: 'draft',
      vn: 1,
      cur: 1,
      shadowed: 0,
      prd: JSON.stringify(['main']),
      name: doc.id,
      ct: at,
      ut: at,
      doc: JSON.stringify(doc),
      changed_by: 'scheduler',
    });
    const used = await server.api('viewer', `/api/vll/program/${program.id}/usage`, {
      product: 'main',
    });
    expect(used.status).toBe(200);
    expect(used.body.data).toEqual([
      {
        channelId: 'vll-usage',
        channelName: 'Golf',
        dt: '2026-11-24',
        st: 'draft',
        airings: 2,
        firstStart: '2026-11-24T08:00:00.000Z',
      },
    ]);
    const kids = await server.api('editor', `/api/vll/program/${program.id}/usage`, {
      product: 'kids',
    });
    expect(kids.status).toBe(404);
    const shopper = await server.api('merchandiser', `/api/vll/program/${program.id}/usage`, {
      product: 'main',
    });
    expect(shopper.status).toBe(403);
  });
});
