import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Ingestion } from '../../dataProvider/vll/vllProvider';

/** The status of a channel's latest ingestion of the day, as a chip. */
export function IngestionChip({ job }: { job: Ingestion | null }) {
  const translate = useTranslate();
  if (!job) return <Chip size="small" label={translate('console.epg.status.none')} />;
  if (job.status === 'processing' && job.count > 0)
    return (
      <Chip
        size="small"
        color="warning"
        label={translate('console.epg.status.progress', { success: job.success, count: job.count })}
      />
    );
  const known = ['completed', 'cancelled', 'failed'].includes(job.status);
  const colour =
    job.status === 'completed'
      ? 'success'
      : job.status === 'failed'
        ? 'error'
        : known
          ? 'default'
          : 'warning';
  return (
    <Chip
      size="small"
      color={colour}
      label={translate(`console.epg.status.${known ? job.status : 'processing'}`)}
    />
  );
}
