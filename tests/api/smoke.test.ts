import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

describe.each(dialects)('service basics on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_smoke' });
  });
  afterAll(async () => server?.stop());

  it('serves health, readiness and the runtime configuration', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const ready = (await (await fetch(`${server.baseUrl}/readyz`)).json()) as { database: string };
    expect(ready.database).toBe(dialect);
    const config = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as {
      services: Record<string, string>;
      auth: { issuer: string };
    };
    expect(config.services.catalog).toBe('/api/catalog');
    expect(Object.keys(config.services)).toHaveLength(16);
    expect(config.auth.issuer).toBe(`${server.baseUrl}/auth`);
  });

  it('refuses a request without a token with a 401 envelope', async () => {
    const { status, body } = await server.api(
      '',
      '/api/catalog/content/urn/resource/catalog/movie',
    );
    expect(status).toBe(401);
    expect(body.header.errors[0]?.description).toBe('Authentication required');
  });

  it('lists movies of the product for an editor signed in through the login page', async () => {
    const { status, body } = await server.api(
      'editor',
      '/api/catalog/content/urn/resource/catalog/movie?pageSize=5',
      { product: 'main' },
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.header.count).toBeGreaterThan(20);
  });
});
