import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

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
    <Dialog open onClose={onClose} aria-labelledby="conflict-dialog-title">
      <DialogTitle id="conflict-dialog-title">
        {translate('console.editor.conflict.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {translate('console.editor.conflict.hint')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} disabled={busy} color="error">
          {translate('console.editor.conflict.discard')}
        </Button>
        <Button onClick={onKeepMine} disabled={busy} variant="contained" autoFocus>
          {translate('console.editor.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
