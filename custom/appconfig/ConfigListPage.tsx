import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import {
  Box,
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
import { CONFIG_PAGE_SIZE } from '../../dataProvider/appConfig/appConfigProvider';
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
import { CONFIG_PATHS } from './paths';

const PREFIX = 'console.appConfig';
import { useApplications } from '../../kit/applications/useApplications';
import { useConfigList, useConfigTypes } from './useConfigs';
import { useTypeName } from './useTypeName';

const STATUS_FILTERS = ['draft', 'published', 'archived', 'deleted'] as const;

/**
 * App Configuration (`/apps/:product?/config/list`): the product's configurations, 25 a page,
 * searched by name and filtered by application, type and status; each name opens it. Add for who
 * may create; an empty product says what to do.
 */
export function ConfigListPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_appconfig');
  const displayDate = useDisplayDate();
  const typeName = useTypeName();
  const [search, setSearch] = useState('');
  const [app, setApp] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const q = useDeferredValue(search.trim());
  const list = useConfigList({ q, app, type, st: status, pageNumber });
  const apps = useApplications();
  const types = useConfigTypes();
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const filtered = q !== '' || app !== '' || type !== '' || status !== '';
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPageNumber(1);
  };
  const appName = (id: string) => apps.data?.find((a) => a.id === id)?.n ?? id;
  return (
    <Box>
      <Title title={translate('console.appConfig.title')} />
      <ListIntro prefix={PREFIX} hasProduct={product !== undefined} readOnly={!canCreate} />
      <FilterBar>
        <SearchField
          label={translate('console.appConfig.search')}
          value={search}
          onChange={filter(setSearch)}
        />
        <FilterSelect
          label={translate('console.appConfig.fields.app')}
          value={app}
          onChange={filter(setApp)}
          every={translate('console.appConfig.allApps')}
          options={(apps.data ?? []).map((a) => ({ id: a.id, name: a.n }))}
        />
        <FilterSelect
          label={translate('console.appConfig.fields.type')}
          value={type}
          onChange={filter(setType)}
          every={translate('console.appConfig.allTypes')}
          options={(types.data ?? []).map((t) => ({ id: t.type, name: typeName(t.type) }))}
        />
        <FilterSelect
          label={translate('console.appConfig.fields.st')}
          value={status}
          onChange={filter(setStatus)}
          every={translate('console.appConfig.allStatuses')}
          options={STATUS_FILTERS.map((st) => ({
            id: st,
            name: translate(`enums.st.${st}`, { _: st }),
          }))}
        />
        <Box sx={{ flex: 1 }} />
        {canCreate && <AddLink to={CONFIG_PATHS.addOf(product)} labelKey="console.appConfig.add" />}
      </FilterBar>
      <ListBody
        prefix={PREFIX}
        query={list}
        rowCount={rows.length}
        filtered={filtered}
        canCreate={canCreate}
        failedKey="console.appConfig.notify.loadFailed"
        icon={<SettingsApplicationsIcon />}
        addAction={<AddLink to={CONFIG_PATHS.addOf(product)} labelKey="console.appConfig.add" />}
      >
        <TableContainer>
          <Table size="small" aria-label={translate('console.appConfig.title')}>
            <TableHead>
              <TableRow>
                {(['n', 'app', 'type', 'st', 'ut'] as const).map((column) => (
                  <TableCell key={column}>
                    {translate(`console.appConfig.fields.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((config) => (
                <TableRow key={config.key} hover>
                  <TableCell>
                    <MuiLink component={LinkBase} to={CONFIG_PATHS.editOf(product, config.id)}>
                      {config.n}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{appName(config.app)}</TableCell>
                  <TableCell>{typeName(config.type)}</TableCell>
                  <TableCell>
                    <StatusChip status={config.st} />
                  </TableCell>
                  <TableCell>{displayDate(config.ut)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          prefix={PREFIX}
          pageNumber={pageNumber}
          pageSize={CONFIG_PAGE_SIZE}
          rowCount={rows.length}
          total={total}
          onPage={setPageNumber}
        />
      </ListBody>
    </Box>
  );
}
