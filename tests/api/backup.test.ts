import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';
import { REPO_ROOT } from '../support/serverProcess';

/*
 * Backup and restore end to end (docs/operations/backup.md), on each database: a running
 * service is backed up by `npm run backup` while items keep being written, more is written, the
 * service stops, `npm run restore` puts the backup back, and the service started on it has the
 * earlier state: what was there before the backup, not what came after.
 */

const dialects = await testDialects();
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';

/** Runs scripts/<name>.ts as `npm run <name>` does, with the service's storage settings. */
function runScript(
  name: 'backup' | 'restore',
  folder: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join('scripts', `${name}.ts`), folder],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, output }));
  });
}

describe.each(dialects)('backup and restore on %s', (dialect) => {
  const work = mkdtempSync(join(tmpdir(), 'console-backup-'));
  const dataDir = join(work, 'data');
  const backupDir = join(work, 'backup');
  const database = 'console_backup_test';
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('brings back the state of the backup, taken while writes went on, and the service starts on it', async () => {
    mkdirSync(dataDir, { recursive: true });
    const first = await startTestServer({ dialect, database, env: { DATA_DIR: dataDir } });
    servers.push(first);
    const storageEnv = { DATA_DIR: dataDir, DATABASE_URL: first.config.databaseUrl ?? '' };
    const create = (server: TestServer, id: string) =>
      server.api('editor', MOVIES, {
        product: 'main',
        method: 'POST',
        json: { id, lon: [{ lang: 'en', n: `Title of ${id}` }] },
      });
    const read = (server: TestServer, id: string) =>
      server.api('editor', `${MOVIES}/${id}`, { product: 'main' });

    expect((await create(first, 'before-backup')).status).toBe(201);
    // An uploaded image's file, where the service keeps them.
    const image = join(dataDir, 'images', 'main', 'before-backup-poster');
    mkdirSync(join(dataDir, 'images', 'main'), { recursive: true });
    writeFileSync(image, 'poster bytes');

    // Items written one after another for as long as the backup runs.
    let backingUp = true;
    const during: string[] = [];
    const writer = (async () => {
      for (let n = 0; backingUp || n < 3; n += 1) {
        const id = `during-${n}`;
        expect((await create(first, id)).status).toBe(201);
        during.push(id);
      }
    })();
    const made = await runScript('backup', backupDir, storageEnv);
    backingUp = false;
    await writer;
    expect(made.output).toContain('Backed up to');
    expect(made.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8')) as {
      dialect: string;
      images: string | null;
    };
    expect(manifest).toMatchObject({ dialect, images: 'images' });

    expect((await create(first, 'after-backup')).status).toBe(201);
    writeFileSync(join(dataDir, 'images', 'main', 'after-backup-poster'), 'later bytes');
    await first.stop();
    servers.pop();

    const restored = await runScript('restore', backupDir, storageEnv);
    expect(restored.output).toContain('Restored from');
    expect(restored.code).toBe(0);

    const second = await startTestServer({
      dialect,
      database,
      env: { DATA_DIR: dataDir },
      noSeed: true,
      sharedDatabase: true,
    });
    servers.push(second);
    expect((await read(second, 'before-backup')).status).toBe(200);
    expect((await read(second, 'after-backup')).status).toBe(404);
    // The copy is one moment's state: the items written during the backup are there up to one
    // of them and none after it.
    const present = await Promise.all(during.map(async (id) => (await read(second, id)).status));
    expect(present.every((status) => status === 200 || status === 404)).toBe(true);
    const firstMissing = present.indexOf(404);
    if (firstMissing >= 0) expect(present.slice(firstMissing).every((s) => s === 404)).toBe(true);
    expect(readFileSync(image, 'utf8')).toBe('poster bytes');
    expect(existsSync(join(dataDir, 'images', 'main', 'after-backup-poster'))).toBe(false);
    // The service goes on from the restored state.
    expect((await create(second, 'after-restore')).status).toBe(201);
  });
});
