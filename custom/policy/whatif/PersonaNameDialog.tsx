import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PERSONA_NAME_MAX_LENGTH } from '../../../domain/policy/persona';
import { FormDialog } from '../../../kit/dialog/FormDialog';

/** Props of {@link PersonaNameDialog}. */
export interface PersonaNameDialogProps {
  title: string;
  /** The name the field starts with (a rename starts with the current one). */
  initialName: string;
  busy: boolean;
  /** A server problem with the name, shown under the field. */
  serverError?: string | undefined;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/**
 * Asks for a persona's name (save and rename) in kit's FormDialog: Enter saves, a blank name is
 * refused under the field. Mount it when needed: it starts from `initialName` each time.
 */
export function PersonaNameDialog({
  title,
  initialName,
  busy,
  serverError,
  onClose,
  onSubmit,
}: PersonaNameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  const error = touched && blank ? translate('console.whatIf.persona.nameRequired') : serverError;
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (!blank) onSubmit(name.trim());
      }}
      submitLabel={translate('ra.action.save')}
      cancelLabel={translate('ra.action.cancel')}
      busy={busy}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        required
        label={translate('console.whatIf.persona.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setTouched(true);
        }}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: PERSONA_NAME_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
