import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, serverOrigin, serverPort } from './tests/e2e/support/ports';

/**
 * Debian's Chromium (Playwright cannot download browsers here), flags from TOOLCHAIN.md: the
 * browser people use, which the benches measure the console in.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The end-to-end tests' browser: Debian's Chromium headless shell (package chromium-headless-shell,
 * the same Chromium version and Blink, without the full browser's windowing layer; Playwright's
 * own choice for headless runs), where installed. Two specs (menuWalk, policy) took 243 of the
 * machine's CPU-seconds in it where the full browser in its headless mode took 297, every test
 * passing in both. CHROMIUM_PATH names another browser for both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const E2E_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath:
    process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL)
      ? HEADLESS_SHELL
      : CHROMIUM_LAUNCH.executablePath,
};

/**
 * End-to-end tests: the real server (`npm start`'s entry through tests/support/serverCli.ts, fresh SQLite in a temp folder, demo
 * seed, embedded identity provider) and Debian's Chromium, signing in through the login page.
 * E2E_WORKERS workers (default 2), each with its own server (tests/e2e/support/ports.ts): a spec
 * file runs whole in one worker, against that worker's server only (tests/e2e/support/test.ts).
 */
/**
 * The generated demo media (server/media/sourceMedia.ts: 96 s in three qualities, about 2 minutes
 * of CPU to make) is the same for every server: the e2e servers keep it where the API suites do,
 * so it is made once per machine, and cuts made once are kept. A server that finds none starts
 * making it at start, in the background at a low priority (DEMO_MEDIA_AT_START, the first worker's
 * server only: each server has its own database, so two would each make it): `npm test` runs
 * Playwright first, so the specs that play media find it made or nearly made.
 */
const MEDIA_DIR = process.env.MEDIA_DIR ?? join(tmpdir(), 'console-media-test');

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, each with a browser and a server, share two cores: a long flow (two signed-in
  // users, several saves) took 90 s under that load where it takes about 40 s alone.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  // In CI a failed test runs once more (the list reporter marks it flaky); one that fails twice
  // still fails the run. Locally a failure stops at the first try, to be looked at.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: serverOrigin(0),
    viewport: { width: 1440, height: 900 },
    launchOptions: E2E_LAUNCH,
    screenshot: 'only-on-failure',
    // A trace only for a failed test's retry (CI retries each failure once): recording one for
    // every test (retain-on-failure) took a third of the run's time (the browser's screencast
    // and snapshots: policy.spec 69 s with it, 45 s without). Locally, `--trace on` records.
    trace: 'on-first-retry',
  },
  // One server per worker, started one after another: the first may build the console, the others
  // find it built. Each runs server/start.mjs on a fresh temp DATA_DIR (the one server starter,
  // tests/support/serverProcess.ts, through its command-line form) and removes it when stopped.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `MEDIA_DIR=${MEDIA_DIR} DEMO_MEDIA_AT_START=${index === 0} PORT=${serverPort(index)} PUBLIC_URL=${serverOrigin(index)} LOG_LEVEL=warn node --import tsx tests/support/serverCli.ts`,
    url: `${serverOrigin(index)}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
