import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { TestServer } from './testServer';

/** The users of the product-isolation suites: one editor per product, both, a viewer, a guest… */
export const ISOLATION_USERS_FILE = fileURLToPath(
  new URL('../fixtures/api/isolation-users.json', import.meta.url),
);

export interface FixtureUser {
  username: string;
  name: string;
  roles: string[];
  product?: string[];
}

export const ISOLATION_USERS: readonly FixtureUser[] = JSON.parse(
  readFileSync(ISOLATION_USERS_FILE, 'utf8'),
) as FixtureUser[];

/** The content services' bases: each serves the same catalogue, search and bulk routes. */
export const CONTENT_PREFIXES = ['catalog', 'live', 'vll', 'cmsstore', 'syndication'] as const;

/** One route of the table as a key, e.g. `GET /api/audit/audit/:type/:id`. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Every method/url pair a route registers (HEAD routes included, as Fastify adds them). */
export function keysOf(route: RouteOptions): string[] {
  return [route.method].flat().map((method) => routeKey(method, route.url));
}

/**
 * The server's whole route table, collected from an app built in-process exactly as the server
 * builds it (`buildApp(config, { onRoute })`); the app is closed again at once.
 */
export async function collectRoutes(): Promise<RouteOptions[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-routetable-'));
  const config = loadConfig({
    PORT: '8998',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:8998',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
  });
  const routes: RouteOptions[] = [];
  const built = await buildApp(config, { onRoute: (route) => routes.push(route) });
  try {
    await built.app.ready();
  } finally {
    await built.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return routes;
}

/** A text marker in every kids-only item's name: it must never reach a main-only user. */
export const KIDS_MARKER = 'Zqkidsonlyx';

export interface SeededItem {
  id: string;
  key: string;
  ut: string;
  name: string;
}

/** Creates a movie through the API as the given user in the given product. */
export async function createMovie(
  server: TestServer,
  user: string,
  product: string,
  id: string,
  name: string,
): Promise<SeededItem> {
  const { status, body } = await server.api(
    user,
    '/api/catalog/content/urn/resource/catalog/movie',
    {
      method: 'POST',
      product,
      json: { id, lon: [{ lang: 'en', n: name }] },
    },
  );
  if (status !== 201) throw new Error(`Creating ${id}: HTTP ${status} ${JSON.stringify(body)}`);
  const doc = body.data as { key: string; ut: string };
  return { id, key: doc.key, ut: doc.ut, name };
}
