import { Suspense, lazy, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { isProductAdmin } from '../../domain/permissions/productAdmin';
import { useIdentity } from '../../authProvider/useIdentity';
import { useProduct } from '../../kit/product/useProduct';
import { useProductNames } from './useProductNames';

// The dialog's form loads when it is first opened.
const NewProductDialog = lazy(() =>
  import('./NewProductDialog').then((module) => ({ default: module.NewProductDialog })),
);

/**
 * The toolbar's product widget (spec section 2): shows the product the console works in and
 * lists the user's other products to switch to; users whose product claim holds an admin-like
 * value also get 'Create new product'. Renders nothing when the user has no product.
 */
export function ProductMenu() {
  const translate = useTranslate();
  const identity = useIdentity();
  const { product, products, setProduct } = useProduct();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from its first opening on, so that it also animates when it closes.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [namesVersion, setNamesVersion] = useState(0);
  const names = useProductNames(namesVersion);
  const canCreate = isProductAdmin(identity?.products);

  if (product === undefined && products.length === 0) return null;
  const label = (id: string) => names.get(id) ?? id;
  const others = products.filter((id) => id !== product);
  const close = () => setAnchor(null);

  const items = others.map((id) => (
    <MenuItem
      key={id}
      onClick={() => {
        close();
        setProduct(id);
      }}
    >
      {label(id)}
    </MenuItem>
  ));
  if (canCreate) {
    if (others.length > 0) items.push(<Divider key="divider" />);
    items.push(
      <MenuItem
        key="create"
        onClick={() => {
          close();
          setDialogUsed(true);
          setDialogOpen(true);
        }}
      >
        <ListItemIcon>
          <AddIcon fontSize="small" />
        </ListItemIcon>
        {translate('console.product.createNew')}
      </MenuItem>,
    );
  }

  const shown = product === undefined ? translate('console.product.menuLabel') : label(product);
  return (
    <>
      <Button
        color="inherit"
        // The name starts with the product shown, so that saying what is seen finds the button.
        aria-label={translate('console.product.switchFrom', { name: shown })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        endIcon={items.length > 0 ? <ArrowDropDownIcon /> : undefined}
        disabled={items.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {shown}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items}
      </Menu>
      {dialogUsed && (
        <Suspense fallback={null}>
          <NewProductDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            onCreated={() => setNamesVersion((v) => v + 1)}
          />
        </Suspense>
      )}
    </>
  );
}
