import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFixtureServer } from '../e2e/support/fixtureServer';
import { freePort } from '../helpers/testServer';

const root = resolve(import.meta.dirname, '..', '..');
/*
 * The e2e fixture server is `npm start`'s launcher (server/start.mjs) as its own process on a fresh
 * data folder; here with an empty catalogue on SQLite.
 */
const QUIET = { SEED_DEMO_DATA: 'false', DATABASE_URL: '' };

describe('npm start (server/start.mjs)', () => {
  it('bundles the server into build/, serves from the bundle and shuts down cleanly on SIGTERM', async () => {
    const server = await startFixtureServer({ port: await freePort(), env: QUIET });
    const { origin } = server;
    try {
      const health = await fetch(`${origin}/readyz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ready', database: 'sqlite' });
      // The provider's discovery document names this origin: config, users and routes all loaded.
      const discovery = (await (
        await fetch(`${origin}/auth/.well-known/openid-configuration`)
      ).json()) as { issuer: string };
      expect(discovery.issuer).toBe(`${origin}/auth`);
      expect(server.output()).toContain(`Streaming Console is running: ${origin}`);
      const bundles = readdirSync(join(root, 'build')).filter((name) =>
        /^server-[0-9a-f]{12}\.mjs$/.test(name),
      );
      expect(bundles.length).toBeGreaterThan(0);
      expect(bundles.every((name) => existsSync(join(root, 'build', `${name}.map`)))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('bundles the packages too: the bundle loads only the built-in modules and the native packages from node_modules', async () => {
    const server = await startFixtureServer({ port: await freePort(), env: QUIET });
    try {
      // The bundle the server runs, and what it was made from (build/inputs.txt).
      const [bundle, , ...inputs] = readFileSync(join(root, 'build', 'inputs.txt'), 'utf8').split(
        '\n',
      );
      const code = readFileSync(join(root, 'build', bundle ?? ''), 'utf8');
      const imported = new Set(
        // Static imports, with bindings or for their side effects alone, and dynamic ones.
        [...code.matchAll(/^import (?:.* from )?"([^"]+)";$|\bimport\("([^"]+)"\)/gm)].map(
          (match) => match[1] ?? match[2],
        ),
      );
      const packages = [...imported].filter((name) => name && !isBuiltin(name));
      expect(packages.sort()).toEqual([
        '@ffmpeg-installer/ffmpeg',
        '@node-rs/argon2',
        'better-sqlite3',
        'sharp',
      ]);
      // Packages are not listed one file each: the lock file stands for them.
      expect(inputs).toContain('package-lock.json');
      expect(inputs.filter((path) => path.startsWith('node_modules/'))).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('refuses a HEAP_GROWTH_PERCENT that is not a whole number, naming it', async () => {
    const started = startFixtureServer({
      port: await freePort(),
      env: { ...QUIET, HEAP_GROWTH_PERCENT: 'lots' },
    });
    await expect(started).rejects.toThrow(/did not become ready \(exit [1-9]\d*\)/);
    await expect(started).rejects.toThrow(
      "HEAP_GROWTH_PERCENT must be a whole number 0-999, got 'lots'",
    );
  });
});
