import { Button } from '@mui/material';
import { LinkBase, useLocation, useNavigate } from 'react-admin';
import { useProduct } from '../../kit/product/useProduct';
import { withProduct } from '../layout/productPath';
import { DASHBOARD_PATH } from '../routes/routeAccess';

/**
 * The ways on from a message page: back to the previous page when there is one (and the page
 * offers it), and to the dashboard of the current product.
 */
export function WaysBack({ back, dashboard }: { back?: string; dashboard: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { product } = useProduct();
  // The router's first entry has the key 'default': nothing in this app to go back to.
  const canGoBack = back !== undefined && location.key !== 'default';
  return (
    <>
      {canGoBack && (
        <Button variant="outlined" onClick={() => void navigate(-1)}>
          {back}
        </Button>
      )}
      <Button variant="contained" component={LinkBase} to={withProduct(DASHBOARD_PATH, product)}>
        {dashboard}
      </Button>
    </>
  );
}
