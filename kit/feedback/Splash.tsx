import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The console's logo (the favicon's play mark), drawn inline so it shows before any request. */
export function ConsoleLogo({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1e293b" />
      <path d="M12 9l11 7-11 7z" fill="#38bdf8" />
    </svg>
  );
}

/**
 * The full-screen splash (logo and spinner) shown while the console boots, signs in, loads its
 * catalogue types or signs out. `message` is already translated (or empty before i18n exists).
 */
export function Splash({ message }: { message?: string | undefined }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: '#0f172a',
        color: '#e2e8f0',
      }}
    >
      <ConsoleLogo />
      {/* A progress bar named by its message (signing out, loading the types...); before the
          language is known there is no message, and the spinner is decoration only (an
          unnamed progress bar is an axe violation). */}
      {message ? (
        <CircularProgress size={32} sx={{ color: '#38bdf8' }} aria-label={message} />
      ) : (
        <CircularProgress size={32} sx={{ color: '#38bdf8' }} aria-hidden="true" />
      )}
      {message ? <Typography variant="body2">{message}</Typography> : null}
    </Box>
  );
}
