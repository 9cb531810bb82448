import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/helpers/testServer';

const root = resolve(import.meta.dirname, '..');
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Launched {
  exit: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

/** Runs `npm start`'s launcher (server/start.mjs) as its own process on a fresh data folder. */
function launch(env: NodeJS.ProcessEnv): Launched {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-start-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [join(root, 'server', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SKIP_CONSOLE_BUILD: 'true', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { exit, output: () => output, kill: (signal) => child.kill(signal) };
}

async function waitForHealth(url: string, launched: Launched): Promise<Response> {
  let exited = false;
  void launched.exit.then(() => (exited = true));
  for (let attempt = 0; attempt < 150 && !exited; attempt += 1) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`The server did not answer on ${url}:\n${launched.output()}`);
}

describe('npm start (server/start.mjs)', () => {
  it('bundles the server into build/, serves from the bundle and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const launched = launch({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    const health = await waitForHealth(`http://127.0.0.1:${port}/readyz`, launched);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ready', database: 'sqlite' });
    // The provider's discovery document names this origin: config, users and routes all loaded.
    const discovery = (await (await fetch(`http://127.0.0.1:${port}/auth/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(`http://127.0.0.1:${port}/auth`);
    expect(launched.output()).toContain(`Streaming Console is running: http://127.0.0.1:${port}`);
    const bundles = readdirSync(join(root, 'build')).filter((name) => /^server-[0-9a-f]{12}\.mjs$/.test(name));
    expect(bundles.length).toBeGreaterThan(0);
    expect(bundles.every((name) => existsSync(join(root, 'build', `${name}.map`)))).toBe(true);
    launched.kill('SIGTERM');
    expect(await launched.exit).toBe(0);
  });

  it('refuses a HEAP_GROWTH_PERCENT that is not a whole number, naming it', async () => {
    const launched = launch({ PORT: String(await freePort()), HEAP_GROWTH_PERCENT: 'lots' });
    expect(await launched.exit).not.toBe(0);
    expect(launched.output()).toContain("HEAP_GROWTH_PERCENT must be a whole number 0-999, got 'lots'");
  });
});
