import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The repository root (this file is tests/support/serverProcess.ts). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The ONE way tests, the e2e suite and the bench start a server: `node server/start.mjs` (what
 * `npm start` runs) in its own process with the given environment, ready once /readyz answers.
 */
export interface ServerProcess {
  /** e.g. 'http://127.0.0.1:8091' */
  origin: string;
  port: number;
  pid: number;
  /** What the server printed (its last 200 chunks of stdout and stderr), when kept. */
  output(): string;
  /** Its exit code once it has exited (null while it runs, or when a signal ended it). */
  exitCode(): number | null;
  /** Stops it (SIGTERM, SIGKILL after 10 s) and gives its exit code. */
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** The server's whole environment (callers add PORT-independent settings; see `port`). */
  env: NodeJS.ProcessEnv;
  /** Default: a free port. PORT and PUBLIC_URL (unless given in env) follow it. */
  port?: number;
  /** The host the origin names; default '127.0.0.1'. */
  host?: string;
  /** How long to wait for /readyz; default 120 s. */
  readyTimeoutMs?: number;
  /** 'keep' (default): collected for output(); 'inherit': printed by this process too; 'ignore'. */
  stdout?: 'keep' | 'inherit' | 'ignore';
  stderr?: 'keep' | 'inherit' | 'ignore';
  /** Refuse to start when something already answers on the origin (default true). */
  refuseBusyOrigin?: boolean;
}

/** Listens on `port` (0: any) of 127.0.0.1 and closes again; the port, or undefined when taken. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? done(undefined) : fail(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(bound));
    });
  });
}

/**
 * Ports of a Vitest worker: a block of its own per VITEST_POOL_ID, below the ephemeral range. Two
 * Vitest runs side by side (`npm test` runs the timed API files beside the others) start their
 * blocks apart: TEST_PORTS_FROM (default 20000) is where a run's first block starts.
 */
const WORKER_PORTS = {
  first: Number(process.env.TEST_PORTS_FROM ?? 20_000),
  block: 1_000,
  workers: 12,
};
let nextWorkerPort: number | undefined;

/**
 * A free TCP port on 127.0.0.1. In a Vitest worker, from that worker's own block (20000-20999 for
 * the first, 21000-21999 for the second, …): files running side by side never pick the same port
 * between choosing it and their server listening on it, and no outgoing connection takes it
 * meanwhile (those get ports from 32768 up). Elsewhere, one the system chooses.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID);
  if (Number.isInteger(worker) && worker >= 1 && worker <= WORKER_PORTS.workers) {
    const start = WORKER_PORTS.first + (worker - 1) * WORKER_PORTS.block;
    // From a random place in the block, then onwards: a port another run's server just left is
    // not the first one tried.
    nextWorkerPort ??= start + Math.floor(Math.random() * WORKER_PORTS.block);
    for (let i = 0; i < WORKER_PORTS.block; i += 1) {
      const port = start + ((nextWorkerPort - start + i) % WORKER_PORTS.block);
      if ((await tryPort(port)) !== undefined) {
        nextWorkerPort = start + ((port - start + 1) % WORKER_PORTS.block);
        return port;
      }
    }
  }
  const port = await tryPort(0);
  if (!port) throw new Error('No free port on 127.0.0.1');
  return port;
}

/** Whether /readyz answers 2xx on `origin`. */
export async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Spawns `node server/start.mjs` with `options.env`, waits for /readyz, and returns its handle. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  if (options.refuseBusyOrigin !== false && (await isReady(origin)))
    throw new Error(`Something already answers on ${origin}`);

  const kept: string[] = [];
  const keep = (chunk: Buffer) => {
    kept.push(chunk.toString());
    if (kept.length > 200) kept.shift();
  };
  const stdio = (mode: ServerProcessOptions['stdout']) =>
    mode === 'ignore' ? 'ignore' : mode === 'inherit' ? 'inherit' : 'pipe';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'server', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: { PUBLIC_URL: origin, ...options.env, PORT: String(port) },
    stdio: ['ignore', stdio(options.stdout), stdio(options.stderr)],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => {
    if (hasExited(child)) done();
    else child.once('exit', () => done());
  });

  const stop = async (): Promise<number | null> => {
    if (!hasExited(child)) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    return child.exitCode;
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (!(await isReady(origin))) {
    if (hasExited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server on ${origin} did not become ready (exit ${String(child.exitCode)}):\n${kept.join('')}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    origin,
    port,
    pid: child.pid ?? 0,
    output: () => kept.join(''),
    exitCode: () => child.exitCode,
    stop,
  };
}
