import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  englishNameInput,
  notification,
  openMenuItem,
  uniqueName,
  versionPicker,
} from '../support/console';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';
import { t } from '../i18n/catalogs';

/*
 * A movie's IMAGES tab is an upload gallery (kit/jsonforms ImagesControl): an editor
 * (content_admin) makes a movie from the Movies list, edits it, uploads a PNG poster with the
 * 'Upload image' button, sees its thumbnail at its ratio, saves, and still sees it after a reload;
 * replaces it by the keyboard and is told when a file is not the PNG it claims. Menus and buttons
 * only (no typed URL); axe on the tab; screenshots at 1440 px (dark) and 1024 px in Tamil.
 */

/** A 1600×900 (16:9) PNG poster with something to see in a screenshot. */
async function posterPng(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
<rect width="1600" height="900" fill="${colour}"/>
<circle cx="1200" cy="300" r="260" fill="#f5c542"/>
<rect x="120" y="600" width="900" height="120" rx="24" fill="#ffffff" opacity="0.85"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Presses a button that opens the file chooser and gives it the file. A press that opened no
 * chooser within 10 s (the key landing while the editor re-renders the button on taking the
 * lock) is pressed again.
 */
async function chooseFile(
  page: Page,
  press: () => Promise<void>,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await press();
    await (await chooser).setFiles(file);
  }).toPass({ timeout: 60_000 });
}

/** The thumbnail's pixel width once the browser decoded it (0 while it has not). */
const decodedWidth = (image: Locator) =>
  image.evaluate((img) => (img as HTMLImageElement).naturalWidth);

test('an editor uploads a PNG poster on a movie’s Images tab and sees it after saving', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');

  // Datastore → VOD → Movies → Create: a movie of this run's own.
  await openMenuItem(page, ['Datastore', 'VOD'], 'Movies');
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const name = uniqueName('E2E Poster Movie');
  await englishNameInput(page).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('Movie created sucessfully!');
  // The notice can come before the page has moved on to the new movie: a tab picked on the create
  // page would be gone with it.
  await expect(page).toHaveURL(/\/vod\/movie\/(?!add$)[^/?]+$/);
  await expect(versionPicker(page)).toHaveText('V1 - draft');

  // Its Images tab: a gallery for each images field, read-only until Edit.
  await page.getByRole('tab', { name: 'Images', exact: true }).click();
  const gallery = page.getByRole('region', { name: 'External images' });
  await expect(gallery.getByText('No images yet.')).toBeVisible();
  await expect(gallery.getByText('Edit the item to upload or remove images.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Images', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Image URL/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(gallery.getByText('JPEG or PNG, at most 128 MB.')).toBeVisible();
  await expect(page.getByText('128000000')).toHaveCount(0);
  // Type Poster (the default), ratio recognised from the file; 'Upload image' opens the chooser.
  await expect(gallery.getByRole('combobox', { name: 'Image type' })).toHaveText('Poster');
  await chooseFile(page, () => gallery.getByRole('button', { name: 'Upload image' }).click(), {
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: await posterPng('#1d3557'),
  });
  await expect(gallery.getByText('Poster added at 16:9 (1600×900 px).')).toBeVisible();
  const poster = gallery.getByRole('img', { name: 'Poster image, ratio 16:9' });
  await expect(poster).toBeVisible();
  await expect.poll(() => decodedWidth(poster)).toBe(320);

  // A file that is not the PNG it claims is refused beside the upload; nothing is added.
  await chooseFile(page, () => gallery.getByRole('button', { name: 'Upload image' }).click(), {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a png at all'),
  });
  await expect(gallery.getByRole('alert')).toHaveText(
    'The file is not the JPEG or PNG image it claims to be.',
  );
  await expect(gallery.getByRole('img')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'movie images tab, editing');
  await shoot(page, 'movie-images-upload-1440-dark');

  // Save: the thumbnail stays, now read-only, and after a reload it is still there.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('Movie updated sucessfully!');
  await expect(gallery.getByText('Edit the item to upload or remove images.')).toBeVisible();
  await expect(poster).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Images', exact: true }).click();
  await expect(poster).toBeVisible();
  await expect.poll(() => decodedWidth(poster)).toBe(320);
  await expectNoSeriousAxeViolations(page, 'movie images tab, saved');

  // Replace by the keyboard: focus the image's Replace button, Enter opens the chooser.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  const replace = gallery.getByRole('button', { name: 'Replace the Poster image at 16:9' });
  const pressEnterOnReplace = async () => {
    await replace.focus();
    await expect(replace).toBeFocused();
    await page.keyboard.press('Enter');
  };
  await chooseFile(page, pressEnterOnReplace, {
    name: 'poster-2.png',
    mimeType: 'image/png',
    buffer: await posterPng('#6a040f'),
  });
  await expect(gallery.getByText('Poster at 16:9 replaced (1600×900 px).')).toBeVisible();
  await expect(gallery.getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('Movie updated sucessfully!');

  // At 1024 px in Tamil: the same gallery in the UI language.
  await page.setViewportSize({ width: 1024, height: 800 });
  await switchLanguage(page, 'en', 'ta');
  await page.getByRole('tab', { name: t('ta', 'categories.images'), exact: true }).click();
  const tamilGallery = page.getByRole('region', { name: t('ta', 'fields.ex_ia') });
  await expect(
    tamilGallery.getByRole('img', {
      name: t('ta', 'console.gallery.imageAlt', {
        type: t('ta', 'console.gallery.types.Poster'),
        ratio: '16:9',
      }),
    }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'movie images tab in Tamil at 1024 px');
  await shoot(page, 'movie-images-1024-ta');
  await switchLanguage(page, 'ta', 'en');
});
