import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identitySettled } from '../../kit/testing/renderInAdmin';
import { ResourceEditPage } from './ResourceEditPage';
import { createFakeProvider, V2 } from './edit/testing/fakeConsoleProvider';
import type { FakeOptions } from './edit/testing/fakeConsoleProvider';
import { asMe, renderAt } from './edit/testing/renderEditor';

/** The signed-in user's roles for the next `openEditor`. */
const session = { roles: ['content_admin'] };

/** `expect.objectContaining`, typed as what it is to the code under test: an opaque matcher. */
const like = (value: Record<string, unknown>): unknown => expect.objectContaining(value);

const EDIT_ROUTE = '/apps/vod/:resourceType/:contentId';

function openEditor(options: FakeOptions = {}, url = '/apps/vod/movie/m1') {
  const fake = createFakeProvider(options);
  const view = renderAt(
    url,
    { [EDIT_ROUTE]: <ResourceEditPage area="vod" />, '/apps/vod/:resourceType': <p>list page</p> },
    fake.provider,
    asMe(session.roles),
  );
  return { ...fake, ...view };
}

/** The Provider text field, once the lazily loaded form is there. */
const providerField = () => screen.findByLabelText('Provider', {}, { timeout: 20_000 });

describe('ResourceEditPage', () => {
  beforeEach(() => {
    session.roles = ['content_admin'];
  });
  afterEach(cleanup);

  it("lists the versions as 'V{n} - {status}', opens the draft by default and switches versions", async () => {
    const { provider } = openEditor();
    expect(await providerField()).toHaveValue('Studio draft');
    const picker = screen.getByRole('combobox', { name: 'Version' });
    expect(picker).toHaveTextContent('V2 - draft');
    fireEvent.mouseDown(picker);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['V1 - published', 'V2 - draft']);
    fireEvent.click(options[0]!);
    await waitFor(async () => expect(await providerField()).toHaveValue('Studio'));
    expect(provider.getOne).toHaveBeenLastCalledWith(
      'movie',
      like({ id: 'm1', meta: { key: 'm1-v1' } }),
    );
  });

  it('stays read-only until Edit, keeps system fields disabled and enables Save only after a real change', async () => {
    const user = userEvent.setup();
    const { provider } = openEditor();
    expect(await providerField()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(async () => expect(await providerField()).toBeEnabled());
    expect(provider.acquireLock).toHaveBeenCalledWith('movie', 'm1');
    expect(screen.getByLabelText('Version key')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save' });
    // JSON Forms' first change event (on mount) has arrived, and it is no edit.
    const field = await providerField();
    await waitFor(() => expect(field.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    expect(save).toBeDisabled();

    await user.type(await providerField(), ' 2');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Movie updated sucessfully!')).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledWith(
      'movie',
      like({
        id: 'm1',
        data: like({ pn: 'Studio draft 2' }),
        previousData: like({ key: 'm1-v2', ut: V2.ut }),
      }),
    );
    await waitFor(() => expect(provider.releaseLock).toHaveBeenCalledWith('movie', 'm1'));
  });

  it('shows a viewer no Edit, Publish or Delete', async () => {
    session.roles = ['content_user'];
    openEditor();
    expect(await providerField()).toBeDisabled();
    await identitySettled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers Publish and Delete to a full role on a draft', async () => {
    openEditor();
    await providerField();
    await identitySettled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
  });

  it('shows who holds the lock, without Force unlock for a role lacking it', async () => {
    session.roles = ['creator'];
    openEditor({ lock: { ls: 'u-editor', lo_uid: 'u-editor', lo_name: 'editor' } });
    expect(await screen.findByText('Locked by editor')).toBeInTheDocument();
    expect(await providerField()).toBeDisabled();
    await identitySettled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Force unlock' })).not.toBeInTheDocument();
  });

  it('lets a force-unlock role take the lock away after confirming', async () => {
    session.roles = ['datastore_super_editor'];
    const user = userEvent.setup();
    const { provider } = openEditor({
      lock: { ls: 'u-editor', lo_uid: 'u-editor', lo_name: 'editor' },
    });
    expect(await screen.findByText('Locked by editor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Force unlock' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(provider.releaseLock).toHaveBeenCalledWith('movie', 'm1', { force: true }),
    );
    await waitFor(() => expect(screen.queryByText('Locked by editor')).not.toBeInTheDocument());
  });

  it('saves what was typed just before Ctrl+S (the form reports keystrokes 300 ms late), once', async () => {
    const user = userEvent.setup();
    const { provider } = openEditor();
    await providerField();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(async () => expect(await providerField()).toBeEnabled());
    await user.type(await providerField(), ' 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    // The last keystrokes, then Ctrl+S twice at once: JSON Forms has not reported them yet.
    await user.type(await providerField(), 'X');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await screen.findByText('Movie updated sucessfully!')).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledTimes(1);
    expect(provider.update).toHaveBeenCalledWith(
      'movie',
      like({ data: like({ pn: 'Studio draft 2X' }) }),
    );
  });

  it('shows a conflict on 409 and keeps what the user typed, then saves over the latest version', async () => {
    const user = userEvent.setup();
    const { provider, docs } = openEditor();
    await providerField();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(async () => expect(await providerField()).toBeEnabled());
    await user.type(await providerField(), ' mine');
    // Someone else saves the draft meanwhile.
    const draft = docs.find((doc) => doc.key === 'm1-v2')!;
    draft.ut = '2024-05-03T10:00:00.000Z';
    draft.pn = 'Theirs';

    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    // The save first lets the form report its last keystroke (350 ms or more under load).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(/changed by someone else/)).toBeInTheDocument();
    expect(await providerField()).toHaveValue('Studio draft mine');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await providerField()).toHaveValue('Studio draft mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Movie updated sucessfully!')).toBeInTheDocument();
    expect(provider.update).toHaveBeenLastCalledWith(
      'movie',
      like({
        data: like({ pn: 'Studio draft mine' }),
        previousData: like({ ut: '2024-05-03T10:00:00.000Z' }),
      }),
    );
  });

  it('shows the audit trail: who by name, when, versions, action, each change by label and language, never cut', async () => {
    const user = userEvent.setup();
    const long = 'x'.repeat(200);
    const { provider } = openEditor({
      audit: [
        {
          seq: 3,
          id: 'm1',
          cty: 'movie',
          changed_by: 'editor',
          changed_by_name: 'Eddie Editor',
          TraceKey: 't3',
          PreviousVersion: 'm1-v2',
          CurrentVersion: 'm1-v2',
          key: 'm1-v2',
          action: 'status:published',
          change: [{ field: 'st', from: 'draft', to: 'published' }],
          at: '2024-05-03T10:00:00.000Z',
        },
        {
          seq: 2,
          id: 'm1',
          cty: 'movie',
          changed_by: 'editor',
          changed_by_name: 'Eddie Editor',
          TraceKey: 't2',
          PreviousVersion: 'm1-v1',
          CurrentVersion: 'm1-v2',
          key: 'm1-v2',
          action: 'update',
          change: [
            {
              field: 'lon',
              from: [
                { lang: 'en', n: 'Old' },
                { lang: 'ta', n: 'பழைய' },
              ],
              to: [
                { lang: 'en', n: 'New' },
                { lang: 'ta', n: 'புதிய' },
              ],
            },
            { field: 'pn', from: 'Studio', to: long },
          ],
          at: '2024-05-02T10:00:00.000Z',
        },
      ],
    });
    await providerField();
    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    const table = await screen.findByRole('table', { name: 'Audit' });
    expect(within(table).getAllByText('Eddie Editor')).toHaveLength(2);
    expect(within(table).getByText('m1-v1 → m1-v2')).toBeInTheDocument();
    expect(within(table).getByText('Published')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Name (English): Old → New');
    expect(rows[2]).toHaveTextContent('Name (Tamil): பழைய → புதிய');
    expect(rows[2]).not.toHaveTextContent('"lang"');
    // A long value is folded, then shown whole.
    expect(rows[2]).toHaveTextContent(`Studio → ${'x'.repeat(160)}...`);
    await user.click(within(table).getByRole('button', { name: 'Show all' }));
    expect(rows[2]).toHaveTextContent(`Studio → ${long}Show less`);
    expect(provider.getAudit).toHaveBeenCalledWith('movie', 'm1', { pageNumber: 1, pageSize: 25 });
  });

  it('prepares a blank draft when the item has no versions yet, and creates it on save', async () => {
    const user = userEvent.setup();
    const { provider } = openEditor({ docs: [] }, '/apps/vod/movie/fresh-1');
    await providerField();
    expect(screen.getByDisplayValue('New draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(async () => expect(await providerField()).toBeEnabled());
    await user.type(await providerField(), 'Studio');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Movie created sucessfully!')).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledWith('movie', {
      data: like({ id: 'fresh-1', cty: 'movie', pn: 'Studio' }),
    });
  });

  it("opens the item's additional info from its header: the type's additional fields, read-only, closed by its button and never by Escape", async () => {
    const user = userEvent.setup();
    const { provider } = openEditor();
    await providerField();
    await user.click(screen.getByRole('button', { name: 'Additional info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional info' });
    const versionKey = await within(dialog).findByLabelText('Version key', {}, { timeout: 20_000 });
    expect(versionKey).toHaveValue('m1-v2');
    expect(versionKey).toBeDisabled();
    expect(within(dialog).getByLabelText('ID')).toHaveValue('m1');
    expect(within(dialog).queryByLabelText('Provider')).toBeNull();
    expect(provider.getAdditionalUiSchema).toHaveBeenCalledWith('movie');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Additional info' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Failed to retrieve movie additional ui Schema' in the dialog when its layout cannot be read", async () => {
    const user = userEvent.setup();
    openEditor({ additionalUiSchemaFails: true });
    await providerField();
    await user.click(screen.getByRole('button', { name: 'Additional info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional info' });
    expect(
      await within(dialog).findByText('Failed to retrieve movie additional ui Schema'),
    ).toBeInTheDocument();
  });
});
