import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentStatus } from '../../../domain/statuses';
import { vodStatusLabel } from '../../../domain/statuses';
import type { ConsoleArea } from '../../../kit/areas';
import { filterText } from './filterValues';
import { useListFilters } from './useListFilters';

/** The statuses a list can be narrowed to, after 'All' (= published, draft and pre-draft). */
export const LIST_STATUS_CHOICES: readonly ContentStatus[] = [
  'published',
  'draft',
  'pre-draft',
  'pending',
  'archived',
  'deleted',
];

const ALL = 'all';

/**
 * The status filter (`st`): All (the server's default: published, draft, pre-draft), then one
 * status. In the VOD area published, draft and pre-draft carry the VOD names (Available,
 * In-Progress, Processing).
 */
export function StatusFilter({ area }: { area: ConsoleArea }) {
  const translate = useTranslate();
  const { values, setOne } = useListFilters();
  const value = filterText(values, 'st') || ALL;
  const labelOf = (status: ContentStatus): string =>
    area === 'vod' && vodStatusLabel(status) !== undefined
      ? translate(`console.common.vodStatus.${status}`)
      : translate(`enums.st.${status}`, { _: status });
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={translate('console.lists.status.label')}
      value={value}
      onChange={(event) =>
        setOne('st', event.target.value === ALL ? undefined : event.target.value)
      }
      helperText=" "
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={ALL}>{translate('console.lists.status.all')}</MenuItem>
      {LIST_STATUS_CHOICES.map((status) => (
        <MenuItem key={status} value={status}>
          {labelOf(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}
