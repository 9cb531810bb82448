import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LinkBase, Title, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isConsoleHttpError } from '../../dataProvider/errors';
import type { StoreType, StoredStoreItem } from '../../dataProvider/storefront/storefrontProvider';
import { ItemEditorBar } from '../../kit/editor/ItemEditorBar';
import { useItemEditor } from '../../kit/editor/useItemEditor';
import { useVersionPicker } from '../../kit/editor/useVersionPicker';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
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

/**
 * `/apps/:product?/<type>/:storefrontId`: read-only until Edit (the lock), any version by the
 * picker, Save (an update based on the shown version; nothing typed is lost when it fails and
 * the service's reasons show under their fields), Publish and Delete after confirmation (the
 * editor core, useItemEditor). A storefront_super_editor sees Force unlock in the lock notice.
 */
export function StoreEditPage({ type, fields, aside }: StoreItemPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { storefrontId = '' } = useParams<{ storefrontId: string }>();
  const current = useStoreItem(type, storefrontId);
  const picker = useVersionPicker(current.data);
  const older = useStoreItemVersion(type, storefrontId, picker.olderKey);
  const versions = useStoreItemVersions(type, storefrontId);
  const { update } = useStoreMutations(type);
  const serverProblems = useServerProblems();
  const [refused, setRefused] = useState<FormProblem[]>([]);
  // The publish rule's reasons (images missing), on the container or its row until the next edit.
  const publishCheck = usePublishCheck(type);
  const [blocked, setBlocked] = useState<FormProblem[]>([]);
  const shown = picker.shown(older.data);
  const editor = useItemEditor<StoredStoreItem, StoreForm>({
    messages: 'console.storefront',
    lockType: type,
    id: storefrontId,
    resource: 'cp_storefront',
    shown,
    onShow: picker.pick,
    draftOf: formOf,
    same: sameForm,
    payload: bodyOf,
    update: (body) => update.mutateAsync({ id: storefrontId, body }),
    busy: update.isPending,
    refuse: (draft) =>
      formProblems(type, draft).length > 0 ? 'console.storefront.notify.invalid' : undefined,
    onRefused: (error) => setRefused(serverProblems(error).problems),
    // A refusal worded in the user's language points at it rather than the service's English.
    notifyRefusal: (error, fallbackKey) => {
      if (serverProblems(error).localized)
        notify('console.storefront.notify.refused', { type: 'warning' });
      else notifyError(error, fallbackKey);
    },
    onAccepted: () => setRefused([]),
    onReset: () => setRefused([]),
    // Unsaved changes go with the publish: what is published is what the page shows.
    publishBody: (draft) => (draft ? bodyOf(draft) : {}),
    failures: {
      publish: 'console.storefront.notify.publishFailed',
      delete: 'console.storefront.notify.deleteFailed',
    },
    notices: {
      updated: `console.storefront.${type}.updated`,
      published: `console.storefront.${type}.published`,
      deleted: `console.storefront.${type}.deleted`,
    },
    forceUnlock: true,
  });
  const form = editor.form ?? emptyForm(type);
  const problems = [...(editor.tried ? formProblems(type, form) : []), ...refused, ...blocked];

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
  const tryPublish = async () => {
    const found = await publishCheck(form);
    setBlocked(found);
    if (found.length > 0) notify('console.storefront.gallery.publishBlocked', { type: 'warning' });
    else editor.ask('publish');
  };

  const header = (
    <ItemEditorBar
      {...editor.bar}
      messages="console.storefront"
      back={<BackLink type={type} />}
      extraActions={
        editor.can.forceUnlock && editor.lock.lockedBy !== undefined ? (
          <Button color="warning" onClick={() => editor.ask('unlock')}>
            {translate('console.storefront.actions.forceUnlock')}
          </Button>
        ) : undefined
      }
      versions={versionList}
      onSelectVersion={picker.pick}
      isCurrent={current.data?.some((v) => v.key === shown.key) ?? false}
      onPublish={() => void tryPublish()}
    />
  );

  return (
    <>
      <Title title={translate(`console.storefront.${type}.editTitle`, { name: shown.n })} />
      <Layout header={header} aside={aside?.({ item: shown, form, editing: editor.editing })}>
        {fields({
          form,
          onChange: (next) => {
            editor.setDraft(next);
            setBlocked([]);
          },
          readOnly: !editor.editing,
          problems,
          item: shown,
        })}
      </Layout>
      <EditorStepDialog
        {...editor.dialog}
        confirmKeys={{ unlock: 'console.storefront.actions.forceUnlock' }}
        translateOptions={{ name: shown.n, holder: editor.lock.lockedBy ?? '' }}
      />
    </>
  );
}
