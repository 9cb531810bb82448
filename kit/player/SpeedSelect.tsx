import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PLAYBACK_SPEEDS, isPlaybackSpeed } from '../../domain/videoEditor/clipEdit';
import type { PlaybackSpeed } from '../../domain/videoEditor/clipEdit';

/** The playback speed choice (spec section 9: 0.5, 0.75, 1, 1.25, 1.5, 2). */
export function SpeedSelect({
  value,
  onChange,
  disabled = false,
}: {
  value: PlaybackSpeed;
  onChange: (speed: PlaybackSpeed) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('console.player.speed')}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const speed = Number(event.target.value);
        if (isPlaybackSpeed(speed)) onChange(speed);
      }}
      sx={{ minWidth: 110 }}
    >
      {PLAYBACK_SPEEDS.map((speed) => (
        <MenuItem key={speed} value={speed}>
          {translate('console.player.speedValue', { speed })}
        </MenuItem>
      ))}
    </TextField>
  );
}
