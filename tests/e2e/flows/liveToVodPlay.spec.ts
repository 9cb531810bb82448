import { expect, test, type Page } from '../support/test';
import { convertEndedWindow, letterToken, makeSportLiveEvent } from '../support/liveEvents';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notification } from '../support/console';
import { signIn } from '../support/login';
import { shoot, switchLanguage } from '../support/screens';

/*
 * Issue 14's live-to-VOD through to playback, and a sports event's processing (spec section 5),
 * on a live event's page through the real login (Playwright, Chromium, the real server making the
 * media with ffmpeg). A sports live event of this run's own (its own token in its id, name and
 * VOD title, so no other spec's data matters) is made through the API; then a user on its page
 * converts a 10 s window that ended half a minute ago (the job runs at once), waits until the
 * panel (which polls every 5000 ms) shows it completed, opens the VOD item made and plays it in
 * its preview (the manifest loads, the video advances); the event's processing is started for
 * one of its teams, shows Processing or Completed, and once completed is re-processed with the
 * spec's message; axe on the page; screenshots at 1440 dark, 1024 and in Tamil.
 */

async function openEvent(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/apps/main/live/sportliveevent/${id}`);
  await expect(page.getByRole('heading', { name: 'Live sport event', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
}

/*
 * Who works on the event: content_admin ('editor'), who may view live events (cp_live) and VOD
 * items (cp_datastore) and update the EPG page (live-to-VOD, processing). The demo's l2vadmin
 * (l2v_admin: spec section 6 gives it the epg page only) cannot open a live event's page or the
 * VOD item made: signed in, /apps/main/live/sportliveevent/{id} lands on the dashboard (tried
 * 2026-11-24). It converts and processes from the EPG page's Live events (l2vAdmin.spec.ts).
 */
const USER = 'editor';

test('live to VOD: a short ended window converted, opened and played', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const mark = letterToken();
  const eventId = `e2e-l2v-${mark.toLowerCase()}`;
  const eventName = `E2E Match ${mark}`;
  const vodTitle = `E2E Replay ${mark}`;
  await makeSportLiveEvent(baseURL ?? '', eventId, eventName);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, USER);
  await openEvent(page, eventId, eventName);

  // The window fields start as the event's live window; a 10 s window that ended 30 s ago.
  const l2v = page.getByRole('region', { name: 'Live to VOD' });
  const job = await convertEndedWindow(page, l2v, vodTitle);
  await expectNoSeriousAxeViolations(page, 'live event: live to VOD completed');
  await shoot(page, 'h1b-l2v-completed-1440-dark');

  // The VOD item made: its own media (the window's 300 frames) plays in its preview.
  const manifest = page.waitForResponse(
    (response) => /\/manifest\.mpd(\?|$)/.test(response.url()) && response.status() === 200,
    { timeout: 120_000 },
  );
  await job.getByRole('link', { name: `Open the VOD item ${vodTitle}` }).click();
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/[^/?]+/);
  await page
    .getByRole('region', { name: 'Preview' })
    .getByRole('button', { name: 'Preview', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Preview: / });
  const player = dialog.locator('video[data-testid="console-video"]');
  await expect(player).toBeVisible({ timeout: 120_000 });
  await manifest;
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeCloseTo(10, 0);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await expectNoSeriousAxeViolations(page, 'live-to-VOD item preview');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test("a sports event's processing: started, Processing until completed, then re-processed", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const mark = letterToken();
  const eventId = `e2e-proc-${mark.toLowerCase()}`;
  const eventName = `E2E Derby ${mark}`;
  await makeSportLiveEvent(baseURL ?? '', eventId, eventName);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, USER);
  await openEvent(page, eventId, eventName);

  const panel = page.getByRole('region', { name: 'Event processing' });
  const status = panel.getByTestId('event-processing-status');
  await expect(status).toContainText('Not processed yet');
  await panel.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'team-blue' }).click();
  await panel.getByRole('textbox', { name: 'Station' }).fill('ST-E2E');
  await panel.getByRole('button', { name: 'Process the event' }).click();
  await expect(notification(page)).toContainText(
    `Successfully! Initiated Event re-process for ${eventName}`,
  );
  // In flight it shows Processing and no re-process; the panel polls until it ends.
  await expect(status).toContainText(/Processing|Completed/);
  await expect(status).toContainText('Completed', { timeout: 120_000 });
  await expect(status).toContainText('team team-blue, station ST-E2E');
  await expectNoSeriousAxeViolations(page, 'live event: event processing');
  await shoot(page, 'h1b-event-processing-1440-dark');
  await panel.getByRole('button', { name: 'Re-process' }).click();
  await expect(notification(page).last()).toContainText(
    `Successfully! Initiated Event re-process for ${eventName}`,
  );
  await expect(status).toContainText('Completed', { timeout: 120_000 });

  await page.setViewportSize({ width: 1024, height: 800 });
  await shoot(page, 'h1b-event-processing-1024');
  await switchLanguage(page, 'en', 'ta');
  await expect(page.getByRole('region', { name: 'நிகழ்வுச் செயலாக்கம்' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'நிகழ்வுச் செயலாக்கம்' }).getByRole('button', {
      name: 'மீண்டும் செயலாக்கு',
    }),
  ).toBeVisible();
  // Every label of the two panels whole in Tamil at 1024 px.
  for (const region of ['நிகழ்வுச் செயலாக்கம்', 'நேரலையிலிருந்து தேவைக்கேற்ப காணொளிக்கு']) {
    for (const label of await page.getByRole('region', { name: region }).locator('label').all()) {
      const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut, (await label.textContent()) ?? '').toBe(false);
    }
  }
  await shoot(page, 'h1b-event-processing-1024-ta');
  await switchLanguage(page, 'ta', 'en');

  // A viewer (content_user) sees the status only.
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const viewer = await context.newPage();
  await signIn(viewer, 'viewer');
  await openEvent(viewer, eventId, eventName);
  const seen = viewer.getByRole('region', { name: 'Event processing' });
  await expect(seen.getByTestId('event-processing-status')).toContainText('Completed');
  await expect(
    seen.getByText('You can see the processing of this event but not start or cancel it.'),
  ).toBeVisible();
  await expect(seen.getByRole('button')).toHaveCount(0);
  await context.close();
});
