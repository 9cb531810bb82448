import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { LANGUAGE_NAMES, LOGIN_MESSAGES, PRODUCT_NAME } from '../../../server/idp/loginMessages';
import { watchConsoleErrors } from '../support/consoleErrors';
import { openMovies } from './navigation';
import { consoleShell, signIn } from '../support/login';
import { switchLanguage as switchLanguageFromToolbar } from '../support/screens';
import {
  DOCUMENT_LANGUAGE_TAGS,
  formCategories,
  latinWords,
  listDeclaration,
  monthNamePattern,
  monthNamesOf,
  t,
  type SupportedLocale,
} from './catalogs';
import {
  TAMIL_LATIN_ALLOWLIST,
  englishWordsIn,
  skipUserContent,
  visibleUiText,
} from './visibleText';

/*
 * The console in Chinese, Malay and Tamil: the toolbar's language switcher translates the shell,
 * the lists and the edit forms (expected texts come from the catalogs themselves), a Tamil page
 * shows no English UI word, and the sign-in page speaks Tamil too.
 */

const USER = 'editor';
const demoUsers = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../server/idp/demo-users.json'), 'utf8'),
) as { username: string; name?: string }[];
const USER_FULL_NAME = demoUsers.find((user) => user.username === USER)?.name ?? USER;

/**
 * The list row whose movie the form checks open: below the top rows, where the items other
 * end-to-end tests create or edit (newest first) end up, so as not to meet their locks.
 */
const MOVIE_ROW = 10;

const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;

/**
 * A select's accessible name is its label followed by its value ('Status All'): a name that is
 * the label, alone or before a value.
 */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
}

/** Chooses a language in the toolbar's language menu (labelled in the current language). */
async function switchLanguage(
  page: Page,
  from: SupportedLocale,
  to: SupportedLocale,
): Promise<void> {
  const toolbar = page.getByRole('banner');
  await switchLanguageFromToolbar(page, from, to);
  await expect(
    toolbar.getByRole('button', { name: t(to, 'console.common.language'), exact: true }),
  ).toBeVisible();
}

/** Opens the movie in the list's given row (by its name cell) and waits for its form. */
async function openMovieAt(page: Page, locale: SupportedLocale, row: number): Promise<void> {
  await page.locator('table tbody tr').nth(row).locator('td.column-lon').click();
  await expect(page).toHaveURL(/\/vod\/movie\/[^/?]+$/);
  await expect(
    page.getByRole('tab', { name: t(locale, formCategories('movie')[0] ?? ''), exact: true }),
  ).toBeVisible();
}

async function expectShellTranslated(page: Page, locale: SupportedLocale): Promise<void> {
  // Side menu and icon rail.
  const menu = page.getByRole('navigation', { name: t(locale, 'console.shell.menu.label') });
  for (const key of ['nav.dashboards', 'nav.datastore', 'nav.settings']) {
    await expect(
      menu.getByRole('button', { name: t(locale, `console.shell.${key}`), exact: true }),
    ).toBeVisible();
  }
  const rail = page.getByRole('navigation', { name: t(locale, 'console.shell.rail.label') });
  for (const key of ['nav.rail.dashboard', 'nav.rail.datastore', 'nav.rail.settings']) {
    await expect(
      rail.getByRole('button', { name: t(locale, `console.shell.${key}`), exact: true }),
    ).toBeVisible();
  }
  // Toolbar.
  const toolbar = page.getByRole('banner');
  await expect(
    toolbar.getByPlaceholder(t(locale, 'console.shell.search.placeholder'), { exact: true }),
  ).toBeVisible();
  await expect(
    toolbar.getByRole('button', { name: t(locale, 'console.shell.settings.open'), exact: true }),
  ).toBeVisible();
  await expect(
    toolbar.getByRole('button', {
      name: t(locale, 'console.product.switchFrom', { name: 'Main' }),
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    toolbar.getByRole('button', {
      name: t(locale, 'console.shell.toolbar.toggleMenu'),
      exact: true,
    }),
  ).toBeVisible();
  // User menu.
  const userButton = consoleShell(page);
  await expect(userButton).toHaveAttribute(
    'aria-label',
    t(locale, 'console.shell.user.menu', { name: USER_FULL_NAME }),
  );
  await userButton.click();
  const userMenu = page.getByRole('menu');
  await expect(userMenu.getByRole('menuitem')).toHaveText([
    t(locale, 'console.shell.user.profile'),
    t(locale, 'console.shell.user.globalAttributes'),
    t(locale, 'console.shell.user.logout'),
  ]);
  await page.keyboard.press('Escape');
  await expect(userMenu).toBeHidden();
  // Footer.
  await expect(page.locator('footer')).toContainText(
    t(locale, 'console.shell.footer.copyright', { year: new Date().getFullYear() }),
  );
}

async function expectMovieListTranslated(page: Page, locale: SupportedLocale): Promise<void> {
  const declaration = listDeclaration('movie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(locale, 'resources.movie.plural'),
  );
  await expect(
    page.getByRole('link', { name: t(locale, 'console.lists.create'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: t(locale, 'console.lists.savedFilters.button'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('searchbox', { name: t(locale, 'console.lists.search.label'), exact: true }),
  ).toBeVisible();

  // Column headers: the declared columns' field labels, in order.
  const headers = (await page.locator('table thead th').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  expect(headers).toEqual(
    declaration.columns.map((column) => t(locale, `fields.${column.source}`)),
  );

  // The status filter: 'All', then the statuses (VOD names for published, draft, pre-draft).
  const vodStatuses = ['published', 'draft', 'pre-draft'];
  const statusFilter = page.getByRole('combobox', {
    name: labelled(t(locale, 'console.lists.status.label')),
  });
  await expect(statusFilter).toHaveText(t(locale, 'console.lists.status.all'));
  await statusFilter.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    t(locale, 'console.lists.status.all'),
    ...['published', 'draft', 'pre-draft', 'pending', 'archived', 'deleted'].map((status) =>
      vodStatuses.includes(status)
        ? t(locale, `console.common.vodStatus.${status}`)
        : t(locale, `enums.st.${status}`),
    ),
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  // Chips: every status chip is a translated VOD status; availability chips are translated.
  const statusChips = vodStatuses.map((status) => t(locale, `console.common.vodStatus.${status}`));
  for (const text of await page.locator('table tbody td.column-st').allInnerTexts()) {
    expect(statusChips).toContain(text.trim());
  }
  const active = t(locale, 'console.common.availability.ACTIVE');
  await expect(
    page.locator('table tbody td.column-lwe').filter({ hasText: active }).first(),
  ).toBeVisible();
  const future = t(locale, 'console.common.availability.FUTURE', { date: '' }).trim();
  for (const text of await page.locator('table tbody td.column-lwe').allInnerTexts()) {
    const chip = text.trim();
    const known = ['ACTIVE', 'EXPIRED', 'ARCHIVED'].map((key) =>
      t(locale, `console.common.availability.${key}`),
    );
    expect(
      chip === '' || known.includes(chip) || chip.startsWith(future),
      `availability chip '${chip}'`,
    ).toBe(true);
  }

  // Dates: the updated column names its months in the UI language (not English, where the
  // language's abbreviation differs from the English one: Malay shares 'Jan', 'Nov' ...).
  await expectDatesInLanguage(page.locator('table tbody td.column-ut'), locale);

  // Pagination.
  await expect(
    page.getByText(t(locale, 'ra.navigation.page_rows_per_page'), { exact: true }),
  ).toBeVisible();
}

/** Every text of `cells` holds a month name of `locale`, and none an English-only one. */
async function expectDatesInLanguage(cells: Locator, locale: SupportedLocale): Promise<void> {
  await expect(cells.first()).not.toBeEmpty();
  const months = monthNamesOf(locale);
  const ownMonth = monthNamePattern(months);
  const englishOnly = monthNamesOf('en').filter((name) => !months.includes(name));
  const englishMonth = englishOnly.length > 0 ? monthNamePattern(englishOnly) : undefined;
  const texts = (await cells.allInnerTexts()).map((text) => text.trim());
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text, `a date in ${locale}`).toMatch(ownMonth);
    if (englishMonth) expect(text, `a date in ${locale}`).not.toMatch(englishMonth);
  }
}

async function expectMovieFormTranslated(page: Page, locale: SupportedLocale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(locale, 'resources.movie.name', { smart_count: 1 }),
  );
  // Page tabs, then the form's category tabs from the type's ui schema.
  await expect(
    page.getByRole('tab', { name: t(locale, 'console.editor.tabs.details'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('tab', { name: t(locale, 'console.editor.tabs.audit'), exact: true }),
  ).toBeVisible();
  for (const category of formCategories('movie')) {
    await expect(page.getByRole('tab', { name: t(locale, category), exact: true })).toBeVisible();
  }
  // Field labels of the first category.
  for (const field of ['lon', 'lod']) {
    await expect(
      page.getByRole('heading', { name: t(locale, `fields.${field}`), exact: true }),
    ).toBeVisible();
  }
  for (const field of ['cid', 'tc', 'pn']) {
    await expect(
      page.getByRole('textbox', { name: t(locale, `fields.${field}`), exact: true }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('combobox', { name: labelled(t(locale, 'fields.st')) }),
  ).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: labelled(t(locale, 'console.editor.version.label')) }),
  ).toBeVisible();
  // Language choices in the Name table are the language names in the UI language.
  await expect(
    page
      .getByRole('combobox')
      .filter({ hasText: t(locale, 'enums.lang.en') })
      .first(),
  ).toBeVisible();

  // Action buttons: Edit, then Save and Close while editing; Close leaves edit mode (and the lock).
  const edit = page.getByRole('button', {
    name: t(locale, 'console.editor.actions.edit'),
    exact: true,
  });
  await expect(edit).toBeEnabled();
  await expect(
    page.getByRole('button', { name: t(locale, 'console.editor.actions.delete'), exact: true }),
  ).toBeVisible();
  await edit.click();
  await expect(
    page.getByRole('button', { name: t(locale, 'console.editor.actions.save'), exact: true }),
  ).toBeVisible();
  const close = page.getByRole('button', {
    name: t(locale, 'console.editor.actions.close'),
    exact: true,
  });
  await expect(close).toBeVisible();
  await close.click();
  await expect(edit).toBeVisible();
}

for (const locale of ['zh', 'ms', 'ta'] as const) {
  test(`the language switcher shows the shell, the movie list and a movie form in ${locale}`, async ({
    page,
  }) => {
    const browserErrors = watchConsoleErrors(page, locale);
    await signIn(page, USER);
    await switchLanguage(page, 'en', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(locale, 'console.dashboard.title'),
    );
    await expectShellTranslated(page, locale);

    await openMovies(page, locale);
    await expectMovieListTranslated(page, locale);

    await openMovieAt(page, locale, MOVIE_ROW);
    await expectMovieFormTranslated(page, locale);

    // The choice is kept: a reload starts in the same language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', DOCUMENT_LANGUAGE_TAGS[locale]);
    await expect(
      page.getByRole('tab', { name: t(locale, 'console.editor.tabs.details'), exact: true }),
    ).toBeVisible();
    browserErrors.assertClean();
  });
}

test('a saved language is loaded before the console shows anything: no English on the way', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'zh');
  // Saved by an earlier visit's language switcher. Every text the console page adds is noted
  // from its first moment, so an English splash or screen shown even briefly is caught.
  await page.addInitScript(() => {
    window.localStorage.setItem('locale', 'zh');
    const seen = new Set<string>();
    Object.assign(window, { seenTexts: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const text = node.textContent?.trim();
          if (text) seen.add(text.slice(0, 500));
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(page, USER);
  await expect(page.locator('html')).toHaveAttribute('lang', DOCUMENT_LANGUAGE_TAGS.zh);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('zh', 'console.dashboard.title'),
  );
  const recent = page.locator('section[aria-labelledby="recently-updated-title"]');
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  // 'recently updated' dates name their months in Chinese ('更新于 21 11月 2026 12:51').
  await expectDatesInLanguage(recent.locator('.MuiListItemText-secondary'), 'zh');

  const seen = await page.evaluate(() => [
    ...((window as unknown as { seenTexts: Set<string> }).seenTexts ?? []),
  ]);
  expect(seen.length).toBeGreaterThan(10);
  const english = [
    'console.auth.loadingConfiguration',
    'console.auth.signingIn',
    'console.auth.loadingTypes',
    'console.dashboard.title',
    'console.dashboard.recent.title',
    'console.shell.menu.label',
  ].map((key) => t('en', key));
  expect(seen.filter((text) => english.some((phrase) => text.includes(phrase)))).toEqual([]);
  // The notes do hold the screen's texts (an added node's text is all of its descendants').
  expect(seen.some((text) => text.includes(t('zh', 'console.dashboard.recent.title')))).toBe(true);
  browserErrors.assertClean();
});

/** Fails with the English words found (and the texts they were in) when there are any. */
async function expectNoEnglishUi(page: Page, screen: string, mustShow: string): Promise<void> {
  const texts = await visibleUiText(page);
  // The collection itself works: the screen's own Tamil UI text is among the texts.
  expect(texts, `${screen}: visible texts`).toContain(mustShow);
  expect(
    texts.filter((text) => TAMIL_SCRIPT.test(text)).length,
    `${screen}: Tamil texts`,
  ).toBeGreaterThan(10);
  // A message key shown as such ('console.lists.create') is a missing translation.
  const keys = texts.filter((text) =>
    /^(ra|console|fields|categories|enums|resources)\.[\w.-]+$/.test(text),
  );
  expect(keys, `${screen}: untranslated message keys`).toEqual([]);
  expect(englishWordsIn(texts), `${screen}: English UI words in Tamil`).toEqual([]);
}

test('a Tamil page shows no English UI text: dashboard, movie list, movie form', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'ta');
  await signIn(page, USER);
  await switchLanguage(page, 'en', 'ta');
  const toolbar = page.getByRole('banner');
  const userContent = [
    consoleShell(page), // the user's name
    toolbar.getByRole('button', {
      name: t('ta', 'console.product.switchFrom', { name: 'Main' }),
      exact: true,
    }),
  ];

  // Dashboard: item names in 'recently updated' are content.
  const recent = page.locator('section[aria-labelledby="recently-updated-title"]');
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await skipUserContent(...userContent, recent.locator('.MuiListItemText-primary'));
  await expectNoEnglishUi(page, 'dashboard', t('ta', 'console.dashboard.recent.title'));

  // Movie list: the name column is content.
  await openMovies(page, 'ta');
  await skipUserContent(...userContent, page.locator('table tbody td.column-lon'));
  await expectNoEnglishUi(page, 'movie list', t('ta', 'resources.movie.plural'));

  // Movie form (read-only view): the item's name in the header is content; field values are
  // input values, which are not collected.
  await openMovieAt(page, 'ta', MOVIE_ROW);
  const header = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');
  await skipUserContent(...userContent, header);
  await expectNoEnglishUi(page, 'movie form', t('ta', 'console.editor.tabs.details'));
  browserErrors.assertClean();
});

test('the sign-in page in Tamil: its language links switch it, the form is Tamil, and it signs in', async ({
  page,
}) => {
  const ta = LOGIN_MESSAGES.ta;
  await page.goto('/');
  await expect(page.locator('input[name=username]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const languages = page.getByRole('navigation', { name: LOGIN_MESSAGES.en.language });
  await languages.getByRole('link', { name: LANGUAGE_NAMES.ta, exact: true }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.heading);
  await expect(page.locator('label[for=username]')).toHaveText(ta.username);
  await expect(page.locator('label[for=password]')).toHaveText(ta.password);
  await expect(page.getByRole('textbox', { name: ta.username, exact: true })).toBeVisible();
  await expect(page.locator('form button[type=submit]')).toHaveText(ta.submit);
  await expect(page.getByRole('navigation', { name: ta.language })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: ta.language }).locator('[aria-current]'),
  ).toHaveText(LANGUAGE_NAMES.ta);
  await expect(page).toHaveTitle(new RegExp(`^${ta.pageTitle} `));

  // No English words but the brand and the other languages' own names in the switcher.
  const texts = await visibleUiText(page);
  const allowed = new Set([...TAMIL_LATIN_ALLOWLIST, ...latinWords(PRODUCT_NAME)]);
  expect(englishWordsIn(texts, allowed)).toEqual([]);

  // The Tamil form signs in like the English one.
  await page.locator('input[name=username]').fill(USER);
  await page.locator('input[name=password]').fill(USER);
  await page.locator('form button[type=submit]').click();
  await expect(consoleShell(page)).toBeVisible({ timeout: 30_000 });
});
