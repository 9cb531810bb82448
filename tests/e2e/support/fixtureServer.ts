import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, isReady, startServerProcess } from '../../support/serverProcess';
import type { ServerProcess } from '../../support/serverProcess';
import { fixturePort } from './ports';

/** A second content service started by a test, on its own data and resources folders. */
export interface FixtureServer {
  /** e.g. 'http://localhost:8091' */
  origin: string;
  /** The copy of `resources/` it reads. */
  resourcesDir: string;
  /** What the server printed (its last 200 chunks of stdout and stderr). */
  output(): string;
  /** Stops the server (SIGTERM, SIGKILL after 10 s), removes its folders, and gives its exit code. */
  stop(): Promise<number | null>;
}

/** Options of {@link startFixtureServer}. */
export interface FixtureServerOptions {
  /** Defaults to the worker's fixture port (tests/e2e/support/ports.ts: 8091 for the first). */
  port?: number;
  /** Changes the copied `resources/` folder (add a type...) before the server starts. */
  prepareResources?: (resourcesDir: string) => void;
  /** How long to wait for /readyz; default 120 s. */
  readyTimeoutMs?: number;
  /** More environment for the server (e.g. AUTH_MODE=keycloak). */
  env?: Record<string, string>;
}

type Json = Record<string, unknown>;

function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Adds a catalogue type to a resources folder as a person would (resources/README.md, 'Adding
 * a type'): a copy of `movie/` with `cty`'s const and the list's `titleKey` set to the new type.
 * The labels (`resources.<type>.name|plural`) are deliberately not added to `_i18n/`.
 */
export function addTypeCopiedFromMovie(resourcesDir: string, type: string): void {
  const source = join(resourcesDir, 'movie');
  const target = join(resourcesDir, type);
  mkdirSync(target, { recursive: true });
  const schema = readJson(join(source, 'schema.json'));
  const properties = schema.properties as Record<string, Json>;
  properties.cty = { ...properties.cty, const: type };
  writeJson(join(target, 'schema.json'), schema);
  writeJson(join(target, 'uischema.json'), readJson(join(source, 'uischema.json')));
  writeJson(join(target, 'list.json'), {
    ...readJson(join(source, 'list.json')),
    titleKey: `resources.${type}.name`,
  });
}

/**
 * Starts the content service as `npm start` would (`node server/start.mjs`, the bundled server,
 * the built console from dist/, no rebuild; through tests/support/serverProcess.ts) on a fresh
 * temp data folder and a copy of `resources/`, and resolves once /readyz answers. Refuses a port
 * already in use.
 */
export async function startFixtureServer(
  options: FixtureServerOptions = {},
): Promise<FixtureServer> {
  const port = options.port ?? fixturePort();
  const origin = `http://localhost:${port}`;
  if (await isReady(origin)) throw new Error(`Something already answers on ${origin}`);

  const base = mkdtempSync(join(tmpdir(), 'console-e2e-fixture-'));
  const dataDir = join(base, 'data');
  const resourcesDir = join(base, 'resources');
  mkdirSync(dataDir);
  cpSync(join(REPO_ROOT, 'resources'), resourcesDir, { recursive: true });
  options.prepareResources?.(resourcesDir);

  let server: ServerProcess;
  try {
    server = await startServerProcess({
      port,
      host: 'localhost',
      readyTimeoutMs: options.readyTimeoutMs ?? 120_000,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        RESOURCES_DIR: resourcesDir,
        SKIP_CONSOLE_BUILD: 'true',
        LOG_LEVEL: 'warn',
        // No spec of a fixture server plays the demo video: its media (about 2 minutes of
        // ffmpeg's CPU) would be made in the server's fresh data folder for nothing.
        DEMO_MEDIA_AT_START: 'false',
        ...options.env,
      },
    });
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    const code = await server.stop();
    rmSync(base, { recursive: true, force: true, maxRetries: 3 });
    return code;
  };
  return { origin, resourcesDir, output: () => server.output(), stop };
}
