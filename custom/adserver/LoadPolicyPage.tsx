import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
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
import { useState } from 'react';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  Form,
  LinkBase,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../../kit/dialog/ConfirmDialog';
import { usePermission } from '../../authProvider/usePermission';
import type { StoredAdLoadPolicy } from '../../dataProvider/adServer/adServerProvider';
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
import {
  FormChangesGuard,
  FormProblemsNotice,
  problemRule,
  submissionErrorsOf,
} from '../../kit/editor/recordForm';
import { AD_SERVER_PATHS } from './paths';
import { useAdServerMutations, useLoadPolicies } from './useAdServer';

interface BandDraft {
  upTo: string | null;
  midRolls: string | null;
  breakSeconds: AdInterval;
}

/** The form's values: the policy as typed. */
interface PolicyDraft {
  n: string | null;
  dropFirst: boolean;
  dropLast: boolean;
  bands: BandDraft[];
}

const NEW_POLICY: PolicyDraft = {
  n: '',
  dropFirst: false,
  dropLast: false,
  bands: [
    { upTo: '1800', midRolls: '1', breakSeconds: 30 },
    { upTo: '', midRolls: '3', breakSeconds: 60 },
  ],
};

/**
 * The policy the draft stands for: the last band open-ended, numbers as typed (react-admin's text
 * inputs hold an emptied field as null).
 */
function policyOf({ n, dropFirst, dropLast, bands }: PolicyDraft) {
  const blank = (text: string | null) => text === null || text.trim() === '';
  const number = (text: string | null) => (blank(text) ? Number.NaN : Number(text));
  return {
    n: n ?? '',
    dropFirst,
    dropLast,
    bands: bands.map((band, index) => ({
      upTo: index === bands.length - 1 && blank(band.upTo) ? null : number(band.upTo),
      midRolls: number(band.midRolls),
      breakSeconds: band.breakSeconds,
    })),
  };
}

/** An input's check by the domain's rules over the whole policy (the service applies the same). */
const rule = (field: string, required = false) =>
  problemRule(
    (values) => adLoadProblems(policyOf(values as PolicyDraft)),
    field,
    'console.adServer.load.problems',
    required,
  );
const NAME_RULE = rule('/n', true);

/** Seconds as m:ss or h:mm:ss. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The breaks of a sample title under the policy as it stands (none while a band has a problem). */
function BreakPlan() {
  const translate = useTranslate();
  const draft = useWatch<PolicyDraft>() as PolicyDraft;
  const [sample, setSample] = useState('5400');
  const policy = policyOf(draft);
  const plan = adLoadProblems(policy).some((problem) => problem.field.startsWith('/bands'))
    ? []
    : breakPlan(policy, Number(sample));
  return (
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
  );
}

/**
 * The duration bands, one row each (titles up to N seconds, mid-rolls, break length), added and
 * removed by button; a band's checks follow the one before it, so a change checks the next again
 * once a save was tried.
 */
function BandRows() {
  const translate = useTranslate();
  const { trigger, formState } = useFormContext<PolicyDraft>();
  const { fields, append, remove, update } = useFieldArray<PolicyDraft, 'bands'>({
    name: 'bands',
  });
  const bands = useWatch<PolicyDraft, 'bands'>({ name: 'bands' });
  const recheck = () => {
    if (formState.isSubmitted) void trigger('bands');
  };
  const choices = AD_INTERVALS_SECONDS.map((seconds) => ({
    id: seconds,
    name: translate('console.adServer.load.seconds', { smart_count: seconds }),
  }));
  return (
    <>
      {fields.map((field, index) => {
        const last = index === fields.length - 1;
        const at = `/bands/${index}`;
        const bandName = translate('console.adServer.load.band', { n: index + 1 });
        return (
          <Stack
            key={field.id}
            direction="row"
            spacing={2}
            alignItems="flex-start"
            flexWrap="wrap"
            useFlexGap
            role="group"
            aria-label={bandName}
          >
            <TextInput
              margin="none"
              source={`bands.${index}.upTo`}
              type="number"
              label={`${bandName}: ${translate('console.adServer.load.upTo')}`}
              placeholder={last ? translate('console.adServer.load.longer') : undefined}
              validate={rule(`${at}/upTo`)}
              helperText={last ? 'console.adServer.load.longer' : undefined}
              onChange={recheck}
              slotProps={{ htmlInput: { min: 1, step: 1 }, inputLabel: { shrink: true } }}
              sx={{ width: 230 }}
            />
            <TextInput
              margin="none"
              source={`bands.${index}.midRolls`}
              type="number"
              label={`${bandName}: ${translate('console.adServer.load.midRolls')}`}
              validate={rule(`${at}/midRolls`)}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              sx={{ width: 200 }}
            />
            <SelectInput
              margin="none"
              source={`bands.${index}.breakSeconds`}
              label={`${bandName}: ${translate('console.adServer.load.breakSeconds')}`}
              choices={choices}
              translateChoice={false}
              validate={rule(`${at}/breakSeconds`, true)}
              sx={{ width: 220 }}
            />
            <IconButton
              aria-label={translate('console.adServer.load.removeBand', { n: index + 1 })}
              disabled={fields.length === 1}
              onClick={() => {
                remove(index);
                recheck();
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_BANDS}
          onClick={() => {
            // The open last band gets a bound (an hour) and a new open one follows it.
            const lastIndex = bands.length - 1;
            const lastBand = bands[lastIndex];
            if (lastBand && (lastBand.upTo ?? '') === '')
              update(lastIndex, { ...lastBand, upTo: '3600' });
            append({ upTo: '', midRolls: '1', breakSeconds: 30 });
            recheck();
          }}
        >
          {translate('console.adServer.load.addBand')}
        </Button>
      </Box>
    </>
  );
}

/**
 * The form of a new load policy on react-admin's form, with the break plan of a sample title as
 * the bands change: problems under their fields once a save was tried, the service's refusal
 * too, and leaving with something written asks first (Cancel drops it).
 */
function NewPolicyForm({ onDone }: { onDone: () => void }): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { createLoadPolicy } = useAdServerMutations();

  const create = async (values: FieldValues) => {
    const draft = values as PolicyDraft;
    try {
      await createLoadPolicy.mutateAsync({
        ...(policyOf(draft) as AdLoadPolicy),
        n: (draft.n ?? '').trim(),
      });
      notify('console.adServer.load.created', { type: 'success' });
      onDone();
      return undefined;
    } catch (error) {
      notifyError(error, 'console.adServer.notify.createFailed');
      return submissionErrorsOf(
        error,
        readFailure(error, translate('console.adServer.notify.createFailed')).message,
      );
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} aria-labelledby="new-load-policy-title">
      <Form
        defaultValues={NEW_POLICY}
        onSubmit={create}
        mode="onSubmit"
        noValidate
        disableInvalidFormNotification
      >
        <Typography id="new-load-policy-title" variant="h6" component="h2" gutterBottom>
          {translate('console.adServer.load.formTitle')}
        </Typography>
        <Stack spacing={2}>
          <TextInput
            margin="none"
            source="n"
            label="console.adServer.load.name"
            validate={NAME_RULE}
            helperText={false}
            sx={{ maxWidth: 480 }}
          />
          <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
            <BooleanInput
              source="dropFirst"
              label="console.adServer.load.dropFirst"
              helperText={false}
            />
            <BooleanInput
              source="dropLast"
              label="console.adServer.load.dropLast"
              helperText={false}
            />
          </Stack>
          <Typography variant="subtitle1" component="h3">
            {translate('console.adServer.load.bands')}
          </Typography>
          <BandRows />
          <BreakPlan />
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={onDone}>{translate('console.adServer.load.cancel')}</Button>
            <SaveButton label="console.adServer.load.create" />
          </Stack>
        </Stack>
        <FormProblemsNotice message="console.adServer.notify.fixProblems" />
        <FormChangesGuard />
      </Form>
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
