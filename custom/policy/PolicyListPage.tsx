import PolicyIcon from '@mui/icons-material/Policy';
import {
  Alert,
  Box,
  Button,
  Chip,
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
import { POLICY_PAGE_SIZE } from '../../dataProvider/policy/policyProvider';
import type { StoredPolicy } from '../../dataProvider/policy/policyProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { AddLink } from '../../kit/list/ListParts';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import { POLICY_PATHS } from './paths';
import { useApplications } from '../../kit/applications/useApplications';
import { usePolicyList } from './usePolicies';

/** The statuses the list filters by (the service's default shows all but deleted). */
const STATUS_FILTERS = ['draft', 'pending', 'published', 'archived', 'deleted'] as const;

function EmptyState({ canCreate, product }: { canCreate: boolean; product: string | undefined }) {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center' }}>
      <PolicyIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {translate('console.policy.empty.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(canCreate ? 'console.policy.empty.createHint' : 'console.policy.empty.viewHint')}
      </Typography>
      {canCreate && <AddLink to={POLICY_PATHS.addOf(product)} labelKey="console.policy.add" />}
    </Stack>
  );
}

function PolicyRow({ policy, product }: { policy: StoredPolicy; product: string | undefined }) {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const apps = useApplications();
  const appName = policy.an
    ? (apps.data?.find((app) => app.id === policy.an)?.n ?? policy.an)
    : translate('console.policy.allApps');
  return (
    <TableRow hover>
      <TableCell>
        <MuiLink component={LinkBase} to={POLICY_PATHS.editOf(product, policy.id)}>
          {policy.n}
        </MuiLink>
      </TableCell>
      <TableCell>
        <StatusChip status={policy.st} />
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={policy.effect ? 'success' : 'error'}
          label={translate(`console.policy.effects.${policy.effect ? 'allow' : 'deny'}`)}
        />
      </TableCell>
      <TableCell>{translate(`console.policy.matches.${policy.match}`)}</TableCell>
      <TableCell align="right">{policy.rules.length}</TableCell>
      <TableCell>{appName}</TableCell>
      <TableCell>{displayDate(policy.ut)}</TableCell>
    </TableRow>
  );
}

/**
 * The product's policies (`/apps/:product?/policy`): searchable by name, filtered by status,
 * 100 a page (spec section 9) with the next hundred on request; each name opens the policy.
 * Add for who may create; an empty product says what to do.
 */
export function PolicyListPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_policymgmt');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const q = useDeferredValue(search.trim());
  const list = usePolicyList({ q, st: status });
  const policies = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = q !== '' || status !== '';
  const columns = ['n', 'st', 'effect', 'match', 'rules', 'an', 'ut'] as const;
  return (
    <Box>
      <Title title={translate('console.policy.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1, maxWidth: 900 }}>
        {product === undefined
          ? translate('console.policy.introNone')
          : translate('console.policy.intro')}
      </Typography>
      {!canCreate && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.policy.readOnly')}
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
          label={translate('console.policy.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label={translate('console.policy.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate('console.policy.allStatuses')}</MenuItem>
          {STATUS_FILTERS.map((st) => (
            <MenuItem key={st} value={st}>
              {translate(`enums.st.${st}`, { _: st })}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {canCreate && <AddLink to={POLICY_PATHS.addOf(product)} labelKey="console.policy.add" />}
      </Stack>
      {list.isFetching && <LinearProgress aria-label={translate('console.policy.title')} />}
      {list.error ? (
        <Alert severity="error">
          {readFailure(list.error, translate('console.policy.notify.loadFailed')).message}
        </Alert>
      ) : list.isPending ? null : policies.length === 0 ? (
        filtered ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {translate('console.policy.empty.filtered')}
          </Typography>
        ) : (
          <EmptyState canCreate={canCreate} product={product} />
        )
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={translate('console.policy.title')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} align={column === 'rules' ? 'right' : 'left'}>
                      {translate(`console.policy.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {policies.map((policy) => (
                  <PolicyRow key={policy.key} policy={policy} product={product} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('console.policy.shown', { shown: policies.length, total })}
            </Typography>
            {list.hasNextPage && (
              <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {translate('console.policy.loadMore', {
                  count: Math.min(POLICY_PAGE_SIZE, total - policies.length),
                })}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
