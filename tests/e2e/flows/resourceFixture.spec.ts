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

/**
 * A catalogue type added as a folder under resources/ (no code, no labels in the catalogs) gets
 * a menu entry, a list and a create screen, on a second server started on a copy of resources/.
 * (A type published in the type designer reaching a console already open is walked in
 * typeDesignerAcceptance.spec.ts.)
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
});
