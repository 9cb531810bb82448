import { expect, test, type Page } from '../support/test';
import { mainMenu, notification, openMenuItem, uniqueName } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { settle, shoot, switchLanguage } from '../support/screens';

const DASHBOARD = /\/apps\/dashboards\/project$/;

/** The controls a person who may change content would see on a list or an edit page. */
async function expectNoWriteControls(page: Page): Promise<void> {
  for (const name of ['Create', 'Edit', 'Delete', 'Publish', 'Archive', 'Purge', 'Save']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
}

test('a viewer sees no create, edit or delete controls and cannot open the create page by hand', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'viewer');
  await signIn(page, 'viewer');

  // The movie list: rows, but no Create, no bulk status buttons, no row checkboxes.
  await openMenuItem(page, ['Datastore', 'VOD'], 'Movies');
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie$/);
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  await expectNoWriteControls(page);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // An item's page: the form, read-only, with no Edit or status actions.
  await rows.first().click();
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/[^/]+$/);
  await expect(page.getByRole('combobox', { name: 'Version' })).toBeVisible();
  const firstInput = page.locator('table tbody input[type=text]').first();
  await expect(firstInput).toBeVisible();
  await expect(firstInput).toBeDisabled();
  await expectNoWriteControls(page);

  // The create route typed by hand: the access guard says the viewer has no access to the page,
  // naming it, and the way back leads to the dashboard.
  await page.goto('/apps/main/vod/movie/add');
  await expect(
    page.getByRole('heading', { name: 'You do not have access to Movies', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/add$/);
  await expect(page.getByRole('heading', { name: 'New Movie' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/apps\/main\/dashboards\/project$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  browserErrors.assertClean();
});

test('a user without roles sees only the dashboard and is sent to /login from a content route', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'guest');
  // The dashboard asks only for counts the user may view: no refused request, no console error.
  await signIn(page, 'guest');

  await expect(page).toHaveURL(DASHBOARD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The menu holds the dashboard and nothing else.
  const menu = mainMenu(page);
  await expect(menu.getByRole('button', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Datastore' })).toHaveCount(0);
  await expect(menu.getByRole('button')).toHaveCount(1);
  const rail = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
  await expect(rail).toHaveCount(1);
  await expect(rail).toHaveAccessibleName('Dashboard');
  // No counts, no recently updated items: nothing of the content it may not see.
  await expect(
    page.getByRole('list', { name: 'Content counts' }).getByRole('listitem'),
  ).toHaveCount(0);
  await expect(page.getByText('Recently updated')).toHaveCount(0);

  // A content route typed by hand: a role-less user goes to /login, with the path to return to.
  await page.goto('/apps/main/vod/movie');
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/apps/main/vod/movie')}`);
  await expect(page.getByRole('heading', { name: 'Access needs another account' })).toBeVisible();
  await expect(
    page.getByText('Your account has no role that opens /apps/main/vod/movie.'),
  ).toBeVisible();
  // ...from where the dashboard is one click away.
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(DASHBOARD);

  browserErrors.assertClean();
});

test('a user whose token names no product is told they are not entitled to any', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'nobody');
  await signIn(page, 'nobody', { waitForShell: false });

  await expect(page.getByRole('alert')).toHaveText('nobody is not entitled to any products');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // No shell: no menu, no toolbar.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  browserErrors.assertClean();
});

test('an admin creates a product from the product widget', async ({ page }) => {
  const browserErrors = watchConsoleErrors(page, 'admin');
  await signIn(page, 'admin');

  const productButton = page.getByRole('button', { name: 'Switch product' });
  await productButton.click();
  await page.getByRole('menuitem', { name: 'Create new product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Product' });
  await expect(dialog).toBeVisible();

  // Save without a name: refused, the dialog stays.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Product Name is required')).toBeVisible();

  const name = uniqueName('E2E Product');
  await dialog.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toContainText('Product created sucessfully!');
  await expect(dialog).toBeHidden();

  browserErrors.assertClean();
});

test('a merchandiser who follows a link to the movie list is told, in their language, that they have no access, with a way back; no bell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchandiser');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // storefront_admin has no view on cp_notification: no bell.
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await switchLanguage(page, 'en', 'ta');
  // A link someone shared (the address bar is the only way: the menu has no such entry for them).
  await page.goto('/apps/main/vod/movie');
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'திரைப்படங்கள் பக்கத்தை அணுக உங்களுக்கு அனுமதி இல்லை',
  });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie$/);
  await expectNoSeriousAxeViolations(page, 'access-denied page in Tamil');
  await settle(page);
  await shoot(page, 'access-denied-ta-1440-dark');
  await page.setViewportSize({ width: 1024, height: 768 });
  await settle(page);
  await shoot(page, 'access-denied-ta-1024-dark');
  await page.getByRole('link', { name: 'முகப்புப் பலகைக்குத் திரும்பு' }).click();
  await expect(page).toHaveURL(/\/apps\/main\/dashboards\/project$/);
});
