import { expect, test } from '../support/test';
import {
  englishNameInput,
  notification,
  openMenuItem,
  uniqueName,
  versionPicker,
} from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';

test('an editor switches product, creates, edits, publishes and re-edits a movie, and sees the audit', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'editor');
  await signIn(page, 'editor');

  // The toolbar's product widget: Main → Kids → Main.
  const productButton = page.getByRole('button', { name: 'Switch product' });
  await expect(productButton).toHaveText('Main');
  await productButton.click();
  await page.getByRole('menuitem', { name: 'Kids', exact: true }).click();
  await expect(productButton).toHaveText('Kids');
  await productButton.click();
  await page.getByRole('menuitem', { name: 'Main', exact: true }).click();
  await expect(productButton).toHaveText('Main');

  // Datastore → VOD → Movies.
  await openMenuItem(page, ['Datastore', 'VOD'], 'Movies');
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  // Create: an English name, Save → the new item's edit page, a draft V1.
  const name = uniqueName('E2E Movie');
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/add$/);
  await expect(page.getByRole('heading', { name: 'New Movie' })).toBeVisible();
  const nameInput = englishNameInput(page);
  await nameInput.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('Movie created sucessfully!');
  await expect(page).toHaveURL(/\/apps\/main\/vod\/movie\/(?!add$)[^/?]+$/);
  const editUrl = page.url();
  const picker = versionPicker(page);
  await expect(picker).toHaveText('V1 - draft');
  await expect(page.getByRole('heading', { name: 'Movie', exact: true })).toBeVisible();
  await expect(nameInput).toHaveValue(name);
  // Read-only until Edit.
  await expect(nameInput).toBeDisabled();

  // Edit: change the name, Save → the success message, back to read-only, same version.
  const renamed = `${name} (edited)`;
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(nameInput).toBeEditable();
  await nameInput.fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page)).toContainText('Movie updated sucessfully!');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
  await expect(nameInput).toHaveValue(renamed);
  await expect(picker).toHaveText('V1 - draft');
  expect(page.url()).toBe(editUrl);

  // Publish → V1 - published. (The console publishes a draft at once; only the steps that undo
  // or lose something — unpublish, restore, archive, delete, purge — ask for a confirmation.)
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(picker).toHaveText('V1 - published');
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();

  // Editing the published version saves a new draft beside it: V2 - draft, selected.
  const revised = `${name} (revised)`;
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(nameInput).toBeEditable();
  await nameInput.fill(revised);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(picker).toHaveText('V2 - draft');
  await expect(nameInput).toHaveValue(revised);
  await picker.click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option')).toHaveText(['V1 - published', 'V2 - draft']);
  await expect(options.getByRole('option', { name: 'V2 - draft' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();

  // The Audit tab: the create and each change (newest first), by editor, with their versions
  // (previous → current version key) and field diffs. Publish was two updates: submitted for
  // approval (pending), then published.
  const id = new URL(editUrl).pathname.split('/').pop()!;
  await page.getByRole('tab', { name: 'Audit' }).click();
  const rows = page.getByRole('table', { name: 'Audit' }).locator('tbody tr');
  await expect(rows).toHaveCount(5);
  // Who changed it, by display name (the username on hover).
  await expect(rows.locator('td:nth-child(1)')).toHaveText([
    'Eddie Editor',
    'Eddie Editor',
    'Eddie Editor',
    'Eddie Editor',
    'Eddie Editor',
  ]);
  await expect(rows.locator('td:nth-child(3)')).toHaveText([
    `${id}-v1 → ${id}-v2`,
    `${id}-v1 → ${id}-v1`,
    `${id}-v1 → ${id}-v1`,
    `${id}-v1 → ${id}-v1`,
    `- → ${id}-v1`,
  ]);
  await expect(rows.locator('td:nth-child(4)')).toHaveText([
    'Updated',
    'Published',
    'Status → Pending',
    'Updated',
    'Created',
  ]);
  const changes = rows.locator('td:nth-child(5)');
  // Each change by its field's label, before → after, one line per language of a name.
  await expect(changes.nth(0)).toContainText(`Name (English): ${renamed} → ${revised}`);
  await expect(changes.nth(1)).toContainText('Status: pending → published');
  await expect(changes.nth(2)).toContainText('Status: draft → pending');
  await expect(changes.nth(3)).toContainText(`Name (English): ${name} → ${renamed}`);
  await expect(changes.nth(4)).toContainText('Name (English)');
  await expect(changes.nth(4)).toContainText(name);

  browserErrors.assertClean();
});
