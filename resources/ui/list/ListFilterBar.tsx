import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListDeclaration } from '../../../dataProvider/types';
import type { ConsoleArea } from '../../../kit/areas';
import { FieldFilter } from './FieldFilter';
import { SearchBox } from './SearchBox';
import { StatusFilter } from './StatusFilter';
import { useListFilters } from './useListFilters';

/**
 * The filters above a list: the search box (when the type declares search fields), the
 * status filter, the type's declared field filters (its `st` filter is the status filter),
 * and 'Clear filters' while any filter is set.
 */
export function ListFilterBar({
  area,
  declaration,
}: {
  area: ConsoleArea;
  declaration: ListDeclaration;
}) {
  const translate = useTranslate();
  const { values, setAll } = useListFilters();
  const fieldFilters = declaration.filters.filter((filter) => filter.source !== 'st');
  const hasFilters = Object.keys(values).length > 0;
  return (
    <Stack
      role="search"
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={2}
      alignItems="flex-start"
      sx={{ px: 2, pt: 2 }}
    >
      {declaration.searchFields.length > 0 && <SearchBox />}
      <StatusFilter area={area} />
      {fieldFilters.map((filter) => (
        <FieldFilter key={filter.source} filter={filter} />
      ))}
      {hasFilters && (
        <Button onClick={() => setAll({})} sx={{ mt: 0.5 }}>
          {translate('console.lists.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
