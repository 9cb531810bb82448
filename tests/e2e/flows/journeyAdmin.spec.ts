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
import { shoot, switchLanguage } from '../support/screens';
import { typeMoment } from '../support/storefront';

/*
 * The administrator's day, from the dashboard through menus, buttons and keys only: a product
 * attribute named in the four languages, then a policy of three rules on product attributes (text
 * starts with, number greater than, date before), picked and tried by their display names against
 * a sample viewer; an app configuration, an IP override and an ad tag; in Chinese and Tamil the
 * policy again (its attributes by their names in that language) and the IP override form (no
 * English left), then at 1024 px.
 * Every screen passes the axe check; screenshots go to tests/e2e/screenshots/out/.
 */

/**
 * Technical names every language writes in Latin letters on the IP override form (IP, IPv4,
 * CIDR, ISO), and the region code of its example (MY-14).
 */
const GEO_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST, 'ip', 'ipv', 'cidr', 'iso', 'geo', 'my']);

/** The demo product attributes the policy tests, as the seed names them in English. */
const PRODUCT_ID = {
  key: 'productId',
  name: 'Product',
  names: { zh: '产品', ta: 'தயாரிப்பு' },
  type: 'String',
  source: 'product',
};
const MAX_STREAMS = {
  key: 'maxStreams',
  name: 'Max streams',
  names: { zh: '最大并发流', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' },
  type: 'Number',
  source: 'product',
};

/** The display names the journey gives the attribute it makes. */
const CONTRACT_END_NAMES = {
  en: 'Contract end',
  zh: '合同结束',
  ms: 'Tamat kontrak',
  ta: 'ஒப்பந்த முடிவு',
} as const;

const button = (page: Page, key: string) =>
  page.getByRole('button', { name: t('en', key), exact: true });

const ruleLabel = (rule: number, field: 'attribute' | 'operator' | 'value') =>
  `${t('en', 'console.policy.rules.number', { n: rule })}: ${t('en', `console.policy.rules.${field}`)}`;

/** An attribute as the rule builder offers it: key, English display name, type and source. */
interface Offered {
  key: string;
  name: string;
  type: string;
  source: string;
}

/**
 * Picks a rule's attribute: its key typed (the list finds an attribute by key or name), then its
 * option, named by the display name with the key beside it, once the list holds only that one;
 * done when the field shows the name and the rule names the attribute's type and source under it.
 */
async function pickAttribute(page: Page, rule: number, attribute: Offered): Promise<void> {
  const input = page.getByRole('combobox', { name: ruleLabel(rule, 'attribute') });
  const hint = page
    .getByRole('listitem', { name: t('en', 'console.policy.rules.number', { n: rule }) })
    .getByText(
      t('en', 'console.policy.rules.attributeHint', {
        type: t('en', `console.whatIf.types.${attribute.type}`),
        source: t('en', `console.policy.sources.${attribute.source}`),
      }),
    );
  const listbox = page.getByRole('listbox');
  await input.fill(attribute.key);
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await listbox
    .getByRole('option', { name: `${attribute.name} ${attribute.key}`, exact: true })
    .click();
  await expect(input).toHaveValue(attribute.name);
  await expect(hint).toBeVisible();
}

/**
 * Opens an add page with its link and waits for it: until the new page's chunk arrives the list
 * stays on screen, and its filters (Application, IP address) share the form's field names.
 */
async function openAddPage(
  page: Page,
  locale: 'en' | 'zh' | 'ta',
  linkKey: string,
  titleKey: string,
): Promise<void> {
  await page
    .getByRole('link', { name: t(locale, linkKey) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, titleKey));
}

async function pickOperator(page: Page, rule: number, op: string): Promise<void> {
  await page.getByRole('combobox', { name: ruleLabel(rule, 'operator') }).click();
  await page
    .getByRole('option', { name: t('en', `console.whatIf.operators.${op}`), exact: true })
    .click();
}

/** Opens a side menu entry in the UI language (the menu is named in it too). */
async function openMenuIn(
  page: Page,
  locale: 'zh' | 'ta',
  groupKey: string,
  itemKey: string,
): Promise<void> {
  const menu = page.getByRole('navigation', { name: t(locale, 'console.shell.menu.label') });
  const group = menu.getByRole('button', { name: t(locale, groupKey), exact: true });
  const link = menu.getByRole('link', { name: t(locale, itemKey), exact: true });
  await expect(async () => {
    // On detail and add pages the navbar arrives folded to its icons; it opens while hovered.
    const panel = page.getByTestId('sidebar-panel');
    if ((await panel.count()) > 0 && (await panel.getAttribute('data-folded')) === 'true') {
      await panel.hover();
    }
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await link.click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** The IP override form's address problem sits wholly above the country field's label. */
async function expectProblemClearOfNextLabel(page: Page, locale: 'en' | 'zh' | 'ta') {
  // The problem is the address field's description (react-admin gives the field a generated id).
  const field = page.getByRole('textbox', { name: t(locale, 'console.geo.fields.ip') });
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy, 'the address field names its problem').toBeTruthy();
  const problem = page.locator(`[id="${describedBy}"]`);
  const label = page.locator('label', { hasText: t(locale, 'console.geo.fields.country') }).first();
  const problemBox = await problem.boundingBox();
  const labelBox = await label.boundingBox();
  expect(problemBox).not.toBeNull();
  expect(labelBox).not.toBeNull();
  if (problemBox && labelBox)
    expect(problemBox.y + problemBox.height).toBeLessThanOrEqual(labelBox.y + 1);
}

test('an administrator makes a policy, an app configuration, an IP override and an ad tag, in three languages', async ({
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
  // Its display name in the four languages: what the rule builder and the what-if show.
  for (const [language, name] of Object.entries(CONTRACT_END_NAMES)) {
    await dialog
      .getByRole('textbox', { name: t('en', `console.attributes.names.${language}`) })
      .fill(name);
  }
  await dialog.getByRole('combobox', { name: t('en', 'console.attributes.fields.type') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.attributes.types.DateTime'), exact: true })
    .click();
  await dialog.getByRole('combobox', { name: t('en', 'console.attributes.fields.source') }).click();
  await page
    .getByRole('option', { name: t('en', 'console.attributes.sources.user'), exact: true })
    .click();
  await expectNoSeriousAxeViolations(page, 'attribute dialog');
  await shoot(page, 'journey-admin-attribute-1440');
  await dialog.getByRole('button', { name: t('en', 'ra.action.save'), exact: true }).click();
  await expect(notification(page)).toContainText(
    t('en', 'console.attributes.notifications.created'),
  );
  // Listed by its name, the key under it.
  const row = page.getByRole('row').filter({ hasText: contractEnd });
  await expect(row).toContainText(CONTRACT_END_NAMES.en);
  await expectNoSeriousAxeViolations(page, 'product attributes');

  // A policy of three rules, checked against a sample viewer before it is created.
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.settings')],
    t('en', 'console.shell.nav.policy'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'console.policy.title'));
  await openAddPage(page, 'en', 'console.policy.add', 'console.policy.createTitle');
  const policyName = uniqueName('Main product, two streams');
  await page.getByRole('textbox', { name: t('en', 'console.policy.fields.n') }).fill(policyName);
  await button(page, 'console.policy.rules.add').click();
  // A rule just added is not a mistake yet.
  await expect(page.getByText(/does not fit/)).toHaveCount(0);
  await pickAttribute(page, 1, PRODUCT_ID);
  await pickOperator(page, 1, 'starts-with');
  await page.getByLabel(ruleLabel(1, 'value'), { exact: true }).fill('ma');
  await button(page, 'console.policy.rules.add').click();
  await pickAttribute(page, 2, MAX_STREAMS);
  await pickOperator(page, 2, 'greater-than');
  await page.getByLabel(ruleLabel(2, 'value'), { exact: true }).fill('2');
  await button(page, 'console.policy.rules.add').click();
  // The attribute made a moment ago is offered without a reload.
  await pickAttribute(page, 3, {
    key: contractEnd,
    name: CONTRACT_END_NAMES.en,
    type: 'DateTime',
    source: 'user',
  });
  await pickOperator(page, 3, 'before');
  const until = new Date(Date.now() + 365 * 86_400_000);
  until.setHours(12, 0, 0, 0);
  await typeMoment(
    page,
    page.getByRole('textbox', { name: ruleLabel(3, 'value'), exact: true }),
    until,
  );
  await expect(page.getByText(/does not fit/)).toHaveCount(0);

  // What it decides for a sample viewer: main, four streams, a contract ending in a month. The
  // inputs ask for each attribute by its display name; the Allow names all three rules.
  const panel = page.getByRole('complementary');
  await panel.getByRole('textbox', { name: PRODUCT_ID.name, exact: true }).fill('main');
  await panel.getByRole('spinbutton', { name: MAX_STREAMS.name, exact: true }).fill('4');
  const soon = new Date(Date.now() + 30 * 86_400_000);
  soon.setHours(9, 30, 0, 0);
  await typeMoment(
    page,
    panel.getByRole('textbox', { name: CONTRACT_END_NAMES.en, exact: true }),
    soon,
  );
  const decision = panel.getByRole('status', { name: t('en', 'console.whatIf.decision.title') });
  await expect(decision).toContainText(t('en', 'console.whatIf.decision.allow'));
  const ruleLine = (attribute: string, op: string, value: string) =>
    t('en', 'console.whatIf.decision.rule', {
      attribute,
      operator: t('en', `console.whatIf.operators.${op}`),
      value,
    });
  await expect(decision).toContainText(ruleLine(PRODUCT_ID.name, 'starts-with', 'ma'));
  await expect(decision).toContainText(ruleLine(MAX_STREAMS.name, 'greater-than', '2'));
  await expect(decision).toContainText(ruleLine(CONTRACT_END_NAMES.en, 'before', '').trimEnd());
  await expectNoSeriousAxeViolations(page, 'policy create');
  // Typing scrolled the page: from the top, the full-page shot draws the fixed bars in place.
  await page.evaluate(() => window.scrollTo(0, 0));
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
  await openAddPage(page, 'en', 'console.appConfig.add', 'console.appConfig.createTitle');
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
  await openAddPage(page, 'en', 'console.geo.add', 'console.geo.createTitle');
  const ip = page.getByRole('textbox', { name: t('en', 'console.geo.fields.ip') });
  await ip.fill('198.51.100.7/33');
  await ip.blur();
  await expect(page.getByText(/\/32/).first()).toBeVisible();
  await expectProblemClearOfNextLabel(page, 'en');
  await expect(page.getByRole('link', { name: t('en', 'console.geo.back') })).toBeVisible();
  // The demo's Singapore partner holds 198.51.100.0/25: the upper half is free.
  await ip.fill('198.51.100.128/25');
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
  await openAddPage(page, 'en', 'console.adTags.add', 'console.adTags.createTitle');
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

  // In Chinese, then Tamil: the policy names its attributes in the UI language; the IP override
  // form shows no English and its problem stays clear of the next label; then Tamil at 1024 px.
  let current: 'en' | 'zh' | 'ta' = 'en';
  try {
    for (const to of ['zh', 'ta'] as const) {
      await switchLanguage(page, current, to);
      current = to;
      await openMenuIn(page, to, 'console.shell.nav.settings', 'console.shell.nav.policy');
      await page.getByRole('link', { name: policyName, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(to, 'console.policy.editTitle', { name: policyName }),
      );
      const rule = (n: number) =>
        `${t(to, 'console.policy.rules.number', { n })}: ${t(to, 'console.policy.rules.attribute')}`;
      await expect(page.getByRole('combobox', { name: rule(1) })).toHaveValue(PRODUCT_ID.names[to]);
      await expect(page.getByRole('combobox', { name: rule(3) })).toHaveValue(
        CONTRACT_END_NAMES[to],
      );
      await expect(
        page
          .getByRole('complementary')
          .getByRole('spinbutton', { name: MAX_STREAMS.names[to], exact: true }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page, `policy edit (${to})`);
      await shoot(page, `journey-admin-policy-${to}-1440`);

      await openMenuIn(page, to, 'console.shell.nav.ip-configuration', 'console.shell.nav.ip');
      await expect(page).toHaveURL(/\/apps\/ip\/list$/);
      await openAddPage(page, to, 'console.geo.add', 'console.geo.createTitle');
      const field = page.getByRole('textbox', { name: t(to, 'console.geo.fields.ip') });
      await field.fill('198.51.100.7/33');
      await field.blur();
      await expect(page.getByText(/\/32/).first()).toBeVisible();
      await expectProblemClearOfNextLabel(page, to);
      // The address typed, the product's and the user's names are content, not UI text.
      await skipUserContent(
        field,
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page
          .getByRole('banner')
          .getByRole('button', { name: t(to, 'console.product.switchFrom', { name: 'Main' }) }),
      );
      const english = englishWordsIn(await visibleUiText(page), GEO_TERMS);
      expect(english, `English left on the ${to} IP override form`).toEqual([]);
      await expectNoSeriousAxeViolations(page, `geo override create (${to})`);
      await shoot(page, `journey-admin-geo-${to}-1440`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectProblemClearOfNextLabel(page, 'ta');
    await expectNoSeriousAxeViolations(page, 'geo override create (ta, 1024)');
    await shoot(page, 'journey-admin-geo-ta-1024');
  } finally {
    // The language is kept for the user: leave English for the specs after this one.
    if (current !== 'en') await switchLanguage(page, current, 'en');
  }

  browserErrors.assertClean();
});
