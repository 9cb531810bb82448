import { expect, test, type Page } from '../support/test';
import { LANGUAGE_NAMES, LOGIN_MESSAGES } from '../../../server/idp/loginMessages';
import { watchConsoleErrors } from '../support/consoleErrors';
import { consoleShell } from '../support/login';
import { saveScreenshot } from '../support/screens';

/*
 * The language follows the user across the sign-in: the console asks the sign-in page for its
 * own language (ui_locales), and a language chosen on the sign-in page is the console's after it.
 */

/** `<html lang>` of the console per language (src/i18n/locales.ts DOCUMENT_LANGUAGE_TAGS). */
const CONSOLE_HTML_LANG = { en: 'en', zh: 'zh-Hans', ms: 'ms', ta: 'ta' } as const;
/** A character of each non-Latin script, to see that the console's own texts are translated. */
const SCRIPT = { zh: /[\u4E00-\u9FFF]/, ta: /[\u0B80-\u0BFF]/ } as const;

/** Saves the console's language choice as its language menu does, before the first visit. */
async function saveConsoleLanguage(page: Page, language: string): Promise<void> {
  await page.goto('/config.json');
  await page.evaluate((locale) => {
    localStorage.setItem('locale', locale);
    // What <Admin>'s store keeps once the language menu has been used.
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  }, language);
}

async function submitSignIn(page: Page, username: string): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(username);
  await page.locator('form button[type=submit]').click();
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
}

for (const language of ['ta', 'zh'] as const) {
  test(`a console in ${language} opens the sign-in page in ${language} and comes back in it`, async ({
    page,
  }) => {
    const browserErrors = watchConsoleErrors(page);
    await saveConsoleLanguage(page, language);
    await page.goto('/');
    const messages = LOGIN_MESSAGES[language];
    await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/auth\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.heading);
    await expect(page.locator('label[for=username]')).toHaveText(messages.username);
    await expect(page.locator('form button[type=submit]')).toHaveText(messages.submit);
    await expect(
      page.getByRole('navigation', { name: messages.language }).locator('[aria-current]'),
    ).toHaveText(LANGUAGE_NAMES[language]);
    await saveScreenshot(page, `sign-in-${language}`, { fullPage: true });

    await submitSignIn(page, 'editor');
    await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG[language]);
    await expect(page.getByRole('banner')).toContainText(SCRIPT[language]);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(language);
    browserErrors.assertClean();
  });
}

test('a language chosen on the sign-in page is the console language after the sign-in, and stays a choice the console can change', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page);
  await saveConsoleLanguage(page, 'en');
  await page.goto('/');
  await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('navigation', { name: LOGIN_MESSAGES.en.language })
    .getByRole('link', { name: LANGUAGE_NAMES.ta, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_MESSAGES.ta.heading);

  await submitSignIn(page, 'approver');
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG.ta);
  await expect(page.getByRole('banner')).toContainText(SCRIPT.ta);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ta');

  // Reopened, the console keeps its language, and a later choice of its own (English here) is
  // not undone by the earlier sign-in page: only a sign-in form's language is carried over.
  await page.reload();
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG.ta);
  await saveConsoleLanguage(page, 'en');
  await page.goto('/');
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG.en);
  await expect(page.getByRole('banner')).not.toContainText(SCRIPT.ta);
  browserErrors.assertClean();
});
