import { useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import type { Ingestion } from '../../dataProvider/vll/vllProvider';
import { EVENT_INGESTION_TYPES, isInFlight, offersReprocess } from '../../domain/epg/ingestion';
import { usePermission } from '../../authProvider/usePermission';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { pickLocalizedName } from '../../kit/names/localizedName';

/** How often an event's processing in flight is read again, in ms (as the EPG page polls). */
export const EVENT_PROCESSING_POLL_MS = 5000;

const t = (key: string) => `console.mediaOps.events.${key}`;

/** The event's teams (`tms`) as options: id and name in the UI language when it has one. */
function teamsOf(record: Record<string, unknown>, locale: string) {
  const teams = Array.isArray(record.tms) ? (record.tms as { id?: unknown; lon?: unknown }[]) : [];
  return teams
    .filter((team): team is { id: string; lon?: unknown } => typeof team.id === 'string')
    .map((team) => {
      const name = pickLocalizedName(team.lon, locale);
      return { id: team.id, label: name ? `${name} (${team.id})` : team.id };
    });
}

/** The day the first processing asks for: the event's live window start, else today (UTC). */
function firstDay(record: Record<string, unknown>): string {
  const start = typeof record.lws === 'string' ? Date.parse(record.lws) : Number.NaN;
  return new Date(Number.isNaN(start) ? Date.now() : start).toISOString().slice(0, 10);
}

/** The status chip: Processing (with its progress) while in flight, else the outcome. */
function StatusChip({ job }: { job: Ingestion | null }): ReactElement {
  const translate = useTranslate();
  if (!job) return <Chip size="small" label={translate(t('status.none'))} />;
  if (isInFlight(job.status))
    return (
      <Chip
        size="small"
        color="warning"
        label={
          job.count > 0
            ? translate(t('status.progress'), { success: job.success, count: job.count })
            : translate(t('status.processing'))
        }
      />
    );
  const colour =
    job.status === 'completed' ? 'success' : job.status === 'failed' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      color={colour}
      label={translate(t(`status.${job.status}`), { _: job.status })}
    />
  );
}

/**
 * Event processing on a sports event's edit page (spec section 5; the EPG page's event re-process,
 * `/api/epg/epg/event/ingestion/...`): the event's latest ingestion by team. While it is in flight
 * it shows Processing (read again every {@link EVENT_PROCESSING_POLL_MS} ms; an editor may cancel
 * it); completed or cancelled (or failed) it offers Re-process, the same request again; never
 * processed, an editor starts it for one of the event's teams from a station. Editors are who may
 * update the EPG (e.g. l2v_admin); viewers see the status only. The spec's messages.
 */
export function EventProcessingPanel({ type, id, record }: ItemExtraProps): ReactElement | null {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const [locale] = useLocaleState();
  const service = vllServiceOf(useDataProvider());
  const client = useQueryClient();
  const canView = usePermission('view', 'epg');
  const canUpdate = usePermission('update', 'epg');
  const applies = (EVENT_INGESTION_TYPES as readonly string[]).includes(type) && !!record;
  const queryKey = ['mediaops', 'event-processing', id];
  const latest = useQuery<Ingestion | null>({
    queryKey,
    queryFn: ({ signal }) => service.getLatestIngestion('event', id, signal),
    enabled: applies && canView,
    refetchInterval: (query) =>
      isInFlight(query.state.data?.status) ? EVENT_PROCESSING_POLL_MS : false,
  });
  const [team, setTeam] = useState('');
  const [station, setStation] = useState('');
  const [busy, setBusy] = useState(false);
  if (!applies || !canView) return null;

  const job = latest.data ?? null;
  const teams = teamsOf(record, locale);
  const chosenTeam = team || teams[0]?.id || '';
  const refresh = () => client.invalidateQueries({ queryKey });

  const start = async (request: { teamId: string; station: string; start: string }) => {
    setBusy(true);
    try {
      const started = await service.startIngestion('event', { channelId: id, ...request });
      notify('console.mediaOps.events.notify.started', {
        type: 'success',
        messageArgs: { title: started.title },
      });
      client.setQueryData(queryKey, started);
    } catch (failure) {
      notifyError(failure, 'console.mediaOps.events.notify.failed');
    } finally {
      setBusy(false);
    }
    await refresh();
  };
  const cancel = async (current: Ingestion) => {
    setBusy(true);
    try {
      await service.resetIngestion('event', current.id);
      notify('console.mediaOps.events.notify.cancelled', {
        type: 'success',
        messageArgs: { title: current.title },
      });
    } catch (failure) {
      notifyError(failure, 'console.mediaOps.events.notify.cancelFailed');
    } finally {
      setBusy(false);
    }
    await refresh();
  };

  const inFlight = job !== null && isInFlight(job.status);
  const reprocessable = job !== null && (offersReprocess(job.status) || job.status === 'failed');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="event-processing-title"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography variant="subtitle1" component="h2" id="event-processing-title">
        {translate(t('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(canUpdate ? t('intro') : t('readOnly'))}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        data-testid="event-processing-status"
      >
        <Typography variant="body2">{translate(t('statusLabel'))}</Typography>
        {latest.isPending ? null : <StatusChip job={job} />}
        {job && (
          <Typography variant="body2" color="text.secondary">
            {translate(t('details'), {
              day: job.day,
              team: job.teamId ?? '',
              station: job.station,
            })}
          </Typography>
        )}
        {canUpdate && inFlight && (
          <Button size="small" color="warning" disabled={busy} onClick={() => void cancel(job)}>
            {translate(t('cancel'))}
          </Button>
        )}
        {canUpdate && reprocessable && (
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void start({ teamId: job.teamId ?? '', station: job.station, start: job.start })
            }
          >
            {translate(t('reprocess'))}
          </Button>
        )}
      </Stack>
      {job?.status === 'failed' && job.message && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {job.message}
        </Typography>
      )}
      {canUpdate &&
        !latest.isPending &&
        job === null &&
        (teams.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate(t('noTeams'))}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
            <TextField
              select
              size="small"
              label={translate(t('team'))}
              value={chosenTeam}
              onChange={(event) => setTeam(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              {teams.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={translate(t('station'))}
              value={station}
              onChange={(event) => setStation(event.target.value)}
            />
            <div>
              <Button
                variant="contained"
                disabled={busy || !chosenTeam || !station.trim()}
                onClick={() =>
                  void start({
                    teamId: chosenTeam,
                    station: station.trim(),
                    start: firstDay(record),
                  })
                }
              >
                {translate(t('start'))}
              </Button>
            </div>
          </Stack>
        ))}
    </Paper>
  );
}
