import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Breakpoint } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import type { Action } from '../../domain/permissions/actions';
import type { PageResource } from '../../domain/permissions/pages';

/** The scope the OK button needs: an action on a named page resource (section 6). */
export interface DialogScope {
  action: Action;
  resource: PageResource;
}

/** One tab of a {@link ConsoleDialog}. */
export interface DialogTab {
  value: string;
  label: ReactNode;
}

/** Props of {@link ConsoleDialog}. */
export interface ConsoleDialogProps {
  open: boolean;
  /** The title bar's text (also the dialog's accessible name). */
  title: ReactNode;
  /** The close button (and Cancel when shown). Escape never calls it. */
  onClose: () => void;
  /** The OK button; without it (and without `onSubmit`) the dialog has no OK button. */
  onOk?: () => void;
  /**
   * Makes the dialog a form: its content and buttons are one form, OK submits it and Enter in a
   * field does too; never called while OK is disabled or busy.
   */
  onSubmit?: () => void;
  /** The OK button's text; `console.common.ok` by default. */
  okLabel?: ReactNode;
  okColor?: 'primary' | 'warning' | 'error';
  /** Disables OK for a reason of the caller's (an empty field). */
  okDisabled?: boolean;
  /** OK stays disabled unless the user holds this scope. */
  scope?: DialogScope;
  /** Shows a Cancel button beside OK with this text (the close button is always there). */
  cancelLabel?: ReactNode;
  /** Something is being done: OK shows progress, both buttons wait. */
  busy?: boolean;
  /** Optional tabs under the title bar; the caller renders the chosen tab's content. */
  tabs?: readonly DialogTab[];
  tab?: string;
  onTabChange?: (value: string) => void;
  /** Additional actions, left of Cancel and OK. */
  actions?: ReactNode;
  maxWidth?: Breakpoint;
  children?: ReactNode;
}

/**
 * The console's shared dialog (spec section 2): a title bar with a close button, optional tabs,
 * additional actions and an OK button that stays disabled unless the user holds the needed scope
 * on the named resource. Escape cannot close it (nor a click beside it): the user answers with a
 * button. Every confirmation of the console goes through it (see `ConfirmDialog`).
 */
export function ConsoleDialog(props: ConsoleDialogProps) {
  return props.scope ? <ScopedDialog {...props} scope={props.scope} /> : <DialogFrame {...props} />;
}

function ScopedDialog(props: ConsoleDialogProps & { scope: DialogScope }) {
  const allowed = usePermission(props.scope.action, props.scope.resource);
  return <DialogFrame {...props} okDisabled={props.okDisabled === true || !allowed} />;
}

function DialogFrame({
  open,
  title,
  onClose,
  onOk,
  onSubmit,
  okLabel,
  okColor = 'primary',
  okDisabled = false,
  cancelLabel,
  busy = false,
  tabs,
  tab,
  onTabChange,
  actions,
  maxWidth = 'sm',
  children,
}: ConsoleDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // Neither Escape nor a click on the backdrop closes it.
      onClose={() => undefined}
      disableEscapeKeyDown
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      // react-admin lists select a row on a click that bubbles out of a portal.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}
        component="div"
      >
        <Box component="h2" sx={{ flex: 1, m: 0, font: 'inherit' }}>
          {title}
        </Box>
        <IconButton
          aria-label={translate('console.common.close')}
          onClick={onClose}
          disabled={busy}
          size="small"
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      {tabs && tabs.length > 0 && (
        <Tabs
          value={tab ?? tabs[0]?.value}
          onChange={(_, value: string) => onTabChange?.(value)}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} />
          ))}
        </Tabs>
      )}
      <FormFrame
        onSubmit={
          onSubmit
            ? (event) => {
                event.preventDefault();
                if (okDisabled || busy) return;
                onSubmit();
              }
            : undefined
        }
      >
        <DialogContent>{children}</DialogContent>
        {(onOk || onSubmit || actions || cancelLabel) && (
          <DialogActions>
            {actions && <Box sx={{ flex: 1, display: 'flex', gap: 1 }}>{actions}</Box>}
            {cancelLabel && (
              <Button onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
            )}
            {(onOk || onSubmit) && (
              <Button
                type={onSubmit ? 'submit' : 'button'}
                onClick={onSubmit ? undefined : onOk}
                variant="contained"
                color={okColor}
                disabled={okDisabled || busy}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                autoFocus={!onSubmit}
              >
                {okLabel ?? translate('console.common.ok')}
              </Button>
            )}
          </DialogActions>
        )}
      </FormFrame>
    </Dialog>
  );
}

/** The dialog's content and buttons as one form when it submits, else as they are. */
function FormFrame({
  onSubmit,
  children,
}: {
  onSubmit: ((event: FormEvent) => void) | undefined;
  children: ReactNode;
}) {
  if (!onSubmit) return <>{children}</>;
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}
