import { useEffect } from 'react';
import {
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { StatusChip } from '../../kit/status/StatusChip';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { withProduct } from '../layout/productPath';
import { useProduct } from '../../kit/product/useProduct';
import { usePreferences } from '../../kit/preferences/usePreferences';
import { useRecentlyUpdated } from './useRecentlyUpdated';

/**
 * The dashboard's 'recently updated' list: the newest changes to movies, TV series and TV
 * episodes, each opening its editor; skeleton rows while loading and a short text when
 * nothing was updated yet.
 */
export function RecentlyUpdated({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notifyError = useErrorNotifier();
  const { product } = useProduct();
  const { language } = usePreferences();
  const displayDate = useDisplayDate();
  const { records, isPending, error } = useRecentlyUpdated(enabled);

  useEffect(() => {
    if (error !== undefined) notifyError(error, 'console.common.errors.retrieveDataFailed');
  }, [error, notifyError]);

  return (
    <Card variant="outlined" component="section" aria-labelledby="recently-updated-title">
      <CardHeader
        title={translate('console.dashboard.recent.title')}
        slotProps={{ title: { id: 'recently-updated-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <List aria-busy="true">
            {[0, 1, 2, 3, 4].map((row) => (
              <ListItem key={row} disableGutters>
                <Skeleton variant="rectangular" height={40} sx={{ width: '100%' }} />
              </ListItem>
            ))}
          </List>
        ) : records.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate('console.dashboard.recent.empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {records.map((record) => (
              <ListItem key={`${record.cty}/${record.id}`} disablePadding>
                <ListItemButton
                  onClick={() =>
                    void navigate(withProduct(`/apps/vod/${record.cty}/${record.id}`, product))
                  }
                >
                  <ListItemText
                    primary={pickLocalizedName(record.lon, language) ?? record.id}
                    secondary={translate('console.dashboard.recent.updated', {
                      type: translate(`console.dashboard.types.${record.cty}`, { _: record.cty }),
                      date: displayDate(record.ut),
                    })}
                  />
                  <Stack direction="row" sx={{ ml: 2 }}>
                    <StatusChip status={record.st} area="vod" />
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
