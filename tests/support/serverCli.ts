/**
 * `node --import tsx tests/support/serverCli.ts`: the server of serverProcess.ts for tools that
 * want a command (Playwright's webServer). Starts `node server/start.mjs` with this process's
 * environment (on a fresh temp DATA_DIR unless one is given), relays its output, and on SIGTERM
 * or SIGINT stops it and removes the temp folder; exits with the server's exit code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './serverProcess';

const ownDataDir = process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'console-e2e-'));
const cleanUp = () => {
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
};

try {
  const server = await startServerProcess({
    env: { ...process.env, ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}) },
    ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}),
    host: process.env.SERVER_HOST ?? 'localhost',
    // The first start may build the console.
    readyTimeoutMs: 300_000,
    stdout: 'inherit',
    stderr: 'inherit',
  });
  console.log(`server ready at ${server.origin} (pid ${server.pid})`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then((code) => {
      cleanUp();
      process.exit(code ?? 0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A server that ends by itself ends this command too.
  const watcher = setInterval(() => {
    const code = server.exitCode();
    if (code === null || stopping) return;
    clearInterval(watcher);
    cleanUp();
    process.exit(code);
  }, 500);
} catch (error) {
  cleanUp();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
