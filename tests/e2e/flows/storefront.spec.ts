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
import { continueWatchingFor } from '../support/storefront';
import { saveScreenshot, settle, shoot, switchLanguage } from '../support/screens';

/*
 * Storefronts (issue 12) as a merchandiser uses them: the menu opens the product's storefronts,
 * collections and containers; the home page's editor shows its tabs and containers in order
 * beside the preview, which reads the page as a chosen viewer gets it (hidden containers listed
 * with their reason); a new container is made and placed on a new page's tab, reordered by
 * keyboard, and the page published. Screenshots go to tests/e2e/screenshots/out/.
 */

/** Words Malay writes as English does (and the technical names every language keeps). */
const MALAY_SHARED: ReadonlySet<string> = new Set([
  ...TAMIL_LATIN_ALLOWLIST,
  // Malay words spelt as in English, and the language name Tamil.
  ...['tv', 'seo', 'tab', 'tablet', 'demo', 'logo', 'tamil'],
  // The date input's placeholder in Malay ('HH BBB TTTT jj:mm'): hari, bulan, tahun, jam, minit.
  ...['hh', 'mm'],
]);

/** A real 1×1 PNG, for the page's images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);
const button = (page: Page, key: string, options: Record<string, string | number> = {}) =>
  page.getByRole('button', { name: en(key, options), exact: true });

test('a merchandiser opens the storefront lists and the home page with its preview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const browserErrors = watchConsoleErrors(page, 'storefront pages');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchandiser');
  await openMenuItem(
    page,
    [en('console.shell.nav.store-front')],
    en('console.shell.nav.storefront'),
  );
  await expect(page).toHaveURL(/\/main\/storefront$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('console.storefront.storefront.title'),
  );
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'storefront list');
  await shoot(page, 'storefront-list-1440');

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/storefront\/main-page-home$/);
  const preview = page.getByRole('complementary', { name: en('console.storefront.preview.title') });
  await expect(preview).toBeVisible();
  await expect(
    page.getByRole('list', { name: en('console.storefront.containers.title') }),
  ).toBeVisible();
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'storefront editor');
  await shoot(page, 'storefront-editor-1440');
  // A container's history on this page (the audit of the page's container entries).
  await page
    .getByRole('button', {
      name: en('console.storefront.containers.history', { name: 'Featured' }),
    })
    .click();
  const history = page.getByRole('dialog');
  await expect(history).toBeVisible();
  await expect(history.getByRole('table')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'container history dialog');
  await history.getByRole('button', { name: en('console.common.close') }).click();
  await expect(history).toHaveCount(0);

  // Two demo viewers: their continue-watching rails hold their own histories.
  const ana = await continueWatchingFor(page, preview, 'viewer-ana');
  const ben = await continueWatchingFor(page, preview, 'viewer-ben');
  expect(ana).not.toBe('');
  expect(ben).not.toBe(ana);

  await page.setViewportSize({ width: 1024, height: 800 });
  await settle(page);
  await shoot(page, 'storefront-editor-1024');
  // The preview's lower tabs are drawn once scrolled to: off-screen rails skip layout and paint
  // (content-visibility), so a full-page screenshot shows them empty; the viewport's screenshot,
  // a frame after the scroll, shows the Discover tab's rails from the demo data.
  const discover = preview.getByRole('group', { name: 'Trailers' });
  await discover.scrollIntoViewIfNeeded();
  await expect(discover.getByText(/: Trailer$/).first()).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Live now' })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await saveScreenshot(page, 'storefront-preview-discover-1024');

  // The calendar: what is scheduled when, one click from the list.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/apps/main/storefront');
  await page.getByRole('link', { name: en('console.storefront.calendar') }).click();
  await expect(page).toHaveURL(/\/main\/storefront\/calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en('console.storefrontCalendar.title.storefront'),
  );
  await expect(page.getByRole('link', { name: /Home/ }).first()).toBeVisible();
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'storefront calendar');
  await shoot(page, 'storefront-calendar-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await settle(page);
  // At 1024 px the whole month fits: the timeline does not hide its last days behind a scroll.
  const timeline = page.getByRole('region', { name: en('console.storefrontCalendar.timeline') });
  await expect
    .poll(() => timeline.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  await shoot(page, 'storefront-calendar-1024');

  // A container's slide content: each slide's address read page by page (the collections rail).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/apps/main/Container/main-container-collections');
  const slides = page.getByRole('region', { name: en('console.storefront.slides.title') });
  const first = slides.getByRole('listitem', {
    name: en('console.storefront.slides.slide', { n: 1 }),
  });
  await expect(first.getByRole('list').getByRole('listitem').first()).toBeVisible();
  await expect(first).toContainText(/\d+ titles/);
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'container slide content');
  await shoot(page, 'container-slides-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await shoot(page, 'container-slides-1024');
  browserErrors.assertClean();
});

test('a merchandiser makes a container, places it on a new page and publishes the page', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchandiser');
  const containerName = uniqueName('E2E rail');
  await page.goto('/apps/main/Container/add');
  await page
    .getByRole('textbox', { name: en('console.storefront.languages.en') })
    .fill(containerName);
  await button(page, 'console.storefront.actions.create').click();
  await expect(notification(page)).toContainText(en('console.storefront.container.created'));
  await expect(page).toHaveURL(/\/main\/Container\/(?!add$)[^/]+$/);
  await shoot(page, 'container-editor-1440');

  const pageName = uniqueName('E2E page');
  await page.goto('/apps/main/storefront/add');
  await page.getByRole('tab', { name: en('console.storefront.settings.tabs.GENERAL') }).click();
  await page.getByRole('textbox', { name: en('console.storefront.languages.en') }).fill(pageName);
  await page.getByRole('tab', { name: en('console.storefront.settings.tabs.CONTAINERS') }).click();
  const add = page.getByRole('combobox', { name: en('console.storefront.containers.add') });
  await add.fill('Continue');
  await page.getByRole('option').first().click();
  await add.fill(containerName);
  await page.getByRole('option', { name: containerName }).click();
  const list = page.getByRole('list', { name: en('console.storefront.containers.title') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Keyboard reorder: lift the new container, move it up, drop it — each key once the previous
  // one has taken effect (a busy machine may otherwise drop before the move is measured).
  const handle = page.getByRole('button', {
    name: en('console.storefront.containers.reorder', { name: containerName }),
  });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor listens for the arrow keys from the task after the lift: an arrow
  // pressed before that is not seen. Pressed again until the move is announced (the container
  // is one of two: at the top another ArrowUp moves nothing).
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announced).toContainText(
      en('console.storefront.containers.over', { name: containerName, position: 1 }),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(list.getByRole('listitem').first()).toContainText(containerName);
  await shoot(page, 'storefront-create-1440');
  await button(page, 'console.storefront.actions.create').click();
  await expect(notification(page)).toContainText(en('console.storefront.storefront.created'));
  await expect(page).toHaveURL(/\/main\/storefront\/(?!add$)[^/]+$/);
  await expect(
    page
      .getByRole('list', { name: en('console.storefront.containers.title') })
      .getByRole('listitem')
      .first(),
  ).toContainText(containerName);

  // The page's Tab logo: a PNG uploaded through the image service, as a container's gallery.
  await button(page, 'console.storefront.actions.edit').click();
  await page.getByRole('tab', { name: en('console.storefront.settings.tabs.TAB_LOGO') }).click();
  const logo = en('console.storefront.settings.fields.TAB_LOGO.image');
  const section = page.getByRole('region', { name: logo });
  await expect(section).toContainText(en('console.storefront.pageImages.empty'));
  await page
    .getByTestId('page-image-file-TAB_LOGO')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const image = section.getByRole('img', {
    name: en('console.storefront.gallery.imageAlt', {
      type: en('console.storefront.gallery.types.Logo'),
      ratio: en('console.storefront.ratios.16x9'),
    }),
  });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/images\/main\/[^/]+\/upload\?image=/);
  await button(page, 'console.storefront.actions.save').click();
  await expect(notification(page)).toContainText(en('console.storefront.storefront.updated'));
  await expect(image).toBeVisible();
  await settle(page);
  await shoot(page, 'storefront-page-image-1440');
});

test('a storefront user views a page read-only; the editor in Malay shows no English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const browserErrors = watchConsoleErrors(page, 'storefront read-only');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'shopper');
  await page.goto('/apps/main/storefront');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: en('console.storefront.storefront.add') }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(
    page.getByRole('list', { name: en('console.storefront.containers.title') }),
  ).toBeVisible();
  await expect(button(page, 'console.storefront.actions.edit')).toHaveCount(0);

  await switchLanguage(page, 'en', 'ms');
  let language: 'ms' | 'ta' = 'ms';
  try {
    await expect(
      page.getByRole('list', { name: t('ms', 'console.storefront.containers.title') }),
    ).toBeVisible();
    await settle(page);
    await skipUserContent(
      page.locator('[data-user-content]'),
      page.getByRole('heading', { level: 1 }),
      // The hidden containers' reasons name policies: the merchandiser's words, not the UI's.
      page.getByRole('complementary').getByRole('listitem'),
      page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
      page.getByRole('banner').getByRole('button', { name: /Main/ }),
    );
    expect(englishWordsIn(await visibleUiText(page), MALAY_SHARED)).toEqual([]);
    await expectNoSeriousAxeViolations(page, 'storefront editor in Malay');
    await shoot(page, 'storefront-editor-1440-ms');

    // In Tamil, the Discover tab's countdown rail: each airing counts down to its start, a
    // second a tick, labelled in Tamil (spec sections 2 and 9: the countdown widget).
    await switchLanguage(page, 'ms', 'ta');
    language = 'ta';
    const preview = page.getByRole('complementary', {
      name: t('ta', 'console.storefront.preview.title'),
    });
    const soon = preview.getByRole('group', { name: 'Coming soon on air' });
    await soon.scrollIntoViewIfNeeded();
    const timer = soon.getByRole('timer').first();
    await expect(timer).toBeVisible();
    await expect(timer).toContainText(t('ta', 'console.common.countdown.days'));
    const left = async () => Number(await timer.getAttribute('data-countdown-total'));
    const before = await left();
    expect(before).toBeGreaterThan(0);
    await expect.poll(left, { timeout: 5000 }).toBeLessThan(before);
    await expect(timer).toHaveAttribute('aria-label', /மீதம் \d+ நாட்கள்/);
    // One line that fits (the long Tamil day word included): the days and the time side by
    // side, nothing cut off, in the rail's list of countdowns under its tiles.
    const oneLine = async () =>
      timer.evaluate((element) => {
        const [days, time] = Array.from(element.querySelectorAll(':scope > span > span'));
        return {
          sameLine:
            days !== undefined &&
            time !== undefined &&
            days.getBoundingClientRect().top === time.getBoundingClientRect().top,
          fits: element.scrollWidth <= element.clientWidth,
          // Room for the whole caption size: not shrunk.
          fontSize: getComputedStyle(element).fontSize,
        };
      });
    await expect.poll(oneLine).toEqual({ sameLine: true, fits: true, fontSize: '12px' });
    await expectNoSeriousAxeViolations(page, 'storefront preview in Tamil');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await saveScreenshot(page, 'storefront-preview-countdown-1440-ta');
    await page.setViewportSize({ width: 1024, height: 800 });
    await soon.scrollIntoViewIfNeeded();
    await expect(timer).toBeVisible();
    await expect.poll(oneLine).toEqual({ sameLine: true, fits: true, fontSize: '12px' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await saveScreenshot(page, 'storefront-preview-countdown-1024-ta');
  } finally {
    await switchLanguage(page, language, 'en');
  }
  browserErrors.assertClean();
});
