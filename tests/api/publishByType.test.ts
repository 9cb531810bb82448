import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * "Actions published, archived, purged, force-unlock each need their own permission on the
 * resource; publish's permission depends on whether the content type is a specific one" (spec
 * section 4): each action is checked on the type's own page, and the virtual live channel, shown
 * in the Live area, is the type whose page is not its area's (cp_vll, not cp_live). So a live
 * content admin publishes a live channel but not a virtual channel, and the VLL admin publishes a
 * virtual channel and, with its datastore grant (view, update, publish), a movie, which it may
 * not archive or delete.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/publish-users.json', import.meta.url));
const dialects = await testDialects();
const CATALOG = {
  movie: '/api/catalog/content/urn/resource/catalog/movie',
  channel: '/api/live/content/urn/resource/catalog/channel',
  virtuallivechannel: '/api/vll/content/urn/resource/catalog/virtuallivechannel',
} as const;
type Type = keyof typeof CATALOG;

interface Doc {
  id: string;
  key: string;
  ut: string;
  st: string;
}

describe.each(dialects)('publish permission by content type on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_publish_by_type',
      seedItems: 2,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  let made = 0;
  const draft = async (type: Type): Promise<Doc> => {
    made += 1;
    const created = await server.api('admin', CATALOG[type], {
      product: 'main',
      method: 'POST',
      json: { id: `by-type-${type}-${String(made)}`, lon: [{ lang: 'en', n: `${type} ${made}` }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as Doc;
  };
  const move = (user: string, type: Type, doc: Doc, st: string) =>
    server.api(user, `${CATALOG[type]}/${doc.id}`, {
      product: 'main',
      method: 'PUT',
      json: { key: doc.key, ut: doc.ut, st },
    });

  it('lets a live content admin publish a live channel but not a virtual channel', async () => {
    expect((await move('live_admin', 'channel', await draft('channel'), 'published')).status).toBe(
      200,
    );
    const refused = await move(
      'live_admin',
      'virtuallivechannel',
      await draft('virtuallivechannel'),
      'published',
    );
    expect(refused.status).toBe(403);
    // Refused before anything is read: the role may change no virtual channel at all.
    expect(refused.body.header.errors[0]?.description).toMatch(
      /^You do not have permission to \w+ virtuallivechannel$/,
    );
  });

  it('lets the VLL admin publish a virtual channel and a movie, but not archive or delete the movie', async () => {
    const channel = await move(
      'scheduler',
      'virtuallivechannel',
      await draft('virtuallivechannel'),
      'published',
    );
    expect(channel.status, JSON.stringify(channel.body)).toBe(200);
    const movie = await draft('movie');
    expect((await move('scheduler', 'movie', movie, 'archived')).status).toBe(403);
    expect((await move('scheduler', 'movie', movie, 'deleted')).status).toBe(403);
    const published = await move('scheduler', 'movie', movie, 'published');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });
});
