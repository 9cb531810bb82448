import { useMemo, useRef, useState } from 'react';
import type { ErrorObject } from 'ajv';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { readFailure } from '../../../dataProvider/envelopeReader';
import type { ContentStatus } from '../../../domain/statuses';
import type { ConsoleArea } from '../../../kit/areas';
import { useItemEditor } from '../../../kit/editor/useItemEditor';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { useResourcePaths } from '../shared/useResourcePaths';
import { useResourceType } from '../shared/useResourceType';
import { typeSchemaOf } from './typeSchema';
import { versionBaseOf } from './blankDraft';
import type { EditorRecord } from './blankDraft';
import { pickLatest } from './conflict';
import { contentWrites, isRecord, latestIn } from './contentWrites';
import { fieldErrorsOf } from './httpError';
import type { StatusAction } from './statusActions';
import { availableStatusActions, STATUS_ACTIONS } from './statusActions';
import { useEditorRecord } from './useEditorRecord';
import { useEditPermissions } from './useEditPermissions';
import { useSaveShortcut } from './useSaveShortcut';

/** A step the user confirms in a dialog first. */
export type PendingConfirmation = StatusAction | 'forceUnlock' | 'discard';

/** The version the editor shows, as the editor core holds it (a blank draft has no key yet). */
interface ShownRecord {
  key: string;
  ut: string;
  st: string;
  doc: EditorRecord;
}

/** What the core's writes send: the form's content, or a status action. */
interface Write {
  key: string;
  ut: string;
  content?: EditorRecord;
  action?: StatusAction;
}

// JSON Forms' ajv fills defaults into the object it is given: the loaded record stays intact.
const formOf = (shown: ShownRecord): EditorRecord => structuredClone(shown.doc);
const sameForm = (a: EditorRecord, b: EditorRecord) => JSON.stringify(a) === JSON.stringify(b);
const contentOf = (content: EditorRecord): object => ({ content });
/** A loaded or written version as the core holds it. */
const shownOf = (doc: EditorRecord, st = 'draft'): ShownRecord => {
  const at = versionBaseOf(doc);
  return { key: at?.key ?? '', ut: at?.ut ?? '', st: at?.st ?? st, doc };
};

/** The status actions confirmed first: the page's own steps on the editor core. */
const CONFIRMED = (Object.keys(STATUS_ACTIONS) as StatusAction[]).filter(
  (action) => STATUS_ACTIONS[action].confirm,
);

/**
 * The generated catalogue editor on the editor core (`useItemEditor`): the version shown and its
 * versions (`useEditorRecord`), the type's JSON Forms form (its unchanged state is its first
 * report), Save creating a blank draft or updating the shown version, the status actions by
 * permission (the confirmed ones as the page's steps), a stale save answered with the conflict
 * dialog (keep mine copies the typing over the latest version), the audit's refresh.
 */
export function useEditPageController(
  area: ConsoleArea,
  type: string,
  id: string,
  wanted: ContentStatus | undefined,
) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyError = useErrorNotifier();
  const paths = useResourcePaths(area, type);
  const { definition, error: typeError } = useResourceType(type);
  const schema = typeSchemaOf(definition);
  const permissions = useEditPermissions(definition?.list.resource);
  const typeName = translate(`resources.${type}.name`, { smart_count: 1, _: type });

  const record = useEditorRecord(type, id, wanted);
  const [fieldErrors, setFieldErrors] = useState<ErrorObject[]>([]);
  const [conflict, setConflict] = useState<{ message: string; latest: EditorRecord[] } | undefined>(
    undefined,
  );
  const [auditRefresh, setAuditRefresh] = useState(0);

  const base = versionBaseOf(record.record);
  const status = base?.st ?? 'draft';
  const shown = useMemo(
    () => (record.record === undefined ? undefined : shownOf(record.record)),
    [record.record],
  );
  const writes = useMemo(
    () => contentWrites(dataProvider, type, id, schema),
    [dataProvider, type, id, schema],
  );
  // Which write is out: a stale save is the conflict dialog's, any other refusal is announced.
  const writing = useRef<'content' | 'status'>('content');
  // A delete leads to the list: the deleted version is not loaded again.
  const leaving = useRef(false);
  const isConflict = (error: unknown) =>
    writing.current === 'content' && readFailure(error, '').status === 409;
  /** A version written: the audit and the versions are read again, showing it. */
  const showVersion = (key: string | undefined) => {
    setAuditRefresh((n) => n + 1);
    void record.reload(key);
  };

  const editor = useItemEditor<ShownRecord, EditorRecord, StatusAction>({
    messages: 'console.editor',
    lockType: type,
    id,
    resource: definition?.list.resource,
    shown,
    onShow: (key) => {
      if (!leaving.current) showVersion(key || undefined);
    },
    draftOf: formOf,
    same: sameForm,
    payload: contentOf,
    update: async (body) => {
      const { key, ut, content, action } = body as unknown as Write;
      writing.current = action === undefined ? 'content' : 'status';
      const doc =
        action !== undefined
          ? await writes.changeStatus(action, { key, ut, st: status }, (written) =>
              showVersion(typeof written.key === 'string' ? written.key : undefined),
            )
          : record.isNew
            ? await writes.create({ ...content, id })
            : await writes.update(content ?? {}, { key, ut });
      return shownOf(doc, status);
    },
    onRefused: (error) => {
      const read = readFailure(error, '');
      if (isConflict(error))
        setConflict({
          message: read.message || translate('console.editor.conflict.fallback'),
          latest: latestIn(read.data),
        });
      else setFieldErrors(fieldErrorsOf(read));
    },
    onAccepted: () => setFieldErrors([]),
    notifyRefusal: (error, fallbackKey) => {
      if (!isConflict(error)) notifyError(error, fallbackKey);
    },
    onReset: () => setFieldErrors([]),
    settles: true,
    failures: {
      update: record.isNew
        ? 'console.editor.errors.createFailed'
        : 'console.editor.errors.updateFailed',
    },
    afterSave: 'stop',
    noticeArgs: { type: typeName },
    notices: {
      updated: record.isNew
        ? 'console.resources.messages.created'
        : 'console.resources.messages.updated',
    },
    pristine: 'firstReport',
    revision: record.revision,
    steps: CONFIRMED,
    onStep: (action) => runStatus(action),
  });
  const { editing, lock, dirty, busy } = editor;

  const ready = schema !== undefined && record.record !== undefined && !record.loading;
  const canWrite = record.isNew ? permissions.create : permissions.update;
  const editDisabled =
    !ready || status === 'purged' || lock.restricted || lock.lockedBy !== undefined || busy;
  const saveEnabled = editing && dirty && canWrite && !busy;
  const statusActions = record.isNew ? [] : availableStatusActions(status, permissions.can);
  const step = editor.dialog.step;

  const runStatus = async (action: StatusAction) => {
    const { outcome } = STATUS_ACTIONS[action];
    leaving.current = outcome === 'deleted';
    const written = await editor.change(
      { action },
      {
        notice: `console.resources.messages.${outcome}`,
        failure:
          outcome === 'deleted'
            ? 'console.editor.errors.deleteFailed'
            : 'console.editor.errors.updateFailed',
        ...(outcome === 'deleted' ? { leadsTo: paths.list } : {}),
      },
    );
    if (written === undefined) leaving.current = false;
  };

  useSaveShortcut(
    saveEnabled && conflict === undefined && step === undefined,
    () => void editor.save(),
  );

  const keepMine = async () => {
    const latest = conflict
      ? (pickLatest(conflict.latest, base?.key) ?? (await record.fetchLatest()))
      : undefined;
    setConflict(undefined);
    if (latest) await record.rebase(latest);
  };

  const discardAndReload = async () => {
    setConflict(undefined);
    await record.reload(base?.key);
  };

  /** The core's steps as the page's dialog names them (the core's 'unlock' is 'forceUnlock'). */
  const pending: PendingConfirmation | undefined = step === 'unlock' ? 'forceUnlock' : step;

  return {
    typeName,
    typeError,
    /** The shown version's status ('draft' for a blank draft). */
    status,
    schema,
    uischema: definition?.uischema,
    /** The page resource of the type's list (its permissions), once the type is loaded. */
    definitionResource: definition?.list.resource,
    permissions,
    record,
    /** The form: its data (the draft while editing), whether it changed, and its reports. */
    draft: {
      data: editor.form,
      dirty,
      settled: editor.settled,
      onChange: (next: unknown) => {
        if (isRecord(next)) editor.setDraft(next);
      },
      /** A keystroke in the form, which JSON Forms reports 300 ms later. */
      onInput: editor.formInput,
    },
    fieldErrors,
    lock,
    busy,
    editing,
    ready,
    editDisabled,
    saveEnabled,
    statusActions,
    statusDisabled: dirty || busy || lock.lockedBy !== undefined || !ready,
    conflict,
    pending,
    auditRefresh,
    startEditing: () => editor.bar.onEdit(),
    save: () => {
      if (saveEnabled) void editor.save();
    },
    close: () => editor.bar.onCancel(),
    requestStatus: (action: StatusAction) => {
      if (STATUS_ACTIONS[action].confirm) editor.ask(action);
      else void runStatus(action);
    },
    requestForceUnlock: () => editor.ask('unlock'),
    cancelPending: () => editor.ask(undefined),
    confirm: editor.dialog.onConfirm,
    keepMine: () => void keepMine(),
    discardAndReload: () => void discardAndReload(),
    closeConflict: () => setConflict(undefined),
    selectVersion: (key: string) => void record.selectVersion(key),
  };
}

export type EditPageController = ReturnType<typeof useEditPageController>;
