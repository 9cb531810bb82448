import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { contentDuration } from '../../domain/programs/segments';
import type { ProgramSegment } from '../../domain/programs/segments';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { ResourceTablePage } from '../../kit/list/ResourceTablePage';
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
 * duration (HH:mm:ss from the segments), segment count, status, 25 a page with search; 'New
 * Program', Open, and Delete (an update to the deleted status, then the grid is read again).
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
  const [update] = useUpdate<ProgramRecord>();
  const base = PROGRAM_PATHS.base(product);
  const nameOf = (row: ProgramRecord) => pickLocalizedName(row.lon, locale) ?? row.id;
  const remove = (row: ProgramRecord, refetch: () => void) =>
    update(
      'program',
      { id: row.id, data: {}, previousData: row, meta: { status: 'deleted' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('console.programs.deleted', { type: 'success' });
          refetch();
        },
        onError: (failure) => notifyError(failure, 'console.common.errors.requestFailed'),
      },
    );
  return (
    <ResourceTablePage<ProgramRecord>
      resource="program"
      prefix="console.programs"
      canEdit={canEdit}
      addTo={canCreate ? `${base}/add` : undefined}
      rowLabel={(row) => row.id}
      columns={[
        { id: 'title', render: nameOf },
        { id: 'duration', render: (row) => contentDuration(row.sg) },
        { id: 'segments', render: (row) => row.sg?.length ?? 0 },
        { id: 'status', render: (row) => <StatusChip status={row.st} area="live" /> },
      ]}
      rowActions={(row, refetch) => (
        <>
          <Button
            size="small"
            component={RouterLink}
            to={`${base}/${encodeURIComponent(row.id)}`}
            aria-label={`${translate('console.programs.open')}: ${nameOf(row)}`}
          >
            {translate('console.programs.open')}
          </Button>
          {canDelete && row.st !== 'deleted' && (
            <Button
              size="small"
              color="error"
              onClick={() => void remove(row, refetch)}
              aria-label={`${translate('console.programs.delete')}: ${nameOf(row)}`}
            >
              {translate('console.programs.delete')}
            </Button>
          )}
        </>
      )}
    />
  );
}
