import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Slider,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { useTranslate } from 'react-admin';
import { framesToTimecode, timecodeToFrames } from '../../domain/timecode';
import { SpeedSelect } from '../../kit/player/SpeedSelect';
import type { VideoEditorController } from './useVideoEditor';

/**
 * The player's controls: play/pause, one frame back and forward, the speed, the timecode
 * ('HH:MM:SS;FF') and frame number, a position slider and a go-to-timecode field.
 */
export function TransportBar({
  editor,
  frames,
}: {
  editor: VideoEditorController;
  /** Frames of what plays (the source, or the clip being played). */
  frames: number;
}) {
  const translate = useTranslate();
  const [goTo, setGoTo] = useState('');
  const [goToError, setGoToError] = useState(false);
  const disabled = !editor.video;
  const timecode = framesToTimecode(editor.frame);
  const go = () => {
    const target = timecodeToFrames(goTo);
    if (target === null || target > frames - 1) {
      setGoToError(true);
      return;
    }
    setGoToError(false);
    editor.seekFrame(target);
  };
  return (
    <Stack spacing={1}>
      <Slider
        size="small"
        min={0}
        max={Math.max(0, frames - 1)}
        value={Math.min(editor.frame, Math.max(0, frames - 1))}
        disabled={disabled}
        onChange={(_, value) => {
          if (typeof value === 'number') editor.seekFrame(value);
        }}
        getAriaValueText={(value) => framesToTimecode(value)}
        valueLabelDisplay="off"
        slotProps={{ input: { 'aria-label': translate('console.videoEditor.player.position') } }}
      />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Tooltip title={translate('console.videoEditor.player.back')}>
          <span>
            <IconButton
              aria-label={translate('console.videoEditor.player.back')}
              disabled={disabled}
              onClick={() => editor.step(-1)}
            >
              <SkipPreviousIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button
          variant="contained"
          disabled={disabled}
          onClick={editor.togglePlay}
          startIcon={editor.playing ? <PauseIcon /> : <PlayArrowIcon />}
          sx={{ minWidth: 110 }}
        >
          {translate(
            editor.playing ? 'console.videoEditor.player.pause' : 'console.videoEditor.player.play',
          )}
        </Button>
        <Tooltip title={translate('console.videoEditor.player.forward')}>
          <span>
            <IconButton
              aria-label={translate('console.videoEditor.player.forward')}
              disabled={disabled}
              onClick={() => editor.step(1)}
            >
              <SkipNextIcon />
            </IconButton>
          </span>
        </Tooltip>
        <SpeedSelect value={editor.speed} onChange={editor.setSpeed} disabled={disabled} />
        <Box sx={{ px: 1 }}>
          <Typography
            component="output"
            aria-label={translate('console.videoEditor.player.timecode')}
            data-testid="timecode"
            sx={{ fontFamily: 'monospace', fontSize: 20, display: 'block' }}
          >
            {timecode}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="frame">
            {translate('console.videoEditor.player.frame', { frame: editor.frame })}
          </Typography>
        </Box>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
          // The field takes the row's room up to 320 px: Tamil's 'Go to (HH:MM:SS;FF)' needs about
          // 270 px where English needs 190 (at 1024 px a fixed 190 px cut it off).
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: '1 1 auto' }}
        >
          <TextField
            size="small"
            label={translate('console.videoEditor.player.goTo')}
            value={goTo}
            disabled={disabled}
            onChange={(event) => {
              setGoTo(event.target.value);
              setGoToError(false);
            }}
            error={goToError}
            helperText={goToError ? translate('console.videoEditor.marks.badTimecode') : undefined}
            sx={{ flex: '1 1 190px', minWidth: 190, maxWidth: 320 }}
          />
          <Button type="submit" disabled={disabled}>
            {translate('console.videoEditor.player.go')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
