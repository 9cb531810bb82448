import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import { ItemEditorBar } from '../../kit/editor/ItemEditorBar';
import { useItemEditor } from '../../kit/editor/useItemEditor';
import { useVersionedItem } from '../../kit/editor/useVersionedItem';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { useChannelNumberFlow } from './ChannelNumberDialogs';
import type { ChannelField, ChannelForm } from './channelForm';
import {
  EMPTY_CHANNEL_FORM,
  channelFormProblems,
  docOfForm,
  formOfChannel,
  sameChannelForm,
} from './channelForm';
import { ChannelFormFields, imageProblem } from './ChannelFormFields';
import type { ShownChannelProblems } from './ChannelFormFields';
import { channelPaths } from './paths';
import { PlayoutPanel } from './PlayoutPanel';

type ChannelRecord = Record<string, unknown> & { id: string; key: string; ut: string; st: string };

const FIELDS: readonly ChannelField[] = [
  'lon',
  'lws',
  'lwe',
  'st',
  'loop',
  'loopUntil',
  'image',
  'imageUUID',
  'content',
  'schedule',
  'organized',
  'channels',
  'cn',
  'tz',
];

/** The service's refusal by form field (`/content/2` → content; `/ex_ia` → image). */
function serverProblems(error: unknown): ShownChannelProblems {
  if (!isConsoleHttpError(error)) return {};
  const shown: ShownChannelProblems = {};
  for (const [pointer, message] of Object.entries(error.fieldErrors)) {
    const top = pointer.split('/')[1] ?? '';
    const field = top === 'ex_ia' ? 'image' : FIELDS.find((name) => name === top);
    if (field && shown[field] === undefined) shown[field] = message;
  }
  return shown;
}

function useProblems() {
  const translate = useTranslate();
  const [server, setServer] = useState<ShownChannelProblems>({});
  const [tried, setTried] = useState(false);
  const shownFor = (form: ChannelForm): ShownChannelProblems => {
    const own = tried ? channelFormProblems(form) : {};
    const shown: ShownChannelProblems = { ...server };
    for (const [field, key] of Object.entries(own))
      shown[field as ChannelField] = translate(`console.virtualChannels.editor.problems.${key}`);
    return shown;
  };
  return { shownFor, setServer, setTried };
}

function BackLink() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button component={RouterLink} to={channelPaths.list(product)} startIcon={<ArrowBackIcon />}>
      {translate('console.virtualChannels.editor.back')}
    </Button>
  );
}

/**
 * 'New Virtual Channel' (`/apps/:product?/live/virtuallivechannel/add`): the channel draft's
 * fields; Create stores a draft (refusals shown under their fields, nothing typed lost) and opens
 * its editor.
 */
export function ChannelCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const dataProvider = useDataProvider();
  const [form, setForm] = useState<ChannelForm>(EMPTY_CHANNEL_FORM);
  const [busy, setBusy] = useState(false);
  const problems = useProblems();

  const create = async () => {
    problems.setTried(true);
    problems.setServer({});
    if (Object.keys(channelFormProblems(form)).length > 0) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.create<ChannelRecord>('virtuallivechannel', {
        data: docOfForm(form, undefined, true),
      });
      notify('console.virtualChannels.editor.created', { type: 'success' });
      void navigate(channelPaths.edit(product, String(data.id)));
    } catch (error) {
      problems.setServer(serverProblems(error));
      notifyError(error, 'console.common.errors.requestFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={translate('console.virtualChannels.add')} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <BackLink />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void create()}
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {translate('console.virtualChannels.editor.create')}
        </Button>
      </Stack>
      <ChannelFormFields
        form={form}
        onChange={setForm}
        readOnly={false}
        problems={problems.shownFor(form)}
        adding
      />
    </Box>
  );
}

/**
 * A virtual channel's editor (`/apps/:product?/live/virtuallivechannel/:channelId`): the version
 * picker, read-only until Edit takes the lock; Save (an update based on the shown version; a
 * refusal under its field), Publish, Delete (an update to deleted, back to the list), each by the
 * editor core (useItemEditor); the number changes through its dialog; the image uploads through
 * the image service; the playout panel below. A viewer sees everything read-only.
 */
export function ChannelEditPage() {
  const { channelId = '' } = useParams<{ channelId: string }>();
  return <ChannelEditor key={channelId} channelId={channelId} />;
}

function ChannelEditor({ channelId }: { channelId: string }) {
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const item = useVersionedItem<ChannelRecord>('virtuallivechannel', channelId);
  const numberFlow = useChannelNumberFlow();
  const problems = useProblems();
  const [uploading, setUploading] = useState(false);
  const record = item.record;
  const name = (record && pickLocalizedName(record.lon, locale)) ?? channelId;
  const editor = useItemEditor<ChannelRecord, ChannelForm>({
    messages: 'console.virtualChannels.editor',
    lockType: 'virtuallivechannel',
    id: channelId,
    resource: 'cp_vll',
    shown: record,
    onShow: (key) => void item.reload(key),
    draftOf: formOfChannel,
    same: sameChannelForm,
    payload: (draft) => (record ? docOfForm(draft, record, false) : {}),
    update: item.update,
    refuse: (draft) => {
      problems.setTried(true);
      return Object.keys(channelFormProblems(draft)).length > 0 ? true : undefined;
    },
    onRefused: (error) => problems.setServer(serverProblems(error)),
    onReset: () => {
      problems.setTried(false);
      problems.setServer({});
    },
    failures: { update: 'console.common.errors.requestFailed' },
    afterSave: 'stop',
    notices: {
      updated: 'console.virtualChannels.editor.updated',
      published: 'console.virtualChannels.editor.published',
      deleted: 'console.virtualChannels.editor.removed',
    },
    noticeArgs: { name },
    afterDelete: channelPaths.list(product),
  });

  if (item.error && !record)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {item.error instanceof Error
            ? item.error.message
            : translate('console.common.errors.requestFailed')}
        </Alert>
        <BackLink />
      </Box>
    );
  if (!record)
    return (
      <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('console.virtualChannels.title')} />
      </Box>
    );

  const shownForm = formOfChannel(record);
  const form = editor.form ?? shownForm;
  const editing = editor.editing;
  const canUpdate = editor.can.update;
  const isCurrent = item.versions.some((v) => v.key === record.key);
  const upload = async (file: File) => {
    const reason = imageProblem(file);
    if (reason) {
      problems.setServer({ image: translate(`console.virtualChannels.editor.image.${reason}`) });
      return;
    }
    setUploading(true);
    try {
      const uploaded = await vllServiceOf(dataProvider).uploadChannelImage(channelId, file);
      const uuid = crypto.randomUUID();
      const url = `${uploaded.u}${uploaded.u.includes('?') ? '&' : '?'}v=${uuid}`;
      editor.setDraft((current) => ({ ...current, image: url, imageUUID: uuid }));
      problems.setServer({});
    } catch (error) {
      problems.setServer(serverProblems(error));
      notifyError(error, 'console.common.errors.requestFailed');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      {/* The shell's title slot shows it as the page's one heading (src/layout/PageTitleSlot). */}
      <Title title={translate('console.virtualChannels.editor.editTitle', { name })} />
      <ItemEditorBar
        {...editor.bar}
        messages="console.virtualChannels.editor"
        back={<BackLink />}
        extraActions={
          <Button
            component={RouterLink}
            to={channelPaths.schedule(product, channelId)}
            disabled={editing}
          >
            {translate('console.virtualChannels.schedule')}
          </Button>
        }
        versions={item.versions}
        onSelectVersion={item.selectVersion}
        isCurrent={isCurrent}
      />
      <Stack spacing={2}>
        <ChannelFormFields
          form={form}
          onChange={editor.setDraft}
          readOnly={!editing}
          problems={problems.shownFor(form)}
          onUpload={editing ? (file) => void upload(file) : undefined}
          uploading={uploading}
          adding={false}
          numberAction={
            canUpdate && isCurrent && !editing ? (
              <Button
                sx={{ mt: 1 }}
                onClick={() =>
                  numberFlow.open(
                    { id: channelId, key: record.key, ut: record.ut, cn: shownForm.cn, name },
                    (saved) => void item.reload(saved.key),
                  )
                }
              >
                {translate('console.virtualChannels.changeNumber')}
              </Button>
            ) : undefined
          }
        />
        <PlayoutPanel
          channelId={channelId}
          startTime={
            typeof record.channel_start_time === 'string' ? record.channel_start_time : null
          }
          canWrite={canUpdate && !editing}
          onChanged={() => void item.reload(record.key)}
        />
      </Stack>
      {numberFlow.dialogs}
      <EditorStepDialog
        {...editor.dialog}
        cancel="console.virtualChannels.cancel"
        translateOptions={{ name }}
      />
    </Box>
  );
}
