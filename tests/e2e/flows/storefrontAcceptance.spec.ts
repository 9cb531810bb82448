import { expect, test, type Page } from '../support/test';
import { t } from '../i18n/catalogs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notification, uniqueName } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import {
  choose,
  continueWatchingFor,
  publishAfterConfirming,
  typeMoment,
} from '../support/storefront';
import { settle, shoot } from '../support/screens';

/*
 * Issue 12's acceptance walk, as one merchandiser's afternoon: a carousel of five hand-picked
 * titles and a query rail of the last 30 days' arrivals are made in the container editor; a new
 * page takes them beside the reusable continue-watching rail, scheduled over the next weeks; the
 * query rail's end date runs past the page's and the editor shows it clamped; the preview shows
 * the draft on a TV and on a phone, as two demo viewers with their own continue-watching rails;
 * the calendar shows the page; it is published. Then, in the kids product, the kids-only rail is
 * hidden from an adult viewer, with the reason. Screenshots go to tests/e2e/screenshots/out/.
 */

const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);
const button = (page: Page, key: string, options: Record<string, string | number> = {}) =>
  page.getByRole('button', { name: en(key, options), exact: true });

/** A real 1×1 PNG, for the gallery. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * On a container's page just created: Edit, add its 16:9 poster (every device draws a new
 * container in 16:9), save, and publish it after confirming.
 */
async function addPosterAndPublish(page: Page): Promise<void> {
  await button(page, 'console.storefront.actions.edit').click();
  const gallery = page.getByRole('region', { name: en('console.storefront.gallery.title') });
  await gallery.getByRole('combobox', { name: /^Ratio / }).click();
  await page
    .getByRole('option', { name: en('console.storefront.ratios.16x9'), exact: true })
    .click();
  await page
    .getByTestId('gallery-file')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('img', {
      name: en('console.storefront.gallery.imageAlt', {
        type: en('console.storefront.gallery.types.Poster'),
        ratio: en('console.storefront.ratios.16x9'),
      }),
    }),
  ).toBeVisible();
  await button(page, 'console.storefront.actions.save').click();
  await expect(notification(page)).toContainText(en('console.storefront.container.updated'));
  await publishAfterConfirming(page);
  await expect(notification(page)).toContainText(en('console.storefront.container.published'));
}

const DAY = 24 * 60 * 60 * 1000;
/** Midnight, `days` from today (local time, as the console shows dates). */
function daysFromToday(days: number): Date {
  const at = new Date(Date.now() + days * DAY);
  at.setHours(0, 0, 0, 0);
  return at;
}

test('a merchandiser builds, previews, schedules and publishes a home page', async ({ page }) => {
  test.setTimeout(300_000);
  const browserErrors = watchConsoleErrors(page, 'storefront acceptance');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchandiser');

  // A carousel of five hand-picked titles.
  const carousel = uniqueName('Acceptance carousel');
  await page.goto('/apps/main/Container/add');
  await page.getByRole('textbox', { name: en('console.storefront.languages.en') }).fill(carousel);
  await choose(page, en('console.storefront.fields.ck'), en('console.storefront.kinds.carousel'));
  await choose(
    page,
    en('console.storefront.fields.ctype'),
    en('console.storefront.containerTypes.manual_curation'),
  );
  await button(page, 'console.storefront.curation.addEntry').click();
  const picker = page.getByRole('combobox', { name: en('console.storefront.curation.addTitle') });
  const chosen = page.getByRole('list', { name: en('console.storefront.curation.chosen') });
  for (let n = 1; n <= 5; n += 1) {
    await picker.fill('Golden');
    await page.getByRole('option').first().click();
    await expect(chosen.getByRole('listitem')).toHaveCount(n);
  }
  // The picks are temporary content until applied to the container.
  await button(page, 'console.storefront.curation.apply').click();
  await expect(page.getByText(en('console.storefront.curation.unapplied'))).toHaveCount(0);
  await button(page, 'console.storefront.actions.create').click();
  await expect(notification(page)).toContainText(en('console.storefront.container.created'));
  await expect(page).toHaveURL(/\/main\/Container\/(?!add$)[^/]+$/);
  await addPosterAndPublish(page);

  // A query rail: the last 30 days' arrivals, ending long after the page will.
  const arrivals = uniqueName('New arrivals of the last 30 days');
  await page.goto('/apps/main/Container/add');
  await page.getByRole('textbox', { name: en('console.storefront.languages.en') }).fill(arrivals);
  await choose(
    page,
    en('console.storefront.fields.ctype'),
    en('console.storefront.containerTypes.query_based'),
  );
  await button(page, 'console.storefront.curation.addEntry').click();
  // The entry's source (the container's own 'Source type' begins with the same word).
  await choose(
    page,
    new RegExp(`^${en('console.storefront.curation.type')} (?!type)`),
    en('console.storefront.sources.query'),
  );
  await page
    .getByRole('textbox', { name: en('console.storefront.curation.query') })
    .fill('type=vod&added>=-30d&sort=-added');
  const railEnd = daysFromToday(120);
  await typeMoment(page, en('console.storefront.fields.ed_dt'), railEnd);
  await button(page, 'console.storefront.actions.create').click();
  await expect(notification(page)).toContainText(en('console.storefront.container.created'));
  await expect(page).toHaveURL(/\/main\/Container\/(?!add$)[^/]+$/);
  const arrivalsUrl = page.url();
  await addPosterAndPublish(page);

  // The page: scheduled from tomorrow for four weeks, holding the three rails.
  const pageName = uniqueName('Acceptance home');
  await page.goto('/apps/main/storefront/add');
  await page.getByRole('tab', { name: en('console.storefront.settings.tabs.GENERAL') }).click();
  await page.getByRole('textbox', { name: en('console.storefront.languages.en') }).fill(pageName);
  await typeMoment(page, en('console.storefront.fields.st_dt'), daysFromToday(1));
  await typeMoment(page, en('console.storefront.fields.ed_dt'), daysFromToday(29));
  await page.getByRole('tab', { name: en('console.storefront.settings.tabs.CONTAINERS') }).click();
  const add = page.getByRole('combobox', { name: en('console.storefront.containers.add') });
  for (const name of [carousel, arrivals]) {
    await add.fill(name);
    await page.getByRole('option', { name }).click();
  }
  await add.fill('Continue watching');
  await page.getByRole('option', { name: 'Continue watching' }).first().click();
  const list = page.getByRole('list', { name: en('console.storefront.containers.title') });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await button(page, 'console.storefront.actions.create').click();
  await expect(notification(page)).toContainText(en('console.storefront.storefront.created'));
  await expect(page).toHaveURL(/\/main\/storefront\/(?!add$)[^/]+$/);

  // The query rail runs past the page: the editor shows the dates it will really have.
  const arrivalsRow = list.getByRole('listitem').filter({ hasText: arrivals });
  // Open at its start, it shows from the page's start; it ends with the page.
  await expect(arrivalsRow).toContainText(
    /Outside the page’s window: shown from \d{2} \w{3} \d{4} \d{2}:\d{2} to \d{2} \w{3} \d{4} \d{2}:\d{2}/,
  );
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'the new page in its editor');
  await shoot(page, 'storefront-acceptance-editor-1440');

  // The preview of the saved draft, inside the page's window: on a TV, then on a phone.
  const preview = page.getByRole('complementary', { name: en('console.storefront.preview.title') });
  await typeMoment(page, en('console.storefront.preview.at'), daysFromToday(2));
  await expect(
    preview.getByRole('region', {
      name: en('console.storefront.preview.frame', { device: en('console.storefront.devices.tv') }),
    }),
  ).toBeVisible();
  await expect(preview.getByRole('group', { name: carousel })).toBeVisible();
  await preview.getByRole('button', { name: en('console.storefront.devices.mobile') }).click();
  await expect(
    preview.getByRole('region', {
      name: en('console.storefront.preview.frame', {
        device: en('console.storefront.devices.mobile'),
      }),
    }),
  ).toBeVisible();
  await settle(page);
  await shoot(page, 'storefront-acceptance-mobile-1440');

  // Two demo viewers: each one's own continue-watching titles.
  const ana = await continueWatchingFor(page, preview, 'viewer-ana');
  const ben = await continueWatchingFor(page, preview, 'viewer-ben');
  expect(ana).not.toBe('');
  expect(ben).not.toBe(ana);

  // Publishing is refused while the query rail's own dates run past the page's, naming it.
  const pageUrl = page.url();
  browserErrors.expectHttpError({
    status: 400,
    url: /\/api\/storefront\/storefront\/storefront\/[^/]+$/,
  });
  await publishAfterConfirming(page);
  // The service's reason worded by the console (containerOutsidePage), not its English.
  await expect(page.getByRole('alert').filter({ hasText: arrivals }).first()).toContainText(
    'outside the page’s window',
  );
  // The reason stands on the rail's own row too.
  await expect(list.getByRole('listitem').filter({ hasText: arrivals })).toContainText(
    'outside the page’s window',
  );
  await shoot(page, 'storefront-acceptance-publish-refused-1440');

  // The merchandiser ends the rail with the page, publishes it again, then the page.
  const pageEnd = daysFromToday(29);
  await page.goto(arrivalsUrl);
  await button(page, 'console.storefront.actions.edit').click();
  await typeMoment(page, en('console.storefront.fields.ed_dt'), pageEnd);
  await button(page, 'console.storefront.actions.save').click();
  await expect(notification(page)).toContainText(en('console.storefront.container.updated'));
  await publishAfterConfirming(page);
  await expect(notification(page)).toContainText(en('console.storefront.container.published'));
  await page.goto(pageUrl);
  await expect(list.getByRole('listitem').filter({ hasText: arrivals })).not.toContainText(
    /Outside the page’s window/,
  );
  await publishAfterConfirming(page);
  await expect(notification(page)).toContainText(en('console.storefront.storefront.published'));

  // The calendar shows the scheduled page.
  await page.goto('/apps/main/storefront/calendar');
  await expect(page.getByRole('link', { name: new RegExp(pageName) }).first()).toBeVisible();
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'the calendar with the new page');
  await shoot(page, 'storefront-acceptance-calendar-1440');
  browserErrors.assertClean();
});

test('the kids-only rail is hidden from an adult viewer, with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/apps/kids/storefront/kids-page-home');
  const preview = page.getByRole('complementary', { name: en('console.storefront.preview.title') });
  await preview.getByRole('combobox', { name: en('console.storefront.preview.persona') }).click();
  await page.getByRole('option', { name: 'Adult premium viewer' }).click();
  // The kids page's Cartoons rail applies Kids only: hidden from this adult, and why.
  const cartoons = preview.getByRole('listitem').filter({ hasText: 'Cartoons' });
  await expect(cartoons).toContainText('Policy "Kids only" needs profileType');
  await expect(cartoons).toContainText('"adult"');
  await settle(page);
  await shoot(page, 'storefront-acceptance-kids-adult-1440');
});
