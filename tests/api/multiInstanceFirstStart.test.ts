import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openStorage } from '../../server/store/db';
import { POSTGRES_URL, postgresUrlFor, testDialects } from '../helpers/testServer';
import type { Dialect } from '../helpers/testServer';
import { startServerProcess } from '../support/serverProcess';
import type { ServerProcess } from '../support/serverProcess';

/**
 * Replicas started together by an orchestrator on a database nothing has touched yet: each one
 * migrates and then finds the database without products, so each would seed the demo data. One
 * seeds; the others wait for it and start on its data. Several trials, as the race is timing's.
 */
const dialects = await testDialects();
const DATABASE = 'console_firststart';
const TRIALS = 3;
const INSTANCES = 2;

/** Drops and creates the PostgreSQL database: no schema, no rows. */
async function emptyPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function environment(dialect: Dialect, dataDir: string): NodeJS.ProcessEnv {
  const inherited: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG']) {
    const value = process.env[name];
    if (value) inherited[name] = value;
  }
  return {
    ...inherited,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DATABASE_URL: dialect === 'postgres' ? postgresUrlFor(DATABASE) : '',
    SEED_DEMO_DATA: 'true',
    SKIP_CONSOLE_BUILD: 'true',
    JOB_RUNNER: 'false',
  };
}

describe.each(dialects)('instances started together on an empty %s database', (dialect) => {
  it(`all start and serve, and the demo data is there once (${TRIALS} trials)`, async () => {
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      // SQLite: one data folder (one database file) for every instance.
      const dataDir = mkdtempSync(join(tmpdir(), 'console-firststart-'));
      if (dialect === 'postgres') await emptyPostgres();
      const env = environment(dialect, dataDir);
      const started = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () => startServerProcess({ env })),
      );
      const servers = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      try {
        for (const result of started)
          expect(
            result.status === 'rejected' ? String(result.reason) : 'started',
            `trial ${trial}`,
          ).toBe('started');
        for (const server of servers) await expectServing(server);
        const config = loadConfig({ ...env, PORT: '1' });
        const storage = await openStorage({
          databaseUrl: config.databaseUrl,
          sqliteFile: config.sqliteFile,
          walCheckpoints: false,
        });
        try {
          const products = await storage.db.selectFrom('products').select('id').execute();
          expect(products.map((row) => row.id).sort(), `trial ${trial}`).toEqual(
            ['kids', 'main'].sort(),
          );
          const versions = await storage.db
            .selectFrom('content')
            .select('key')
            .where('id', '=', 'main-movie-1')
            .execute();
          expect(versions.length, `trial ${trial}`).toBe(1);
        } finally {
          await storage.close();
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }, 600_000);
});

/** The instance answers: ready, and its public configuration. */
async function expectServing(server: ServerProcess): Promise<void> {
  const ready = await fetch(`${server.origin}/readyz`);
  expect(ready.status, server.output()).toBe(200);
  const config = await fetch(`${server.origin}/config.json`);
  expect(config.status, server.output()).toBe(200);
}
