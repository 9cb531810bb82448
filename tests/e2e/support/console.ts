import { expect, type Locator, type Page } from '@playwright/test';

/** A name unique to this run and call, so reruns against the same server never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The shell's side menu (the `nav` labelled 'Main menu'). */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/**
 * Opens the side menu's groups in order (only those still closed) and clicks the item at the end,
 * e.g. `openMenuItem(page, ['Datastore', 'VOD'], 'Movies')`.
 */
export async function openMenuItem(
  page: Page,
  groups: readonly string[],
  item: string,
): Promise<void> {
  const menu = mainMenu(page);
  // The menu may still be settling after the sign-in (its groups re-render as the served menu and
  // the path arrive): open the groups and click the entry again until the click lands.
  await expect(async () => {
    // On detail and add pages the navbar arrives folded to its icons; it opens while hovered.
    const panel = page.getByTestId('sidebar-panel');
    if ((await panel.count()) > 0 && (await panel.getAttribute('data-folded')) === 'true') {
      await panel.hover();
    }
    for (const group of groups) {
      const toggle = menu.getByRole('button', { name: group, exact: true });
      await expect(toggle).toBeVisible({ timeout: 5_000 });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    }
    await clickMenuLink(page, menu.getByRole('link', { name: item, exact: true }));
  }).toPass({ timeout: 45_000 });
}

/**
 * Clicks a menu link and fails (for the caller's retry) unless the page then is the link's, or
 * was sent on from it (a page that redirects): a click the menu's re-render swallowed.
 */
export async function clickMenuLink(page: Page, link: Locator): Promise<void> {
  const href = (await link.getAttribute('href', { timeout: 5_000 })) ?? '';
  const from = new URL(page.url()).pathname;
  await link.click({ timeout: 5_000 });
  await expect(page).toHaveURL((url) => url.pathname === href || url.pathname !== from, {
    timeout: 5_000,
  });
}

/**
 * The editor form's English 'Name' input: the Name table's row whose language is English, named
 * 'Name (English)' by the form. CSS on that name rather than roles, so it still finds the field
 * behind a modal dialog (which hides the page from the accessibility tree).
 */
export function englishNameInput(page: Page): Locator {
  return page.locator('table input[aria-label="Name (English)"]');
}

/** The edit page's version picker (a select labelled 'Version'). */
export function versionPicker(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Version' });
}

/** The react-admin notification (snackbar) currently shown. */
export function notification(page: Page): Locator {
  return page.locator('.MuiSnackbar-root');
}

/**
 * Creates a movie in the signed-in user's current product through the console's create page (an
 * English name, Save) and returns its edit page's URL, once the page shows the new draft.
 */
export async function createMovieThroughUi(
  page: Page,
  name: string,
  product = 'main',
): Promise<string> {
  await page.goto(`/apps/${product}/vod/movie/add`);
  const nameInput = englishNameInput(page);
  await nameInput.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/${product}/vod/movie/(?!add$)[^/?]+$`));
  await expect(versionPicker(page)).toHaveText('V1 - draft');
  await expect(englishNameInput(page)).toHaveValue(name);
  return page.url();
}
