import { discover } from '../../helpers/oidcLogin';
import { t } from '../i18n/catalogs';
import { consoleShell, signIn } from '../support/login';
import { switchLanguage } from '../support/screens';
import { expect, test } from '../support/test';

/*
 * A 401 that a token refresh cannot cure signs the user out with 'Invalid access_token' (spec
 * section 8, issue 15), through the real login and the real server. keycloak-js keeps its tokens
 * in memory, not in storage, so the session is made unusable from outside: the grant is revoked
 * at the embedded provider (its revocation endpoint, with the refresh token the browser was
 * given), and the access token the console sends is corrupted on its way out (its signature
 * replaced), so the server refuses it with its own 401. The console's refresh then fails at the
 * provider, it signs the user out, and the sign-in page that follows says 'Invalid access_token'
 * in the console's language (Malay here): the console's own message would leave with the page.
 */

test('a 401 that no refresh cures signs the user out; the sign-in page says Invalid access_token in the UI language', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const metadata = await discover(origin);
  const tokenEndpoint = String(metadata['token_endpoint']);
  const revocationEndpoint = String(metadata['revocation_endpoint']);
  let refreshToken: string | undefined;
  page.on('response', (response) => {
    if (response.url() !== tokenEndpoint || !response.ok()) return;
    void response
      .json()
      .then((body: { refresh_token?: string }) => {
        if (body.refresh_token) refreshToken = body.refresh_token;
      })
      .catch(() => undefined);
  });

  await signIn(page, 'editor');
  await switchLanguage(page, 'en', 'ms');
  await expect.poll(() => refreshToken).toBeDefined();
  const clientId = await page.evaluate(() => sessionStorage.getItem('client_id'));
  expect(clientId).toBeTruthy();

  // The grant ends at the provider: the browser's refresh token no longer refreshes.
  const revoked = await fetch(revocationEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: refreshToken ?? '',
      token_type_hint: 'refresh_token',
      client_id: clientId ?? '',
    }),
  });
  expect(revoked.status).toBe(200);
  const refreshAfter = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken ?? '',
      client_id: clientId ?? '',
    }),
  });
  expect(refreshAfter.status).toBe(400);

  // The access token the console sends is refused by the server (a broken signature).
  const refused: string[] = [];
  const isApi = (url: URL) => url.pathname.startsWith('/api/');
  await page.route(isApi, async (route) => {
    const headers = route.request().headers();
    const bearer = /^Bearer (.+)\.(.+)\.(.+)$/i.exec(headers['authorization'] ?? '');
    if (bearer) {
      headers['authorization'] =
        `Bearer ${bearer[1]}.${bearer[2]}.${'A'.repeat(bearer[3]?.length ?? 43)}`;
    }
    await route.continue({ headers });
  });
  page.on('response', (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/'))
      refused.push(response.url());
  });

  // Any request will do: the rail's second section opens a page that reads the catalogue.
  await page
    .getByRole('navigation', { name: t('ms', 'console.shell.rail.label') })
    .getByRole('button')
    .nth(1)
    .click();

  // Signed out: the provider's sign-in page, in Malay, saying why.
  const username = page.locator('input[name=username]');
  await expect(username).toBeVisible({ timeout: 30_000 });
  expect(refused.length, 'the server refused the corrupted token').toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  const message = t('ms', 'console.auth.invalidAccessToken');
  expect(message).toBe('access_token tidak sah');
  await expect(page.getByRole('alert')).toHaveText(message);
  await page.unroute(isApi);

  // Signing in again works, and the reason is said once only.
  await username.fill('editor');
  await page.locator('input[name=password]').fill('editor');
  await page.locator('form button[type=submit]').click();
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('signout_reason'))).toBeNull();
});
