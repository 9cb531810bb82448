import { expect, test, type Page } from '../support/test';
import { t, type SupportedLocale } from '../i18n/catalogs';
import {
  TAMIL_LATIN_ALLOWLIST,
  englishWordsIn,
  skipUserContent,
  visibleUiText,
} from '../i18n/visibleText';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notification, openMenuItem, uniqueName } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * Ad Tag Configurations (issue 13) as an ad operator uses them: the menu opens the product's ad
 * tags; an ad admin adds one, sees a URL naming an unknown macro refused with the macro named,
 * inserts a known macro from its chip, reads the URL a sample request would ask for, creates the
 * tag and finds it again with the list's filters, edits it under the lock and publishes it. A
 * service admin sees the tags read-only; Chinese and Tamil show no English. Screenshots go to
 * tests/e2e/screenshots/out/.
 */

const button = (page: Page, key: string) =>
  page.getByRole('button', { name: t('en', key), exact: true });

/** Names every language writes in Latin letters: the IAB's tag formats. */
const TECHNICAL_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST, 'vast', 'vmap']);

const BASE_URL = 'https://ads.example.com/vast?iu=/e2e/main&cb=[CACHEBUSTING]';

test('an ad admin creates an ad tag, with its URL checked and expanded as it is typed, and finds it in the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const browserErrors = watchConsoleErrors(page, 'ad admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  // adops: ad_admin in main (docs/user-guide/sign-in-and-languages.md, 'Demo sign-ins').
  await signIn(page, 'adops');
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.ad-management')],
    t('en', 'console.shell.nav.ad-tag'),
  );
  await expect(page).toHaveURL(/\/main\/ad\/tag$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'console.adTags.title'));
  await expect(
    page.getByRole('link', { name: 'Connected TV mid-roll pod', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('en', 'console.adTags.loadPolicies') }),
  ).toHaveAttribute('href', '/apps/main/ad/load');
  await expectNoSeriousAxeViolations(page, 'ad tag list');
  await shoot(page, 'adtags-list-1440');

  await page
    .getByRole('link', { name: t('en', 'console.adTags.add') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/main\/ad\/tag\/add$/);
  const name = uniqueName('E2E pre-roll');
  await page.getByRole('textbox', { name: t('en', 'console.adTags.fields.n') }).fill(name);
  await page.getByRole('checkbox', { name: t('en', 'console.adTags.positions.pre') }).check();
  const url = page.getByRole('textbox', { name: t('en', 'console.adTags.fields.url') });
  const expanded = page.getByRole('status', { name: t('en', 'console.adTags.url.expanded') });

  // An unknown macro: named under the field, left as written in the expansion, and refused.
  await url.fill(`${BASE_URL}&seg=[SEGMENT]`);
  await expect(
    page.getByText(
      t('en', 'console.adTags.url.problems.macroUnknown', {
        macro: 'SEGMENT',
        at: BASE_URL.length + '&seg='.length + 1,
      }),
    ),
  ).toBeVisible();
  await expect(expanded).toHaveText(
    'https://ads.example.com/vast?iu=/e2e/main&cb=48213907&seg=[SEGMENT]',
  );
  await button(page, 'console.adTags.actions.create').click();
  await expect(notification(page)).toContainText(t('en', 'console.adTags.urlRefused'));
  await expect(page).toHaveURL(/\/ad\/tag\/add$/);

  // Fixed with a known macro from its chip, inserted at the cursor (the end).
  await url.fill(`${BASE_URL}&dev=`);
  await url.press('Control+End');
  await page.getByRole('button', { name: /\[DEVICETYPE\]/ }).click();
  await expect(url).toHaveValue(`${BASE_URL}&dev=[DEVICETYPE]`);
  await expect(expanded).toHaveText('https://ads.example.com/vast?iu=/e2e/main&cb=48213907&dev=tv');
  await expect(page.getByText(t('en', 'console.adTags.url.valid'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'ad tag create');
  await shoot(page, 'adtags-create-1440');
  await button(page, 'console.adTags.actions.create').click();
  await expect(notification(page)).toContainText(t('en', 'console.adTags.notify.created'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.adTags.editTitle', { name }),
  );
  await expect(url).toHaveValue(`${BASE_URL}&dev=[DEVICETYPE]`);
  await expect(url).toBeDisabled();

  // Edit takes the lock (type adtag); a shorter timeout is saved, then the draft published.
  await button(page, 'console.adTags.actions.edit').click();
  await expect(url).toBeEnabled();
  const timeout = page.getByRole('spinbutton', { name: t('en', 'console.adTags.fields.to') });
  await timeout.fill('5000');
  // Leaving with the change unsaved asks first; staying keeps it.
  await page.getByRole('link', { name: t('en', 'console.adTags.back') }).click();
  const leave = page.getByRole('dialog', { name: t('en', 'console.common.unsaved.title') });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: t('en', 'console.common.unsaved.stay') }).click();
  await expect(leave).toBeHidden();
  await expect(timeout).toHaveValue('5000');
  await expectNoSeriousAxeViolations(page, 'ad tag edit');
  await shoot(page, 'adtags-edit-1440');
  await button(page, 'console.adTags.actions.save').click();
  await expect(notification(page)).toContainText(t('en', 'console.adTags.notify.updated'));
  await button(page, 'console.adTags.actions.cancel').click();
  await expect(timeout).toHaveValue('5000');
  await expect(timeout).toBeDisabled();
  await button(page, 'console.adTags.actions.publish').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('en', 'console.adTags.confirm.publishTitle', { name }));
  await dialog.getByRole('button', { name: t('en', 'console.adTags.actions.publish') }).click();
  await expect(page.getByText(t('en', 'enums.st.published')).first()).toBeVisible();

  // The list finds it by name and type.
  await page.getByRole('link', { name: t('en', 'console.adTags.back') }).click();
  await expect(page).toHaveURL(/\/main\/ad\/tag$/);
  await page.getByLabel(t('en', 'console.adTags.search')).fill(name.slice(-6));
  await page.getByRole('combobox', { name: t('en', 'console.adTags.fields.ty') }).click();
  await page.getByRole('option', { name: t('en', 'console.adTags.kinds.vast') }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  browserErrors.assertClean();
});

test('a service admin sees the ad tags read-only; Chinese and Tamil show no English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const browserErrors = watchConsoleErrors(page, 'ad tags service admin');
  await page.setViewportSize({ width: 1024, height: 800 });
  // service: service_admin in main, who views ad configuration and changes none of it.
  await signIn(page, 'service');
  await page.goto('/apps/main/ad/tag');
  await expect(page.getByText(t('en', 'console.adTags.readOnly'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'console.adTags.add') })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'ad tag list read-only');
  await page.getByRole('link', { name: 'Pre-roll (all devices)', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.adTags.editTitle', { name: 'Pre-roll (all devices)' }),
  );
  await expect(
    page.getByRole('textbox', { name: t('en', 'console.adTags.fields.url') }),
  ).toBeDisabled();
  await expect(button(page, 'console.adTags.actions.edit')).toHaveCount(0);
  await expect(button(page, 'console.adTags.actions.delete')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'ad tag read-only');
  await shoot(page, 'adtags-edit-1024-viewer');

  let current: SupportedLocale = 'en';
  try {
    for (const locale of ['zh', 'ta'] as const) {
      await switchLanguage(page, current, locale);
      current = locale;
      await page.goto('/apps/main/ad/tag');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'console.adTags.title'),
      );
      await expect(page.getByText(t(locale, 'console.adTags.readOnly'))).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Pre-roll (all devices)', exact: true }),
      ).toBeVisible();
      await skipUserContent(
        page.locator('table tbody td:nth-child(1)'),
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page
          .getByRole('banner')
          .getByRole('button', { name: t(locale, 'console.product.switchFrom', { name: 'Main' }) }),
      );
      expect(englishWordsIn(await visibleUiText(page), TECHNICAL_TERMS), locale).toEqual([]);
      await expectNoSeriousAxeViolations(page, `ad tag list ${locale}`);
      await shoot(page, `adtags-list-1024-${locale}`);
      await page.getByRole('link', { name: 'Pre-roll (all devices)', exact: true }).click();
      await expect(page.getByText(t(locale, 'console.adTags.url.expanded')).first()).toBeVisible();
      await shoot(page, `adtags-edit-1024-${locale}`);
    }
  } finally {
    if (current !== 'en') await switchLanguage(page, current, 'en');
  }
  browserErrors.assertClean();
});
