import { expect, test, type Page } from '../support/test';
import { t, type SupportedLocale } from '../i18n/catalogs';
import {
  TAMIL_LATIN_ALLOWLIST,
  englishWordsIn,
  skipUserContent,
  visibleUiText,
} from '../i18n/visibleText';
import { switchLanguage } from '../support/screens';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { openMenuItem } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';

/*
 * The type designer as an administrator reaches it: Settings → Type Designer in the side menu
 * opens the list of types (built-in and designed, with what to do while none is designed), and
 * New type opens the designer with its preview; both pages pass the axe check, at 1440 and at
 * 1024 px; in Chinese and Tamil, a new type with a field, a second tab and a group shows no
 * English. The design, save, check and publish steps are walked in the whole-console jsdom test
 * (tests/ui/typeDesigner.test.tsx) and the acceptance journey (typeDesignerAcceptance.spec.ts).
 */

const T = 'console.typeDesigner';

/**
 * Identifiers, not words: the system fields' keys the designer lists as fixed (`id`, `key`...),
 * and 'ID', which the Chinese and Tamil catalogs keep as Chinese and Tamil software do.
 */
const TECHNICAL_TERMS = new Set([...TAMIL_LATIN_ALLOWLIST, 'id', 'key']);

/**
 * Settings → Type Designer in the side menu, then New type; `onList` looks at the list of types
 * on the way.
 */
async function openNewType(page: Page, onList?: () => Promise<void>): Promise<void> {
  await openMenuItem(page, ['Settings'], t('en', `${T}.title`));
  await onList?.();
  await page
    .getByRole('link', { name: t('en', `${T}.add`), exact: true })
    .first()
    .click();
}

test('an admin opens the type designer from the menu, its list and a new type, at 1440 and 1024 px', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'type designer');
  await signIn(page, 'admin');
  await openNewType(page, async () => {
    await expect(page.getByRole('table', { name: t('en', `${T}.builtInTypes`) })).toBeVisible();
    await expect(page.getByText(t('en', `${T}.empty.title`))).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'type designer list');
  });
  await expect(page.getByRole('textbox', { name: /^Identifier/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'type designer, new type');

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('textbox', { name: /^Identifier/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'type designer, new type at 1024 px');
  browserErrors.assertClean();
});

test('the designer with a field, a second tab and a group shows no English in Chinese and Tamil', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'type designer languages');
  await signIn(page, 'admin');
  await openNewType(page);
  await page.getByRole('button', { name: t('en', `${T}.addField`) }).click();
  const field = page.getByTestId('field-0');
  await field.getByRole('textbox', { name: /^Key/ }).fill('host');
  await field.getByRole('textbox', { name: /^Label \(Chinese\)/ }).fill('主持人');
  await field.getByRole('textbox', { name: /^Label \(Tamil\)/ }).fill('தொகுப்பாளர்');
  await page.getByRole('button', { name: t('en', `${T}.layout.addTab`) }).click();
  await page
    .getByTestId('tab-0')
    .getByRole('button', { name: t('en', `${T}.layout.addGroup`) })
    .click();
  let current: SupportedLocale = 'en';
  try {
    for (const locale of ['zh', 'ta'] as const) {
      await switchLanguage(page, current, locale);
      current = locale;
      await expect(
        page.getByRole('button', { name: t(locale, `${T}.layout.addGroup`) }).first(),
      ).toBeVisible();
      // The page's own words only: the user's and the product's names are not.
      await skipUserContent(
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page
          .getByRole('banner')
          .getByRole('button', { name: t(locale, 'console.product.switchFrom', { name: 'Main' }) }),
      );
      expect(
        englishWordsIn(await visibleUiText(page), TECHNICAL_TERMS),
        `${locale} designer`,
      ).toEqual([]);
      await expectNoSeriousAxeViolations(page, `type designer ${locale}`);
    }
  } finally {
    // The language is saved for the user: give admin back English for the other tests.
    if (current !== 'en') await switchLanguage(page, current, 'en');
  }
  browserErrors.assertClean();
});
