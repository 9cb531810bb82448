import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { readFailure } from '../../../dataProvider/envelopeReader';
import { storefrontServiceOf } from '../../../dataProvider/storefront/storefrontProvider';
import type { AuditEntry } from '../../../domain/audit';
import { containerPlacementChange } from '../../../domain/storefront/containerPlacement';
import { useDisplayDate } from '../../../kit/dates/useDisplayDate';
import { ConsoleDialog } from '../../../kit/dialog/ConsoleDialog';
import { LoadingBar } from '../../../kit/feedback/LoadingBar';
import { PageControls } from '../../../kit/list/PageControls';

const PAGE_SIZES = [10, 25, 100];

/** The name of the page's tab that holds the container after the change (its id when unnamed). */
function tabNameOf(entry: AuditEntry, containerId: string): string {
  const tabs = entry.change.find((change) => change.field === 't')?.to;
  if (!Array.isArray(tabs)) return '';
  const tab = (tabs as { id?: unknown; c?: unknown; lon?: unknown }[]).find(
    (each) => Array.isArray(each.c) && each.c.includes(containerId),
  );
  const names = Array.isArray(tab?.lon) ? (tab.lon as { lang?: unknown; n?: unknown }[]) : [];
  const name = (names.find((n) => n.lang === 'en') ?? names[0])?.n;
  return typeof name === 'string' ? name : typeof tab?.id === 'string' ? tab.id : '';
}

/**
 * A container's history on one storefront page (the audit service's container audit, `s_id` and
 * `c_id`): the container's own changes and the page's changes that placed, moved or removed it,
 * newest first, paged.
 */
export function ContainerAuditDialog({
  storefrontId,
  containerId,
  name,
  onClose,
}: {
  storefrontId: string;
  containerId: string;
  name: string;
  onClose: () => void;
}): ReactElement {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const dataProvider = useDataProvider();
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({
    queryKey: ['storefront', 'containerAudit', storefrontId, containerId, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      storefrontServiceOf(dataProvider).getContainerAudit(
        storefrontId,
        containerId,
        { pageNumber, pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.storefront.containers.audit.${key}`, options);

  const whatOf = (entry: AuditEntry): string[] => {
    if (entry.cty !== 'container') {
      const placement = containerPlacementChange(entry.change, containerId);
      return placement === undefined ? [] : [t(placement, { tab: tabNameOf(entry, containerId) })];
    }
    const status = /^status:(.+)$/.exec(entry.action)?.[1];
    const headline =
      entry.action === 'create'
        ? t('created')
        : status
          ? t('status', { status: translate(`enums.st.${status}`, { _: status }) })
          : t('updated');
    const fields = entry.change
      .map((change) => change.field)
      .filter((field) => field !== 'st')
      .map((field) => translate(`console.storefront.fields.${field}`, { _: field }));
    return fields.length === 0 || entry.action === 'create'
      ? [headline]
      : [headline, t('fields', { fields: fields.join(', ') })];
  };

  const rows = query.data?.data ?? [];
  return (
    <ConsoleDialog
      open
      title={translate('console.storefront.containers.history', { name })}
      onClose={onClose}
      maxWidth="md"
    >
      {query.isError ? (
        <Alert severity="error">{readFailure(query.error, '').message || t('loadFailed')}</Alert>
      ) : (
        <>
          {query.isFetching && <LoadingBar />}
          <Table
            size="small"
            aria-label={translate('console.storefront.containers.history', { name })}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('who')}</TableCell>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('what')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!query.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{t('empty')}</TableCell>
                </TableRow>
              )}
              {rows.map((entry) => (
                <TableRow key={`${String(entry.seq)}-${entry.TraceKey}`}>
                  <TableCell title={entry.changed_by}>
                    {entry.changed_by_name ?? entry.changed_by}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDate(entry.at)}</TableCell>
                  <TableCell>
                    {whatOf(entry).map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PageControls
            total={query.data?.total ?? 0}
            pageNumber={pageNumber}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            onPageNumber={setPageNumber}
            onPageSize={(size) => {
              setPageSize(size);
              setPageNumber(1);
            }}
          />
        </>
      )}
    </ConsoleDialog>
  );
}
