import { Button, Typography } from '@mui/material';
import { LinkBase, useLocation, useNavigate, useTranslate } from 'react-admin';
import { useProduct } from '../../kit/product/useProduct';
import { withProduct } from '../layout/productPath';
import { DASHBOARD_PATH } from '../routes/routeAccess';
import { MessagePage } from './MessagePage';

/** The 500 page (`/pages/errors/error-500`): something failed on the console's side; back, or to the dashboard. */
export function ServerErrorPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { product } = useProduct();
  // The router's first entry has the key 'default': nothing in this app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <MessagePage
      mark={
        <Typography variant="h1" component="p" sx={{ fontWeight: 700 }}>
          500
        </Typography>
      }
      title={translate('console.errors.serverError.title')}
      message={translate('console.errors.serverError.message')}
    >
      {canGoBack && (
        <Button variant="outlined" onClick={() => void navigate(-1)}>
          {translate('console.errors.serverError.back')}
        </Button>
      )}
      <Button variant="contained" component={LinkBase} to={withProduct(DASHBOARD_PATH, product)}>
        {translate('console.errors.serverError.backToDashboard')}
      </Button>
    </MessagePage>
  );
}
