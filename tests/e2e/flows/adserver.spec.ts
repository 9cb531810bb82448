import { expect, test, type Page } from '../support/test';
import { t } from '../i18n/catalogs';
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
import { settle, shoot, switchLanguage } from '../support/screens';

/*
 * Ad Server Attributes and ad load policies (issue 13) as an ad operator uses them: the menu
 * opens the product's attributes; an ad admin adds a fixed-value attribute (refused without its
 * value, the reason under the field), sees the key-value it sends, edits it and deletes it after
 * confirming; builds a load policy of two bands and reads the break plan of a 90-minute title
 * before creating it, then deletes it. The pages in Tamil show no English. Screenshots go to
 * tests/e2e/screenshots/out/.
 */

const button = (page: Page, key: string, options: Record<string, string | number> = {}) =>
  page.getByRole('button', { name: t('en', key, options), exact: true });

test('an ad admin adds, edits and deletes an ad server attribute', async ({ page }) => {
  test.setTimeout(120_000);
  const browserErrors = watchConsoleErrors(page, 'ad server attributes');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'adops');
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.ad-management')],
    t('en', 'console.shell.nav.ad-attribute'),
  );
  await expect(page).toHaveURL(/\/main\/ad\/attribute$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.adServer.title'),
  );
  await expect(page.getByRole('link', { name: 'genre', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'ad attribute list');
  await shoot(page, 'adserver-list-1440');

  await page
    .getByRole('link', { name: t('en', 'console.adServer.add') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/main\/ad\/attribute\/add$/);
  const key = `e2e_${uniqueName('k')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}`.slice(0, 40);
  await page.getByRole('textbox', { name: t('en', 'console.adServer.fields.id') }).fill(key);
  await page.getByRole('textbox', { name: t('en', 'console.adServer.fields.n') }).fill('E2E site');
  await page.getByRole('combobox', { name: t('en', 'console.adServer.fields.src') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.adServer.sources.static'), exact: true })
    .click();
  // A fixed-value attribute without its value: the reason under the field, nothing sent.
  await button(page, 'console.adServer.actions.create').click();
  await expect(page.getByText(t('en', 'console.adServer.problems.valueMissing'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'ad attribute refused');
  await page
    .getByRole('textbox', { name: t('en', 'console.adServer.fields.value') })
    .fill('demo-site');
  await expect(page.getByTestId('attribute-preview')).toHaveText(`${key}=demo-site`);
  await shoot(page, 'adserver-create-1440');
  await button(page, 'console.adServer.actions.create').click();
  await expect(notification(page)).toContainText(t('en', 'console.adServer.notify.created'));
  await expect(page).toHaveURL(new RegExp(`/main/ad/attribute/${key}$`));

  // Edit: a field of the content instead.
  await page.getByRole('combobox', { name: t('en', 'console.adServer.fields.src') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.adServer.sources.content'), exact: true })
    .click();
  await page.getByRole('combobox', { name: t('en', 'console.adServer.fields.field') }).click();
  await page
    .getByRole('option', {
      name: t('en', 'console.adServer.fieldNames.content.genre'),
      exact: true,
    })
    .click();
  await button(page, 'console.adServer.actions.save').click();
  await expect(notification(page)).toContainText(t('en', 'console.adServer.notify.updated'));

  // Delete, after confirming.
  await button(page, 'console.adServer.actions.delete').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    t('en', 'console.adServer.confirm.deleteTitle', { name: key }),
  );
  await dialog
    .getByRole('button', { name: t('en', 'console.adServer.actions.delete'), exact: true })
    .click();
  await expect(notification(page)).toContainText(t('en', 'console.adServer.notify.deleted'));
  await expect(page).toHaveURL(/\/main\/ad\/attribute$/);
  await expect(page.getByRole('link', { name: key, exact: true })).toHaveCount(0);
  browserErrors.assertClean();
});

test('an ad admin builds a load policy with its break plan, then deletes it; Tamil shows no English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const browserErrors = watchConsoleErrors(page, 'ad load policies');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'adops');
  await page.goto('/apps/main/ad/load');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.adServer.load.title'),
  );
  const table = page.getByRole('table', { name: t('en', 'console.adServer.load.title') });
  await expect(table.getByRole('row', { name: /Standard/ })).toBeVisible();
  await button(page, 'console.adServer.load.add').click();
  const name = uniqueName('E2E load');
  await page.getByRole('textbox', { name: t('en', 'console.adServer.load.name') }).fill(name);
  // Two bands: up to 1800 s one mid-roll of 30 s; longer, three of 60 s (the form's start).
  const band2 = t('en', 'console.adServer.load.band', { n: 2 });
  await page
    .getByRole('spinbutton', { name: `${band2}: ${t('en', 'console.adServer.load.midRolls')}` })
    .fill('2');
  // A 90-minute title: pre-roll, two mid-rolls at 30:00 and 1:00:00, post-roll; 60 s each.
  const plan = page.getByTestId('break-plan');
  await expect(plan.getByRole('listitem')).toHaveText([
    t('en', 'console.adServer.load.breakAt', { position: 'Pre-roll', at: '0:00', seconds: 60 }),
    t('en', 'console.adServer.load.breakAt', { position: 'Mid-roll', at: '30:00', seconds: 60 }),
    t('en', 'console.adServer.load.breakAt', {
      position: 'Mid-roll',
      at: '1:00:00',
      seconds: 60,
    }),
    t('en', 'console.adServer.load.breakAt', {
      position: 'Post-roll',
      at: '1:30:00',
      seconds: 60,
    }),
  ]);
  await page
    .getByRole('switch', { name: t('en', 'console.adServer.load.dropLast') })
    .or(page.getByRole('checkbox', { name: t('en', 'console.adServer.load.dropLast') }))
    .check();
  await expect(plan.getByRole('listitem')).toHaveCount(3);
  await settle(page);
  await shoot(page, 'adserver-load-form-1440');
  await expectNoSeriousAxeViolations(page, 'ad load policy form');
  await page
    .getByRole('button', { name: t('en', 'console.adServer.load.create'), exact: true })
    .click();
  await expect(notification(page)).toContainText(t('en', 'console.adServer.load.created'));
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(t('en', 'console.adServer.load.positions.post'));
  await row
    .getByRole('button', { name: `${t('en', 'console.adServer.load.delete')} ${name}` })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'console.adServer.load.delete'), exact: true })
    .click();
  await expect(notification(page)).toContainText(t('en', 'console.adServer.load.deleted'));
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await switchLanguage(page, 'en', 'ta');
  try {
    for (const path of ['/apps/main/ad/load', '/apps/main/ad/attribute']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]{4}/);
      await settle(page);
      await skipUserContent(
        page.locator('table tbody td:nth-child(1)'),
        page.locator('table tbody td:nth-child(2)'),
        page.locator('[data-user-content]'),
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page.getByRole('banner').getByRole('button', { name: /Main/ }),
      );
      expect(
        englishWordsIn(await visibleUiText(page), new Set([...TAMIL_LATIN_ALLOWLIST])),
        path,
      ).toEqual([]);
      await shoot(page, `adserver-${path.endsWith('load') ? 'load' : 'list'}-1440-ta`);
    }
  } finally {
    await switchLanguage(page, 'ta', 'en');
  }
  browserErrors.assertClean();
});
