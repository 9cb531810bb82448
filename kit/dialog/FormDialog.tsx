import type { ReactNode } from 'react';
import { ConsoleDialog } from './ConsoleDialog';
import type { DialogScope } from './ConsoleDialog';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  /** The dialog's title (also its accessible name). */
  title: ReactNode;
  /** Cancel and the title bar's close button: the caller decides what closing discards. */
  onClose: () => void;
  /** Enter in a field or the submit button; never called while `busy` or `submitDisabled`. */
  onSubmit: () => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  submitDisabled?: boolean;
  /** A save is under way: the submit button shows progress and further submits are ignored. */
  busy?: boolean;
  /** The submit button stays disabled unless the user holds this scope. */
  scope?: DialogScope;
  children: ReactNode;
}

/**
 * The console's small form dialog (a title, fields, Cancel and a primary action), shared by every
 * screen that asks for a name or a few values. It is the shared dialog (`ConsoleDialog`: title bar
 * with a close button; Escape and a click beside it do not close it, so typed values are not lost
 * by a stray key) made one form, so Enter submits from any field, the title names the dialog for
 * screen readers, and a running save cannot be sent twice.
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
  scope,
  children,
}: FormDialogProps) {
  return (
    <ConsoleDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      okLabel={submitLabel}
      cancelLabel={cancelLabel}
      okDisabled={submitDisabled}
      busy={busy}
      maxWidth="xs"
      {...(scope ? { scope } : {})}
    >
      {children}
    </ConsoleDialog>
  );
}
