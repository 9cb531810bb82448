import type { ReactNode } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from 'react-admin';
import { ConsoleDialog } from './ConsoleDialog';
import type { DialogScope } from './ConsoleDialog';

/** Props of {@link ConfirmDialog}: react-admin's `Confirm` props, plus the scope OK needs. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** A message key (translated with `titleTranslateOptions`) or a node. */
  title: ReactNode;
  /** A message key (translated with `contentTranslateOptions`) or a node. */
  content: ReactNode;
  /** The OK button's message key; 'ra.action.confirm' by default. */
  confirm?: string;
  /** The Cancel button's message key; 'ra.action.cancel' by default. */
  cancel?: string;
  confirmColor?: 'primary' | 'warning' | 'error';
  loading?: boolean;
  /** OK stays disabled unless the user holds this scope. */
  scope?: DialogScope;
  translateOptions?: Record<string, unknown>;
  titleTranslateOptions?: Record<string, unknown>;
  contentTranslateOptions?: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation (delete, archive, restore, leave with unsaved edits ...) in the shared dialog:
 * the same props as react-admin's `Confirm`, so a screen swaps one for the other, but Escape does
 * not answer it and OK can require a scope.
 */
export function ConfirmDialog({
  isOpen,
  title,
  content,
  confirm = 'ra.action.confirm',
  cancel = 'ra.action.cancel',
  confirmColor = 'primary',
  loading = false,
  scope,
  translateOptions = {},
  titleTranslateOptions = translateOptions,
  contentTranslateOptions = translateOptions,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <ConsoleDialog
      open={isOpen}
      title={
        typeof title === 'string' ? translate(title, { _: title, ...titleTranslateOptions }) : title
      }
      onClose={onClose}
      onOk={onConfirm}
      okLabel={translate(confirm, { _: confirm })}
      okColor={confirmColor}
      cancelLabel={translate(cancel, { _: cancel })}
      busy={loading}
      maxWidth="xs"
      {...(scope ? { scope } : {})}
    >
      {typeof content === 'string' ? (
        <DialogContentText>
          {translate(content, { _: content, ...contentTranslateOptions })}
        </DialogContentText>
      ) : (
        content
      )}
    </ConsoleDialog>
  );
}
