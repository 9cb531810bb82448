import { expect, type Locator, type Page } from './test';
import { notification } from './console';
import { loginWithPassword } from '../../helpers/oidcLogin';

const LIVE = '/api/live/content/urn/resource/catalog';

/** A spec's own token, letters only (the Tamil walk reads digits in a token as separate words). */
export function letterToken(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());
}

/**
 * A sports live event of the main product made through the API (as admin), its live window an
 * hour either side of now, with two named teams (Reds, Blues).
 */
export async function makeSportLiveEvent(baseURL: string, id: string, name: string): Promise<void> {
  const { accessToken } = await loginWithPassword(baseURL, 'admin', 'admin');
  const response = await fetch(`${baseURL}${LIVE}/sportliveevent`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-product': 'main',
    },
    body: JSON.stringify({
      id,
      cty: 'sportliveevent',
      lon: [{ lang: 'en', n: name }],
      lws: new Date(Date.now() - 3_600_000).toISOString(),
      lwe: new Date(Date.now() + 3_600_000).toISOString(),
      tms: [
        { id: 'team-red', lon: [{ lang: 'en', n: 'Reds' }] },
        { id: 'team-blue', lon: [{ lang: 'en', n: 'Blues' }] },
      ],
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** `datetime-local` text to the second, in the browser's (and this process's) local time. */
export function localDateTime(ms: number): string {
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

/**
 * In a Live to VOD panel: converts a 10 s window that ended 30 s ago (so the job is due at once)
 * under `vodTitle`, checks the spec's message, and waits until the conversion's row shows
 * Completed (the panel reads the list again every 5000 ms while a job is in flight). The window
 * fields start as the event's live window, to the second. Returns the conversion's row.
 */
export async function convertEndedWindow(
  page: Page,
  panel: Locator,
  vodTitle: string,
): Promise<Locator> {
  // To the second: the field steps by seconds. Chromium reads a value whose seconds are 00
  // without them ('…T16:41' for '…T16:41:00'), so the seconds are optional in what it shows.
  const from = panel.getByLabel('Recorded from');
  await expect(from).toHaveAttribute('step', '1');
  await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/);
  const now = Date.now();
  await panel.getByLabel('VOD title').fill(vodTitle);
  await panel.getByLabel('Recorded from').fill(localDateTime(now - 40_000));
  await panel.getByLabel('Recorded until').fill(localDateTime(now - 30_000));
  await panel.getByRole('button', { name: 'Convert to VOD' }).click();
  await expect(notification(page)).toContainText(
    `Successfully! Initiated Live to VOD workflow for ${vodTitle}`,
  );
  const job = panel.getByRole('row', { name: new RegExp(vodTitle) });
  await expect(job).toContainText('Completed', { timeout: 180_000 });
  return job;
}
