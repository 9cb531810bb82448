import { expect, test, type Page } from '../support/test';
import { t, type SupportedLocale } from '../i18n/catalogs';
import { englishWordsIn, uiTextIn } from '../i18n/visibleText';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { watchConsoleErrors } from '../support/consoleErrors';
import { mainMenu } from '../support/console';
import { consoleShell, signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * The shell pieces of issue 15 as an editor meets them, at 1440 and 1024 px in the dark theme
 * (the default), in English and Chinese: the shortcuts bar's add menu (search 'Search for an app
 * or page', 'No results..', pin, go, unpin), the navigation search (suggestions, Escape closes,
 * Enter goes), the user menu with the default avatar, the toolbar of a detail page (no shortcuts
 * bar there), and the shared dialog of a confirmation, which Escape does not close. axe on each
 * open piece; screenshots in tests/e2e/screenshots/out, looked at after a run.
 */

const shortcutsBar = (page: Page, locale: SupportedLocale) =>
  page
    .getByRole('banner')
    .getByRole('toolbar', { name: t(locale, 'console.shell.shortcuts.label') });

async function openAddMenu(page: Page, locale: SupportedLocale) {
  await shortcutsBar(page, locale)
    .getByRole('button', { name: t(locale, 'console.shell.shortcuts.add') })
    .click();
  const search = page.getByRole('textbox', {
    name: t(locale, 'console.shell.shortcuts.searchPlaceholder'),
  });
  await expect(search).toBeFocused();
  return search;
}

async function walkShell(page: Page, width: 1440 | 1024): Promise<void> {
  const browserErrors = watchConsoleErrors(page, `editor at ${width}`);
  await signIn(page, 'editor');
  const moviesTitle = t('en', 'console.shell.nav.type.movie');

  // Shortcuts: nothing found, then Movies found, pinned, and opened from the bar.
  let search = await openAddMenu(page, 'en');
  await search.fill('zzqx');
  await expect(page.getByText(t('en', 'console.shell.shortcuts.noResults'))).toBeVisible();
  await search.fill('MOVI');
  const pin = page.getByRole('menuitem', {
    name: t('en', 'console.shell.shortcuts.pin', { title: moviesTitle }),
  });
  await expect(pin).toBeVisible();
  await expectNoSeriousAxeViolations(page, `shortcuts add menu at ${width}`);
  await shoot(page, `shell-shortcuts-menu-${width}`);
  await pin.click();
  await page.keyboard.press('Escape');
  const pinned = shortcutsBar(page, 'en').getByRole('button', { name: moviesTitle, exact: true });
  await expect(pinned).toBeVisible();
  await pinned.click();
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  // The navigation search (which finds content too for an editor): page suggestions for 'epis',
  // at most ten; Escape closes; Enter goes to the first, highlighted.
  const navSearch = page.getByRole('combobox', { name: t('en', 'console.shell.find.label') });
  await navSearch.fill('epis');
  const suggestions = page
    .getByRole('listbox')
    .getByRole('group', { name: t('en', 'console.shell.find.pages') })
    .getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(10);
  await expectNoSeriousAxeViolations(page, `navigation search at ${width}`);
  await shoot(page, `shell-navigation-search-${width}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await navSearch.fill('TV Episod');
  await expect(suggestions.first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vod\/tvepisode$/);

  // The user menu: the IdP gives the demo users no picture, so the default avatar shows. (Checked
  // before the menu opens: an open menu hides the rest of the page from the accessibility tree.)
  await expect(consoleShell(page).getByTestId('default-avatar')).toHaveCount(1);
  await consoleShell(page).click();
  const userMenu = page.getByRole('menu');
  await expect(
    userMenu.getByRole('menuitem', { name: t('en', 'console.shell.user.logout') }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, `user menu at ${width}`);
  await shoot(page, `shell-user-menu-${width}`);
  await page.keyboard.press('Escape');

  // A detail page: the shortcuts bar gives way to the item's own actions.
  await page.goto('/apps/main/vod/movie');
  await page.locator('table tbody tr').first().click();
  await expect(page).toHaveURL(/\/vod\/movie\/[^/]+$/);
  await expect(page.getByRole('banner')).toHaveAttribute('data-page-kind', 'detail');
  await expect(shortcutsBar(page, 'en')).toHaveCount(0);

  // The shared dialog of a confirmation: Escape does not close it; Cancel does.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, `delete confirmation at ${width}`);
  await shoot(page, `shell-confirmation-${width}`);
  await dialog.getByRole('button', { name: t('en', 'ra.action.cancel') }).click();
  await expect(dialog).toBeHidden();

  // In Chinese: the add menu and its empty text carry no English; the pinned page stays.
  await page.goto('/apps/main/dashboards/project');
  await switchLanguage(page, 'en', 'zh');
  const chineseMovies = t('zh', 'console.shell.nav.type.movie');
  await expect(
    shortcutsBar(page, 'zh').getByRole('button', { name: chineseMovies, exact: true }),
  ).toBeVisible();
  search = await openAddMenu(page, 'zh');
  await search.fill('zzqx');
  await expect(page.getByText(t('zh', 'console.shell.shortcuts.noResults'))).toBeVisible();
  const menuPaper = page.locator('.MuiPopover-paper');
  expect(englishWordsIn(await uiTextIn(menuPaper))).toEqual([]);
  await search.fill('');
  // Unpinning from the menu (the pinned page is listed while the search is empty).
  await page
    .getByRole('menuitem', {
      name: t('zh', 'console.shell.shortcuts.unpin', { title: chineseMovies }),
    })
    .click();
  await page.keyboard.press('Escape');
  await expect(
    shortcutsBar(page, 'zh').getByRole('button', { name: chineseMovies, exact: true }),
  ).toHaveCount(0);
  await shoot(page, `shell-dashboard-${width}-zh`);
  await switchLanguage(page, 'zh', 'en');

  browserErrors.assertClean();
}

test('the shell at 1440 px: shortcuts, navigation search, user menu, detail toolbar, shared dialog; Chinese', async ({
  page,
}) => {
  await walkShell(page, 1440);
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the same shell pieces at 1024 px', async ({ page }) => {
    await walkShell(page, 1024);
  });
});

/*
 * The theme settings of spec section 3, as the guest role meets them (its settings stay in this
 * test's browser, so nothing is left behind for other tests): the eleven themes with their
 * swatches, right to left, the navbar on the right and folded, animations off, the menu locked,
 * the footer and the toolbar hidden.
 */
test('the theme settings: eleven themes, direction, navbar side and fold, animations, a locked menu, footer and toolbar hidden', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'theme settings');
  const text = (key: string) => t('en', `console.shell.settings.${key}`);
  await signIn(page, 'guest');
  const openPanel = async () => {
    await page.getByRole('button', { name: text('open') }).click();
    const panel = page.getByRole('dialog', { name: text('title') });
    await expect(panel).toBeVisible();
    return panel;
  };
  const closePanel = async () => {
    await page.getByRole('button', { name: text('close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  // The page's background as react-admin's layout paints it (index.html's body keeps the boot
  // screen's colour).
  const pageBackground = () =>
    page
      .getByTestId('console-shell')
      .evaluate((shell) =>
        shell.firstElementChild ? getComputedStyle(shell.firstElementChild).backgroundColor : '',
      );

  // With animations on (the default) the folded menu opens on hover in 400 ms.
  await expect(page.getByTestId('sidebar-panel')).toHaveCSS('transition-duration', '0.4s');
  let panel = await openPanel();
  const themes = panel.getByRole('radiogroup', { name: text('theme') });
  await expect(themes.getByRole('radio')).toHaveCount(11);
  await expect(panel.getByTestId('theme-swatch')).toHaveCount(11);
  await themes.getByRole('radio', { name: text('themes.sunset') }).check();
  await expect.poll(pageBackground).toBe('rgb(255, 248, 245)');
  await expectNoSeriousAxeViolations(page, 'theme settings panel (sunset)');
  await shoot(page, 'shell-theme-settings-sunset');
  await themes.getByRole('radio', { name: text('themes.deepOcean') }).check();
  await expect.poll(pageBackground).toBe('rgb(10, 25, 41)');

  // Right to left: the document turns, and the panel moves to the left edge.
  const direction = panel.getByRole('radiogroup', { name: text('direction') });
  await direction.getByRole('radio', { name: text('directions.rtl') }).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  await expectNoSeriousAxeViolations(page, 'theme settings panel (right to left)');
  await shoot(page, 'shell-theme-settings-rtl');
  await direction.getByRole('radio', { name: text('directions.ltr') }).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // The navbar on the right: the icon rail on the window's right edge; then back on the left.
  const navbarEdges = () =>
    page.getByTestId('sidebar-place').evaluate((place) => {
      const box = place.getBoundingClientRect();
      return {
        left: Math.round(box.left),
        right: Math.round(document.documentElement.clientWidth - box.right),
      };
    });
  const navbarSide = panel.getByRole('radiogroup', { name: text('navbarPosition') });
  await navbarSide.getByRole('radio', { name: text('navbarPositions.right') }).check();
  await expect.poll(async () => (await navbarEdges()).right).toBe(0);
  expect((await navbarEdges()).left).toBeGreaterThan(0);
  await navbarSide.getByRole('radio', { name: text('navbarPositions.left') }).check();
  await expect.poll(async () => (await navbarEdges()).left).toBe(0);
  // Folded from the settings, and unfolded again.
  const foldNavbar = panel.getByRole('switch', { name: text('foldNavbar') });
  await foldNavbar.check();
  await expect(page.getByTestId('sidebar-panel')).toHaveAttribute('data-folded', 'true');
  await foldNavbar.uncheck();
  await expect(page.getByTestId('sidebar-panel')).toHaveAttribute('data-folded', 'false');

  // Animations off: the folded menu's hover opening takes no time.
  await panel.getByRole('switch', { name: text('animations') }).uncheck();
  // The menu locked: its items show disabled and lead nowhere.
  await panel.getByRole('switch', { name: text('lockMenu') }).check();
  await panel.getByRole('switch', { name: text('footer') }).uncheck();
  await closePanel();
  await expect
    .poll(() =>
      page
        .getByTestId('sidebar-panel')
        .evaluate((sidebar) => getComputedStyle(sidebar).transitionDuration),
    )
    .toBe('0s');
  const dashboardItem = mainMenu(page).getByRole('link', { name: 'Dashboard' });
  await expect(dashboardItem).toHaveAttribute('aria-disabled', 'true');
  await expect(dashboardItem).not.toHaveAttribute('href');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The toolbar hidden: a palette button of its own keeps the settings in reach.
  panel = await openPanel();
  await panel.getByRole('switch', { name: text('toolbar') }).uncheck();
  await closePanel();
  await expect(page.getByRole('banner')).toHaveCount(0);
  panel = await openPanel();
  await panel.getByRole('switch', { name: text('toolbar') }).check();
  await panel.getByRole('switch', { name: text('lockMenu') }).uncheck();
  await closePanel();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    /dashboards\/project/,
  );

  browserErrors.assertClean();
});

/** The page's animations that run without end (a spinner), named by their element's classes. */
const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${target?.tagName ?? '?'}.${String(target?.getAttribute('class') ?? '')}`;
      }),
  );

/*
 * A console left open animates nothing once its page has loaded: an endless animation (a spinner
 * kept in the page, even hidden) has the browser redraw sixty times a second for as long as the
 * tab is open.
 */
test('an idle console runs no endless animation on the dashboard, a list or an item', async ({
  page,
}) => {
  await signIn(page, 'editor');
  for (const path of [
    '/apps/main/dashboards/project',
    '/apps/main/vod/movie',
    '/apps/main/vod/movie/main-movie-1',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect.poll(() => endlessAnimations(page), { message: path }).toEqual([]);
  }
});
