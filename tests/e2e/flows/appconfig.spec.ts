import { expect, test, type Page } from '../support/test';
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
 * App Configuration (issue 13) as an operator uses it: the menu opens the product's
 * configurations; an app config admin opens the seeded mobile player settings, edits them with the type's
 * form (a value out of range is shown under its field and not saved), saves, reviews the
 * difference from the published version and publishes; the apps' public read then serves the new
 * settings (304 on a repeat with its ETag). A service admin sees them read-only; Chinese and Tamil show no English. Screenshots go to
 * tests/e2e/screenshots/out/.
 */

const TECHNICAL_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST, 'tv', 'web', 'mobile', 'kbit']);

const button = (page: Page, key: string) =>
  page.getByRole('button', { name: t('en', key), exact: true });

test('an app config admin edits the mobile player settings, compares the versions and publishes them', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const browserErrors = watchConsoleErrors(page, 'appconfig admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  // configurator: appconfig_admin in main (docs/user-guide/sign-in-and-languages.md, 'Demo sign-ins').
  await signIn(page, 'configurator');
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.app-configuration')],
    t('en', 'console.shell.nav.config'),
  );
  await expect(page).toHaveURL(/\/config\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.appConfig.title'),
  );
  await expect(page.getByRole('link', { name: 'Mobile player', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'config list');
  await shoot(page, 'appconfig-list-1440');

  await page.getByRole('link', { name: 'Mobile player', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.appConfig.editTitle', { name: 'Mobile player' }),
  );
  const buffer = page.getByRole('spinbutton', {
    name: t('en', 'console.appConfig.labels.player.bufferSeconds'),
  });
  await expect(buffer).toHaveValue('20');
  await expect(buffer).toBeDisabled();
  await button(page, 'console.appConfig.actions.edit').click();
  await expect(buffer).toBeEnabled();
  // Out of range: shown under the field, and Save keeps it from the service.
  await buffer.fill('500');
  await expect(page.getByText(/120/).first()).toBeVisible();
  await button(page, 'console.appConfig.actions.save').click();
  await expect(notification(page)).toContainText(t('en', 'console.appConfig.invalid'));
  await buffer.fill('45');
  await button(page, 'console.appConfig.actions.save').click();
  await expect(notification(page)).toContainText(t('en', 'console.appConfig.notify.updated'));
  await button(page, 'console.appConfig.actions.cancel').click();
  await expect(buffer).toHaveValue('45');

  // Publish: the difference from the published version first.
  await button(page, 'console.appConfig.actions.publish').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row', { name: /\/bufferSeconds/ })).toContainText('20');
  await expect(dialog.getByRole('row', { name: /\/bufferSeconds/ })).toContainText('45');
  await expectNoSeriousAxeViolations(page, 'config publish diff');
  await shoot(page, 'appconfig-diff-1440');
  await dialog.getByRole('button', { name: t('en', 'console.appConfig.actions.publish') }).click();
  await expect(notification(page)).toContainText(t('en', 'console.appConfig.notify.updated'));
  await expect(page.getByText(t('en', 'enums.st.published')).first()).toBeVisible();
  await shoot(page, 'appconfig-edit-1440');

  // The apps' public read serves the published settings, and 304 on a repeat with its ETag.
  const READ = '/api/config/remote/config?app=mobile&type=player&product=main';
  const read = await request.get(READ);
  expect(read.status()).toBe(200);
  expect(
    ((await read.json()) as { data: { value: { bufferSeconds: number } } }).data.value,
  ).toMatchObject({ bufferSeconds: 45 });
  const etag = read.headers()['etag'];
  expect(etag).toMatch(/^".+"$/);
  const repeat = await request.get(READ, { headers: { 'If-None-Match': etag ?? '' } });
  expect(repeat.status()).toBe(304);
  browserErrors.assertClean();
});

test('a service admin sees configurations read-only; Chinese and Tamil show no English', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'appconfig service admin');
  await page.setViewportSize({ width: 1024, height: 800 });
  // service: service_admin in main, who views app configuration and changes none of it.
  await signIn(page, 'service');
  await page.goto('/apps/main/config/list');
  await expect(page.getByText(t('en', 'console.appConfig.readOnly'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'console.appConfig.add') })).toHaveCount(0);
  await page.getByRole('link', { name: 'TV languages', exact: true }).click();
  // The editor has loaded its form (its loading bar gone) before it is judged.
  await expect(
    page.getByText(t('en', 'console.appConfig.labels.languages.available')),
  ).toBeVisible();
  await expect(button(page, 'console.appConfig.actions.edit')).toHaveCount(0);
  await shoot(page, 'appconfig-edit-1024-viewer');
  await expectNoSeriousAxeViolations(page, 'config read-only');
  let current: SupportedLocale = 'en';
  try {
    for (const locale of ['zh', 'ta'] as const) {
      await switchLanguage(page, current, locale);
      current = locale;
      await page.goto('/apps/main/config/list');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'console.appConfig.title'),
      );
      await expect(page.getByRole('link', { name: 'TV languages', exact: true })).toBeVisible();
      await skipUserContent(
        page.locator('table tbody td:nth-child(1)'),
        page.locator('table tbody td:nth-child(2)'),
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page
          .getByRole('banner')
          .getByRole('button', { name: t(locale, 'console.product.switchFrom', { name: 'Main' }) }),
      );
      expect(englishWordsIn(await visibleUiText(page), TECHNICAL_TERMS), locale).toEqual([]);
      await shoot(page, `appconfig-list-1024-${locale}`);
      await page.getByRole('link', { name: 'TV languages', exact: true }).click();
      await expect(
        page.getByText(t(locale, 'console.appConfig.labels.languages.available')),
      ).toBeVisible();
      await shoot(page, `appconfig-edit-1024-${locale}`);
    }
  } finally {
    if (current !== 'en') await switchLanguage(page, current, 'en');
  }
  browserErrors.assertClean();
});
