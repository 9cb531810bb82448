import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../testing/renderInAdmin';
import { EditorStepDialog } from './EditorStepDialog';
import { ItemEditorBar } from './ItemEditorBar';
import type { ItemEditor } from './useItemEditor';
import { useItemEditor } from './useItemEditor';

afterEach(cleanup);

interface Stored {
  id: string;
  key: string;
  ut: string;
  st: string;
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
      invalid: 'Fix the marked fields before saving.',
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
        archiveFailed: 'The item could not be archived.',
      },
    },
  },
};

const draftOf = (stored: Stored): Draft => ({ n: stored.n });
const same = (a: Draft, b: Draft) => a.n === b.n;
const payload = (draft: Draft) => ({ n: draft.n.trim() });

/** The core's bar as the test pages draw it: no way back, no version list, the current version. */
function TestBar({
  bar,
  onSelectVersion,
}: {
  bar: ItemEditor<unknown>['bar'];
  onSelectVersion: (key: string) => void;
}) {
  return (
    <ItemEditorBar
      {...bar}
      messages="console.item"
      back={null}
      versions={[]}
      onSelectVersion={onSelectVersion}
      isCurrent
    />
  );
}

/** The lock service of the test pages: the lock is free and taken at once. */
function lockingProvider(
  acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'ana' })),
  releaseLock = vi.fn(() => Promise.resolve()),
): ConsoleDataProvider {
  return fakeDataProvider({
    getLockStatus: () => Promise.resolve({ ls: 'open' }),
    acquireLock,
    heartbeatLock: () => Promise.resolve(),
    releaseLock,
  });
}

/** A page of one text field on the editor core. */
function Page({
  stored,
  update,
  reportsWhenDrawn = false,
}: {
  stored: Stored[];
  update: (body: Record<string, unknown>) => Promise<Stored>;
  reportsWhenDrawn?: boolean;
}) {
  const [versions, setVersions] = useState(stored);
  // The version picked, else the draft, else the first.
  const [picked, pick] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const shown =
    versions.find((v) => v.key === picked) ?? versions.find((v) => v.st === 'draft') ?? versions[0];
  const editor = useItemEditor<Stored, Draft>({
    messages: 'console.item',
    lockType: 'adtag',
    id: 't1',
    resource: 'cp_adconfig',
    shown,
    onShow: pick,
    draftOf,
    same,
    payload,
    update: async (body) => {
      setBusy(true);
      try {
        const saved = await update(body);
        setVersions((current) => [...current.filter((v) => v.key !== saved.key), saved]);
        return saved;
      } finally {
        setBusy(false);
      }
    },
    busy,
    refuse: (draft) => (draft.n.trim() === '' ? 'console.item.invalid' : undefined),
    afterDelete: '/list',
  });
  const [reported, setReported] = useState(false);
  const ready = shown !== undefined && editor.form !== undefined;
  // A form that reports its value when drawn, as JSON Forms does.
  useEffect(() => {
    if (!reportsWhenDrawn || !ready || reported || !shown) return;
    editor.setDraft({ n: `${shown.n}!` });
    setReported(true);
  }, [reportsWhenDrawn, ready, reported, shown, editor]);
  if (!shown || !editor.form) return null;
  return (
    <>
      <TestBar bar={editor.bar} onSelectVersion={pick} />
      <label>
        Name
        <input
          value={editor.form.n}
          disabled={!editor.editing}
          onChange={(event) => editor.setDraft({ n: event.target.value })}
        />
      </label>
      <EditorStepDialog {...editor.dialog} translateOptions={{ name: shown.n }} />
      <Link to="/list">To the list</Link>
      {reported && <p>reported</p>}
    </>
  );
}

const draft: Stored = {
  id: 't1',
  key: 'k1',
  ut: '2026-01-05T10:00:00.000Z',
  st: 'draft',
  n: 'Pre',
};

function renderPage(
  update = vi.fn((body: Record<string, unknown>) =>
    Promise.resolve({ ...draft, ...body, key: 'k2', ut: '2026-01-05T11:00:00.000Z' }),
  ),
  reportsWhenDrawn = false,
  releaseLock = vi.fn(() => Promise.resolve()),
) {
  const acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'ana' }));
  const dataProvider = lockingProvider(acquireLock, releaseLock);
  renderInAdmin(null, {
    path: '/item',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(['ad_admin']),
    notifications: true,
    routes: {
      '/item': <Page stored={[draft]} update={update} reportsWhenDrawn={reportsWhenDrawn} />,
      '/list': <p>list page</p>,
    },
  });
  return { update, acquireLock, releaseLock };
}

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('the editor core', () => {
  it('is read-only until Edit takes the lock; Cancel without changes releases it at once', async () => {
    const { acquireLock, releaseLock } = renderPage();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' })).disabled).toBe(
      true,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    expect(acquireLock).toHaveBeenCalledWith('adtag', 't1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(nameField().disabled).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(releaseLock).toHaveBeenCalledWith('adtag', 't1');
  });

  it('asks before discarding changes, and keeps them when the user keeps editing', async () => {
    const { releaseLock } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.type(nameField(), ' roll');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nameField().value).toBe('Pre roll');
    expect(releaseLock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(nameField().value).toBe('Pre'));
    expect(nameField().disabled).toBe(true);
    expect(releaseLock).toHaveBeenCalled();
  });

  it("refuses what the page's check refuses; sends the rest on the shown version; a stale write keeps the typing", async () => {
    const update = vi.fn<(body: Record<string, unknown>) => Promise<Stored>>(() =>
      Promise.reject(
        new ConsoleHttpError('The item was changed by someone else: reload it.', 409, {
          data: null,
          header: { code: 1, count: 0, errors: [] },
        }),
      ),
    );
    renderPage(update);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix the marked fields before saving.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(nameField(), 'Mid ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ n: 'Mid', key: 'k1', ut: draft.ut }));
    expect(await screen.findByText(/changed by someone else/)).toBeTruthy();
    expect(nameField().value).toBe('  Mid ');
    expect(nameField().disabled).toBe(false);

    update.mockImplementation((body) =>
      Promise.resolve({ ...draft, ...body, key: 'k2', ut: '2026-01-05T11:00:00.000Z' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item updated sucessfully!')).toBeTruthy();
    // The answer is the version shown and edited now: still editing, nothing unsaved.
    await waitFor(() => expect(nameField().value).toBe('Mid'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('publishes and deletes after confirmation; a delete while editing releases the lock and leads to the list', async () => {
    const { update, releaseLock } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const publish = await screen.findByRole('dialog');
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(within(publish).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ st: 'published', key: 'k1', ut: draft.ut }),
    );
    expect(await screen.findByText('Item updated sucessfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Deleted while editing: the lock held is released.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const remove = await screen.findByRole('dialog');
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    // The delete is an update to the deleted status, based on the version the publish answered.
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({
        st: 'deleted',
        key: 'k2',
        ut: '2026-01-05T11:00:00.000Z',
      }),
    );
    expect(await screen.findByText('list page')).toBeTruthy();
    expect(releaseLock).toHaveBeenCalled();
  });

  it('announces a lock problem: a release the service refuses when editing stops', async () => {
    const releaseLock = vi.fn(() => Promise.reject(new ConsoleHttpError('', 500)));
    renderPage(undefined, false, releaseLock);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Release lock operation failed!')).toBeTruthy();
    expect(releaseLock).toHaveBeenCalledWith('adtag', 't1');
  });

  it('asks before leaving the page with unsaved changes, and leaves at once without them', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.type(nameField(), ' roll');
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nameField().value).toBe('Pre roll');
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('list page')).toBeTruthy();
  });

  it('ignores a value the form reports while read-only (JSON Forms reports one when drawn)', async () => {
    renderPage(undefined, true);
    await screen.findByText('reported');
    const field = nameField();
    expect(field.value).toBe('Pre');
    expect(field.disabled).toBe(true);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});

/** A form value with a field the form fills in by itself (a schema's default). */
interface Filled {
  n: string;
  d?: string;
}
const filledOf = (stored: Stored): Filled => ({ n: stored.n });
const sameJson = (a: Filled, b: Filled) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A page whose form, like JSON Forms, reports each new value it is given with a default filled
 * in; it reloads the shown version (a new revision), takes a newer one over without a reload (a
 * conflict's latest), and archives the item as a step of its own.
 */
function ReportingPage({
  update,
  lateBy,
  held,
}: {
  update: (body: Record<string, unknown>) => Promise<Stored>;
  /** Reports each keystroke this many ms late, as JSON Forms' text inputs do (300 ms). */
  lateBy?: number;
  /** Holds the late reports while the test checks what shows before them. */
  held: HeldReports;
}) {
  const [shown, setShown] = useState<Stored>(draft);
  const [revision, setRevision] = useState(0);
  const editor = useItemEditor<Stored, Filled, 'archive'>({
    messages: 'console.item',
    lockType: 'adtag',
    id: 't1',
    resource: 'cp_adconfig',
    shown,
    onShow: () => undefined,
    draftOf: filledOf,
    same: sameJson,
    payload: (value) => ({ n: value.n }),
    update,
    pristine: 'firstReport',
    settles: lateBy !== undefined,
    revision,
    steps: ['archive'],
    onStep: async () => {
      await editor.change(
        { st: 'archived' },
        { notice: 'console.item.notify.archived', failure: 'console.item.notify.archiveFailed' },
      );
    },
  });
  const seen = useRef<Filled | undefined>(undefined);
  const { form, setDraft } = editor;
  // What the input shows while its keystrokes are not reported yet.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  useEffect(() => setTyping(undefined), [form]);
  useEffect(() => {
    if (form === undefined || form === seen.current) return;
    seen.current = form;
    if (form.d === undefined) setDraft({ ...form, d: 'default' });
  }, [form, setDraft]);
  if (!form) return null;
  return (
    <>
      <TestBar bar={editor.bar} onSelectVersion={() => undefined} />
      <label onInput={editor.formInput}>
        Name
        <input
          value={typing ?? form.n}
          disabled={!editor.editing}
          onChange={(event) => {
            const n = event.target.value;
            const report = () => setDraft((current) => ({ ...current, n }));
            if (lateBy === undefined) report();
            else {
              setTyping(n);
              setTimeout(() => held.after(report), lateBy);
            }
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          setShown({ ...draft, key: 'k3', ut: '2026-01-05T12:00:00.000Z', n: 'Fresh' });
          setRevision((n) => n + 1);
        }}
      >
        Reload
      </button>
      <button
        type="button"
        onClick={() =>
          setShown({ ...draft, key: 'k4', ut: '2026-01-05T13:00:00.000Z', n: 'Other' })
        }
      >
        Take over
      </button>
      <button type="button" onClick={() => editor.ask('archive')}>
        Archive it
      </button>
      <EditorStepDialog {...editor.dialog} translateOptions={{ name: shown.n }} />
    </>
  );
}

/**
 * The late reports of a page's keystrokes, held while a test checks what shows before the form
 * reports (`hold`, then `release`): on a busy machine typing two keys can take longer than the
 * 300 ms a report waits, so a check made after typing would otherwise race the clock.
 */
interface HeldReports {
  hold: () => void;
  release: () => void;
  after: (report: () => void) => void;
}

function heldReports(): HeldReports {
  let holding = false;
  let waiting: (() => void)[] = [];
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const due = waiting;
      waiting = [];
      for (const report of due) report();
    },
    after: (report) => {
      if (holding) waiting.push(report);
      else report();
    },
  };
}

function renderReportingPage(
  update = vi.fn((body: Record<string, unknown>) =>
    Promise.resolve({ ...draft, ...body, key: 'k2', ut: '2026-01-05T11:00:00.000Z' }),
  ),
  lateBy?: number,
) {
  const held = heldReports();
  const releaseLock = vi.fn(() => Promise.resolve());
  renderInAdmin(null, {
    path: '/item',
    dataProvider: lockingProvider(undefined, releaseLock),
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(['ad_admin']),
    notifications: true,
    routes: {
      '/item': <ReportingPage update={update} held={held} {...(lateBy ? { lateBy } : {})} />,
    },
  });
  return { update, releaseLock, held };
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('the editor core with a form that reports its value when drawn', () => {
  it("takes the form's first report after Edit as its unchanged state: nothing to save or discard until the user types", async () => {
    const { releaseLock } = renderReportingPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    expect(saveButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(nameField().disabled).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(releaseLock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.type(nameField(), ' roll');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('starts the form again from a reloaded version while editing, and keeps the typing over a version taken over without a reload', async () => {
    const { update } = renderReportingPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    await userEvent.type(nameField(), ' roll');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(nameField().value).toBe('Fresh'));
    expect(nameField().disabled).toBe(false);
    await waitFor(() => expect(saveButton().disabled).toBe(true));

    await userEvent.type(nameField(), ' cut');
    await userEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(nameField().value).toBe('Fresh cut');
    await userEvent.click(saveButton());
    // Sent on the version taken over.
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        n: 'Fresh cut',
        key: 'k4',
        ut: '2026-01-05T13:00:00.000Z',
      }),
    );
  });

  it("hands a confirmed step of the page's own to the page, whose status change is sent on the shown version and announced", async () => {
    const update = vi.fn<(body: Record<string, unknown>) => Promise<Stored>>(() =>
      Promise.reject(new ConsoleHttpError('', 500)),
    );
    renderReportingPage(update);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive it' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive "Pre"?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ st: 'archived', key: 'k1', ut: draft.ut }),
    );
    expect(await screen.findByText('The item could not be archived.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    update.mockImplementation((body) =>
      Promise.resolve({ ...draft, ...body, key: 'k2', ut: '2026-01-05T11:00:00.000Z' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Archive it' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }),
    );
    expect(await screen.findByText('Item archived sucessfully!')).toBeTruthy();
  });

  it('offers Save as soon as a key is typed, before the form reports it, and saves what was typed; typed back, it sends nothing', async () => {
    const { update, held } = renderReportingPage(undefined, 300);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(nameField().disabled).toBe(false));
    expect(saveButton().disabled).toBe(true);
    held.hold();
    await userEvent.type(nameField(), ' r');
    // The form reports the keys 300 ms later (held until checked): Save is there already.
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    // The save waits for the form's reports.
    held.release();
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ n: 'Pre r', key: 'k1', ut: draft.ut }),
    );
    expect(await screen.findByText('Item updated sucessfully!')).toBeTruthy();

    // Typed and typed back: nothing to save once the form has settled.
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    held.hold();
    await userEvent.type(nameField(), 'x{Backspace}');
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    held.release();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
