import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import { SqliteDriver, sql } from 'kysely';
import type { DatabaseConnection, DialectAdapter, Driver, SqliteDialectConfig } from 'kysely';
import type { LogEvent, PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrateToLatest } from './migrations';
import { SEARCH_FOLD_FUNCTION } from './searchFields';
import { startWalCheckpointer } from './walCheckpointer';
import type { ContentGeneration } from './contentGeneration';
import { postgresGeneration, sqliteGeneration } from './contentGeneration';
import { isSqlite } from './isSqlite';

export type DialectName = 'sqlite' | 'postgres';

export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Changes whenever committed content changes (see contentGeneration.ts). */
  generation: ContentGeneration;
  /** Closes the pool / file. */
  close(): Promise<void>;
}

export interface StorageOptions {
  /** postgres://... selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL: the most connections the pool opens (config PG_POOL_SIZE); default 10. */
  poolSize?: number | undefined;
  /** Log statements slower than this many milliseconds (config SLOW_QUERY_MS); undefined = never. */
  slowQueryMs?: number | undefined;
  /**
   * SQLite: run WAL checkpoints in a worker (default). A second connection to a server's file
   * (a test's) leaves them to the server.
   */
  walCheckpoints?: boolean;
}

/** Logs statements slower than `threshold` milliseconds (diagnostics). */
function slowQueryLogger(threshold: number | undefined): ((event: LogEvent) => void) | undefined {
  if (threshold === undefined) return undefined;
  return (event) => {
    if (event.queryDurationMillis >= threshold) {
      console.warn(`[slow query ${event.queryDurationMillis.toFixed(1)} ms] ${event.query.sql}`);
    }
  };
}

/**
 * Kysely prepares every query anew; SQLite compiling the same statements again costs more than
 * running them. Prepared statements are kept by SQL text (bounded). Safe because Kysely runs one
 * query at a time on its single SQLite connection.
 */
function cachingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= 2000) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting for it through the
 * busy timeout: a deferred BEGIN that reads first and writes later can fail at once with
 * SQLITE_BUSY when the checkpointer restarted the log in between.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely's SQLite adapter runs migrations outside a transaction and its migration lock does
 * nothing (one connection per process is all it guards against): two instances migrating one new
 * file at once both ran the same migration, and one failed. Declaring transactional DDL makes the
 * migrator run the pending migrations in one transaction, which takes the write lock as it begins
 * (BEGIN IMMEDIATE): the second instance waits, then finds them done.
 */
class MigratingSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
  override createAdapter(): DialectAdapter {
    return new MigratingSqliteAdapter();
  }
}

/** How many distinct statements a process names on PostgreSQL (each connection prepares each once). */
const NAMED_STATEMENTS = 2_000;
const UNNAMED = '';

/**
 * The pool Kysely talks to PostgreSQL through, with its statements prepared once a connection:
 * each distinct SQL text with parameters gets a name (`s1`, `s2`, ...; the first NAMED_STATEMENTS
 * of them), and node-postgres then parses and plans it on a connection's first run only and later
 * just binds and executes it (measured on 100,000 items: get by id +27 %, update +37 %, list page
 * +11 % in req/s). Statements without parameters (BEGIN, COMMIT, DDL) and those past the limit
 * run unnamed, as before.
 */
function preparingPool(pool: pg.Pool): PostgresPool & { startNaming: () => void } {
  const names = new Map<string, string>();
  // Off while the migrations run: a statement prepared before a migration changes its table
  // would fail after it ('cached plan must not change result type').
  let naming = false;
  const nameOf = (text: string): string | undefined => {
    if (!naming) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name === UNNAMED ? undefined : name;
  };
  // One wrapper a connection, so Kysely keeps finding the same client.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    startNaming: () => {
      naming = true;
    },
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      const known = wrapped.get(client);
      if (known) return known;
      const query = (text: unknown, parameters?: ReadonlyArray<unknown>) => {
        if (typeof text !== 'string' || !parameters || parameters.length === 0)
          return client.query(text as string, parameters as unknown[] | undefined);
        const name = nameOf(text);
        if (name === undefined) return client.query(text, [...parameters]);
        return client.query({ name, text, values: [...parameters] }).catch((error: unknown) => {
          // A table changed under a prepared statement (another instance's upgrade migrated it):
          // the statement runs unnamed from then on.
          if ((error as { code?: unknown }).code !== '0A000') throw error;
          names.set(text, UNNAMED);
          return client.query(text, [...parameters]);
        });
      };
      const wrapper = { query, release: () => client.release() } as unknown as PostgresPoolClient;
      wrapped.set(client, wrapper);
      return wrapper;
    },
  };
}

/**
 * Puts the file in WAL mode. On a new file that several instances open at once the change can find
 * the file busy, and SQLite then answers 'database is locked' at once (its busy timeout does not
 * cover it): tried again for up to 5 s.
 */
async function enableWal(sqlite: SQLite.Database): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Opens the configured database (SQLite in WAL mode, or a PostgreSQL pool) and migrates it to
 * the latest schema. Migrations are idempotent and safe to run from several instances at once.
 */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // BIGINT (count(*)) comes back as a string by default; our counts fit a JS number.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const preparing = preparingPool(pool);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparing }),
      log: slowQueryLogger(options.slowQueryMs),
    });
    await migrateToLatest(db, 'postgres');
    preparing.startNaming();
    return {
      db,
      dialect: 'postgres',
      generation: postgresGeneration(db),
      close: () => db.destroy(),
    };
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  await enableWal(sqlite);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // 64 MiB of page cache (the default is 2 MiB): hot index and list pages stay in memory
  // instead of being read from the file again (measured: get by id +10 %, search +10 %).
  sqlite.pragma('cache_size = -65536');
  // Checkpoints run in a worker thread (walCheckpointer.ts); this connection checkpoints by
  // itself only if the log ever reaches 100,000 pages (~400 MiB), should the worker stop.
  sqlite.pragma('wal_autocheckpoint = 100000');
  // The global search's per-field matching folds case as the search index's text was folded
  // (JavaScript's toLowerCase; SQLite's own lower() knows ASCII only).
  sqlite.function(SEARCH_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : null,
  );
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }),
    log: slowQueryLogger(options.slowQueryMs),
  });
  await migrateToLatest(db, 'sqlite');
  dropSamplesThatCannotMatter(sqlite);
  const checkpointer =
    options.walCheckpoints === false
      ? undefined
      : startWalCheckpointer(options.sqliteFile, {
          onError: (message) => console.warn(`[wal checkpoint] ${message}`),
        });
  return {
    db,
    dialect: 'sqlite',
    generation: sqliteGeneration(sqlite),
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * SQLite's samples (sqlite_stat4) of indexes whose plan they cannot change: of tables under
 * 1,000 rows, and of indexes whose first column has at most 10 rows a value (an item's id: one
 * row a version). A statement searching an index with samples is prepared again on every run
 * (SQLite checks whether the bound value would choose another plan): get by id and an edit's
 * reads were compiled anew on each request (measured: 20-28 µs a read instead of 12 µs).
 */
const SAMPLES_THAT_CANNOT_MATTER = `idx IN (SELECT idx FROM sqlite_stat1 WHERE idx IS NOT NULL AND (
  CAST(stat AS INTEGER) < 1000 OR CAST(substr(stat, instr(stat, ' ') + 1) AS INTEGER) <= 10))`;

/** Drops those samples, and has the connection load the statistics again. */
function dropSamplesThatCannotMatter(sqlite: SQLite.Database): void {
  const tables = sqlite
    .prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('sqlite_stat1', 'sqlite_stat4')")
    .pluck()
    .get();
  if (tables !== 2) return;
  const found = sqlite
    .prepare(`SELECT count(*) FROM sqlite_stat4 WHERE ${SAMPLES_THAT_CANNOT_MATTER}`)
    .pluck()
    .get();
  if (found === 0) return;
  sqlite.exec(`DELETE FROM sqlite_stat4 WHERE ${SAMPLES_THAT_CANNOT_MATTER}`);
  sqlite.exec('ANALYZE sqlite_schema');
}

/**
 * Fresh planner statistics (ANALYZE) after a bulk load, so the planner knows the tables' sizes.
 * PostgreSQL also vacuums (VACUUM (ANALYZE)): the visibility map of freshly loaded tables is
 * empty until then, so an index-only scan (the list pages' keys) still visits every row it
 * passes in the table (measured: a list page 975 rows in read 53 buffers with 1,000 heap fetches
 * before, 19 and none after).
 */
export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  if (isSqlite(db)) {
    await sql`ANALYZE`.execute(db);
    await sql.raw(`DELETE FROM sqlite_stat4 WHERE ${SAMPLES_THAT_CANNOT_MATTER}`).execute(db);
    await sql`ANALYZE sqlite_schema`.execute(db);
    return;
  }
  await sql`VACUUM (ANALYZE)`.execute(db);
}
