import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { LinkBase, Title, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import type { StoreType, StoredStoreItem } from '../../dataProvider/storefront/storefrontProvider';
import type { FieldValues } from 'react-hook-form';
import { storeResourceOf } from '../../dataProvider/storefront/storefrontResource';
import { EditorLoadFailed, EditorLoading } from '../../kit/editor/EditorScreens';
import { formNameOf } from '../../kit/editor/recordForm';
import { useFormDraft, VersionedEditor } from '../../kit/editor/VersionedEditor';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { STOREFRONT_PATHS } from './paths';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import type { FormProblem, StoreForm } from './storeForm';
import { bodyOf, emptyForm, formOf, formProblems, sameForm } from './storeForm';
import { usePublishCheck } from './useContainerImages';
import { useServerProblems } from './useServerProblems';
import {
  STOREFRONT_KEY,
  useStoreItem,
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

/** The page's own state beside the editor core: the service's refusal and the publish check's. */
interface StoreEditProblems {
  refused: readonly FormProblem[];
  blocked: readonly FormProblem[];
  setBlocked: (problems: FormProblem[]) => void;
}

/** The item's fields and the aside in the editor core's form, with the page's problems. */
function StoreEditFields({
  type,
  fields,
  aside,
  item,
  editing,
  header,
  own,
}: StoreItemPageProps & {
  item: StoredStoreItem;
  editing: boolean;
  header: ReactNode;
  own: StoreEditProblems;
}) {
  const { draft, setDraft, tried } = useFormDraft<StoreForm>();
  const problems = [...(tried ? formProblems(type, draft) : []), ...own.refused, ...own.blocked];
  return (
    <Layout header={header} aside={aside?.({ item, form: draft, editing })}>
      {fields({
        form: draft,
        onChange: (next) => {
          setDraft(next);
          own.setBlocked([]);
        },
        readOnly: !editing,
        problems,
        item,
      })}
    </Layout>
  );
}

/**
 * `/apps/:product?/<type>/:storefrontId` on the editor core (VersionedEditor: react-admin's
 * EditBase and Form): read-only until Edit (the lock), any version by the picker, Save (an update
 * based on the shown version; nothing typed is lost when it fails and the service's reasons show
 * under their fields, worded here where the console knows them), Publish (after the images
 * check) and Delete after confirmation. A storefront_super_editor sees Force unlock in the lock
 * notice.
 */
export function StoreEditPage({ type, fields, aside }: StoreItemPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { storefrontId = '' } = useParams<{ storefrontId: string }>();
  const current = useStoreItem(type, storefrontId);
  const versions = useStoreItemVersions(type, storefrontId);
  const serverProblems = useServerProblems();
  const [picked, pick] = useState<string | undefined>(undefined);
  const [refused, setRefused] = useState<FormProblem[]>([]);
  // The publish rule's reasons (images missing), on the container or its row until the next edit.
  const publishCheck = usePublishCheck(type);
  const [blocked, setBlocked] = useState<FormProblem[]>([]);
  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;
  const validate = useCallback(
    (values: FieldValues) =>
      Object.fromEntries(
        formProblems(type, values).map((problem) => [
          formNameOf(problem.field) || 'form',
          problem.key,
        ]),
      ),
    [type],
  );

  const tryPublish = async (form: StoreForm, ask: (step: 'publish') => void) => {
    const found = await publishCheck(form);
    setBlocked(found);
    if (found.length > 0) notify('console.storefront.gallery.publishBlocked', { type: 'warning' });
    else ask('publish');
  };

  return (
    <VersionedEditor<StoredStoreItem, StoreForm>
      resource={storeResourceOf(type)}
      id={storefrontId}
      messages="console.storefront"
      lockType={type}
      permission="cp_storefront"
      versionKey={picked}
      onShow={pick}
      formOf={formOf}
      bodyOf={bodyOf}
      same={sameForm}
      validate={validate}
      invalidNotice="console.storefront.notify.invalid"
      refreshes={[[STOREFRONT_KEY]]}
      onRefused={(error) => setRefused(serverProblems(error).problems)}
      // A refusal worded in the user's language points at it rather than the service's English.
      notifyRefusal={(error, fallbackKey) => {
        if (serverProblems(error).localized)
          notify('console.storefront.notify.refused', { type: 'warning' });
        else notifyError(error, fallbackKey);
      }}
      onAccepted={() => setRefused([])}
      onReset={() => setRefused([])}
      // Unsaved changes go with the publish: what is published is what the page shows.
      publishBody={(draft) => (draft ? bodyOf(draft) : {})}
      failures={{
        publish: 'console.storefront.notify.publishFailed',
        delete: 'console.storefront.notify.deleteFailed',
      }}
      notices={{
        updated: `console.storefront.${type}.updated`,
        published: `console.storefront.${type}.published`,
        deleted: `console.storefront.${type}.deleted`,
      }}
      forceUnlock
      confirmKeys={{ unlock: 'console.storefront.actions.forceUnlock' }}
      dialogArgs={(shown, lock) => ({ name: shown.n, holder: lock.lockedBy ?? '' })}
      bar={(shown, core) => ({
        back: <BackLink type={type} />,
        extraActions:
          core.can.forceUnlock && core.lock.lockedBy !== undefined ? (
            <Button color="warning" onClick={() => core.ask('unlock')}>
              {translate('console.storefront.actions.forceUnlock')}
            </Button>
          ) : undefined,
        versions: versionList,
        onSelectVersion: pick,
        isCurrent: current.data?.some((v) => v.key === shown.key) ?? false,
        onPublish: () => void tryPublish(core.values, core.ask),
      })}
      loading={<EditorLoading title={translate(`console.storefront.${type}.title`)} />}
      failed={(error) => (
        <EditorLoadFailed
          title={translate(`console.storefront.${type}.title`)}
          error={error}
          notFound={translate('console.storefront.notify.notFound', { id: storefrontId })}
          loadFailed="console.storefront.notify.loadFailed"
          back={<BackLink type={type} />}
        />
      )}
    >
      {({ version, editing, bar }) => (
        <>
          <Title title={translate(`console.storefront.${type}.editTitle`, { name: version.n })} />
          <StoreEditFields
            type={type}
            fields={fields}
            {...(aside ? { aside } : {})}
            item={version}
            editing={editing}
            header={bar}
            own={{ refused, blocked, setBlocked }}
          />
        </>
      )}
    </VersionedEditor>
  );
}
