import { expect, type Locator, type Page } from '@playwright/test';

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
}

/**
 * The console shell's toolbar user menu (the toolbar's last menu button): present whenever the
 * shell is rendered. Language independent (it does not match on translated text), so it works in
 * every console locale.
 */
export function consoleShell(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]').last();
}

/**
 * Signs in through the embedded provider's real login page: opens the console at '/', which
 * keycloak-js sends to the provider's form, fills username and password (password = username
 * for the demo users), submits, and waits until the browser is back in the console with its
 * shell rendered.
 */
export async function signIn(
  page: Page,
  username: string,
  options: SignInOptions = {},
): Promise<void> {
  const start = options.origin === undefined ? '/' : new URL('/', options.origin).toString();
  await page.goto(start);
  const usernameInput = page.locator('input[name=username]');
  await expect(usernameInput).toBeVisible({ timeout: 30_000 });
  await usernameInput.fill(username);
  await page.locator('input[name=password]').fill(options.password ?? username);
  await page.locator('form button[type=submit]').click();
  // Back from the provider: the console's own path (not /auth/...).
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 });
  if (options.waitForShell !== false) {
    await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
  }
}
