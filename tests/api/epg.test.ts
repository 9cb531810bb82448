import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { rawSql, startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();
const DATABASE = 'console_epg';
const EPG = '/api/epg/epg';

interface Ingestion {
  id: string;
  kind: string;
  channelId: string;
  title: string;
  status: string;
  count: number;
  success: number;
  day: string;
  teamId?: string;
  message?: string;
}

interface GuideAiring {
  id: string;
  title: string;
  a_st_dt: string;
  a_ed_dt: string;
  dur: number;
  locked?: boolean;
}

interface GuideChannel {
  channelId: string;
  name: string;
  cn: number | null;
  ingestion: Ingestion | null;
  airings: GuideAiring[];
}

const TODAY = new Date().toISOString().slice(0, 10);
const TOMORROW = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 864e5).toISOString().slice(0, 10);

function post(server: TestServer, path: string, json: unknown, user = 'editor') {
  return server.api(user, `${EPG}${path}`, { method: 'POST', product: 'main', json });
}

async function waitFor(server: TestServer, id: string, path = '/ingestion'): Promise<Ingestion> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status, body } = await server.api('editor', `${EPG}${path}/status?ids=${id}`, {
      product: 'main',
    });
    expect(status).toBe(200);
    const [job] = body.data as Ingestion[];
    if (job && job.status !== 'yet-to-start' && job.status !== 'processing') return job;
    if (Date.now() > deadline) throw new Error(`Ingestion ${id} still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function guide(server: TestServer, day = TODAY): Promise<GuideChannel[]> {
  const { status, body } = await server.api('viewer', `${EPG}/guide?day=${day}`, {
    product: 'main',
  });
  expect(status).toBe(200);
  return body.data as GuideChannel[];
}

describe.each(dialects)('EPG ingestion on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: DATABASE, seedItems: 3 });
    // A published 45-minute program: the lineup a guide is built from.
    const created = await server.api('editor', '/api/vll/content/urn/resource/catalog/program', {
      method: 'POST',
      product: 'main',
      json: {
        id: 'epg-pgm',
        lon: [{ lang: 'en', n: 'Evening News' }],
        sg: [
          { seg_ty: 'vod', sp: 0, ep: 2400, ctkey: 'main-movie-1' },
          { seg_ty: 'ad', dur: 300 },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body.header.errors)).toBe(201);
    const draft = created.body.data as { key: string; ut: string };
    const published = await server.api(
      'editor',
      '/api/vll/content/urn/resource/catalog/program/epg-pgm',
      { method: 'PUT', product: 'main', json: { key: draft.key, ut: draft.ut, st: 'published' } },
    );
    expect(published.status).toBe(200);
    // The guide is built from every published program of the product: the demo seed's own
    // programs (the schedule seed's) are deleted, so the lineup is this one program.
    const list = await server.api(
      'editor',
      '/api/vll/content/urn/resource/catalog/program?st=published&pageSize=100',
      { product: 'main' },
    );
    expect(list.status).toBe(200);
    for (const other of list.body.data as { id: string; key: string; ut: string }[]) {
      if (other.id === 'epg-pgm') continue;
      const removed = await server.api(
        'editor',
        `/api/vll/content/urn/resource/catalog/program/${other.id}`,
        { method: 'PUT', product: 'main', json: { key: other.key, ut: other.ut, st: 'deleted' } },
      );
      expect(removed.status, JSON.stringify(removed.body.header.errors)).toBe(200);
    }
  });
  afterAll(async () => server?.stop());

  it('ingests a channel day in the background: status polled, then a gapless guide of the day', async () => {
    const started = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-1',
      start: TODAY,
      station: 'ST-1',
    });
    expect(started.status, JSON.stringify(started.body.header.errors)).toBe(202);
    const job = started.body.data as Ingestion;
    expect(job).toMatchObject({
      kind: 'epg',
      channelId: 'main-channel-1',
      status: 'yet-to-start',
      day: TODAY,
    });
    expect(job.title).toBeTruthy();
    // Processing, not a second one: the same channel and day is refused while in flight.
    const again = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-1',
      start: `${TODAY}T06:00:00Z`,
      station: 'ST-1',
    });
    expect(again.status).toBe(409);

    const done = await waitFor(server, job.id);
    expect(done.status).toBe('completed');
    expect(done.count).toBe(32); // 24 h of 45-minute airings
    expect(done.success).toBe(32);
    const channel = (await guide(server)).find((c) => c.channelId === 'main-channel-1');
    expect(channel?.ingestion?.id).toBe(job.id);
    const airings = channel?.airings ?? [];
    expect(airings).toHaveLength(32);
    expect(airings[0]?.a_st_dt).toBe(`${TODAY}T00:00:00.000Z`);
    for (let i = 1; i < airings.length; i += 1)
      expect(airings[i]?.a_st_dt).toBe(airings[i - 1]?.a_ed_dt);
    expect(airings.at(-1)?.a_ed_dt).toBe(
      new Date(Date.parse(`${TODAY}T00:00:00Z`) + 864e5).toISOString(),
    );
    expect(airings[0]?.title).toBe('Evening News');

    // Re-process is offered once completed.
    const reprocess = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-1',
      start: TODAY,
      station: 'ST-1',
    });
    expect(reprocess.status).toBe(202);
    expect((await waitFor(server, (reprocess.body.data as Ingestion).id)).status).toBe('completed');
  });

  it('cancels an ingestion in flight, refuses a second cancel, and re-processes after it', async () => {
    const started = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-2',
      start: TODAY,
      station: 'ST-2',
    });
    const job = started.body.data as Ingestion;
    const cancel = await server.api('editor', `${EPG}/ingestion/reset/${job.id}`, {
      method: 'DELETE',
      product: 'main',
    });
    expect(cancel.status).toBe(200);
    expect((cancel.body.data as Ingestion).status).toBe('cancelled');
    const twice = await server.api('editor', `${EPG}/ingestion/reset/${job.id}`, {
      method: 'DELETE',
      product: 'main',
    });
    expect(twice.status).toBe(409);
    const after = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-2',
      start: TODAY,
      station: 'ST-2',
    });
    expect(after.status).toBe(202);
    expect((await waitFor(server, (after.body.data as Ingestion).id)).status).toBe('completed');
    // The runner takes ingestions one at a time, oldest first: with the later one completed, it
    // has left the cancelled one, which is still cancelled.
    expect((await waitFor(server, job.id)).status).toBe('cancelled');
  });

  it('resumes an ingestion whose runner died (the job lives in the database)', async () => {
    const started = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-3',
      start: TODAY,
      station: 'ST-3',
    });
    const job = started.body.data as Ingestion;
    expect((await waitFor(server, job.id)).status).toBe('completed');
    // As a runner that crashed mid-way leaves it: processing, claimed, the claim expired.
    await rawSql(
      server,
      `UPDATE jobs SET status = 'processing', success = 3, claimed_by = 'dead-runner', claimed_until = 1 WHERE id = '${job.id}'`,
    );
    const resumed = await waitFor(server, job.id);
    expect(resumed).toMatchObject({ status: 'completed', success: 32, count: 32 });
  });

  it('edits an airing with its mode, refusing overlaps and an end before the start; a re-process keeps it', async () => {
    // Tomorrow's guide: every airing starts in the future, so it may be edited.
    const started = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-4',
      start: TOMORROW,
      station: 'ST-4',
    });
    await waitFor(server, (started.body.data as Ingestion).id);
    const airings =
      (await guide(server, TOMORROW)).find((c) => c.channelId === 'main-channel-4')?.airings ?? [];
    const [first, second] = airings;
    if (!first || !second) throw new Error('no airings');
    expect(first.a_st_dt).toBe(`${TOMORROW}T00:00:00.000Z`);
    const put = (id: string, json: unknown, user = 'editor') =>
      server.api(user, `${EPG}/airing/${id}`, { method: 'PUT', product: 'main', json });
    const overlap = await put(first.id, { mode: 'edit', a_ed_dt: second.a_ed_dt });
    expect(overlap.status).toBe(400);
    expect(overlap.body.header.errors[0]?.description).toContain('overlap');
    const backwards = await put(first.id, { mode: 'edit', a_ed_dt: first.a_st_dt });
    expect(backwards.status).toBe(400);
    expect((await put(first.id, { mode: 'rewind' })).status).toBe(400);
    expect((await put(first.id, { mode: 'lock' }, 'viewer')).status).toBe(403);
    const shorter = new Date(Date.parse(first.a_st_dt) + 30 * 60_000).toISOString();
    const edited = await put(first.id, { mode: 'edit', title: 'Special', a_ed_dt: shorter });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Special',
      a_ed_dt: shorter,
      dur: 1800,
      locked: true,
    });

    // The airing editor reads one airing: as stored now, its channel and day, the guide's
    // status, and whether it has started (tomorrow's has not).
    const read = await server.api('viewer', `${EPG}/airing/${first.id}`, { product: 'main' });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      airing: { id: first.id, title: 'Special', a_ed_dt: shorter, locked: true },
      channelId: 'main-channel-4',
      day: TOMORROW,
      status: 'completed',
      past: false,
    });
    expect(
      (await server.api('viewer', `${EPG}/airing/${first.id}-9`, { product: 'main' })).status,
    ).toBe(404);

    const reprocess = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-4',
      start: TOMORROW,
      station: 'ST-4',
    });
    await waitFor(server, (reprocess.body.data as Ingestion).id);
    const rebuilt =
      (await guide(server, TOMORROW)).find((c) => c.channelId === 'main-channel-4')?.airings ?? [];
    expect(rebuilt[0]).toMatchObject({ title: 'Special', a_ed_dt: shorter, locked: true });
    expect(rebuilt[1]?.a_st_dt).toBe(shorter);
  });

  it('refuses any change to an airing that has started, and a move to start at or before now', async () => {
    const started = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-5',
      start: TODAY,
      station: 'ST-5',
    });
    expect(started.status, JSON.stringify(started.body.header.errors)).toBe(202);
    const job = await waitFor(server, (started.body.data as Ingestion).id);
    expect(job.status).toBe('completed');
    const airings =
      (await guide(server)).find((c) => c.channelId === 'main-channel-5')?.airings ?? [];
    // Today's first airing, at 00:00 UTC, has started.
    const [aired] = airings;
    if (!aired) throw new Error('no airings');
    expect(aired.a_st_dt).toBe(`${TODAY}T00:00:00.000Z`);
    const read = await server.api('viewer', `${EPG}/airing/${aired.id}`, { product: 'main' });
    expect((read.body.data as { past: boolean }).past).toBe(true);
    const put = (id: string, json: unknown) =>
      server.api('editor', `${EPG}/airing/${id}`, { method: 'PUT', product: 'main', json });
    const shorter = new Date(Date.parse(aired.a_st_dt) + 30 * 60_000).toISOString();
    for (const body of [
      { mode: 'edit', title: 'Too late', a_ed_dt: shorter },
      { mode: 'edit', title: 'Too late' },
      { mode: 'lock' },
      { mode: 'unlock' },
    ]) {
      const refused = await put(aired.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const message = `'${aired.title}' started at or before now (00:00-00:45 UTC): it cannot be changed or removed`;
      expect(refused.body.header.errors[0]).toMatchObject({
        code: 400,
        field: '/a_st_dt',
        description: message,
      });
      expect((refused.body.data as { err: unknown }).err).toEqual({
        kind: 'past',
        msg: message,
        field: '/a_st_dt',
      });
    }
    // Nothing stored changed.
    const after = (await guide(server)).find((c) => c.channelId === 'main-channel-5')?.airings;
    expect(after).toEqual(airings);

    // A future airing (tomorrow's) may not be moved to start at or before now either.
    const tomorrow = await post(server, '/ingestion/ondemand', {
      channelId: 'main-channel-5',
      start: TOMORROW,
      station: 'ST-5',
    });
    await waitFor(server, (tomorrow.body.data as Ingestion).id);
    const [next] =
      (await guide(server, TOMORROW)).find((c) => c.channelId === 'main-channel-5')?.airings ?? [];
    if (!next) throw new Error('no airings tomorrow');
    const moved = await put(next.id, { mode: 'edit', a_st_dt: `${TODAY}T00:00:00.000Z` });
    expect(moved.status).toBe(400);
    expect((moved.body.data as { err: { kind: string } }).err.kind).toBe('past');
    expect(moved.body.header.errors[0]?.description).toContain('starts at or before now');
  });

  it('re-processes a sports event by team', async () => {
    const created = await server.api(
      'editor',
      '/api/live/content/urn/resource/catalog/sportliveevent',
      {
        method: 'POST',
        product: 'main',
        json: {
          id: 'epg-match',
          lon: [{ lang: 'en', n: 'Cup Final' }],
          lws: `${TODAY}T18:00:00.000Z`,
          tms: [{ id: 'team-red' }, { id: 'team-blue' }],
        },
      },
    );
    expect(created.status, JSON.stringify(created.body.header.errors)).toBe(201);
    const body = { channelId: 'epg-match', start: TODAY, station: 'ST-9' };
    const noTeam = await post(server, '/event/ingestion/ondemand', body);
    expect(noTeam.status).toBe(400);
    const wrongTeam = await post(server, '/event/ingestion/ondemand', {
      ...body,
      teamId: 'team-green',
    });
    expect(wrongTeam.status).toBe(400);
    expect(wrongTeam.body.header.errors[0]?.field).toBe('/teamId');
    const started = await post(server, '/event/ingestion/ondemand', {
      ...body,
      teamId: 'team-red',
    });
    expect(started.status).toBe(202);
    const job = started.body.data as Ingestion;
    expect(job).toMatchObject({ kind: 'event', teamId: 'team-red', title: 'Cup Final' });
    expect((await waitFor(server, job.id, '/event/ingestion')).status).toBe('completed');
    // An event's ingestion is not an EPG one.
    const asEpg = await server.api('editor', `${EPG}/ingestion/status?ids=${job.id}`, {
      product: 'main',
    });
    expect(asEpg.body.data).toEqual([]);

    // Closing an event's re-process (DELETE .../event/ingestion/reset/{id}): one in flight is
    // cancelled, an ended one is refused with 409, the EPG path does not know it (404).
    const close = (id: string, base = '/event/ingestion') =>
      server.api('editor', `${EPG}${base}/reset/${id}`, { method: 'DELETE', product: 'main' });
    // The runner picks a re-process up at its next poll and an event's is one step, so on a busy
    // machine it can end between the start and the close: that close is refused as ended, and
    // another re-process is started until one is closed while it is in flight.
    let inFlight: Ingestion | undefined;
    for (let attempt = 1; attempt <= 5 && inFlight === undefined; attempt += 1) {
      const again = await post(server, '/event/ingestion/ondemand', {
        ...body,
        teamId: 'team-blue',
      });
      expect(again.status).toBe(202);
      const candidate = again.body.data as Ingestion;
      const closed = await close(candidate.id);
      if (closed.status === 409) {
        expect(closed.body.header.errors[0]?.description).toContain('has already ended');
        continue;
      }
      expect(closed.status).toBe(200);
      expect((closed.body.data as Ingestion).status).toBe('cancelled');
      inFlight = candidate;
    }
    if (inFlight === undefined) throw new Error('every re-process ended before it was closed');
    // Settled: the runner takes ingestions one at a time, oldest first, so once a later one has
    // ended it has left the cancelled one.
    const later = await post(server, '/event/ingestion/ondemand', { ...body, teamId: 'team-red' });
    await waitFor(server, (later.body.data as Ingestion).id, '/event/ingestion');
    expect((await waitFor(server, inFlight.id, '/event/ingestion')).status).toBe('cancelled');
    const ended = await close(job.id);
    expect(ended.status).toBe(409);
    expect(ended.body.header.errors[0]?.description).toContain('has already ended');
    expect((await close(inFlight.id)).status).toBe(409);
    expect((await close(inFlight.id, '/ingestion')).status).toBe(404);
  });

  it('answers bad input with 4xx naming the field, and stores nothing', async () => {
    const count = async () => {
      const rows = await server.built.storage.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(rows?.n ?? 0);
    };
    const before = await count();
    const bad: [unknown, number, string][] = [
      [{ channelId: 'main-channel-5', start: '24/11/2026', station: 'ST' }, 400, '/start'],
      [{ channelId: 'main-channel-5', start: '2099-01-01', station: 'ST' }, 400, '/start'],
      [{ channelId: 'main-channel-5', start: TODAY, station: 'a b' }, 400, '/station'],
      [{ channelId: 'main-channel-5', start: TODAY }, 400, ''],
      [{ channelId: 'main-channel-5', start: TODAY, station: 'ST', extra: 1 }, 400, ''],
      [{ channelId: 'no-such-channel', start: TODAY, station: 'ST' }, 404, ''],
      [{ channelId: 'kids-channel-1', start: TODAY, station: 'ST' }, 404, ''],
    ];
    for (const [json, status, field] of bad) {
      const answer = await post(server, '/ingestion/ondemand', json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      if (field) expect(answer.body.header.errors[0]?.field).toBe(field);
    }
    expect(
      (await server.api('editor', `${EPG}/guide?day=tomorrow`, { product: 'main' })).status,
    ).toBe(400);
    expect(
      (await server.api('editor', `${EPG}/ingestion/status?ids=`, { product: 'main' })).status,
    ).toBe(400);
    expect(
      (
        await server.api('editor', `${EPG}/ingestion/reset/nope`, {
          method: 'DELETE',
          product: 'main',
        })
      ).status,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it("lists the product's live events around a day for the EPG page (l2v_admin too)", async () => {
    const make = async (product: string, id: string, lws: string, lwe: string) => {
      const created = await server.api(
        'editor',
        '/api/live/content/urn/resource/catalog/sportliveevent',
        {
          method: 'POST',
          product,
          json: {
            id,
            lon: [
              { lang: 'en', n: `Match ${id}` },
              { lang: 'ta', n: `போட்டி ${id}` },
            ],
            lws,
            lwe,
            tms: [{ id: 'team-gold', lon: [{ lang: 'en', n: 'Gold' }] }, { id: 'team-jade' }],
            ...(product === 'kids' ? { prd: ['kids'] } : {}),
          },
        },
      );
      expect(created.status, JSON.stringify(created.body.header.errors)).toBe(201);
    };
    await make('main', 'epg-live-today', `${TODAY}T10:00:00.000Z`, `${TODAY}T12:00:00.000Z`);
    await make('main', 'epg-live-old', '2021-01-01T10:00:00.000Z', '2021-01-01T12:00:00.000Z');
    await make('kids', 'epg-live-kids', `${TODAY}T10:00:00.000Z`, `${TODAY}T12:00:00.000Z`);
    const read = (user: string, query = `day=${TODAY}&lang=ta`, product = 'main') =>
      server.api(user, `${EPG}/events?${query}`, { product });
    const { status, body } = await read('l2vadmin');
    expect(status).toBe(200);
    const events = body.data as {
      id: string;
      type: string;
      title: string;
      lws: string;
      lwe: string;
      tms: { id: string; name: string }[];
    }[];
    const ids = events.map((event) => event.id);
    expect(ids).toContain('epg-live-today');
    expect(ids).not.toContain('epg-live-old');
    expect(ids).not.toContain('epg-live-kids');
    const today = events.find((event) => event.id === 'epg-live-today');
    expect(today).toMatchObject({
      type: 'sportliveevent',
      title: 'போட்டி epg-live-today',
      lws: `${TODAY}T10:00:00.000Z`,
      lwe: `${TODAY}T12:00:00.000Z`,
      tms: [
        { id: 'team-gold', name: 'Gold' },
        { id: 'team-jade', name: 'team-jade' },
      ],
    });
    // The next day still shows it (around the day); a year later does not.
    expect((await read('l2vadmin', `day=${TOMORROW}`)).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'epg-live-today' })]),
    );
    const kids = await read('editor', `day=${TODAY}`, 'kids');
    expect(kids.status).toBe(200);
    expect((kids.body.data as { id: string }[]).map((event) => event.id)).toEqual(
      expect.arrayContaining(['epg-live-kids']),
    );
    expect((kids.body.data as { id: string }[]).map((event) => event.id)).not.toContain(
      'epg-live-today',
    );
    expect((await read('viewer')).status).toBe(200);
    expect((await read('merchandiser')).status).toBe(403);
    expect((await read('scheduler')).status).toBe(403);
    expect((await read('l2vadmin', 'day=today')).status).toBe(400);
  });

  it('lets a viewer read and nobody without the epg page in', async () => {
    const json = { channelId: 'main-channel-5', start: TODAY, station: 'ST' };
    expect((await post(server, '/ingestion/ondemand', json, 'viewer')).status).toBe(403);
    expect((await post(server, '/ingestion/ondemand', json, 'scheduler')).status).toBe(403);
    expect(
      (await server.api('viewer', `${EPG}/guide?day=${TODAY}`, { product: 'main' })).status,
    ).toBe(200);
    expect(
      (await server.api('merchandiser', `${EPG}/guide?day=${TODAY}`, { product: 'main' })).status,
    ).toBe(403);
  });
});
