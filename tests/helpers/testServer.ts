import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { ServerConfig } from '../../server/config';
import { startJobRunner } from '../../server/jobs/bulkJobs';
import { seedDemoData } from '../../server/seed/demoSeed';
import { loginWithPassword } from './oidcLogin';

export type Dialect = 'sqlite' | 'postgres';

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; CI (CI=true) requires it, so there an outage fails instead of skipping. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    if (process.env.CI === 'true')
      throw new Error(`PostgreSQL is required in CI but ${POSTGRES_URL} does not answer`);
    return false;
  }
}

/** The dialects to run API suites on: SQLite always, PostgreSQL when it answers. */
export async function testDialects(): Promise<Dialect[]> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The URL of a named database on the test PostgreSQL server. */
export function postgresUrlFor(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the named database when missing (each API test file uses its own). */
export async function ensurePostgresDatabase(database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Bad database name ${database}`);
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount)
      await client.query(`CREATE DATABASE ${database}`).catch((error: unknown) => {
        // Another process created it first.
        if (!String(error).includes('already exists')) throw error;
      });
  } finally {
    await client.end();
  }
}

/** Empties every table of a PostgreSQL test database (schema and signing keys stay). */
export async function resetPostgres(database: string): Promise<void> {
  await ensurePostgresDatabase(database);
  const client = new pg.Client({ connectionString: postgresUrlFor(database) });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'",
    );
    const tables = rows.map((r) => `"${r.tablename}"`).filter((t) => t !== '"meta"');
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')}`);
    await client.query("DELETE FROM meta WHERE k NOT LIKE 'idp_%'").catch(() => undefined);
  } finally {
    await client.end();
  }
}

export interface TestServer {
  baseUrl: string;
  config: ServerConfig;
  built: BuiltApp;
  dialect: Dialect;
  /** Signs in through the real login page (cached per user) and returns an access token. */
  token(username: string): Promise<string>;
  /** fetch against the server with a user's token and product. */
  api(
    username: string,
    path: string,
    init?: RequestInit & { product?: string; json?: unknown },
  ): Promise<{ status: number; body: ApiBody }>;
  stop(): Promise<void>;
}

export interface ApiBody {
  data: unknown;
  header: {
    code: number;
    count: number;
    errors: { code: number; description: string; field?: string }[];
  };
}

export interface TestServerOptions {
  dialect: Dialect;
  /** PostgreSQL database for this test file (created when missing); default 'console_test'. */
  database?: string;
  /** Movies per product in the seed (default 30: quick). */
  seedItems?: number;
  /** Skip the seed entirely. */
  noSeed?: boolean;
  /** Keep the existing PostgreSQL data (a second instance on the same database). */
  sharedDatabase?: boolean;
  runJobs?: boolean;
  env?: Record<string, string>;
  /** Listen on this port (default: a free one), e.g. when another server must know it first. */
  port?: number;
}

/**
 * Starts the real service on a free port (SQLite in a temp folder, or the shared PostgreSQL
 * test database, emptied first), seeds a small demo catalogue, and starts the job runner.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'console-test-'));
  const database = options.database ?? 'console_test';
  if (options.dialect === 'postgres' && !options.sharedDatabase) await resetPostgres(database);
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    ...(options.dialect === 'postgres' ? { DATABASE_URL: postgresUrlFor(database) } : {}),
    ...options.env,
  });
  const built = await buildApp(config);
  if (!options.noSeed && !options.sharedDatabase) {
    await seedDemoData(built.storage, built.catalog, { itemsPerProduct: options.seedItems ?? 30 });
  }
  const stopJobs =
    options.runJobs === false
      ? async () => undefined
      : startJobRunner(
          {
            db: built.storage.db,
            dialect: built.storage.dialect,
            catalog: built.catalog,
            log: built.app.log,
            generation: built.storage.generation,
          },
          { pollMs: 100 },
        );
  await built.app.listen({ host: '127.0.0.1', port });
  const baseUrl = `http://127.0.0.1:${port}`;
  const tokens = new Map<string, Promise<string>>();
  const token = (username: string) => {
    let pending = tokens.get(username);
    if (!pending) {
      // At the server's issuer (its own provider, or the realm in keycloak mode), back to its origin.
      pending = loginWithPassword(config.issuer, username, username, {
        redirectUri: `${new URL(config.publicUrl).origin}/`,
      }).then((t) => t.accessToken);
      tokens.set(username, pending);
    }
    return pending;
  };
  return {
    baseUrl,
    config,
    built,
    dialect: options.dialect,
    token,
    async api(username, path, init = {}) {
      const headers = new Headers(init.headers);
      if (username) headers.set('authorization', `Bearer ${await token(username)}`);
      if (init.product) headers.set('x-product', init.product);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers, body: body ?? null });
      const text = await response.text();
      let parsed: ApiBody;
      try {
        parsed = JSON.parse(text) as ApiBody;
      } catch {
        throw new Error(`Not JSON from ${path} (HTTP ${response.status}): ${text.slice(0, 200)}`);
      }
      return { status: response.status, body: parsed };
    },
    async stop() {
      await stopJobs();
      await built.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a raw SQL statement on the server's own database (for fault injection in tests). */
export async function rawSql(server: TestServer, statement: string): Promise<void> {
  await sql.raw(statement).execute(server.built.storage.db);
}
