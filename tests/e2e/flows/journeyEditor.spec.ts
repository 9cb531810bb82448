import sharp from 'sharp';
import { expect, test, type Page } from '../support/test';
import { letterToken, serviceAs } from '../../helpers/serviceApi';
import { t } from '../i18n/catalogs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { englishNameInput, notification, openMenuItem, versionPicker } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { settle, shoot, switchLanguage } from '../support/screens';

/*
 * An editor's day (the demo content_admin 'editor'), end to end, from the dashboard through
 * menus, buttons and keys only (the one typed address is the sign-in's start): finds a movie by
 * its title from the toolbar's search (its Content group), edits its English and Tamil names,
 * uploads a new poster in the IMAGES tab's gallery, saves, publishes, reads the audit trail (each
 * change by its label, one line per language); then, from the Movies list, archives 20 movies at
 * once after the confirmation that says what becomes of them, and follows the job in the bell to
 * its end ('Archive · 20 movies', 20/20, Complete) and on the notification page. axe on every
 * screen; screenshots at 1440 and 1024 px in the dark theme (the default), the bell in Tamil.
 *
 * The 21 movies are catalogue data made beforehand through the API, published, named with a
 * random token of letters, so reruns never collide and the demo titles other specs read stay.
 */

const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';

/** Published movies named in English (and Tamil when given), made through the API as admin. */
async function makeMovies(
  baseURL: string,
  names: readonly { en: string; ta?: string }[],
): Promise<void> {
  const { send } = await serviceAs(baseURL);
  for (const name of names) {
    const lon = [{ lang: 'en', n: name.en }, ...(name.ta ? [{ lang: 'ta', n: name.ta }] : [])];
    const made = await send('POST', MOVIES, { lon });
    await send('PUT', `${MOVIES}/${made.id}`, { key: made.key, ut: made.ut, st: 'published' });
  }
}

const bell = (page: Page) => page.getByTestId('notification-bell');

test('an editor finds a movie, renames it in English and Tamil, gives it a poster, publishes it, then archives 20 movies and follows the job', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = letterToken();
  const title = `Lantern ${stamp}`;
  const reels = Array.from(
    { length: 20 },
    (_, n) => `Reel${stamp} ${String(n + 1).padStart(2, '0')}`,
  );
  await makeMovies(baseURL ?? '', [
    { en: title, ta: `மின்விளக்கு ${stamp}` },
    ...reels.map((reel) => ({ en: reel })),
  ]);
  const errors = watchConsoleErrors(page, 'editor journey');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'dashboard');

  // The toolbar's search finds the movie by its title: the Content group, beneath the pages.
  const search = page.getByRole('combobox', { name: en('console.shell.find.label') });
  await search.fill(title);
  const listbox = page.getByRole('listbox');
  const content = listbox.getByRole('group', { name: en('console.shell.find.content') });
  const hit = content.getByRole('option', { name: new RegExp(`^${title}`) });
  await expect(hit).toBeVisible();
  await expect(
    listbox.getByText(en('console.shell.find.noPages', { term: title }), { exact: true }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'toolbar search');
  await shoot(page, 'journey3-search-1440');
  // No page matches: the first hit is the one highlighted; Enter opens its editor.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/[^/?]+/);
  const picker = versionPicker(page);
  await expect(picker).toHaveText('V1 - published');

  // The item's 'Additional info' dialog: its system fields, read-only.
  await page.getByRole('button', { name: en('console.editor.additionalInfo.open') }).click();
  const info = page.getByRole('dialog', { name: en('console.editor.additionalInfo.title') });
  await expect(info).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'additional info dialog');
  await info.getByRole('button', { name: en('console.common.close') }).click();
  await expect(info).toHaveCount(0);

  // Edit the English and Tamil names.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const english = englishNameInput(page);
  const tamil = page.locator('table input[aria-label="Name (தமிழ்)"]');
  await expect(english).toBeEditable();
  const renamed = `${title} Restored`;
  const renamedTamil = `மீட்கப்பட்ட மின்விளக்கு ${stamp}`;
  await english.fill(renamed);
  await tamil.fill(renamedTamil);
  await expectNoSeriousAxeViolations(page, 'movie editor');

  // A new poster in the IMAGES tab's gallery: a 1280×720 PNG, filed as a 16:9 poster.
  await page.getByRole('tab', { name: 'Images', exact: true }).click();
  const gallery = page.getByRole('region', { name: 'Images', exact: true });
  const poster = await sharp({
    create: { width: 1280, height: 720, channels: 3, background: '#1f4e79' },
  })
    .png()
    .toBuffer();
  await gallery
    .getByTestId('item-gallery-file')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
  await expect(gallery.getByText('Poster added at 16:9 (1280×720 px).')).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Poster image, ratio 16:9' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'images gallery');
  await shoot(page, 'journey3-poster-1440');

  // Save (a new draft beside the published version), then publish it.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('Movie updated sucessfully!');
  await expect(picker).toHaveText('V2 - draft');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notification(page)).toContainText('Movie published sucessfully!');
  await expect(picker).toHaveText('V2 - published');

  // The audit trail: who, and each change by its label, before → after, one line per language.
  await page.getByRole('tab', { name: 'Audit', exact: true }).click();
  const rows = page.getByRole('table', { name: 'Audit' }).locator('tbody tr');
  await expect(rows.locator('td:nth-child(4)').first()).toHaveText('Published');
  const changes = rows.locator('td:nth-child(5)');
  // Publish was two updates: submitted for approval (pending), then published.
  await expect(changes.nth(0)).toContainText('Status: pending → published');
  await expect(changes.nth(1)).toContainText('Status: draft → pending');
  await expect(changes.nth(2)).toContainText(`Name (English): ${title} → ${renamed}`);
  await expect(changes.nth(2)).toContainText(`Name (Tamil): மின்விளக்கு ${stamp} → ${renamedTamil}`);
  await expect(rows.first().locator('td').first()).toHaveText('Eddie Editor');
  await expectNoSeriousAxeViolations(page, 'audit trail');
  await shoot(page, 'journey3-audit-1440');

  // Clean up: the Movies list, the 20 reels found by the list's search, all selected, Archive.
  await openMenuItem(page, ['Datastore', 'VOD'], 'Movies');
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie$/);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`Reel${stamp}`);
  const listRows = page.locator('table tbody tr');
  await expect(listRows).toHaveCount(20);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('20 items selected')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'movie list, 20 selected');
  await page.getByRole('button', { name: en('console.lists.bulk.archive'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: en('console.lists.bulk.confirmArchiveTitle') });
  await expect(confirm).toContainText(en('console.lists.bulk.confirmArchive', { smart_count: 20 }));
  await expect(confirm).toContainText('20 published titles stop being available:');
  await expectNoSeriousAxeViolations(page, 'archive confirmation');
  await shoot(page, 'journey3-archive-confirm-1440');
  await confirm.getByRole('button', { name: en('ra.action.confirm') }).click();
  await expect(notification(page)).toContainText('20 items updated');
  await expect(listRows).toHaveCount(0);

  // The bell follows the job to its end: 'Archive · 20 movies', 20/20, Complete.
  await bell(page).click();
  const popup = page.getByRole('dialog', { name: en('console.notifications.bell.heading') });
  const entry = popup
    .getByRole('listitem')
    .filter({
      has: page.getByTestId('job-title').getByText('Archive · 20 movies', { exact: true }),
    })
    .first();
  await expect(entry.getByTestId('job-progress')).toHaveText('20/20');
  await expect(entry.getByText(en('console.notifications.states.complete'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'bell');
  await shoot(page, 'journey3-bell-1440');
  await entry.getByRole('button').click();
  await expect(page).toHaveURL(/\/apps\/notification$/);
  const jobRow = page.locator('tr[data-job-id]').filter({ hasText: 'Archive · 20 movies' }).first();
  await expect(jobRow.getByTestId('job-progress')).toHaveText('20/20');
  await expectNoSeriousAxeViolations(page, 'notification page');
  await shoot(page, 'journey3-notifications-1440');

  // At 1024 px in Tamil: the same job in the bell, named in Tamil.
  await page.setViewportSize({ width: 1024, height: 768 });
  await switchLanguage(page, 'en', 'ta');
  await bell(page).click();
  const tamilTitle = `${t('ta', 'console.notifications.actions.archive')} · 20 திரைப்படங்கள்`;
  const tamilPopup = page.getByRole('dialog', {
    name: t('ta', 'console.notifications.bell.heading'),
  });
  await expect(tamilPopup.getByText(tamilTitle, { exact: true }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'bell in Tamil at 1024 px');
  await shoot(page, 'journey3-bell-1024-ta');
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'ta', 'en');
  errors.assertClean();
});
