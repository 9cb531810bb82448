import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'react-admin';
import { validateProductName } from '../../domain/validation/productName';
import type { Product } from '../../dataProvider/types';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCreateProduct } from './useCreateProduct';

export interface NewProductDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (product: Product) => void;
}

/**
 * The 'New Product' dialog (spec section 2): a required 'Product Name', Save and Cancel. Success
 * says 'Product created sucessfully!'; failure shows the server's message, else 'Create
 * operation failed!', and keeps the dialog open.
 */
export function NewProductDialog({ open, onClose, onCreated }: NewProductDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { createProduct, isPending } = useCreateProduct();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const check = validateProductName(name);
  const showError = touched && !check.ok;

  const close = () => {
    setName('');
    setTouched(false);
    onClose();
  };

  const save = async () => {
    setTouched(true);
    if (!check.ok) return;
    try {
      const product = await createProduct(check.name);
      notify('console.product.created', { type: 'success' });
      onCreated?.(product);
      close();
    } catch (error) {
      notifyError(error, 'console.product.createFailed');
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="new-product-title" fullWidth maxWidth="xs">
      <DialogTitle id="new-product-title">{translate('console.product.dialogTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          margin="dense"
          label={translate('console.product.nameLabel')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
          error={showError}
          helperText={showError ? translate('console.product.nameRequired') : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('console.product.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={isPending}>
          {translate('console.product.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
