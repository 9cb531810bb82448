import { Box, Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useProduct } from '../../kit/product/useProduct';
import { withProduct } from '../layout/productPath';

/** Where 'back to the dashboard' leads (spec section 2). */
const DASHBOARD_URL = '/apps/dashboards/project';

/** The 404 page (`/pages/errors/error-404`): what happened, and the way back to the dashboard. */
export function NotFoundPage() {
  const translate = useTranslate();
  const { product } = useProduct();
  return (
    <Box
      component="section"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: 10,
        px: 2,
      }}
    >
      <Typography variant="h1" component="p" sx={{ fontWeight: 700 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {translate('console.errors.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{translate('console.errors.notFound.message')}</Typography>
      <Button variant="contained" component={LinkBase} to={withProduct(DASHBOARD_URL, product)}>
        {translate('console.errors.notFound.backToDashboard')}
      </Button>
    </Box>
  );
}
