import { expect, test, type Page } from '../support/test';
import { t } from '../i18n/catalogs';
import { openMovies } from '../i18n/navigation';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { versionPicker } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';

/*
 * The accessibility baseline every screen inherits: axe finds no serious or critical violation
 * on the existing screens (dashboard, a list, the editor in read and in edit mode, create,
 * profile, the theme settings panel and the 1024 px drawer, and the list's date filter calendar),
 * in four of the eleven themes the theme settings offer (two dark, two light; every theme's
 * colours are checked for contrast by src/theme/readableColours.test.ts, and shell.spec runs axe on
 * the panel in sunset and deepOcean). The theme is chosen the way a person does, in the theme settings panel; the signed-in user's
 * theme is set back to the default dark one at the end, since it is saved for that user.
 */

const THEMES = [
  { name: 'defaultDark', scheme: 'dark' },
  { name: 'default', scheme: 'light' },
  { name: 'mainLight', scheme: 'light' },
  { name: 'mainDark', scheme: 'dark' },
] as const;

type ThemeChoice = (typeof THEMES)[number]['name'];

/** Waits until nothing is loading any more (skeletons, progress bars). */
async function settle(page: Page): Promise<void> {
  await expect(
    page.locator('.MuiSkeleton-root, .MuiLinearProgress-root, [aria-busy="true"]'),
  ).toHaveCount(0);
}

/** Opens the theme settings panel with the toolbar's palette button. */
async function openThemeSettings(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('en', 'console.shell.settings.open'), exact: true })
    .click();
  await expect(
    page.getByRole('heading', { name: t('en', 'console.shell.settings.title'), exact: true }),
  ).toBeVisible();
}

/** Chooses a theme in the open settings panel. */
async function chooseTheme(page: Page, theme: ThemeChoice): Promise<void> {
  const radio = page.getByRole('radio', {
    name: t('en', `console.shell.settings.themes.${theme}`),
    exact: true,
  });
  await radio.check();
  await expect(radio).toBeChecked();
}

async function closeThemeSettings(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: t('en', 'console.shell.settings.close'), exact: true })
    .click();
  await expect(
    page.getByRole('heading', { name: t('en', 'console.shell.settings.title'), exact: true }),
  ).toBeHidden();
}

async function expectColorScheme(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(scheme);
}

for (const { name: theme, scheme } of THEMES) {
  test(`no serious or critical axe violations on the console's screens in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const browserErrors = watchConsoleErrors(page, `a11y ${theme}`);
    await signIn(page, 'admin');
    try {
      // The theme settings panel, in the theme just chosen there.
      await openThemeSettings(page);
      await chooseTheme(page, theme);
      await expectColorScheme(page, scheme);
      await expectNoSeriousAxeViolations(page, `theme settings panel (${theme})`);
      await closeThemeSettings(page);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('en', 'console.dashboard.title'),
      );
      await settle(page);
      await expectNoSeriousAxeViolations(page, `dashboard (${theme})`);

      await openMovies(page);
      await settle(page);
      await expectNoSeriousAxeViolations(page, `movie list (${theme})`);

      // The date filter's calendar, open.
      await page
        .getByRole('search')
        .getByRole('button', { name: t('en', 'console.dates.chooseDate'), exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousAxeViolations(page, `movie list, date filter calendar (${theme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // A demo movie, read-only, then in edit mode (which takes its lock; leaving releases it).
      await page.locator('table tbody tr').nth(10).locator('td.column-lon').click();
      await expect(page).toHaveURL(/\/vod\/movie\/[^/?]+$/);
      await expect(versionPicker(page)).toBeVisible();
      await settle(page);
      await expectNoSeriousAxeViolations(page, `movie editor, read mode (${theme})`);
      await page.getByRole('button', { name: t('en', 'console.common.edit'), exact: true }).click();
      await expect(
        page.getByRole('button', { name: t('en', 'console.common.save'), exact: true }),
      ).toBeVisible();
      await settle(page);
      await expectNoSeriousAxeViolations(page, `movie editor, edit mode (${theme})`);

      await page.goto('/apps/main/vod/movie/add');
      await expect(
        page.getByRole('button', { name: t('en', 'console.common.save'), exact: true }),
      ).toBeVisible();
      await settle(page);
      await expectNoSeriousAxeViolations(page, `movie create (${theme})`);

      await page.goto('/pages/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await expectNoSeriousAxeViolations(page, `profile (${theme})`);

      // 1024 px: the hamburger opens the menu in a drawer.
      await page.setViewportSize({ width: 1024, height: 900 });
      const hamburger = page.getByRole('button', {
        name: t('en', 'console.shell.toolbar.openMenu'),
        exact: true,
      });
      await hamburger.click();
      await expect(
        page.getByRole('navigation', { name: t('en', 'console.shell.menu.label') }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page, `1024 px drawer (${theme})`);
      await page.keyboard.press('Escape');
      browserErrors.assertClean();
    } finally {
      // The theme is saved for the user: leave the default dark one for the other tests.
      if (theme !== 'defaultDark') {
        await page.setViewportSize({ width: 1440, height: 900 });
        await openThemeSettings(page);
        await chooseTheme(page, 'defaultDark');
        await closeThemeSettings(page);
      }
    }
  });
}
