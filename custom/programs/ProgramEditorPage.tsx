import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
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
import { Form, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { usePermission } from '../../authProvider/usePermission';
import { contentDuration, placeSegments, totalSeconds } from '../../domain/programs/segments';
import type { ProgramSegment } from '../../domain/programs/segments';
import { programPreviewSmil } from '../../domain/videoEditor/clipEdit';
import { useItemVersions } from '../../kit/editor/useItemVersions';
import { CreateButton } from '../../kit/editor/EditorScreens';
import { useFormDraft, VersionedEditor } from '../../kit/editor/VersionedEditor';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { LocalizedTextsInput } from '../../kit/names/LocalizedTextsInput';
import { PlaybackPreviewDialog } from '../../kit/player/PlaybackPreviewDialog';
import type { LocalizedNameEntry } from '../../kit/names/localizedName';
import { pickLocalizedName } from '../../kit/names/localizedName';
import type { ProgramRecord } from './ProgramsPage';
import { ProgramUsagePanel } from './ProgramUsagePanel';
import { SegmentDialog } from './SegmentDialog';
import { SegmentTimeline } from './SegmentTimeline';

/** What the editor changes of a program: its titles and descriptions, notes and segments. */
interface ProgramDraft {
  lon: LocalizedNameEntry[];
  lod: LocalizedNameEntry[];
  el_no: string;
  sg: ProgramSegment[];
}

const EMPTY: ProgramDraft = { lon: [], lod: [], el_no: '', sg: [] };

const entries = (list: ProgramRecord['lon']): LocalizedNameEntry[] =>
  (list ?? []).flatMap((entry) =>
    typeof entry.lang === 'string' && typeof entry.n === 'string'
      ? [{ lang: entry.lang, n: entry.n }]
      : [],
  );

function draftOf(record: ProgramRecord): ProgramDraft {
  return {
    lon: entries(record.lon),
    lod: entries(record.lod),
    el_no: record.el_no ?? '',
    sg: record.sg ?? [],
  };
}

const sameDraft = (a: ProgramDraft, b: ProgramDraft) => JSON.stringify(a) === JSON.stringify(b);

/** A program needs its English title. */
const titled = (draft: ProgramDraft) =>
  draft.lon.some((entry) => entry.lang === 'en' && entry.n.trim() !== '');

/** The check before a save, as react-admin's form validation: the English title. */
const validate = (values: FieldValues) =>
  titled(values as ProgramDraft) ? {} : { lon: 'console.programs.titleRequired' };

/** What a write sends of the form: the draft with its total running time. */
const dataOf = (draft: ProgramDraft) => ({
  lon: draft.lon,
  lod: draft.lod,
  el_no: draft.el_no,
  sg: draft.sg,
  trt: totalSeconds(draft.sg),
});

/** The add page (`/program/add`): an empty program. */
export function ProgramCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const canCreate = usePermission('create', 'cp_live');
  const create = async (values: FieldValues) => {
    try {
      await dataProvider.create('program', { data: dataOf(values as ProgramDraft) });
      notify('console.programs.created', { type: 'success' });
      void navigate(-1);
    } catch (failure) {
      notifyError(failure, 'console.common.errors.requestFailed');
    }
  };
  return (
    <Form
      record={EMPTY}
      validate={validate}
      onSubmit={create}
      mode="onSubmit"
      noValidate
      disableInvalidFormNotification
    >
      <ProgramFields
        programId={undefined}
        title={() => translate('console.programs.createTitle')}
        readOnly={!canCreate}
        actions={canCreate && <CreateButton label="console.programs.save" />}
      />
    </Form>
  );
}

/** The edit page (`/program/:programId`). */
export function ProgramEditPage() {
  const { programId = '' } = useParams<{ programId: string }>();
  return <ProgramEditor key={programId} programId={programId} />;
}

/**
 * An existing program on the editor core (VersionedEditor: react-admin's EditBase and Form): it
 * opens like a catalogue item, the version picker, read-only until Edit takes the content lock.
 * Save returns to the previous screen on success; after an update the success toast shows only
 * if neither the sent nor the returned status is draft (spec section 4). A viewer sees it
 * read-only.
 */
function ProgramEditor({ programId }: { programId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const canUpdate = usePermission('update', 'cp_live');
  const item = useItemVersions('program', programId);
  const failed = (error: unknown) => (
    <Alert severity="error" sx={{ m: 2 }}>
      {error instanceof Error ? error.message : translate('console.common.errors.requestFailed')}
    </Alert>
  );
  if (item.error) return failed(item.error);
  return (
    <VersionedEditor<ProgramRecord, ProgramDraft>
      resource="program"
      id={programId}
      messages="console.programs.editor"
      lockType="program"
      permission="cp_live"
      versionKey={item.shownKey}
      ready={item.loaded}
      onShow={item.pick}
      formOf={draftOf}
      bodyOf={(draft) => ({ ...dataOf(draft), id: programId })}
      same={sameDraft}
      validate={validate}
      // The service's refusal is announced; the English title is the one field checked here.
      nameOf={() => undefined}
      refreshes={[item.queryKey]}
      failures={{ update: 'console.common.errors.requestFailed' }}
      notices={{
        updated: 'console.programs.updated',
        published: 'console.programs.updated',
        deleted: 'console.programs.deleted',
      }}
      // Spec section 4: the toast only when neither the sent nor the returned status is draft.
      announceSave={(saved, shown) => shown.st !== 'draft' && saved.st !== 'draft'}
      // Save returns to the previous screen.
      afterSave={() => void navigate(-1)}
      afterDelete={-1}
      dialogCancel="console.programs.editor.actions.cancel"
      dialogArgs={(shown) => ({ name: pickLocalizedName(entries(shown.lon), locale) ?? programId })}
      bar={(shown) => ({
        back: (
          <Button onClick={() => void navigate(-1)}>{translate('console.programs.back')}</Button>
        ),
        versions: item.versions,
        onSelectVersion: item.pick,
        isCurrent: item.versions.some((v) => v.key === shown.key),
      })}
      loading={<LinearProgress sx={{ m: 2 }} />}
      failed={failed}
    >
      {({ editing, bar }) => (
        <ProgramFields
          programId={programId}
          title={(name) => translate('console.programs.editTitle', { name })}
          readOnly={!editing}
          bar={
            <>
              {bar}
              {!canUpdate && (
                <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                  {translate('console.programs.readOnly')}
                </Alert>
              )}
            </>
          }
        />
      )}
    </VersionedEditor>
  );
}

/**
 * The program's page in react-admin's form (the add page's and the editor core's): titles and
 * descriptions in the four UI languages, internal notes, the segment timeline (coloured by kind;
 * a block opens the segment-info dialog with its timecodes at 30 fps), the derived content
 * duration, the playback preview (kit/player), where the program airs.
 */
function ProgramFields({
  programId,
  title,
  readOnly,
  bar,
  actions,
}: {
  programId: string | undefined;
  title: (name: string) => string;
  readOnly: boolean;
  bar?: ReactNode;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { draft: form, setDraft } = useFormDraft<ProgramDraft>();
  const { errors } = useFormState();
  const [open, setOpen] = useState<number | 'new' | undefined>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const placed = useMemo(() => placeSegments(form.sg), [form.sg]);
  const previewSmil = useMemo(() => programPreviewSmil(form.sg), [form.sg]);
  const set = (change: Partial<ProgramDraft>) => setDraft({ ...form, ...change });
  const name = pickLocalizedName(form.lon, locale) ?? programId ?? '';
  const current = typeof open === 'number' ? placed[open] : undefined;
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title(name)}
      </Typography>
      {bar}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <LocalizedTextsInput
            idPrefix="program-title"
            label={translate('console.programs.fields.title')}
            value={form.lon}
            onChange={(lon) => set({ lon })}
            required
            readOnly={readOnly}
            error={errors.lon ? translate('console.programs.titleRequired') : undefined}
          />
          <LocalizedTextsInput
            idPrefix="program-description"
            label={translate('console.programs.fields.description')}
            value={form.lod}
            onChange={(lod) => set({ lod })}
            multiline
            readOnly={readOnly}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('console.programs.fields.internalNotes')}
            value={form.el_no}
            onChange={(e) => set({ el_no: e.target.value })}
            disabled={readOnly}
          />
          <TextField
            label={translate('console.programs.fields.contentDuration')}
            value={contentDuration(form.sg)}
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
      {/* The playback preview in the console's one player (kit/player): the program's content
          segments (`sg`: ctkey, sp, ep) as the playback request's smil, in the form's state. */}
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        component="section"
        aria-labelledby="program-preview"
      >
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2}>
          <Box>
            <Typography variant="h6" component="h2" id="program-preview">
              {translate('console.programs.preview.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('console.programs.preview.ranges', { smart_count: previewSmil.length })}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            disabled={previewSmil.length === 0}
            onClick={() => setPreviewOpen(true)}
          >
            {translate('console.programs.preview.play')}
          </Button>
        </Stack>
      </Paper>
      <PlaybackPreviewDialog
        open={previewOpen}
        title={name}
        smil={previewSmil}
        onClose={() => setPreviewOpen(false)}
      />
      {programId && <ProgramUsagePanel programId={programId} />}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {actions}
        <Button onClick={() => void navigate(-1)}>{translate('console.programs.back')}</Button>
      </Stack>
      {open !== undefined && (
        <SegmentDialog
          open
          segment={current}
          readOnly={readOnly}
          onClose={() => setOpen(undefined)}
          onApply={(segment) => {
            set({
              sg:
                open === 'new'
                  ? [...form.sg, segment]
                  : form.sg.map((s, i) => (i === open ? segment : s)),
            });
            setOpen(undefined);
          }}
          {...(typeof open === 'number'
            ? {
                onRemove: () => {
                  set({ sg: form.sg.filter((_, i) => i !== open) });
                  setOpen(undefined);
                },
              }
            : {})}
        />
      )}
    </Box>
  );
}
