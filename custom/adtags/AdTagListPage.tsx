import TuneIcon from '@mui/icons-material/Tune';
import CampaignIcon from '@mui/icons-material/Campaign';
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
import {
  AD_TAG_DEVICES,
  AD_TAG_KINDS,
  AD_TAG_PAGE_SIZE,
} from '../../dataProvider/adTag/adTagProvider';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import {
  FilterBar,
  FilterSelect,
  ListBody,
  ListIntro,
  ListPager,
  SearchField,
  AddLink,
} from '../../kit/list/ListParts';
import { AD_TAG_PATHS } from './paths';

const PREFIX = 'console.adTags';
import { useAdTagList } from './useAdTags';

const STATUS_FILTERS = ['draft', 'published', 'archived', 'deleted'] as const;

/**
 * Ad Tag Configurations (`/apps/:product?/ad/tag`): the product's ad tags, 10 a page, searched
 * by name and filtered by type, status and device (the service's filter); each name opens it.
 * Add for who may create; an empty product says what to do; the product's ad load policies are
 * one link away.
 */
export function AdTagListPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_adconfig');
  const displayDate = useDisplayDate();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [device, setDevice] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const q = useDeferredValue(search.trim());
  const list = useAdTagList({ q, ty: kind, st: status, dev: device, pageNumber });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const filtered = q !== '' || kind !== '' || status !== '' || device !== '';
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPageNumber(1);
  };
  const listOf = (values: readonly string[] | undefined, prefix: string, none: string) =>
    values && values.length > 0
      ? values.map((value) => translate(`console.adTags.${prefix}.${value}`)).join(', ')
      : none;
  return (
    <Box>
      <Title title={translate('console.adTags.title')} />
      <ListIntro prefix={PREFIX} hasProduct={product !== undefined} readOnly={!canCreate} />
      <FilterBar>
        <SearchField
          label={translate('console.adTags.search')}
          value={search}
          onChange={filter(setSearch)}
        />
        <FilterSelect
          label={translate('console.adTags.fields.ty')}
          value={kind}
          onChange={filter(setKind)}
          every={translate('console.adTags.allKinds')}
          options={AD_TAG_KINDS.map((id) => ({
            id,
            name: translate(`console.adTags.kinds.${id}`),
          }))}
        />
        <FilterSelect
          label={translate('console.adTags.fields.st')}
          value={status}
          onChange={filter(setStatus)}
          every={translate('console.adTags.allStatuses')}
          options={STATUS_FILTERS.map((st) => ({
            id: st,
            name: translate(`enums.st.${st}`, { _: st }),
          }))}
        />
        <FilterSelect
          label={translate('console.adTags.fields.dev')}
          value={device}
          onChange={filter(setDevice)}
          every={translate('console.adTags.allDevices')}
          options={AD_TAG_DEVICES.map((id) => ({
            id,
            name: translate(`console.adTags.devices.${id}`),
          }))}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          component={LinkBase}
          to={AD_TAG_PATHS.loadPoliciesOf(product)}
          startIcon={<TuneIcon />}
        >
          {translate('console.adTags.loadPolicies')}
        </Button>
        {canCreate && <AddLink to={AD_TAG_PATHS.addOf(product)} labelKey="console.adTags.add" />}
      </FilterBar>
      <ListBody
        prefix={PREFIX}
        query={list}
        rowCount={rows.length}
        filtered={filtered}
        canCreate={canCreate}
        failedKey="console.adTags.notify.filterFailed"
        icon={<CampaignIcon />}
        addAction={<AddLink to={AD_TAG_PATHS.addOf(product)} labelKey="console.adTags.add" />}
      >
        <TableContainer>
          <Table size="small" aria-label={translate('console.adTags.title')}>
            <TableHead>
              <TableRow>
                {(['n', 'ty', 'pos', 'dev', 'st', 'ut'] as const).map((column) => (
                  <TableCell key={column}>{translate(`console.adTags.fields.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((tag) => (
                <TableRow key={tag.key} hover>
                  <TableCell>
                    <MuiLink component={LinkBase} to={AD_TAG_PATHS.editOf(product, tag.id)}>
                      {tag.n}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{translate(`console.adTags.kinds.${tag.ty}`)}</TableCell>
                  <TableCell>{listOf(tag.pos, 'positions', '')}</TableCell>
                  <TableCell>
                    {listOf(tag.dev, 'devices', translate('console.adTags.allDevices'))}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={tag.st} />
                  </TableCell>
                  <TableCell>{displayDate(tag.ut)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          prefix={PREFIX}
          pageNumber={pageNumber}
          pageSize={AD_TAG_PAGE_SIZE}
          rowCount={rows.length}
          total={total}
          onPage={setPageNumber}
        />
      </ListBody>
    </Box>
  );
}
