import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import { INTERSTITIAL_DURATIONS } from '../../domain/programs/playout';
import { DateTimeInput } from '../../kit/dates/DateTimeInput';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';

const HOUR = 3_600_000;

/** A refusal's message for one field ('/start'), else undefined. */
function fieldMessage(error: unknown, field: string): string | undefined {
  return isConsoleHttpError(error) ? error.fieldErrors[field] : undefined;
}

/**
 * A virtual channel's playout, under its editor (spec section 7's channel calls): the channel
 * start time (`POST channels/{id}`), adding a dynamic interstitial (`POST
 * dynamic-interstitials`, 15-120 s) and what plays in the next 24 hours (`GET
 * channels/{id}/events`: published airings and interstitials). A refusal shows next to its field;
 * a viewer sees the times and the events only.
 */
export function PlayoutPanel({
  channelId,
  startTime,
  canWrite,
  onChanged,
}: {
  channelId: string;
  startTime: string | null;
  canWrite: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.virtualChannels.playout.${key}`, options);
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const display = useDisplayDate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const vll = vllServiceOf(dataProvider);
  const [from] = useState(() => new Date(Date.now() - HOUR).toISOString());
  const [until] = useState(() => new Date(Date.now() + 24 * HOUR).toISOString());
  const events = useQuery({
    queryKey: ['vll', 'events', channelId, from, until],
    queryFn: ({ signal }) =>
      vllServiceOf(dataProvider).getChannelEvents(channelId, { start: from, end: until }, signal),
  });
  const [start, setStart] = useState<Date | null>(startTime ? new Date(startTime) : null);
  const [startError, setStartError] = useState<string | undefined>();
  const [slot, setSlot] = useState<Date | null>(null);
  const [dur, setDur] = useState<number>(30);
  const [title, setTitle] = useState('');
  const [slotError, setSlotError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const saveStart = async () => {
    if (!start) return;
    setBusy(true);
    setStartError(undefined);
    try {
      await vll.setChannelStartTime(channelId, start.toISOString());
      notify('console.virtualChannels.playout.startSaved', { type: 'success' });
      onChanged();
    } catch (error) {
      setStartError(fieldMessage(error, '/channel_start_time'));
      notifyError(error, 'console.common.errors.requestFailed');
    } finally {
      setBusy(false);
    }
  };

  const addInterstitial = async () => {
    if (!slot) return;
    setBusy(true);
    setSlotError(undefined);
    try {
      await vll.addDynamicInterstitial({
        channelId,
        start: slot.toISOString(),
        dur: dur as (typeof INTERSTITIAL_DURATIONS)[number],
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      notify('console.virtualChannels.playout.interstitialAdded', { type: 'success' });
      setSlot(null);
      setTitle('');
      await queryClient.invalidateQueries({ queryKey: ['vll', 'events', channelId] });
      onChanged();
    } catch (error) {
      setSlotError(fieldMessage(error, '/start'));
      notifyError(error, 'console.common.errors.requestFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vll-playout">
      <Typography variant="h6" component="h2" id="vll-playout" sx={{ mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems={{ md: 'flex-start' }}
        >
          <Box sx={{ flex: 1 }}>
            <DateTimeInput
              label={t('startTime')}
              value={start}
              onChange={setStart}
              readOnly={!canWrite}
              error={startError !== undefined}
              helperText={
                startError ??
                (startTime ? t('startsAt', { at: display(startTime) }) : t('notStarted'))
              }
              fullWidth
            />
          </Box>
          {canWrite && (
            <Button
              variant="outlined"
              disabled={busy || !start}
              onClick={() => void saveStart()}
              sx={{ mt: { md: 1 } }}
            >
              {t('setStart')}
            </Button>
          )}
        </Stack>
        {canWrite && (
          <Box
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('interstitial')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 2fr auto' },
                alignItems: 'start',
              }}
            >
              <DateTimeInput
                label={t('interstitialStart')}
                value={slot}
                onChange={setSlot}
                error={slotError !== undefined}
                helperText={slotError}
              />
              <TextField
                select
                label={t('length')}
                value={dur}
                onChange={(e) => setDur(Number(e.target.value))}
              >
                {INTERSTITIAL_DURATIONS.map((seconds) => (
                  <MenuItem key={seconds} value={seconds}>
                    {t('seconds', { n: seconds })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('interstitialTitle')}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <Button
                variant="outlined"
                disabled={busy || !slot}
                onClick={() => void addInterstitial()}
                sx={{ mt: 1 }}
              >
                {t('add')}
              </Button>
            </Box>
          </Box>
        )}
        <Typography variant="subtitle1" component="h3">
          {t('upcoming')}
        </Typography>
        {events.error && <Alert severity="error">{t('eventsFailed')}</Alert>}
        {events.data && events.data.events.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noEvents')}
          </Typography>
        )}
        {events.data && events.data.events.length > 0 && (
          <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
            <Table size="small" aria-label={t('upcoming')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.kind')}</TableCell>
                  <TableCell>{t('columns.title')}</TableCell>
                  <TableCell>{t('columns.start')}</TableCell>
                  <TableCell>{t('columns.end')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {events.data.events.map((event) => (
                  <TableRow key={`${event.kind}-${event.id}-${event.a_st_dt}`}>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={event.kind === 'interstitial' ? 'warning' : 'default'}
                        label={t(`kinds.${event.kind}`)}
                      />
                    </TableCell>
                    <TableCell>{event.title}</TableCell>
                    <TableCell>{display(event.a_st_dt)}</TableCell>
                    <TableCell>{display(event.a_ed_dt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
