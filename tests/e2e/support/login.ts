import { expect, type Cookie, type Locator, type Page } from '@playwright/test';

/** Options of {@link signIn}. */
export interface SignInOptions {
  /**
   * Origin of the server to sign in to (e.g. 'http://localhost:8091'); defaults to the
   * configured `baseURL` (Playwright resolves '/').
   */
  origin?: string;
  /** The password; the demo users' password is their username (the default). */
  password?: string;
  /**
   * Wait for the console shell (the toolbar's user menu) after the sign-in; `false` for users
   * who do not get the shell (e.g. 'nobody', who sees the not-entitled screen). Default true.
   */
  waitForShell?: boolean;
  /**
   * Sign in through the form even when this worker already signed this user in: for specs
   * about the sign-in itself (the client registration, the provider session). Default false.
   */
  fresh?: boolean;
}

/**
 * The console shell's toolbar user menu (the toolbar's last menu button): present whenever the
 * shell is rendered. Language independent (it does not match on translated text), so it works in
 * every console locale.
 */
export function consoleShell(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]').last();
}

/** The keys under which the console keeps its client registration (authProvider/clientRegistration.ts). */
const REGISTRATION_KEYS = ['client_id', 'registration_access_token', 'registration_client_uri'];

/** What a form sign-in left in the browser: the provider's session cookies and the client. */
interface SignedIn {
  cookies: Cookie[];
  registration: Record<string, string>;
}

/**
 * Per worker (each worker process has its own module state and its own server): the last form
 * sign-in of each user on each origin. A later sign-in of the same user starts from it, so the
 * provider's session answers keycloak-js's redirect at once (the form is not shown again); the
 * redirect, the code exchange and the console's own start still happen for real.
 */
const signedIn = new Map<string, SignedIn>();

/**
 * Signs in through the embedded provider's real login page: opens the console at '/', which
 * keycloak-js sends to the provider's form, fills username and password (password = username
 * for the demo users), submits, and waits until the browser is back in the console with its
 * shell rendered.
 *
 * The first sign-in of a user in a worker fills the form; later ones reuse that sign-in's
 * provider session and client registration (unless `fresh`). If the provider has ended that
 * session (a spec signed the user out) it shows the form again, which is then filled; if the
 * client registration was deleted (a sign-out deletes it), the browser starts clean.
 */
export async function signIn(
  page: Page,
  username: string,
  options: SignInOptions = {},
): Promise<void> {
  const start = options.origin === undefined ? '/' : new URL('/', options.origin).toString();
  const password = options.password ?? username;
  const usernameInput = page.locator('input[name=username]');
  const shell = options.waitForShell === false ? undefined : consoleShell(page);
  const cacheKey = `${options.origin ?? ''}|${username}|${password}`;
  const cached = options.fresh === true ? undefined : signedIn.get(cacheKey);
  if (cached !== undefined && (await reuse(page, options.origin, cached))) {
    // The provider answers at once and the console exchanges the code for tokens, or it asks
    // again (its session ended): then the form is filled below.
    const tokens = page
      .waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.endsWith('/token'),
        { timeout: 30_000 },
      )
      .then((response) => (response.ok() ? ('console' as const) : ('failed' as const)))
      .catch(() => 'failed' as const);
    const form = usernameInput
      .waitFor({ timeout: 30_000 })
      .then(() => 'form' as const)
      .catch(() => 'failed' as const);
    await page.goto(start);
    const landed = await Promise.race([tokens, form]);
    if (landed === 'console') {
      if (shell !== undefined) await expect(shell).toBeVisible({ timeout: 30_000 });
      return;
    }
    if (landed === 'failed') {
      signedIn.delete(cacheKey);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(start);
    }
  } else {
    await page.goto(start);
  }
  await expect(usernameInput).toBeVisible({ timeout: 30_000 });
  await usernameInput.fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  // Back from the provider: the console's own path (not /auth/...).
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 });
  if (shell !== undefined) await expect(shell).toBeVisible({ timeout: 30_000 });
  signedIn.set(cacheKey, {
    cookies: await page.context().cookies(),
    registration: await page.evaluate(
      (keys) =>
        Object.fromEntries(
          keys.flatMap((key) => {
            const value = localStorage.getItem(key);
            return value === null ? [] : [[key, value]];
          }),
        ),
      REGISTRATION_KEYS,
    ),
  });
}

/**
 * Puts an earlier sign-in's provider cookies and client registration into this page's browser;
 * false (nothing changed) when that registration no longer exists (a sign-out deletes it).
 */
async function reuse(page: Page, origin: string | undefined, cached: SignedIn): Promise<boolean> {
  const uri = cached.registration.registration_client_uri;
  const token = cached.registration.registration_access_token;
  if (uri === undefined || token === undefined) return false;
  const check = await page.request.get(uri, { headers: { authorization: `Bearer ${token}` } });
  if (!check.ok()) return false;
  await page.context().addCookies(cached.cookies);
  // The registration lives in the console origin's localStorage: written from a page of that
  // origin (its readiness probe, the cheapest) before the console starts.
  await page.goto(origin === undefined ? '/readyz' : new URL('/readyz', origin).toString());
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, cached.registration);
  return true;
}
