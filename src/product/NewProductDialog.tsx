import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'react-admin';
import { validateProductName } from '../../domain/validation/productName';
import type { Product } from '../../dataProvider/types';
import { FormDialog } from '../../kit/dialog/FormDialog';
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
    <FormDialog
      open={open}
      title={translate('console.product.dialogTitle')}
      onClose={close}
      onSubmit={() => void save()}
      submitLabel={translate('console.product.save')}
      cancelLabel={translate('console.product.cancel')}
      busy={isPending}
    >
      <TextField
        autoFocus
        fullWidth
        required
        margin="dense"
        label={translate('console.product.nameLabel')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={showError}
        helperText={showError ? translate('console.product.nameRequired') : ' '}
      />
    </FormDialog>
  );
}
