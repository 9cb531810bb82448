import { expect, test } from '../support/test';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * Issue 14's video editor in Tamil at 1024 px (the default dark theme): the ready-for-air panel's
 * short-name fields show their whole label (Tamil's 'short video name' is the longest of the four
 * languages; at a fixed 260 px it was cut off with an ellipsis), and so does the transport bar's
 * 'Go to (HH:MM:SS;FF)' field (cut at a fixed 190 px), and so does a segment's note field (its
 * label names the note's language, 'பகுதிக் குறிப்பு (தமிழ்)', and was cut in the 180 px note column),
 * empty and filled. Screenshot looked at.
 */
test('the short name, go-to and segment note labels fit in Tamil at 1024 px', async ({ page }) => {
  test.setTimeout(400_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'editor');
  await page.goto('/apps/main/videoeditor?type=movie&id=main-movie-1');
  await expect(page.getByRole('heading', { name: 'Video Editor' })).toBeVisible({
    timeout: 60_000,
  });
  // The first open may make the demo media with ffmpeg: the page polls every 5000 ms.
  await expect(page.getByRole('button', { name: 'Next frame' })).toBeEnabled({ timeout: 300_000 });
  // A segment (00:00:00;00 to 00:00:02;00) whose note field is checked below.
  await page.getByRole('button', { name: 'Mark in (I)' }).click();
  const goToField = page.getByRole('textbox', { name: 'Go to (HH:MM:SS;FF)' });
  await goToField.fill('00:00:02;00');
  await goToField.press('Enter');
  await expect(page.getByTestId('timecode')).toHaveText('00:00:02;00');
  await page.getByRole('button', { name: 'Mark out (O)' }).click();
  await page.getByRole('button', { name: 'Add segment' }).click();
  await expect(page.getByTestId('segment-row')).toHaveCount(1);
  await switchLanguage(page, 'en', 'ta');
  await expect(page.getByRole('heading', { name: 'காணொளி திருத்தி' })).toBeVisible();
  // The segment's note field: its whole label, empty (the label inside the field) and filled
  // (the label shrunk onto the border).
  const row = page.getByTestId('segment-row');
  const noteLabel = row.locator('label', { hasText: 'குறிப்பு' });
  await noteLabel.scrollIntoViewIfNeeded();
  const noteCut = () =>
    noteLabel.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(await noteCut(), (await noteLabel.textContent()) ?? '').toBe(false);
  await shoot(page, 'h1b-videoeditor-note-1024-ta');
  await row.getByRole('textbox').first().fill('இலக்கு மறுஒளிபரப்பு');
  expect(await noteCut(), (await noteLabel.textContent()) ?? '').toBe(false);
  const labels = page.locator('label', { hasText: 'குறுங்காணொளியின் பெயர்' });
  await expect(labels).toHaveCount(4);
  for (const label of await labels.all()) {
    await label.scrollIntoViewIfNeeded();
    // Not truncated: the label's text is as wide as the room it is drawn in.
    const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, (await label.textContent()) ?? '').toBe(false);
  }
  // The transport bar's 'Go to (HH:MM:SS;FF)' field: its label whole too.
  const goTo = page.locator('label', { hasText: 'இதற்குச் செல்' });
  await goTo.scrollIntoViewIfNeeded();
  expect(
    await goTo.evaluate((element) => element.scrollWidth > element.clientWidth + 1),
    (await goTo.textContent()) ?? '',
  ).toBe(false);
  await shoot(page, 'h1c-videoeditor-short-name-1024-ta');
  await switchLanguage(page, 'ta', 'en');
});
