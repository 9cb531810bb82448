import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The demo 'New arrivals' rail (a saved query: titles added in the last 30 days) has titles on
 * the day the demo is seeded: the newest movies are dated in the days before the seed
 * (server/seed/demoSeed.ts, RECENT_MOVIES), the rest of the catalogue in January 2026. With 60
 * movies a product, movies 51-60 are the recent ones (the first 50 keep the January clock); of
 * them 51, 52, 59 and 60 are published and on offer. A title added after the moment read is
 * not in the rail: a preview of an earlier day does not show what was added since.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/storefront-users.json', import.meta.url));
const dialects = await testDialects();
const S = '/api/storefront/storefront';
const HOUR = 3_600_000;

interface View {
  tabs: { containers: { id: string; items: { id: string; type: string }[] }[] }[];
}

describe.each(dialects)("the demo's new arrivals on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_storefront_arrivals',
      seedItems: 60,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  const arrivals = async (at?: string) => {
    const { status, body } = await server.api('store_viewer', `${S}/view/main-page-home`, {
      method: 'POST',
      json: { device: 'tv', ...(at ? { at } : {}) },
      product: 'main',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const rail = (body.data as View).tabs
      .flatMap((tab) => tab.containers)
      .find((container) => container.id === 'main-container-new-arrivals');
    expect(rail, 'the new-arrivals rail is shown').toBeDefined();
    return rail?.items.map((item) => item.id);
  };

  it('holds the movies seeded as recent, newest first, read now', async () => {
    expect(await arrivals()).toEqual([
      'main-movie-60',
      'main-movie-59',
      'main-movie-52',
      'main-movie-51',
    ]);
  });

  it('leaves out the titles added after the moment read', async () => {
    // Movies 60 and 59 were added 1 and 13 hours before the seed; 52 and 51 days before.
    expect(await arrivals(new Date(Date.now() - 30 * HOUR).toISOString())).toEqual([
      'main-movie-52',
      'main-movie-51',
    ]);
    // In late January 2026 the January catalogue is new and none of the recent movies exist.
    const january = await arrivals('2026-01-20T12:00:00.000Z');
    expect(january?.length).toBeGreaterThan(5);
    expect(january?.filter((id) => /^main-movie-(5[1-9]|60)$/.test(id))).toEqual([]);
  });
});
