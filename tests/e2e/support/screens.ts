import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DOCUMENT_LANGUAGE_TAGS, languageName, t, type SupportedLocale } from '../i18n/catalogs';

/** Where the flows' screenshots go (looked at after a run; not compared). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', 'screenshots', 'out');

/**
 * Whether the flows write their screenshots: only when asked (`E2E_SCREENSHOTS=1`), for a person
 * to look at; nothing compares them, so a plain run (and CI) spends no time writing them. The
 * checks beside each screenshot (the page no wider than the window, what is visible) run always.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot as `{name}.png` in {@link SCREENSHOT_DIR} (or at `path` when given) when
 * screenshots are wanted ({@link SCREENSHOTS_WANTED}); otherwise does nothing.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; path?: string } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: options.path ?? resolve(SCREENSHOT_DIR, `${name}.png`),
    fullPage: options.fullPage === true,
    caret: 'hide',
  });
}

/** Waits until nothing on the page is loading: no skeleton, progress bar or busy region. */
export async function settle(page: Page): Promise<void> {
  await expect(
    page.locator('.MuiSkeleton-root, .MuiLinearProgress-root, [aria-busy="true"]'),
  ).toHaveCount(0);
}

/**
 * Once the page settled, checks it is no wider than the window (naming what sticks out when it
 * is) and saves a full-page screenshot as `{name}.png` in {@link SCREENSHOT_DIR} when screenshots
 * are wanted ({@link saveScreenshot}).
 */
export async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .slice(0, 12)
        .map((element) => `${element.tagName}.${String(element.className)}`),
    );
    console.log(`${name}: wider than the window by ${overflow} px:\n${wide.join('\n')}`);
  }
  expect(overflow, `${name}: wider than the window`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, name, { fullPage: true });
}

/** Switches the console's language with the toolbar's language menu. */
export async function switchLanguage(
  page: Page,
  from: SupportedLocale,
  to: SupportedLocale,
): Promise<void> {
  const opener = page
    .getByRole('banner')
    .getByRole('button', { name: t(from, 'console.common.language'), exact: true });
  const item = page.getByRole('menuitem', { name: languageName(to), exact: true });
  // The toolbar may render again just as the button is clicked (a page's code arriving), which
  // swallows the click: it is made again until the menu shows the language.
  await expect(async () => {
    if (!(await item.isVisible())) await opener.click({ timeout: 5_000 });
    await expect(item).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await item.click();
  await expect(page.locator('html')).toHaveAttribute('lang', DOCUMENT_LANGUAGE_TAGS[to]);
}
