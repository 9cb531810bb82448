import { useRef, useState } from 'react';
import type { ErrorObject } from 'ajv';
import { useEditContext } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { readFailure } from '../../../dataProvider/envelopeReader';
import type { StoredVersion } from '../../../dataProvider/versionedResource';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import type { EditorCore } from '../../../kit/editor/VersionedEditor';
import type { ItemVersions } from '../../../kit/editor/useItemVersions';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { versionBaseOf } from './blankDraft';
import type { EditorRecord } from './blankDraft';
import { pickLatest } from './conflict';
import { isRecord, latestIn } from './contentWrites';
import type { ContentWrites } from './contentWrites';
import { fieldErrorsOf } from './httpError';
import type { StatusAction } from './statusActions';
import { availableStatusActions, STATUS_ACTIONS } from './statusActions';
import type { EditPermissions } from './useEditPermissions';
import { useSaveShortcut } from './useSaveShortcut';

/** A catalogue version as the editor core holds it (a blank draft has an empty key). */
export type CatalogueVersion = StoredVersion & EditorRecord;

/** The catalogue editor's form: the item's document, one input of react-admin's form. */
export interface CatalogueForm {
  doc: EditorRecord;
}

/** A step the user confirms in a dialog first. */
export type PendingConfirmation = StatusAction | 'forceUnlock' | 'discard';

/** The status actions confirmed first: the page's own steps on the editor core. */
export const CONFIRMED = (Object.keys(STATUS_ACTIONS) as StatusAction[]).filter(
  (action) => STATUS_ACTIONS[action].confirm,
);

/** What the page keeps beside the editor core: the refused save's fields and the conflict. */
export interface CatalogueEditorState {
  fieldErrors: ErrorObject[];
  setFieldErrors: (errors: ErrorObject[]) => void;
  conflict: { message: string; latest: EditorRecord[] } | undefined;
  setConflict: (conflict: { message: string; latest: EditorRecord[] } | undefined) => void;
  /** Which write is out: a stale save is the conflict dialog's, any other refusal is announced. */
  writing: { current: 'content' | 'status' };
  /** A delete leads to the list: the deleted version is not shown again. */
  leaving: { current: boolean };
  auditRefresh: number;
  refreshAudit: () => void;
}

/** The page's state beside the editor core, kept above it (it outlives a version's form). */
export function useCatalogueEditorState(): CatalogueEditorState {
  const [fieldErrors, setFieldErrors] = useState<ErrorObject[]>([]);
  const [conflict, setConflict] = useState<CatalogueEditorState['conflict']>(undefined);
  const [auditRefresh, setAuditRefresh] = useState(0);
  const writing = useRef<'content' | 'status'>('content');
  const leaving = useRef(false);
  return {
    fieldErrors,
    setFieldErrors,
    conflict,
    setConflict,
    writing,
    leaving,
    auditRefresh,
    refreshAudit: () => setAuditRefresh((n) => n + 1),
  };
}

/**
 * The item's document as one input of the form, for its JSON Forms form. JSON Forms fills the
 * schema's defaults into a value it is given and reports the result when it draws it: that first
 * report after a value the form gave it (a version shown, Edit, Cancel) is the value's unchanged
 * state (the form's default), not a change, and so is every report while read-only; later
 * reports while editing are the user's. JSON Forms is given
 * back its own report while the form holds the same value, so that it does not report again.
 */
function useDocInput(editing: boolean) {
  const { field } = useController<CatalogueForm, 'doc'>({ name: 'doc' });
  const { resetField } = useFormContext<CatalogueForm>();
  const reported = useRef<EditorRecord | undefined>(undefined);
  const given = useRef<unknown>(undefined);
  const firstPending = useRef(true);
  const [settled, setSettled] = useState(false);
  const value = field.value;
  const own =
    reported.current !== undefined && JSON.stringify(reported.current) === JSON.stringify(value);
  if (!own && given.current !== value) {
    given.current = value;
    firstPending.current = true;
  }
  return {
    data: own && reported.current !== undefined ? reported.current : value,
    settled: settled && !firstPending.current,
    onChange: (next: unknown) => {
      if (!isRecord(next)) return;
      reported.current = next;
      // While read-only every report is the value's unchanged state (nothing is typed then).
      if (firstPending.current || !editing) {
        firstPending.current = false;
        resetField('doc', { defaultValue: next });
        setSettled(true);
      } else field.onChange(next);
    },
  };
}

/**
 * The generated catalogue editor over the editor core (VersionedEditor: react-admin's EditBase
 * and Form), inside its form: the type's JSON Forms form as one input, Save creating a blank
 * draft or updating the shown version, the status actions by permission (the confirmed ones as
 * the core's page steps, Publish on a draft as submission then publication), a stale save
 * answered with the conflict dialog (keep mine copies the typing over the latest version), the
 * audit's refresh, Ctrl+S.
 */
/** What the catalogue editor's body gets from its page: the type, the item, and the core. */
export interface CatalogueEditorContext {
  type: string;
  id: string;
  typeName: string;
  schema: JsonSchemaObject | undefined;
  permissions: EditPermissions;
  versions: ItemVersions;
  version: CatalogueVersion;
  core: EditorCore<CatalogueForm, StatusAction, CatalogueVersion>;
  state: CatalogueEditorState;
  listPath: string;
  writes: ContentWrites;
}

export function useEditPageController({
  typeName,
  schema,
  permissions,
  versions,
  version,
  core,
  state,
  listPath,
  writes,
}: CatalogueEditorContext) {
  const { isFetching } = useEditContext();
  const form = useFormContext<CatalogueForm>();
  const doc = useDocInput(core.editing);
  const { editing, lock, dirty, busy, step } = core;
  const isNew = versions.isNew;
  const base = versionBaseOf(isNew ? undefined : version);
  const status = base?.st ?? 'draft';
  const { conflict, setConflict } = state;

  const loading = !versions.loaded || isFetching;
  const ready = schema !== undefined && !loading;
  const canWrite = isNew ? permissions.create : permissions.update;
  const editDisabled =
    !ready || status === 'purged' || lock.restricted || lock.lockedBy !== undefined || busy;
  const saveEnabled = editing && dirty && canWrite && !busy;
  const statusActions = isNew ? [] : availableStatusActions(status, permissions.can);

  const runStatus = (action: StatusAction) =>
    runStatusAction(action, { core, writes, versions, state, listPath });

  useSaveShortcut(saveEnabled && conflict === undefined && step === undefined, () => {
    void core.save();
  });

  const keepMine = async () => {
    const latest = conflict ? pickLatest(conflict.latest, base?.key) : undefined;
    setConflict(undefined);
    // The latest version becomes the one shown and the next save's base; what was typed stays.
    await versions.reload(typeof latest?.key === 'string' ? latest.key : base?.key);
  };

  const discardAndReload = async () => {
    setConflict(undefined);
    await versions.reload(base?.key);
    form.reset();
  };

  /** The core's steps as the page's dialog names them (the core's 'unlock' is 'forceUnlock'). */
  const pending: PendingConfirmation | undefined = step === 'unlock' ? 'forceUnlock' : step;

  return {
    typeName,
    /** The shown version's status ('draft' for a blank draft). */
    status,
    isNew,
    /** The form: its data (the draft while editing), whether it changed, and its reports. */
    draft: {
      data: doc.data,
      dirty,
      settled: doc.settled,
      onChange: doc.onChange,
      /** A keystroke in the form, which JSON Forms reports 300 ms later. */
      onInput: core.formInput,
    },
    fieldErrors: state.fieldErrors,
    lock,
    busy,
    editing,
    ready,
    loading,
    editDisabled,
    saveEnabled,
    statusActions,
    statusDisabled: dirty || busy || lock.lockedBy !== undefined || !ready,
    conflict,
    pending,
    auditRefresh: state.auditRefresh,
    startEditing: () => void core.start(),
    save: () => {
      if (saveEnabled) void core.save();
    },
    close: core.cancel,
    requestStatus: (action: StatusAction) => {
      if (STATUS_ACTIONS[action].confirm) core.ask(action);
      else void runStatus(action);
    },
    requestForceUnlock: () => core.ask('unlock'),
    cancelPending: () => core.ask(undefined),
    confirm: () => void core.confirm(),
    keepMine: () => void keepMine(),
    discardAndReload: () => void discardAndReload(),
    closeConflict: () => setConflict(undefined),
    selectVersion: versions.pick,
  };
}

export type EditPageController = ReturnType<typeof useEditPageController>;

/**
 * A status action on the shown version through the editor core's `change`: its steps through
 * the writes (Publish on a draft: submission, then publication, a submission written before a
 * refused publication shown), announced, a delete leading to the list.
 */
export async function runStatusAction(
  action: StatusAction,
  {
    core,
    writes,
    versions,
    state,
    listPath,
  }: {
    core: EditorCore<CatalogueForm, StatusAction, CatalogueVersion>;
    writes: ContentWrites;
    versions: ItemVersions;
    state: CatalogueEditorState;
    listPath: string;
  },
): Promise<void> {
  const base = versionBaseOf(versions.isNew ? undefined : core.version);
  if (!base) return;
  const { outcome } = STATUS_ACTIONS[action];
  state.leaving.current = outcome === 'deleted';
  state.writing.current = 'status';
  try {
    const written = await core.change(
      async () =>
        (await writes.changeStatus(action, base, (partial) => {
          if (typeof partial.key === 'string') void versions.reload(partial.key);
          state.refreshAudit();
        })) as CatalogueVersion,
      {
        notice: `console.resources.messages.${outcome}`,
        failure:
          outcome === 'deleted'
            ? 'console.editor.errors.deleteFailed'
            : 'console.editor.errors.updateFailed',
        ...(outcome === 'deleted' ? { leadsTo: listPath } : {}),
      },
    );
    if (written === undefined) state.leaving.current = false;
  } finally {
    state.writing.current = 'content';
  }
}

/** Reads a refused save for the page: a stale one opens the conflict dialog, others go under their fields. */
export function refusalReader(state: CatalogueEditorState, fallback: string) {
  const isConflict = (error: unknown) =>
    state.writing.current === 'content' && readFailure(error, '').status === 409;
  return {
    isConflict,
    onRefused: (error: unknown) => {
      const read = readFailure(error, '');
      if (isConflict(error))
        state.setConflict({ message: read.message || fallback, latest: latestIn(read.data) });
      else state.setFieldErrors(fieldErrorsOf(read));
    },
  };
}

/** The notifier of refusals: a stale save says so in its dialog, not in a notification. */
export function useRefusalNotifier(isConflict: (error: unknown) => boolean) {
  const notifyError = useErrorNotifier();
  return (error: unknown, fallbackKey: string) => {
    if (!isConflict(error)) notifyError(error, fallbackKey);
  };
}
