import { useState } from 'react';
import { Alert, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import { readFailure } from '../../dataProvider/envelopeReader';
import { ConsoleHttpError } from '../../dataProvider/errors';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import type { AiringDetail } from '../../dataProvider/vll/vllProvider';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { EPG_PATHS } from './paths';

/** `YYYY-MM-DDTHH:mm` in UTC from an ISO instant (the form's text), and back. */
const utcText = (iso: string) => iso.slice(0, 16);
const instantOf = (text: string) => {
  const ms = Date.parse(`${text}:00Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

interface AiringForm {
  title: string;
  start: string;
  end: string;
}

/** `data.err.kind` of a refused update (the schedule engine's kinds: 'past', 'overlap', ...). */
function refusalKind(error: unknown): string | undefined {
  if (!(error instanceof ConsoleHttpError)) return undefined;
  const data = error.body?.data as { err?: { kind?: unknown } } | null | undefined;
  return typeof data?.err?.kind === 'string' ? data.err.kind : undefined;
}

/** Why the airing is shown read-only, when it is. */
function readOnlyReason(detail: AiringDetail, canEdit: boolean): string | undefined {
  if (!canEdit) return 'console.epg.airing.viewer';
  if (detail.past) return 'console.epg.airing.started';
  if (detail.status !== 'completed') return 'console.epg.airing.processing';
  return undefined;
}

/**
 * A live channel's guide airing (`/apps/:product?/live/epg/airing/:airingId`, spec sections 2
 * and 4): read-only on arrival, and always for a viewer, an airing that has started (at or before
 * now, by the server's clock) or a guide still being ingested; Edit opens the form (title, UTC
 * start and end). After an update the page returns to its read-only view and the airing is
 * fetched again (spec: 'After an airing update the UI schema reloads read-only and the airing is
 * refetched'). A refused update (overlap, end before start) is shown next to the form.
 */
export function AiringEditorPage() {
  const { airingId = '' } = useParams<{ airingId: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const service = vllServiceOf(useDataProvider());
  const queryClient = useQueryClient();
  const canEdit = usePermission('update', 'epg');
  const queryKey = ['epg-airing', product, airingId] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => service.getAiring(airingId, signal),
    retry: false,
  });
  const [form, setForm] = useState<AiringForm | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  if (query.isLoading) return <LinearProgress sx={{ m: 2 }} />;
  const detail = query.data;
  if (!detail)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {readFailure(query.error, translate('console.epg.airing.fetchFailed')).message}
      </Alert>
    );

  const { airing } = detail;
  const reason = readOnlyReason(detail, canEdit);
  const editing = form !== undefined && reason === undefined;
  const shown: AiringForm = form ?? {
    title: airing.title,
    start: utcText(airing.a_st_dt),
    end: utcText(airing.a_ed_dt),
  };
  const start = instantOf(shown.start);
  const end = instantOf(shown.end);
  const invalid = !shown.title.trim() || !start || !end;

  const save = async () => {
    if (!start || !end) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      await service.updateAiring(airing.id, {
        mode: 'edit',
        title: shown.title.trim(),
        a_st_dt: start,
        a_ed_dt: end,
      });
      notify('console.epg.airing.saved', {
        type: 'success',
        messageArgs: { title: shown.title.trim() },
      });
      // Back to the read-only view, and the airing as stored now.
      setForm(undefined);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setRefusal(readFailure(error, translate('console.epg.airing.saveFailed')).message);
      notifyError(error, 'console.epg.airing.saveFailed');
      // The airing started while the form was open (the server refuses it, kind 'past'): back
      // to the read-only view, with the airing as stored now.
      if (refusalKind(error) === 'past') {
        setForm(undefined);
        await queryClient.invalidateQueries({ queryKey });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {translate('console.epg.airing.title', { title: airing.title })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('console.epg.airing.where', {
          channel: detail.channelName,
          day: detail.day,
        })}
      </Typography>
      {reason ? <Alert severity="info">{translate(reason)}</Alert> : null}
      {airing.locked ? (
        <Typography variant="body2">{translate('console.epg.airing.locked')}</Typography>
      ) : null}
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        aria-label={translate('console.epg.airing.form')}
        onSubmit={(event) => {
          event.preventDefault();
          if (editing && !invalid && !saving) void save();
        }}
      >
        <Stack spacing={2}>
          <TextField
            label={translate('console.epg.airing.fields.title')}
            value={shown.title}
            disabled={!editing}
            required
            onChange={(event) => setForm({ ...shown, title: event.target.value })}
          />
          <TextField
            label={translate('console.epg.airing.fields.start')}
            type="datetime-local"
            value={shown.start}
            disabled={!editing}
            error={editing && !start}
            onChange={(event) => setForm({ ...shown, start: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('console.epg.airing.fields.end')}
            type="datetime-local"
            value={shown.end}
            disabled={!editing}
            error={editing && !end}
            onChange={(event) => setForm({ ...shown, end: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {refusal ? (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1}>
            {editing ? (
              <>
                <Button type="submit" variant="contained" disabled={invalid || saving}>
                  {translate('console.epg.airing.save')}
                </Button>
                <Button
                  onClick={() => {
                    setForm(undefined);
                    setRefusal(undefined);
                  }}
                >
                  {translate('console.epg.airing.cancel')}
                </Button>
              </>
            ) : reason === undefined ? (
              <Button variant="outlined" onClick={() => setForm(shown)}>
                {translate('console.epg.airing.edit')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={EPG_PATHS.guideOf(product)}>
              {translate('console.epg.airing.back')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
