import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useApplications } from '../../kit/applications/useApplications';
import { Alert, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { LinkBase, Title, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { readFailure } from '../../dataProvider/envelopeReader';
import type { StoredPolicy } from '../../dataProvider/policy/policyProvider';
import { validatePolicy } from '../../domain/policy/validate';
import type { KnownAttribute, Policy } from '../../domain/policy/types';
import { ItemEditorBar } from '../../kit/editor/ItemEditorBar';
import { useItemEditor } from '../../kit/editor/useItemEditor';
import { useVersionPicker } from '../../kit/editor/useVersionPicker';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { PolicyForm } from './editor/PolicyForm';
import type { PolicyDraft } from './editor/policyDraft';
import {
  draftOf,
  emptyDraft,
  fieldErrorsByPath,
  sameDraft,
  toPayload,
  toPolicy,
  versionToEdit,
} from './editor/policyDraft';
import { problemPaths, useProblemText } from './editor/problemText';
import { POLICY_PATHS } from './paths';
import {
  useAllPolicies,
  useKnownAttributes,
  usePolicy,
  usePolicyMutations,
  usePolicyVersion,
  usePolicyVersions,
} from './usePolicies';
import { WhatIfPanel } from './whatif/WhatIfPanel';
import { ImpactPanel } from './editor/ImpactPanel';

const NO_ATTRIBUTES: readonly KnownAttribute[] = [];

/** The lock type of policies (dataProvider's urnOfType: 'urn:resource:policy'). */
const POLICY_LOCK_TYPE = 'policy';

/** What the form and the what-if panel need besides the draft: attributes, apps, other policies. */
function usePolicyContext(exceptId: string | undefined) {
  const attributes = useKnownAttributes();
  const applications = useApplications();
  const all = useAllPolicies();
  const others = useMemo<Policy[]>(
    () =>
      (all.data ?? []).filter(
        (policy) => policy.id !== exceptId && policy.st !== 'deleted' && policy.st !== 'archived',
      ),
    [all.data, exceptId],
  );
  return { attributes, applications, others };
}

/**
 * The form beside its what-if panel (side by side on a wide screen, the panel below on a narrow
 * one), with a header of status chips and actions.
 */
function EditorLayout({
  header,
  form,
  whatIf,
}: {
  header: ReactNode;
  form: ReactNode;
  whatIf: ReactNode;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(380px, 2fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          {form}
        </Paper>
        <Box component="aside">{whatIf}</Box>
      </Box>
    </Box>
  );
}

function BackLink() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button component={LinkBase} to={POLICY_PATHS.listOf(product)} startIcon={<ArrowBackIcon />}>
      {translate('console.policy.back')}
    </Button>
  );
}

/** The problems to show: the check of the payload once a save was tried, then the server's. */
function useProblems(draft: PolicyDraft, attributes: readonly KnownAttribute[] | undefined) {
  const text = useProblemText(attributes ?? NO_ATTRIBUTES);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const errors = useMemo(() => validatePolicy(toPayload(draft), attributes), [draft, attributes]);
  const problems = useMemo(
    () => ({ ...(tried ? problemPaths(errors, text) : {}), ...server }),
    [tried, errors, text, server],
  );
  return {
    problems,
    errors,
    /** Marks a save tried; true when the payload may be sent. */
    trySave: () => {
      setTried(true);
      setServer({});
      return errors.length === 0;
    },
    /** The field errors of a refused save (a 400), under their fields. */
    fromServer: (error: unknown) => {
      if (!isConsoleHttpError(error) || error.status !== 400) return;
      const byPath = fieldErrorsByPath(error.fieldErrors);
      if (byPath.an !== undefined) byPath.an = text('application', {});
      setServer(byPath);
    },
    reset: () => {
      setTried(false);
      setServer({});
    },
  };
}

/** `/apps/:product?/policy/add`: a new policy, saved as a draft, then opened for editing. */
export function PolicyCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const [draft, setDraft] = useState<PolicyDraft>(emptyDraft);
  const { attributes, applications, others } = usePolicyContext(undefined);
  const { create } = usePolicyMutations();
  const check = useProblems(draft, attributes.data);
  const policy = useMemo(() => toPolicy(draft), [draft]);

  const save = async () => {
    if (!check.trySave()) {
      notify('console.policy.notify.fixProblems', { type: 'warning' });
      return;
    }
    try {
      const created = await create.mutateAsync(toPayload(draft));
      notify('console.policy.notify.created', { type: 'success' });
      navigate(POLICY_PATHS.editOf(product, created.id));
    } catch (error) {
      check.fromServer(error);
      notifyError(error, 'console.policy.notify.createFailed');
    }
  };

  return (
    <>
      <Title title={translate('console.policy.createTitle')} />
      <EditorLayout
        header={
          <Stack
            direction="row"
            spacing={2}
            alignItems="center"
            sx={{ mb: 2 }}
            flexWrap="wrap"
            useFlexGap
          >
            <BackLink />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={create.isPending}
              startIcon={create.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {translate(
                create.isPending
                  ? 'console.policy.actions.saving'
                  : 'console.policy.actions.create',
              )}
            </Button>
          </Stack>
        }
        form={
          <PolicyForm
            draft={draft}
            onChange={setDraft}
            readOnly={false}
            attributes={attributes.data ?? NO_ATTRIBUTES}
            applications={applications.data ?? []}
            otherPolicies={others}
            problems={check.problems}
          />
        }
        whatIf={
          <WhatIfPanel
            policy={policy}
            otherPolicies={others}
            knownAttributes={attributes.data ?? NO_ATTRIBUTES}
          />
        }
      />
      {(attributes.error || applications.error) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {applications.error
            ? translate('console.policy.notify.appsFailed')
            : translate('console.policy.rules.attributesFailed')}
        </Alert>
      )}
    </>
  );
}

/**
 * `/apps/:product?/policy/:policyId`: the policy read-only until Edit (which takes the lock),
 * any version by the version picker, Save (an update based on the shown version: nothing typed
 * is lost when it fails), Publish and Delete after confirmation (the editor core,
 * useItemEditor), the what-if panel beside it.
 */
export function PolicyEditPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const { policyId = '' } = useParams<{ policyId: string }>();
  const current = usePolicy(policyId);
  const versions = usePolicyVersions(policyId);
  const picker = useVersionPicker(current.data, versionToEdit);
  const older = usePolicyVersion(policyId, picker.olderKey);
  const shown = picker.shown(older.data);
  const { attributes, applications, others } = usePolicyContext(policyId);
  const { update } = usePolicyMutations();
  const editor = useItemEditor<StoredPolicy, PolicyDraft>({
    messages: 'console.policy',
    lockType: POLICY_LOCK_TYPE,
    id: policyId,
    resource: 'cp_policymgmt',
    shown,
    onShow: picker.pick,
    draftOf,
    same: sameDraft,
    payload: toPayload,
    update: (body) => update.mutateAsync({ id: policyId, body }),
    busy: update.isPending,
    // Called on Save, after this render has made `check`.
    refuse: () => (check.trySave() ? undefined : 'console.policy.notify.fixProblems'),
    onRefused: (error) => check.fromServer(error),
    onReset: () => check.reset(),
    afterDelete: POLICY_PATHS.listOf(product),
  });
  const formDraft = editor.form;
  const check = useProblems(formDraft ?? emptyDraft(), attributes.data);
  const policy = useMemo(
    () => (formDraft && shown ? toPolicy(formDraft, shown) : undefined),
    [formDraft, shown],
  );

  if (current.error) {
    const notFound = isConsoleHttpError(current.error) && current.error.status === 404;
    return (
      <Box sx={{ mt: 3 }}>
        <Title title={translate('console.policy.title')} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {notFound
            ? translate('console.policy.notify.notFound', { id: policyId })
            : readFailure(current.error, translate('console.policy.notify.loadFailed')).message}
        </Alert>
        <BackLink />
      </Box>
    );
  }
  if (!shown || !formDraft || !policy) {
    return (
      <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
        <Title title={translate('console.policy.title')} />
        <CircularProgress aria-label={translate('console.policy.title')} />
      </Box>
    );
  }

  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;
  const header = (
    <ItemEditorBar
      {...editor.bar}
      messages="console.policy"
      back={<BackLink />}
      versions={versionList}
      onSelectVersion={picker.pick}
      isCurrent={current.data?.some((version) => version.key === shown.key) ?? false}
    />
  );

  return (
    <>
      <Title title={translate('console.policy.editTitle', { name: shown.n })} />
      <EditorLayout
        header={header}
        form={
          <PolicyForm
            draft={formDraft}
            onChange={editor.setDraft}
            readOnly={!editor.editing}
            attributes={attributes.data ?? NO_ATTRIBUTES}
            applications={applications.data ?? []}
            otherPolicies={others}
            problems={check.problems}
          />
        }
        whatIf={
          <Stack spacing={2}>
            <WhatIfPanel
              policy={policy}
              otherPolicies={others}
              knownAttributes={attributes.data ?? NO_ATTRIBUTES}
            />
            <ImpactPanel policy={policy} />
          </Stack>
        }
      />
      <EditorStepDialog {...editor.dialog} translateOptions={{ name: shown.n }} />
    </>
  );
}
