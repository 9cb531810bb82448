import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/**
 * The frame of the console's message pages (404, 500, the account pages of the template routes):
 * a large mark, the page's heading, what it means, and the ways on — the 404 page's look.
 */
export function MessagePage({
  mark,
  title,
  message,
  children,
  testId,
}: {
  /** A short code ('500') or an icon, above the heading; not read out. */
  mark: ReactNode;
  title: string;
  message: string;
  /** The buttons and links. */
  children: ReactNode;
  /** Its `data-testid`, where tests tell one message page from another. */
  testId?: string;
}) {
  return (
    <Box
      component="section"
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: 10,
        px: 2,
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary' }}>
        {mark}
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {message}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {children}
      </Stack>
    </Box>
  );
}

/** A message page's large status code ('404'), above its heading. */
export function StatusCode({ code }: { code: number }) {
  return (
    <Typography variant="h1" component="p" sx={{ fontWeight: 700 }}>
      {code}
    </Typography>
  );
}
