// @vitest-environment-options {"width":1440,"height":900,"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// happy-dom (the page projects' environment), with fetches to another origin allowed: the console in
// this file talks to a real server on another port. At 1440 px, as the e2e tests' browser (happy-dom's
// own window is 1024 px wide, where the menu is folded).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { claimsOf, startLiveConsole } from '../helpers/liveConsole';
import type { LiveConsole } from '../helpers/liveConsole';
import { loginWithPassword } from '../helpers/oidcLogin';
import { setCurrentProduct } from '../../dataProvider/productStore';
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

let live: LiveConsole | undefined;
let baseUrl = '';
let runtime: RuntimeConfig;

beforeAll(async () => {
  live = await startLiveConsole('console-app-');
  ({ baseUrl, runtime } = live);
}, 120_000);
afterAll(async () => {
  await live?.stop();
});
afterEach(() => {
  cleanup();
  setCurrentProduct(undefined);
  localStorage.clear();
});

async function renderAppAs(username: string, path: string) {
  const { accessToken: token } = await loginWithPassword(baseUrl, username, username);
  const keycloak = { ...fakeKeycloak(claimsOf(token)), token };
  window.history.pushState({}, '', path);
  render(<App runtime={runtime} keycloak={keycloak} />);
}

describe('App', () => {
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
