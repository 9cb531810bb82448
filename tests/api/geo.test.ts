import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions/permissionsFor';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Geo-IP overrides (spec section 7 'Geo', issue 13): plain REST in ra-data-simple-rest's
 * conventions, on both databases. Demo users: admin (operations_super_admin, full on
 * cp_ipconfig), viewer (content_user, view only), editor (content_admin, none of it).
 */
const dialects = await testDialects();
const BASE = '/api/geo/geo/location';

interface Override {
  id: string;
  ip: string;
  family: number;
  prefix: number;
  country: string;
  region: string | null;
  note: string | null;
}
interface Refusal {
  message: string;
  errors: Record<string, string>;
  problems: { field: string; code: string }[];
}

describe.each(dialects)('geo-IP overrides on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_geo', seedItems: 1 });
  });
  afterAll(async () => server?.stop());

  /** A request as ra-data-simple-rest sends it; the body parsed, the headers kept. */
  async function call(user: string, path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (user) headers.set('authorization', `Bearer ${await server.token(user)}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers,
      body: init.json === undefined ? null : JSON.stringify(init.json),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as unknown,
    };
  }
  const list = (user: string, query: Record<string, unknown>) =>
    call(
      user,
      `${BASE}?${new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]),
      ).toString()}`,
    );
  const rowCount = async () =>
    Number(
      (
        await server.built.storage.db
          .selectFrom('geo_override')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('lists the demo overrides with sort, range and a Content-Range total', async () => {
    const page = await list('admin', { sort: ['id', 'ASC'], range: [0, 2], filter: {} });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('location 0-2/5');
    // Addresses order by family, then numerically: 100.64/10 < 192.0.2.10 < 198.51.100/25 ...
    expect((page.body as Override[]).map((o) => o.id)).toEqual([
      '100.64.0.0/10',
      '192.0.2.10',
      '198.51.100.0/25',
    ]);
    const rest = await list('admin', { sort: ['id', 'ASC'], range: [3, 9] });
    expect(rest.headers.get('content-range')).toBe('location 3-4/5');
    expect((rest.body as Override[]).map((o) => o.id)).toEqual([
      '203.0.113.0/24',
      '2001:db8:100::/48',
    ]);
    const malaysia = await list('admin', {
      filter: { country: 'my' },
      sort: ['ut', 'DESC'],
      range: [0, 9],
    });
    expect((malaysia.body as Override[]).map((o) => o.id)).toEqual([
      '100.64.0.0/10',
      '203.0.113.0/24',
    ]);
    const searched = await list('admin', { filter: { q: 'chennai' }, range: [0, 9] });
    expect((searched.body as Override[]).map((o) => o.id)).toEqual(['192.0.2.10']);
    const many = await list('admin', { filter: { id: ['192.0.2.10', '100.64.0.0/10', 'nope'] } });
    expect((many.body as Override[]).map((o) => o.id).sort()).toEqual([
      '100.64.0.0/10',
      '192.0.2.10',
    ]);
  });

  it('creates a normalised range, reads it by its encoded id, updates and deletes it', async () => {
    const created = await call('admin', BASE, {
      method: 'POST',
      json: { ip: '10.20.30.40/16', country: 'sg', region: '', note: ' Office ' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      id: '10.20.0.0/16',
      family: 4,
      prefix: 16,
      country: 'SG',
      region: null,
      note: 'Office',
      changed_by: 'admin',
    });
    const path = `${BASE}/${encodeURIComponent('10.20.0.0/16')}`;
    expect((await call('viewer', path)).body).toMatchObject({ id: '10.20.0.0/16' });
    const moved = await call('admin', path, {
      method: 'PUT',
      json: { ip: '10.21.0.0/16', country: 'SG', region: 'SG-01' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: '10.21.0.0/16', region: 'SG-01' });
    expect((await call('admin', path)).status).toBe(404);
    // As ra-data-simple-rest sends it: 'Content-Type: text/plain' and no body.
    const gone = await call('admin', `${BASE}/${encodeURIComponent('10.21.0.0/16')}`, {
      method: 'DELETE',
      headers: { 'content-type': 'text/plain' },
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: '10.21.0.0/16' });
    expect(
      (await call('admin', `${BASE}/${encodeURIComponent('10.21.0.0/16')}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await rowCount();
    const cases: [unknown, number, string, string][] = [
      [{ ip: '10.0.0.0/33', country: 'MY' }, 400, 'ip', 'prefixTooLong'],
      [{ ip: '300.1.2.3', country: 'MY' }, 400, 'ip', 'malformed'],
      [{ ip: '10.9.0.0/16', country: 'XX' }, 400, 'country', 'unknownCountry'],
      [
        { ip: '10.9.0.0/16', country: 'MY', region: 'SG-01' },
        400,
        'region',
        'regionOfOtherCountry',
      ],
      // Inside 203.0.113.0/24 (MY): one address has one override.
      [{ ip: '203.0.113.7', country: 'SG' }, 409, 'ip', 'overlap'],
      [{ ip: '203.0.0.0/16', country: 'SG' }, 409, 'ip', 'overlap'],
    ];
    for (const [json, status, field, code] of cases) {
      const result = await call('admin', BASE, { method: 'POST', json });
      expect(result.status, JSON.stringify(result.body)).toBe(status);
      const body = result.body as Refusal;
      expect(body.errors[field]).toBeTruthy();
      expect(body.message).toBe(body.errors[field]);
      expect(body.problems[0]).toMatchObject({ field, code });
    }
    expect(
      (await call('admin', BASE, { method: 'POST', json: { country: 'MY' } })).body,
    ).toMatchObject({
      errors: { ip: expect.any(String) as unknown },
    });
    expect((await call('admin', `${BASE}?range=${encodeURIComponent('[0')}`)).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('answers which override applies to an address', async () => {
    const lookup = (ip: string) =>
      call('viewer', `/api/geo/geo/lookup?ip=${encodeURIComponent(ip)}`);
    expect((await lookup('203.0.113.200')).body).toMatchObject({
      ip: '203.0.113.200',
      override: { id: '203.0.113.0/24', country: 'MY', region: 'MY-14' },
    });
    expect((await lookup('2001:DB8:100:0::5')).body).toMatchObject({
      ip: '2001:db8:100::5',
      override: { id: '2001:db8:100::/48', country: 'CN' },
    });
    expect((await lookup('8.8.8.8')).body).toEqual({ ip: '8.8.8.8', override: null });
    // The same answer as a list filter (what the console's lookup panel asks).
    const holding = await list('viewer', { filter: { address: '203.0.113.200' } });
    expect((holding.body as Override[]).map((o) => o.id)).toEqual(['203.0.113.0/24']);
    expect((await list('viewer', { filter: { address: '8.8.8.8' } })).body).toEqual([]);
    expect((await list('viewer', { filter: { address: 'x' } })).status).toBe(400);
    expect((await lookup('10.0.0.0/8')).status).toBe(400);
    expect((await lookup('nonsense')).status).toBe(400);
  });

  it('follows the role tables: view, create, update and delete on cp_ipconfig', async () => {
    const users = [
      ['admin', ['operations_super_admin']],
      ['viewer', ['content_user']],
      ['editor', ['content_admin']],
    ] as const;
    for (const [user, roles] of users) {
      const may = (action: 'view' | 'create' | 'update' | 'delete') =>
        can({ roles }, action, 'cp_ipconfig');
      const read = await list(user, { range: [0, 0] });
      expect(read.status, `${user} view`).toBe(may('view') ? 200 : 403);
      const create = await call(user, BASE, {
        method: 'POST',
        json: { ip: `172.16.${users.findIndex(([u]) => u === user)}.0/24`, country: 'MY' },
      });
      expect(create.status, `${user} create`).toBe(may('create') ? 201 : 403);
      const update = await call(user, `${BASE}/${encodeURIComponent('192.0.2.10')}`, {
        method: 'PUT',
        json: { ip: '192.0.2.10', country: 'IN', region: 'IN-TN', note: `by ${user}` },
      });
      expect(update.status, `${user} update`).toBe(may('update') ? 200 : 403);
    }
    expect((await call('', BASE)).status).toBe(401);
    expect(
      (await call('viewer', `${BASE}/${encodeURIComponent('192.0.2.10')}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
  });
});
