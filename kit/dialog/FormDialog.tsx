import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  /** The dialog's title (also its accessible name). */
  title: ReactNode;
  /** Cancel, Escape and a click outside: the caller decides what closing discards. */
  onClose: () => void;
  /** Enter in a field or the submit button; never called while `busy` or `submitDisabled`. */
  onSubmit: () => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  submitDisabled?: boolean;
  /** A save is under way: the submit button shows progress and further submits are ignored. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The console's small form dialog (a title, fields, Cancel and a primary action), shared by every
 * screen that asks for a name or a few values: one form, so Enter submits from any field, the
 * title names the dialog for screen readers, and a running save cannot be sent twice.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  busy = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || submitDisabled) return;
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitDisabled || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
