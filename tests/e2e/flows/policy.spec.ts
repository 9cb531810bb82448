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
import { settle, shoot, switchLanguage } from '../support/screens';

/*
 * Policies (issue 11) as an operator uses them: Settings > Policy Management opens the product's
 * policies; an editor adds one with the rule builder (a save without a name is refused under the
 * field; the operator list follows the attribute's type), the what-if panel decides for a viewer
 * context as the rules change, the saved policy opens read-only until Edit, is edited, published
 * and deleted after confirmation; a viewer sees it read-only; the pages in Chinese and Tamil show
 * no English. Screenshots go to tests/e2e/screenshots/out/.
 */

/** Attribute keys and the demo policies' names are content, written as they were typed. */
const TECHNICAL_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST, 'tv', 'web', 'mobile']);

/** The demo attributes' English display names (the seed's), by key. */
const NAMES = {
  age: 'Age',
  genres: 'Genres',
  country: 'Country',
  launchDate: 'Launch date',
  isKidsSafe: 'Safe for kids',
} as const;

/**
 * Picks a rule's attribute in the builder's autocomplete (rule numbers are 1-based): its key
 * typed, then its option (the display name, the key beside it); the field then shows the name.
 */
async function pickAttribute(page: Page, rule: number, key: keyof typeof NAMES): Promise<void> {
  const label = `${t('en', 'console.policy.rules.number', { n: rule })}: ${t('en', 'console.policy.rules.attribute')}`;
  const input = page.getByRole('combobox', { name: label });
  await input.fill(key);
  await page.getByRole('option', { name: `${NAMES[key]} ${key}`, exact: true }).click();
  await expect(input).toHaveValue(NAMES[key]);
}

/** A button by its exact name. */
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

function ruleField(page: Page, rule: number, field: 'operator' | 'value') {
  const label = `${t('en', 'console.policy.rules.number', { n: rule })}: ${t('en', `console.policy.rules.${field}`)}`;
  return field === 'operator'
    ? page.getByRole('combobox', { name: label })
    : page.getByLabel(label, { exact: true });
}

test('an editor adds a policy with the rule builder, tries it, edits, publishes and deletes it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const browserErrors = watchConsoleErrors(page, 'policy editor');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');
  await openMenuItem(
    page,
    [t('en', 'console.shell.nav.settings')],
    t('en', 'console.shell.nav.policy'),
  );
  await expect(page).toHaveURL(/\/apps\/main\/policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'console.policy.title'));
  await expect(page.getByRole('link', { name: 'Premium subscribers', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'policy list');
  await shoot(page, 'policy-list-1440');

  await page
    .getByRole('link', { name: t('en', 'console.policy.add') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/apps\/main\/policy\/add$/);
  // Nothing typed yet: a save is refused, the reason under the name.
  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.create'), exact: true })
    .click();
  await expect(page.getByText(t('en', 'console.policy.problems.nameMissing'))).toBeVisible();

  const name = uniqueName('Adults on TV');
  await page.getByRole('textbox', { name: t('en', 'console.policy.fields.n') }).fill(name);
  await page
    .getByRole('button', { name: t('en', 'console.policy.rules.add'), exact: true })
    .click();
  await pickAttribute(page, 1, 'age');
  // A Number attribute offers equals, not equals, greater than, less than.
  await ruleField(page, 1, 'operator').click();
  await expect(page.getByRole('option')).toHaveText(
    ['equals', 'not-equals', 'greater-than', 'less-than'].map((op) =>
      t('en', `console.whatIf.operators.${op}`),
    ),
  );
  await page
    .getByRole('option', { name: t('en', 'console.whatIf.operators.greater-than'), exact: true })
    .click();
  await ruleField(page, 1, 'value').fill('17');
  await page
    .getByRole('button', { name: t('en', 'console.policy.rules.add'), exact: true })
    .click();
  await pickAttribute(page, 2, 'genres');
  await ruleField(page, 2, 'operator').click();
  await page
    .getByRole('option', { name: t('en', 'console.whatIf.operators.one-of'), exact: true })
    .click();
  const genres = ruleField(page, 2, 'value');
  await genres.fill('drama');
  await genres.press('Enter');
  await genres.fill('news');
  await genres.press('Enter');

  // The what-if panel decides as the rules stand: a 30-year-old drama viewer is allowed by it.
  const panel = page.getByRole('complementary');
  await panel.getByRole('spinbutton', { name: NAMES.age }).fill('30');
  const genresContext = panel.getByRole('combobox', { name: NAMES.genres });
  await genresContext.fill('drama');
  await genresContext.press('Enter');
  await expect(panel.getByText(t('en', 'console.whatIf.decision.allow')).first()).toBeVisible();
  await shoot(page, 'policy-create-1440');
  await expectNoSeriousAxeViolations(page, 'policy create');

  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.create'), exact: true })
    .click();
  await expect(notification(page)).toContainText(t('en', 'console.policy.notify.created'));
  await expect(page).toHaveURL(/\/apps\/main\/policy\/(?!add)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'console.policy.editTitle', { name }),
  );
  // Read-only until Edit.
  const nameField = page.getByRole('textbox', { name: t('en', 'console.policy.fields.n') });
  await expect(nameField).toHaveAttribute('readonly', '');
  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.edit'), exact: true })
    .click();
  await expect(nameField).not.toHaveAttribute('readonly', '');
  await nameField.fill(`${name} (revised)`);
  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.save'), exact: true })
    .click();
  await expect(notification(page)).toContainText(t('en', 'console.policy.notify.updated'));
  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.cancel'), exact: true })
    .click();
  await expect(nameField).toHaveValue(`${name} (revised)`);

  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.publish'), exact: true })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'console.policy.actions.publish'), exact: true })
    .click();
  await expect(page.getByText(t('en', 'enums.st.published')).first()).toBeVisible();
  await page.getByRole('combobox', { name: t('en', 'console.policy.version') }).click();
  await expect(page.getByRole('option', { name: 'V1 - published' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shoot(page, 'policy-edit-1440');
  await expectNoSeriousAxeViolations(page, 'policy edit');

  await page
    .getByRole('button', { name: t('en', 'console.policy.actions.delete'), exact: true })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'console.policy.actions.delete'), exact: true })
    .click();
  await expect(notification(page)).toContainText(t('en', 'console.policy.notify.deleted'));
  await expect(page).toHaveURL(/\/apps\/main\/policy$/);
  await expect(page.getByRole('link', { name: `${name} (revised)` })).toHaveCount(0);
  browserErrors.assertClean();
});

test('an admin sees the operators follow each attribute type, a contradiction warned, and personas decide', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const browserErrors = watchConsoleErrors(page, 'policy types');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/apps/main/policy/add');
  await page
    .getByRole('textbox', { name: t('en', 'console.policy.fields.n') })
    .fill(uniqueName('Every type'));
  const operatorsOf = {
    age: ['equals', 'not-equals', 'greater-than', 'less-than'],
    country: ['equals', 'not-equals', 'starts-with', 'ends-with', 'one-of', 'none-of'],
    launchDate: ['before', 'after'],
    isKidsSafe: ['equals'],
    genres: ['equals', 'contains', 'one-of'],
  } as const;
  // One rule on an attribute of each type: the operator list is that type's.
  for (const [index, [attribute, operators]] of Object.entries(operatorsOf).entries()) {
    await button(page, t('en', 'console.policy.rules.add')).click();
    await pickAttribute(page, index + 1, attribute as keyof typeof NAMES);
    await ruleField(page, index + 1, 'operator').click();
    await expect(page.getByRole('option')).toHaveText(
      operators.map((op) => t('en', `console.whatIf.operators.${op}`)),
    );
    await page.keyboard.press('Escape');
  }
  // Age over 17 and age under 5, all rules matching: the check says it can never match.
  await ruleField(page, 1, 'operator').click();
  await page
    .getByRole('option', { name: t('en', 'console.whatIf.operators.greater-than'), exact: true })
    .click();
  await ruleField(page, 1, 'value').fill('17');
  await button(page, t('en', 'console.policy.rules.add')).click();
  await pickAttribute(page, 6, 'age');
  await ruleField(page, 6, 'operator').click();
  await page
    .getByRole('option', { name: t('en', 'console.whatIf.operators.less-than'), exact: true })
    .click();
  await ruleField(page, 6, 'value').fill('5');
  await expect(
    page.getByText(
      `${t('en', 'console.policy.rules.number', { n: 6 })}: ${t('en', 'console.policy.warnings.contradiction', { rule: 6, otherRule: 1, attribute: NAMES.age })}`,
    ),
  ).toBeVisible();
  await shoot(page, 'policy-every-type-1440');
  // Without the contradiction, the saved personas decide: the adult drama viewer is allowed, the
  // free viewer (no genres) denied with the failed condition named.
  for (const rule of [6, 4, 3, 2]) {
    await button(page, t('en', 'console.policy.rules.remove', { n: rule })).click();
  }
  // Left: age over 17, and genres (now rule 2) one of drama.
  await ruleField(page, 2, 'operator').click();
  await page
    .getByRole('option', { name: t('en', 'console.whatIf.operators.one-of'), exact: true })
    .click();
  await ruleField(page, 2, 'value').fill('drama');
  await ruleField(page, 2, 'value').press('Enter');
  const personas = page.getByRole('table', { name: t('en', 'console.whatIf.personas.title') });
  await expect(personas.getByRole('row', { name: /Adult premium viewer/ })).toContainText(
    t('en', 'console.whatIf.decision.allow'),
  );
  const denied = personas.getByRole('row', { name: /Free viewer on mobile/ });
  await expect(denied).toContainText(t('en', 'console.whatIf.decision.deny'));
  await expect(denied).toContainText(NAMES.genres);
  await expectNoSeriousAxeViolations(page, 'policy every type');

  // The rule builder in Chinese shows no English (attribute keys, names and the what-if panel's
  // personas and policies are content).
  await switchLanguage(page, 'en', 'zh');
  try {
    await expect(
      page.getByRole('heading', { name: t('zh', 'console.policy.rules.title') }),
    ).toBeVisible();
    // The language switch renders the page anew: a rule of its own, in Chinese.
    await button(page, t('zh', 'console.policy.rules.add')).click();
    await expect(
      page.getByText(t('zh', 'console.policy.rules.number', { n: 1 })).first(),
    ).toBeVisible();
    await skipUserContent(
      page.getByRole('complementary'),
      page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
      page
        .getByRole('banner')
        .getByRole('button', { name: t('zh', 'console.product.switchFrom', { name: 'Main' }) }),
    );
    expect(englishWordsIn(await visibleUiText(page), TECHNICAL_TERMS), 'zh rule builder').toEqual(
      [],
    );
    await shoot(page, 'policy-rule-builder-1440-zh');
  } finally {
    await switchLanguage(page, 'zh', 'en');
  }
  browserErrors.assertClean();
});

test('an admin widening a policy sees which storefront containers it would show to which persona', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'policy impact');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/apps/main/policy/main-policy-premium');
  const impact = page.getByRole('region', { name: t('en', 'console.policy.impact.title') });
  // Unchanged, nobody's view changes (the home page's premium rail names this policy, and so
  // may rails other specs made on this server: the count is not this spec's to fix).
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const one = escaped(t('en', 'console.policy.impact.noFlips', { smart_count: 1 }));
  const many = escaped(t('en', 'console.policy.impact.noFlips', { smart_count: 7 })).replace(
    '7',
    '\\d+',
  );
  const noFlips = new RegExp(`${one}|${many}`);
  await expect(impact).toContainText(noFlips);
  await button(page, t('en', 'console.policy.actions.edit')).click();
  const value = ruleField(page, 1, 'value');
  await expect(value).toBeEnabled();
  await value.fill('basic');
  await value.press('Enter');
  // Basic subscribers too: the kids profile (basic) now sees the premium rail.
  const row = impact.getByRole('row', { name: /Premium exclusives/ });
  await expect(row).toContainText('Kids profile');
  await expect(row).toContainText(t('en', 'console.policy.impact.shows'));
  await settle(page);
  await shoot(page, 'policy-impact-1440');
  await expectNoSeriousAxeViolations(page, 'policy impact');
  // Nothing is saved: the change is discarded after confirmation.
  await button(page, t('en', 'console.policy.actions.cancel')).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'console.policy.actions.discard') })
    .click();
  await expect(impact).toContainText(noFlips);
  browserErrors.assertClean();
});

test('a viewer sees the policies read-only, at 1024 px too', async ({ page }) => {
  const browserErrors = watchConsoleErrors(page, 'policy viewer');
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'viewer');
  await page.goto('/apps/main/policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'console.policy.title'));
  await expect(page.getByText(t('en', 'console.policy.readOnly'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'console.policy.add') })).toHaveCount(0);
  await shoot(page, 'policy-list-1024-viewer');
  await page.getByRole('link', { name: 'Premium subscribers', exact: true }).click();
  await expect(
    page.getByRole('textbox', { name: t('en', 'console.policy.fields.n') }),
  ).toHaveAttribute('readonly', '');
  await expect(
    page.getByRole('button', { name: t('en', 'console.policy.actions.edit'), exact: true }),
  ).toHaveCount(0);
  await shoot(page, 'policy-edit-1024-viewer');
  await expectNoSeriousAxeViolations(page, 'policy edit read-only');
  // The add page is not theirs: the guard says so where they are, with a way to the dashboard.
  await page.goto('/apps/main/policy/add');
  await expect(
    page.getByRole('heading', { level: 1, name: /^You do not have access to / }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/main\/policy\/add$/);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/project$/);
  browserErrors.assertClean();
});

test('the list and a policy in Chinese and Tamil show no English', async ({ page }) => {
  const browserErrors = watchConsoleErrors(page, 'policy languages');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');
  let current: SupportedLocale = 'en';
  try {
    for (const locale of ['zh', 'ta'] as const) {
      await switchLanguage(page, current, locale);
      current = locale;
      await page.goto('/apps/main/policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'console.policy.title'),
      );
      await expect(
        page.getByRole('link', { name: 'Premium subscribers', exact: true }),
      ).toBeVisible();
      // Policy names, application names and the user's name are content, not UI text.
      await skipUserContent(
        page.locator('table tbody td:first-child'),
        page.locator('table tbody td:nth-child(6)'),
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page
          .getByRole('banner')
          .getByRole('button', { name: t(locale, 'console.product.switchFrom', { name: 'Main' }) }),
      );
      expect(englishWordsIn(await visibleUiText(page), TECHNICAL_TERMS), `${locale} list`).toEqual(
        [],
      );
      await shoot(page, `policy-list-1440-${locale}`);
      await page.getByRole('link', { name: 'Premium subscribers', exact: true }).click();
      await expect(
        page.getByRole('textbox', { name: t(locale, 'console.policy.fields.n') }),
      ).toHaveValue('Premium subscribers');
      await settle(page);
      await shoot(page, `policy-edit-1440-${locale}`);
      await expectNoSeriousAxeViolations(page, `policy edit ${locale}`);
    }
  } finally {
    if (current !== 'en') await switchLanguage(page, current, 'en');
  }
  browserErrors.assertClean();
});
