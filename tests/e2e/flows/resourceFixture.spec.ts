import { expect, test } from '../support/test';
import {
  englishNameInput,
  mainMenu,
  notification,
  openMenuItem,
  uniqueName,
  versionPicker,
} from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import {
  addTypeCopiedFromMovie,
  startFixtureServer,
  type FixtureServer,
} from '../support/fixtureServer';
import { signIn } from '../support/login';
import { loginWithPassword } from '../../helpers/oidcLogin';
import { podcastDefinition } from '../../support/podcastType';

/**
 * A catalogue type added as a folder under resources/ (no code, no labels in the catalogs) gets
 * a menu entry, a list and a create screen, on a second server started on a copy of resources/.
 * A type an admin publishes in the type designer reaches a console already open in another
 * browser on its next navigation: menu entry, labels, list and create form, no reload.
 */

test.describe('a resource type added under resources/', () => {
  let server: FixtureServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startFixtureServer({
      prepareResources: (dir) => addTypeCopiedFromMovie(dir, 'testclip'),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('appears in the VOD menu with working list and create screens', async ({ page }) => {
    const origin = server!.origin;
    const browserErrors = watchConsoleErrors(page, 'fixture server');
    await signIn(page, 'editor', { origin });
    expect(new URL(page.url()).origin).toBe(origin);

    // The menu entry: without labels in the catalogs, the type's name capitalised.
    await openMenuItem(page, ['Datastore', 'VOD'], 'Testclip');
    await expect(page).toHaveURL(`${origin}/apps/main/vod/testclip`);
    await expect(mainMenu(page).getByRole('link', { name: 'Testclip' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The list: empty, saying so with the type's name (no translation: the type itself), and Create.
    await expect(page.getByText('No testclip yet')).toBeVisible();
    const create = page.getByRole('link', { name: 'Create', exact: true });
    await expect(create.first()).toBeVisible();

    // Create an item: the type's form (the movie's), an English name, Save → its edit page.
    await create.first().click();
    await expect(page).toHaveURL(`${origin}/apps/main/vod/testclip/add`);
    await expect(page.getByRole('heading', { name: 'New testclip' })).toBeVisible();
    const name = uniqueName('E2E Testclip');
    await englishNameInput(page).fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page)).toContainText('testclip created sucessfully!');
    await expect(page).toHaveURL(new RegExp(`^${origin}/apps/main/vod/testclip/(?!add$)[^/?]+$`));
    await expect(versionPicker(page)).toHaveText('V1 - draft');
    await expect(englishNameInput(page)).toHaveValue(name);

    // Back to the list (through the menu): the item is there, a draft.
    await openMenuItem(page, ['Datastore', 'VOD'], 'Testclip');
    await expect(page).toHaveURL(`${origin}/apps/main/vod/testclip`);
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(page.getByText('No testclip yet')).toHaveCount(0);

    browserErrors.assertClean();
  });

  test('a type published in the designer reaches an open console on its next navigation', async ({
    page,
    browser,
  }) => {
    const origin = server!.origin;
    const browserErrors = watchConsoleErrors(page, 'designed type, editor');
    // The editor's console is open before the type exists.
    await signIn(page, 'editor', { origin });
    await openMenuItem(page, ['Datastore', 'VOD'], 'Testclip');
    await expect(mainMenu(page).getByRole('link', { name: 'Podcast episodes' })).toHaveCount(0);

    // The admin, in another browser: the type is drafted (through the service) and published
    // in the type designer.
    const { accessToken } = await loginWithPassword(origin, 'admin', 'admin');
    const drafted = await fetch(`${origin}/api/catalog/types`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-product': 'main',
      },
      body: JSON.stringify(podcastDefinition()),
    });
    expect(drafted.status).toBe(201);
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin', { origin, fresh: true });
      await openMenuItem(admin, ['Settings'], 'Type Designer');
      await admin.getByRole('link', { name: 'podcastepisode', exact: true }).click();
      await admin.getByRole('button', { name: 'Publish', exact: true }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(notification(admin)).toContainText('Type published: its screens are live');
    } finally {
      await adminContext.close();
    }

    // The editor's next navigation brings the type: its menu entry by its plural name, its list
    // and its create form with the designed tabs and fields, labelled.
    await openMenuItem(page, ['Datastore', 'VOD'], 'Movies');
    await openMenuItem(page, ['Datastore', 'VOD'], 'Podcast episodes');
    await expect(page).toHaveURL(`${origin}/apps/main/vod/podcastepisode`);
    await page.getByRole('link', { name: 'Create', exact: true }).first().click();
    await expect(page).toHaveURL(`${origin}/apps/main/vod/podcastepisode/add`);
    await expect(page.getByRole('tab', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'More' })).toBeVisible();
    const name = uniqueName('E2E Podcast');
    await englishNameInput(page).fill(name);
    await page.getByRole('textbox', { name: /^Host/ }).fill('Ana');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page)).toContainText('created sucessfully!');
    await expect(page).toHaveURL(
      new RegExp(`^${origin}/apps/main/vod/podcastepisode/(?!add$)[^/?]+$`),
    );
    await expect(versionPicker(page)).toHaveText('V1 - draft');
    await page.screenshot({ path: test.info().outputPath('designed-type-edit.png') });

    browserErrors.assertClean();
  });
});
