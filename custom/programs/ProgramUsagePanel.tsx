import { Alert, List, ListItem, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { vllServiceOf } from '../../dataProvider/vllProvider';

/** Where a program airs: each virtual channel day (draft or published) holding it. */
export function ProgramUsagePanel({ programId }: { programId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const usage = useQuery({
    queryKey: ['program', 'usage', programId],
    queryFn: ({ signal }) => vllServiceOf(dataProvider).getProgramUsage(programId, signal),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="program-usage">
      <Typography variant="h6" component="h2" id="program-usage">
        {translate('console.programs.usage.title')}
      </Typography>
      {usage.error && <Alert severity="error">{translate('console.programs.usage.failed')}</Alert>}
      {usage.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('console.programs.usage.none')}
        </Typography>
      )}
      {usage.data && usage.data.length > 0 && (
        <List dense>
          {usage.data.map((row) => (
            <ListItem key={`${row.channelId}-${row.dt}-${row.st}`}>
              {translate('console.programs.usage.row', {
                channel: row.channelName,
                day: row.dt,
                status: translate(`enums.st.${row.st}`),
                smart_count: row.airings,
              })}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
