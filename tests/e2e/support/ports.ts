/**
 * Ports of the end-to-end run. Playwright runs E2E_WORKERS workers (default 2); each worker has its
 * own console server (its own data folder, demo seed and identity provider), so no spec reads or
 * changes data or a user's stored settings that a spec in another worker is using. A worker's
 * ports are a block of PORT_STRIDE starting at E2E_PORT (default 8090) plus PORT_STRIDE times its
 * parallel index: the console server first, then a fixture server (resourceFixture.spec), and the
 * keycloak-mode realm and console (keycloakMode.spec). Used by playwright.config.ts (one web server
 * per worker) and by the specs' fixtures (tests/e2e/support/test.ts).
 */
export const PORT_STRIDE = 5;

function wholeNumber(name: string, fallback: number, least = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

/** How many Playwright workers, hence console servers. */
// Two by default: one worker's browser, server and runner keep a 2-core machine only about 40 %
// busy (its page code runs on the renderer's one main thread, and much of the time it waits on
// the page), so in `npm test` a second worker turns the time the background track leaves idle
// into end-to-end tests (docs/development/tests.md gives the stage times).
export const E2E_WORKERS = wholeNumber('E2E_WORKERS', 2);

const BASE_PORT = wholeNumber('E2E_PORT', 8090);

/** The parallel index of the worker this code runs in (0 outside a worker). */
export function parallelIndex(): number {
  return wholeNumber('TEST_PARALLEL_INDEX', 0, 0);
}

function blockPort(envName: string, offset: number, index: number): number {
  return wholeNumber(envName, BASE_PORT + offset) + PORT_STRIDE * index;
}

/** The console server's port of worker `index`. */
export function serverPort(index = parallelIndex()): number {
  return BASE_PORT + PORT_STRIDE * index;
}

/** The console server's origin of worker `index`, e.g. 'http://localhost:8090'. */
export function serverOrigin(index = parallelIndex()): string {
  return `http://localhost:${serverPort(index)}`;
}

/** The default port of a fixture server started by a spec (E2E_FIXTURE_PORT for worker 0). */
export function fixturePort(index = parallelIndex()): number {
  return blockPort('E2E_FIXTURE_PORT', 1, index);
}

/** The keycloak-mode spec's realm server (E2E_REALM_PORT for worker 0). */
export function realmPort(index = parallelIndex()): number {
  return blockPort('E2E_REALM_PORT', 3, index);
}

/** The keycloak-mode spec's console server (E2E_KEYCLOAK_CONSOLE_PORT for worker 0). */
export function keycloakConsolePort(index = parallelIndex()): number {
  return blockPort('E2E_KEYCLOAK_CONSOLE_PORT', 4, index);
}
