import AddIcon from '@mui/icons-material/Add';
import PublicIcon from '@mui/icons-material/Public';
import { Alert, Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  DataTable,
  List,
  LinkBase,
  Pagination,
  SearchInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { GEO_RESOURCE } from '../../dataProvider/geoProvider';
import type { GeoOverride } from '../../domain/geo/override';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCountryChoices, useCountryName } from './countries';
import { GeoLookup } from './GeoLookup';
import { GEO_PATHS } from './paths';

const ROWS_PER_PAGE = [10, 25, 100];

/** The 'Add override' button (a link to the add page). */
function AddLink() {
  const translate = useTranslate();
  return (
    <Button
      component={LinkBase}
      to={GEO_PATHS.add}
      label={translate('console.geo.add')}
      variant="contained"
    >
      <AddIcon />
    </Button>
  );
}

/** An empty list: nothing yet, and what to do about it. */
function GeoEmpty({ canCreate }: { canCreate: boolean }) {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center', width: '100%' }}>
      <PublicIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {translate('console.geo.empty.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(canCreate ? 'console.geo.empty.createHint' : 'console.geo.empty.viewHint')}
      </Typography>
      {canCreate && <AddLink />}
    </Stack>
  );
}

/** No row matches the filters. */
function NoMatch() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('console.geo.empty.filtered')}
    </Typography>
  );
}

/** The address cell: a link, so a keyboard reaches every row's edit page with Tab and Enter. */
function AddressLink({ record }: { record: GeoOverride }) {
  return (
    <MuiLink
      component={LinkBase}
      to={GEO_PATHS.edit(record.id)}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}
    >
      {record.ip}
    </MuiLink>
  );
}

/** The table of overrides (inside the list context). */
function GeoTable() {
  const translate = useTranslate();
  const countryName = useCountryName();
  const displayDate = useDisplayDate();
  const { isPending } = useListContext();
  return (
    <DataTable
      rowClick={(id) => GEO_PATHS.edit(String(id))}
      bulkActionButtons={false}
      empty={isPending ? undefined : <NoMatch />}
    >
      <DataTable.Col
        source="ip"
        label={translate('console.geo.fields.ip')}
        render={(record: RaRecord) => <AddressLink record={record as GeoOverride} />}
      />
      <DataTable.Col
        source="family"
        label={translate('console.geo.fields.family')}
        disableSort
        render={(record: RaRecord) => (
          <Chip
            size="small"
            variant="outlined"
            label={translate(
              record.family === 6 ? 'console.geo.family.v6' : 'console.geo.family.v4',
            )}
          />
        )}
      />
      <DataTable.Col
        source="country"
        label={translate('console.geo.fields.country')}
        render={(record: RaRecord) => countryName((record as GeoOverride).country)}
      />
      <DataTable.Col source="region" label={translate('console.geo.fields.region')} />
      <DataTable.Col
        source="note"
        label={translate('console.geo.fields.note')}
        disableSort
        sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      />
      <DataTable.Col
        source="ut"
        label={translate('console.geo.fields.ut')}
        render={(record: RaRecord) => displayDate((record as GeoOverride).ut)}
      />
    </DataTable>
  );
}

/**
 * IP Configuration (`/apps/ip/list`): the geo-IP overrides, searchable and filtered by country,
 * sorted by address, 25 a page; a lookup of the override an address falls in; Add for those who
 * may create. Rows open the edit page (click, or Tab to the address link and Enter).
 */
export function GeoListPage() {
  const translate = useTranslate();
  const canCreate = usePermission('create', 'cp_ipconfig');
  const countries = useCountryChoices();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('console.geo.filters.search')}
      aria-label={translate('console.geo.filters.search')}
    />,
    <AutocompleteInput
      key="country"
      source="country"
      alwaysOn
      label={translate('console.geo.filters.country')}
      choices={countries}
      sx={{ minWidth: 260 }}
    />,
  ];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {translate('console.geo.intro')}
      </Typography>
      {!canCreate && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.geo.readOnly')}
        </Alert>
      )}
      <GeoLookup />
      <List
        resource={GEO_RESOURCE}
        // Access is by page resource (cp_ipconfig): the route guard checks view, the server each call.
        disableAuthentication
        title={translate('console.geo.title')}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        filters={filters}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        actions={<TopToolbar>{canCreate && <AddLink />}</TopToolbar>}
        empty={<GeoEmpty canCreate={canCreate} />}
        storeKey="geo.overrides"
      >
        <GeoTable />
      </List>
    </Box>
  );
}
