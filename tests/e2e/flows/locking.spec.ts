import { expect, test } from '../support/test';
import {
  createMovieThroughUi,
  englishNameInput,
  notification,
  uniqueName,
} from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';

test('a lock taken by an editor: the admin sees it, force-unlocks and saves; the editor keeps their text through the conflict', async ({
  browser,
}) => {
  const editorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const editor = await editorContext.newPage();
    const admin = await adminContext.newPage();
    const editorErrors = watchConsoleErrors(editor, 'editor');
    const adminErrors = watchConsoleErrors(admin, 'admin');
    await signIn(editor, 'editor');
    await signIn(admin, 'admin');

    const name = uniqueName('E2E Lock');
    const url = await createMovieThroughUi(editor, name);
    const id = new URL(url).pathname.split('/').pop()!;

    // Both open the item; nobody holds it yet.
    await admin.goto(url);
    const adminName = englishNameInput(admin);
    await expect(adminName).toHaveValue(name);
    await expect(admin.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
    await expect(admin.getByText('Locked by', { exact: false })).toHaveCount(0);

    // The editor enters edit mode: that takes the lock.
    const editorName = englishNameInput(editor);
    await editor.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(editorName).toBeEditable();

    // The admin's page, reloaded, shows the item locked by editor and read-only.
    await admin.reload();
    const banner = admin.getByRole('alert').filter({ hasText: 'Locked by editor' });
    await expect(banner).toBeVisible();
    await expect(adminName).toHaveValue(name);
    await expect(adminName).toBeDisabled();
    await expect(admin.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
    await expect(admin.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    // Status changes wait too.
    await expect(admin.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

    // Force unlock, confirmed.
    await banner.getByRole('button', { name: 'Force unlock' }).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm).toContainText('Force unlock?');
    await expect(confirm).toContainText('editor is editing this Movie.');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await expect(banner).toBeHidden();

    // The admin edits and saves a change of their own (a new revision of V1).
    const adminText = `${name} (admin)`;
    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(adminName).toBeEditable();
    await adminName.fill(adminText);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(admin)).toContainText('Movie updated sucessfully!');
    await expect(admin.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();

    // The editor, still in edit mode on the old revision, types and saves: the server answers
    // 409 (stale revision) and the console shows the conflict without losing the typed text.
    editorErrors.expectHttpError({
      status: 409,
      url: new RegExp(`/api/catalog/content/urn/resource/catalog/movie/${id}(\\?.*)?$`),
    });
    const editorText = `${name} (editor)`;
    await editorName.fill(editorText);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = editor.getByRole('dialog', { name: 'This content has changed' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('button', { name: 'Keep my changes' })).toBeVisible();
    await expect(conflict.getByRole('button', { name: 'Discard and reload' })).toBeVisible();
    await expect(editorName).toHaveValue(editorText);

    // Keeping them: the text stays in the form, now over the admin's revision, and saves.
    await conflict.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(conflict).toBeHidden();
    await expect(editorName).toHaveValue(editorText);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(editor)).toContainText('Movie updated sucessfully!');
    await expect(editorName).toHaveValue(editorText);
    await expect(editorName).toBeDisabled();

    // The admin, reloading, sees the editor's text.
    await admin.reload();
    await expect(adminName).toHaveValue(editorText);

    editorErrors.assertClean();
    adminErrors.assertClean();
  } finally {
    await editorContext.close();
    await adminContext.close();
  }
});
