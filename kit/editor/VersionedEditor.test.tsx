import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { StoredVersion } from '../../dataProvider/versionedResource';
import { withVersionedResource } from '../../dataProvider/versionedResource';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../testing/renderInAdmin';
import { useFormDraft, VersionedEditor } from './VersionedEditor';

afterEach(cleanup);

interface Stored extends StoredVersion {
  n: string;
}
interface Draft {
  n: string;
}

/** The words ItemEditorBar, EditorStepDialog and the core read under the page's prefix. */
const messages = {
  console: {
    item: {
      version: 'Version',
      unsaved: 'Unsaved changes',
      lockedBy: '%{name} is editing this item.',
      lockFailed: 'The item could not be locked.',
      deleted: 'This item is deleted.',
      olderVersion: 'You are looking at %{version}.',
      readOnlyHint: 'The item is read-only. Choose Edit to change it.',
      actions: {
        edit: 'Edit',
        cancel: 'Cancel',
        save: 'Save',
        saving: 'Saving…',
        publish: 'Publish',
        delete: 'Delete',
        archive: 'Archive',
        discard: 'Discard',
        keepEditing: 'Keep editing',
      },
      confirm: {
        discardTitle: 'Discard your changes?',
        discardContent: 'They will be lost.',
        publishTitle: 'Publish "%{name}"?',
        publishContent: 'It goes live.',
        deleteTitle: 'Delete "%{name}"?',
        deleteContent: 'It is gone.',
        archiveTitle: 'Archive "%{name}"?',
        archiveContent: 'It is put away.',
      },
      notify: {
        updated: 'Item updated sucessfully!',
        updateFailed: 'The item could not be saved.',
        deleted: 'Item deleted sucessfully!',
        archived: 'Item archived sucessfully!',
      },
    },
  },
};

const draft: Stored = {
  id: 't1',
  key: 'k1',
  ut: '2026-01-01T00:00:00.000Z',
  st: 'draft',
  n: 'Kids',
};

function NameField({ readOnly }: { readOnly: boolean }) {
  const form = useFormDraft<Draft>();
  return (
    <label>
      Name
      <input
        value={form.draft.n}
        disabled={readOnly}
        onChange={(event) => form.setDraft({ n: event.target.value })}
      />
    </label>
  );
}

/** A page of one text field on the core, with an 'archive' step of its own. */
function Page({ onArchive }: { onArchive?: () => Promise<Stored> }) {
  return (
    <VersionedEditor<Stored, Draft, 'archive'>
      resource="things"
      id="t1"
      messages="console.item"
      lockType="adtag"
      permission="cp_adconfig"
      versionKey={undefined}
      onShow={() => undefined}
      formOf={(stored) => ({ n: stored.n })}
      bodyOf={(form) => ({ n: form.n.trim() })}
      afterDelete="/list"
      dialogArgs={(shown) => ({ name: shown.n })}
      steps={['archive']}
      onStep={async (_step, core) => {
        if (onArchive)
          await core.change(onArchive, {
            notice: 'console.item.notify.archived',
            failure: 'console.item.notify.updateFailed',
          });
      }}
      bar={(_shown, core) => ({
        back: null,
        versions: [],
        onSelectVersion: () => undefined,
        isCurrent: true,
        extraActions: <button onClick={() => core.ask('archive')}>Archive</button>,
      })}
      loading={<p>loading</p>}
      failed={() => <p>failed</p>}
    >
      {({ editing, bar }) => (
        <>
          {bar}
          <NameField readOnly={!editing} />
          <Link to="/list">To the list</Link>
        </>
      )}
    </VersionedEditor>
  );
}

function renderPage(onArchive?: () => Promise<Stored>) {
  const stored = [draft];
  const update = vi.fn(
    async (_from: ConsoleDataProvider, _id: string, body: Record<string, unknown>) => {
      // A write the service takes a moment over: a second Save meanwhile must send nothing.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const saved = { ...draft, ...body, key: 'k2', ut: '2026-01-02T00:00:00.000Z' } as Stored;
      stored.splice(0, stored.length, saved);
      return saved;
    },
  );
  const acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'ana' }));
  const releaseLock = vi.fn(() => Promise.resolve());
  const dataProvider = withVersionedResource<Stored>(
    fakeDataProvider({
      getLockStatus: () => Promise.resolve({ ls: 'open' }),
      acquireLock,
      heartbeatLock: () => Promise.resolve(),
      releaseLock,
    }),
    'things',
    {
      current: () => Promise.resolve([...stored]),
      version: () => Promise.reject(new Error('no older versions here')),
      update,
    },
  );
  renderInAdmin(null, {
    path: '/item',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(['ad_admin']),
    notifications: true,
    routes: { '/item': <Page {...(onArchive ? { onArchive } : {})} />, '/list': <p>the list</p> },
  });
  return { update, acquireLock, releaseLock };
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('the editor core on react-admin', () => {
  it('is read-only until Edit takes the lock; Cancel without changes releases it at once', async () => {
    const { acquireLock, releaseLock } = renderPage();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(nameInput().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameInput().disabled).toBe(false));
    expect(acquireLock).toHaveBeenCalledWith('adtag', 't1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(releaseLock).toHaveBeenCalledWith('adtag', 't1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nameInput().disabled).toBe(true);
  });

  it('sends one save at a time, on the shown version, and shows the answer', async () => {
    const { update } = renderPage();
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameInput().disabled).toBe(false));
    await userEvent.type(nameInput(), ' 2');
    // Two clicks before the page draws again (Ctrl+S twice does the same).
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Item updated sucessfully!')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(expect.anything(), 't1', {
      n: 'Kids 2',
      key: 'k1',
      ut: draft.ut,
    });
    // The answer is the version shown and the form's unchanged state: nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true),
    );
    expect(nameInput().value).toBe('Kids 2');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameInput().disabled).toBe(false));
    await userEvent.type(nameInput(), '!');
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('deletes after confirmation while editing: the deleted status sent, the lock released, to the list', async () => {
    const { update, releaseLock } = renderPage();
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameInput().disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete "Kids"?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.anything(), 't1', {
        st: 'deleted',
        key: 'k1',
        ut: draft.ut,
      }),
    );
    expect(await screen.findByText('Item deleted sucessfully!')).toBeTruthy();
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(releaseLock).toHaveBeenCalledWith('adtag', 't1');
  });

  it("hands a confirmed step of the page's own to the page, whose write is announced", async () => {
    const archive = vi.fn(() =>
      Promise.resolve({ ...draft, key: 'k3', st: 'archived', ut: '2026-01-03T00:00:00.000Z' }),
    );
    renderPage(archive);
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive "Kids"?')).toBeTruthy();
    expect(archive).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Item archived sucessfully!')).toBeTruthy();
  });
});
