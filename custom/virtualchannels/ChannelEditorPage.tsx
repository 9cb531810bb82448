import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { usePermission } from '../../authProvider/usePermission';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import { submissionErrorsOf } from '../../kit/editor/recordForm';
import { useItemVersions } from '../../kit/editor/useItemVersions';
import { CreateButton } from '../../kit/editor/EditorScreens';
import { useFormDraft, VersionedEditor } from '../../kit/editor/VersionedEditor';
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

/** The form's field a refusal of the service points at (`/content/2` → content; `/ex_ia` → image). */
function fieldOfPointer(pointer: string): ChannelField | undefined {
  const top = pointer.split('/')[1] ?? '';
  return top === 'ex_ia' ? 'image' : FIELDS.find((name) => name === top);
}

/** The check before a save or create, as react-admin's form validation (message keys by field). */
const validate = (values: FieldValues) =>
  Object.fromEntries(
    Object.entries(channelFormProblems(values as ChannelForm)).map(([field, key]) => [
      field,
      `console.virtualChannels.editor.problems.${key}`,
    ]),
  );

/**
 * The channel's fields in react-admin's form (the add page's and the editor core's): the check's
 * problems once Save or Create was tried, the service's refusal (and a refused image) under its
 * field until it changes; an image picked while editing uploads through the image service.
 */
function ChannelFields({
  channelId,
  readOnly,
  adding,
  numberAction,
}: {
  channelId: string | undefined;
  readOnly: boolean;
  adding: boolean;
  numberAction?: ReactNode;
}) {
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const dataProvider = useDataProvider();
  const { setError, clearErrors } = useFormContext();
  const { draft: form, setDraft, tried, refused } = useFormDraft<ChannelForm>();
  const [uploading, setUploading] = useState(false);
  const problems: ShownChannelProblems = {};
  for (const field of FIELDS) if (refused[field] !== undefined) problems[field] = refused[field];
  if (tried)
    for (const [field, key] of Object.entries(channelFormProblems(form)))
      problems[field as ChannelField] = translate(`console.virtualChannels.editor.problems.${key}`);

  const refuseImage = (message: string) => setError('image', { type: 'server', message });
  const upload = async (file: File) => {
    if (channelId === undefined) return;
    const reason = imageProblem(file);
    if (reason) {
      refuseImage(translate(`console.virtualChannels.editor.image.${reason}`));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await vllServiceOf(dataProvider).uploadChannelImage(channelId, file);
      const uuid = crypto.randomUUID();
      const url = `${uploaded.u}${uploaded.u.includes('?') ? '&' : '?'}v=${uuid}`;
      setDraft({ ...form, image: url, imageUUID: uuid });
      clearErrors('image');
    } catch (error) {
      const field = isConsoleHttpError(error)
        ? Object.entries(error.fieldErrors).find(([pointer]) => fieldOfPointer(pointer))
        : undefined;
      if (field)
        setError(fieldOfPointer(field[0]) ?? 'image', { type: 'server', message: field[1] });
      notifyError(error, 'console.common.errors.requestFailed');
    } finally {
      setUploading(false);
    }
  };

  return (
    <ChannelFormFields
      form={form}
      onChange={setDraft}
      readOnly={readOnly}
      problems={problems}
      onUpload={!readOnly && !adding ? (file) => void upload(file) : undefined}
      uploading={uploading}
      adding={adding}
      numberAction={numberAction}
    />
  );
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
 * fields in react-admin's form; Create stores a draft (refusals shown under their fields,
 * nothing typed lost) and opens its editor.
 */
export function ChannelCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const dataProvider = useDataProvider();

  const create = async (values: FieldValues) => {
    try {
      const { data } = await dataProvider.create<ChannelRecord>('virtuallivechannel', {
        data: docOfForm(values as ChannelForm, undefined, true),
      });
      notify('console.virtualChannels.editor.created', { type: 'success' });
      void navigate(channelPaths.edit(product, String(data.id)));
      return undefined;
    } catch (error) {
      const failure = 'console.common.errors.requestFailed';
      const reading = notifyError(error, failure);
      return submissionErrorsOf(error, reading?.message ?? translate(failure), fieldOfPointer);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={translate('console.virtualChannels.add')} />
      <Form
        record={EMPTY_CHANNEL_FORM}
        validate={validate}
        onSubmit={create}
        mode="onSubmit"
        noValidate
        disableInvalidFormNotification
      >
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <BackLink />
          <Box sx={{ flex: 1 }} />
          <CreateButton label="console.virtualChannels.editor.create" />
        </Stack>
        <ChannelFields channelId={undefined} readOnly={false} adding />
      </Form>
    </Box>
  );
}

/**
 * A virtual channel's editor (`/apps/:product?/live/virtuallivechannel/:channelId`) on the
 * editor core (VersionedEditor: react-admin's EditBase and Form): the version picker, read-only
 * until Edit takes the lock; Save (an update based on the shown version; a refusal under its
 * field), Publish, Delete (an update to deleted, back to the list); the number changes through
 * its dialog; the image uploads through the image service; the playout panel below. A viewer
 * sees everything read-only.
 */
export function ChannelEditPage() {
  const { channelId = '' } = useParams<{ channelId: string }>();
  return <ChannelEditor key={channelId} channelId={channelId} />;
}

function ChannelEditor({ channelId }: { channelId: string }) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const [locale] = useLocaleState();
  const canUpdate = usePermission('update', 'cp_vll');
  const item = useItemVersions('virtuallivechannel', channelId);
  const numberFlow = useChannelNumberFlow();
  const nameOf = useCallback(
    (record: ChannelRecord) => pickLocalizedName(record.lon, locale) ?? channelId,
    [locale, channelId],
  );
  const failed = (error: unknown) => (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {error instanceof Error ? error.message : translate('console.common.errors.requestFailed')}
      </Alert>
      <BackLink />
    </Box>
  );
  if (item.error) return failed(item.error);

  return (
    <VersionedEditor<ChannelRecord, ChannelForm>
      resource="virtuallivechannel"
      id={channelId}
      messages="console.virtualChannels.editor"
      lockType="virtuallivechannel"
      permission="cp_vll"
      versionKey={item.shownKey}
      ready={item.loaded}
      onShow={item.pick}
      formOf={formOfChannel}
      bodyOf={(draft, shown) => docOfForm(draft, shown, false)}
      same={sameChannelForm}
      validate={validate}
      nameOf={fieldOfPointer}
      refreshes={[item.queryKey]}
      failures={{ update: 'console.common.errors.requestFailed' }}
      afterSave="stop"
      notices={{
        updated: 'console.virtualChannels.editor.updated',
        published: 'console.virtualChannels.editor.published',
        deleted: 'console.virtualChannels.editor.removed',
      }}
      noticeArgs={(shown) => ({ name: nameOf(shown) })}
      afterDelete={channelPaths.list(product)}
      dialogCancel="console.virtualChannels.cancel"
      dialogArgs={(shown) => ({ name: nameOf(shown) })}
      bar={(shown, core) => ({
        back: <BackLink />,
        extraActions: (
          <Button
            component={RouterLink}
            to={channelPaths.schedule(product, channelId)}
            disabled={core.editing}
          >
            {translate('console.virtualChannels.schedule')}
          </Button>
        ),
        versions: item.versions,
        onSelectVersion: item.pick,
        isCurrent: item.versions.some((v) => v.key === shown.key),
      })}
      loading={
        <Box sx={{ mt: 6, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={translate('console.virtualChannels.title')} />
        </Box>
      }
      failed={failed}
    >
      {({ version, editing, bar }) => {
        const name = nameOf(version);
        const isCurrent = item.versions.some((v) => v.key === version.key);
        return (
          <Box sx={{ p: 2, maxWidth: 1100 }}>
            {/* The shell's title slot shows it as the page's one heading (src/layout/PageTitleSlot). */}
            <Title title={translate('console.virtualChannels.editor.editTitle', { name })} />
            {bar}
            <Stack spacing={2}>
              <ChannelFields
                channelId={channelId}
                readOnly={!editing}
                adding={false}
                numberAction={
                  canUpdate && isCurrent && !editing ? (
                    <Button
                      sx={{ mt: 1 }}
                      onClick={() =>
                        numberFlow.open(
                          {
                            id: channelId,
                            key: version.key,
                            ut: version.ut,
                            cn: formOfChannel(version).cn,
                            name,
                          },
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
                  typeof version.channel_start_time === 'string' ? version.channel_start_time : null
                }
                canWrite={canUpdate && !editing}
                onChanged={() => void item.reload(version.key)}
              />
            </Stack>
            {numberFlow.dialogs}
          </Box>
        );
      }}
    </VersionedEditor>
  );
}
