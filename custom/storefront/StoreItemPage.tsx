import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LinkBase, Title, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import { useIdentity } from '../../authProvider/useIdentity';
import { usePermission } from '../../authProvider/usePermission';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isConsoleHttpError } from '../../dataProvider/errors';
import type { StoreType, StoredStoreItem } from '../../dataProvider/storefrontProvider';
import { ItemEditorBar } from '../../kit/editor/ItemEditorBar';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useContentLock } from '../../kit/locks/useContentLock';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { STOREFRONT_PATHS } from './paths';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import type { FormProblem, StoreForm } from './storeForm';
import { bodyOf, emptyForm, formOf, formProblems, sameForm } from './storeForm';
import { usePublishCheck } from './useContainerImages';
import { useServerProblems } from './useServerProblems';
import {
  useStoreItem,
  useStoreItemVersion,
  useStoreItemVersions,
  useStoreMutations,
} from './useStorefront';

/** What an item page's fields get from the shell. */
export interface StoreFieldsProps {
  form: StoreForm;
  onChange: (form: StoreForm) => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
  /** The stored version shown (absent on the add page). */
  item?: StoredStoreItem | undefined;
}

export interface StoreItemPageProps {
  type: StoreType;
  fields: (props: StoreFieldsProps) => ReactNode;
  /** Beside the fields from 1200 px (the storefront's preview). */
  aside?: (props: { item: StoredStoreItem; form: StoreForm; editing: boolean }) => ReactNode;
}

function BackLink({ type }: { type: StoreType }) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button
      component={LinkBase}
      to={STOREFRONT_PATHS.listOf(type, product)}
      startIcon={<ArrowBackIcon />}
    >
      {translate(`console.storefront.${type}.back`)}
    </Button>
  );
}

function Layout({
  header,
  children,
  aside,
}: {
  header: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: aside
            ? { xs: '1fr', lg: 'minmax(0, 3fr) minmax(340px, 2fr)' }
            : '1fr',
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2.5, minWidth: 0, maxWidth: aside ? undefined : 1100 }}>
          {children}
        </Paper>
        {aside}
      </Box>
    </Box>
  );
}

/**
 * `/apps/:product?/<type>/add`: the item's fields; Create checks them first (problems under
 * their fields, nothing sent), then saves a draft and opens it. A refused create keeps
 * everything typed and shows the service's reasons under the fields.
 */
export function StoreCreatePage({ type, fields }: StoreItemPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const { create } = useStoreMutations(type);
  const serverProblems = useServerProblems();
  const [form, setForm] = useState<StoreForm>(() => emptyForm(type));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<FormProblem[]>([]);
  const [created, setCreated] = useState(false);
  const problems = [...(tried ? formProblems(type, form) : []), ...refused];
  // Leaving by navigation with something typed warns first; the created item's page does not.
  const [empty] = useState(() => emptyForm(type));
  const typed = !created && !sameForm(empty, form);

  const save = async () => {
    setTried(true);
    setRefused([]);
    if (formProblems(type, form).length > 0) {
      notify('console.storefront.notify.invalid', { type: 'warning' });
      return;
    }
    try {
      const created = await create.mutateAsync(bodyOf(form));
      notify(`console.storefront.${type}.created`, { type: 'success' });
      setCreated(true);
      navigate(STOREFRONT_PATHS.itemOf(type, product, created.id));
    } catch (error) {
      setRefused(serverProblems(error).problems);
      notifyError(error, 'console.storefront.notify.createFailed');
    }
  };

  return (
    <>
      <Title title={translate(`console.storefront.${type}.createTitle`)} />
      <UnsavedChangesGuard when={typed} prefix="console.storefront.leave" />
      <Layout
        header={
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <BackLink type={type} />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={create.isPending}
              startIcon={create.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {translate(
                create.isPending
                  ? 'console.storefront.actions.saving'
                  : 'console.storefront.actions.create',
              )}
            </Button>
          </Stack>
        }
      >
        {fields({
          form,
          onChange: (next) => {
            setForm(next);
            setRefused([]);
          },
          readOnly: false,
          problems,
        })}
      </Layout>
    </>
  );
}

type Pending = 'delete' | 'discard' | 'publish' | 'unlock' | undefined;

/**
 * `/apps/:product?/<type>/:storefrontId`: read-only until Edit (the lock), any version by the
 * picker, Save (an update based on the shown version; nothing typed is lost when it fails and
 * the service's reasons show under their fields), Publish and Delete after confirmation. A
 * storefront_super_editor sees Force unlock in the lock notice.
 */
export function StoreEditPage({ type, fields, aside }: StoreItemPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const identity = useIdentity();
  const { storefrontId = '' } = useParams<{ storefrontId: string }>();
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  const current = useStoreItem(type, storefrontId);
  const isOlder =
    selectedKey !== undefined && !(current.data ?? []).some((v) => v.key === selectedKey);
  const older = useStoreItemVersion(type, storefrontId, isOlder ? selectedKey : undefined);
  const versions = useStoreItemVersions(type, storefrontId);
  const { update } = useStoreMutations(type);
  const serverProblems = useServerProblems();
  const lock = useContentLock(type, storefrontId, identity?.uid);
  const canUpdate = usePermission('update', 'cp_storefront');
  const canPublish = usePermission('publish', 'cp_storefront');
  const canDelete = usePermission('delete', 'cp_storefront');
  const canForceUnlock = usePermission('forceUnlock', 'cp_storefront');
  const [draft, setDraft] = useState<StoreForm | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<FormProblem[]>([]);
  const [pending, setPending] = useState<Pending>(undefined);
  // The publish rule's reasons (images missing), on the container or its row until the next edit.
  const publishCheck = usePublishCheck(type);
  const [blocked, setBlocked] = useState<FormProblem[]>([]);

  const shown: StoredStoreItem | undefined =
    selectedKey === undefined
      ? (current.data?.find((v) => v.st === 'draft') ?? current.data?.[0])
      : (current.data?.find((v) => v.key === selectedKey) ?? older.data);
  const editing = draft !== undefined;
  const form = draft ?? (shown ? formOf(shown) : emptyForm(type));
  const problems = [...(tried ? formProblems(type, form) : []), ...refused, ...blocked];
  const dirty = draft !== undefined && shown !== undefined && !sameForm(formOf(shown), draft);

  if (current.error) {
    const notFound = isConsoleHttpError(current.error) && current.error.status === 404;
    return (
      <Box sx={{ mt: 3 }}>
        <Title title={translate(`console.storefront.${type}.title`)} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {notFound
            ? translate('console.storefront.notify.notFound', { id: storefrontId })
            : readFailure(current.error, translate('console.storefront.notify.loadFailed')).message}
        </Alert>
        <BackLink type={type} />
      </Box>
    );
  }
  if (!shown) {
    return (
      <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
        <Title title={translate(`console.storefront.${type}.title`)} />
        <CircularProgress aria-label={translate(`console.storefront.${type}.title`)} />
      </Box>
    );
  }

  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;
  const isCurrent = current.data?.some((v) => v.key === shown.key) ?? false;
  const busy = update.isPending;

  const startEditing = async () => {
    if (!(await lock.acquire())) return;
    setTried(false);
    setRefused([]);
    setDraft(formOf(shown));
  };
  const stopEditing = async () => {
    setDraft(undefined);
    setTried(false);
    setRefused([]);
    await lock.release();
  };
  const send = async (body: StoreForm, failure: string) => {
    try {
      const saved = await update.mutateAsync({
        id: storefrontId,
        body: { ...body, key: shown.key, ut: shown.ut },
      });
      setSelectedKey(saved.key);
      setRefused([]);
      return saved;
    } catch (error) {
      const { problems: found, localized } = serverProblems(error);
      setRefused(found);
      // A refusal worded in the user's language points at it rather than the service's English.
      if (localized) notify('console.storefront.notify.refused', { type: 'warning' });
      else notifyError(error, failure);
      return undefined;
    }
  };
  const save = async () => {
    if (!draft) return;
    setTried(true);
    if (formProblems(type, draft).length > 0) {
      notify('console.storefront.notify.invalid', { type: 'warning' });
      return;
    }
    const saved = await send(bodyOf(draft), 'console.storefront.notify.updateFailed');
    if (saved) {
      notify(`console.storefront.${type}.updated`, { type: 'success' });
      setDraft(formOf(saved));
      setTried(false);
    }
  };
  const tryPublish = async () => {
    const found = await publishCheck(form);
    setBlocked(found);
    if (found.length > 0) notify('console.storefront.gallery.publishBlocked', { type: 'warning' });
    else setPending('publish');
  };
  const confirm = async () => {
    const step = pending;
    setPending(undefined);
    if (step === 'discard') await stopEditing();
    if (step === 'unlock') await lock.forceUnlock();
    if (step === 'publish') {
      // Unsaved changes go with the publish: what is published is what the page shows.
      const body = draft ? { ...bodyOf(draft), st: 'published' } : { st: 'published' };
      const saved = await send(body, 'console.storefront.notify.publishFailed');
      if (saved) {
        notify(`console.storefront.${type}.published`, { type: 'success' });
        if (editing) await stopEditing();
      }
    }
    if (step === 'delete') {
      // Spec section 5: a delete is an update setting the deleted status.
      const saved = await send({ st: 'deleted' }, 'console.storefront.notify.deleteFailed');
      if (saved) {
        notify(`console.storefront.${type}.deleted`, { type: 'success' });
        if (editing) await stopEditing();
      }
    }
  };

  const header = (
    <ItemEditorBar
      messages="console.storefront"
      back={<BackLink type={type} />}
      extraActions={
        canForceUnlock && lock.lockedBy !== undefined ? (
          <Button color="warning" onClick={() => setPending('unlock')}>
            {translate('console.storefront.actions.forceUnlock')}
          </Button>
        ) : undefined
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
      onPublish={() => void tryPublish()}
      onDelete={() => setPending('delete')}
    />
  );

  return (
    <>
      <Title title={translate(`console.storefront.${type}.editTitle`, { name: shown.n })} />
      <UnsavedChangesGuard when={dirty} prefix="console.storefront.leave" />
      <Layout header={header} aside={aside?.({ item: shown, form, editing })}>
        {fields({
          form,
          onChange: (next) => {
            setDraft(next);
            setBlocked([]);
          },
          readOnly: !editing,
          problems,
          item: shown,
        })}
      </Layout>
      <EditorStepDialog
        step={pending}
        messages="console.storefront"
        confirmKeys={{ unlock: 'console.storefront.actions.forceUnlock' }}
        busy={busy}
        translateOptions={{ name: shown.n, holder: lock.lockedBy ?? '' }}
        onConfirm={() => void confirm()}
        onClose={() => setPending(undefined)}
      />
    </>
  );
}
