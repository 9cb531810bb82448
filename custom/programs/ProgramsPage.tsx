import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { contentDuration } from '../../domain/programs/segments';
import type { ProgramSegment } from '../../domain/programs/segments';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import { PROGRAM_PATHS } from './paths';

export interface ProgramRecord {
  id: string;
  key: string;
  ut: string;
  st: string;
  lon?: { lang?: string; n?: string }[];
  lod?: { lang?: string; n?: string }[];
  el_no?: string;
  sg?: ProgramSegment[];
  trt?: number;
}

/**
 * The programs list (`/apps/:product?/live/program`, 'Programs'): title, the derived content
 * duration (HH:mm:ss from the segments), segment count, status; 'New Program', Open, and Delete
 * (an update to the deleted status, then the grid is read again).
 */
export function ProgramsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_live');
  const canDelete = usePermission('delete', 'cp_live');
  const canEdit = usePermission('update', 'cp_live');
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<ProgramRecord>('program', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'ut', order: 'DESC' },
  });
  const [update] = useUpdate<ProgramRecord>();
  const base = PROGRAM_PATHS.base(product);
  const remove = (row: ProgramRecord) =>
    update(
      'program',
      { id: row.id, data: {}, previousData: row, meta: { status: 'deleted' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('console.programs.deleted', { type: 'success' });
          void refetch();
        },
        onError: (failure) => notifyError(failure, 'console.common.errors.requestFailed'),
      },
    );
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h5" component="h1">
          {translate('console.programs.title')}
        </Typography>
        {canCreate && (
          <Button variant="contained" component={RouterLink} to={`${base}/add`}>
            {translate('console.programs.add')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 900 }}>
        {translate('console.programs.intro')}
      </Typography>
      {!canEdit && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.programs.readOnly')}
        </Alert>
      )}
      {isPending && <LinearProgress aria-label={translate('console.programs.title')} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {!isPending && !error && data.length === 0 && (
        <Alert severity="info">{translate('console.programs.empty')}</Alert>
      )}
      {data.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.programs.columns.title')}</TableCell>
                <TableCell>{translate('console.programs.columns.duration')}</TableCell>
                <TableCell>{translate('console.programs.columns.segments')}</TableCell>
                <TableCell>{translate('console.programs.columns.status')}</TableCell>
                <TableCell>{translate('console.programs.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => {
                const name = pickLocalizedName(row.lon, locale) ?? row.id;
                return (
                  <TableRow key={row.id} data-program={row.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell>{contentDuration(row.sg)}</TableCell>
                    <TableCell>{row.sg?.length ?? 0}</TableCell>
                    <TableCell>
                      <StatusChip status={row.st} area="live" />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          component={RouterLink}
                          to={`${base}/${encodeURIComponent(row.id)}`}
                          aria-label={`${translate('console.programs.open')}: ${name}`}
                        >
                          {translate('console.programs.open')}
                        </Button>
                        {canDelete && row.st !== 'deleted' && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => void remove(row)}
                            aria-label={`${translate('console.programs.delete')}: ${name}`}
                          >
                            {translate('console.programs.delete')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
