import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../i18n/catalogs';
import { settle } from './screens';

/** Storefront steps the storefront specs share. */

const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);

/** The storefront item page's Publish, then the confirmation's Publish. */
export async function publishAfterConfirming(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: en('console.storefront.actions.publish'), exact: true })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('console.storefront.actions.publish'), exact: true })
    .click();
}

/**
 * The preview's continue-watching titles for a demo viewer, joined by '|': picks the viewer in
 * the preview and waits for the rail to show their history.
 */
export async function continueWatchingFor(
  page: Page,
  preview: Locator,
  viewer: 'viewer-ana' | 'viewer-ben',
): Promise<string> {
  const rail = preview.getByRole('group', { name: 'Continue watching' });
  await preview.getByRole('combobox', { name: en('console.storefront.preview.viewer') }).click();
  await page
    .getByRole('option', { name: en(`console.storefront.preview.viewers.${viewer}`) })
    .click();
  await expect(rail.locator('[data-user-content]').nth(1)).not.toHaveText('');
  await settle(page);
  return (await rail.locator('[data-user-content]').allInnerTexts()).slice(1).join('|');
}

/**
 * Chooses an option of a select field by the field's and the option's labels (a select's name is
 * its label followed by the option it shows; a pattern when one label starts another's).
 */
export async function choose(page: Page, field: string | RegExp, option: string): Promise<void> {
  const name =
    typeof field === 'string'
      ? new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `)
      : field;
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * Types a moment into a date-time field (display format DD MMM YYYY HH:mm), section by section:
 * the field by its label or as a locator. It waits until the field is editable: an editor's
 * fields are read-only until Edit has taken the lock, and keys typed before are dropped.
 */
export async function typeMoment(page: Page, field: string | Locator, at: Date): Promise<void> {
  const two = (n: number) => String(n).padStart(2, '0');
  const input =
    typeof field === 'string' ? page.getByRole('textbox', { name: field, exact: true }) : field;
  await expect(input).toBeEditable();
  await input.click();
  await page.keyboard.press('Home');
  await page.keyboard.type(
    `${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}${two(at.getHours())}${two(at.getMinutes())}`,
  );
  await input.blur();
}
