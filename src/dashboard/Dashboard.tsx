import { Stack, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { loadPageMessages } from '../i18n/i18nProvider';
import { CountCards } from './CountCards';
import { RecentlyUpdated } from './RecentlyUpdated';

/** The storefront roles' part, loaded only for them, with the pages' messages it uses. */
const StorefrontDashboard = lazy(() =>
  Promise.all([import('../../custom/storefront/StorefrontDashboard'), loadPageMessages()]).then(
    ([m]) => ({ default: m.StorefrontDashboard }),
  ),
);

/**
 * The dashboard (`/apps/:product?/dashboards/project`): counts of Channels, Movies,
 * TV Series, TV Seasons and TV Episodes, each leading to its list, and the most recently
 * updated VOD items (shown to users who may view the datastore). The storefront roles (who may
 * view storefronts but not the datastore) get their storefront work instead.
 */
export function Dashboard() {
  const translate = useTranslate();
  const canViewVod = usePermission('view', 'cp_datastore');
  const storefrontRole = usePermission('view', 'cp_storefront') && !canViewVod;
  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      <Typography variant="h5" component="h1">
        {translate('console.dashboard.title')}
      </Typography>
      <CountCards />
      {canViewVod && <RecentlyUpdated enabled={canViewVod} />}
      {storefrontRole && (
        <Suspense fallback={null}>
          <StorefrontDashboard />
        </Suspense>
      )}
    </Stack>
  );
}
