import AddIcon from '@mui/icons-material/Add';
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link as MuiLink,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { CONFIG_PAGE_SIZE } from '../../dataProvider/appConfigProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import { CONFIG_PATHS } from './paths';
import { useApplications, useConfigList, useConfigTypes } from './useConfigs';
import { useTypeName } from './useTypeName';

const STATUS_FILTERS = ['draft', 'published', 'archived', 'deleted'] as const;

function AddButton({ product }: { product: string | undefined }) {
  const translate = useTranslate();
  return (
    <Button
      component={LinkBase}
      to={CONFIG_PATHS.addOf(product)}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {translate('console.appConfig.add')}
    </Button>
  );
}

/** A filter select whose empty choice reads 'Every ...'. */
function FilterSelect({
  label,
  value,
  onChange,
  every,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  every: string;
  options: readonly { id: string; name: string }[];
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 190 }}
    >
      <MenuItem value="">{every}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1, maxWidth: 900 }}>
        {translate(
          product === undefined ? 'console.appConfig.introNone' : 'console.appConfig.intro',
        )}
      </Typography>
      {!canCreate && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.appConfig.readOnly')}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ my: 2 }}
        flexWrap="wrap"
        useFlexGap
      >
        <TextField
          size="small"
          type="search"
          label={translate('console.appConfig.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPageNumber(1);
          }}
          sx={{ minWidth: 240 }}
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
        {canCreate && <AddButton product={product} />}
      </Stack>
      {list.isFetching && <LinearProgress aria-label={translate('console.appConfig.title')} />}
      {list.error ? (
        <Alert severity="error">
          {readFailure(list.error, translate('console.appConfig.notify.loadFailed')).message}
        </Alert>
      ) : list.isPending ? null : rows.length === 0 ? (
        filtered ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {translate('console.appConfig.empty.filtered')}
          </Typography>
        ) : (
          <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center' }}>
            <SettingsApplicationsIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {translate('console.appConfig.empty.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(
                canCreate
                  ? 'console.appConfig.empty.createHint'
                  : 'console.appConfig.empty.viewHint',
              )}
            </Typography>
            {canCreate && <AddButton product={product} />}
          </Stack>
        )
      ) : (
        <>
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
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('console.appConfig.shown', {
                shown: Math.min(total, (pageNumber - 1) * CONFIG_PAGE_SIZE + rows.length),
                total,
              })}
            </Typography>
            <Button disabled={pageNumber === 1} onClick={() => setPageNumber((n) => n - 1)}>
              {translate('console.appConfig.previous')}
            </Button>
            <Button
              disabled={pageNumber * CONFIG_PAGE_SIZE >= total}
              onClick={() => setPageNumber((n) => n + 1)}
            >
              {translate('console.appConfig.next')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
