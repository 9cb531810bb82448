import { expect, test, type Page } from '../support/test';
import sharp from 'sharp';
import { loginWithPassword } from '../../helpers/oidcLogin';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { englishNameInput, notification, uniqueName, versionPicker } from '../support/console';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * Issue 14's media operations through the real login (Playwright, Chromium): a CMS store admin
 * (asset_admin) makes and edits an asset, a 16x6 poster uploaded shows in its gallery at its ratio (recognised from
 * the file's pixels); the syndication list pages by 10; a live event's recorded window is
 * converted to VOD and the conversion cancelled; a movie is re-aggregated with the spec's notice;
 * axe on each page; screenshots at 1440 dark, 1024 and in Tamil.
 */

/** Eleven teams of this run's own, made through the API (the list then has a second page). */
async function makeTeams(baseURL: string): Promise<void> {
  const { accessToken } = await loginWithPassword(baseURL, 'admin', 'admin');
  const prefix = uniqueName('E2E Team');
  for (let n = 1; n <= 11; n += 1) {
    const response = await fetch(`${baseURL}/api/catalog/content/urn/resource/catalog/team`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-product': 'main',
      },
      body: JSON.stringify({ cty: 'team', lon: [{ lang: 'en', n: `${prefix} ${n}` }] }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
}

async function createThroughUi(page: Page, path: string, name: string): Promise<string> {
  await page.goto(`${path}/add`);
  await englishNameInput(page).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/(?!add$)[^/?]+$`));
  await expect(versionPicker(page)).toHaveText('V1 - draft');
  return page.url();
}

test('a CMS store admin edits an asset: poster gallery and upload', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'assetadmin');

  // A CMS store asset (a song): edit it and upload a 1200x450 poster (16:6).
  const song = uniqueName('E2E Song');
  await createThroughUi(page, '/apps/main/assets/songs', song);
  // The asset's images are its form's Images tab: a gallery per images field.
  const gallery = page.getByRole('region', { name: 'External images' });
  const imagesTab = page.getByRole('tab', { name: 'Images', exact: true });
  await imagesTab.click();
  await expect(gallery.getByText('Edit the item to upload or remove images.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('tab', { name: 'General', exact: true }).click();
  const poster = await sharp({
    create: { width: 1200, height: 450, channels: 3, background: '#884422' },
  })
    .png()
    .toBuffer();
  // The name typed just before going to the Images tab and uploading (the form reports it
  // 300 ms late): both the name and the poster stay.
  await englishNameInput(page).fill(`${song} edited`);
  await imagesTab.click();
  await gallery
    .getByTestId('item-gallery-file')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
  await expect(gallery.getByText('Poster added at 16:6 (1200×450 px).')).toBeVisible();
  const image = gallery.getByRole('img', { name: 'Poster image, ratio 16:6' });
  await expect(image).toBeVisible();
  // Drawn in its ratio's box (320×120) through the resizer, decoded by the browser.
  // The ratio's box (its 1 px border inside).
  const box = await image.locator('..').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(320);
  expect(Math.round(box?.height ?? 0)).toBe(120);
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(320);
  // A file that is not the PNG it claims is refused beside the upload; nothing is added.
  await gallery
    .getByTestId('item-gallery-file')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(gallery.getByRole('alert')).toHaveText(
    'The file is not the JPEG or PNG image it claims to be.',
  );
  await expect(gallery.getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('updated sucessfully!');
  await expect(gallery.getByRole('img', { name: 'Poster image, ratio 16:6' })).toBeVisible();
  await page.getByRole('tab', { name: 'General', exact: true }).click();
  await expect(englishNameInput(page)).toHaveValue(`${song} edited`);
  await imagesTab.click();
  await expectNoSeriousAxeViolations(page, 'asset editor with gallery');
  await shoot(page, 'h2-asset-gallery-1440-dark');
});

test('syndication paging, live-to-VOD, re-aggregate and the VOD preview', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await makeTeams(baseURL ?? '');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');

  // Syndication: ten rows a page.
  await page.goto('/apps/main/syndication/team');
  await expect(page.getByRole('heading', { name: /Teams/ })).toBeVisible();
  await expect(page.getByText(/^1-10 of/)).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(10);
  await expectNoSeriousAxeViolations(page, 'syndication list');
  await shoot(page, 'h2-syndication-1440-dark');

  // A live event's recorded window to VOD, then cancelled (the window has not ended).
  const eventName = uniqueName('E2E Event');
  await createThroughUi(page, '/apps/main/live/liveevent', eventName);
  const l2v = page.getByRole('region', { name: 'Live to VOD' });
  const now = Date.now();
  const local = (ms: number) => {
    const date = new Date(ms);
    return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  };
  await l2v.getByLabel('Recorded from').fill(local(now - 3_600_000));
  await l2v.getByLabel('Recorded until').fill(local(now + 3_600_000));
  await l2v.getByRole('button', { name: 'Convert to VOD' }).click();
  await expect(notification(page)).toContainText(
    `Successfully! Initiated Live to VOD workflow for ${eventName}`,
  );
  const job = l2v.getByRole('row', { name: new RegExp(eventName) });
  await expect(job).toContainText('Waiting for the window to end');
  await expectNoSeriousAxeViolations(page, 'live event with live to VOD');
  await shoot(page, 'h2-live-to-vod-1440-dark');
  await job.getByRole('button', { name: 'Cancel conversion' }).click();
  await expect(notification(page)).toContainText(
    'Successfully cancelled the Live to vod conversion!',
  );
  await expect(job).toContainText('Cancelled');
  await expect(job.getByRole('button', { name: 'Cancel conversion' })).toHaveCount(0);

  // Re-aggregate a movie: the spec's notice.
  await page.goto('/apps/main/vod/movie/main-movie-3');
  await page.getByRole('button', { name: 'Re-aggregate' }).click();
  await expect(notification(page)).toContainText(
    'Your request has been successfully submitted! It could take up to 30 seconds',
  );
  await expectNoSeriousAxeViolations(page, 'movie with media operations');
  await shoot(page, 'h2-movie-media-actions-1440-dark');

  // The VOD preview plays the movie whole through the console's one player (the media may still
  // be made by ffmpeg on a fresh server: the section polls every 5000 ms).
  await page
    .getByRole('region', { name: 'Preview' })
    .getByRole('button', { name: 'Preview', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Preview: / });
  const player = dialog.locator('video[data-testid="console-video"]');
  await expect(player).toBeVisible({ timeout: 300_000 });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  await expect(dialog.getByText(/^Duration /)).toBeVisible();
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await expectNoSeriousAxeViolations(page, 'VOD preview dialog');
  await shoot(page, 'h2-vod-preview-1440-dark');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // 1024 px and Tamil.
  await page.setViewportSize({ width: 1024, height: 800 });
  await shoot(page, 'h2-movie-media-actions-1024');
  await switchLanguage(page, 'en', 'ta');
  await expect(page.getByRole('heading', { name: 'ஊடகச் செயல்பாடுகள்' })).toBeVisible();
  await shoot(page, 'h2-movie-media-actions-1024-ta');
  await page.goto('/apps/main/syndication/team');
  // Tamil puts the count first ('11 இல் 1-10'); still ten rows a page.
  await expect(page.getByText(/(^|\s)1-10(\s|$)/)).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(10);
  await shoot(page, 'h2-syndication-1024-ta');
});
