import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
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
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import {
  AD_MARKER_POSITIONS,
  SEGMENT_COLOURS,
  SEGMENT_KINDS,
  isSegmentKind,
} from '../../domain/programs/segments';
import { framesToTimecode } from '../../domain/timecode';
import { SUPPORTED_LOCALES } from '../../domain/languages';
import { frameLength, noteIn } from '../../domain/videoEditor/clipEdit';
import type { AdMarkerPosition } from '../../domain/videoEditor/clipEdit';
import type { VideoEditorController } from './useVideoEditor';

/**
 * The marks (editors only), under the player's transport bar beside the 'Go to' field: Mark in and
 * Mark out (also the keys I and O) with the marked timecodes, the kind of the next segment and
 * 'Add segment', and why a range cannot be added.
 */
export function MarkBar({ editor }: { editor: VideoEditorController }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`console.videoEditor.${key}`, options);
  const mark = (value: number | null) =>
    value === null ? t('marks.unset') : framesToTimecode(value);
  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button variant="outlined" onClick={editor.markIn} disabled={!editor.video}>
          {t('marks.markIn')}
        </Button>
        <Typography data-testid="mark-in" sx={{ fontFamily: 'monospace' }}>
          {t('marks.in')}: {mark(editor.inFrame)}
        </Typography>
        <Button variant="outlined" onClick={editor.markOut} disabled={!editor.video}>
          {t('marks.markOut')}
        </Button>
        <Typography data-testid="mark-out" sx={{ fontFamily: 'monospace' }}>
          {t('marks.out')}: {mark(editor.outFrame)}
        </Typography>
        <TextField
          select
          size="small"
          label={t('segments.kind')}
          value={editor.kind}
          onChange={(event) => {
            if (isSegmentKind(event.target.value)) editor.setKind(event.target.value);
          }}
          sx={{ minWidth: 140 }}
        >
          {SEGMENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`console.videoEditor.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => editor.addSegment()} disabled={!editor.info}>
          {t('segments.add')}
        </Button>
      </Stack>
      {editor.problem && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t(`marks.problems.${editor.problem}`)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The segments (editors only): their kinds, points, lengths, notes and ad markers (position pre,
 * mid or post), across the page's width.
 */
export function CutPanel({ editor }: { editor: VideoEditorController }) {
  const translate = useTranslate();
  const [position, setPosition] = useState<AdMarkerPosition>('mid');
  const t = (key: string, options?: object) => translate(`console.videoEditor.${key}`, options);
  const noteLanguage = editor.noteLanguage;
  const languageName = (lang: string) =>
    SUPPORTED_LOCALES.find((entry) => entry.locale === lang)?.name ?? lang;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ve-segments">
      <Typography variant="h6" component="h2" id="ve-segments" sx={{ mb: 1 }}>
        {t('segments.title')}
      </Typography>
      {editor.segments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('segments.empty')}
        </Typography>
      ) : (
        // Scrolls sideways inside its panel rather than widening the page (narrow windows, long
        // translations).
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="ve-segments">
            <TableHead>
              <TableRow>
                <TableCell>{t('segments.columns.kind')}</TableCell>
                <TableCell>{t('segments.columns.in')}</TableCell>
                <TableCell>{t('segments.columns.out')}</TableCell>
                <TableCell>{t('segments.columns.length')}</TableCell>
                {/* Room for the note field's label with its language's name (e.g. 'Nota segmen
                    (Bahasa Melayu)'); at 180 px Tamil's label was cut at 1024 px. */}
                <TableCell sx={{ minWidth: 240 }}>{t('segments.columns.note')}</TableCell>
                <TableCell>{t('segments.columns.markers')}</TableCell>
                <TableCell>{t('segments.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {editor.segments.map((segment, index) => (
                <TableRow
                  key={`${segment.inFrame}-${segment.outFrame}-${index}`}
                  selected={editor.selected === index}
                  data-testid="segment-row"
                  // A focused field's label and the row's text buttons ('Add ad marker') keep the
                  // text colour on the selected row's tint (the primary colour there is below 4.5:1
                  // in the dark theme: 3.68 for the buttons).
                  sx={{
                    '& .MuiInputLabel-root.Mui-focused': { color: 'text.primary' },
                    '&.Mui-selected .MuiButton-textPrimary': { color: 'text.primary' },
                  }}
                >
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Box
                        aria-hidden
                        sx={{
                          width: 14,
                          height: 14,
                          borderRadius: 0.5,
                          bgcolor: SEGMENT_COLOURS[segment.kind],
                          border: 1,
                          borderColor: 'grey.500',
                        }}
                      />
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => editor.setSelected(index)}
                      >
                        {translate(`console.videoEditor.kinds.${segment.kind}`)}
                      </Button>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {framesToTimecode(segment.inFrame)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {framesToTimecode(segment.outFrame)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('segments.frames', { smart_count: frameLength(segment) })}
                  </TableCell>
                  <TableCell>
                    {/* The note in the UI language; what other languages hold shows under it. */}
                    <TextField
                      size="small"
                      fullWidth
                      label={`${t('segments.note')} (${languageName(noteLanguage)})`}
                      value={noteIn(segment, noteLanguage)}
                      onChange={(event) => editor.setNote(index, event.target.value)}
                      helperText={
                        segment.notes?.some((note) => note.lang !== noteLanguage)
                          ? t('segments.otherNotes', {
                              notes: segment.notes
                                .filter((note) => note.lang !== noteLanguage)
                                .map((note) => `${languageName(note.lang)}: ${note.n}`)
                                .join(' · '),
                            })
                          : undefined
                      }
                      slotProps={{ htmlInput: { maxLength: 5000, lang: noteLanguage } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                      {segment.markers.map((marker) => (
                        <Chip
                          key={marker}
                          size="small"
                          label={t(`segments.positions.${marker}`)}
                          onDelete={() => editor.removeMarker(index, marker)}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Stack
                      direction="row"
                      spacing={1}
                      alignItems="center"
                      flexWrap="wrap"
                      useFlexGap
                    >
                      <TextField
                        select
                        size="small"
                        label={t('segments.markerPosition')}
                        value={position}
                        onChange={(event) => {
                          const next = AD_MARKER_POSITIONS.find((p) => p === event.target.value);
                          if (next) setPosition(next);
                        }}
                        sx={{ minWidth: 130 }}
                      >
                        {AD_MARKER_POSITIONS.map((p) => (
                          <MenuItem key={p} value={p}>
                            {t(`segments.positions.${p}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <Button size="small" onClick={() => editor.addMarker(index, position)}>
                        {t('segments.addMarker')}
                      </Button>
                      <IconButton
                        aria-label={t('segments.remove')}
                        onClick={() => editor.removeSegment(index)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
