import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../i18n/catalogs';
import { settle } from './screens';

/** Storefront steps the storefront specs share (issue 12). */

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
