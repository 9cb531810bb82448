import { useCallback, useRef, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { useIdentity } from '../../../authProvider/useIdentity';
import type { ContentStatus } from '../../../domain/statuses';
import type { ConsoleArea } from '../../../kit/areas';
import { useResourcePaths } from '../shared/useResourcePaths';
import { useResourceType } from '../shared/useResourceType';
import { typeSchemaOf } from './typeSchema';
import { versionBaseOf } from './blankDraft';
import type { EditorRecord } from './blankDraft';
import { pickLatest } from './conflict';
import type { StatusAction } from './statusActions';
import { availableStatusActions, STATUS_ACTIONS } from './statusActions';
import { useContentActions } from './useContentActions';
import { useContentLock } from '../../../kit/locks/useContentLock';
import { useEditSession } from '../../../kit/editor/useEditSession';
import { useEditorRecord } from './useEditorRecord';
import { useEditPermissions } from './useEditPermissions';
import { useFormDraft } from './useFormDraft';
import { useSaveShortcut } from './useSaveShortcut';

/** A step the user confirms in a dialog first. */
export type PendingConfirmation = StatusAction | 'forceUnlock' | 'discard';

/**
 * The edit page's state and rules: the version shown, the form's working copy, edit mode with
 * its content lock, writes with their permissions, the conflict and confirmation dialogs.
 */
export function useEditPageController(
  area: ConsoleArea,
  type: string,
  id: string,
  wanted: ContentStatus | undefined,
) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const identity = useIdentity();
  const paths = useResourcePaths(area, type);
  const { definition, error: typeError } = useResourceType(type);
  const schema = typeSchemaOf(definition);
  const permissions = useEditPermissions(definition?.list.resource);
  const typeName = translate(`resources.${type}.name`, { smart_count: 1, _: type });

  const record = useEditorRecord(type, id, wanted);
  const draft = useFormDraft(record.record, record.revision);
  const lock = useContentLock(type, id, identity?.uid);
  const actions = useContentActions(type, id, schema, typeName);
  // Edit takes the lock, Cancel asks before discarding, stopping releases it (kit's session).
  const session = useEditSession<PendingConfirmation>(lock, {
    onStop: () => actions.clearFieldErrors(),
  });
  const { editing, step: pending, ask: setPending, stop: stopEditing } = session;
  const [conflict, setConflict] = useState<{ message: string; latest: EditorRecord[] } | undefined>(
    undefined,
  );
  const [auditRefresh, setAuditRefresh] = useState(0);

  const base = versionBaseOf(record.record);
  const status = base?.st ?? 'draft';

  const ready = schema !== undefined && record.record !== undefined && !record.loading;
  const canWrite = record.isNew ? permissions.create : permissions.update;
  const editDisabled =
    !ready || status === 'purged' || lock.restricted || lock.lockedBy !== undefined || actions.busy;
  const saveEnabled = editing && draft.dirty && canWrite && !actions.busy;
  const statusActions = record.isNew ? [] : availableStatusActions(status, permissions.can);

  const afterWrite = useCallback(
    async (doc: EditorRecord) => {
      setAuditRefresh((n) => n + 1);
      await stopEditing();
      await record.reload(typeof doc.key === 'string' ? doc.key : undefined);
    },
    [stopEditing, record],
  );

  const saving = useRef(false);
  const save = useCallback(async () => {
    // One save at a time: a second click while the form settles does not write twice.
    if (!saveEnabled || saving.current) return;
    saving.current = true;
    try {
      const data = await draft.settledData();
      if (data === undefined) return;
      const outcome = record.isNew
        ? await actions.create({ ...data, id })
        : base
          ? await actions.save(data, base)
          : undefined;
      if (outcome?.kind === 'written') await afterWrite(outcome.doc);
      else if (outcome?.kind === 'conflict')
        setConflict({ message: outcome.message, latest: outcome.latest });
    } finally {
      saving.current = false;
    }
  }, [saveEnabled, draft, record.isNew, actions, id, base, afterWrite]);
  useSaveShortcut(
    saveEnabled && conflict === undefined && pending === undefined,
    () => void save(),
  );

  const close = () => session.cancel(draft.dirty);

  const runStatus = useCallback(
    async (action: StatusAction) => {
      if (!base) return;
      const outcome = await actions.changeStatus(action, base);
      if (outcome.kind !== 'written') return;
      if (STATUS_ACTIONS[action].outcome === 'deleted') {
        await stopEditing();
        navigate(paths.list);
      } else {
        await afterWrite(outcome.doc);
      }
    },
    [base, actions, stopEditing, navigate, paths.list, afterWrite],
  );

  const requestStatus = useCallback(
    (action: StatusAction) => {
      if (STATUS_ACTIONS[action].confirm) setPending(action);
      else void runStatus(action);
    },
    [runStatus, setPending],
  );

  const confirm = async () => {
    const step = pending;
    setPending(undefined);
    if (step === 'discard') {
      draft.discard();
      await stopEditing();
    } else if (step === 'forceUnlock') {
      await lock.forceUnlock();
    } else if (step !== undefined) {
      await runStatus(step);
    }
  };

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
    draft,
    lock,
    actions,
    editing,
    ready,
    editDisabled,
    saveEnabled,
    statusActions,
    statusDisabled: draft.dirty || actions.busy || lock.lockedBy !== undefined || !ready,
    conflict,
    pending,
    auditRefresh,
    startEditing: () => void session.start(),
    save: () => void save(),
    close,
    requestStatus,
    requestForceUnlock: () => setPending('forceUnlock'),
    cancelPending: () => setPending(undefined),
    confirm: () => void confirm(),
    keepMine: () => void keepMine(),
    discardAndReload: () => void discardAndReload(),
    closeConflict: () => setConflict(undefined),
    selectVersion: (key: string) => void record.selectVersion(key),
  };
}

export type EditPageController = ReturnType<typeof useEditPageController>;
