import { expect, test } from '../support/test';
import { t } from '../i18n/catalogs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { settle, shoot } from '../support/screens';

/*
 * Content visibility by policy (issue 11): a catalogue title names the policies that decide who
 * sees it, chosen by name in its form; the storefront preview — the service's viewer read —
 * leaves it out of the rails of a viewer those policies deny and says why under the rail. The
 * demo's movie 3 is for adults of the main product (server/seed/demoSeed.ts).
 */

const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);

test("a title's audience policies show in its form and hide it from the viewers they deny", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const browserErrors = watchConsoleErrors(page, 'content visibility');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor');

  // The title's form: its audience policies, by name, on the availability tab.
  await page.goto('/apps/main/vod/movie/main-movie-3');
  await page.getByRole('tab', { name: 'Availability', exact: true }).click();
  const policies = page.getByRole('combobox', { name: 'Audience policies' });
  await expect(policies).toBeVisible();
  await expect(page.getByRole('button', { name: 'Main product only' })).toBeVisible();
  await expect(page.getByText(en('console.common.policies.hint'))).toBeVisible();
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'movie form with audience policies');
  await shoot(page, 'content-visibility-movie-1440');

  // The home page's preview: no persona (no age), so the carousel leaves movie 3 out, saying why.
  await page.goto('/apps/main/storefront/main-page-home');
  const preview = page.getByRole('complementary', { name: en('console.storefront.preview.title') });
  const carousel = preview.getByRole('group', { name: 'Featured' });
  await expect(
    carousel.getByText(en('console.storefront.preview.hiddenItems', { smart_count: 1 })),
  ).toBeVisible();
  await expect(carousel.getByRole('list', { name: 'Featured' })).toContainText('Main product only');
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'preview with a hidden title');
  await shoot(page, 'content-visibility-preview-1440');

  // An adult viewer of the main product sees it: nothing hidden under the carousel any more.
  await preview.getByRole('combobox', { name: en('console.storefront.preview.persona') }).click();
  await page.getByRole('option', { name: 'Adult premium viewer' }).click();
  await expect(carousel.getByRole('list', { name: 'Featured' })).toHaveCount(0);
  browserErrors.assertClean();
});
