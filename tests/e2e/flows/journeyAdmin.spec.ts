import { expect, test, type Locator, type Page } from '../support/test';
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
import { shoot, switchLanguage } from '../support/screens';

/*
 * The administrator's day, from the dashboard through menus, buttons and keys only: a product
 * attribute, then a policy of three rules on product attributes (text starts with, number greater
 * than, date before) checked against a sample viewer; an app configuration, an IP override and an
 * ad tag; the IP override form again in Chinese and Tamil (no English left), then at 1024 px.
 * Every screen passes the axe check; screenshots go to tests/e2e/screenshots/out/.
 */

const TECHNICAL_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST, 'tv', 'web', 'mobile']);

const button = (page: Page, key: string) =>
  page.getByRole('button', { name: t('en', key), exact: true });

const ruleLabel = (rule: number, field: 'attribute' | 'operator' | 'value') =>
  `${t('en', 'console.policy.rules.number', { n: rule })}: ${t('en', `console.policy.rules.${field}`)}`;

/**
 * Picks a rule's attribute: its key typed, then its option (the list may already have taken the
 * whole key typed); done when the rule names the attribute's type and source under it.
 */
async function pickAttribute(
  page: Page,
  rule: number,
  key: string,
  kind: { type: string; source: string },
): Promise<void> {
  const input = page.getByRole('combobox', { name: ruleLabel(rule, 'attribute') });
  const hint = page
    .getByRole('listitem', { name: t('en', 'console.policy.rules.number', { n: rule }) })
    .getByText(
      t('en', 'console.policy.rules.attributeHint', {
        type: t('en', `console.whatIf.types.${kind.type}`),
        source: t('en', `console.policy.sources.${kind.source}`),
      }),
    );
  await input.fill(key);
  await expect(async () => {
    const option = page.getByRole('option', { name: key, exact: true });
    if (await option.isVisible()) await option.click({ timeout: 2_000 });
    await expect(hint).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(input).toHaveValue(key);
}

async function pickOperator(page: Page, rule: number, op: string): Promise<void> {
  await page.getByRole('combobox', { name: ruleLabel(rule, 'operator') }).click();
  await page
    .getByRole('option', { name: t('en', `console.whatIf.operators.${op}`), exact: true })
    .click();
}

/** Types a moment into a date-time field (display DD MMM YYYY HH:mm), section by section. */
async function typeMoment(page: Page, input: Locator, at: Date): Promise<void> {
  const two = (n: number) => String(n).padStart(2, '0');
  await input.click();
  await page.keyboard.press('Home');
  await page.keyboard.type(
    `${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}${two(at.getHours())}${two(at.getMinutes())}`,
  );
  await input.blur();
}

/** Opens IP Configuration from the side menu in the UI language (the menu is named in it too). */
async function openIpConfiguration(page: Page, locale: 'zh' | 'ta'): Promise<void> {
  const menu = page.getByRole('navigation', { name: t(locale, 'console.shell.menu.label') });
  const group = menu.getByRole('button', {
    name: t(locale, 'console.shell.nav.ip-configuration'),
    exact: true,
  });
  const link = menu.getByRole('link', { name: t(locale, 'console.shell.nav.ip'), exact: true });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await link.click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/apps\/ip\/list$/);
}

/** The IP override form's address problem sits wholly above the country field's label. */
async function expectProblemClearOfNextLabel(page: Page, locale: 'en' | 'zh' | 'ta') {
  const problem = page.locator('#ip-helper-text, [id$="ip-helper-text"]').first();
  const label = page.locator('label', { hasText: t(locale, 'console.geo.fields.country') }).first();
  const problemBox = await problem.boundingBox();
  const labelBox = await label.boundingBox();
  expect(problemBox).not.toBeNull();
  expect(labelBox).not.toBeNull();
  if (problemBox && labelBox)
    expect(problemBox.y + problemBox.height).toBeLessThanOrEqual(labelBox.y + 1);
}

// Not yet passing in Chromium: the app configuration step's Application option did not settle
// once (waiting 'visible, enabled and stable'), and a rule's attribute was taken before its
// option was clicked. Kept out of the run until both are understood.
test.fixme('an administrator makes a policy, an app configuration, an IP override and an ad tag, in three languages', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const browserErrors = watchConsoleErrors(page, 'administrator journey');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');

  // A product attribute the policy will use: a date.
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.settings')],
    t('en', 'console.shell.nav.attributes'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.attributes.titles.product'),
  );
  const contractEnd = `contractEnd${Date.now().toString(36)}`;
  await page
    .getByRole('button', { name: t('en', 'console.attributes.add') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: t('en', 'console.attributes.fields.key') })
    .fill(contractEnd);
  await dialog.getByRole('combobox', { name: t('en', 'console.attributes.fields.type') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.attributes.types.DateTime'), exact: true })
    .click();
  await dialog.getByRole('combobox', { name: t('en', 'console.attributes.fields.source') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.attributes.sources.user'), exact: true })
    .click();
  await expectNoSeriousAxeViolations(page, 'attribute dialog');
  await dialog.getByRole('button', { name: t('en', 'ra.action.save'), exact: true }).click();
  await expect(notification(page)).toContainText(
    t('en', 'console.attributes.notifications.created'),
  );

  // A policy of three rules, checked against a sample viewer before it is created.
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.settings')],
    t('en', 'console.shell.nav.policy'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'console.policy.title'));
  await page
    .getByRole('link', { name: t('en', 'console.policy.add') })
    .first()
    .click();
  const policyName = uniqueName('Main product, two streams');
  await page.getByRole('textbox', { name: t('en', 'console.policy.fields.n') }).fill(policyName);
  await button(page, 'console.policy.rules.add').click();
  // A rule just added is not a mistake yet.
  await expect(page.getByText(/does not fit/)).toHaveCount(0);
  await pickAttribute(page, 1, 'productId', { type: 'String', source: 'product' });
  await pickOperator(page, 1, 'starts-with');
  await page.getByLabel(ruleLabel(1, 'value'), { exact: true }).fill('ma');
  await button(page, 'console.policy.rules.add').click();
  await pickAttribute(page, 2, 'maxStreams', { type: 'Number', source: 'product' });
  await pickOperator(page, 2, 'greater-than');
  await page.getByLabel(ruleLabel(2, 'value'), { exact: true }).fill('2');
  await button(page, 'console.policy.rules.add').click();
  // The attribute made a moment ago is offered without a reload.
  await pickAttribute(page, 3, contractEnd, { type: 'DateTime', source: 'user' });
  await pickOperator(page, 3, 'before');
  const until = new Date(Date.now() + 365 * 86_400_000);
  until.setHours(12, 0, 0, 0);
  await typeMoment(
    page,
    page.getByRole('textbox', { name: ruleLabel(3, 'value'), exact: true }),
    until,
  );
  await expect(page.getByText(/does not fit/)).toHaveCount(0);

  // What it decides for a sample viewer: main, four streams, a contract ending in a month.
  const panel = page.getByRole('complementary');
  await panel.getByRole('textbox', { name: 'productId' }).fill('main');
  await panel.getByRole('spinbutton', { name: 'maxStreams' }).fill('4');
  const soon = new Date(Date.now() + 30 * 86_400_000);
  soon.setHours(9, 30, 0, 0);
  await typeMoment(page, panel.getByRole('textbox', { name: contractEnd }), soon);
  await expect(panel.getByText(t('en', 'console.whatIf.decision.allow')).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'policy create');
  await shoot(page, 'journey-admin-policy-1440');
  await button(page, 'console.policy.actions.create').click();
  await expect(notification(page)).toContainText(t('en', 'console.policy.notify.created'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.policy.editTitle', { name: policyName }),
  );

  // An app configuration entry: the player settings of the web app.
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.app-configuration')],
    t('en', 'console.shell.nav.config'),
  );
  await page
    .getByRole('link', { name: t('en', 'console.appConfig.add') })
    .first()
    .click();
  await page.getByRole('combobox', { name: t('en', 'console.appConfig.fields.app') }).click();
  await page.getByRole('option', { name: 'Web', exact: true }).click();
  await page.getByRole('combobox', { name: t('en', 'console.appConfig.fields.type') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.appConfig.types.player'), exact: true })
    .click();
  await page
    .getByRole('textbox', { name: t('en', 'console.appConfig.fields.n') })
    .fill(uniqueName('Web player'));
  const quality = page.getByRole('combobox', {
    name: new RegExp(t('en', 'console.appConfig.labels.player.defaultQuality')),
  });
  await quality.click();
  // Options in words, not codes.
  await page
    .getByRole('option', {
      name: t('en', 'console.appConfig.options.player.defaultQuality.hd'),
      exact: true,
    })
    .click();
  await expect(quality).toHaveValue(t('en', 'console.appConfig.options.player.defaultQuality.hd'));
  await expect(
    page.getByRole('button', {
      name: t('en', 'console.editor.array.addAriaLabel', {
        label: t('en', 'console.appConfig.labels.player.playbackSpeeds'),
      }),
    }),
  ).toBeVisible();
  await page
    .getByRole('checkbox', { name: t('en', 'console.appConfig.labels.player.autoplay') })
    .check();
  await page
    .getByRole('spinbutton', {
      name: new RegExp(
        t('en', 'console.appConfig.labels.player.bufferSeconds').replace(/[()]/g, '\\$&'),
      ),
    })
    .fill('30');
  const speeds = t('en', 'console.appConfig.labels.player.playbackSpeeds');
  await page
    .getByRole('button', { name: t('en', 'console.editor.array.addAriaLabel', { label: speeds }) })
    .click();
  // A row just added says nothing until it is filled.
  await expect(page.getByText(/same entry twice|must be one of/)).toHaveCount(0);
  await page
    .getByRole('combobox', {
      name: t('en', 'console.editor.table.cell', {
        column: speeds,
        row: t('en', 'console.editor.table.row', { number: 1 }),
      }),
    })
    .click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await expectNoSeriousAxeViolations(page, 'app config create');
  await shoot(page, 'journey-admin-appconfig-1440');
  await button(page, 'console.appConfig.actions.create').click();
  await expect(notification(page)).toContainText(t('en', 'console.appConfig.notify.created'));

  // A geo-IP override.
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.ip-configuration')],
    t('en', 'console.shell.nav.ip'),
  );
  await page
    .getByRole('link', { name: t('en', 'console.geo.add') })
    .first()
    .click();
  const ip = page.getByRole('textbox', { name: t('en', 'console.geo.fields.ip') });
  await ip.fill('198.51.100.7/33');
  await ip.blur();
  await expect(page.getByText(/\/32/).first()).toBeVisible();
  await expectProblemClearOfNextLabel(page, 'en');
  await expect(page.getByRole('link', { name: t('en', 'console.geo.back') })).toBeVisible();
  await ip.fill('198.51.100.0/24');
  const country = page.getByRole('combobox', { name: t('en', 'console.geo.fields.country') });
  await country.fill('Malaysia');
  await page.getByRole('option', { name: 'Malaysia (MY)', exact: true }).click();
  await expectNoSeriousAxeViolations(page, 'geo override create');
  await button(page, 'ra.action.save').click();
  await expect(notification(page)).toContainText(t('en', 'console.geo.notifications.created'));

  // An ad tag.
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.ad-management')],
    t('en', 'console.shell.nav.ad-tag'),
  );
  await page
    .getByRole('link', { name: t('en', 'console.adTags.add') })
    .first()
    .click();
  await page
    .getByRole('textbox', { name: t('en', 'console.adTags.fields.n') })
    .fill(uniqueName('Journey pre-roll'));
  await page.getByRole('checkbox', { name: t('en', 'console.adTags.positions.pre') }).check();
  await page
    .getByRole('textbox', { name: t('en', 'console.adTags.fields.url') })
    .fill('https://ads.example.com/vast?iu=/journey/main&cb=1');
  await expectNoSeriousAxeViolations(page, 'ad tag create');
  await button(page, 'console.adTags.actions.create').click();
  await expect(notification(page)).toContainText(t('en', 'console.adTags.notify.created'));

  // The IP override form again in Chinese, then Tamil: no English left, the same problem clear
  // of the next label; then Tamil at 1024 px.
  for (const [from, to] of [
    ['en', 'zh'],
    ['zh', 'ta'],
  ] as const) {
    await switchLanguage(page, from, to);
    await openIpConfiguration(page, to);
    await page
      .getByRole('link', { name: t(to, 'console.geo.add') })
      .first()
      .click();
    const field = page.getByRole('textbox', { name: t(to, 'console.geo.fields.ip') });
    await field.fill('198.51.100.7/33');
    await field.blur();
    await expect(page.getByText(/\/32/).first()).toBeVisible();
    await expectProblemClearOfNextLabel(page, to);
    // The address typed is the user's: not UI text.
    await skipUserContent(field);
    const english = englishWordsIn(
      await visibleUiText(page),
      new Set([...TECHNICAL_TERMS, 'ipv4']),
    );
    expect(english, `English left on the ${to} IP override form`).toEqual([]);
    await expectNoSeriousAxeViolations(page, `geo override create (${to})`);
    await shoot(page, `journey-admin-geo-${to}-1440`);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectProblemClearOfNextLabel(page, 'ta');
  await expectNoSeriousAxeViolations(page, 'geo override create (ta, 1024)');
  await shoot(page, 'journey-admin-geo-ta-1024');

  browserErrors.assertClean();
});
