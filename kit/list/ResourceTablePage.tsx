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
import { useDeferredValue, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FilterBar, ListPager, SearchField } from './ListParts';

/** The catalogue's search answers from this many characters on (shorter terms list everything). */
const MIN_SEARCH = 3;
export const RESOURCE_TABLE_PAGE_SIZE = 25;

export interface ResourceTableColumn<R> {
  /** Its header is `${prefix}.columns.${id}`. */
  id: string;
  render: (row: R) => ReactNode;
}

/**
 * A bespoke list of one catalogue type (programs, virtual channels): the title with the Add
 * action for who may create, the intro and the viewer's notice, a search box (from 3 characters),
 * the type's items 25 a page, newest change first, with the page's columns and each row's
 * actions (given the list's refetch, for an action that changes a row), the loading, failed,
 * empty and nothing-matches states, and the pager. Texts under the page's `prefix`: `title`,
 * `add`, `intro`, `readOnly`, `empty`, `columns.*`; the search and the pager's words are
 * `console.common.list.*`.
 */
export function ResourceTablePage<R extends RaRecord>({
  resource,
  prefix,
  canEdit,
  addTo,
  columns,
  rowActions,
  rowLabel,
  children,
}: {
  resource: string;
  prefix: string;
  canEdit: boolean;
  /** Where Add goes; undefined hides it (who may not create). */
  addTo: string | undefined;
  columns: readonly ResourceTableColumn<R>[];
  rowActions: (row: R, refetch: () => void) => ReactNode;
  /** A data attribute naming each row, for tests and styling (`data-row`). */
  rowLabel?: (row: R) => string;
  /** The page's dialogs. */
  children?: ReactNode;
}): ReactElement {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  const filter = term.length >= MIN_SEARCH ? { q: term } : {};
  const {
    data = [],
    total = 0,
    isPending,
    isFetching,
    error,
    refetch,
  } = useGetList<R>(resource, {
    pagination: { page, perPage: RESOURCE_TABLE_PAGE_SIZE },
    sort: { field: 'ut', order: 'DESC' },
    filter,
  });
  const filtered = 'q' in filter;
  const refresh = () => void refetch();
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h5" component="h1">
          {translate(`${prefix}.title`)}
        </Typography>
        {addTo !== undefined && (
          <Button variant="contained" component={RouterLink} to={addTo}>
            {translate(`${prefix}.add`)}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 900 }}>
        {translate(`${prefix}.intro`)}
      </Typography>
      {!canEdit && (
        <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
          {translate(`${prefix}.readOnly`)}
        </Alert>
      )}
      <FilterBar>
        <SearchField
          label={translate('console.common.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {search.trim().length > 0 && search.trim().length < MIN_SEARCH && (
          <Typography variant="body2" color="text.secondary">
            {translate('console.common.minChars', { count: MIN_SEARCH })}
          </Typography>
        )}
      </FilterBar>
      {isFetching && <LinearProgress aria-label={translate(`${prefix}.title`)} />}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {!isPending && !error && data.length === 0 && (
        <Alert severity="info">
          {translate(filtered ? 'console.common.list.filtered' : `${prefix}.empty`)}
        </Alert>
      )}
      {data.length > 0 && (
        <>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${prefix}.title`)}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      {translate(`${prefix}.columns.${column.id}`)}
                    </TableCell>
                  ))}
                  <TableCell>{translate(`${prefix}.columns.actions`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.id} data-row={rowLabel?.(row) ?? String(row.id)}>
                    {columns.map((column) => (
                      <TableCell key={column.id}>{column.render(row)}</TableCell>
                    ))}
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        {rowActions(row, refresh)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <ListPager
            prefix="console.common.list"
            pageNumber={page}
            pageSize={RESOURCE_TABLE_PAGE_SIZE}
            rowCount={data.length}
            total={total}
            onPage={setPage}
          />
        </>
      )}
      {children}
    </Box>
  );
}
