import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

const PRODUCTS = '/api/policy/policy/urn/resource/product';
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';

interface Product {
  id: string;
  n: string;
}

describe.each(dialects)('products and product scoping on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_products' });
  });
  afterAll(async () => server?.stop());

  const listProducts = async (user: string): Promise<Product[]> => {
    const { status, body } = await server.api(user, PRODUCTS);
    expect(status).toBe(200);
    return body.data as Product[];
  };

  it('lists the products: all for a product admin, the claimed ones for others', async () => {
    expect(await listProducts('admin')).toEqual([
      { id: 'kids', n: 'Kids' },
      { id: 'main', n: 'Main' },
    ]);
    expect(await listProducts('editor')).toEqual([
      { id: 'kids', n: 'Kids' },
      { id: 'main', n: 'Main' },
    ]);
    expect(await listProducts('viewer')).toEqual([{ id: 'main', n: 'Main' }]);
  });

  it("lets a user whose product claim includes 'admin' create a product, which is then listed", async () => {
    const { status, body } = await server.api('admin', PRODUCTS, {
      method: 'POST',
      json: { n: 'Sports' },
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: 'sports', n: 'Sports' });
    expect(await listProducts('admin')).toContainEqual({ id: 'sports', n: 'Sports' });
    const row = await server.built.storage.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', 'sports')
      .executeTakeFirst();
    expect(row).toMatchObject({ id: 'sports', n: 'Sports' });
    // Not in the editor's claim, so not in the editor's list.
    expect((await listProducts('editor')).map((p) => p.id)).not.toContain('sports');
  });

  it('refuses product creation to an editor (403)', async () => {
    const { status, body } = await server.api('editor', PRODUCTS, {
      method: 'POST',
      json: { n: 'Editor Channel' },
    });
    expect(status).toBe(403);
    expect(body.header.errors[0]?.description).toBe(
      'Only product administrators may create products',
    );
    expect((await listProducts('admin')).map((p) => p.n)).not.toContain('Editor Channel');
  });

  it('refuses an empty or blank name (400)', async () => {
    for (const n of ['', '   ']) {
      const { status, body } = await server.api('admin', PRODUCTS, { method: 'POST', json: { n } });
      expect(status, `name '${n}'`).toBe(400);
      expect(body.header.errors[0]?.description).toBe('Product Name is required');
    }
    const missing = await server.api('admin', PRODUCTS, { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
  });

  it('refuses a duplicate product (409)', async () => {
    const first = await server.api('admin', PRODUCTS, {
      method: 'POST',
      json: { n: 'Documentaries' },
    });
    expect(first.status).toBe(201);
    const again = await server.api('admin', PRODUCTS, {
      method: 'POST',
      json: { n: 'Documentaries' },
    });
    expect(again.status).toBe(409);
    expect(again.body.header.errors[0]?.description).toBe('Product Documentaries already exists');
    const seeded = await server.api('admin', PRODUCTS, { method: 'POST', json: { n: 'Main' } });
    expect(seeded.status).toBe(409);
    const rows = await server.built.storage.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', 'documentaries')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps content in its product: a movie created in kids is not visible in main', async () => {
    const created = await server.api('editor', MOVIES, {
      method: 'POST',
      product: 'kids',
      json: { id: 'kids-only-movie', lon: [{ lang: 'en', n: 'Kids Only Movie' }] },
    });
    expect(created.status).toBe(201);
    expect((created.body.data as { prd: string[] }).prd).toEqual(['kids']);

    const inKids = await server.api('editor', `${MOVIES}/kids-only-movie`, { product: 'kids' });
    expect(inKids.status).toBe(200);
    const inMain = await server.api('editor', `${MOVIES}/kids-only-movie`, { product: 'main' });
    expect(inMain.status).toBe(404);

    const mainList = await server.api('editor', `${MOVIES}?st=draft&pageSize=1000`, {
      product: 'main',
    });
    expect(mainList.status).toBe(200);
    expect((mainList.body.data as { id: string }[]).map((m) => m.id)).not.toContain(
      'kids-only-movie',
    );
    const kidsList = await server.api('editor', `${MOVIES}?st=draft&pageSize=1000`, {
      product: 'kids',
    });
    expect((kidsList.body.data as { id: string }[]).map((m) => m.id)).toContain('kids-only-movie');
  });

  it("refuses a product outside the caller's claim (403)", async () => {
    const { status, body } = await server.api('viewer', MOVIES, { product: 'kids' });
    expect(status).toBe(403);
    expect(body.header.errors[0]?.description).toBe('viewer is not entitled to product kids');
  });

  it("refuses content routes to a user without a product claim with '<name> is not entitled to any products'", async () => {
    const requests = [
      server.api('nobody', MOVIES),
      server.api('nobody', `${MOVIES}/main-movie-1`),
      server.api('nobody', MOVIES, {
        method: 'POST',
        json: { id: 'nobody-movie', lon: [{ lang: 'en', n: 'Nobody' }] },
      }),
      server.api('nobody', '/api/catalog/count/urn/resource/catalog/movie'),
    ];
    for (const { status, body } of await Promise.all(requests)) {
      expect(status).toBe(403);
      expect(body.header.errors[0]?.description).toBe('nobody is not entitled to any products');
    }
    const row = await server.built.storage.db
      .selectFrom('content')
      .select('key')
      .where('id', '=', 'nobody-movie')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
