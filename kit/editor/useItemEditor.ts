import { useMemo, useRef, useState } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { useIdentity } from '../../authProvider/useIdentity';
import { usePermission } from '../../authProvider/usePermission';
import type { PageResource } from '../../domain/permissions/pages';
import { useErrorNotifier } from '../errors/useErrorNotifier';
import type { FormReports } from '../jsonforms/formReports';
import { changedSinceFirstReport, givenToForm, reportedByForm } from '../jsonforms/formReports';
import { settleFormInputs } from '../jsonforms/settle';
import type { ContentLock } from '../locks/useContentLock';
import { useContentLock } from '../locks/useContentLock';
import { useEditSession } from './useEditSession';
import type { EditorStepDialogProps } from './EditorStepDialog';
import type { ItemEditorBarProps } from './ItemEditorBar';

/** A stored version as a versioned editor shows it: the service's key, revision and status. */
export interface EditedVersion {
  key: string;
  ut: string;
  st: string;
}

/** The steps an editor asks about first (EditorStepDialog); `unlock` only where forced unlock is. */
export type EditorStep = 'discard' | 'publish' | 'delete' | 'unlock';

/** How a write of a status other than the form's is announced and where it leads. */
export interface StatusChange {
  /** The success notice's message key. */
  notice: string;
  /** The failure notice's message key (default `<messages>.notify.updateFailed`). */
  failure?: string;
  /** Where it leads (a path, or -1 for the previous screen); undefined stays, editing stopped. */
  leadsTo?: string | -1;
}

export interface ItemEditorOptions<R extends EditedVersion, D, S extends string = never> {
  /**
   * The page's message prefix ('console.adTags'): `notify.updated`, `notify.updateFailed` and
   * `notify.deleted` are used here, beside what ItemEditorBar and EditorStepDialog read there.
   */
  messages: string;
  /** The content lock's type ('adtag') and the item's id. */
  lockType: string;
  id: string;
  /**
   * The permission resource deciding update, publish and delete ('cp_adconfig'); undefined while
   * the page does not know it yet (a catalogue type still loading), when every answer is no.
   */
  resource: PageResource | undefined;
  /** The version shown (undefined while it loads). */
  shown: R | undefined;
  /** Shows the version a write answered (the page's version picker). */
  onShow: (key: string) => void;
  /** The form's value of a stored version, and whether two form values are the same. */
  draftOf: (version: R) => D;
  same: (a: D, b: D) => boolean;
  /** What Save sends of the form. */
  payload: (draft: D) => object;
  /** An update of the item: the core adds the shown version's `key` and `ut` (stale-write check). */
  update: (body: Record<string, unknown>) => Promise<R>;
  /** Whether a write of the page's own is under way (the core's writes count by themselves). */
  busy?: boolean;
  /**
   * The console's own check before Save: the message key to warn with when the form may not be
   * sent (its problems show under their fields), true to refuse with the fields' problems alone,
   * undefined when it may be sent.
   */
  refuse?: (draft: D) => string | true | undefined;
  /** A refused write: the page shows the service's reasons under their fields. */
  onRefused?: (error: unknown, draft: D) => void;
  /** A write the service took: the page drops the reasons of an earlier refusal. */
  onAccepted?: () => void;
  /** Notifies a refused write (default: the failure notification with `notify.updateFailed`). */
  notifyRefusal?: (error: unknown, fallbackKey: string) => void;
  /** Clears the page's problems when editing starts or stops. */
  onReset?: () => void;
  /**
   * The form is JSON Forms, whose inputs report a keystroke late: Save first waits until they
   * have reported their last one (settleFormInputs), so the value sent has every character.
   */
  settles?: boolean;
  /** A failed write's message key by step (default `<messages>.notify.updateFailed`). */
  failures?: Partial<Record<'update' | 'publish' | 'delete', string>>;
  /** What a saved edit leads to: editing on with the answer (default), editing stopped, or the page's own step. */
  afterSave?: 'keep' | 'stop' | ((saved: R) => void);
  /** Values for the success notices' placeholders (the item's name, say). */
  noticeArgs?: Record<string, unknown>;
  /** What Publish sends besides the status (default nothing: the shown version is published). */
  publishBody?: (draft: D | undefined) => object;
  /**
   * Where Delete leads (the list's path, or -1 for the previous screen); undefined stays on the
   * page, showing the deleted version.
   */
  afterDelete?: string | -1;
  /** Whether a saved edit is announced (default always; the catalogue's rule skips drafts). */
  announceSave?: (saved: R) => boolean;
  /**
   * Delete other than by an update to the deleted status (default): e.g. the ad tag's DELETE.
   * Its failure is notified with `notify.deleteFailed`.
   */
  remove?: () => Promise<unknown>;
  /** Message keys that differ from `<messages>.notify.*` (a type's own 'published', say). */
  notices?: Partial<Record<'updated' | 'published' | 'deleted', string>>;
  /** Whether the user may force the lock open (storefront super editors). */
  forceUnlock?: boolean;
  /**
   * How the form's unchanged state is known: from the shown version's form (`same`, the
   * default), or as the form's first report once editing starts ('firstReport': JSON Forms fills
   * its schema's defaults into the value it is given and reports the result as soon as it draws
   * it, which is not a change of the user's).
   */
  pristine?: 'shown' | 'firstReport';
  /**
   * Grows each time the page loads the shown version anew (a reload, another version picked):
   * while editing, the form starts again from it. A version shown without a new revision (the
   * latest taken over after a conflict) keeps what was typed.
   */
  revision?: number;
  /**
   * The page's own steps, asked about with `ask` and drawn in the page's dialog (a catalogue
   * item's archive, say): when confirmed, `onStep` takes them, even one the core also knows.
   */
  steps?: readonly S[];
  onStep?: (step: S) => Promise<void> | void;
}

export interface ItemEditor<D, S extends string = never> {
  /** The form's value: the draft while editing, else the shown version's. */
  form: D | undefined;
  setDraft: (draft: D | ((current: D) => D)) => void;
  editing: boolean;
  dirty: boolean;
  /**
   * With `pristine: 'firstReport'`: false from a new form value until the form's first report
   * (its unchanged state is not known yet); always true otherwise.
   */
  settled: boolean;
  /**
   * The form's inputs were typed into (the page's `onInput` around the form): the form counts as
   * changed until it reports the keystroke, so Save does not wait for a late report.
   */
  formInput: () => void;
  /** True once Save was pressed in this edit, until a save succeeds (the page's checks show). */
  tried: boolean;
  busy: boolean;
  lock: ContentLock;
  can: { update: boolean; publish: boolean; delete: boolean; forceUnlock: boolean };
  /** Asks for a step's confirmation (EditorStepDialog), or closes the question (undefined). */
  ask: (step: EditorStep | S | undefined) => void;
  /** Publishes at once, for a page that confirms its own way (a review of the difference). */
  publish: () => Promise<void>;
  /**
   * A write of the shown version other than the form's (a status change): sent as the page's
   * `update` with the shown version's `key` and `ut`, announced, editing stopped; the version
   * written, or undefined when it was refused (and announced so).
   */
  change: (body: object, how: StatusChange) => Promise<unknown>;
  /** Saves the form (the page's own Save and Ctrl+S; ItemEditorBar's Save is `bar.onSave`). */
  save: () => Promise<void>;
  /** ItemEditorBar's props that are the core's: the page adds back, chips, versions and its own. */
  bar: Pick<
    ItemEditorBarProps,
    | 'shown'
    | 'editing'
    | 'dirty'
    | 'busy'
    | 'can'
    | 'lock'
    | 'onEdit'
    | 'onCancel'
    | 'onSave'
    | 'onPublish'
    | 'onDelete'
  >;
  /** EditorStepDialog's props but the page's translateOptions and its own words. */
  dialog: Pick<
    EditorStepDialogProps<EditorStep | S>,
    'step' | 'messages' | 'busy' | 'onConfirm' | 'onClose'
  >;
}

/**
 * The console's own core of the generated catalogue editor (the bespoke versioned editors are on
 * VersionedEditor, over react-admin's controller and form): read-only
 * until Edit takes the content lock; Cancel asks before discarding changes; Save (one at a time)
 * runs the page's own check, then sends an update based on the shown version (its `key` and `ut`:
 * the service refuses a stale write with 409), and nothing typed is lost when it fails (the
 * service's reasons go to the page); the answer becomes the shown version and the draft; Publish,
 * Delete and the page's own status changes by permission, each after its confirmation; the lock
 * is released when editing stops and after a delete (and by the lock hook when the page is left).
 */
export function useItemEditor<R extends EditedVersion, D, S extends string = never>(
  options: ItemEditorOptions<R, D, S>,
): ItemEditor<D, S> {
  const { messages, shown, draftOf, same } = options;
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const identity = useIdentity();
  const lock = useContentLock(options.lockType, options.id, identity?.uid);
  const known = options.resource !== undefined;
  // Asked while the page's resource is unknown, every answer is then no.
  const resource = options.resource ?? 'cp_datastore';
  const can = {
    update: usePermission('update', resource) && known,
    publish: usePermission('publish', resource) && known,
    delete: usePermission('delete', resource) && known,
    forceUnlock: usePermission('forceUnlock', resource) && known && options.forceUnlock === true,
  };
  const firstReport = options.pristine === 'firstReport';
  // The working copy; with 'firstReport', compared with the form's first report.
  const [draftState, setDraftState] = useState<FormReports<D>>(() => givenToForm<D>(undefined));
  const [tried, setTried] = useState(false);
  // The latest draft (with the form's first report) and when it changed, for a Save that waits
  // for a JSON Forms form to settle and then finds whether anything changed.
  const latest = useRef<{ reports: FormReports<D>; at: number }>({
    reports: givenToForm<D>(undefined),
    at: 0,
  });
  // A keystroke the form has not reported yet (JSON Forms reports one 300 ms late): the form
  // counts as changed at once, so Save and Ctrl+S work straight after typing.
  const [typed, setTyped] = useState(false);
  /** A new form value of the editor's own (a start, a save, a reload): not the form's report. */
  const put = (value: D | undefined) => {
    const reports = givenToForm(value);
    latest.current = { reports, at: Date.now() };
    setTyped(false);
    setDraftState(reports);
  };
  const setDraft = (next: D | ((current: D) => D)) => {
    setTyped(false);
    setDraftState((current) => {
      const value =
        typeof next === 'function'
          ? current.value === undefined
            ? current.value
            : (next as (current: D) => D)(current.value)
          : next;
      const reports = firstReport ? reportedByForm(current, value) : givenToForm(value);
      latest.current = { reports, at: Date.now() };
      return reports;
    });
  };
  // Editing is the session's state: a form that reports its value when drawn (JSON Forms does)
  // changes the draft while read-only, which is ignored.
  const session = useEditSession<EditorStep | S>(lock, {
    onStart: () => {
      setTried(false);
      options.onReset?.();
      if (shown) put(draftOf(shown));
    },
    onStop: () => {
      put(undefined);
      setTried(false);
      options.onReset?.();
    },
  });
  const { editing, step } = session;
  // A new revision of the shown version while editing: the form starts again from it.
  const [revision, setRevision] = useState(options.revision);
  if (revision !== options.revision) {
    setRevision(options.revision);
    if (editing && shown) put(draftOf(shown));
  }
  const draft = editing ? draftState.value : undefined;
  const [writing, setWriting] = useState(false);
  const base = useMemo(() => (shown ? draftOf(shown) : undefined), [shown, draftOf]);
  const dirty =
    draft !== undefined &&
    (typed ||
      (firstReport
        ? changedSinceFirstReport(draftState)
        : base !== undefined && !same(base, draft)));
  const busy = options.busy === true || writing;
  const notice = (name: 'updated' | 'published' | 'deleted', fallback: string) =>
    options.notices?.[name] ?? `${messages}.notify.${fallback}`;

  const startEditing = async () => {
    if (shown) await session.start();
  };
  /** An update of the shown version; its answer becomes the shown version. */
  const send = async (
    body: object,
    at: D | undefined,
    failure = options.failures?.update ?? `${messages}.notify.updateFailed`,
  ) => {
    if (!shown) return undefined;
    setWriting(true);
    try {
      const saved = await options.update({ ...body, key: shown.key, ut: shown.ut });
      options.onShow(saved.key);
      options.onAccepted?.();
      return saved;
    } catch (error) {
      if (at !== undefined) options.onRefused?.(error, at);
      (options.notifyRefusal ?? notifyError)(error, failure);
      return undefined;
    } finally {
      setWriting(false);
    }
  };
  // One save at a time: a second Save while the form settles or the write is out sends nothing.
  const saving = useRef(false);
  const save = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await saveOnce();
    } finally {
      saving.current = false;
    }
  };
  const saveOnce = async () => {
    if (options.settles) await settleFormInputs(() => latest.current.at);
    const value = !editing ? undefined : options.settles ? latest.current.reports.value : draft;
    if (value === undefined) return;
    // Typed and typed back: once the form has settled there is nothing to save.
    const unchanged = firstReport
      ? !changedSinceFirstReport(latest.current.reports)
      : base !== undefined && same(base, value);
    if (unchanged) return;
    setTried(true);
    const refusal = options.refuse?.(value);
    if (refusal !== undefined) {
      if (refusal !== true) notify(refusal, { type: 'warning' });
      return;
    }
    const saved = await send(options.payload(value), value);
    if (!saved) return;
    if (options.announceSave?.(saved) ?? true)
      notify(notice('updated', 'updated'), { type: 'success', messageArgs: options.noticeArgs });
    const after = options.afterSave ?? 'keep';
    if (after === 'stop') await session.stop();
    else if (after === 'keep') {
      put(draftOf(saved));
      setTried(false);
    } else {
      // Leaving releases the lock too (on unmount); the page's step does not wait for it.
      void session.stop();
      after(saved);
    }
  };
  /** Where a write leads: a path, the previous screen, or nowhere (editing stopped). */
  const leave = async (leadsTo: string | -1 | undefined) => {
    if (leadsTo !== undefined) {
      await session.stop();
      if (leadsTo === -1) navigate(-1);
      else navigate(leadsTo);
    } else if (editing) await session.stop();
  };
  const change = async (body: object, how: StatusChange) => {
    const saved = await send(body, draft ?? base, how.failure);
    if (!saved) return undefined;
    notify(how.notice, { type: 'success', messageArgs: options.noticeArgs });
    await leave(how.leadsTo);
    return saved;
  };
  const publish = async () => {
    await change(
      { ...options.publishBody?.(draft), st: 'published' },
      {
        notice: notice('published', 'updated'),
        ...(options.failures?.publish ? { failure: options.failures.publish } : {}),
      },
    );
  };
  const remove = async () => {
    if (options.remove) {
      setWriting(true);
      try {
        await options.remove();
      } catch (error) {
        notifyError(error, `${messages}.notify.deleteFailed`);
        return;
      } finally {
        setWriting(false);
      }
      notify(notice('deleted', 'deleted'), { type: 'success', messageArgs: options.noticeArgs });
      await leave(options.afterDelete);
      return;
    }
    await change(
      { st: 'deleted' },
      {
        notice: notice('deleted', 'deleted'),
        ...(options.failures?.delete ? { failure: options.failures.delete } : {}),
        ...(options.afterDelete !== undefined ? { leadsTo: options.afterDelete } : {}),
      },
    );
  };
  const pageSteps: readonly string[] = options.steps ?? [];
  const confirm = async () => {
    const asked = step;
    session.ask(undefined);
    if (asked === undefined) return;
    if (pageSteps.includes(asked)) {
      await options.onStep?.(asked as S);
      return;
    }
    if (asked === 'discard') await session.stop();
    if (asked === 'unlock') await lock.forceUnlock();
    if (asked === 'publish') await publish();
    if (asked === 'delete') await remove();
  };

  return {
    form: draft ?? base,
    setDraft,
    editing,
    dirty,
    settled: !firstReport || draftState.pristine !== null,
    formInput: () => {
      if (editing) setTyped(true);
    },
    tried,
    busy,
    lock,
    can,
    ask: session.ask,
    publish,
    change,
    save,
    bar: {
      shown: shown ?? { key: '', st: '' },
      editing,
      dirty,
      busy,
      can: { update: can.update, publish: can.publish, delete: can.delete },
      lock,
      onEdit: () => void startEditing(),
      onCancel: () => session.cancel(dirty),
      onSave: () => void save(),
      onPublish: () => session.ask('publish'),
      onDelete: () => session.ask('delete'),
    },
    dialog: {
      step,
      messages,
      busy,
      onConfirm: () => void confirm(),
      onClose: () => session.ask(undefined),
    },
  };
}
