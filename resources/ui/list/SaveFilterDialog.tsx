import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || saving) return;
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
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="save-filter-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit}>
        <DialogTitle id="save-filter-title">
          {translate('console.lists.savedFilters.dialogTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('console.lists.savedFilters.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('console.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={trimmed === '' || saving}>
            {translate('console.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
