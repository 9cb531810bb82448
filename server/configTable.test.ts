import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { CONFIG_VARIABLES } from './configTable';
import type { ConfigVariable } from './configTable';
import { CONFIG_REFERENCE_PATH, renderConfigurationReference } from './ops/configReference';
import { PROJECT_ROOT } from './projectRoot';

const VARIABLES: readonly ConfigVariable[] = CONFIG_VARIABLES;
const DECLARED = new Set(VARIABLES.map((variable) => variable.name));

/** loadConfig over `env`, recording every variable name it looks up. */
function namesRead(env: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') seen.add(name);
      return target[name as string];
    },
  });
  loadConfig(recording);
  return seen;
}

/** The server's sources (not its tests): every .ts and .mjs under server/. */
function serverSources(dir = join(PROJECT_ROOT, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the configuration table (server/configTable.ts)', () => {
  it('declares every variable the loader reads, in every mode', () => {
    const modes: Record<string, string>[] = [
      {},
      {
        AUTH_MODE: 'keycloak',
        KEYCLOAK_URL: 'https://sso.example.com',
        KEYCLOAK_REALM: 'media',
        OIDC_AUDIENCE: 'console-api',
        APP_ENV: 'production',
        SEED_DEMO_DATA: 'false',
      },
      {
        APP_ENV: 'production',
        ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'true',
        ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
      },
    ];
    const read = new Set(modes.flatMap((env) => [...namesRead(env)]));
    const undeclared = [...read].filter((name) => !DECLARED.has(name));
    expect(undeclared).toEqual([]);
    // The table holds nothing the loader ignores, but the launcher's own setting.
    const unread = [...DECLARED].filter((name) => !read.has(name));
    expect(unread).toEqual(['HEAP_GROWTH_PERCENT']);
  });

  it('is the only way server/ reads the environment: no env.NAME outside the table', () => {
    const reads: string[] = [];
    for (const file of serverSources()) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g,
      ))
        reads.push(`${relative(PROJECT_ROOT, file)}: ${match[1] ?? match[2] ?? ''}`);
    }
    // The launcher reads HEAP_GROWTH_PERCENT before the bundle (and loadConfig) exists.
    expect(reads).toEqual(['server/start.mjs: HEAP_GROWTH_PERCENT']);
    expect(DECLARED.has('HEAP_GROWTH_PERCENT')).toBe(true);
  });

  it('is what the loader validates: each number and flag refuses a bad value, naming itself', () => {
    // Read leniently since before the table (only 'true' skips the build, only 'false' stops the
    // job runner), and the launcher's own setting.
    const lenient = new Set(['SKIP_CONSOLE_BUILD', 'JOB_RUNNER', 'HEAP_GROWTH_PERCENT']);
    for (const variable of VARIABLES) {
      if (lenient.has(variable.name)) continue;
      const bad =
        variable.kind === 'positive integer' || variable.kind === 'whole number'
          ? '-1'
          : variable.kind === 'true or false'
            ? 'yes'
            : undefined;
      if (bad === undefined) continue;
      // The overrides are read only where they apply: in a production APP_ENV.
      const context = variable.name.startsWith('ALLOW_') ? { APP_ENV: 'production' } : {};
      expect(() => loadConfig({ ...context, [variable.name]: bad }), variable.name).toThrow(
        variable.name,
      );
      if (variable.default !== undefined && !variable.name.startsWith('ALLOW_'))
        expect(() => loadConfig({ [variable.name]: String(variable.default) })).not.toThrow();
    }
  });

  it('keeps what the loader did before the table: an empty OIDC_AUDIENCE is the default, an empty HOST is kept', () => {
    expect(loadConfig({ OIDC_AUDIENCE: '' }).apiAudience).toBe('urn:console:api');
    expect(loadConfig({ HOST: '' }).host).toBe('');
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
    expect(loadConfig({ SKIP_CONSOLE_BUILD: 'yes' }).skipConsoleBuild).toBe(false);
    expect(loadConfig({ JOB_RUNNER: 'no' }).runJobs).toBe(true);
  });

  it('matches the committed reference (npm run docs:config writes it)', () => {
    const committed = readFileSync(join(PROJECT_ROOT, CONFIG_REFERENCE_PATH), 'utf8');
    expect(
      committed,
      `${CONFIG_REFERENCE_PATH} is stale: run npm run docs:config and commit it`,
    ).toBe(renderConfigurationReference());
    for (const variable of VARIABLES) expect(committed).toContain(`| \`${variable.name}\` |`);
  });
});
