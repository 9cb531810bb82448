import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from 'react-admin';
import { ConsoleDialog } from '../../../kit/dialog/ConsoleDialog';

export interface ConflictDialogProps {
  /** The server's message. */
  message: string;
  busy: boolean;
  /** Copy the user's edits over the latest version (they stay in the form, unsaved). */
  onKeepMine: () => void;
  /** Drop the edits and show the latest version. */
  onDiscard: () => void;
  onClose: () => void;
}

/** A save refused because someone changed the item meanwhile (409): the user decides, nothing is lost silently. */
export function ConflictDialog({
  message,
  busy,
  onKeepMine,
  onDiscard,
  onClose,
}: ConflictDialogProps) {
  const translate = useTranslate();
  return (
    <ConsoleDialog
      open
      title={translate('console.editor.conflict.title')}
      onClose={onClose}
      onOk={onKeepMine}
      okLabel={translate('console.editor.conflict.keepMine')}
      busy={busy}
      actions={
        <Button onClick={onDiscard} disabled={busy} color="error">
          {translate('console.editor.conflict.discard')}
        </Button>
      }
    >
      <DialogContentText>{message}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>
        {translate('console.editor.conflict.hint')}
      </DialogContentText>
    </ConsoleDialog>
  );
}
