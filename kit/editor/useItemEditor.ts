import { useMemo, useRef, useState } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { useIdentity } from '../../authProvider/useIdentity';
import { usePermission } from '../../authProvider/usePermission';
import type { PageResource } from '../../domain/permissions/pages';
import { useErrorNotifier } from '../errors/useErrorNotifier';
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

/**
 * The version an editor shows: the one picked when it is among the current versions (else the
 * older one fetched by its key), by default the draft, else the first current version.
 */
export function shownVersion<R extends EditedVersion>(
  current: readonly R[] | undefined,
  selectedKey: string | undefined,
  older: R | undefined,
): R | undefined {
  if (selectedKey === undefined) return current?.find((v) => v.st === 'draft') ?? current?.[0];
  return current?.find((v) => v.key === selectedKey) ?? older;
}

export interface ItemEditorOptions<R extends EditedVersion, D> {
  /**
   * The page's message prefix ('console.adTags'): `notify.updated`, `notify.updateFailed` and
   * `notify.deleted` are used here, beside what ItemEditorBar and EditorStepDialog read there.
   */
  messages: string;
  /** The content lock's type ('adtag') and the item's id. */
  lockType: string;
  id: string;
  /** The permission resource deciding update, publish and delete ('cp_adconfig'). */
  resource: PageResource;
  /** The version shown (undefined while it loads). */
  shown: R | undefined;
  /** Shows the version a write answered (the page's version picker state). */
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
}

export interface ItemEditor<D> {
  /** The form's value: the draft while editing, else the shown version's. */
  form: D | undefined;
  setDraft: (draft: D | ((current: D) => D)) => void;
  editing: boolean;
  dirty: boolean;
  /** True once Save was pressed in this edit, until a save succeeds (the page's checks show). */
  tried: boolean;
  busy: boolean;
  lock: ContentLock;
  can: { update: boolean; publish: boolean; delete: boolean; forceUnlock: boolean };
  /** Asks for a step's confirmation (EditorStepDialog). */
  ask: (step: EditorStep) => void;
  /** Publishes at once, for a page that confirms its own way (a review of the difference). */
  publish: () => Promise<void>;
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
    EditorStepDialogProps<EditorStep>,
    'step' | 'messages' | 'busy' | 'onConfirm' | 'onClose'
  >;
}

/**
 * The one core of the console's versioned editors (ad tag, policy, app configuration,
 * storefront and container, program, virtual channel): read-only until Edit takes the content lock; Cancel asks before
 * discarding changes; Save runs the page's own check, then sends an update based on the shown
 * version (its `key` and `ut`: the service refuses a stale write with 409), and nothing typed is
 * lost when it fails (the service's reasons go to the page); the answer becomes the shown version
 * and the draft; Publish and Delete by permission, each after its confirmation; the lock is
 * released when editing stops and after a delete (and by the lock hook when the page is left).
 */
export function useItemEditor<R extends EditedVersion, D>(
  options: ItemEditorOptions<R, D>,
): ItemEditor<D> {
  const { messages, shown, draftOf, same } = options;
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const identity = useIdentity();
  const lock = useContentLock(options.lockType, options.id, identity?.uid);
  const can = {
    update: usePermission('update', options.resource),
    publish: usePermission('publish', options.resource),
    delete: usePermission('delete', options.resource),
    forceUnlock: usePermission('forceUnlock', options.resource) && options.forceUnlock === true,
  };
  const [draftState, setDraftState] = useState<D | undefined>(undefined);
  const [tried, setTried] = useState(false);
  // The latest draft and when it changed, for a Save that waits for a JSON Forms form to settle.
  const latest = useRef<{ draft: D | undefined; at: number }>({ draft: undefined, at: 0 });
  const setDraft = (next: D | undefined | ((current: D) => D)) => {
    setDraftState((current) => {
      const value =
        typeof next === 'function'
          ? current === undefined
            ? current
            : (next as (current: D) => D)(current)
          : next;
      latest.current = { draft: value, at: Date.now() };
      return value;
    });
  };
  // Editing is the session's state: a form that reports its value when drawn (JSON Forms does)
  // changes the draft while read-only, which is ignored.
  const session = useEditSession<EditorStep>(lock, {
    onStart: () => {
      setTried(false);
      options.onReset?.();
      if (shown) setDraft(draftOf(shown));
    },
    onStop: () => {
      setDraft(undefined);
      setTried(false);
      options.onReset?.();
    },
  });
  const { editing, step } = session;
  const draft = editing ? draftState : undefined;
  const [writing, setWriting] = useState(false);
  const base = useMemo(() => (shown ? draftOf(shown) : undefined), [shown, draftOf]);
  const dirty = draft !== undefined && base !== undefined && !same(base, draft);
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
  const save = async () => {
    if (options.settles) await settleFormInputs(() => latest.current.at);
    const value = !editing ? undefined : options.settles ? latest.current.draft : draft;
    if (value === undefined) return;
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
      setDraft(draftOf(saved));
      setTried(false);
    } else {
      // Leaving releases the lock too (on unmount); the page's step does not wait for it.
      void session.stop();
      after(saved);
    }
  };
  const publish = async () => {
    const saved = await send(
      { ...options.publishBody?.(draft), st: 'published' },
      draft ?? base,
      options.failures?.publish,
    );
    if (saved) {
      notify(notice('published', 'updated'), {
        type: 'success',
        messageArgs: options.noticeArgs,
      });
      if (editing) await session.stop();
    }
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
    } else if (!(await send({ st: 'deleted' }, draft ?? base, options.failures?.delete))) return;
    notify(notice('deleted', 'deleted'), { type: 'success', messageArgs: options.noticeArgs });
    if (options.afterDelete !== undefined) {
      await session.stop();
      if (options.afterDelete === -1) navigate(-1);
      else navigate(options.afterDelete);
    } else if (editing) await session.stop();
  };
  const confirm = async () => {
    const asked = step;
    session.ask(undefined);
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
    tried,
    busy,
    lock,
    can,
    ask: session.ask,
    publish,
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
