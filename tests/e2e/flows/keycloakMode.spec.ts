import { expect, test } from '../support/test';
import { consoleShell } from '../support/login';
import { watchConsoleErrors } from '../support/consoleErrors';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { keycloakConsolePort, realmPort } from '../support/ports';

/**
 * The console in keycloak mode (AUTH_MODE=keycloak): keycloak-js builds every URL from
 * KEYCLOAK_URL and KEYCLOAK_REALM and signs in with the configured client. The realm here is the
 * embedded provider laid out as a Keycloak realm (IDP_LAYOUT=keycloak) on a second server: its
 * real sign-in page, its Keycloak paths, its tokens verified by the console's server.
 */
const REALM = 'media';
const REALM_PORT = realmPort();
const CONSOLE_PORT = keycloakConsolePort();

test.describe('keycloak mode', () => {
  let realm: FixtureServer | undefined;
  let consoleServer: FixtureServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const consoleOrigin = `http://localhost:${CONSOLE_PORT}`;
    realm = await startFixtureServer({
      port: REALM_PORT,
      env: {
        IDP_LAYOUT: 'keycloak',
        IDP_REALM: REALM,
        OIDC_AUDIENCE: 'account',
        IDP_REDIRECT_ORIGINS: consoleOrigin,
        SEED_DEMO_DATA: 'false',
      },
    });
    consoleServer = await startFixtureServer({
      port: CONSOLE_PORT,
      env: {
        AUTH_MODE: 'keycloak',
        KEYCLOAK_URL: realm.origin,
        KEYCLOAK_REALM: REALM,
        OIDC_CLIENT_ID: 'console',
        OIDC_AUDIENCE: 'account',
      },
    });
  });

  test.afterAll(async () => {
    // Both are stopped even when one of them fails to stop cleanly.
    const stopped = await Promise.allSettled([consoleServer?.stop(), realm?.stop()]);
    for (const result of stopped) if (result.status === 'rejected') throw result.reason;
  });

  test('signs in at the realm with the static client, works, and logs out through the realm', async ({
    page,
  }) => {
    const origin = consoleServer!.origin;
    const realmUrl = `${realm!.origin}/realms/${REALM}`;
    const browserErrors = watchConsoleErrors(page, 'keycloak mode');
    const authRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(realmUrl)) authRequests.push(request.url());
    });

    await page.goto(`${origin}/`);
    // keycloak-js sends the browser to the realm's authorization endpoint (Keycloak's path).
    const usernameInput = page.locator('input[name=username]');
    await expect(usernameInput).toBeVisible({ timeout: 30_000 });
    const authorize = new URL(
      authRequests.find((url) => url.includes('/protocol/openid-connect/auth')) ?? 'http://none/',
    );
    expect(authorize.origin + authorize.pathname).toBe(`${realmUrl}/protocol/openid-connect/auth`);
    expect(authorize.searchParams.get('client_id')).toBe('console');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(new URL(authorize.searchParams.get('redirect_uri') ?? '').origin).toBe(origin);

    await usernameInput.fill('editor');
    await page.locator('input[name=password]').fill('editor');
    await page.locator('form button[type=submit]').click();
    await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(origin);
    expect(
      authRequests.some((url) => url.startsWith(`${realmUrl}/protocol/openid-connect/token`)),
    ).toBe(true);
    // No client registration in keycloak mode: the configured client id is kept.
    expect(authRequests.some((url) => url.includes('/clients-registrations/'))).toBe(false);

    // The API accepts the realm's token: the dashboard's counts and a list load.
    await expect(page.locator('main').getByText('Movies').first()).toBeVisible();
    await page.goto(`${origin}/apps/main/vod/movie`);
    await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 });

    // Logout ends the realm session (Keycloak's logout path) and comes back to the console,
    // which asks the realm for a sign-in again.
    await consoleShell(page).click();
    await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 30_000 });
    expect(
      authRequests.some((url) => url.startsWith(`${realmUrl}/protocol/openid-connect/logout`)),
    ).toBe(true);
    expect(new URL(page.url()).origin).toBe(realm!.origin);
    browserErrors.assertClean();
  });
});
