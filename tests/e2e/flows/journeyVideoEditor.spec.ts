import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, test, type Page } from '../support/test';
import { decodeFrames } from '../../api/mediaFrames';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { openMenuItem } from '../support/console';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';
import { t } from '../i18n/catalogs';

/*
 * A video editor's day (vodeditor, vod_content_admin), from the dashboard through menus, buttons
 * and keys only: Datastore → VOD → Movies, find a movie by its title, 'Open in video editor' on
 * its page; mark in and out by typed timecode (HH:MM:SS;FF) and the buttons, then by the keys
 * (arrows, I and O); two segments; the clip plays (its clock advances); the HD MP4 is requested
 * and downloaded when ready (named after the movie, decoded: as many frames as the segments
 * hold). The marks sit beside the player at 1440x900 without scrolling. axe on every screen;
 * screenshots at 1440 and 1024 px in the dark theme and in Chinese.
 */

function video(page: Page) {
  return page.locator('video[data-testid="console-video"]');
}

async function goTo(page: Page, timecode: string) {
  const field = page.getByRole('textbox', { name: 'Go to (HH:MM:SS;FF)' });
  await field.fill(timecode);
  await field.press('Enter');
  await expect(page.getByTestId('timecode')).toHaveText(timecode);
}

/** Whether an element is inside the window as the page first shows it (not scrolled). */
async function onScreenWithoutScrolling(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  const height = page.viewportSize()?.height ?? 0;
  expect(scrolled, `the page is not scrolled before '${name}' is measured`).toBe(0);
  expect(box, `'${name}' is shown`).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `'${name}' is inside the window`).toBeLessThanOrEqual(
    height,
  );
}

test('a video editor opens a movie from its page, marks two segments, plays the clip and downloads its HD MP4', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Each step fails within 30 s (the media's first making and the MP4 wait longer, said below).
  page.setDefaultTimeout(30_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'vodeditor');
  await expectNoSeriousAxeViolations(page, 'dashboard');

  // The dashboard's menu: Datastore → VOD → Movies; find a movie by its title.
  await openMenuItem(page, ['Datastore', 'VOD'], 'Movies');
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie$/);
  const firstName = page.locator('table tbody tr').first().locator('td.column-lon');
  await expect(firstName).toBeVisible();
  const title = (await firstName.innerText()).trim();
  expect(title.length).toBeGreaterThan(3);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
  const hit = page.locator('table tbody tr').filter({ hasText: title }).first();
  await expect(hit).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'movie list');
  await hit.locator('td.column-lon').click();
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The movie's page offers the video editor.
  const open = page.getByRole('link', { name: 'Open in video editor' });
  await expect(open).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'movie page');
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/apps/main/videoeditor\\?type=movie&id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Video Editor' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'VOD item' })).toHaveValue(title);
  // The demo media may still be being made (server start makes it in the background).
  await expect(page.getByRole('button', { name: 'Next frame' })).toBeEnabled({
    timeout: 240_000,
  });

  // At 1440x900 the marks are beside the player and 'Go to', without scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const name of ['Mark in (I)', 'Mark out (O)', 'Add segment', 'Go'])
    await onScreenWithoutScrolling(page, name);
  await expectNoSeriousAxeViolations(page, 'video editor');

  // Segment 1: typed timecodes and the buttons.
  await goTo(page, '00:00:10;00');
  await page.getByRole('button', { name: 'Mark in (I)' }).click();
  await goTo(page, '00:00:11;15');
  await page.getByRole('button', { name: 'Mark out (O)' }).click();
  await expect(page.getByTestId('mark-in')).toHaveText('In: 00:00:10;00');
  await expect(page.getByTestId('mark-out')).toHaveText('Out: 00:00:11;15');
  await page.getByRole('button', { name: 'Add segment' }).click();
  await expect(page.getByTestId('segment-row')).toHaveCount(1);

  // Segment 2: by keys on the player (Go to, then I, 30 frames on with the arrow, O).
  await goTo(page, '00:00:20;00');
  const region = page.getByRole('group', { name: /^Player\./ });
  await region.focus();
  await region.press('i');
  for (let i = 0; i < 30; i += 1) await region.press('ArrowRight');
  await expect(page.getByTestId('timecode')).toHaveText('00:00:21;00');
  await region.press('o');
  await expect(page.getByTestId('mark-in')).toHaveText('In: 00:00:20;00');
  await expect(page.getByTestId('mark-out')).toHaveText('Out: 00:00:21;00');
  await page.getByRole('button', { name: 'Add segment' }).click();
  const rows = page.getByTestId('segment-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('00:00:10;00');
  await expect(rows.nth(1)).toContainText('00:00:21;00');
  // The frames the two segments hold, as the table counts them: what the MP4 must have.
  const counts = await rows.evaluateAll((list) =>
    list.map((row) =>
      Number(/^(\d+) frames?$/.exec(row.querySelectorAll('td')[3]?.textContent ?? '')?.[1]),
    ),
  );
  expect(counts.every((n) => n > 0)).toBe(true);
  const total = counts.reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThan(50);
  await expectNoSeriousAxeViolations(page, 'video editor (two segments)');
  await shoot(page, 'journey-videoeditor-1440-dark');

  // The clip plays: loaded and running, its clock advancing.
  await page.getByRole('button', { name: 'Play the clip' }).click();
  await expect(page.getByTestId('clip-mode')).toHaveText('Playing: the composed clip');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await expectNoSeriousAxeViolations(page, 'video editor (clip)');

  // The HD MP4, downloaded when ready, named after the movie.
  await page.getByRole('combobox', { name: 'Quality' }).click();
  await page.getByRole('option', { name: 'HD', exact: true }).click();
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Request MP4' }).click();
  const file = join(tmpdir(), `journey-clip-${Date.now()}.mp4`);
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe(`${title}.mp4`);
  await expect(page.getByTestId('mp4-status')).toHaveText(
    'The MP4 is ready; the download has started.',
  );
  // A real MP4: an ISO BMFF file ('ftyp' first) whose decoded frames are the segments' frames.
  expect(readFileSync(file).subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(await decodeFrames(file)).toHaveLength(total);

  // 1024 px, then Chinese.
  await page.getByRole('button', { name: 'Back to the source' }).click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('button', { name: 'Mark in (I)' })).toBeVisible();
  await region.focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'journey-videoeditor-1024-dark');
  await switchLanguage(page, 'en', 'zh');
  await expect(
    page.getByRole('heading', { name: t('zh', 'console.videoEditor.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('segment-row')).toHaveCount(2);
  await expect(
    page.getByRole('button', { name: t('zh', 'console.videoEditor.marks.markIn') }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'video editor (zh)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'journey-videoeditor-1024-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'journey-videoeditor-1440-zh');
  await switchLanguage(page, 'zh', 'en');
});
