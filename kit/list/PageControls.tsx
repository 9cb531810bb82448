import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PageControlsProps {
  /** How many rows there are in all. */
  total: number;
  /** The page shown, from 1. */
  pageNumber: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageNumber: (pageNumber: number) => void;
  /** A new page size; the caller goes back to the first page as it sees fit. */
  onPageSize: (pageSize: number) => void;
}

/**
 * The pager under a table that is not a react-admin list (an audit trail, search results): rows
 * per page and 'from-to of total' in the UI language, with the pages counted from 1.
 */
export function PageControls({
  total,
  pageNumber,
  pageSize,
  pageSizes,
  onPageNumber,
  onPageSize,
}: PageControlsProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={pageNumber - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, page) => onPageNumber(page + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count,
        })
      }
    />
  );
}
