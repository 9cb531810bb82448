import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../../kit/dialog/FormDialog';

/** Props of {@link SaveFilterDialog}. */
export interface SaveFilterDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the trimmed name; the dialog closes when it resolves. */
  onSave: (name: string) => Promise<void>;
}

/** Asks for a name under which to save the current filters. */
export function SaveFilterDialog({ open, onClose, onSave }: SaveFilterDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();

  const submit = () => {
    setSaving(true);
    onSave(trimmed)
      .then(() => {
        setName('');
        onClose();
      })
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <FormDialog
      open={open}
      title={translate('console.lists.savedFilters.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={translate('console.common.save')}
      cancelLabel={translate('console.common.cancel')}
      submitDisabled={trimmed === ''}
      busy={saving}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate('console.lists.savedFilters.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
