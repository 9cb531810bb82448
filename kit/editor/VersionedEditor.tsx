import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  EditBase,
  Form,
  setSubmissionErrors,
  useEditContext,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { ValidateForm } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { useIdentity } from '../../authProvider/useIdentity';
import { usePermission } from '../../authProvider/usePermission';
import type { StoredVersion } from '../../dataProvider/versionedResource';
import type { PageResource } from '../../domain/permissions/pages';
import { useErrorNotifier } from '../errors/useErrorNotifier';
import { settleFormInputs } from '../jsonforms/settle';
import { useContentLock } from '../locks/useContentLock';
import type { ContentLock } from '../locks/useContentLock';
import { EditorStepDialog } from './EditorStepDialog';
import { ItemEditorBar } from './ItemEditorBar';
import type { ItemEditorBarProps } from './ItemEditorBar';
import { FormProblemsNotice, submissionErrorsOf } from './recordForm';
import { useEditSession } from './useEditSession';

/** The steps the editor core asks about first (EditorStepDialog); `unlock` only where forced unlock is. */
export type EditorStep = 'discard' | 'publish' | 'delete' | 'unlock';

/** What the page puts in the editor's bar (and Publish, when it checks first): the rest is the core's. */
export type PageBarProps = Pick<
  ItemEditorBarProps,
  'back' | 'chips' | 'extraActions' | 'versions' | 'onSelectVersion' | 'isCurrent'
> &
  Partial<Pick<ItemEditorBarProps, 'onPublish'>>;

/** What the page may use of the core: its questions, the lock, the permissions, the form. */
export interface EditorCore<F, S extends string = never, R0 = unknown> {
  /** The version shown. */
  version: R0;
  ask: (step: EditorStep | S | undefined) => void;
  /** The step waiting for its confirmation, and its answer (for a page that draws the dialog). */
  step: EditorStep | S | undefined;
  confirm: () => Promise<void>;
  /** Edit (takes the lock), Cancel (asks first when changed), Save (the form, checked first). */
  start: () => Promise<boolean>;
  cancel: () => void;
  save: () => Promise<void>;
  /** The form has changes (or a keystroke not reported yet). */
  dirty: boolean;
  /**
   * A write of the page's own (a status change through several updates, say): announced, the
   * version it answers shown, editing stopped, leading where `how` says; undefined when refused
   * (announced, its reasons where a refused save's go).
   */
  change: (run: () => Promise<R0>, how: StatusChange) => Promise<R0 | undefined>;
  lock: ContentLock;
  can: { update: boolean; publish: boolean; delete: boolean; forceUnlock: boolean };
  editing: boolean;
  busy: boolean;
  /** The form's values (the draft while editing). */
  values: F;
  /** Publishes at once, for a page that confirms its own way (a review of the difference). */
  publish: () => Promise<void>;
  /**
   * The form was typed into (the page's `onInput` around a JSON Forms form, which reports a
   * keystroke 300 ms late): the form counts as changed until it reports, so Save works at once.
   */
  formInput: () => void;
}

/** How a write of the page's own is announced and where it leads. */
export interface StatusChange {
  notice: string;
  failure: string;
  /** Where it leads (a path, or -1 for the previous screen); undefined stays, editing stopped. */
  leadsTo?: string | -1;
}

/** A notice or failure the page words its own way (default `<messages>.notify.<name>`). */
type Notice = 'updated' | 'published' | 'deleted';
type Failure = 'update' | 'publish' | 'delete';

/** What the page draws around its fields. */
export interface VersionedEditorView<R, F, S extends string = never> {
  /** The version shown. */
  version: R;
  /** Read-only until Edit takes the lock. */
  editing: boolean;
  /** The editor's bar (ItemEditorBar), for the page to place above its fields. */
  bar: ReactNode;
  core: EditorCore<F, S, R>;
}

export interface VersionedEditorProps<
  R extends StoredVersion,
  F extends FieldValues,
  S extends string = never,
> {
  /** The react-admin resource whose `getOne` takes the version's `meta.key` (versionedResource). */
  resource: string;
  id: string;
  /**
   * The page's message prefix ('console.adTags'): `notify.updated`, `notify.updateFailed`,
   * `notify.deleted` and `notify.deleteFailed` here, beside what ItemEditorBar and
   * EditorStepDialog read there.
   */
  messages: string;
  /** The content lock's type ('adtag'). */
  lockType: string;
  /** The permission resource deciding update, publish and delete ('cp_adconfig'). */
  permission: PageResource;
  /** The version picked (undefined: the resource's default version). */
  versionKey: string | undefined;
  /** False while the page still finds which version to show (its versions loading). */
  ready?: boolean;
  /** Shows a version: the picker's choice, and the version a write answered. */
  onShow: (key: string) => void;
  /** The form's values of a stored version, and what Save sends of them. */
  formOf: (version: R) => F;
  bodyOf: (form: F, version: R) => object;
  /**
   * Whether two forms store the same item (trimmed text, say): a form changed only so counts as
   * unchanged (no Save, nothing sent). Default: react-hook-form's comparison of the values.
   */
  same?: (a: F, b: F) => boolean;
  /** The console's own check before Save (react-admin's form validation), by field. */
  validate?: ValidateForm;
  /**
   * The warning when the console's own check refuses Save, by the fields it found wrong; none
   * when the fields' problems say enough.
   */
  invalidNotice?: string | ((fields: readonly string[]) => string);
  /** The form's name of a field the service points at ('/pos/0'); undefined leaves it out. */
  nameOf?: (pointer: string) => string | undefined;
  /** Delete other than by an update to the deleted status (the ad tag's DELETE). */
  remove?: () => Promise<unknown>;
  /** Where Delete leads (a path, or -1 for the previous screen); undefined stays on the page. */
  afterDelete?: string | -1;
  /** What a saved edit leads to: editing on with the answer (default), editing stopped, or the page's own step. */
  afterSave?: 'keep' | 'stop' | ((saved: R) => void);
  /** Whether a saved edit is announced (default always; the catalogue's rule skips drafts). */
  announceSave?: (saved: R, version: R) => boolean;
  /** Values for the success notices' placeholders (the item's name, say). */
  noticeArgs?: (version: R) => Record<string, unknown>;
  /** Cancel's key in the confirmation dialog, where the page has one word for it. */
  dialogCancel?: string;
  /** The confirmation dialog's placeholders (the item's name, the lock's holder). */
  dialogArgs?: (version: R, lock: ContentLock) => Record<string, unknown>;
  /** OK's key for a step whose action is named otherwise (unlock → forceUnlock). */
  confirmKeys?: Partial<Record<EditorStep | S, string>>;
  bar?: (version: R, core: EditorCore<F, S, R>) => PageBarProps;
  /**
   * The page's own steps, asked about with `core.ask` (a catalogue item's archive, say): when
   * confirmed, `onStep` takes them.
   */
  steps?: readonly S[];
  onStep?: (step: S, core: EditorCore<F, S, R>) => Promise<void> | void;
  /** The page draws its own bar and confirmation dialog over `core` (no ItemEditorBar). */
  ownDialogs?: boolean;
  /**
   * An item with no version yet (a blank draft): shown instead of a read, and its Save creates it
   * (`create`, with what `bodyOf` makes of the form) rather than updating.
   */
  blank?: R;
  create?: (body: object) => Promise<R>;
  /** Success notices and failures worded the page's way (a type's own 'published', say). */
  notices?: Partial<Record<Notice, string>>;
  failures?: Partial<Record<Failure, string>>;
  /** What Publish sends besides the status, given the draft while editing (default nothing). */
  publishBody?: (form: F | undefined) => object;
  /** Whether the user may force the lock open (with the forceUnlock permission). */
  forceUnlock?: boolean;
  /** Query keys a write refreshes besides the resource's (the page's own reads of the item). */
  refreshes?: readonly (readonly unknown[])[];
  /**
   * A refused save whose reasons the page shows itself (worded its own way) rather than under
   * the fields the service names; `onAccepted` when a write is taken, `onReset` when editing
   * starts or stops, so that the page drops them.
   */
  onRefused?: (error: unknown) => void;
  onAccepted?: () => void;
  onReset?: () => void;
  /** Notifies a refused write (default: the failure notification with its message key). */
  notifyRefusal?: (error: unknown, fallbackKey: string) => void;
  /** Shown while the version loads, and when it could not be read. */
  loading: ReactNode;
  failed: (error: unknown) => ReactNode;
  /**
   * The form is JSON Forms, whose inputs report a keystroke late: Save first waits until they
   * have reported their last one (settleFormInputs), so the value sent has every character.
   */
  settles?: boolean;
  children: (view: VersionedEditorView<R, F, S>) => ReactNode;
}

// One object, so that react-admin's form does not reset at every render: a new version shown
// while editing (the answer to a save) keeps what was typed since.
const KEEP_TYPING = { keepDirtyValues: true } as const;

/**
 * The versioned editor core on react-admin's edit controller and form: `EditBase` reads the
 * version shown (`getOne` with `meta.key`) and writes it (`update` based on it, pessimistic: the
 * service refuses a stale write with 409); `Form` holds the draft (changed or not, the console's
 * checks under their fields, the service's refusal under its fields). Around them the console's
 * rules: read-only until Edit takes the content lock, Cancel asking before it discards changes,
 * Save (one at a time, nothing typed lost when it fails), Publish and Delete by permission after
 * their confirmation, the lock released when editing stops.
 */
export function VersionedEditor<
  R extends StoredVersion,
  F extends FieldValues,
  S extends string = never,
>(props: VersionedEditorProps<R, F, S>) {
  const meta = { key: props.versionKey };
  return (
    <EditBase<R>
      resource={props.resource}
      id={props.id}
      mutationMode="pessimistic"
      redirect={false}
      // The console's route guard decides the page (its permission); the service each call.
      disableAuthentication
      queryOptions={{
        meta,
        enabled: (props.ready ?? true) && props.blank === undefined,
        placeholderData: keepPreviousData,
        onError: () => undefined,
      }}
      mutationOptions={{ meta, onSuccess: () => undefined, onError: () => undefined }}
    >
      <EditorForm {...props} />
    </EditBase>
  );
}

type Submit<F> = (values: F) => Promise<Record<string, unknown> | undefined>;

function EditorForm<R extends StoredVersion, F extends FieldValues, S extends string>(
  props: VersionedEditorProps<R, F, S>,
) {
  const read = useEditContext<R>();
  const record = props.blank ?? read.record;
  const { error } = read;
  const submit = useRef<Submit<F>>(() => Promise.resolve(undefined));
  const { formOf } = props;
  // Once per version: a form may carry keys of its own (a rule row's), new at each call.
  const initial = useMemo(
    () => (record === undefined ? undefined : formOf(record)),
    [record, formOf],
  );
  if (record === undefined || initial === undefined)
    return error ? props.failed(error) : props.loading;
  return (
    <Form
      record={initial}
      {...(props.validate ? { validate: props.validate } : {})}
      onSubmit={(values: FieldValues) => submit.current(values as F)}
      resetOptions={KEEP_TYPING}
      mode="onSubmit"
      noValidate
      disableInvalidFormNotification
    >
      <EditorSession {...props} version={record} initial={initial} submit={submit} />
    </Form>
  );
}

function EditorSession<R extends StoredVersion, F extends FieldValues, S extends string>({
  version,
  initial,
  submit,
  ...props
}: VersionedEditorProps<R, F, S> & { version: R; initial: F; submit: { current: Submit<F> } }) {
  const { messages } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { save, saving } = useEditContext<R>();
  const form = useFormContext<F>();
  const formState = useFormState<F>();
  const values = useWatch<F>() as F;
  // A keystroke the form has not reported yet counts as a change; each report ends it.
  const [typed, setTyped] = useState(false);
  const lastChange = useRef(0);
  useEffect(() => {
    const subscription = form.watch(() => {
      lastChange.current = Date.now();
      setTyped(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  // Changed: the values differ from the form's unchanged state. Read off the values rather than
  // react-hook-form's isDirty, which a new version shown while editing (kept typing) clears.
  const changed = JSON.stringify(values) !== JSON.stringify(formState.defaultValues);
  const { isSubmitting } = formState;
  const identity = useIdentity();
  const lock = useContentLock(props.lockType, props.id, identity?.uid);
  const can = {
    update: usePermission('update', props.permission),
    publish: usePermission('publish', props.permission),
    delete: usePermission('delete', props.permission),
    forceUnlock: usePermission('forceUnlock', props.permission) && props.forceUnlock === true,
  };
  const session = useEditSession<EditorStep | S>(lock, {
    onStart: () => {
      form.reset();
      props.onReset?.();
    },
    onStop: () => {
      form.reset();
      props.onReset?.();
    },
  });
  // A publish is announced as an update unless the page words it its own way.
  const notice = (name: Notice) =>
    props.notices?.[name] ?? `${messages}.notify.${name === 'published' ? 'updated' : name}`;
  // A failed write by the update (a save, a publish, a delete as the deleted status).
  const failure = (name: Failure) => props.failures?.[name] ?? `${messages}.notify.updateFailed`;
  const refusal = (error: unknown, key: string) =>
    props.notifyRefusal ? (props.notifyRefusal(error, key), undefined) : notifyError(error, key);
  const { editing, step } = session;
  // A read-only form has no changes (a form that reports its value when drawn does not count).
  const isDirty = editing && (typed || (changed && !(props.same?.(initial, values) ?? false)));
  const args = props.noticeArgs?.(version);
  const [writing, setWriting] = useState(false);
  const busy = writing || isSubmitting || saving === true;

  /** An update of the shown version (what `transform` makes of the values): the answer, or the refusal. */
  const write = async (
    values: Partial<R>,
    transform: (values: Partial<R>) => object,
  ): Promise<{ saved?: R; refused?: unknown }> => {
    const answer: { saved?: R; refused?: unknown } = {};
    setWriting(true);
    try {
      if (props.blank !== undefined && props.create) {
        // The first save of an item without versions creates it.
        answer.saved = await props.create(transform(values)).catch((refused: unknown) => {
          answer.refused = refused ?? new Error('refused');
          return undefined;
        });
      } else if (save) {
        await save(values, {
          transform: (data: Partial<R>) => transform(data) as Partial<R>,
          onSuccess: (data: R) => {
            answer.saved = data;
          },
          onError: (refused: unknown) => {
            answer.refused = refused ?? new Error('refused');
          },
        });
      }
    } finally {
      setWriting(false);
    }
    if (answer.saved) await accepted(answer.saved);
    return answer;
  };
  /** A version written: shown, and every read of the item again (its versions, the one shown). */
  const accepted = async (saved: R) => {
    props.onShow(saved.key);
    props.onAccepted?.();
    await Promise.all(
      [[props.resource], ...(props.refreshes ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };

  /**
   * A refused write: announced, and its reasons for the form (under the fields the service
   * names), or for the page when it words them itself; either way the save counts as failed, so
   * what was typed stays and leaving still asks.
   */
  const refusedWrite = (refused: unknown, failed: string) => {
    const reading = refusal(refused, failed);
    const message = reading?.message ?? translate(failed);
    if (!props.onRefused) return submissionErrorsOf(refused, message, props.nameOf);
    props.onRefused(refused);
    return { root: { serverError: message } };
  };

  // Save, by the form (its checks passed): nothing when typed back; a refusal's reasons go
  // under their fields and what was typed stays.
  submit.current = async (values) => {
    if (!editing || !isDirty) return undefined;
    const failed = failure('update');
    const { saved, refused } = await write(values as Partial<R>, (data) =>
      props.bodyOf(data as F, version),
    );
    if (refused !== undefined) return refusedWrite(refused, failed);
    if (!saved) return undefined;
    if (props.announceSave?.(saved, version) ?? true)
      notify(notice('updated'), { type: 'success', messageArgs: args });
    const after = props.afterSave ?? 'keep';
    if (after === 'stop') await session.stop();
    else if (after !== 'keep') {
      // Leaving releases the lock too (on unmount); the page's step does not wait for it.
      void session.stop();
      after(saved);
    }
    return undefined;
  };
  // One save at a time: a second Save while the form settles or the write is out sends nothing.
  const oneSave = useRef(false);
  const onSave = async () => {
    if (oneSave.current) return;
    oneSave.current = true;
    try {
      if (props.settles) await settleFormInputs(() => lastChange.current);
      await form.handleSubmit(async (values) => {
        const errors = await submit.current(values);
        if (errors) setSubmissionErrors(errors, form.setError as never);
      })();
    } finally {
      oneSave.current = false;
    }
  };

  const publish = async () => {
    const body = { ...props.publishBody?.(editing ? values : undefined), st: 'published' };
    const { saved, refused } = await write({}, () => body);
    if (refused !== undefined) {
      setSubmissionErrors(refusedWrite(refused, failure('publish')), form.setError as never);
      return;
    }
    if (!saved) return;
    notify(notice('published'), { type: 'success', messageArgs: args });
    if (editing) await session.stop();
  };
  const remove = async () => {
    if (!props.remove) {
      const { saved, refused } = await write({}, () => ({ st: 'deleted' }));
      if (refused !== undefined) refusal(refused, failure('delete'));
      if (!saved) return;
    } else {
      setWriting(true);
      try {
        await props.remove();
      } catch (refused) {
        notifyError(refused, `${messages}.notify.deleteFailed`);
        return;
      } finally {
        setWriting(false);
      }
    }
    notify(notice('deleted'), { type: 'success', messageArgs: args });
    const { afterDelete } = props;
    if (editing || afterDelete !== undefined) await session.stop();
    if (afterDelete === -1) navigate(-1);
    else if (afterDelete !== undefined) navigate(afterDelete);
  };
  const change = async (run: () => Promise<R>, how: StatusChange): Promise<R | undefined> => {
    setWriting(true);
    let saved: R;
    try {
      saved = await run();
    } catch (refused) {
      setSubmissionErrors(refusedWrite(refused, how.failure), form.setError as never);
      return undefined;
    } finally {
      setWriting(false);
    }
    await accepted(saved);
    notify(how.notice, { type: 'success', messageArgs: args });
    if (how.leadsTo !== undefined || editing) await session.stop();
    if (how.leadsTo === -1) navigate(-1);
    else if (how.leadsTo !== undefined) navigate(how.leadsTo);
    return saved;
  };
  const pageSteps: readonly string[] = props.steps ?? [];
  const confirm = async () => {
    const asked = step;
    session.ask(undefined);
    if (asked === undefined) return;
    if (pageSteps.includes(asked)) {
      await props.onStep?.(asked as S, core);
      return;
    }
    if (asked === 'discard') await session.stop();
    if (asked === 'unlock') await lock.forceUnlock();
    if (asked === 'publish') await publish();
    if (asked === 'delete') await remove();
  };

  const core: EditorCore<F, S, R> = {
    version,
    ask: session.ask,
    step,
    confirm,
    start: session.start,
    cancel: () => session.cancel(isDirty),
    save: onSave,
    dirty: isDirty,
    change,
    lock,
    can,
    editing,
    busy,
    values,
    publish,
    formInput: () => {
      if (editing) setTyped(true);
    },
  };
  const bar = props.bar && (
    <ItemEditorBar
      onPublish={() => session.ask('publish')}
      {...props.bar(version, core)}
      messages={messages}
      shown={version}
      editing={editing}
      dirty={isDirty}
      busy={busy}
      can={can}
      lock={lock}
      onEdit={() => void session.start()}
      onCancel={() => session.cancel(isDirty)}
      onSave={() => void onSave()}
      onDelete={() => session.ask('delete')}
    />
  );
  return (
    <>
      {props.children({ version, editing, bar, core })}
      {props.invalidNotice !== undefined && <FormProblemsNotice message={props.invalidNotice} />}
      {!props.ownDialogs && (
        <EditorStepDialog<EditorStep | S>
          step={step}
          messages={messages}
          busy={busy}
          {...(props.dialogArgs ? { translateOptions: props.dialogArgs(version, lock) } : {})}
          {...(props.confirmKeys ? { confirmKeys: props.confirmKeys } : {})}
          {...(props.dialogCancel ? { cancel: props.dialogCancel } : {})}
          onConfirm={() => void confirm()}
          onClose={() => session.ask(undefined)}
        />
      )}
    </>
  );
}

/** The form's values as one draft, for fields that take the whole draft and give a new one. */
export interface FormDraft<F> {
  draft: F;
  /** Each top-level value that changed becomes the form's (re-checked after a first Save). */
  setDraft: (next: F) => void;
  /** Save was tried since the form last started: the page's own problems show. */
  tried: boolean;
  /** The service's refusal of the last save, by field path ('rules.2.op'), in its words. */
  refused: Record<string, string>;
}

function serverMessages(errors: unknown, path: string, into: Record<string, string>) {
  if (typeof errors !== 'object' || errors === null) return;
  const error = errors as { type?: unknown; message?: unknown };
  if (error.type === 'server' && typeof error.message === 'string') {
    into[path] = error.message;
    return;
  }
  for (const [name, nested] of Object.entries(errors))
    if (name !== 'ref') serverMessages(nested, path === '' ? name : `${path}.${name}`, into);
}

/**
 * The draft of a react-admin form whose fields take the whole value (a policy's, an ad tag's):
 * its values, a setter that makes each changed top-level value the form's (a field the service
 * refused is re-checked, so its refusal goes once it changes), whether Save was tried, and the
 * service's refusal by field path.
 */
export function useFormDraft<F extends FieldValues>(): FormDraft<F> {
  const { control, setValue } = useFormContext<F>();
  const draft = useWatch({ control }) as F;
  const { errors, isSubmitted } = useFormState({ control });
  const refused: Record<string, string> = {};
  serverMessages(errors, '', refused);
  return {
    draft,
    setDraft: (next) => {
      for (const field of Object.keys(next) as (keyof F & string)[])
        if (next[field] !== draft[field])
          setValue(field as never, next[field] as never, {
            shouldDirty: true,
            shouldValidate: isSubmitted,
          });
    },
    tried: isSubmitted,
    refused,
  };
}
