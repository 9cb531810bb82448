/**
 * Seeded databases for the API tests, made once per Vitest run and copied for each server.
 *
 * Seeding the demo catalogue (and loading the resource catalogue to do it) took 1-2 s of every
 * seeded server start. Instead, the first server of a run that asks for a seed of N movies per
 * product builds a template database with exactly what a seed used to write (migrations, the demo
 * seed, the provider's signing and cookie keys, which the server otherwise makes at its first
 * start), and every seeded server after it starts on a copy: SQLite copies the file, PostgreSQL
 * runs CREATE DATABASE … TEMPLATE. Each server still gets its own database, so no test sees
 * another's data.
 *
 * The seed writes some rows relative to the moment it runs (the schedule's weeks, the sports
 * events to come, the newest movies), all to the hour: a template serves the clock hour it was
 * made in, and the next hour gets its own.
 *
 * The templates live for one run: tests/setup/apiGlobalSetup.ts names the run's folder in
 * CONSOLE_TEST_TEMPLATES and removes the folder and the PostgreSQL templates afterwards. Without
 * that variable (a bench, a script) nothing is copied and the caller seeds as before.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import type { Storage } from '../../server/store/db';
import { REPO_ROOT } from './serverProcess';

/** The environment variable naming the run's template folder (set by the API global setup). */
export const TEMPLATES_ENV = 'CONSOLE_TEST_TEMPLATES';
/** PostgreSQL templates are named `console_tpl_<run>_...`; the run part is `<epoch seconds>_<pid>`. */
export const TEMPLATE_PREFIX = 'console_tpl_';
/** The running test file (set by tests/setup/apiFile.ts), to tell which file uses a database. */
export const TEST_FILE_ENV = 'CONSOLE_TEST_FILE';

const HOUR_MS = 3_600_000;

export interface TemplateTarget {
  dialect: 'sqlite' | 'postgres';
  /** The SQLite file the server will open (copied only when it does not exist yet). */
  sqliteFile: string;
  /** PostgreSQL: the server's (admin) URL, and the database to make afresh from the template. */
  postgresUrl: string;
  database: string;
  /** Movies per product in the seed. */
  itemsPerProduct: number;
}

/** The run's template folder, when the API global setup made one. */
export function templatesDir(): string | undefined {
  const dir = process.env[TEMPLATES_ENV];
  return dir && existsSync(dir) ? dir : undefined;
}

/** The run's tag (`<epoch seconds>_<pid>`), the last part of the folder's name. */
function runTag(dir: string): string {
  const tag = /run-(\d+_\d+)$/.exec(dir)?.[1];
  if (!tag) throw new Error(`${TEMPLATES_ENV} (${dir}) does not end in run-<seconds>_<pid>`);
  return tag;
}

function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
  return `"${name}"`;
}

function adminUrl(postgresUrl: string, database: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` holding the folder's lock `name` (a directory made atomically; its holder's pid
 * inside, so a lock left by a process that died is taken over).
 */
async function locked<T>(dir: string, name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(dir, `${name}.lock`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // Being made or removed just now.
      }
      if (holder > 0 && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Waited 300 s for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Migrates, seeds and adds the provider's keys to the storage, as the seeded servers had them. */
async function fill(storage: Storage, items: number): Promise<void> {
  const { loadResourceCatalog } = await import('../../server/resourceCatalog');
  const { seedDemoData } = await import('../../server/seed/demoSeed');
  const { loadCookieKeys, loadSigningKeys } = await import('../../server/idp/keys');
  // The servers' default RESOURCES_DIR (a server given another one is seeded as before).
  const catalog = loadResourceCatalog(join(REPO_ROOT, 'resources'));
  await seedDemoData(storage, catalog, { itemsPerProduct: items });
  await loadSigningKeys(storage.db);
  await loadCookieKeys(storage.db);
}

async function sqliteTemplate(dir: string, key: string, items: number): Promise<string> {
  const file = join(dir, `${key}.db`);
  if (existsSync(file)) return file;
  return locked(dir, key, async () => {
    if (existsSync(file)) return file;
    const { openStorage } = await import('../../server/store/db');
    const building = join(dir, `${key}.building`);
    rmSync(building, { recursive: true, force: true });
    const path = join(building, 'template.db');
    const storage = await openStorage({ sqliteFile: path, walCheckpoints: false });
    try {
      await fill(storage, items);
    } finally {
      // The last connection's close checkpoints the log into the file and removes it.
      await storage.close();
    }
    if (existsSync(`${path}-wal`)) throw new Error(`${path}-wal remained after closing`);
    renameSync(path, file);
    rmSync(building, { recursive: true, force: true });
    return file;
  });
}

async function postgresTemplate(
  dir: string,
  key: string,
  postgresUrl: string,
  items: number,
): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${runTag(dir)}_${key}`;
  const ready = join(dir, `${key}.ready`);
  if (existsSync(ready)) return name;
  return locked(dir, key, async () => {
    if (existsSync(ready)) return name;
    const { openStorage } = await import('../../server/store/db');
    await withClient(postgresUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoted(name)}`);
    });
    const storage = await openStorage({
      databaseUrl: adminUrl(postgresUrl, name),
      sqliteFile: '',
    });
    try {
      await fill(storage, items);
    } finally {
      await storage.close();
    }
    // Nothing left for autovacuum to do, and no connections: a copy is refused while anyone
    // (autovacuum included) is connected to the template.
    await withClient(adminUrl(postgresUrl, name), (client) => client.query('VACUUM ANALYZE'));
    await withClient(postgresUrl, (client) =>
      client.query(`ALTER DATABASE ${quoted(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
    );
    writeFileSync(ready, name);
    return name;
  });
}

/**
 * Gives the target a copy of the run's seeded template (building the template first when this
 * is its first use in the run and hour). False when there is no template folder or the SQLite
 * file exists already: the caller then seeds as before.
 */
export async function copySeededTemplate(target: TemplateTarget): Promise<boolean> {
  const dir = templatesDir();
  if (!dir) return false;
  const hour = Math.floor(Date.now() / HOUR_MS);
  const key = `${target.dialect}_${target.itemsPerProduct}_${hour}`;
  if (target.dialect === 'sqlite') {
    if (existsSync(target.sqliteFile)) return false;
    const template = await sqliteTemplate(dir, key, target.itemsPerProduct);
    mkdirSync(dirname(target.sqliteFile), { recursive: true });
    copyFileSync(template, target.sqliteFile);
    return true;
  }
  const template = await postgresTemplate(dir, key, target.postgresUrl, target.itemsPerProduct);
  await withClient(target.postgresUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(target.database)} WITH (FORCE)`);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(
          `CREATE DATABASE ${quoted(target.database)} TEMPLATE ${quoted(template)}`,
        );
        return;
      } catch (error) {
        // Another copy of the same template being made at this moment holds it briefly.
        if (attempt >= 50 || !String(error).includes('is being accessed by other users'))
          throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return true;
}

/**
 * Records that the running test file uses the PostgreSQL database `name`, and refuses one that
 * another file of the run uses: API files run two at a time, each on its own database.
 */
export function claimDatabase(name: string): void {
  const dir = templatesDir();
  const file = process.env[TEST_FILE_ENV];
  if (!dir || !file) return;
  const claims = join(dir, 'databases');
  mkdirSync(claims, { recursive: true });
  const claim = join(claims, name);
  try {
    writeFileSync(claim, file, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readFileSync(claim, 'utf8');
    if (owner !== file)
      throw new Error(
        `PostgreSQL database '${name}' is used by ${relative(REPO_ROOT, owner)} and ${relative(REPO_ROOT, file)}: API files run in parallel, give each its own (startTestServer's database option)`,
      );
  }
}

/** Drops the PostgreSQL templates of the run in `dir`, and those of runs older than six hours. */
export async function dropTemplates(postgresUrl: string, dir?: string): Promise<void> {
  const own = dir ? `${TEMPLATE_PREFIX}${runTag(dir)}_` : undefined;
  const oldest = Math.floor(Date.now() / 1000) - 6 * 3600;
  await withClient(postgresUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const started = Number(/^console_tpl_(\d+)_/.exec(datname)?.[1] ?? 0);
      if (!(own && datname.startsWith(own)) && started >= oldest) continue;
      await client.query(`ALTER DATABASE ${quoted(datname)} WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
  });
}
