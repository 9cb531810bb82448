import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NotificationJobDisplay } from '../../domain/statuses';

/** Readable on both themes: the darker shade on light paper, the lighter one on dark. */
export const stateColour =
  (display: NotificationJobDisplay) =>
  ({ palette }: Theme): string => {
    const tone =
      display.colour === 'red'
        ? palette.error
        : display.colour === 'orange'
          ? palette.warning
          : palette.success;
    return palette.mode === 'dark' ? tone.light : tone.dark;
  };

/**
 * A job's state as the spec shows it (section 4): 'Failed' in red; in progress in orange with its
 * progress; complete with a check mark. The progress (success/count) is shown by the caller.
 */
export function JobStateText({ display }: { display: NotificationJobDisplay }) {
  const translate = useTranslate();
  const Icon =
    display.state === 'complete'
      ? CheckCircleIcon
      : display.state === 'failed'
        ? ErrorIcon
        : HourglassTopIcon;
  return (
    <Box
      component="span"
      data-state={display.state}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: stateColour(display),
        fontWeight: 600,
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {translate(`console.notifications.states.${display.state}`)}
    </Box>
  );
}
