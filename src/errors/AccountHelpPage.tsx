import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { Button } from '@mui/material';
import { LinkBase, useLogout, useTranslate } from 'react-admin';
import { useProduct } from '../../kit/product/useProduct';
import { withProduct } from '../layout/productPath';
import { DASHBOARD_PATH } from '../routes/routeAccess';
import { MessagePage } from './MessagePage';

/** The account pages a console template offers and this console leaves to the sign-in service. */
export type AccountHelpKind =
  'register' | 'forgotPassword' | 'resetPassword' | 'mailConfirm' | 'lock';

/**
 * The template's account routes (register, forgot/reset password, mail confirmation, lock screen;
 * spec section 2's leftovers): accounts, passwords and e-mail addresses belong to the sign-in
 * service, so each page says so and where to turn, with the way back to the dashboard; the lock
 * screen offers to sign out, the console's way to leave a session safe.
 */
export function AccountHelpPage({ kind }: { kind: AccountHelpKind }) {
  const translate = useTranslate();
  const logout = useLogout();
  const { product } = useProduct();
  const Icon = kind === 'lock' ? LockOutlinedIcon : ManageAccountsOutlinedIcon;
  return (
    <MessagePage
      mark={<Icon sx={{ fontSize: 64 }} />}
      title={translate(`console.errors.account.${kind}.title`)}
      message={translate(`console.errors.account.${kind}.message`)}
    >
      {kind === 'lock' && (
        <Button variant="outlined" onClick={() => void logout()}>
          {translate('console.errors.account.lock.signOut')}
        </Button>
      )}
      <Button variant="contained" component={LinkBase} to={withProduct(DASHBOARD_PATH, product)}>
        {translate('console.errors.account.backToDashboard')}
      </Button>
    </MessagePage>
  );
}
