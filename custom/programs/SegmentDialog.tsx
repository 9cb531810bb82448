import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { secondsToTimecode } from '../../domain/timecode';
import { ConsoleDialog } from '../../kit/dialog/ConsoleDialog';
import { SEGMENT_KINDS, timecodeInput } from '../../domain/programs/segments';
import type { PlacedSegment, ProgramSegment } from '../../domain/programs/segments';

interface Draft {
  seg_ty: string;
  sp: string;
  ep: string;
  dur: string;
  ctkey: string;
  markers: string;
}

function draftOf(segment: ProgramSegment | undefined): Draft {
  const point = (value: number | null | undefined) =>
    typeof value === 'number' && value >= 0 ? secondsToTimecode(value) : '';
  return {
    seg_ty: segment?.seg_ty ?? 'vod',
    sp: point(segment?.sp),
    ep: point(segment?.ep),
    dur: typeof segment?.dur === 'number' ? String(segment.dur) : '',
    ctkey: segment?.ctkey ?? '',
    markers: (segment?.am ?? []).map((m) => m.ap ?? '').join(', '),
  };
}

/** The segment as the form reads it, or the fields whose timecode is not HH:MM:SS;FF. */
function segmentOf(draft: Draft): ProgramSegment | { bad: ('sp' | 'ep')[] } {
  const sp = draft.sp.trim() === '' ? undefined : timecodeInput(draft.sp);
  const ep = draft.ep.trim() === '' ? undefined : timecodeInput(draft.ep);
  const bad = [...(sp === null ? ['sp' as const] : []), ...(ep === null ? ['ep' as const] : [])];
  if (bad.length > 0) return { bad };
  const dur = draft.dur.trim() === '' ? undefined : Number(draft.dur);
  const markers = draft.markers
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter(Boolean);
  return {
    seg_ty: draft.seg_ty,
    ...(sp !== undefined && sp !== null ? { sp } : {}),
    ...(ep !== undefined && ep !== null ? { ep } : {}),
    ...(dur !== undefined && Number.isFinite(dur) ? { dur } : {}),
    ...(draft.ctkey.trim() ? { ctkey: draft.ctkey.trim() } : {}),
    ...(markers.length > 0 ? { am: markers.map((ap) => ({ ap })) } : {}),
  };
}

/**
 * The segment-info dialog: a segment's kind, in- and out-points as timecodes (HH:MM:SS;FF at
 * 30 fps), duration, content key and ad markers, and where it sits in the program. Read-only for
 * a viewer; Apply changes the program being edited (saved with the program).
 */
export function SegmentDialog({
  open,
  segment,
  readOnly,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  segment: PlacedSegment | ProgramSegment | undefined;
  readOnly: boolean;
  onApply: (segment: ProgramSegment) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(segment));
  const [bad, setBad] = useState<('sp' | 'ep')[]>([]);
  const placed = segment && 'startTimecode' in segment ? segment : undefined;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const apply = () => {
    const result = segmentOf(draft);
    if ('bad' in result) setBad(result.bad);
    else onApply(result);
  };
  return (
    <ConsoleDialog
      open={open}
      title={translate('console.programs.segment.title')}
      onClose={onClose}
      {...(readOnly
        ? {}
        : {
            onOk: apply,
            okLabel: translate('console.programs.segment.apply'),
            scope: { action: 'update' as const, resource: 'cp_live' as const },
          })}
      actions={
        !readOnly && onRemove ? (
          <Button color="error" onClick={onRemove}>
            {translate('console.programs.segment.remove')}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {placed && (
          <Typography variant="body2">
            {translate('console.programs.segment.start')}: {placed.startTimecode} ·{' '}
            {translate('console.programs.segment.end')}: {placed.endTimecode}
          </Typography>
        )}
        <TextField
          select
          label={translate('console.programs.segment.kind')}
          value={draft.seg_ty}
          onChange={set('seg_ty')}
          disabled={readOnly}
        >
          {SEGMENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`console.programs.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          <TextField
            fullWidth
            label={translate('console.programs.segment.sp')}
            value={draft.sp}
            onChange={set('sp')}
            disabled={readOnly}
            error={bad.includes('sp')}
            helperText={
              bad.includes('sp') ? translate('console.programs.segment.badTimecode') : ' '
            }
          />
          <TextField
            fullWidth
            label={translate('console.programs.segment.ep')}
            value={draft.ep}
            onChange={set('ep')}
            disabled={readOnly}
            error={bad.includes('ep')}
            helperText={
              bad.includes('ep') ? translate('console.programs.segment.badTimecode') : ' '
            }
          />
        </Stack>
        <TextField
          label={translate('console.programs.segment.dur')}
          value={draft.dur}
          onChange={set('dur')}
          disabled={readOnly}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={translate('console.programs.segment.ctkey')}
          value={draft.ctkey}
          onChange={set('ctkey')}
          disabled={readOnly}
        />
        <TextField
          label={translate('console.programs.segment.markers')}
          value={draft.markers}
          onChange={set('markers')}
          disabled={readOnly}
        />
      </Stack>
    </ConsoleDialog>
  );
}
