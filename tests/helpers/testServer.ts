import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import type { ServerConfig } from '../../server/config';
import { openStorage } from '../../server/store/db';
import type { Storage } from '../../server/store/db';
import { claimDatabase, copySeededTemplate } from '../support/databaseTemplates';
import { freePort, startServerProcess } from '../support/serverProcess';
import type { ServerProcess } from '../support/serverProcess';
import { loginWithPassword } from './oidcLogin';
import { POSTGRES_URL, ensurePostgresDatabase, postgresUrlFor } from '../support/postgresDatabases';

export { POSTGRES_URL, ensurePostgresDatabase, postgresUrlFor };

/** How long a signed-in user's token is reused: well inside the provider's 300 s lifetime. */
const TOKEN_REUSE_MS = 240_000;

export { freePort };

export type Dialect = 'sqlite' | 'postgres';

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
  /** The server's configuration (loadConfig over the environment it was started with). */
  config: ServerConfig;
  /**
   * The test's own connection to the server's database, to read and change rows directly
   * (states the API cannot produce); the server runs in its own process.
   */
  built: { storage: Storage };
  /** The server's process (pid, output, exit code). */
  process: ServerProcess;
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
    errors: {
      code: number;
      description: string;
      field?: string;
      reason?: string;
      params?: Record<string, unknown>;
    }[];
  };
}

export interface TestServerOptions {
  dialect: Dialect;
  /**
   * PostgreSQL database for this test file, made afresh for each server that is not sharing it;
   * default 'console_test'. Each file needs its own (API files run two at a time): a name another
   * file of the run uses is refused.
   */
  database?: string;
  /** Movies per product in the seed (default 30: quick). */
  seedItems?: number;
  /** Skip the seed entirely. */
  noSeed?: boolean;
  /** Keep the existing PostgreSQL data (a second instance on the same database). */
  sharedDatabase?: boolean;
  /** false: the server runs no job runner (JOB_RUNNER=false). */
  runJobs?: boolean;
  env?: Record<string, string>;
  /** Listen on this port (default: a free one), e.g. when another server must know it first. */
  port?: number;
}

/** What a test server inherits from the test runner's environment: how to run, never settings. */
function runnerEnvironment(): Record<string, string> {
  const names = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'NODE_EXTRA_CA_CERTS'];
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name] ?? '']] : [])),
  );
}

/**
 * Starts the real service as `npm start` does (server/start.mjs in its own process, through
 * tests/support/serverProcess.ts) on a free port: SQLite in a temp folder, or the test file's
 * own PostgreSQL database, made afresh; a small demo catalogue seeded beforehand (under Vitest a
 * copy of the run's seeded template, tests/support/databaseTemplates.ts); its job runner polling
 * every 100 ms.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'console-test-'));
  const database = options.database ?? 'console_test';
  if (options.dialect === 'postgres') claimDatabase(database);
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    DATABASE_URL: options.dialect === 'postgres' ? postgresUrlFor(database) : '',
    SEED_DEMO_DATA: 'false',
    SKIP_CONSOLE_BUILD: 'true',
    JOB_POLL_MS: '100',
    ...(options.runJobs === false ? { JOB_RUNNER: 'false' } : {}),
    ...options.env,
  };
  const config = loadConfig({ ...env, PORT: String(port) });
  const seeded = !options.noSeed && !options.sharedDatabase;
  // A copy of the run's seeded template when there is one (the default resources, the file's
  // own database); otherwise the database is emptied here and seeded below, as without Vitest.
  const copied =
    seeded &&
    options.env?.RESOURCES_DIR === undefined &&
    options.env?.DATABASE_URL === undefined &&
    (await copySeededTemplate({
      dialect: options.dialect,
      sqliteFile: config.sqliteFile,
      postgresUrl: POSTGRES_URL,
      database,
      itemsPerProduct: options.seedItems ?? 30,
    }));
  if (!copied && options.dialect === 'postgres' && !options.sharedDatabase)
    await resetPostgres(database);
  // The test's connection migrates and seeds before the server starts (so the server's first
  // answers already see the catalogue), then stays open for the tests' direct reads.
  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    walCheckpoints: false,
  });
  let server: ServerProcess;
  try {
    if (seeded && !copied) {
      const { loadResourceCatalog } = await import('../../server/resourceCatalog');
      const { seedDemoData } = await import('../../server/seed/demoSeed');
      const catalog = loadResourceCatalog(config.resourcesDir);
      await seedDemoData(storage, catalog, { itemsPerProduct: options.seedItems ?? 30 });
    }
    server = await startServerProcess({ port, env: { ...runnerEnvironment(), ...env } });
  } catch (error) {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const tokens = new Map<string, { token: Promise<string>; at: number }>();
  const token = (username: string) => {
    const cached = tokens.get(username);
    // A token lives ACCESS_TOKEN_TTL (300 s): a test waiting on a long job signs in again, as
    // the console refreshes, rather than getting 401 from a token that expired meanwhile.
    if (cached && Date.now() - cached.at < TOKEN_REUSE_MS) return cached.token;
    // At the server's issuer (its own provider, or the realm in keycloak mode), back to its origin.
    const pending = loginWithPassword(config.issuer, username, username, {
      redirectUri: `${new URL(config.publicUrl).origin}/`,
    }).then((t) => t.accessToken);
    tokens.set(username, { token: pending, at: Date.now() });
    return pending;
  };
  return {
    baseUrl,
    config,
    built: { storage },
    process: server,
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
      await server.stop();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a raw SQL statement on the server's own database (for fault injection in tests). */
export async function rawSql(server: TestServer, statement: string): Promise<void> {
  await sql.raw(statement).execute(server.built.storage.db);
}
