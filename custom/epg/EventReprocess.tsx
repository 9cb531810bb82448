import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { isInFlight } from '../../domain/epg/ingestion';
import type { IngestionKind, OnDemandRequest } from '../../domain/epg/ingestion';
import type { Ingestion } from '../../dataProvider/vllProvider';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { IngestionChip } from './IngestionChip';
import { STATUS_POLL_MS } from './useEpgGuide';

/**
 * The event re-process of the EPG page: a sports event's id, one of its teams, a station; the
 * ingestion started is polled until it ends and can be cancelled while in flight.
 */
export function EventReprocess({
  canEdit,
  day,
  start,
  cancel,
  readStatus,
}: {
  canEdit: boolean;
  day: string;
  start: (kind: IngestionKind, request: OnDemandRequest) => Promise<Ingestion>;
  cancel: (kind: IngestionKind, id: string) => Promise<Ingestion>;
  readStatus: (id: string) => Promise<Ingestion[]>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const [eventId, setEventId] = useState('');
  const [teamId, setTeamId] = useState('');
  const [station, setStation] = useState('');
  const [job, setJob] = useState<Ingestion | undefined>();
  const polled = useQuery({
    queryKey: ['epg', 'event', job?.id],
    queryFn: async () => (await readStatus(job?.id ?? ''))[0] ?? null,
    enabled: job !== undefined,
    refetchInterval: (query) =>
      query.state.data && !isInFlight(query.state.data.status) ? false : STATUS_POLL_MS,
  });
  const current = polled.data ?? job;
  const submit = async () => {
    try {
      const started = await start('event', {
        channelId: eventId.trim(),
        teamId: teamId.trim(),
        station: station.trim(),
        start: day,
      });
      setJob(started);
      notify('console.epg.notify.eventStarted', {
        type: 'success',
        messageArgs: { title: started.title },
      });
    } catch (failure) {
      notifyError(failure, 'console.epg.notify.eventFailed');
    }
  };
  const stop = async () => {
    if (!current) return;
    try {
      await cancel('event', current.id);
      await polled.refetch();
      notify('console.epg.notify.cancelled', {
        type: 'success',
        messageArgs: { title: current.title },
      });
    } catch (failure) {
      notifyError(failure, 'console.epg.notify.cancelFailed');
    }
  };
  const ready = eventId.trim() && teamId.trim() && station.trim();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 3, maxWidth: 900 }}
      component="section"
      aria-labelledby="epg-event-title"
    >
      <Typography variant="h6" component="h2" id="epg-event-title">
        {translate('console.epg.event.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.epg.event.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="center">
        <TextField
          size="small"
          label={translate('console.epg.event.eventId')}
          value={eventId}
          onChange={(e) => setEventId(e.target.value)}
          disabled={!canEdit}
        />
        <TextField
          size="small"
          label={translate('console.epg.event.teamId')}
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
          disabled={!canEdit}
        />
        <TextField
          size="small"
          label={translate('console.epg.station')}
          value={station}
          onChange={(e) => setStation(e.target.value)}
          disabled={!canEdit}
        />
        <Button variant="contained" disabled={!canEdit || !ready} onClick={() => void submit()}>
          {translate('console.epg.event.submit')}
        </Button>
      </Stack>
      {current && (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
          <Typography variant="body2">
            {translate('console.epg.event.status', { title: current.title })}
          </Typography>
          <IngestionChip job={current} />
          {isInFlight(current.status) && (
            <Button size="small" color="warning" disabled={!canEdit} onClick={() => void stop()}>
              {translate('console.epg.cancel')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
