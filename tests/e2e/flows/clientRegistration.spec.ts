import { expect, test, type Page } from '../support/test';
import { LOGIN_MESSAGES } from '../../../server/idp/loginMessages';
import { watchConsoleErrors } from '../support/consoleErrors';
import { consoleShell, signIn } from '../support/login';

/*
 * The console signs in with a client it registered for itself at the embedded provider, keeps
 * the registration for later visits, and deletes it when the user logs out (spec section 4).
 */

/** What the console keeps of its registration in localStorage (authProvider/clientRegistration.ts). */
interface StoredRegistration {
  clientId: string | null;
  registrationAccessToken: string | null;
  registrationClientUri: string | null;
}

function storedRegistration(page: Page): Promise<StoredRegistration> {
  return page.evaluate(() => ({
    clientId: localStorage.getItem('client_id'),
    registrationAccessToken: localStorage.getItem('registration_access_token'),
    registrationClientUri: localStorage.getItem('registration_client_uri'),
  }));
}

/** What the provider answers for a registration (RFC 7592 read with its access token). */
async function registrationStatus(page: Page, registration: StoredRegistration): Promise<number> {
  const response = await page.request.get(registration.registrationClientUri ?? '', {
    headers: { authorization: `Bearer ${registration.registrationAccessToken ?? ''}` },
    failOnStatusCode: false,
  });
  return response.status();
}

test('signs in with a client of its own, keeps it for the next visit, and deletes it at logout', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const browserErrors = watchConsoleErrors(page);
  await signIn(page, 'editor', { fresh: true });

  const registration = await storedRegistration(page);
  expect(registration.clientId).toMatch(/\S/);
  expect(registration.clientId).not.toBe('console');
  expect(registration.registrationClientUri).toBe(
    `${origin}/auth/reg/${registration.clientId ?? ''}`,
  );
  expect(await registrationStatus(page, registration)).toBe(200);
  // The data provider sends it as X-Client-Id (spec section 7).
  expect(await page.evaluate(() => sessionStorage.getItem('client_id'))).toBe(
    registration.clientId,
  );

  // A later visit (the provider session still open) reuses the registration: no new client. The
  // page loads once: the provider is asked in a hidden frame, not by leaving the page for it.
  let counting = true;
  const documents: string[] = [];
  page.on('request', (request) => {
    if (counting && request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
  counting = false;
  expect(documents).toEqual(['/']);
  expect(await storedRegistration(page)).toEqual(registration);

  // Logout: the registration delete is slowed down so that the splash can be seen meanwhile.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  let deleteSeen = false;
  await page.route('**/auth/reg/**', async (route) => {
    if (route.request().method() === 'DELETE') {
      deleteSeen = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await route.continue();
  });
  await consoleShell(page).click();
  await page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
  const splash = page.getByRole('status').filter({ hasText: 'Signing out…' });
  await expect(splash).toBeVisible();
  await expect(splash.locator('svg').first()).toBeVisible();
  await expect(splash.getByRole('progressbar')).toBeVisible();

  // The provider ends the session and sends the browser back to the root, where the console
  // finds no session (its silent check) and asks for a sign-in again.
  await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_MESSAGES.en.heading);
  expect(deleteSeen).toBe(true);
  expect(visited).toContain(`${origin}/`);
  expect(visited.some((url) => url.startsWith(`${origin}/auth/session/end`))).toBe(true);

  // The deleted registration is unknown to the provider; nothing of it (or of the tokens) is kept.
  expect([401, 404]).toContain(await registrationStatus(page, registration));
  const after = await storedRegistration(page);
  expect(after.clientId).not.toBe(registration.clientId);
  expect(after.registrationAccessToken).not.toBe(registration.registrationAccessToken);
  const leftovers = await page.evaluate(() =>
    ['token', 'client_secret'].flatMap((key) =>
      [localStorage.getItem(key), sessionStorage.getItem(key)].filter((value) => value !== null),
    ),
  );
  expect(leftovers).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('client_id'))).not.toBe(
    registration.clientId,
  );

  // The provider session is over: the form signs in again, with the new registration.
  await page.locator('input[name=username]').fill('editor');
  await page.locator('input[name=password]').fill('editor');
  await page.locator('form button[type=submit]').click();
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
  const next = await storedRegistration(page);
  expect(next.clientId).toBe(after.clientId);
  expect(await registrationStatus(page, next)).toBe(200);
  browserErrors.assertClean();
});

test('registers anew when the provider no longer knows the stored client, instead of failing the sign-in', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const browserErrors = watchConsoleErrors(page);
  // The check of the forgotten registration answers 401; the browser logs that response.
  browserErrors.expectHttpError({ status: 401, url: /\/auth\/reg\/forgotten-client$/ });
  await page.goto('/config.json');
  await page.evaluate((providerOrigin) => {
    localStorage.setItem('client_id', 'forgotten-client');
    localStorage.setItem('registration_access_token', 'no-longer-valid');
    localStorage.setItem('registration_client_uri', `${providerOrigin}/auth/reg/forgotten-client`);
  }, origin);

  await signIn(page, 'viewer', { fresh: true });
  const registration = await storedRegistration(page);
  expect(registration.clientId).not.toBe('forgotten-client');
  expect(registration.clientId).not.toBe('console');
  expect(await registrationStatus(page, registration)).toBe(200);
  browserErrors.assertClean();
});
