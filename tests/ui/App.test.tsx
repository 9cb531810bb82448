import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { loginWithPassword } from '../helpers/oidcLogin';
import { setCurrentProduct } from '../../dataProvider/productStore';
import { SERVICE_AREAS, loadRuntimeConfig } from '../../dataProvider/runtimeConfig';
import type { RuntimeConfig } from '../../dataProvider/runtimeConfig';
import { App } from '../../src/App';
import { fakeKeycloak } from '../../src/routes/testing/consoleTestKit';

/*
 * The composition root against the REAL content service: the runtime configuration from
 * /config.json, a token from the real login page (held by a keycloak-js stand-in, since
 * keycloak-js itself needs a browser), then <App> routes, gates and loads real data.
 */

// A whole react-admin app renders slowly in jsdom on a small machine.
configure({ asyncUtilTimeout: 15_000 });

let server: ChildProcess | undefined;
let baseUrl = '';
let dataDir = '';
let runtime: RuntimeConfig;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The service runs in its own process: its Node code does not belong in a jsdom test. */
async function startService(): Promise<void> {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'console-app-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SKIP_CONSOLE_BUILD: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  // The service is ready once it serves the runtime configuration.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const config = await loadRuntimeConfig(`${baseUrl}/config.json`).catch(() => undefined);
    if (config) {
      // Outside a browser relative bases cannot be fetched: make them absolute.
      const services = { ...config.services };
      for (const area of SERVICE_AREAS) services[area] = `${baseUrl}${config.services[area]}`;
      runtime = { ...config, services };
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The content service did not start');
}

beforeAll(startService, 120_000);
afterAll(() => {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  cleanup();
  setCurrentProduct(undefined);
  localStorage.clear();
});

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

async function renderAppAs(username: string, path: string) {
  const { accessToken: token } = await loginWithPassword(baseUrl, username, username);
  const keycloak = { ...fakeKeycloak(claimsOf(token)), token };
  window.history.pushState({}, '', path);
  render(<App runtime={runtime} keycloak={keycloak} />);
}

describe('App', { timeout: 60_000 }, () => {
  it('redirects the root to the dashboard and shows the product widget', async () => {
    await renderAppAs('editor', '/');
    const widget = await screen.findByRole('button', { name: /, switch product$/ });
    await waitFor(() => expect(widget).toHaveTextContent('Main'));
    expect(window.location.pathname).toBe('/apps/dashboards/project');
  });

  it('opens a movie list of the product the URL names, with the real data', async () => {
    await renderAppAs('editor', '/apps/kids/vod/movie');
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByText(/\(Kids\)/)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /, switch product$/ })).toHaveTextContent('Kids'),
    );
  });

  it('sends unknown paths to the 404 page', async () => {
    await renderAppAs('editor', '/no/such/page');
    await waitFor(() => expect(window.location.pathname).toBe('/pages/errors/error-404'));
  });

  it('tells a user without view on the page so, where it is, with a way to the dashboard', async () => {
    await renderAppAs('merchandiser', '/apps/vod/movie');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to Movies' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/apps/vod/movie');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });

  it('sends a user without a role to the login-redirect page', async () => {
    await renderAppAs('guest', '/apps/vod/movie');
    expect(await screen.findByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it("shows '{name} is not entitled to any products' to a user without products", async () => {
    await renderAppAs('nobody', '/');
    expect(await screen.findByText('nobody is not entitled to any products')).toBeInTheDocument();
  });
});
