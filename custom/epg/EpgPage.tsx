import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { offersReprocess } from '../../domain/epg/ingestion';
import type { GuideChannel } from '../../dataProvider/vll/vllProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { FormDialog } from '../../kit/dialog/FormDialog';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { IngestionChip } from './IngestionChip';
import { LiveEventsSection } from './LiveEventsSection';
import type { LiveEventPanels } from './LiveEventsSection';
import { GuideStrip } from './GuideStrip';
import { VirtualChannelsSection } from './VirtualChannelsSection';
import { useEpgGuide } from './useEpgGuide';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The EPG page (`/apps/:product?/live/epg`, 'EPG'): every live channel of the product with its
 * guide for a UTC day, the day's latest ingestion polled while in flight, re-process (when none,
 * completed or cancelled; otherwise Processing, which can be cancelled) and the day's live events
 * (live-to-VOD and event processing, {@link LiveEventsSection}). Editing needs update on the epg page; a viewer sees the guide only.
 */
export function EpgPage({ panels }: { panels: LiveEventPanels }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const canEdit = usePermission('update', 'epg');
  const [day, setDay] = useState(todayUtc);
  const { channels, loading, error, refresh, start, cancel } = useEpgGuide(day, product);
  const [target, setTarget] = useState<GuideChannel | undefined>();
  const [station, setStation] = useState('');
  const [busy, setBusy] = useState(false);

  const openReprocess = (channel: GuideChannel) => {
    setTarget(channel);
    setStation(channel.ingestion?.station ?? `ST-${channel.cn ?? channel.channelId}`);
  };
  const submit = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await start('epg', { channelId: target.channelId, start: day, station: station.trim() });
      notify('console.epg.notify.started', {
        type: 'success',
        messageArgs: { title: target.name },
      });
      setTarget(undefined);
    } catch (failure) {
      notifyError(failure, 'console.epg.notify.failed');
    } finally {
      setBusy(false);
    }
  };
  const cancelJob = async (channel: GuideChannel) => {
    if (!channel.ingestion) return;
    try {
      await cancel('epg', channel.ingestion.id);
      notify('console.epg.notify.cancelled', {
        type: 'success',
        messageArgs: { title: channel.name },
      });
    } catch (failure) {
      notifyError(failure, 'console.epg.notify.cancelFailed');
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('console.epg.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 900 }}>
        {translate('console.epg.intro')}
      </Typography>
      {!canEdit && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.epg.readOnly')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center">
        <TextField
          type="date"
          size="small"
          label={translate('console.epg.day')}
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button onClick={() => void refresh()}>{translate('console.epg.refresh')}</Button>
      </Stack>
      {loading && <LinearProgress aria-label={translate('console.epg.title')} />}
      {error && (
        <Alert severity="error">
          {readFailure(error, translate('console.common.errors.requestFailed')).message}
        </Alert>
      )}
      {!loading && !error && channels.length === 0 && product && (
        <Alert severity="info">{translate('console.epg.empty')}</Alert>
      )}
      {channels.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.epg.columns.number')}</TableCell>
                <TableCell>{translate('console.epg.columns.channel')}</TableCell>
                <TableCell>{translate('console.epg.columns.status')}</TableCell>
                <TableCell>{translate('console.epg.columns.airings')}</TableCell>
                <TableCell sx={{ width: '40%' }}>
                  {translate('console.epg.columns.guide')}
                </TableCell>
                <TableCell>{translate('console.epg.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {channels.map((channel) => {
                const job = channel.ingestion;
                const reprocessable =
                  !job || offersReprocess(job.status) || job.status === 'failed';
                return (
                  <TableRow key={channel.channelId} data-channel={channel.channelId}>
                    <TableCell>{channel.cn ?? ''}</TableCell>
                    <TableCell>{channel.name}</TableCell>
                    <TableCell>
                      <IngestionChip job={job} />
                    </TableCell>
                    <TableCell>
                      {translate('console.epg.airingCount', {
                        smart_count: channel.airings.length,
                      })}
                    </TableCell>
                    <TableCell>
                      <GuideStrip day={day} airings={channel.airings} />
                    </TableCell>
                    <TableCell>
                      {reprocessable ? (
                        <Button
                          size="small"
                          disabled={!canEdit}
                          onClick={() => openReprocess(channel)}
                          aria-label={`${translate('console.epg.reprocess')}: ${channel.name}`}
                        >
                          {translate('console.epg.reprocess')}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          color="warning"
                          disabled={!canEdit}
                          onClick={() => void cancelJob(channel)}
                          aria-label={`${translate('console.epg.cancel')}: ${channel.name}`}
                        >
                          {translate('console.epg.cancel')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
      <LiveEventsSection day={day} product={product} panels={panels} />
      <VirtualChannelsSection product={product} />
      <FormDialog
        open={target !== undefined}
        title={translate('console.epg.dialogTitle', { title: target?.name ?? '' })}
        onClose={() => setTarget(undefined)}
        onSubmit={() => void submit()}
        submitLabel={translate('console.epg.submit')}
        cancelLabel={translate('console.epg.close')}
        submitDisabled={station.trim() === ''}
        busy={busy}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('console.epg.station')}
          value={station}
          onChange={(event) => setStation(event.target.value)}
        />
        <TextField
          fullWidth
          margin="dense"
          label={translate('console.epg.start')}
          value={day}
          slotProps={{ input: { readOnly: true } }}
        />
      </FormDialog>
    </Box>
  );
}
