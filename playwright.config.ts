import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

/** Debian's Chromium (Playwright cannot download browsers here), flags from TOOLCHAIN.md. */
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
 * End-to-end tests: the real server (`npm start`'s entry through tests/support/serverCli.ts, fresh SQLite in a temp folder, demo
 * seed, embedded identity provider) and Debian's Chromium, signing in through the login page.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    launchOptions: CHROMIUM_LAUNCH,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The one server starter (tests/support/serverProcess.ts) through its command-line form: it
    // runs server/start.mjs on a fresh temp DATA_DIR and removes it when Playwright stops it.
    command: `PORT=${PORT} PUBLIC_URL=${E2E_BASE_URL} LOG_LEVEL=warn node --import tsx tests/support/serverCli.ts`,
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
