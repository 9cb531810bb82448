import { expect, test, type Page } from '../support/test';
import { loginWithPassword } from '../../helpers/oidcLogin';
import { t } from '../i18n/catalogs';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';

/*
 * Episode sorting with the mouse (issue 15; the keyboard path is in notifications.spec.ts): an
 * editor drags a season's first episode by its handle below the fourth (pointer down, a move in
 * small steps, up, as a person drags), saves, and the job numbers the episodes in the dragged
 * order: the season's children read back through the catalogue API come in that order with
 * ep_no 1..5, and the page shows it after a reload. Season main-series-4-s2 is used by no other
 * spec.
 */

const en = (key: string) => t('en', key);
const SEASON = 'main-series-4-s2';
const ep = (n: number) => `${SEASON}-e${n}`;

const rows = (page: Page) => page.locator('[data-episode-id]');
const order = (page: Page) =>
  rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-episode-id')));

/** The season's episodes as the catalogue stores them: ids by ep_no. */
async function storedOrder(baseURL: string, token: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/catalog/content/${SEASON}/assocmetadata`, {
    headers: { authorization: `Bearer ${token}`, 'x-product': 'main' },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { rel: string; id: string; cty: string; ep_no?: number }[];
  };
  return body.data
    .filter((item) => item.rel === 'child' && item.cty === 'tvepisode')
    .sort((a, b) => (a.ep_no ?? 0) - (b.ep_no ?? 0))
    .map((item) => `${item.id}#${String(item.ep_no)}`);
}

test('a season is reordered by dragging an episode with the mouse; the job stores that order', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const browserErrors = watchConsoleErrors(page, 'episode sort (mouse)');
  await signIn(page, 'editor');
  await page.goto(`/apps/main/vod/tvseason/${SEASON}/episodes`);
  await expect(rows(page)).toHaveCount(5);
  expect(await order(page)).toEqual([1, 2, 3, 4, 5].map(ep));

  const handle = rows(page).nth(0).getByRole('button').first();
  const handleBox = await handle.boundingBox();
  const targetBox = await rows(page).nth(3).boundingBox();
  if (!handleBox || !targetBox) throw new Error('the rows are not laid out');
  const startX = handleBox.x + handleBox.width / 2;
  const startY = handleBox.y + handleBox.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  // Onto the fourth row's lower half: the dragged row takes its place.
  await page.mouse.move(startX, targetBox.y + targetBox.height * 0.75, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual([2, 3, 4, 1, 5].map(ep));
  // The row numbers follow the order.
  await expect(rows(page).nth(3)).toContainText('4');

  const { accessToken } = await loginWithPassword(origin, 'editor', 'editor');
  expect(await storedOrder(origin, accessToken)).toEqual(
    [1, 2, 3, 4, 5].map((n) => `${ep(n)}#${n}`),
  );
  await page.getByRole('button', { name: en('console.episodes.save') }).click();
  await expect(page.getByText(en('console.episodes.started'))).toBeVisible();
  await expect
    .poll(() => storedOrder(origin, accessToken), { timeout: 20_000 })
    .toEqual([2, 3, 4, 1, 5].map((n, index) => `${ep(n)}#${index + 1}`));

  await page.reload();
  await expect(rows(page)).toHaveCount(5);
  await expect.poll(() => order(page)).toEqual([2, 3, 4, 1, 5].map(ep));
  browserErrors.assertClean();
});
