import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { schedulePageOf } from '../../domain/schedule/schedulePaths';
import { pickLocalizedName } from '../../kit/names/localizedName';

interface VirtualChannel {
  id: string;
  cn?: number;
  lon?: { lang?: string; n?: string }[];
}

/**
 * The product's virtual channels on the EPG page, for who may see their schedules (view on
 * cp_vll): each opens its schedule's Guide view (the published guide as apps read it, with the
 * XMLTV) or its draft schedule.
 */
export function VirtualChannelsSection({ product }: { product: string | undefined }) {
  const canView = usePermission('view', 'cp_vll');
  if (!canView) return null;
  return <VirtualChannelList product={product} />;
}

function VirtualChannelList({ product }: { product: string | undefined }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending, error } = useGetList<VirtualChannel>('virtuallivechannel', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'cn', order: 'ASC' },
  });
  const channels = data ?? [];
  return (
    <Box component="section" aria-labelledby="epg-virtual-title" sx={{ mt: 3 }}>
      <Typography id="epg-virtual-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('console.epg.virtual.title')}
      </Typography>
      {error ? (
        <Typography variant="body2">{translate('console.epg.virtual.failed')}</Typography>
      ) : !isPending && channels.length === 0 ? (
        <Typography variant="body2">{translate('console.epg.virtual.empty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="epg-virtual-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.epg.columns.number')}</TableCell>
              <TableCell>{translate('console.epg.columns.channel')}</TableCell>
              <TableCell>{translate('console.epg.virtual.open')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {channels.map((channel) => {
              const name = pickLocalizedName(channel.lon, locale) ?? channel.id;
              return (
                <TableRow key={channel.id} data-channel={channel.id}>
                  <TableCell>{channel.cn ?? ''}</TableCell>
                  <TableCell data-user-content>{name}</TableCell>
                  <TableCell sx={{ display: 'flex', gap: 2 }}>
                    <Link
                      component={RouterLink}
                      to={schedulePageOf(product, 'published', channel.id, 'guide')}
                      aria-label={`${translate('console.epg.virtual.guide')}: ${name}`}
                    >
                      {translate('console.epg.virtual.guide')}
                    </Link>
                    <Link
                      component={RouterLink}
                      to={schedulePageOf(product, 'draft', channel.id)}
                      aria-label={`${translate('console.epg.virtual.schedule')}: ${name}`}
                    >
                      {translate('console.epg.virtual.schedule')}
                    </Link>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
