import {
  Alert,
  Button,
  Link,
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
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readFailure } from '../../dataProvider/envelopeReader';
import {
  LIVE_TO_VOD_SOURCE_TYPES,
  LIVE_TO_VOD_TARGET_TYPE,
  isLiveToVodInFlight,
  liveToVodSeconds,
} from '../../domain/media/liveToVod';
import type { LiveToVodJob } from '../../domain/media/liveToVod';
import { usePermission } from '../../authProvider/usePermission';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useFailureText } from '../../kit/errors/useFailureText';
import { CONVERTED_METADATA_FAILED } from '../../domain/media/mediaOps';
import { useLiveToVodJobs, useMediaOps } from './useMediaOps';

type Field = 'title' | 'st_dt' | 'ed_dt' | 'id';

/**
 * `datetime-local` text to the second (the browser's local time) from an ISO instant, and back:
 * a window may be a few seconds long.
 */
function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}
function fromLocalInput(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/** The service's refusals by field (shown beside each field), and the first message. */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  const reading = readFailure(error, '');
  const byField: Partial<Record<Field, string>> = {};
  for (const entry of reading.errors) {
    const field = (entry as { field?: string }).field;
    if (field === 'title' || field === 'st_dt' || field === 'ed_dt' || field === 'id')
      byField[field] ??= entry.description;
  }
  return byField;
}

/**
 * Live-to-VOD on a live event's edit page (issue 14; spec sections 4, 7, 8; page `epg`, e.g. role
 * l2v_admin): convert a recorded window (within the event's live window) into a VOD item, see the
 * event's conversions with their state, rename one that has not run, cancel it. Each success says
 * the spec's words and reads the list again; a refusal shows beside its field.
 */
export function LiveToVodPanel({ type, id, record }: ItemExtraProps): ReactElement | null {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const failureText = useFailureText();
  const ops = useMediaOps();
  const { product } = useParams<{ product?: string }>();
  const vodPath = (vodId: string) =>
    `/apps/${product ? `${encodeURIComponent(product)}/` : ''}vod/${LIVE_TO_VOD_TARGET_TYPE}/${encodeURIComponent(vodId)}`;
  const canView = usePermission('view', 'epg');
  const canUpdate = usePermission('update', 'epg');
  // The link to the VOD item only for who may open it (l2v_admin has the EPG page, not the
  // datastore): the type's page through the auth provider, as the routes guard it.
  const { canAccess: canOpenVod = false } = useCanAccess({
    action: 'view',
    resource: LIVE_TO_VOD_TARGET_TYPE,
  });
  const applies = (LIVE_TO_VOD_SOURCE_TYPES as readonly string[]).includes(type) && !!record;
  const jobs = useLiveToVodJobs(id, applies && canView);
  const [title, setTitle] = useState('');
  // Untouched (undefined), a field shows the event's live window: the record may arrive after the
  // first render (a list row first, then the item), so it is read at each render, not once.
  const [startText, setStart] = useState<string | undefined>();
  const [endText, setEnd] = useState<string | undefined>();
  const start = startText ?? toLocalInput(record?.lws);
  const end = endText ?? toLocalInput(record?.lwe);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | undefined>();
  if (!applies || !canView) return null;

  const convert = async () => {
    setErrors({});
    setBusy(true);
    try {
      const job = await ops.convertLiveToVod({
        id,
        ...(title.trim() ? { title: title.trim() } : {}),
        st_dt: fromLocalInput(start),
        ed_dt: fromLocalInput(end),
      });
      notify('console.mediaOps.l2v.started', {
        type: 'success',
        messageArgs: { title: job.title },
      });
      setTitle('');
      await jobs.refresh();
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notifyError(failure, 'console.mediaOps.l2v.failed');
    } finally {
      setBusy(false);
    }
  };
  const rename = async () => {
    if (!renaming) return;
    try {
      const job = await ops.updateLiveToVod(renaming.id, { title: renaming.title.trim() });
      notify('console.mediaOps.l2v.updated', { type: 'success', messageArgs: { name: job.title } });
      setRenaming(undefined);
      await jobs.refresh();
    } catch (failure) {
      notifyError(failure, 'console.mediaOps.l2v.updateFailed');
    }
  };
  const cancel = async (job: LiveToVodJob) => {
    try {
      await ops.cancelLiveToVod(job.id);
      notify('console.mediaOps.l2v.cancelled', { type: 'success' });
    } catch (failure) {
      notifyError(failure, 'console.mediaOps.l2v.cancelFailed');
    }
    await jobs.refresh();
  };

  const list = jobs.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="l2v-title" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" id="l2v-title">
        {translate('console.mediaOps.l2v.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(canUpdate ? 'console.mediaOps.l2v.intro' : 'console.mediaOps.l2v.readOnly')}
      </Typography>
      {canUpdate && (
        // Wraps rather than squeezing the fields: a time to the second (with AM/PM) needs about
        // 230 px, and at 1024 px in Tamil the row had less.
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 2 }}
        >
          <TextField
            size="small"
            label={translate('console.mediaOps.l2v.vodTitle')}
            // Room for the label in every language (Tamil's was cut at 1024 px).
            sx={{ minWidth: 240 }}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title !== undefined}
            helperText={errors.title ?? translate('console.mediaOps.l2v.vodTitleHint')}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={translate('console.mediaOps.l2v.start')}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={errors.st_dt !== undefined}
            helperText={errors.st_dt ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
            sx={{ minWidth: 240 }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={translate('console.mediaOps.l2v.end')}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            error={errors.ed_dt !== undefined}
            helperText={errors.ed_dt ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
            sx={{ minWidth: 240 }}
          />
          <div>
            <Button
              variant="contained"
              disabled={busy || !start || !end}
              onClick={() => void convert()}
            >
              {translate('console.mediaOps.l2v.convert')}
            </Button>
          </div>
        </Stack>
      )}
      {jobs.isError && list.length === 0 ? (
        // The conversions could not be read: said so, not shown as none.
        <Alert severity="error">
          {failureText(jobs.error, 'console.mediaOps.l2v.listFailed', CONVERTED_METADATA_FAILED)}
        </Alert>
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.mediaOps.l2v.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate('console.mediaOps.l2v.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.mediaOps.l2v.columns.title')}</TableCell>
              <TableCell>{translate('console.mediaOps.l2v.columns.window')}</TableCell>
              <TableCell>{translate('console.mediaOps.l2v.columns.status')}</TableCell>
              <TableCell>{translate('console.mediaOps.l2v.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((job) => (
              <TableRow key={job.id} data-testid={`l2v-job-${job.id}`}>
                <TableCell>
                  {renaming?.id === job.id ? (
                    <TextField
                      size="small"
                      label={translate('console.mediaOps.l2v.vodTitle')}
                      value={renaming.title}
                      onChange={(event) => setRenaming({ id: job.id, title: event.target.value })}
                    />
                  ) : (
                    job.title
                  )}
                </TableCell>
                <TableCell>
                  {toLocalInput(job.st_dt).replace('T', ' ')} –{' '}
                  {toLocalInput(job.ed_dt).replace('T', ' ')}
                </TableCell>
                <TableCell>
                  {translate(`console.mediaOps.l2v.status.${job.status}`, { _: job.status })}
                  {job.vodId ? ` (${job.vodId})` : ''}
                  {job.vodId && job.status === 'completed' && canOpenVod && (
                    <Link
                      component={RouterLink}
                      to={vodPath(job.vodId)}
                      sx={{ display: 'block' }}
                      aria-label={translate('console.mediaOps.l2v.openLabel', {
                        title: job.title,
                      })}
                    >
                      {translate('console.mediaOps.l2v.open')}
                    </Link>
                  )}
                  {job.recordedSeconds !== undefined &&
                    job.recordedSeconds < liveToVodSeconds(job) && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {translate('console.mediaOps.l2v.recordedPart', {
                          seconds: job.recordedSeconds,
                        })}
                      </Typography>
                    )}
                </TableCell>
                <TableCell>
                  {canUpdate && isLiveToVodInFlight(job.status) && (
                    <Stack direction="row" spacing={1}>
                      {renaming?.id === job.id ? (
                        <Button size="small" onClick={() => void rename()}>
                          {translate('console.mediaOps.l2v.save')}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          onClick={() => setRenaming({ id: job.id, title: job.title })}
                        >
                          {translate('console.mediaOps.l2v.rename')}
                        </Button>
                      )}
                      <Button size="small" color="warning" onClick={() => void cancel(job)}>
                        {translate('console.mediaOps.l2v.cancel')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
