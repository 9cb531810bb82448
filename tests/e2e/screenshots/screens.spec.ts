import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '../support/test';
import type { Month } from 'date-fns';
import { languageName, localePackOf, t } from '../i18n/catalogs';
import { watchConsoleErrors } from '../support/consoleErrors';
import { openMovies } from '../i18n/navigation';
import { signIn } from '../support/login';
import { SCREENSHOTS_WANTED, switchLanguage } from '../support/screens';

/*
 * Full-page screenshots of the console in its default dark theme, for people to look at:
 * the dashboard, the movie list and a movie's edit form at 1440 px and at 1024 px (where the
 * hamburger and a drawer replace the sidebar), the movie list in Tamil, and the list's date filter
 * calendar open in Chinese and in Tamil. The PNGs go to
 * tests/e2e/screenshots/out/ (not versioned). The checks here are what a screenshot cannot be
 * trusted to show: dark theme, no horizontal overflow, the small-screen navigation.
 */

const OUT_DIR = resolve(import.meta.dirname, 'out');
const HEIGHT = 900;

test.beforeAll(() => {
  mkdirSync(OUT_DIR, { recursive: true });
});

/** Waits until nothing is loading any more (skeletons, progress bars) and the fonts are in. */
async function settle(page: Page): Promise<void> {
  await expect(
    page.locator('.MuiSkeleton-root, .MuiLinearProgress-root, [aria-busy="true"]'),
  ).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * A full-page screenshot taken with the window as tall as the page, so that what is sized by the
 * window (the sticky sidebar, the page's minimum height) is drawn as on a screen that tall rather
 * than cut at the first 900 px. Also fails when the page is wider than the window.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const width = page.viewportSize()?.width ?? 1440;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name}: the page is wider than the ${width} px window`).toBeLessThanOrEqual(0);
  const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(HEIGHT, fullHeight) });
  await settle(page);
  if (SCREENSHOTS_WANTED)
    await page.screenshot({
      path: resolve(OUT_DIR, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  await page.setViewportSize({ width, height: HEIGHT });
}

/** A screenshot of the window as it is (a popup open over the page stays where it is). */
async function shootViewport(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  if (SCREENSHOTS_WANTED)
    await page.screenshot({
      path: resolve(OUT_DIR, `${name}.png`),
      animations: 'disabled',
      caret: 'hide',
    });
}

async function expectDarkTheme(page: Page): Promise<void> {
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme).toBe('dark');
  // The page background is dark: every channel of the body's background colour is low.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const channels = (background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  expect(channels).toHaveLength(3);
  for (const channel of channels) expect(channel, `body background ${background}`).toBeLessThan(64);
}

/**
 * Opens a demo movie from the list: the 11th row, below the items other end-to-end tests create
 * (the newest come first), so the screenshots show seeded content.
 */
async function openDemoMovie(page: Page): Promise<void> {
  await page.locator('table tbody tr').nth(10).locator('td.column-lon').click();
  await expect(page).toHaveURL(/\/vod\/movie\/[^/?]+$/);
  await expect(
    page.getByRole('tab', { name: t('en', 'categories.general'), exact: true }),
  ).toBeVisible();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: HEIGHT } });

  test('dashboard, movie list and movie form in the dark theme', async ({ page }) => {
    const browserErrors = watchConsoleErrors(page, '1440');
    await signIn(page, 'editor');
    await expectDarkTheme(page);
    // The permanent sidebar, folded and unfolded by the toolbar's menu button.
    await expect(page.getByTestId('sidebar-panel')).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('en', 'console.shell.toolbar.toggleMenu'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'console.dashboard.title'),
    );
    await shoot(page, 'dashboard-1440');

    await openMovies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'resources.movie.plural'),
    );
    await shoot(page, 'movie-list-1440');

    await openDemoMovie(page);
    await shoot(page, 'movie-edit-1440');
    // The availability tab: the editable date-times in the kit's date input.
    await page.getByRole('tab', { name: t('en', 'categories.availability'), exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: t('en', 'fields.lwe'), exact: true }),
    ).toBeVisible();
    await shoot(page, 'movie-edit-availability-1440');
    browserErrors.assertClean();
  });

  test('the movie list in Tamil', async ({ page }) => {
    const browserErrors = watchConsoleErrors(page, '1440 ta');
    await signIn(page, 'editor');
    await switchLanguage(page, 'en', 'ta');
    await shoot(page, 'dashboard-1440-ta');
    await openMovies(page, 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('ta', 'resources.movie.plural'),
    );
    await shoot(page, 'movie-list-1440-ta');
    browserErrors.assertClean();
  });
});

test.describe("the list's date filter calendar", () => {
  test.use({ viewport: { width: 1440, height: HEIGHT } });

  for (const locale of ['zh', 'ta'] as const) {
    test(`open in ${languageName(locale)}, with that language's month names`, async ({ page }) => {
      const browserErrors = watchConsoleErrors(page, `date filter ${locale}`);
      await signIn(page, 'editor');
      await switchLanguage(page, 'en', locale);
      await openMovies(page, locale);
      await page
        .getByRole('search')
        .getByRole('button', { name: t(locale, 'console.dates.chooseDate'), exact: true })
        .click();
      const calendar = page.getByRole('dialog');
      await expect(calendar).toBeVisible();
      // The calendar's header names the month in the UI language (date-fns' locale).
      const month = new Date().getMonth();
      const monthName = localePackOf(locale).dateLocale.localize.month(month as Month, {
        width: 'wide',
      });
      await expect(calendar).toContainText(monthName);
      await expect(
        calendar.getByRole('button', { name: t(locale, 'console.dates.nextMonth'), exact: true }),
      ).toBeVisible();
      await shootViewport(page, `movie-list-date-filter-1440-${locale}`);
      await page.keyboard.press('Escape');
      browserErrors.assertClean();
    });
  }
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: HEIGHT } });

  test('the hamburger and a drawer replace the sidebar; dashboard, movie list and movie form', async ({
    page,
  }) => {
    const browserErrors = watchConsoleErrors(page, '1024');
    await signIn(page, 'editor');
    await expectDarkTheme(page);
    const hamburger = page.getByRole('button', {
      name: t('en', 'console.shell.toolbar.openMenu'),
      exact: true,
    });
    const menu = page.getByRole('navigation', { name: t('en', 'console.shell.menu.label') });
    await expect(hamburger).toBeVisible();
    await expect(page.getByTestId('sidebar-panel')).toHaveCount(0);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'console.dashboard.title'),
    );
    await shoot(page, 'dashboard-1024');

    // The hamburger opens the menu in a drawer, which closes once a page is chosen.
    await hamburger.click();
    await expect(menu).toBeVisible();
    await openMovies(page);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('sidebar-panel')).toHaveCount(0);
    await shoot(page, 'movie-list-1024');

    await openDemoMovie(page);
    await shoot(page, 'movie-edit-1024');
    browserErrors.assertClean();
  });
});
