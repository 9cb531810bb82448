import { Paper, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';

/** Props of {@link MediaSection}. */
export interface MediaSectionProps {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  title: string;
  intro: string;
  /** The buttons beside the heading (below it on narrow screens). */
  actions: ReactNode;
  /** What shows under the heading row: progress, errors, dialogs. */
  children?: ReactNode;
}

/**
 * One media panel above an item's form (preview, media operations): a titled, outlined section
 * with a line saying what it does and its buttons on the right.
 */
export function MediaSection({
  headingId,
  title,
  intro,
  actions,
  children,
}: MediaSectionProps): ReactElement {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="subtitle1" component="h2" id={headingId}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        </div>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
