import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, test, type Page } from '../support/test';
import { closestFrame, decodeFrames } from '../../api/mediaFrames';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { uniqueName } from '../support/console';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * Issue 14's video editor as an editor and a viewer use it (Playwright in Debian's Chromium, real
 * login, the real server making its media with ffmpeg): a movie plays at 2x, 100 single frame
 * steps land on 100 consecutive frames, 00:00:10;00 to 00:00:20;15 is marked with the keys I and
 * O, an ad marker is added, the clip plays through the playback request, an HD MP4 is requested
 * and downloaded when ready (decoded: 316 frames, the first and last the source's frames 300 and
 * 615); the clip is made ready for air and found by its segment note in clip search and in the
 * short video list; a viewer plays but sees no cut controls; axe; screenshots at 1440 dark, 1024
 * and in Tamil.
 */

const EDITOR_URL = '/apps/main/videoeditor?type=movie&id=main-movie-1';

function video(page: Page) {
  return page.locator('video[data-testid="console-video"]');
}

/** The video's state once its seek is done and the frame is decoded. */
async function settledTime(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLVideoElement>('video[data-testid="console-video"]');
    return element !== null && !element.seeking && element.readyState >= 2;
  });
  return video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
}

async function openEditor(page: Page) {
  await page.goto(EDITOR_URL);
  await expect(page.getByRole('heading', { name: 'Video Editor' })).toBeVisible({
    timeout: 60_000,
  });
  // The first open may make the movie's media with ffmpeg: the page polls every 5000 ms.
  await expect(page.getByRole('button', { name: 'Next frame' })).toBeEnabled({ timeout: 300_000 });
}

async function goTo(page: Page, timecode: string) {
  const field = page.getByRole('textbox', { name: 'Go to (HH:MM:SS;FF)' });
  await field.fill(timecode);
  await field.press('Enter');
  await expect(page.getByTestId('timecode')).toHaveText(timecode);
}

/** The signed URL of the movie's whole DASH manifest, as the editor's media answer gives it. */
function watchSourceManifest(page: Page): () => string | undefined {
  let manifest: string | undefined;
  page.on('response', (response) => {
    if (!/\/api\/playback\/media\/movie\/main-movie-1(\?|$)/.test(response.url())) return;
    response.json().then(
      (body: { data?: { manifestUrl?: string } }) => {
        manifest = body.data?.manifestUrl ?? manifest;
      },
      () => undefined,
    );
  });
  return () => manifest;
}

/**
 * The source's HD frames 240..659 (its 2 s segments 5 to 11), fetched through the same signed
 * folder the player reads and decoded: what the downloaded MP4's frames are compared with.
 */
async function sourceFrames(page: Page, manifestUrl: string): Promise<Map<number, Buffer>> {
  const HD = 1;
  const names = [`init-stream${HD}.mp4`];
  for (let n = 5; n <= 11; n += 1)
    names.push(`chunk-stream${HD}-${String(n).padStart(5, '0')}.mp4`);
  const files: string[] = [];
  for (const name of names) {
    const response = await page.request.get(manifestUrl.replace(/manifest\.mpd$/, name));
    expect(response.status()).toBe(200);
    const file = join(tmpdir(), `h1b-source-${Date.now()}-${name}`);
    writeFileSync(file, await response.body());
    files.push(file);
  }
  const frames = await decodeFrames(`concat:${files.join('|')}`);
  expect(frames).toHaveLength(420);
  return new Map(frames.map((frame, i) => [240 + i, frame]));
}

test('an editor plays, steps, marks, plays the clip and downloads its HD MP4', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const sourceManifest = watchSourceManifest(page);
  await signIn(page, 'editor');
  await openEditor(page);

  // Play at 2x.
  await page.getByRole('combobox', { name: 'Speed' }).click();
  await page.getByRole('option', { name: '2×' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);
  // The media clock against the wall clock over 2 s of video (restarted after any stall): at 2x
  // the video advances about twice as fast as the wall clock, more than 1x could reach.
  const ratio = await video(page).evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        let start = { media: element.currentTime, wall: performance.now() };
        const restart = () => {
          start = { media: element.currentTime, wall: performance.now() };
        };
        const tick = () => {
          const media = element.currentTime - start.media;
          if (media < 2) return;
          element.removeEventListener('timeupdate', tick);
          element.removeEventListener('waiting', restart);
          resolve(media / ((performance.now() - start.wall) / 1000));
        };
        element.addEventListener('waiting', restart);
        element.addEventListener('timeupdate', tick);
      }),
  );
  expect(ratio).toBeGreaterThan(1.4);
  await page.getByRole('button', { name: 'Pause' }).click();

  // 100 single steps: each lands on the next frame.
  const region = page.getByRole('group', { name: /^Player\./ });
  await region.focus();
  await region.press('ArrowRight');
  const first = Math.floor((await settledTime(page)) * 30 + 1e-6);
  const landed: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    await region.press('ArrowRight');
    landed.push(Math.floor((await settledTime(page)) * 30 + 1e-6));
  }
  expect(landed).toEqual(Array.from({ length: 100 }, (_, i) => first + i + 1));
  await expect(page.getByTestId('frame')).toHaveText(`Frame ${first + 100}`);
  // One step back and forward again, watching the frame the compositor presents.
  await region.press('ArrowLeft');
  await settledTime(page);
  await video(page).evaluate((element: HTMLVideoElement) => {
    (window as unknown as { presented: Promise<number> }).presented = new Promise((resolve) => {
      element.requestVideoFrameCallback((_now, meta) => resolve(meta.mediaTime));
    });
  });
  await region.press('ArrowRight');
  const shown = await page.evaluate(
    () => (window as unknown as { presented: Promise<number> }).presented,
  );
  // The frame the compositor presents (its start time, to the nearest frame) is the one stepped to.
  expect(Math.round(shown * 30)).toBe(first + 100);

  // Marks with the keys I and O, a segment, an ad marker.
  await goTo(page, '00:00:10;00');
  await region.focus();
  await region.press('i');
  await goTo(page, '00:00:20;15');
  await region.focus();
  await region.press('o');
  await expect(page.getByTestId('mark-in')).toHaveText('In: 00:00:10;00');
  await expect(page.getByTestId('mark-out')).toHaveText('Out: 00:00:20;15');
  await page.getByRole('button', { name: 'Add segment' }).click();
  const row = page.getByTestId('segment-row');
  await expect(row).toContainText('316 frames');
  await row.getByRole('button', { name: 'Add ad marker' }).click();
  await expect(row.getByRole('button', { name: 'Mid-roll' })).toBeVisible();
  await expect(page.getByTestId('ad-marker')).toHaveCount(1);
  // A note on the segment (clip search finds the clip by it below).
  const noteWord = `kqz${Date.now().toString(36)}`;
  await row.getByRole('textbox', { name: 'Segment note' }).fill(`Goal replay ${noteWord}`);
  await expectNoSeriousAxeViolations(page, 'video editor');
  await shoot(page, 'h1b-videoeditor-1440-dark');

  // The clip through the playback request.
  await page.getByRole('button', { name: 'Play the clip' }).click();
  await expect(page.getByTestId('clip-mode')).toHaveText('Playing: the composed clip');
  await expect(page.getByRole('button', { name: 'Next frame' })).toBeEnabled();
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.duration))
    .toBeCloseTo(316 / 30, 0);

  // The HD MP4, downloaded when the poll sees it ready.
  await page.getByRole('combobox', { name: 'Quality' }).click();
  await page.getByRole('option', { name: 'HD', exact: true }).click();
  const download = page.waitForEvent('download', { timeout: 240_000 });
  await page.getByRole('button', { name: 'Request MP4' }).click();
  await expect(page.getByTestId('mp4-status')).toBeVisible();
  const file = join(tmpdir(), `h1b-clip-${Date.now()}.mp4`);
  await (await download).saveAs(file);
  // Saved under the item's name (the request's lon), not a generic one.
  expect((await download).suggestedFilename()).toMatch(/^(?!clip\.mp4$).+\.mp4$/);
  await expect(page.getByTestId('mp4-status')).toHaveText(
    'The MP4 is ready; the download has started.',
  );
  expect(statSync(file).size).toBeGreaterThan(10_000);
  // Decoded: 316 frames, the first and last the source's frames 300 and 615.
  const frames = await decodeFrames(file);
  expect(frames).toHaveLength(316);
  const manifestUrl = sourceManifest();
  expect(manifestUrl).toBeDefined();
  const source = await sourceFrames(page, manifestUrl ?? '');
  expect(closestFrame(frames[0] ?? Buffer.alloc(0), source)).toBe(300);
  expect(closestFrame(frames[315] ?? Buffer.alloc(0), source)).toBe(615);

  // Ready for air: a short video made of the clip, found in the short video list.
  const shortName = uniqueName('E2E Short');
  // Named in English and Tamil; Chinese and Malay left empty take the English name.
  await page.getByRole('textbox', { name: /^Short video name \(English\)/ }).fill(shortName);
  await page.getByRole('textbox', { name: 'Short video name (தமிழ்)' }).fill(`${shortName} தமிழ்`);
  await page.getByRole('button', { name: 'Make it ready for air' }).click();
  await expect(page.getByText(`Short video "${shortName}" created.`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('link', { name: 'Open the short videos' })).toBeVisible();

  // Clip search by the segment's note finds the saved clip.
  await page.getByRole('textbox', { name: 'Search saved clips' }).fill(noteWord);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText(new RegExp(`^${shortName} \\(.+, found in the note\\)$`)),
  ).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await shoot(page, 'h1b-videoeditor-1024-dark');
  await switchLanguage(page, 'en', 'ta');
  await expect(page.getByRole('heading', { name: 'காணொளி திருத்தி' })).toBeVisible();
  // The page re-mounted on the source, its playhead where it was left (the out-point), not 0.
  await expect(page.getByTestId('timecode')).toHaveText('00:00:20;15', { timeout: 30_000 });
  await expect(page.getByTestId('segment-row')).toContainText('316');
  await shoot(page, 'h1b-videoeditor-1024-ta');
  // The short video list in Tamil names the short in Tamil.
  await page.goto('/apps/main/vod/shortvideo');
  await expect(page.locator('table tbody').getByText(`${shortName} தமிழ்`)).toBeVisible();
  await switchLanguage(page, 'ta', 'en');

  await page.goto('/apps/main/vod/shortvideo');
  await expect(page.locator('table tbody').getByText(shortName, { exact: true })).toBeVisible();
});

test('a viewer plays but sees no cut controls', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'viewer');
  await openEditor(page);
  await expect(page.getByText('You can play videos here but not cut them.')).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await expect(page.getByRole('button', { name: 'Mark in (I)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add segment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request MP4' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make it ready for air' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'video editor (viewer)');
});

test("a VOD editor (vodeditor, vod_content_admin) completes the editor's work: saves a clip ready for air and finds it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'vodeditor');
  await openEditor(page);
  const region = page.getByRole('group', { name: /^Player\./ });
  await goTo(page, '00:00:30;00');
  await region.focus();
  await region.press('i');
  await goTo(page, '00:00:31;00');
  await region.focus();
  await region.press('o');
  await expect(page.getByTestId('mark-out')).toHaveText('Out: 00:00:31;00');
  await page.getByRole('button', { name: 'Add segment' }).click();
  await expect(page.getByTestId('segment-row')).toContainText('31 frames');
  const shortName = uniqueName('E2E VOD editor short');
  await page.getByRole('textbox', { name: /^Short video name \(English\)/ }).fill(shortName);
  await page.getByRole('button', { name: 'Make it ready for air' }).click();
  await expect(page.getByText(`Short video "${shortName}" created.`)).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('textbox', { name: 'Search saved clips' }).fill(shortName);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText(new RegExp(`^${shortName} \\(.+, found in the name\\)$`)),
  ).toBeVisible();
});
