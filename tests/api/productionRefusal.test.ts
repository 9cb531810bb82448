import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { freePort, startServerProcess } from '../support/serverProcess';

const KEYCLOAK = {
  AUTH_MODE: 'keycloak',
  KEYCLOAK_URL: 'https://sso.example.com',
  KEYCLOAK_REALM: 'media',
  OIDC_AUDIENCE: 'console-api',
};
const PRODUCTIONS = ['production', 'production-apac', 'production-emea'] as const;

describe('a production APP_ENV refuses demo defaults (loadConfig)', () => {
  it('starts with a real identity provider and no demo seed, in every production environment', () => {
    for (const appEnv of PRODUCTIONS) {
      expect(loadConfig({ ...KEYCLOAK, APP_ENV: appEnv, SEED_DEMO_DATA: 'false' })).toMatchObject({
        appEnv,
        authMode: 'keycloak',
        seedDemoData: false,
        production: true,
      });
    }
  });

  it('refuses the embedded provider, which is the default, in one line naming the override', () => {
    for (const appEnv of PRODUCTIONS) {
      expect(() => loadConfig({ APP_ENV: appEnv, SEED_DEMO_DATA: 'false' })).toThrow(
        `APP_ENV=${appEnv} refuses to start with the embedded identity provider (AUTH_MODE=embedded; use AUTH_MODE=keycloak, or set ALLOW_EMBEDDED_IDP_IN_PRODUCTION=true)`,
      );
    }
    expect(() =>
      loadConfig({ APP_ENV: 'production', AUTH_MODE: 'embedded', SEED_DEMO_DATA: 'false' }),
    ).toThrow('refuses to start with the embedded identity provider');
  });

  it('refuses demo seeding, which is the default, in one line naming the override', () => {
    expect(() => loadConfig({ ...KEYCLOAK, APP_ENV: 'production-emea' })).toThrow(
      'APP_ENV=production-emea refuses to start with demo seeding (SEED_DEMO_DATA is true unless set to false; set SEED_DEMO_DATA=false, or ALLOW_DEMO_SEED_IN_PRODUCTION=true)',
    );
    expect(() =>
      loadConfig({ ...KEYCLOAK, APP_ENV: 'production', SEED_DEMO_DATA: 'true' }),
    ).toThrow('refuses to start with demo seeding');
  });

  it('names both refusals in one line when both apply', () => {
    let message = '';
    try {
      loadConfig({ APP_ENV: 'production-apac' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^APP_ENV=production-apac refuses to start with the embedded identity provider \(.*\) and demo seeding \(.*\)$/,
    );
    expect(message).not.toContain('\n');
  });

  it('starts when each default is overridden explicitly, and only with "true"', () => {
    expect(
      loadConfig({
        APP_ENV: 'production',
        ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'true',
        ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
      }),
    ).toMatchObject({ authMode: 'embedded', seedDemoData: true, production: true });
    // One override does not cover the other.
    expect(() =>
      loadConfig({ APP_ENV: 'production', ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'true' }),
    ).toThrow(/^APP_ENV=production refuses to start with demo seeding/);
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        SEED_DEMO_DATA: 'false',
        ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'false',
      }),
    ).toThrow('refuses to start with the embedded identity provider');
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        SEED_DEMO_DATA: 'false',
        ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'yes',
      }),
    ).toThrow("ALLOW_EMBEDDED_IDP_IN_PRODUCTION must be true or false, got 'yes'");
    expect(() => loadConfig({ SEED_DEMO_DATA: 'no' })).toThrow(
      "SEED_DEMO_DATA must be true or false, got 'no'",
    );
  });

  it('leaves local and staging as they were: embedded provider and demo seed by default', () => {
    for (const appEnv of ['local', 'staging']) {
      expect(loadConfig({ APP_ENV: appEnv })).toMatchObject({
        authMode: 'embedded',
        seedDemoData: true,
        production: false,
      });
    }
  });
});

describe('a production APP_ENV refuses demo defaults (npm start)', () => {
  it('the launcher exits non-zero with the one-line reason and serves nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-production-'));
    try {
      const started = startServerProcess({
        port: await freePort(),
        readyTimeoutMs: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          APP_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SKIP_CONSOLE_BUILD: 'true',
          SEED_DEMO_DATA: 'false',
        },
      });
      const error = (await started.then(
        () => new Error('the server started'),
        (reason: unknown) => reason,
      )) as Error;
      const match = /did not become ready \(exit (\d+|null)\):\n([\s\S]*)$/.exec(error.message);
      expect(match, error.message).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThan(0);
      // What the process printed is exactly the one line.
      expect(match?.[2]?.trim()).toBe(
        'APP_ENV=production refuses to start with the embedded identity provider (AUTH_MODE=embedded; use AUTH_MODE=keycloak, or set ALLOW_EMBEDDED_IDP_IN_PRODUCTION=true)',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with the embedded provider allowed, the plain demo passwords of the bundled users still stop it, in one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-production-'));
    try {
      const error = (await startServerProcess({
        port: await freePort(),
        readyTimeoutMs: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          APP_ENV: 'production-apac',
          ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'true',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SKIP_CONSOLE_BUILD: 'true',
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'fatal',
        },
      }).then(
        () => new Error('the server started'),
        (reason: unknown) => reason,
      )) as Error;
      const match = /did not become ready \(exit (\d+|null)\):\n([\s\S]*)$/.exec(error.message);
      expect(match, error.message).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThan(0);
      expect(match?.[2]?.trim()).toMatch(
        /^Invalid users file \S+demo-users\.json: entry 1 \(admin\): plain demo passwords are refused in production; give "passwordHash" \(server\/idp\/hashPassword\.ts\)$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
