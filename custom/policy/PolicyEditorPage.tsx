import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useApplications } from '../../kit/applications/useApplications';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Form,
  LinkBase,
  Title,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { StoredPolicy } from '../../dataProvider/policy/policyProvider';
import { POLICY_RESOURCE } from '../../dataProvider/policy/policyResource';
import { validatePolicy } from '../../domain/policy/validate';
import type { KnownAttribute, Policy } from '../../domain/policy/types';
import { FormProblemsNotice, submissionErrorsOf } from '../../kit/editor/recordForm';
import { CreateButton, EditorLoadFailed, EditorLoading } from '../../kit/editor/EditorScreens';
import { useFormDraft, VersionedEditor } from '../../kit/editor/VersionedEditor';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { PolicyForm } from './editor/PolicyForm';
import type { PolicyDraft } from './editor/policyDraft';
import { draftOf, emptyDraft, sameDraft, toPayload, toPolicy } from './editor/policyDraft';
import { problemPaths, useProblemText } from './editor/problemText';
import { POLICY_PATHS } from './paths';
import {
  useAllPolicies,
  useKnownAttributes,
  usePolicy,
  usePolicyMutations,
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

/**
 * The policy's check (the service's rules over what Save sends) as react-admin's form
 * validation, by field path; the latest known attributes and words, read when Save is pressed.
 */
function usePolicyCheck(attributes: readonly KnownAttribute[] | undefined) {
  const text = useProblemText(attributes ?? NO_ATTRIBUTES);
  const latest = useRef({ attributes, text });
  latest.current = { attributes, text };
  const validate = useRef((values: FieldValues) =>
    problemPaths(
      validatePolicy(toPayload(values as PolicyDraft), latest.current.attributes),
      latest.current.text,
    ),
  );
  return { text, validate: validate.current };
}

/**
 * The policy's fields in react-admin's form (the create page's and the editor core's `Form`)
 * under the page's header: the check's problems once Save was tried, the service's refusal under
 * its fields until they change, and the what-if panel (with the storefront impact of a stored
 * policy) beside them.
 */
function PolicyFields({
  header,
  readOnly,
  stored,
  context,
}: {
  header: ReactNode;
  readOnly: boolean;
  stored?: StoredPolicy;
  context: ReturnType<typeof usePolicyContext>;
}) {
  const { attributes, applications, others } = context;
  const known = attributes.data ?? NO_ATTRIBUTES;
  const { draft, setDraft, tried, refused } = useFormDraft<PolicyDraft>();
  const text = useProblemText(known);
  const errors = useMemo(
    () => validatePolicy(toPayload(draft), attributes.data),
    [draft, attributes.data],
  );
  const problems = {
    ...(tried ? problemPaths(errors, text) : {}),
    ...refused,
    // The service names the application by its id: the console says what is wrong with it.
    ...(refused.an === undefined ? {} : { an: text('application', {}) }),
  };
  const policy = useMemo(() => toPolicy(draft, stored), [draft, stored]);
  return (
    <EditorLayout
      header={header}
      form={
        <PolicyForm
          draft={draft}
          onChange={setDraft}
          readOnly={readOnly}
          attributes={known}
          applications={applications.data ?? []}
          otherPolicies={others}
          problems={problems}
        />
      }
      whatIf={
        <Stack spacing={2}>
          <WhatIfPanel policy={policy} otherPolicies={others} knownAttributes={known} />
          {stored && <ImpactPanel policy={policy} />}
        </Stack>
      }
    />
  );
}

/** `/apps/:product?/policy/add`: a new policy, saved as a draft, then opened for editing. */
export function PolicyCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const context = usePolicyContext(undefined);
  const { create } = usePolicyMutations();
  const check = usePolicyCheck(context.attributes.data);
  const initial = useMemo(() => emptyDraft(), []);

  const save = async (values: FieldValues) => {
    try {
      const created = await create.mutateAsync(toPayload(values as PolicyDraft));
      notify('console.policy.notify.created', { type: 'success' });
      navigate(POLICY_PATHS.editOf(product, created.id));
      return undefined;
    } catch (error) {
      const failure = 'console.policy.notify.createFailed';
      const reading = notifyError(error, failure);
      return submissionErrorsOf(error, reading?.message ?? translate(failure));
    }
  };

  return (
    <>
      <Title title={translate('console.policy.createTitle')} />
      <Form
        record={initial}
        validate={check.validate}
        onSubmit={save}
        mode="onSubmit"
        noValidate
        disableInvalidFormNotification
      >
        <PolicyFields
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
              <CreateButton
                label="console.policy.actions.create"
                saving="console.policy.actions.saving"
              />
            </Stack>
          }
          readOnly={false}
          context={context}
        />
        <FormProblemsNotice message="console.policy.notify.fixProblems" />
      </Form>
      {(context.attributes.error || context.applications.error) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {context.applications.error
            ? translate('console.policy.notify.appsFailed')
            : translate('console.policy.rules.attributesFailed')}
        </Alert>
      )}
    </>
  );
}

/**
 * `/apps/:product?/policy/:policyId` on the editor core (VersionedEditor: react-admin's EditBase
 * and Form): the policy read-only until Edit (which takes the lock), any version by the version
 * picker (by default the draft, else the version written last), Save (an update based on the
 * shown version, refused while the check finds a problem; nothing typed is lost when it fails),
 * Publish and Delete after confirmation, the what-if panel beside it.
 */
export function PolicyEditPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const { policyId = '' } = useParams<{ policyId: string }>();
  const current = usePolicy(policyId);
  const versions = usePolicyVersions(policyId);
  const context = usePolicyContext(policyId);
  const check = usePolicyCheck(context.attributes.data);
  const [picked, pick] = useState<string | undefined>(undefined);
  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;

  return (
    <VersionedEditor<StoredPolicy, PolicyDraft>
      resource={POLICY_RESOURCE}
      id={policyId}
      messages="console.policy"
      lockType={POLICY_LOCK_TYPE}
      permission="cp_policymgmt"
      versionKey={picked}
      onShow={pick}
      formOf={draftOf}
      bodyOf={toPayload}
      same={sameDraft}
      validate={check.validate}
      invalidNotice="console.policy.notify.fixProblems"
      afterDelete={POLICY_PATHS.listOf(product)}
      dialogArgs={(shown) => ({ name: shown.n })}
      bar={(shown) => ({
        back: <BackLink />,
        versions: versionList,
        onSelectVersion: pick,
        isCurrent: current.data?.some((version) => version.key === shown.key) ?? false,
      })}
      loading={<EditorLoading title={translate('console.policy.title')} />}
      failed={(error) => (
        <EditorLoadFailed
          title={translate('console.policy.title')}
          error={error}
          notFound={translate('console.policy.notify.notFound', { id: policyId })}
          loadFailed="console.policy.notify.loadFailed"
          back={<BackLink />}
        />
      )}
    >
      {({ version, editing, bar }) => (
        <>
          <Title title={translate('console.policy.editTitle', { name: version.n })} />
          <PolicyFields header={bar} readOnly={!editing} stored={version} context={context} />
        </>
      )}
    </VersionedEditor>
  );
}
