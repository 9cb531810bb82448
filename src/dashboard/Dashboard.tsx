import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { CountCards } from './CountCards';
import { RecentlyUpdated } from './RecentlyUpdated';

/**
 * The dashboard (`/apps/:product?/dashboards/project`): counts of Channels, Movies,
 * TV Series, TV Seasons and TV Episodes, each leading to its list, and the most recently
 * updated VOD items (shown to users who may view the datastore).
 */
export function Dashboard() {
  const translate = useTranslate();
  const canViewVod = usePermission('view', 'cp_datastore');
  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      <Typography variant="h5" component="h1">
        {translate('console.dashboard.title')}
      </Typography>
      <CountCards />
      {canViewVod && <RecentlyUpdated enabled={canViewVod} />}
    </Stack>
  );
}
