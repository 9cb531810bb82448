import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isConsoleHttpError } from '../../dataProvider/errors';

/** An editor's wait while its version loads: the page's title in the shell, a spinner named by it. */
export function EditorLoading({ title }: { title: string }) {
  return (
    <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
      <Title title={title} />
      <CircularProgress aria-label={title} />
    </Box>
  );
}

/**
 * An editor whose item could not be read: 'not found' for a 404 (`notFound`, already worded with
 * the id), else the service's reason (or `loadFailed`'s words), and the way back.
 */
export function EditorLoadFailed({
  title,
  error,
  notFound,
  loadFailed,
  back,
}: {
  title: string;
  error: unknown;
  notFound: string;
  loadFailed: string;
  back: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }}>
      <Title title={title} />
      <Alert severity="error" sx={{ mb: 2 }}>
        {isConsoleHttpError(error) && error.status === 404
          ? notFound
          : readFailure(error, translate(loadFailed)).message}
      </Alert>
      {back}
    </Box>
  );
}

/**
 * A create page's Create, inside react-admin's form (it submits it): its progress while the
 * create is out (`saving`'s words, when the page has them).
 */
export function CreateButton({ label, saving }: { label: string; saving?: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} aria-hidden /> : undefined}
    >
      {translate(isSubmitting && saving !== undefined ? saving : label)}
    </Button>
  );
}
