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
export async function openMenuItem(page: Page, groups: readonly string[], item: string): Promise<void> {
  const menu = mainMenu(page);
  for (const group of groups) {
    const toggle = menu.getByRole('button', { name: group, exact: true });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await menu.getByRole('link', { name: item, exact: true }).click();
}

/** The editor form's English 'Name' input (first row of the Name table whose language is English). */
export function englishNameInput(page: Page): Locator {
  return page
    .locator('table')
    .filter({ has: page.getByRole('heading', { name: 'Name', exact: true }) })
    .locator('tbody tr')
    .filter({ has: page.getByRole('combobox').filter({ hasText: 'English' }) })
    .locator('input[type=text]');
}

/** The edit page's version picker (a select labelled 'Version'). */
export function versionPicker(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Version' });
}

/** The react-admin notification (snackbar) currently shown. */
export function notification(page: Page): Locator {
  return page.locator('.MuiSnackbar-root');
}
