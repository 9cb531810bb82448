import { expect, test } from '../support/test';
import { t, type SupportedLocale } from '../i18n/catalogs';
import {
  TAMIL_LATIN_ALLOWLIST,
  englishWordsIn,
  skipUserContent,
  visibleUiText,
} from '../i18n/visibleText';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notification, openMenuItem } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * Attributes (issue 11) as a policy manager uses them: Settings > Policy Attributes opens the
 * product's attributes; an editor adds one (a bad key and a missing English name are refused
 * under their fields; it is listed by its name with the key under it), edits and
 * deletes it after confirmation; the profile menu's Global Attributes opens the shared ones; a
 * source's page lists that source's attributes; a viewer sees them read-only; Chinese and Tamil
 * show no English. Screenshots go to tests/e2e/screenshots/out/.
 */

const TECHNICAL_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST]);

test('an editor adds, edits and deletes a product attribute, and opens the global and per-source pages', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'attributes editor');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.settings')],
    t('en', 'console.shell.nav.attributes'),
  );
  await expect(page).toHaveURL(/\/attributes\/product$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.attributes.titles.product'),
  );
  await expect(page.getByText('maxStreams', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'product attributes');
  await shoot(page, 'attributes-product-1440');

  const key = `e2eAttr${Date.now().toString(36)}`;
  await page
    .getByRole('button', { name: t('en', 'console.attributes.add') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const keyField = dialog.getByRole('textbox', { name: t('en', 'console.attributes.fields.key') });
  await keyField.fill('9 lives');
  await dialog.getByRole('button', { name: t('en', 'ra.action.save'), exact: true }).click();
  await expect(dialog.getByText(t('en', 'console.attributes.problems.keyPattern'))).toBeVisible();
  // The English display name is asked for; the other languages may wait.
  await expect(dialog.getByText(t('en', 'console.attributes.problems.nameRequired'))).toBeVisible();
  await keyField.fill(key);
  await dialog
    .getByRole('textbox', { name: t('en', 'console.attributes.names.en') })
    .fill('End-to-end attribute');
  await dialog
    .getByRole('textbox', { name: t('en', 'console.attributes.names.zh') })
    .fill('端到端属性');
  await dialog.getByRole('button', { name: t('en', 'ra.action.save'), exact: true }).click();
  await expect(notification(page)).toContainText(
    t('en', 'console.attributes.notifications.created'),
  );
  // Listed by its name, the key under it.
  await expect(page.getByText(key, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: key })).toContainText(
    'End-to-end attribute',
  );

  await page.getByRole('button', { name: t('en', 'console.attributes.edit', { key }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: t('en', 'console.attributes.fields.desc') })
    .fill('Written by the e2e run');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'ra.action.save'), exact: true })
    .click();
  await expect(notification(page)).toContainText(
    t('en', 'console.attributes.notifications.updated'),
  );

  await page.getByRole('button', { name: t('en', 'console.attributes.delete', { key }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete|confirm/i })
    .click();
  await expect(notification(page)).toContainText(
    t('en', 'console.attributes.notifications.deleted'),
  );
  await expect(page.getByText(key, { exact: true })).toHaveCount(0);

  // Global attributes from the profile menu.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').last().click();
  await page
    .getByRole('menuitem', { name: t('en', 'console.shell.user.globalAttributes') })
    .click();
  await expect(page).toHaveURL(/\/apps\/globalAttributes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.attributes.titles.global'),
  );
  await expect(page.getByText('subscription', { exact: true })).toBeVisible();
  await shoot(page, 'attributes-global-1440');

  // One source's attributes.
  await page.goto('/apps/attributes/content');
  await expect(page.getByText('genres', { exact: true })).toBeVisible();
  await expect(page.getByText('subscription', { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'content attributes');
  browserErrors.assertClean();
});

test('a viewer sees the attributes read-only; Chinese and Tamil show no English', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'attributes viewer');
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'viewer');
  await page.goto('/apps/main/attributes/product');
  await expect(page.getByText(t('en', 'console.attributes.readOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('en', 'console.attributes.add') })).toHaveCount(
    0,
  );
  await shoot(page, 'attributes-product-1024-viewer');
  let current: SupportedLocale = 'en';
  try {
    for (const locale of ['zh', 'ta'] as const) {
      await switchLanguage(page, current, locale);
      current = locale;
      await page.goto('/apps/globalAttributes');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'console.attributes.titles.global'),
      );
      await expect(page.getByText('subscription', { exact: true })).toBeVisible();
      // Keys, values and the user's name are content, not UI text.
      await skipUserContent(
        page.locator('table tbody td:nth-child(1)'),
        page.locator('table tbody td:nth-child(4)'),
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page
          .getByRole('banner')
          .getByRole('button', { name: t(locale, 'console.product.switchFrom', { name: 'Main' }) }),
      );
      expect(englishWordsIn(await visibleUiText(page), TECHNICAL_TERMS), locale).toEqual([]);
      await shoot(page, `attributes-global-1024-${locale}`);
      await expectNoSeriousAxeViolations(page, `global attributes ${locale}`);
    }
  } finally {
    if (current !== 'en') await switchLanguage(page, current, 'en');
  }
  browserErrors.assertClean();
});
