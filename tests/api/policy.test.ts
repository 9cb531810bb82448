import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions/permissionsFor';
import { MAX_PERSONAS_PER_PRODUCT } from '../../domain/policy/persona';
import { insertPersona } from '../../server/store/policyRepository';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The policy service's applications, attributes and personas (issue 11, contract
 * /work/notes/policy-contract.md) on both databases, over the demo seed. Users
 * (tests/fixtures/api/policy-users.json): admin (operations_super_admin, main and kids),
 * policy_main / policy_kids (policy_admin, one product each), service_main (service_admin: views
 * policy management only), store_main (storefront_admin: no cp_policymgmt at all).
 * Policies, decisions, locks and audit: tests/api/policyRules.test.ts.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/policy-users.json', import.meta.url));
const dialects = await testDialects();
const BASE = '/api/policy/policy';
const ATTRIBUTES = `${BASE}/urn/resource/attribute`;
const PERSONAS = `${BASE}/urn/resource/persona`;

interface Attribute {
  key: string;
  type: string;
  source: string;
  value?: unknown;
  scope: string;
  prd?: string;
  desc?: string;
  ct: string;
  ut: string;
}
interface Persona {
  id: string;
  n: string;
  context: Record<string, unknown>;
  prd: string;
}

describe('the users of these suites', () => {
  it('hold what the role tables say (the role checks below mean something)', () => {
    const user = (roles: string[]) => ({ roles });
    expect(can(user(['policy_admin']), 'update', 'cp_policymgmt')).toBe(true);
    expect(can(user(['policy_admin']), 'publish', 'cp_policymgmt')).toBe(true);
    expect(can(user(['service_admin']), 'view', 'cp_policymgmt')).toBe(true);
    expect(can(user(['service_admin']), 'update', 'cp_policymgmt')).toBe(false);
    expect(can(user(['storefront_admin']), 'view', 'cp_policymgmt')).toBe(false);
  });
});

describe.each(dialects)('policy applications, attributes and personas on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_policy',
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
  const keysOf = (body: ApiBody) => (body.data as Attribute[]).map((a) => a.key);
  /** Every attribute row, as stored: a refused write must leave it as it was. */
  const storedAttributes = async () =>
    JSON.stringify(
      await server.built.storage.db
        .selectFrom('policy_attribute')
        .selectAll()
        .orderBy('prd')
        .orderBy('key')
        .execute(),
    );

  it('serves the applications, their attribute counts and the data mapping', async () => {
    const apps = ok(await get('service_main', `${BASE}/urn/resource/application`));
    expect(apps.data).toEqual([
      { id: 'web', n: 'Web' },
      { id: 'tv', n: 'TV' },
      { id: 'mobile', n: 'Mobile' },
    ]);
    const counted = ok(await get('service_main', `${BASE}/apps`));
    // Seeded application-source attributes: device and now (global).
    expect(counted.data).toEqual([
      { id: 'web', n: 'Web', attrs: 2 },
      { id: 'tv', n: 'TV', attrs: 2 },
      { id: 'mobile', n: 'Mobile', attrs: 2 },
    ]);
    const mapping = ok(await get('service_main', `${BASE}/app_data_mapping`));
    expect(mapping.data).toContainEqual({ key: 'age', source: 'user', path: 'user.age' });
    expect(mapping.data).toContainEqual({
      key: 'productId',
      source: 'product',
      path: 'product.productId',
    });
    expect((mapping.data as unknown[]).length).toBe(13);
  });

  it('pages application attributes by offset and limit (at most 100) with the total', async () => {
    const first = ok(await get('admin', `${BASE}/app_attrs?app=tv&offset=0&limit=1`));
    expect(first.header.count).toBe(2);
    expect(keysOf(first)).toEqual(['device']);
    const second = ok(await get('admin', `${BASE}/app_attrs?app=tv&offset=1&limit=1`));
    expect(keysOf(second)).toEqual(['now']);
    expect((second.data as Attribute[])[0]).toMatchObject({
      source: 'application',
      scope: 'global',
    });
    expect((await get('admin', `${BASE}/app_attrs?app=tv&limit=101`)).status).toBe(400);
    expect((await get('admin', `${BASE}/app_attrs`)).status).toBe(400);
    expect((await get('admin', `${BASE}/app_attrs?app=fridge`)).status).toBe(404);
  });

  it("lists the product's and the global attributes, filtered, paged and counted", async () => {
    const product = ok(await get('policy_main', `${ATTRIBUTES}?scope=product`));
    expect(keysOf(product)).toEqual(['maxStreams', 'offlineAllowed', 'productId']);
    expect((product.data as Attribute[])[2]).toMatchObject({
      key: 'productId',
      type: 'String',
      source: 'product',
      value: 'main',
      scope: 'product',
      prd: 'main',
    });
    const global = ok(await get('policy_main', `${ATTRIBUTES}?scope=global`));
    expect(global.header.count).toBe(10);
    expect((global.data as Attribute[]).every((a) => a.scope === 'global' && !a.prd)).toBe(true);
    // Every type and every source is in the demo.
    const all = ok(await get('policy_main', ATTRIBUTES));
    expect(all.header.count).toBe(13);
    const rows = all.data as Attribute[];
    expect(new Set(rows.map((a) => a.type))).toEqual(
      new Set(['StringArray', 'String', 'Number', 'Boolean', 'DateTime']),
    );
    expect(new Set(rows.map((a) => a.source))).toEqual(
      new Set(['select', 'application', 'product', 'content', 'user']),
    );
    expect(keysOf(ok(await get('policy_main', `${ATTRIBUTES}?type=DateTime`)))).toEqual([
      'launchDate',
      'now',
      'promoEnd',
    ]);
    expect(keysOf(ok(await get('policy_main', `${ATTRIBUTES}?source=select`)))).toEqual([
      'profileType',
      'promoEnd',
      'subscription',
    ]);
    expect(keysOf(ok(await get('policy_main', `${ATTRIBUTES}?q=genre`)))).toEqual(['genres']);
    const page = ok(await get('policy_main', `${ATTRIBUTES}?offset=10&limit=2`));
    expect(page.header.count).toBe(13);
    expect(keysOf(page)).toEqual(['profileType', 'promoEnd']);
    expect((await get('policy_main', `${ATTRIBUTES}?limit=101`)).status).toBe(400);
    expect((await get('policy_main', `${ATTRIBUTES}?scope=everywhere`)).status).toBe(400);
    const count = ok(
      await get('policy_main', '/api/policy/count/urn/resource/attribute?scope=global'),
    );
    expect(count.data).toEqual({ count: 10 });
    expect(count.header.count).toBe(10);
    // The kids product's own attributes are its own.
    const kids = ok(await get('policy_kids', `${ATTRIBUTES}?scope=product`, 'kids'));
    expect((kids.data as Attribute[]).find((a) => a.key === 'productId')?.value).toBe('kids');
  });

  it('creates, updates and deletes a product attribute and a global one', async () => {
    const created = ok(
      await send('policy_main', 'POST', ATTRIBUTES, {
        key: 'parentalPin',
        type: 'Boolean',
        source: 'user',
        value: false,
        desc: ' Whether a PIN is set ',
      }),
      201,
    );
    expect(created.data).toMatchObject({
      key: 'parentalPin',
      type: 'Boolean',
      scope: 'product',
      prd: 'main',
      value: false,
      desc: 'Whether a PIN is set',
    });
    const updated = ok(
      await send('policy_main', 'PUT', `${ATTRIBUTES}/parentalPin`, {
        type: 'String',
        source: 'select',
        value: ['set', 'unset'],
      }),
    );
    expect(updated.data).toMatchObject({
      type: 'String',
      source: 'select',
      value: ['set', 'unset'],
    });
    expect(updated.data).not.toHaveProperty('desc');
    ok(await send('policy_main', 'DELETE', `${ATTRIBUTES}/parentalPin`));
    expect((await send('policy_main', 'DELETE', `${ATTRIBUTES}/parentalPin`)).status).toBe(404);

    const global = ok(
      await send('admin', 'POST', ATTRIBUTES, {
        key: 'householdSize',
        type: 'Number',
        source: 'user',
        scope: 'global',
        value: 3,
      }),
      201,
    );
    expect(global.data).toMatchObject({ key: 'householdSize', scope: 'global' });
    expect(global.data).not.toHaveProperty('prd');
    // Seen from kids too; changed and deleted there by its scope.
    const fromKids = ok(await get('policy_kids', `${ATTRIBUTES}?scope=global&q=household`, 'kids'));
    expect(keysOf(fromKids)).toEqual(['householdSize']);
    expect(
      (
        await send(
          'policy_kids',
          'PUT',
          `${ATTRIBUTES}/householdSize`,
          {
            type: 'Number',
            source: 'user',
          },
          'kids',
        )
      ).status,
    ).toBe(404);
    ok(
      await send(
        'policy_kids',
        'PUT',
        `${ATTRIBUTES}/householdSize?scope=global`,
        { type: 'Number', source: 'user', value: 4 },
        'kids',
      ),
    );
    ok(
      await send(
        'policy_kids',
        'DELETE',
        `${ATTRIBUTES}/householdSize?scope=global`,
        undefined,
        'kids',
      ),
    );
  });

  it('keeps display names in four languages with an attribute: stored, returned, updated', async () => {
    const names = { en: ' Device limit ', zh: '设备上限', ms: 'Had peranti', ta: 'சாதன வரம்பு' };
    const created = ok(
      await send('policy_main', 'POST', ATTRIBUTES, {
        key: 'deviceLimit',
        type: 'Number',
        source: 'product',
        names,
      }),
      201,
    );
    expect(created.data).toMatchObject({ names: { ...names, en: 'Device limit' } });
    const listed = ok(await get('policy_main', `${ATTRIBUTES}?q=deviceLimit`));
    expect((listed.data as Attribute[])[0]).toMatchObject({ names: { zh: '设备上限' } });
    const updated = ok(
      await send('policy_main', 'PUT', `${ATTRIBUTES}/deviceLimit`, {
        type: 'Number',
        source: 'product',
        names: { en: 'Devices at once', ta: '' },
      }),
    );
    expect((updated.data as { names?: unknown }).names).toEqual({ en: 'Devices at once' });
    const cleared = ok(
      await send('policy_main', 'PUT', `${ATTRIBUTES}/deviceLimit`, {
        type: 'Number',
        source: 'product',
      }),
    );
    expect(cleared.data).not.toHaveProperty('names');
    ok(await send('policy_main', 'DELETE', `${ATTRIBUTES}/deviceLimit`));
  });

  it('refuses bad attributes with 400 naming each field, storing nothing', async () => {
    const before = await storedAttributes();
    const refused = async (json: unknown, fields: string[], method = 'POST', path = ATTRIBUTES) => {
      const res = await send('policy_main', method, path, json);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.header.errors.map((e) => e.field)).toEqual(fields);
      for (const error of res.body.header.errors) {
        expect(error.code).toBe(400);
        expect(error.description.length).toBeGreaterThan(5);
      }
      return res.body.header.errors;
    };
    const [typeError] = await refused({ key: 'a', type: 'Text', source: 'user' }, ['/type']);
    expect(typeError?.description).toBe(
      'The type must be one of StringArray, String, Number, Boolean, DateTime',
    );
    await refused({ key: '9lives', type: 'Number', source: 'user' }, ['/key']);
    await refused({ key: 'x', type: 'Number', source: 'somewhere' }, ['/source']);
    await refused({ key: 'x', type: 'Number', source: 'user', value: 'ten' }, ['/value']);
    await refused({ key: 'x', type: 'DateTime', source: 'user', value: 'tomorrow' }, ['/value']);
    await refused({ key: 'x', type: 'StringArray', source: 'user', value: [1, 2] }, ['/value']);
    await refused({ key: 'x', type: 'Number', source: 'select', value: 'a,b' }, ['/value']);
    await refused({ key: 'x', type: 'Number', source: 'user', scope: 'galaxy' }, ['/scope']);
    await refused({}, ['/key', '/type', '/source']);
    await refused({ key: 'x', type: 'Number', source: 'user', names: 'X' }, ['/names']);
    await refused({ key: 'x', type: 'Number', source: 'user', names: { zh: 'x'.repeat(101) } }, [
      '/names/zh',
    ]);
    await refused({ key: 'x', type: 'Number', source: 'user', names: { fr: 'X' } }, ['/names/fr']);
    await refused(
      { type: 'Number', source: 'product', names: { en: 7 } },
      ['/names/en'],
      'PUT',
      `${ATTRIBUTES}/maxStreams`,
    );
    await refused(
      { type: 'Number', source: 'user', value: 'x' },
      ['/value'],
      'PUT',
      `${ATTRIBUTES}/age?scope=global`,
    );
    await refused(
      { key: 'other', type: 'Number', source: 'user' },
      ['/key'],
      'PUT',
      `${ATTRIBUTES}/maxStreams`,
    );
    expect(await storedAttributes()).toBe(before);
  });

  it('refuses a duplicate key (409), across a product and the global attributes', async () => {
    const before = await storedAttributes();
    const clash = async (user: string, json: Record<string, unknown>, product = 'main') => {
      const res = await send(user, 'POST', ATTRIBUTES, json, product);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.header.errors[0]?.description).toBe(
        `Attribute ${String(json.key)} already exists`,
      );
    };
    await clash('policy_main', { key: 'maxStreams', type: 'Number', source: 'product' });
    // A product attribute may not shadow a global one, nor a global one a product's.
    await clash('policy_main', { key: 'age', type: 'Number', source: 'user' });
    await clash('admin', { key: 'productId', type: 'String', source: 'product', scope: 'global' });
    expect(await storedAttributes()).toBe(before);
  });

  it('refuses to delete an attribute, or change its type, while a policy rule names it (409)', async () => {
    const before = await storedAttributes();
    // 'Premium subscribers' (main, published) names subscription; 'Mobile downloads' (main, draft) offlineAllowed.
    const named = await send('admin', 'DELETE', `${ATTRIBUTES}/subscription?scope=global`);
    expect(named.status).toBe(409);
    expect(named.body.header.errors[0]?.description).toContain('Premium subscribers');
    const retyped = await send('admin', 'PUT', `${ATTRIBUTES}/offlineAllowed`, {
      type: 'String',
      source: 'product',
    });
    expect(retyped.status).toBe(409);
    expect(retyped.body.header.errors[0]?.description).toContain('Mobile downloads');
    expect(await storedAttributes()).toBe(before);
    // Same type, another value: allowed while named.
    const revalued = ok(
      await send('admin', 'PUT', `${ATTRIBUTES}/offlineAllowed`, {
        type: 'Boolean',
        source: 'product',
        value: false,
      }),
    );
    expect(revalued.data).toMatchObject({ value: false });
    // launchDate is named by no policy: it may change type, and go.
    ok(
      await send('admin', 'PUT', `${ATTRIBUTES}/launchDate?scope=global`, {
        type: 'String',
        source: 'content',
      }),
    );
    ok(await send('admin', 'DELETE', `${ATTRIBUTES}/launchDate?scope=global`));
  });

  it('keeps a product attribute inside its product', async () => {
    ok(
      await send(
        'policy_kids',
        'POST',
        ATTRIBUTES,
        { key: 'cartoonHours', type: 'Number', source: 'user' },
        'kids',
      ),
      201,
    );
    expect(keysOf(ok(await get('admin', `${ATTRIBUTES}?scope=product`)))).not.toContain(
      'cartoonHours',
    );
    expect(
      (await send('admin', 'PUT', `${ATTRIBUTES}/cartoonHours`, { type: 'Number', source: 'user' }))
        .status,
    ).toBe(404);
    expect((await send('admin', 'DELETE', `${ATTRIBUTES}/cartoonHours`)).status).toBe(404);
    // policy_main cannot ask for kids at all.
    expect((await get('policy_main', ATTRIBUTES, 'kids')).status).toBe(403);
    expect(keysOf(ok(await get('admin', `${ATTRIBUTES}?scope=product`, 'kids')))).toContain(
      'cartoonHours',
    );
  });

  it('lets service_admin read but not write, and a role without policy management do neither', async () => {
    ok(await get('service_main', ATTRIBUTES));
    ok(await get('service_main', PERSONAS));
    const attempts: [string, string, unknown][] = [
      ['POST', ATTRIBUTES, { key: 'z', type: 'Number', source: 'user' }],
      ['PUT', `${ATTRIBUTES}/maxStreams`, { type: 'Number', source: 'product' }],
      ['DELETE', `${ATTRIBUTES}/maxStreams`, undefined],
      ['POST', PERSONAS, { n: 'Nope' }],
      ['PUT', `${PERSONAS}/main-persona-1`, { n: 'Nope' }],
      ['DELETE', `${PERSONAS}/main-persona-1`, undefined],
    ];
    for (const [method, path, json] of attempts)
      expect((await send('service_main', method, path, json)).status, `${method} ${path}`).toBe(
        403,
      );
    for (const path of [
      ATTRIBUTES,
      `${BASE}/apps`,
      `${BASE}/app_attrs?app=web`,
      `${BASE}/app_data_mapping`,
      '/api/policy/count/urn/resource/attribute',
    ])
      expect((await get('store_main', path)).status, path).toBe(403);
    // The applications themselves are reference data every page naming an app reads; the
    // saved personas are the storefront preview's viewers (issue 12): listed, never written.
    expect((await get('store_main', `${BASE}/urn/resource/application`)).status).toBe(200);
    expect((await get('store_main', PERSONAS)).status).toBe(200);
    expect((await send('store_main', 'POST', PERSONAS, { n: 'Nope' })).status).toBe(403);
  });

  it('keeps personas per product: list, create, update, delete, a non-blank name, at most 100', async () => {
    const seeded = ok(await get('policy_main', PERSONAS));
    expect((seeded.data as Persona[]).map((p) => p.n)).toEqual([
      'Adult premium viewer',
      'Free viewer on mobile',
      'Kids profile',
    ]);
    const created = ok(
      await send('policy_main', 'POST', PERSONAS, {
        n: ' Night owl ',
        context: { age: 40, device: 'web' },
      }),
      201,
    );
    const persona = created.data as Persona;
    expect(persona).toMatchObject({
      n: 'Night owl',
      context: { age: 40, device: 'web' },
      prd: 'main',
    });
    const renamed = ok(
      await send('policy_main', 'PUT', `${PERSONAS}/${persona.id}`, {
        n: 'Early bird',
        context: { age: 41 },
      }),
    );
    expect(renamed.data).toMatchObject({ id: persona.id, n: 'Early bird', context: { age: 41 } });
    for (const body of [{ n: '   ' }, { context: {} }, { n: 'x', context: [1] }]) {
      const res = await send('policy_main', 'POST', PERSONAS, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const blank = await send('policy_main', 'PUT', `${PERSONAS}/${persona.id}`, { n: '' });
    expect(blank.body.header.errors[0]?.field).toBe('/n');
    // Another product's persona is not found.
    expect(
      (await send('policy_main', 'PUT', `${PERSONAS}/kids-persona-1`, { n: 'Mine' })).status,
    ).toBe(404);
    expect((await send('policy_main', 'DELETE', `${PERSONAS}/kids-persona-1`)).status).toBe(404);
    expect((ok(await get('policy_kids', PERSONAS, 'kids')).data as Persona[])[1]?.n).toBe(
      'Free viewer on mobile',
    );
    ok(await send('policy_main', 'DELETE', `${PERSONAS}/${persona.id}`));
    expect((await send('policy_main', 'DELETE', `${PERSONAS}/${persona.id}`)).status).toBe(404);

    // Fill main up to the limit directly, then one more through the API is refused.
    const have = (ok(await get('policy_main', PERSONAS)).data as Persona[]).length;
    for (let n = have; n < MAX_PERSONAS_PER_PRODUCT; n += 1)
      await insertPersona(server.built.storage.db, {
        id: `filler-${n}`,
        product: 'main',
        n: `Filler ${n}`,
        context: {},
        at: new Date().toISOString(),
        by: 'test',
      });
    const full = await send('policy_main', 'POST', PERSONAS, { n: 'One too many' });
    expect(full.status).toBe(409);
    expect(full.body.header.errors[0]?.description).toBe('A product holds at most 100 personas');
    expect((ok(await get('policy_main', PERSONAS)).data as Persona[]).length).toBe(100);
    // kids is not full.
    ok(await send('policy_kids', 'POST', PERSONAS, { n: 'Toddler' }, 'kids'), 201);
  });
});
