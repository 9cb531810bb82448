import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelEvents,
  DynamicInterstitial,
  PlayoutChannel,
} from '../../domain/programs/playout';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The playout calls of the virtual channel service (spec section 7: GET channels, GET
 * channels/{id}/events, POST channels/{id} with channel_start_time, POST dynamic-interstitials)
 * and the channel draft's fields (section 3) on both databases: real writes, a 400 naming the
 * field for each kind of bad input with nothing stored changed, the viewer refused, another
 * product's channel not found, the audit trail, another user's lock.
 */
const dialects = await testDialects();
const V = '/api/vll';
const VLL = `${V}/content/urn/resource/catalog/virtuallivechannel`;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface Item {
  id: string;
  key: string;
  ut: string;
  st: string;
  channel_start_time?: string;
  dyi?: DynamicInterstitial[];
  [field: string]: unknown;
}

describe.each(dialects)('virtual channel playout on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_vll_playout', seedItems: 3 });
  });
  afterAll(async () => server?.stop());

  const send = (user: string, method: string, path: string, json?: unknown, product = 'main') =>
    server.api(user, path, { method, json, product });
  const readChannel = async (id: string) => {
    const res = await send('scheduler', 'GET', `${VLL}/${id}`);
    expect(res.status, JSON.stringify(res.body.header)).toBe(200);
    const rows = res.body.data as Item[] | Item;
    return (Array.isArray(rows) ? rows[0] : rows) as Item;
  };

  it('lists the product’s virtual channels with their playout state, and only to viewers of cp_vll', async () => {
    const res = await send('viewer', 'GET', `${V}/channels`);
    expect(res.status).toBe(200);
    const channels = res.body.data as PlayoutChannel[];
    expect(channels.map((c) => c.id)).toContain('main-vll-1');
    expect(channels.every((c) => !c.id.startsWith('kids-'))).toBe(true);
    const first = channels.find((c) => c.id === 'main-vll-1');
    expect(first).toMatchObject({ tz: expect.any(String) as string, onAir: false });
    expect(res.body.header.count).toBe(channels.length);
    const none = await send('merchandiser', 'GET', `${V}/channels`);
    expect(none.status).toBe(403);
  });

  it('sets a channel start time on every current version, audited; refuses the past and bad times naming the field', async () => {
    const before = await readChannel('main-vll-2');
    const past = await send('scheduler', 'POST', `${V}/channels/main-vll-2`, {
      channel_start_time: inHours(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.header.errors[0]).toMatchObject({
      field: '/channel_start_time',
      description: 'The channel start time must be in the future',
    });
    const bad = await send('scheduler', 'POST', `${V}/channels/main-vll-2`, {
      channel_start_time: '2026-13-01 25:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.header.errors[0]?.field).toBe('/channel_start_time');
    const viewer = await send('viewer', 'POST', `${V}/channels/main-vll-2`, {
      channel_start_time: inHours(2),
    });
    expect(viewer.status).toBe(403);
    const unchanged = await readChannel('main-vll-2');
    expect(unchanged.ut).toBe(before.ut);
    expect(unchanged.channel_start_time).toBeUndefined();

    const when = inHours(5);
    const ok = await send('scheduler', 'POST', `${V}/channels/main-vll-2`, {
      channel_start_time: when,
    });
    expect(ok.status, JSON.stringify(ok.body.header)).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: 'main-vll-2',
      channel_start_time: new Date(when).toISOString(),
      onAir: false,
    });
    const after = await readChannel('main-vll-2');
    expect(after.channel_start_time).toBe(new Date(when).toISOString());
    expect(after.ut).not.toBe(before.ut);
    const audit = await send('scheduler', 'GET', `/api/audit/audit/virtuallivechannel/main-vll-2`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.data)).toContain('channel_start_time');
    // Who changed it, by name as well, as every other change of content records it.
    const entries = audit.body.data as { change: { field: string }[]; changed_by_name: unknown }[];
    const started = entries.find((entry) =>
      entry.change.some((change) => change.field === 'channel_start_time'),
    );
    expect(started?.changed_by_name).toEqual(expect.stringMatching(/\S/));

    // Another product's channel is not found.
    const other = await send('scheduler', 'POST', `${V}/channels/kids-vll-1`, {
      channel_start_time: inHours(5),
    });
    expect(other.status).toBe(404);
  });

  it('adds dynamic interstitials, refusing overlaps, the past, a start before the channel starts and bad lengths', async () => {
    const start = inHours(30);
    const added = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-1',
      start,
      dur: 60,
      title: 'Sponsor slate',
    });
    expect(added.status, JSON.stringify(added.body.header)).toBe(201);
    const item = added.body.data as DynamicInterstitial;
    expect(item).toMatchObject({
      dur: 60,
      title: 'Sponsor slate',
      by: expect.any(String) as string,
    });
    expect(Date.parse(item.end) - Date.parse(item.start)).toBe(60_000);

    const overlap = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-1',
      start: new Date(Date.parse(start) + 30_000).toISOString(),
      dur: 30,
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.header.errors[0]).toMatchObject({ field: '/start' });
    expect(overlap.body.header.errors[0]?.description).toContain('would overlap');
    expect(overlap.body.data).toMatchObject({ id: item.id });
    // Touching is not overlapping.
    const touching = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-1',
      start: item.end,
      dur: 15,
    });
    expect(touching.status).toBe(201);
    const before = await readChannel('main-vll-1');

    const past = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-1',
      start: inHours(-2),
      dur: 30,
    });
    expect(past.status).toBe(400);
    expect(past.body.header.errors[0]).toMatchObject({
      field: '/start',
      description: 'A dynamic interstitial must start in the future',
    });
    const length = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-1',
      start: inHours(40),
      dur: 45,
    });
    expect(length.status).toBe(400);
    expect(JSON.stringify(length.body.header.errors)).toContain('dur');
    const viewer = await send('viewer', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-1',
      start: inHours(40),
      dur: 30,
    });
    expect(viewer.status).toBe(403);
    const after = await readChannel('main-vll-1');
    expect(after.dyi).toHaveLength(2);
    expect(after.ut).toBe(before.ut);

    // main-vll-2 starts in 5 hours (previous test): an interstitial in 1 hour is refused.
    const early = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-2',
      start: inHours(1),
      dur: 30,
    });
    expect(early.status).toBe(400);
    expect(early.body.header.errors[0]?.description).toBe(
      'A dynamic interstitial cannot start before the channel starts',
    );
  });

  it('refuses an interstitial while another user holds the channel lock', async () => {
    const lock = await server.api('admin', '/api/user/user/lock/acquire', {
      method: 'POST',
      product: 'main',
      json: { id: 'main-vll-3', urn: 'urn:resource:catalog:virtuallivechannel' },
    });
    expect([200, 201]).toContain(lock.status);
    const locked = await send('scheduler', 'POST', `${V}/dynamic-interstitials`, {
      channelId: 'main-vll-3',
      start: inHours(3),
      dur: 30,
    });
    expect(locked.status).toBe(423);
    await server.api('admin', '/api/user/user/lock/release', {
      method: 'PUT',
      product: 'main',
      json: { id: 'main-vll-3', urn: 'urn:resource:catalog:virtuallivechannel' },
    });
  });

  it('answers the events of a channel: published program airings and interstitials in start order', async () => {
    const start = new Date(Date.now() - 2 * HOUR).toISOString();
    const end = new Date(Date.now() + 48 * HOUR).toISOString();
    const res = await send(
      'viewer',
      'GET',
      `${V}/channels/main-vll-1/events?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
    );
    expect(res.status, JSON.stringify(res.body.header)).toBe(200);
    const events = res.body.data as ChannelEvents;
    expect(events.channel).toBe('main-vll-1');
    const kinds = new Set(events.events.map((e) => e.kind));
    expect(kinds).toContain('interstitial');
    expect(kinds).toContain('program');
    const starts = events.events.map((e) => Date.parse(e.a_st_dt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    // The program airings are the guide's.
    const guide = await send(
      'viewer',
      'GET',
      `${V}/vepg?channel=main-vll-1&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
    );
    const airings = (guide.body.data as { airing: { uId: string }[] }[])[0]?.airing ?? [];
    expect(events.events.filter((e) => e.kind === 'program').map((e) => e.id)).toEqual(
      airings.map((a) => a.uId),
    );

    const backwards = await send(
      'viewer',
      'GET',
      `${V}/channels/main-vll-1/events?start=${encodeURIComponent(end)}&end=${encodeURIComponent(start)}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.header.errors[0]?.field).toBe('/end');
    const malformed = await send('viewer', 'GET', `${V}/channels/main-vll-1/events?start=soon`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.header.errors[0]?.field).toBe('/start');
    const missing = await send('viewer', 'GET', `${V}/channels/no-such/events`);
    expect(missing.status).toBe(404);
  });

  it('stores the channel draft’s fields and refuses bad ones naming the field, storing nothing', async () => {
    const created = await send('scheduler', 'POST', VLL, {
      id: 'vll-draft-a',
      lon: [{ lang: 'en', n: 'Draft channel' }],
      tz: 'Asia/Kuala_Lumpur',
      lws: '2026-01-01T00:00:00Z',
      lwe: '2030-01-01T00:00:00Z',
      loop: true,
      loopUntil: '2029-01-01T00:00:00Z',
      schedule: 'sequential',
      organized: true,
      content: ['main-pgm-1'],
      channels: ['main-channel-1'],
    });
    expect(created.status, JSON.stringify(created.body.header)).toBe(201);
    const item = created.body.data as Item;
    expect(item).toMatchObject({
      st: 'draft',
      loop: true,
      schedule: 'sequential',
      organized: true,
      content: ['main-pgm-1'],
      channels: ['main-channel-1'],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ lwe: '2025-01-01T00:00:00Z' }, '/lwe'],
      [{ loop: false }, '/loopUntil'],
      [{ loopUntil: '2031-01-01T00:00:00Z' }, '/loopUntil'],
      [{ content: ['main-pgm-1', 'no-such-program'] }, '/content/1'],
      [{ content: ['kids-pgm-1'] }, '/content/0'],
      [{ channels: ['main-vll-1'] }, '/channels/0'],
      [{ schedule: 'random' }, '/schedule'],
    ];
    for (const [change, field] of cases) {
      const res = await send('scheduler', 'PUT', `${VLL}/${item.id}`, {
        key: item.key,
        ut: item.ut,
        ...change,
      });
      expect(res.status, `${JSON.stringify(change)} ${JSON.stringify(res.body.header)}`).toBe(400);
      expect(JSON.stringify(res.body.header.errors), JSON.stringify(change)).toContain(field);
    }
    const stored = await readChannel(item.id);
    expect(stored.ut).toBe(item.ut);
    expect(stored.content).toEqual(['main-pgm-1']);
  });
});
