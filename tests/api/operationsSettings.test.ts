import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ensurePostgresDatabase, postgresAvailable, postgresUrlFor } from '../helpers/testServer';
import { startServerProcess } from '../support/serverProcess';
import type { ServerProcess } from '../support/serverProcess';

/*
 * The operator's settings for shutdown, timeouts and the PostgreSQL pool, each on a real server
 * process (server/start.mjs, as npm start) or on the app the server builds.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A server on an empty SQLite folder with `env` on top. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-ops-'));
  const server = await startServerProcess({
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      SKIP_CONSOLE_BUILD: 'true',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  cleanups.push(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}

/** A raw connection to the server, collecting what it answers and noting when it closes. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
  cleanups.push(async () => socket.destroy());
  return { socket, received: () => received, closed };
}

/** The pids of running processes whose command line mentions `text` (from /proc). */
function processesMentioning(text: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const commandLine = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (commandLine.includes(text)) found.push(Number(name));
    } catch {
      // It ended meanwhile.
    }
  }
  return found;
}

/** `promise`'s value, or 'still waiting' after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([
    promise,
    new Promise<'still waiting'>((done) => setTimeout(() => done('still waiting'), ms)),
  ]);
}

/** Headers of a POST whose body never finishes arriving. */
const HALF_A_REQUEST =
  'POST /api/catalog/content/urn/resource/catalog/movie HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":';

describe('operations settings', () => {
  it('SHUTDOWN_DEADLINE_SECONDS: a SIGTERM with a request still arriving exits after the deadline', async () => {
    const server = await startServer({
      SHUTDOWN_DEADLINE_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '0',
    });
    const connection = await rawConnection(server.port);
    connection.socket.write(HALF_A_REQUEST);
    await new Promise((wait) => setTimeout(wait, 300));
    const exited = new Promise<number | null>((done) => {
      const poll = setInterval(() => {
        if (server.exitCode() !== null) {
          clearInterval(poll);
          done(server.exitCode());
        }
      }, 50);
    });
    const signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // Without a deadline the close waits for the request for ever (until the test's SIGKILL).
    expect(await within(exited, 6_000)).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(900);
    expect(server.output()).toContain('SHUTDOWN_DEADLINE_SECONDS');
  });

  it('SHUTDOWN_DEADLINE_SECONDS: a SIGTERM with nothing in flight exits at once with 0', async () => {
    const server = await startServer({ SHUTDOWN_DEADLINE_SECONDS: '20' });
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    expect(await within(server.stop(), 6_000)).toBe(0);
  });

  it('a SIGTERM while ffmpeg makes the demo media stops ffmpeg too: nothing is left writing into the media folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-ops-media-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO_DATA: 'true',
        DEMO_MEDIA_AT_START: 'true',
        SKIP_CONSOLE_BUILD: 'true',
        LOG_LEVEL: 'error',
      },
    });
    cleanups.push(() => server.stop());
    const mediaDir = join(dataDir, 'media');
    const ffmpegs = () => processesMentioning(mediaDir);
    const started = Date.now();
    while (ffmpegs().length === 0 && Date.now() - started < 60_000)
      await new Promise((wait) => setTimeout(wait, 200));
    expect(ffmpegs().length).toBeGreaterThan(0);

    expect(await within(server.stop(), 15_000)).toBe(0);
    expect(ffmpegs()).toEqual([]);
    // The half-made media is gone and the folder can be removed.
    const source = join(mediaDir, 'source');
    const left = existsSync(source) ? readdirSync(source) : [];
    expect(left.filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('REQUEST_TIMEOUT_SECONDS: a request still arriving after it gets 408 as the envelope', async () => {
    const server = await startServer({ REQUEST_TIMEOUT_SECONDS: '1' });
    const connection = await rawConnection(server.port);
    const sentAt = Date.now();
    // A client sending its headers slowly (here: never finishing them).
    connection.socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
    const closedAt = await within(connection.closed, 6_000);
    expect(closedAt).not.toBe('still waiting');
    expect(Number(closedAt) - sentAt).toBeGreaterThanOrEqual(900);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(connection.received()).toContain('The request took too long to arrive');
  });

  it('CONNECTION_TIMEOUT_SECONDS: a connection silent for it is closed', async () => {
    const server = await startServer({ CONNECTION_TIMEOUT_SECONDS: '1' });
    const connection = await rawConnection(server.port);
    const openedAt = Date.now();
    const closedAt = await within(connection.closed, 6_000);
    expect(closedAt).not.toBe('still waiting');
    expect(Number(closedAt) - openedAt).toBeGreaterThanOrEqual(900);
  });

  it('KEEP_ALIVE_TIMEOUT_SECONDS: an idle keep-alive connection is closed after it', async () => {
    const server = await startServer({ KEEP_ALIVE_TIMEOUT_SECONDS: '1' });
    const connection = await rawConnection(server.port);
    connection.socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const answeredAt = Date.now();
    const closedAt = await within(connection.closed, 6_000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAt).not.toBe('still waiting');
    expect(Number(closedAt) - answeredAt).toBeGreaterThanOrEqual(900);
  });

  it('the defaults: 300 s per request, no connection limit, 72 s keep-alive, 25 s to shut down, 10 connections', () => {
    expect(loadConfig({})).toMatchObject({
      timeouts: { requestSeconds: 300, connectionSeconds: 0, keepAliveSeconds: 72 },
      shutdownDeadlineSeconds: 25,
      pgPoolSize: 10,
    });
    expect(() => loadConfig({ PG_POOL_SIZE: '0' })).toThrow(
      "PG_POOL_SIZE must be a positive integer, got '0'",
    );
    expect(() => loadConfig({ SHUTDOWN_DEADLINE_SECONDS: 'soon' })).toThrow(
      'SHUTDOWN_DEADLINE_SECONDS must be a positive integer',
    );
  });

  it('PG_POOL_SIZE: the app opens at most that many PostgreSQL connections', async (context) => {
    if (!(await postgresAvailable())) context.skip('PostgreSQL does not answer');
    const database = 'console_ops_pool_test';
    await ensurePostgresDatabase(database);
    const dataDir = mkdtempSync(join(tmpdir(), 'console-ops-'));
    const { app, storage } = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: postgresUrlFor(database),
        PG_POOL_SIZE: '2',
        LOG_LEVEL: 'fatal',
        SEED_DEMO_DATA: 'false',
      }),
    );
    cleanups.push(async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    // Six queries at once, each holding its connection 200 ms: a pool of 2 serves them on 2.
    const pids = await Promise.all(
      Array.from({ length: 6 }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`
          .execute(storage.db)
          .then((result) => result.rows[0]?.pid),
      ),
    );
    expect(new Set(pids).size).toBe(2);
  });
});
