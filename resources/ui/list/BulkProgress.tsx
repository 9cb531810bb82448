import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkJob } from '../../../dataProvider/types';

/** The progress of a running bulk job: a bar and 'n of count done' (success + failure). */
export function BulkProgress({ job }: { job: BulkJob }) {
  const translate = useTranslate();
  const done = job.success + job.failure;
  const percent = job.count > 0 ? Math.min(100, Math.round((done / job.count) * 100)) : 0;
  return (
    <Box role="status" sx={{ px: 2, py: 1 }}>
      <Typography variant="body2" gutterBottom>
        {translate('console.lists.bulk.progress', { done, count: job.count })}
      </Typography>
      <LinearProgress variant={job.count > 0 ? 'determinate' : 'indeterminate'} value={percent} />
    </Box>
  );
}
