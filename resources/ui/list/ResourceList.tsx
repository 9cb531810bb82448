import { useCallback } from 'react';
import { DataTable, List, Pagination, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { usePermission } from '../../../authProvider/usePermission';
import type { ListDeclaration } from '../../../dataProvider/types';
import type { ConsoleArea } from '../../../kit/areas';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';
import { useResourcePaths } from '../shared/useResourcePaths';
import type { ResourcePaths } from '../shared/useResourcePaths';
import { BulkProgress } from './BulkProgress';
import { BulkStatusToolbar } from './BulkStatusButtons';
import { ColumnValue, SORTABLE_COLUMNS } from './ColumnValue';
import { KEYBOARD_ROW_SX, KeyboardBody } from './KeyboardRows';
import { ListFilterBar } from './ListFilterBar';
import { CreateLink, ListEmpty, ListError } from './ListStates';
import { SavedFiltersMenu } from './SavedFiltersMenu';
import { useAllowedBulkActions } from './useAllowedBulkActions';
import { useBulkStatusChange } from './useBulkStatusChange';
import { refetchListOnMount } from '../shared/listPrefetch';
import { listPageSize } from '../../../domain/listPageSize';

/** Rows per page a list offers; 25 is the default. */
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 100];

/** Props of {@link ResourceList}. */
export interface ResourceListProps {
  area: ConsoleArea;
  type: string;
  declaration: ListDeclaration;
  /** Keep saved filters on the server (runtime `features.serverSavedFilters`) rather than in this browser. */
  serverSavedFilters: boolean;
}

/** The list's load error, with Retry (inside the list context). */
function ListLoadError() {
  const { error, refetch } = useListContext();
  return <ListError error={error} onRetry={() => void refetch()} />;
}

/** Filters, bulk progress and the table of a list (inside the list context). */
function ListContent({
  area,
  type,
  declaration,
  paths,
}: {
  area: ConsoleArea;
  type: string;
  declaration: ListDeclaration;
  paths: ResourcePaths;
}) {
  const bulk = useBulkStatusChange(type);
  const bulkActions = useAllowedBulkActions(declaration.resource);
  const bulkToolbar =
    bulkActions.length > 0 ? (
      <BulkStatusToolbar actions={bulkActions} onChange={bulk.start} disabled={bulk.isRunning} />
    ) : undefined;
  const rowClick = useCallback(
    (_id: unknown, _resource: unknown, record: RaRecord) => paths.edit(record),
    [paths],
  );
  return (
    <>
      <ListFilterBar area={area} declaration={declaration} />
      {bulk.job && <BulkProgress job={bulk.job} />}
      <DataTable
        rowClick={rowClick}
        body={KeyboardBody}
        sx={KEYBOARD_ROW_SX}
        // The same element in both slots: bulkActionButtons switches the row checkboxes on.
        bulkActionButtons={bulkToolbar ?? false}
        bulkActionsToolbar={bulkToolbar}
      >
        {declaration.columns.map((column) => (
          <DataTable.Col
            key={column.source}
            source={column.source}
            label={`fields.${column.source}`}
            disableSort={!SORTABLE_COLUMNS.has(column.source)}
          >
            <ColumnValue column={column} area={area} />
          </DataTable.Col>
        ))}
      </DataTable>
    </>
  );
}

/**
 * A catalogue type's list, built from its list declaration: title `resources.<type>.plural`,
 * the declared columns (headers `fields.<source>`) and filters, search, status filter, saved
 * filters, the declared default sort, 25 rows a page, bulk status changes and the Create
 * button as permissions allow. Rows open the item's edit page (click or Enter).
 */
export function ResourceList({ area, type, declaration, serverSavedFilters }: ResourceListProps) {
  const translate = useTranslate();
  const paths = useResourcePaths(area, type);
  const canCreate = usePermission('create', declaration.resource);
  // The product in the query key: switching product reloads the list.
  const product = useCurrentProduct();
  const plural = translate(`resources.${type}.plural`, { _: type });
  return (
    <List
      resource={type}
      // Access is by page resource (the declaration's `resource`), not react-admin's resource
      // names: the route guard checks view, the server each call; login is the shell's.
      disableAuthentication
      title={plural}
      sort={declaration.sort}
      // 25 rows a page; syndication's lists 10 (spec section 9).
      perPage={listPageSize(area)}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      // The first page a menu click fetched moments ago is taken, not asked for again.
      queryOptions={{
        ...(product ? { meta: { product } } : {}),
        refetchOnMount: refetchListOnMount,
      }}
      actions={
        <TopToolbar>
          <SavedFiltersMenu type={type} onServer={serverSavedFilters} />
          {canCreate && <CreateLink to={paths.create} />}
        </TopToolbar>
      }
      empty={<ListEmpty name={plural} createPath={canCreate ? paths.create : undefined} />}
      error={<ListLoadError />}
    >
      <ListContent area={area} type={type} declaration={declaration} paths={paths} />
    </List>
  );
}
