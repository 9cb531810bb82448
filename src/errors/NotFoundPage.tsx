import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useProduct } from '../../kit/product/useProduct';
import { withProduct } from '../layout/productPath';
import { DASHBOARD_PATH } from '../routes/routeAccess';
import { MessagePage } from './MessagePage';

/** The 404 page (`/pages/errors/error-404`): what happened, and the way back to the dashboard. */
export function NotFoundPage() {
  const translate = useTranslate();
  const { product } = useProduct();
  return (
    <MessagePage
      mark={
        <Typography variant="h1" component="p" sx={{ fontWeight: 700 }}>
          404
        </Typography>
      }
      title={translate('console.errors.notFound.title')}
      message={translate('console.errors.notFound.message')}
    >
      <Button variant="contained" component={LinkBase} to={withProduct(DASHBOARD_PATH, product)}>
        {translate('console.errors.notFound.backToDashboard')}
      </Button>
    </MessagePage>
  );
}
