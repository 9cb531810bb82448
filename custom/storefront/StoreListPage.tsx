import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Box,
  Button,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { STORE_PAGE_SIZE } from '../../dataProvider/storefront/storefrontProvider';
import type { StoreType, StoredStoreItem } from '../../dataProvider/storefront/storefrontProvider';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import {
  FilterBar,
  FilterSelect,
  ListBody,
  ListIntro,
  ListPager,
  SearchField,
  AddLink,
} from '../../kit/list/ListParts';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import { STOREFRONT_PATHS } from './paths';
import { useStoreList } from './useStorefront';

const STATUS_FILTERS = ['draft', 'published', 'archived', 'deleted'] as const;

/** The field naming an item's kind in the list, per type. */
const KIND_FIELD: Readonly<Record<StoreType, string | undefined>> = {
  storefront: 'ty',
  collection: undefined,
  container: 'ck',
};

/**
 * Manage Storefronts, Collections and Containers (`/apps/:product?/storefront`, `/collection`,
 * `/Container`): the product's items of the type, 25 a page, searched by name and filtered by
 * status; each name opens the item. Add for a merchandiser; the calendar one click away.
 */
export function StoreListPage({ type }: { type: StoreType }) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_storefront');
  const displayDate = useDisplayDate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const q = useDeferredValue(search.trim());
  const list = useStoreList(type, { q, st: status || undefined, pageNumber });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const prefix = `console.storefront.${type}`;
  const kindField = KIND_FIELD[type];
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPageNumber(1);
  };
  const kindOf = (item: StoredStoreItem) => {
    const kind = kindField ? item[kindField] : undefined;
    return typeof kind === 'string'
      ? translate(`console.storefront.kinds.${kind}`, { _: kind })
      : '';
  };
  const windowOf = (item: StoredStoreItem) => {
    const start = typeof item.st_dt === 'string' ? displayDate(item.st_dt) : '';
    const end = typeof item.ed_dt === 'string' ? displayDate(item.ed_dt) : '';
    if (start === '' && end === '') return translate('console.storefront.always');
    return `${start || '…'} – ${end || '…'}`;
  };
  return (
    <Box>
      <Title title={translate(`${prefix}.title`)} />
      <ListIntro prefix={prefix} hasProduct={product !== undefined} readOnly={!canCreate} />
      <FilterBar>
        <SearchField
          label={translate('console.storefront.search')}
          value={search}
          onChange={filter(setSearch)}
        />
        <FilterSelect
          label={translate('console.storefront.fields.st')}
          value={status}
          onChange={filter(setStatus)}
          every={translate('console.storefront.allStatuses')}
          options={STATUS_FILTERS.map((st) => ({
            id: st,
            name: translate(`enums.st.${st}`, { _: st }),
          }))}
        />
        <Box sx={{ flex: 1 }} />
        {type !== 'container' && (
          <Button
            component={LinkBase}
            to={STOREFRONT_PATHS.calendarOf(type, product)}
            startIcon={<CalendarMonthIcon />}
          >
            {translate('console.storefront.calendar')}
          </Button>
        )}
        {canCreate && (
          <AddLink
            to={STOREFRONT_PATHS.addOf(type, product)}
            labelKey={`console.storefront.${type}.add`}
          />
        )}
      </FilterBar>
      <ListBody
        prefix={prefix}
        query={list}
        rowCount={rows.length}
        filtered={q !== '' || status !== ''}
        canCreate={canCreate}
        failedKey="console.storefront.notify.loadFailed"
        icon={<StorefrontIcon />}
        addAction={
          <AddLink
            to={STOREFRONT_PATHS.addOf(type, product)}
            labelKey={`console.storefront.${type}.add`}
          />
        }
      >
        <TableContainer>
          <Table size="small" aria-label={translate(`${prefix}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.storefront.fields.n')}</TableCell>
                {kindField && <TableCell>{translate('console.storefront.fields.kind')}</TableCell>}
                <TableCell>{translate('console.storefront.fields.window')}</TableCell>
                <TableCell>{translate('console.storefront.fields.st')}</TableCell>
                <TableCell>{translate('console.storefront.fields.ut')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <TableRow key={item.key} hover>
                  <TableCell>
                    <MuiLink
                      component={LinkBase}
                      to={STOREFRONT_PATHS.itemOf(type, product, item.id)}
                    >
                      {item.n}
                    </MuiLink>
                  </TableCell>
                  {kindField && <TableCell>{kindOf(item)}</TableCell>}
                  <TableCell>{windowOf(item)}</TableCell>
                  <TableCell>
                    <StatusChip status={item.st} />
                  </TableCell>
                  <TableCell>{displayDate(item.ut)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          prefix={prefix}
          pageNumber={pageNumber}
          pageSize={STORE_PAGE_SIZE}
          rowCount={rows.length}
          total={total}
          onPage={setPageNumber}
        />
      </ListBody>
    </Box>
  );
}
