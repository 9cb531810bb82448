import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULES_PER_POLICY } from '../../domain/policy/validate';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Policies of the policy service (issue 11, contract /work/notes/policy-contract.md): stored like
 * catalogue items (versions, statuses, locks, audit) yet never a catalogue type, judged by the
 * domain's validatePolicy against the product's and the global attributes, decided by the one
 * evaluator; on both databases over the demo seed. Users: tests/fixtures/api/policy-users.json
 * (see tests/api/policy.test.ts).
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/policy-users.json', import.meta.url));
const dialects = await testDialects();
const RULES = '/api/policy/policy/urn/resource/rule';
const POLICY_URN = 'urn:resource:policy';

interface Policy {
  id: string;
  key: string;
  st: string;
  ut: string;
  n: string;
  an?: string;
  desc?: string;
  pn: string;
  prd: string[];
  t: string;
  pty: string;
  cty: string;
  effect: boolean;
  match: string;
  kind: string;
  rules: { aty: string; n: string; op: string; val: unknown }[];
}

const premiumRule = { aty: 'String', n: 'subscription', op: 'one-of', val: ['premium'] };
const newPolicy = (n: string, extra: Record<string, unknown> = {}) => ({
  n,
  kind: 'custom',
  match: 'all',
  effect: true,
  rules: [premiumRule, { aty: 'Number', n: 'age', op: 'greater-than', val: 20 }],
  ...extra,
});

/** Waits until a statement on the database waits for a lock (PostgreSQL). */
async function lockWaiter(db: TestServer['built']['storage']['db']): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('No statement waits for a lock after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(dialects)('policies on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_policy_rules',
      seedItems: 1,
      env: { USERS_FILE },
    });
  }, 120_000);
  afterAll(async () => server?.stop());

  const get = (user: string, path: string, product = 'main') => server.api(user, path, { product });
  const send = (user: string, method: string, path: string, json?: unknown, product = 'main') =>
    server.api(user, path, { method, product, ...(json === undefined ? {} : { json }) });
  const ok = (res: { status: number; body: ApiBody }, status = 200) => {
    expect(res.status, JSON.stringify(res.body.header)).toBe(status);
    return res.body;
  };
  const create = async (n: string, extra: Record<string, unknown> = {}, user = 'policy_main') =>
    ok(await send(user, 'POST', RULES, newPolicy(n, extra)), 201).data as Policy;
  /** Every stored version of every policy: a refused write must leave them as they were. */
  const storedPolicies = async () =>
    JSON.stringify(
      await server.built.storage.db
        .selectFrom('content')
        .selectAll()
        .where('cty', '=', 'policy')
        .orderBy('key')
        .execute(),
    );
  const current = async (id: string, product = 'main') =>
    (ok(await get('admin', `${RULES}/${id}`, product)).data as Policy[])[0] as Policy;

  it("lists the product's demo policies, by status and name, at most 100 a page", async () => {
    const all = ok(await get('service_main', RULES));
    expect(all.header.count).toBe(6);
    const names = (all.data as Policy[]).map((p) => p.n).sort();
    expect(names).toEqual([
      'Blocked countries',
      'Kids only',
      'Main product only',
      'Mobile downloads',
      'Premium subscribers',
      'Winter promotion',
    ]);
    const published = ok(await get('service_main', `${RULES}?st=published`));
    expect(published.header.count).toBe(4);
    const winter = ok(await get('service_main', `${RULES}?q=winter`)).data as Policy[];
    expect(winter.map((p) => p.n)).toEqual(['Winter promotion']);
    expect(winter[0]?.rules).toHaveLength(2);
    const page = ok(await get('service_main', `${RULES}?pageSize=4&pageNumber=2`));
    expect(page.header.count).toBe(6);
    expect(page.data).toHaveLength(2);
    expect((await get('service_main', `${RULES}?pageSize=101`)).status).toBe(400);
    expect((await get('service_main', `${RULES}?st=nonsense`)).status).toBe(400);
    const kids = ok(await get('policy_kids', RULES, 'kids')).data as Policy[];
    expect(kids.map((p) => p.n)).toContain('Kids-safe content');
    expect(kids.every((p) => p.pn === 'kids' && p.prd.join() === 'kids')).toBe(true);
  });

  it('creates a draft policy in the request product, readable with its versions', async () => {
    const created = await create('Adults with premium', {
      id: 'adult-premium',
      an: 'web',
      prd: ['kids'],
    });
    expect(created).toMatchObject({
      id: 'adult-premium',
      key: 'adult-premium-v1',
      st: 'draft',
      n: 'Adults with premium',
      an: 'web',
      pn: 'main',
      prd: ['main'],
      t: 'policy',
      pty: 'application',
      cty: 'policy',
      effect: true,
    });
    const read = ok(await get('service_main', `${RULES}/adult-premium`)).data as Policy[];
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ key: 'adult-premium-v1', st: 'draft' });
    expect((await get('service_main', `${RULES}/adult-premium?st=published`)).status).toBe(404);
    const versions = ok(await get('service_main', '/api/policy/policy/adult-premium/versions'));
    expect(versions.data).toEqual([{ key: 'adult-premium-v1', st: 'draft', name: 'V1 - draft' }]);
    expect((await get('service_main', '/api/policy/policy/no-such-policy/versions')).status).toBe(
      404,
    );
    // The id is taken, by any item.
    expect(
      (await send('policy_main', 'POST', RULES, newPolicy('Again', { id: 'adult-premium' })))
        .status,
    ).toBe(409);
  });

  it('refuses every bad input of the issue with 400 naming rule and field, storing nothing', async () => {
    const target = await create('Target of bad updates');
    const before = await storedPolicies();
    const refused = async (json: Record<string, unknown>, method = 'POST', path = RULES) => {
      const res = await send('policy_main', method, path, json);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const errors = res.body.header.errors;
      for (const error of errors) expect(error.code).toBe(400);
      return errors.map((e) => ({ field: e.field, description: e.description }));
    };
    // An operator not allowed for the type.
    expect(
      await refused(
        newPolicy('Bad op', { rules: [{ aty: 'Number', n: 'age', op: 'starts-with', val: 3 }] }),
      ),
    ).toEqual([
      {
        field: '/rules/0/op',
        description: 'Rule 1 (age): operator "starts-with" is not valid for Number attributes',
      },
    ]);
    // A value of the wrong type.
    expect(
      await refused(
        newPolicy('Bad value', {
          rules: [premiumRule, { aty: 'Number', n: 'age', op: 'greater-than', val: 'old' }],
        }),
      ),
    ).toEqual([
      {
        field: '/rules/1/val',
        description: 'Rule 2 (age): the value is not a valid Number value for "greater-than"',
      },
    ]);
    // An unknown attribute.
    expect(
      await refused(
        newPolicy('Unknown', { rules: [{ aty: 'Number', n: 'shoeSize', op: 'equals', val: 42 }] }),
      ),
    ).toEqual([
      { field: '/rules/0/n', description: 'Rule 1 (shoeSize): attribute "shoeSize" is unknown' },
    ]);
    // A known attribute with another type.
    expect(
      (
        await refused(
          newPolicy('Mismatch', { rules: [{ aty: 'String', n: 'age', op: 'equals', val: '3' }] }),
        )
      )[0]?.field,
    ).toBe('/rules/0/aty');
    // An empty name.
    expect(await refused(newPolicy('   '))).toEqual([
      { field: '/n', description: 'A policy needs a name' },
    ]);
    // Over the rule limit.
    const many = Array.from({ length: MAX_RULES_PER_POLICY + 1 }, () => premiumRule);
    expect(await refused(newPolicy('Too many', { rules: many }))).toEqual([
      {
        field: '/rules',
        description: `A policy holds at most ${MAX_RULES_PER_POLICY} rules (got 51)`,
      },
    ]);
    // Every error at once, in order.
    const several = await refused({
      n: '',
      match: 'most',
      effect: 'yes',
      kind: 'action',
      an: 'fridge',
      rules: [{ aty: 'Number', n: 'age', op: 'before', val: 1 }],
    });
    expect(several.map((e) => e.field)).toEqual(['/n', '/match', '/effect', '/rules/0/op', '/an']);
    // The same through an update of an existing policy.
    const base = { key: target.key, ut: target.ut };
    expect(
      await refused(
        { ...base, rules: [{ aty: 'Boolean', n: 'isKidsSafe', op: 'equals', val: 'maybe' }] },
        'PUT',
        `${RULES}/${target.id}`,
      ),
    ).toEqual([
      {
        field: '/rules/0/val',
        description: 'Rule 1 (isKidsSafe): the value is not a valid Boolean value for "equals"',
      },
    ]);
    expect((await refused({ ...base, n: '' }, 'PUT', `${RULES}/${target.id}`))[0]?.field).toBe(
      '/n',
    );
    expect(
      (await refused({ ...base, unknownField: 1 }, 'PUT', `${RULES}/${target.id}`))[0]?.field,
    ).toBe('/unknownField');
    expect(await storedPolicies()).toBe(before);
    expect(await current(target.id)).toMatchObject({ key: target.key, ut: target.ut, n: target.n });
  });

  it('updates in place, refuses a stale base (409), publishes, and edits a published one as a new draft', async () => {
    const created = await create('Versioned policy');
    const saved = ok(
      await send('policy_main', 'PUT', `${RULES}/${created.id}`, {
        key: created.key,
        ut: created.ut,
        desc: 'Now described',
      }),
    ).data as Policy;
    expect(saved).toMatchObject({
      key: created.key,
      st: 'draft',
      desc: 'Now described',
      pn: 'main',
    });
    const stale = await send('policy_main', 'PUT', `${RULES}/${created.id}`, {
      key: created.key,
      ut: created.ut,
      desc: 'Lost update',
    });
    expect(stale.status).toBe(409);
    expect((await current(created.id)).ut).toBe(saved.ut);
    const published = ok(
      await send('policy_main', 'PUT', `${RULES}/${created.id}`, {
        key: saved.key,
        ut: saved.ut,
        st: 'published',
      }),
    ).data as Policy;
    expect(published.st).toBe('published');
    const draft = ok(
      await send('policy_main', 'PUT', `${RULES}/${created.id}`, {
        key: published.key,
        ut: published.ut,
        n: 'Versioned policy, revised',
      }),
    ).data as Policy;
    expect(draft).toMatchObject({
      key: `${created.id}-v2`,
      st: 'draft',
      n: 'Versioned policy, revised',
    });
    const versions = ok(await get('policy_main', `/api/policy/policy/${created.id}/versions`));
    expect(versions.data).toEqual([
      { key: `${created.id}-v1`, st: 'published', name: 'V1 - published' },
      { key: `${created.id}-v2`, st: 'draft', name: 'V2 - draft' },
    ]);
    const both = ok(await get('policy_main', `${RULES}/${created.id}`)).data as Policy[];
    expect(both.map((p) => p.st)).toEqual(['published', 'draft']);
    // Delete is an update to the deleted status.
    const deleted = ok(
      await send('policy_main', 'PUT', `${RULES}/${created.id}`, {
        key: draft.key,
        ut: draft.ut,
        st: 'deleted',
      }),
    ).data as Policy;
    expect(deleted.st).toBe('deleted');
    // Any one version by its key (the editor's version picker), and none of another policy.
    const first = ok(await get('policy_main', `${RULES}/${created.id}?key=${created.id}-v1`))
      .data as Policy[];
    expect(first.map((p) => [p.key, p.n])).toEqual([[`${created.id}-v1`, 'Versioned policy']]);
    expect((await get('policy_main', `${RULES}/${created.id}?key=adult-premium-v1`)).status).toBe(
      404,
    );
  });

  it('locks a policy through the lock routes (423 for another editor) and keeps its audit trail', async () => {
    const policy = await create('Locked policy');
    const acquire = ok(
      await send('admin', 'POST', '/api/user/user/lock/acquire', {
        id: policy.id,
        urn: POLICY_URN,
      }),
    );
    expect(acquire.data).toMatchObject({ id: policy.id, urn: POLICY_URN, lo_name: 'admin' });
    const status = ok(await get('service_main', `/api/user/user/lock/${policy.id}/status`));
    expect(status.data).toMatchObject({ lo_name: 'admin' });
    const blocked = await send('policy_main', 'PUT', `${RULES}/${policy.id}`, {
      key: policy.key,
      ut: policy.ut,
      desc: 'While locked',
    });
    expect(blocked.status).toBe(423);
    expect(blocked.body.data).toMatchObject({ lo_name: 'admin' });
    // service_admin may view the lock but not take one.
    expect(
      (
        await send('service_main', 'POST', '/api/user/user/lock/acquire', {
          id: policy.id,
          urn: POLICY_URN,
        })
      ).status,
    ).toBe(403);
    ok(
      await send('policy_main', 'PUT', '/api/user/user/lock/release', {
        id: policy.id,
        urn: POLICY_URN,
        force: true,
      }),
    );
    const saved = ok(
      await send('policy_main', 'PUT', `${RULES}/${policy.id}`, {
        key: policy.key,
        ut: policy.ut,
        desc: 'After unlock',
      }),
    ).data as Policy;
    expect(saved.desc).toBe('After unlock');
    const audit = ok(await get('service_main', `/api/audit/audit/policy/${policy.id}`));
    const actions = (audit.data as { action: string; changed_by: string }[]).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'lock:force-unlock']));
    expect(audit.header.count).toBe(3);
    expect((await get('store_main', `/api/audit/audit/policy/${policy.id}`)).status).toBe(403);
    // The catalogue urn of a type that is no catalogue type names nothing.
    expect(
      (
        await send('admin', 'POST', '/api/user/user/lock/acquire', {
          id: policy.id,
          urn: 'urn:resource:catalog:policy',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a policy whose attribute is deleted while it is being written (checked in its transaction)', async () => {
    const db = server.built.storage.db;
    ok(
      await send('policy_main', 'POST', '/api/policy/policy/urn/resource/attribute', {
        key: 'vanishing',
        type: 'Number',
        source: 'user',
      }),
      201,
    );
    let answered = false;
    let pending: Promise<{ status: number; body: ApiBody }> | undefined;
    // Another writer deletes the attribute and holds its transaction open while the policy is
    // sent: the policy's own check (before its transaction) still sees the attribute.
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('policy_attribute')
        .where('prd', '=', 'main')
        .where('key', '=', 'vanishing')
        .execute();
      pending = send(
        'policy_main',
        'POST',
        RULES,
        newPolicy('Relies on a vanishing attribute', {
          id: 'vanishing-policy',
          rules: [{ aty: 'Number', n: 'vanishing', op: 'equals', val: 1 }],
        }),
      ).then((res) => {
        answered = true;
        return res;
      });
      // The write waits for the deleting transaction (a share lock on PostgreSQL, the write lock on
      // SQLite). PostgreSQL shows the waiting statement; SQLite's busy wait shows nothing, so there
      // the write gets 700 ms to answer, which it must not.
      if (dialect === 'postgres') await lockWaiter(db);
      else await new Promise((resolve) => setTimeout(resolve, 700));
      expect(answered).toBe(false);
    });
    const res = await (pending ?? Promise.reject(new Error('not sent')));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.header.errors[0]).toMatchObject({ field: '/rules/0/n' });
    expect((await get('admin', `${RULES}/vanishing-policy`)).status).toBe(404);
  });

  it('lets service_admin view but not write, and a role without policy management do neither', async () => {
    const policy = await current('main-policy-premium');
    ok(await get('service_main', RULES));
    ok(await get('service_main', `${RULES}/${policy.id}`));
    ok(await send('service_main', 'POST', '/api/policy/policy/decide', { context: {} }));
    expect((await send('service_main', 'POST', RULES, newPolicy('Not mine'))).status).toBe(403);
    // 403 before the body is judged.
    expect((await send('service_main', 'POST', RULES, { n: '' })).status).toBe(403);
    for (const st of [undefined, 'deleted', 'published'])
      expect(
        (
          await send('service_main', 'PUT', `${RULES}/${policy.id}`, {
            key: policy.key,
            ut: policy.ut,
            st,
          })
        ).status,
      ).toBe(403);
    // A storefront editor lists the policies a page or container may apply (issue 12), and no
    // more: no policy's own read, versions, decision or write.
    expect((await get('store_main', RULES)).status).toBe(200);
    for (const path of [`${RULES}/${policy.id}`, `/api/policy/policy/${policy.id}/versions`])
      expect((await get('store_main', path)).status, path).toBe(403);
    expect((await send('store_main', 'POST', RULES, newPolicy('Not mine'))).status).toBe(403);
    expect(
      (await send('store_main', 'POST', '/api/policy/policy/decide', { context: {} })).status,
    ).toBe(403);
    expect(await current(policy.id)).toEqual(policy);
    // So does a catalogue editor, for the policies a title applies (issue 11: content
    // visibility); a role with neither catalogue nor storefront nor policies may not.
    expect((await get('vod_main', RULES)).status).toBe(200);
    expect((await get('vod_main', `${RULES}/${policy.id}`)).status).toBe(403);
    expect((await send('vod_main', 'POST', RULES, newPolicy('Not mine'))).status).toBe(403);
    expect((await get('ads_main', RULES)).status).toBe(403);
  });

  it('keeps a kids policy out of main: not found by id, versions, update, audit or lock', async () => {
    const kids = await current('kids-policy-kids-only', 'kids');
    const id = kids.id;
    expect((await get('admin', `${RULES}/${id}`)).status).toBe(404);
    expect((await get('policy_main', `${RULES}/${id}`)).status).toBe(404);
    expect((await get('policy_main', `/api/policy/policy/${id}/versions`)).status).toBe(404);
    expect((await get('policy_main', `/api/audit/audit/policy/${id}`)).status).toBe(404);
    expect((await get('policy_main', `/api/user/user/lock/${id}/status`)).status).toBe(404);
    const update = await send('policy_main', 'PUT', `${RULES}/${id}`, {
      key: kids.key,
      ut: kids.ut,
      n: 'Taken over',
    });
    expect(update.status).toBe(404);
    expect(JSON.stringify(update.body)).not.toContain('Kids only');
    expect(
      (await send('policy_main', 'POST', '/api/user/user/lock/acquire', { id, urn: POLICY_URN }))
        .status,
    ).toBe(404);
    expect((await get('policy_main', `${RULES}?q=kids`)).body.data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    // policy_main may not even ask for kids.
    expect((await get('policy_main', RULES, 'kids')).status).toBe(403);
    expect(await current(id, 'kids')).toEqual(kids);
  });

  it('never shows a policy in catalogue lists, search, lookups or schema lists', async () => {
    const policy = await create('Zebracrossing policy', { id: 'zebracrossing-policy' });
    const movie = ok(
      await send('admin', 'POST', '/api/catalog/content/urn/resource/catalog/movie', {
        id: 'zebracrossing-movie',
        lon: [{ lang: 'en', n: 'Zebracrossing' }],
      }),
      201,
    );
    expect(movie.data).toMatchObject({ id: 'zebracrossing-movie' });
    // Search finds the movie by the term (so the check below can fail) but never the policy.
    for (const path of [
      '/api/catalog/content/search?term=zebracrossing&st=all',
      '/api/search/content/search?term=zebracrossing&st=all',
      '/api/catalog/content/lookup?query=zebracrossing',
    ]) {
      const found = ok(await get('admin', path));
      const ids = (found.data as { id: string }[]).map((hit) => hit.id);
      expect(ids, path).toContain('zebracrossing-movie');
      expect(ids, path).not.toContain(policy.id);
    }
    const byId = ok(
      await send('admin', 'POST', '/api/catalog/content/lookup', {
        filters: [{ field: 'id', term: `${policy.id},zebracrossing-movie`, operator: 'equals' }],
      }),
    );
    expect((byId.data as { id: string }[]).map((hit) => hit.id)).toEqual(['zebracrossing-movie']);
    const byKey = ok(await get('admin', `/api/catalog/content?keys=${policy.key}`));
    expect(byKey.data).toEqual([]);
    for (const path of [
      '/api/catalog/content/urn/resource/catalog/policy',
      `/api/catalog/content/urn/resource/catalog/policy/${policy.id}`,
      '/api/catalog/count/urn/resource/catalog/policy',
      '/api/catalog/schema/urn/resource/catalog/policy',
    ])
      expect((await get('admin', path)).status, path).toBe(404);
    const types = ok(await get('admin', '/api/catalog/schema/urn/resource/catalog'));
    expect((types.data as { type: string }[]).map((t) => t.type)).not.toContain('policy');
    const bulk = await send('admin', 'PUT', '/api/catalog/bulkupdate/urn/resource/catalog/policy', {
      ids: [policy.id],
      changes: { n: 'Bulk' },
    });
    expect(bulk.status).toBe(404);
  });

  it('decides over the published policies: Allow with its rule, Deny with the failed condition, Deny beats Allow', async () => {
    const decide = async (body: Record<string, unknown>, product = 'main') =>
      ok(
        await send(
          'policy_main',
          'POST',
          '/api/policy/policy/decide',
          body,
          product === 'main' ? 'main' : product,
        ),
      ).data as {
        effect: string;
        policy?: { key: string; name: string };
        rule?: { index: number; rule: { n: string } };
        failed?: {
          policy: { name: string };
          attribute: string;
          expected: unknown;
          actual: unknown;
        };
      };
    const allow = await decide({ context: { subscription: 'premium', country: 'MY', age: 30 } });
    expect(allow).toMatchObject({
      effect: 'Allow',
      policy: { key: 'main-policy-premium-v1', name: 'Premium subscribers' },
      rule: { index: 0, rule: { n: 'subscription' } },
    });
    const deny = await decide({ context: { subscription: 'free', age: 30 } });
    expect(deny.effect).toBe('Deny');
    expect(deny.policy).toBeUndefined();
    // The closest Allow: 'Main product only' holds on age and fails on productId.
    expect(deny.failed).toMatchObject({
      policy: { name: 'Main product only' },
      attribute: 'productId',
      expected: 'main',
    });
    const blocked = await decide({ context: { subscription: 'premium', country: 'KP', age: 30 } });
    expect(blocked).toMatchObject({
      effect: 'Deny',
      policy: { name: 'Blocked countries' },
      rule: { index: 0, rule: { n: 'country' } },
    });
    // Only published policies decide: the draft 'Kids only' of main does not.
    expect((await decide({ context: { profileType: 'kids' } })).effect).toBe('Deny');
    // By application: kids' 'Kids-safe content' is the TV application's.
    const kidsSafe = { context: { isKidsSafe: true } };
    expect((await decideAs('policy_kids', { ...kidsSafe, app: 'tv' }, 'kids')).effect).toBe(
      'Allow',
    );
    expect((await decideAs('policy_kids', { ...kidsSafe, app: 'web' }, 'kids')).effect).toBe(
      'Deny',
    );
    expect(
      (await send('policy_main', 'POST', '/api/policy/policy/decide', { context: 'x' })).status,
    ).toBe(400);
    expect((await send('policy_main', 'POST', '/api/policy/policy/decide', {})).status).toBe(400);
  });

  async function decideAs(user: string, body: Record<string, unknown>, product: string) {
    return ok(await send(user, 'POST', '/api/policy/policy/decide', body, product)).data as {
      effect: string;
    };
  }
});
