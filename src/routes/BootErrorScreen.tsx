import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ConsoleLogo } from '../../kit/feedback/Splash';

/** A readable text for anything thrown while booting (Error, keycloak-js error object, string). */
export function describeBootError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { error: code, error_description: description } = error as {
      error?: unknown;
      error_description?: unknown;
    };
    const parts = [code, description].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    if (parts.length > 0) return parts.join(': ');
  }
  return typeof error === 'string' && error !== '' ? error : '';
}

export interface BootErrorScreenProps {
  title: string;
  message: string;
  /** Technical detail (the error's own text), shown smaller. */
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * The full-screen error shown when the console cannot start: configuration not loaded, sign-in
 * service unreachable, catalogue types not loaded. Texts arrive translated.
 */
export function BootErrorScreen({
  title,
  message,
  detail,
  retryLabel,
  onRetry,
}: BootErrorScreenProps) {
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
        textAlign: 'center',
        bgcolor: '#0f172a',
        color: '#e2e8f0',
      }}
    >
      <ConsoleLogo size={56} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography>{message}</Typography>
      {detail ? (
        <Typography
          variant="body2"
          component="pre"
          sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', opacity: 0.8, maxWidth: 640 }}
        >
          {detail}
        </Typography>
      ) : null}
      <Button variant="contained" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  );
}
