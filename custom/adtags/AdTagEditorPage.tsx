import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LinkBase, Title, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import { useIdentity } from '../../authProvider/useIdentity';
import { usePermission } from '../../authProvider/usePermission';
import type { StoredAdTag } from '../../dataProvider/adTagProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { ItemEditorBar } from '../../kit/editor/ItemEditorBar';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useContentLock } from '../../kit/locks/useContentLock';
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

/**
 * What to show under each field: the service's refusal of the last save (a field's until it
 * changes), and after a first save the console's own problems. The URL's own problems are shown
 * live by its field, not here.
 */
function useFieldProblems(form: AdTagForm, tried: boolean) {
  const [server, setServer] = useState<{ problems: ShownProblems; form: AdTagForm }>({
    problems: {},
    form,
  });
  const own = tried ? formProblems(form) : {};
  const shown: ShownProblems = {};
  for (const field of FIELDS) {
    const stale = JSON.stringify(server.form[field]) !== JSON.stringify(form[field]);
    const fromServer = stale ? [] : (server.problems[field] ?? []);
    const fromConsole = field === 'url' ? [] : (own[field] ?? []);
    const all = [...fromConsole, ...fromServer];
    if (all.length > 0) shown[field] = all;
  }
  return {
    shown,
    refused: (error: unknown, at: AdTagForm) =>
      setServer({ problems: serverProblems(error), form: at }),
    clear: () => setServer({ problems: {}, form }),
  };
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
  const problems = useFieldProblems(form, tried);

  const save = async () => {
    setTried(true);
    const own = formProblems(form);
    if (own.url) {
      notify('console.adTags.urlRefused', { type: 'warning' });
      return;
    }
    if (Object.keys(own).length > 0) {
      notify('console.adTags.invalid', { type: 'warning' });
      return;
    }
    try {
      const created = await create.mutateAsync(inputOfForm(form));
      notify('console.adTags.notify.created', { type: 'success' });
      navigate(AD_TAG_PATHS.editOf(product, created.id));
    } catch (error) {
      problems.refused(error, form);
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
          problems={problems.shown}
          showMissing={tried}
          loadPolicies={loadPolicies.data ?? []}
        />
      </Layout>
    </>
  );
}

type Pending = 'delete' | 'discard' | 'publish' | undefined;

/**
 * `/apps/:product?/ad/tag/:tagId`: read-only until Edit (the lock), any version by the picker,
 * Save (an update based on the shown version, refused while the URL has a problem; nothing typed
 * is lost when it fails), Publish and Delete after confirmation.
 */
export function AdTagEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const identity = useIdentity();
  const { tagId = '' } = useParams<{ tagId: string }>();
  const current = useAdTag(tagId);
  const versions = useAdTagVersions(tagId);
  const loadPolicies = useAdLoadPolicyOptions();
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  const older = useAdTagVersion(
    tagId,
    selectedKey !== undefined && !current.data?.some((v) => v.key === selectedKey)
      ? selectedKey
      : undefined,
  );
  const { update, remove } = useAdTagMutations();
  const lock = useContentLock(AD_TAG_LOCK_TYPE, tagId, identity?.uid);
  const canUpdate = usePermission('update', 'cp_adconfig');
  const canPublish = usePermission('publish', 'cp_adconfig');
  const canDelete = usePermission('delete', 'cp_adconfig');
  const [draft, setDraft] = useState<AdTagForm | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState<Pending>(undefined);

  const shown: StoredAdTag | undefined =
    selectedKey === undefined
      ? (current.data?.find((v) => v.st === 'draft') ?? current.data?.[0])
      : (current.data?.find((v) => v.key === selectedKey) ?? older.data);
  const editing = draft !== undefined;
  const shownForm = shown ? formOfTag(shown) : EMPTY_AD_TAG_FORM;
  const form = draft ?? shownForm;
  const problems = useFieldProblems(form, tried);
  const dirty = draft !== undefined && shown !== undefined && !sameTag(shownForm, draft);

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
  const isCurrent = current.data?.some((v) => v.key === shown.key) ?? false;
  const busy = update.isPending || remove.isPending;

  const startEditing = async () => {
    if (!(await lock.acquire())) return;
    setTried(false);
    problems.clear();
    setDraft(formOfTag(shown));
  };
  const stopEditing = async () => {
    setDraft(undefined);
    setTried(false);
    problems.clear();
    await lock.release();
  };
  const send = async (body: Record<string, unknown>, at: AdTagForm) => {
    try {
      const saved = await update.mutateAsync({
        id: tagId,
        body: { ...body, key: shown.key, ut: shown.ut },
      });
      setSelectedKey(saved.key);
      return saved;
    } catch (error) {
      problems.refused(error, at);
      notifyError(error, 'console.adTags.notify.updateFailed');
      return undefined;
    }
  };
  const save = async () => {
    if (!draft) return;
    setTried(true);
    const own = formProblems(draft);
    if (own.url) {
      notify('console.adTags.urlRefused', { type: 'warning' });
      return;
    }
    if (Object.keys(own).length > 0) {
      notify('console.adTags.invalid', { type: 'warning' });
      return;
    }
    const saved = await send({ ...inputOfForm(draft) }, draft);
    if (saved) {
      notify('console.adTags.notify.updated', { type: 'success' });
      setDraft(formOfTag(saved));
      setTried(false);
    }
  };
  const confirm = async () => {
    const step = pending;
    setPending(undefined);
    if (step === 'discard') await stopEditing();
    if (step === 'publish') {
      const saved = await send({ st: 'published' }, form);
      if (saved) {
        notify('console.adTags.notify.updated', { type: 'success' });
        if (editing) await stopEditing();
      }
    }
    if (step === 'delete') {
      try {
        await remove.mutateAsync(tagId);
        notify('console.adTags.notify.deleted', { type: 'success' });
        await lock.release();
        navigate(AD_TAG_PATHS.listOf(product));
      } catch (error) {
        notifyError(error, 'console.adTags.notify.deleteFailed');
      }
    }
  };

  const header = (
    <ItemEditorBar
      messages="console.adTags"
      back={<BackLink />}
      chips={
        <Chip
          size="small"
          variant="outlined"
          label={translate(`console.adTags.kinds.${shown.ty}`)}
        />
      }
      shown={shown}
      versions={versionList}
      onSelectVersion={setSelectedKey}
      isCurrent={isCurrent}
      editing={editing}
      dirty={dirty}
      busy={busy}
      can={{ update: canUpdate, publish: canPublish, delete: canDelete }}
      lock={lock}
      onEdit={() => void startEditing()}
      onCancel={() => (dirty ? setPending('discard') : void stopEditing())}
      onSave={() => void save()}
      onPublish={() => setPending('publish')}
      onDelete={() => setPending('delete')}
    />
  );

  return (
    <>
      <Title title={translate('console.adTags.editTitle', { name: shown.n })} />
      <Layout header={header}>
        <AdTagFormFields
          form={form}
          onChange={setDraft}
          readOnly={!editing}
          problems={problems.shown}
          showMissing={tried}
          loadPolicies={loadPolicies.data ?? []}
        />
      </Layout>
      <EditorStepDialog
        step={pending}
        messages="console.adTags"
        busy={busy}
        translateOptions={{ name: shown.n }}
        onConfirm={() => void confirm()}
        onClose={() => setPending(undefined)}
      />
    </>
  );
}
