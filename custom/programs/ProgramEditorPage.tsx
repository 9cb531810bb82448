import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { contentDuration, placeSegments, totalSeconds } from '../../domain/programs/segments';
import type { ProgramSegment } from '../../domain/programs/segments';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import type { ProgramRecord } from './ProgramsPage';
import { ProgramUsagePanel } from './ProgramUsagePanel';
import { SegmentDialog } from './SegmentDialog';
import { SegmentTimeline } from './SegmentTimeline';

type Texts = { lang?: string; n?: string }[];

function english(texts: Texts | undefined): string {
  return (texts?.find((t) => t.lang === 'en') ?? texts?.[0])?.n ?? '';
}

function withEnglish(texts: Texts | undefined, value: string): Texts {
  const others = (texts ?? []).filter((t) => t.lang !== 'en');
  return value.trim() ? [{ lang: 'en', n: value.trim() }, ...others] : others;
}

/** The add page (`/program/add`): an empty program. */
export function ProgramCreatePage() {
  return <ProgramEditor programId={undefined} />;
}

/** The edit page (`/program/:programId`). */
export function ProgramEditPage() {
  const { programId = '' } = useParams<{ programId: string }>();
  return <ProgramEditor key={programId} programId={programId} />;
}

/**
 * The program editor: title, description and internal notes, the segment timeline (coloured by
 * kind; a block opens the segment-info dialog with its timecodes at 30 fps), the derived content
 * duration, where the program airs. Save returns to the previous screen on success; after an
 * update the success toast shows only if neither the sent nor the returned status is draft
 * (spec section 4). A viewer sees it read-only.
 */
function ProgramEditor({ programId }: { programId: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const adding = programId === undefined;
  const canWrite = usePermission(adding ? 'create' : 'update', 'cp_live');
  const {
    data: record,
    isPending,
    error,
  } = useGetOne<ProgramRecord>('program', { id: programId ?? '' }, { enabled: !adding });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const [segments, setSegments] = useState<ProgramSegment[]>([]);
  const [open, setOpen] = useState<number | 'new' | undefined>();
  const [saving, setSaving] = useState(false);
  const [titleError, setTitleError] = useState(false);
  useEffect(() => {
    if (!record) return;
    setTitle(english(record.lon));
    setDescription(english(record.lod));
    setNotes(record.el_no ?? '');
    setSegments(record.sg ?? []);
  }, [record]);
  const placed = useMemo(() => placeSegments(segments), [segments]);

  const save = async () => {
    if (!title.trim()) {
      setTitleError(true);
      return;
    }
    const data = {
      lon: withEnglish(record?.lon, title),
      lod: withEnglish(record?.lod, description),
      el_no: notes,
      sg: segments,
      trt: totalSeconds(segments),
    };
    setSaving(true);
    try {
      if (adding) {
        await dataProvider.create('program', { data });
        notify('console.programs.created', { type: 'success' });
      } else if (record) {
        const { data: saved } = await dataProvider.update<ProgramRecord>('program', {
          id: record.id,
          data: { ...data, id: record.id },
          previousData: record,
        });
        if (record.st !== 'draft' && saved.st !== 'draft')
          notify('console.programs.updated', { type: 'success' });
      }
      void navigate(-1);
    } catch (failure) {
      notifyError(
        failure,
        adding ? 'console.common.errors.requestFailed' : 'console.common.errors.requestFailed',
      );
    } finally {
      setSaving(false);
    }
  };

  if (!adding && isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!adding && error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  const readOnly = !canWrite;
  const current = typeof open === 'number' ? placed[open] : undefined;
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {adding
          ? translate('console.programs.createTitle')
          : translate('console.programs.editTitle', { name: english(record?.lon) || programId })}
      </Typography>
      {readOnly && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.programs.readOnly')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <TextField
            required
            label={translate('console.programs.fields.title')}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleError(false);
            }}
            error={titleError}
            helperText={titleError ? translate('console.programs.titleRequired') : ' '}
            disabled={readOnly}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('console.programs.fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            disabled={readOnly}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('console.programs.fields.internalNotes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            disabled={readOnly}
          />
          <TextField
            label={translate('console.programs.fields.contentDuration')}
            value={contentDuration(segments)}
            slotProps={{ input: { readOnly: true } }}
          />
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        component="section"
        aria-labelledby="program-timeline"
      >
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" id="program-timeline">
            {translate('console.programs.timeline')}
          </Typography>
          {!readOnly && (
            <Button onClick={() => setOpen('new')}>
              {translate('console.programs.addSegment')}
            </Button>
          )}
        </Stack>
        <SegmentTimeline placed={placed} onOpen={setOpen} />
      </Paper>
      {!adding && programId && <ProgramUsagePanel programId={programId} />}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {!readOnly && (
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {translate('console.programs.save')}
          </Button>
        )}
        <Button onClick={() => void navigate(-1)}>{translate('console.programs.back')}</Button>
      </Stack>
      {open !== undefined && (
        <SegmentDialog
          open
          segment={current}
          readOnly={readOnly}
          onClose={() => setOpen(undefined)}
          onApply={(segment) => {
            setSegments((list) =>
              open === 'new' ? [...list, segment] : list.map((s, i) => (i === open ? segment : s)),
            );
            setOpen(undefined);
          }}
          {...(typeof open === 'number'
            ? {
                onRemove: () => {
                  setSegments((list) => list.filter((_, i) => i !== open));
                  setOpen(undefined);
                },
              }
            : {})}
        />
      )}
    </Box>
  );
}
