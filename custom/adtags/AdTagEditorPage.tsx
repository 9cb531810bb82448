import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LinkBase, Title, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import type { StoredAdTag } from '../../dataProvider/adTag/adTagProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { ItemEditorBar } from '../../kit/editor/ItemEditorBar';
import { useItemEditor } from '../../kit/editor/useItemEditor';
import { useVersionPicker } from '../../kit/editor/useVersionPicker';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import type { AdTagField, AdTagForm } from './adTagForm';
import { EMPTY_AD_TAG_FORM, formOfTag, formProblems, inputOfForm, sameTag } from './adTagForm';
import { AdTagFormFields } from './AdTagFormFields';
import type { ShownProblems } from './AdTagFormFields';
import { AD_TAG_PATHS } from './paths';
import {
  useAdLoadPolicyOptions,
  useAdTag,
  useAdTagMutations,
  useAdTagVersion,
  useAdTagVersions,
} from './useAdTags';

/** The lock type of ad tags (dataProvider's urnOfType: 'urn:resource:adtag'). */
const AD_TAG_LOCK_TYPE = 'adtag';

const FIELDS: readonly AdTagField[] = ['n', 'ty', 'url', 'pos', 'dev', 'lp', 'to', 'desc'];

/** A refused save's field errors ('/url', '/pos/0') by field, the service's own words. */
function serverProblems(error: unknown): ShownProblems {
  if (!isConsoleHttpError(error) || error.status !== 400) return {};
  const shown: ShownProblems = {};
  for (const [pointer, message] of Object.entries(error.fieldErrors)) {
    const field = FIELDS.find((name) => pointer === `/${name}` || pointer.startsWith(`/${name}/`));
    if (field) (shown[field] ??= []).push({ key: message, params: { _: message } });
  }
  return shown;
}

/** A refused save's reasons, kept with the form they were given for. */
type Refusal = { problems: ShownProblems; form: AdTagForm } | undefined;

/**
 * What to show under each field: the service's refusal of the last save (a field's until it
 * changes), and after a first save the console's own problems. The URL's own problems are shown
 * live by its field, not here.
 */
function fieldProblems(form: AdTagForm, tried: boolean, server: Refusal): ShownProblems {
  const own = tried ? formProblems(form) : {};
  const shown: ShownProblems = {};
  for (const field of FIELDS) {
    const stale = !server || JSON.stringify(server.form[field]) !== JSON.stringify(form[field]);
    const fromServer = stale ? [] : (server.problems[field] ?? []);
    const fromConsole = field === 'url' ? [] : (own[field] ?? []);
    const all = [...fromConsole, ...fromServer];
    if (all.length > 0) shown[field] = all;
  }
  return shown;
}

/** Why a form may not be sent (the message to warn with), undefined when it may. */
function refusalOf(form: AdTagForm): string | undefined {
  const own = formProblems(form);
  if (own.url) return 'console.adTags.urlRefused';
  if (Object.keys(own).length > 0) return 'console.adTags.invalid';
  return undefined;
}

function BackLink() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button component={LinkBase} to={AD_TAG_PATHS.listOf(product)} startIcon={<ArrowBackIcon />}>
      {translate('console.adTags.back')}
    </Button>
  );
}

function Layout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      {header}
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        {children}
      </Paper>
    </Box>
  );
}

/**
 * `/apps/:product?/ad/tag/add`: the tag's fields, the URL checked as it is typed; Create is
 * refused while the URL has a problem, else saves a draft and opens it. A refused create keeps
 * everything typed and shows the service's reasons under the fields.
 */
export function AdTagCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const loadPolicies = useAdLoadPolicyOptions();
  const { create } = useAdTagMutations();
  const [form, setForm] = useState<AdTagForm>(EMPTY_AD_TAG_FORM);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Refusal>();
  const problems = fieldProblems(form, tried, server);

  const save = async () => {
    setTried(true);
    const refusal = refusalOf(form);
    if (refusal !== undefined) {
      notify(refusal, { type: 'warning' });
      return;
    }
    try {
      const created = await create.mutateAsync(inputOfForm(form));
      notify('console.adTags.notify.created', { type: 'success' });
      navigate(AD_TAG_PATHS.editOf(product, created.id));
    } catch (error) {
      setServer({ problems: serverProblems(error), form });
      notifyError(error, 'console.adTags.notify.createFailed');
    }
  };

  return (
    <>
      <Title title={translate('console.adTags.createTitle')} />
      <Layout
        header={
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
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
                  ? 'console.adTags.actions.saving'
                  : 'console.adTags.actions.create',
              )}
            </Button>
          </Stack>
        }
      >
        <AdTagFormFields
          form={form}
          onChange={setForm}
          readOnly={false}
          problems={problems}
          showMissing={tried}
          loadPolicies={loadPolicies.data ?? []}
        />
      </Layout>
    </>
  );
}

/**
 * `/apps/:product?/ad/tag/:tagId`: read-only until Edit (the lock), any version by the picker,
 * Save (an update based on the shown version, refused while the URL has a problem; nothing typed
 * is lost when it fails), Publish and Delete after confirmation (the editor core, useItemEditor).
 */
export function AdTagEditPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const { tagId = '' } = useParams<{ tagId: string }>();
  const current = useAdTag(tagId);
  const versions = useAdTagVersions(tagId);
  const loadPolicies = useAdLoadPolicyOptions();
  const picker = useVersionPicker(current.data);
  const older = useAdTagVersion(tagId, picker.olderKey);
  const { update, remove } = useAdTagMutations();
  const shown = picker.shown(older.data);
  const [server, setServer] = useState<Refusal>();
  const editor = useItemEditor<StoredAdTag, AdTagForm>({
    messages: 'console.adTags',
    lockType: AD_TAG_LOCK_TYPE,
    id: tagId,
    resource: 'cp_adconfig',
    shown,
    onShow: picker.pick,
    draftOf: formOfTag,
    same: sameTag,
    payload: inputOfForm,
    update: (body) => update.mutateAsync({ id: tagId, body }),
    busy: update.isPending || remove.isPending,
    refuse: refusalOf,
    onRefused: (error, at) => setServer({ problems: serverProblems(error), form: at }),
    onReset: () => setServer(undefined),
    remove: () => remove.mutateAsync(tagId),
    afterDelete: AD_TAG_PATHS.listOf(product),
  });
  const form = editor.form ?? EMPTY_AD_TAG_FORM;
  const problems = fieldProblems(form, editor.tried, server);

  if (current.error) {
    const notFound = isConsoleHttpError(current.error) && current.error.status === 404;
    return (
      <Box sx={{ mt: 3 }}>
        <Title title={translate('console.adTags.title')} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {notFound
            ? translate('console.adTags.notify.notFound', { id: tagId })
            : readFailure(current.error, translate('console.adTags.notify.loadFailed')).message}
        </Alert>
        <BackLink />
      </Box>
    );
  }
  if (!shown) {
    return (
      <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
        <Title title={translate('console.adTags.title')} />
        <CircularProgress aria-label={translate('console.adTags.title')} />
      </Box>
    );
  }

  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;
  const header = (
    <ItemEditorBar
      {...editor.bar}
      messages="console.adTags"
      back={<BackLink />}
      chips={
        <Chip
          size="small"
          variant="outlined"
          label={translate(`console.adTags.kinds.${shown.ty}`)}
        />
      }
      versions={versionList}
      onSelectVersion={picker.pick}
      isCurrent={current.data?.some((v) => v.key === shown.key) ?? false}
    />
  );

  return (
    <>
      <Title title={translate('console.adTags.editTitle', { name: shown.n })} />
      <Layout header={header}>
        <AdTagFormFields
          form={form}
          onChange={editor.setDraft}
          readOnly={!editor.editing}
          problems={problems}
          showMissing={editor.tried}
          loadPolicies={loadPolicies.data ?? []}
        />
      </Layout>
      <EditorStepDialog {...editor.dialog} translateOptions={{ name: shown.n }} />
    </>
  );
}
