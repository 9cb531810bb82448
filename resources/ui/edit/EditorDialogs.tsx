import { ConfirmDialog } from '../../../kit/dialog/ConfirmDialog';
import { ConflictDialog } from './ConflictDialog';
import type { EditPageController } from './useEditPageController';

const DANGEROUS = new Set(['delete', 'purge', 'archive', 'forceUnlock', 'discard']);

/** The edit page's dialogs: confirmation of destructive steps and the save conflict. Escape closes each. */
export function EditorDialogs({ controller }: { controller: EditPageController }) {
  const { pending, conflict, typeName, lock, busy } = controller;
  return (
    <>
      <ConfirmDialog
        isOpen={pending !== undefined}
        loading={busy}
        title={`console.editor.confirm.${pending ?? 'discard'}.title`}
        content={`console.editor.confirm.${pending ?? 'discard'}.content`}
        translateOptions={{ type: typeName, name: lock.lockedBy ?? '' }}
        confirmColor={pending !== undefined && DANGEROUS.has(pending) ? 'warning' : 'primary'}
        onConfirm={controller.confirm}
        onClose={controller.cancelPending}
      />
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          busy={busy}
          onKeepMine={controller.keepMine}
          onDiscard={controller.discardAndReload}
          onClose={controller.closeConflict}
        />
      )}
    </>
  );
}
