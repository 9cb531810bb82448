import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { LinkBase, Title, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialog/ConfirmDialog';
import { usePermission } from '../../authProvider/usePermission';
import type { StoredAdLoadPolicy } from '../../dataProvider/adServerProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import {
  AD_INTERVALS_SECONDS,
  MAX_BANDS,
  adLoadProblems,
  breakPlan,
} from '../../domain/ads/adLoad';
import type { AdInterval, AdLoadBand, AdLoadPolicy } from '../../domain/ads/adLoad';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import { AD_SERVER_PATHS } from './paths';
import { useAdServerMutations, useLoadPolicies } from './useAdServer';

interface BandDraft {
  upTo: string;
  midRolls: string;
  breakSeconds: AdInterval;
}

const NEW_BANDS: BandDraft[] = [
  { upTo: '1800', midRolls: '1', breakSeconds: 30 },
  { upTo: '', midRolls: '3', breakSeconds: 60 },
];

/** The policy the draft stands for: the last band open-ended, numbers as typed. */
function policyOf(name: string, dropFirst: boolean, dropLast: boolean, bands: BandDraft[]) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    n: name,
    dropFirst,
    dropLast,
    bands: bands.map((band, index) => ({
      upTo: index === bands.length - 1 && band.upTo.trim() === '' ? null : number(band.upTo),
      midRolls: number(band.midRolls),
      breakSeconds: band.breakSeconds,
    })),
  };
}

/** Seconds as m:ss or h:mm:ss. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The form of a new load policy, with the break plan of a sample title as the bands change. */
function NewPolicyForm({ onDone }: { onDone: () => void }): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { createLoadPolicy } = useAdServerMutations();
  const [name, setName] = useState('');
  const [dropFirst, setDropFirst] = useState(false);
  const [dropLast, setDropLast] = useState(false);
  const [bands, setBands] = useState<BandDraft[]>(NEW_BANDS);
  const [sample, setSample] = useState('5400');
  const [tried, setTried] = useState(false);
  // Anything written in the form: leaving the page then asks first (Cancel drops it).
  const written = name !== '' || dropFirst || dropLast || bands !== NEW_BANDS;
  const policy = useMemo(
    () => policyOf(name, dropFirst, dropLast, bands),
    [name, dropFirst, dropLast, bands],
  );
  const problems = useMemo(() => adLoadProblems(policy), [policy]);
  const problemAt = (field: string) => {
    if (!tried) return undefined;
    const problem = problems.find((candidate) => candidate.field === field);
    return problem
      ? translate(`console.adServer.load.problems.${problem.code}`, problem.params)
      : undefined;
  };
  const plan = useMemo(
    () =>
      problems.some((problem) => problem.field.startsWith('/bands'))
        ? []
        : breakPlan(policy as AdLoadPolicy, Number(sample)),
    [policy, problems, sample],
  );
  const setBand = (index: number, change: Partial<BandDraft>) =>
    setBands((current) => current.map((band, i) => (i === index ? { ...band, ...change } : band)));

  const create = async () => {
    setTried(true);
    if (problems.length > 0) {
      notify('console.adServer.notify.fixProblems', { type: 'warning' });
      return;
    }
    try {
      await createLoadPolicy.mutateAsync({ ...(policy as AdLoadPolicy), n: name.trim() });
      notify('console.adServer.load.created', { type: 'success' });
      onDone();
    } catch (error) {
      notifyError(error, 'console.adServer.notify.createFailed');
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, mb: 3 }}
      component="form"
      noValidate
      aria-labelledby="new-load-policy-title"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Typography id="new-load-policy-title" variant="h6" component="h2" gutterBottom>
        {translate('console.adServer.load.formTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={translate('console.adServer.load.name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          error={problemAt('/n') !== undefined}
          helperText={problemAt('/n')}
          sx={{ maxWidth: 480 }}
        />
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          <FormControlLabel
            control={
              <Switch
                checked={dropFirst}
                onChange={(event) => setDropFirst(event.target.checked)}
              />
            }
            label={translate('console.adServer.load.dropFirst')}
          />
          <FormControlLabel
            control={
              <Switch checked={dropLast} onChange={(event) => setDropLast(event.target.checked)} />
            }
            label={translate('console.adServer.load.dropLast')}
          />
        </Stack>
        <Typography variant="subtitle1" component="h3">
          {translate('console.adServer.load.bands')}
        </Typography>
        {problemAt('/bands') && <Alert severity="error">{problemAt('/bands')}</Alert>}
        {bands.map((band, index) => {
          const last = index === bands.length - 1;
          const at = `/bands/${index}`;
          const bandName = translate('console.adServer.load.band', { n: index + 1 });
          return (
            <Stack
              key={index}
              direction="row"
              spacing={2}
              alignItems="flex-start"
              flexWrap="wrap"
              useFlexGap
              role="group"
              aria-label={bandName}
            >
              <TextField
                size="small"
                type="number"
                label={`${bandName}: ${translate('console.adServer.load.upTo')}`}
                value={band.upTo}
                placeholder={last ? translate('console.adServer.load.longer') : undefined}
                onChange={(event) => setBand(index, { upTo: event.target.value })}
                error={problemAt(`${at}/upTo`) !== undefined}
                helperText={
                  problemAt(`${at}/upTo`) ??
                  (last ? translate('console.adServer.load.longer') : ' ')
                }
                slotProps={{ htmlInput: { min: 1, step: 1 }, inputLabel: { shrink: true } }}
                sx={{ width: 230 }}
              />
              <TextField
                size="small"
                type="number"
                label={`${bandName}: ${translate('console.adServer.load.midRolls')}`}
                value={band.midRolls}
                onChange={(event) => setBand(index, { midRolls: event.target.value })}
                error={problemAt(`${at}/midRolls`) !== undefined}
                helperText={problemAt(`${at}/midRolls`) ?? ' '}
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
                sx={{ width: 200 }}
              />
              <TextField
                select
                size="small"
                label={`${bandName}: ${translate('console.adServer.load.breakSeconds')}`}
                value={band.breakSeconds}
                onChange={(event) =>
                  setBand(index, { breakSeconds: Number(event.target.value) as AdInterval })
                }
                helperText={problemAt(`${at}/breakSeconds`) ?? ' '}
                sx={{ width: 220 }}
              >
                {AD_INTERVALS_SECONDS.map((seconds) => (
                  <MenuItem key={seconds} value={seconds}>
                    {translate('console.adServer.load.seconds', { smart_count: seconds })}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={translate('console.adServer.load.removeBand', { n: index + 1 })}
                disabled={bands.length === 1}
                onClick={() => setBands((current) => current.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={bands.length >= MAX_BANDS}
            onClick={() =>
              setBands((current) => [
                ...current.slice(0, -1),
                ...current.slice(-1).map((band) => ({ ...band, upTo: band.upTo || '3600' })),
                { upTo: '', midRolls: '1', breakSeconds: 30 },
              ])
            }
          >
            {translate('console.adServer.load.addBand')}
          </Button>
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="plan-title">
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography id="plan-title" variant="subtitle2" component="h3">
              {translate('console.adServer.load.plan')}
            </Typography>
            <TextField
              size="small"
              type="number"
              label={translate('console.adServer.load.sample')}
              value={sample}
              onChange={(event) => setSample(event.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 60 } }}
              sx={{ width: 260 }}
            />
          </Stack>
          {plan.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('console.adServer.load.noBreaks')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ mt: 1, mb: 0, pl: 3 }} data-testid="break-plan">
              {plan.map((entry) => (
                <li key={`${entry.position}-${entry.offset}`}>
                  <Typography variant="body2">
                    {translate('console.adServer.load.breakAt', {
                      position: translate(`console.adServer.load.positions.${entry.position}`),
                      at: clock(entry.offset),
                      seconds: entry.seconds,
                    })}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Paper>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onDone}>{translate('console.adServer.load.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={createLoadPolicy.isPending}>
            {createLoadPolicy.isPending && <CircularProgress size={16} sx={{ mr: 1 }} />}
            {translate('console.adServer.load.create')}
          </Button>
        </Stack>
      </Stack>
      <UnsavedChangesGuard when={written} />
    </Paper>
  );
}

/**
 * The product's ad load policies (`/apps/:product?/ad/load`; issue 13: list, create, delete):
 * each with its duration bands and the breaks it drops; a new one is built band by band with the
 * break plan of a sample title shown as it changes; delete asks first (a policy a tag uses stays,
 * and the service says which tags).
 */
export function LoadPolicyPage(): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const displayDate = useDisplayDate();
  const canCreate = usePermission('create', 'cp_adconfig');
  const canDelete = usePermission('delete', 'cp_adconfig');
  const policies = useLoadPolicies();
  const { deleteLoadPolicy } = useAdServerMutations();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<StoredAdLoadPolicy | undefined>();
  const rows = policies.data ?? [];

  const bandText = (band: AdLoadBand) =>
    band.upTo === null
      ? translate('console.adServer.load.bandSummaryLast', {
          midRolls: band.midRolls,
          seconds: band.breakSeconds,
        })
      : translate('console.adServer.load.bandSummary', {
          upTo: band.upTo,
          midRolls: band.midRolls,
          seconds: band.breakSeconds,
        });
  const dropped = (policy: StoredAdLoadPolicy) =>
    [
      policy.dropFirst ? translate('console.adServer.load.positions.pre') : undefined,
      policy.dropLast ? translate('console.adServer.load.positions.post') : undefined,
    ]
      .filter(Boolean)
      .join(', ') || translate('console.adServer.load.none');

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteLoadPolicy.mutateAsync(deleting.id);
      notify('console.adServer.load.deleted', { type: 'success' });
    } catch (error) {
      notifyError(error, 'console.adServer.notify.saveFailed');
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <Box>
      <Title title={translate('console.adServer.load.title')} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }} flexWrap="wrap">
        <Button
          component={LinkBase}
          to={AD_SERVER_PATHS.tagsOf(product)}
          startIcon={<ArrowBackIcon />}
        >
          {translate('console.adServer.tags')}
        </Button>
        <Button component={LinkBase} to={AD_SERVER_PATHS.listOf(product)}>
          {translate('console.adServer.title')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {canCreate && !adding && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('console.adServer.load.add')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ my: 2, maxWidth: 900 }}>
        {translate('console.adServer.load.intro')}
      </Typography>
      {!canCreate && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.adServer.readOnly')}
        </Alert>
      )}
      {adding && <NewPolicyForm onDone={() => setAdding(false)} />}
      {policies.error ? (
        <Alert severity="error">
          {readFailure(policies.error, translate('console.adServer.notify.loadFailed')).message}
        </Alert>
      ) : policies.isPending ? (
        <CircularProgress aria-label={translate('console.adServer.load.title')} />
      ) : rows.length === 0 ? (
        <Stack spacing={1} sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {translate('console.adServer.load.empty')}
          </Typography>
          {canCreate && (
            <Typography variant="body2" color="text.secondary">
              {translate('console.adServer.load.emptyHint')}
            </Typography>
          )}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('console.adServer.load.title')}>
            <TableHead>
              <TableRow>
                {(['n', 'bands', 'flags', 'ut', 'actions'] as const).map((column) => (
                  <TableCell key={column}>
                    {translate(`console.adServer.load.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((policy) => (
                <TableRow key={policy.id}>
                  <TableCell>{policy.n}</TableCell>
                  <TableCell>
                    {policy.bands.map((band, index) => (
                      <Typography key={index} variant="body2">
                        {bandText(band)}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>{dropped(policy)}</TableCell>
                  <TableCell>{displayDate(policy.ut)}</TableCell>
                  <TableCell>
                    {canDelete && (
                      <IconButton
                        aria-label={`${translate('console.adServer.load.delete')} ${policy.n}`}
                        onClick={() => setDeleting(policy)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        loading={deleteLoadPolicy.isPending}
        title="console.adServer.load.confirmDeleteTitle"
        translateOptions={{ name: deleting?.n ?? '' }}
        content="console.adServer.load.confirmDeleteContent"
        confirm="console.adServer.load.delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
