import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useApplications } from '../../kit/applications/useApplications';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ErrorObject } from 'ajv';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  LinkBase,
  Title,
  useInput,
  useLocaleState,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppConfigType, StoredConfig } from '../../dataProvider/appConfig/appConfigProvider';
import { APP_CONFIG_RESOURCE } from '../../dataProvider/appConfig/appConfigResource';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { createLocalizedAjv } from '../../kit/jsonforms/localizedAjv';
import { useSettledValue } from '../../kit/jsonforms/settle';
import { EditorLoadFailed, EditorLoading } from '../../kit/editor/EditorScreens';
import { VersionedEditor } from '../../kit/editor/VersionedEditor';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { configDiff } from './configDiff';
import { DiffDialog } from './DiffDialog';
import { CONFIG_PATHS } from './paths';
import {
  useConfig,
  useConfigList,
  useConfigMutations,
  useConfigTypes,
  useConfigVersions,
} from './useConfigs';
import { useTypeName } from './useTypeName';
import { LoadingBar } from '../../kit/feedback/LoadingBar';

// The material renderers import MUI's whole icon index: their code loads only when a form opens.
const ResourceJsonForm = lazy(() => import('../../kit/jsonforms/ResourceJsonForm'));

/** The lock type of configurations (dataProvider's urnOfType: 'urn:resource:config'). */
const CONFIG_LOCK_TYPE = 'appconfig';

type Value = Record<string, unknown>;

function isValue(value: unknown): value is Value {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value's problems by its config type's schema, in the UI language (empty: valid). */
function useValueCheck(configType: AppConfigType | undefined) {
  const [locale] = useLocaleState();
  return useMemo(() => {
    if (!configType) return () => [] as ErrorObject[];
    const validate = createLocalizedAjv(locale).compile(configType.schema);
    return (value: unknown): ErrorObject[] => (validate(value) ? [] : [...(validate.errors ?? [])]);
  }, [configType, locale]);
}

/** A refused save's field errors ('/value/bufferSeconds') as the form's own errors. */
function serverErrors(error: unknown): ErrorObject[] {
  if (!isConsoleHttpError(error) || error.status !== 400) return [];
  return Object.entries(error.fieldErrors)
    .filter(([pointer]) => pointer.startsWith('/value/'))
    .map(([pointer, message]) => ({
      instancePath: pointer.slice('/value'.length),
      schemaPath: '#',
      keyword: 'server',
      params: {},
      message,
    }));
}

function ValueForm(props: {
  configType: AppConfigType;
  value: Value;
  readOnly: boolean;
  showValidation: boolean;
  errors: ErrorObject[];
  onChange: (value: Value) => void;
  /** A keystroke in the form, which JSON Forms reports 300 ms later. */
  onInput?: () => void;
}) {
  return (
    <Suspense fallback={<LoadingBar />}>
      <Box onInput={props.onInput}>
        <ResourceJsonForm
          schema={props.configType.schema}
          uischema={props.configType.uischema}
          data={props.value}
          readonly={props.readOnly}
          showValidation={props.showValidation}
          additionalErrors={props.errors}
          onChange={(next) => {
            if (isValue(next)) props.onChange(next);
          }}
        />
      </Box>
    </Suspense>
  );
}

function BackLink() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button component={LinkBase} to={CONFIG_PATHS.listOf(product)} startIcon={<ArrowBackIcon />}>
      {translate('console.appConfig.back')}
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
 * `/apps/:product?/config/add`: choose the application and the config type, fill in the type's
 * form (checked as you type by its schema), Create saves a draft and opens it.
 */
export function ConfigCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const typeName = useTypeName();
  const apps = useApplications();
  const types = useConfigTypes();
  const { create } = useConfigMutations();
  const [app, setApp] = useState('');
  const [type, setType] = useState('');
  const [name, setName] = useState('');
  const [value, setValue, settledValue] = useSettledValue<Value>({});
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<ErrorObject[]>([]);
  const configType = types.data?.find((t) => t.type === type);
  const check = useValueCheck(configType);
  const existing = useConfigList({ app, type, st: 'draft,published,archived' });
  const taken = app !== '' && type !== '' ? existing.data?.data[0] : undefined;
  const nameMissing = tried && name.trim() === '';

  const save = async () => {
    setTried(true);
    const settled = await settledValue();
    if (!configType || name.trim() === '' || taken) return;
    if (check(settled).length > 0) {
      notify('console.appConfig.invalid', { type: 'warning' });
      return;
    }
    try {
      const created = await create.mutateAsync({ app, type, n: name.trim(), value: settled });
      notify('console.appConfig.notify.created', { type: 'success' });
      navigate(CONFIG_PATHS.editOf(product, created.id));
    } catch (error) {
      setErrors(serverErrors(error));
      notifyError(error, 'console.appConfig.notify.createFailed');
    }
  };

  return (
    <>
      <Title title={translate('console.appConfig.createTitle')} />
      <Layout
        header={
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <BackLink />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={create.isPending || !configType || taken !== undefined}
            >
              {translate(
                create.isPending
                  ? 'console.appConfig.actions.saving'
                  : 'console.appConfig.actions.create',
              )}
            </Button>
          </Stack>
        }
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            <TextField
              select
              required
              label={translate('console.appConfig.fields.app')}
              value={app}
              onChange={(event) => setApp(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {(apps.data ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.n}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={translate('console.appConfig.fields.type')}
              value={type}
              onChange={(event) => {
                setType(event.target.value);
                setValue({});
                setErrors([]);
              }}
              sx={{ minWidth: 260 }}
            >
              {(types.data ?? []).map((t) => (
                <MenuItem key={t.type} value={t.type}>
                  {typeName(t.type)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              label={translate('console.appConfig.fields.n')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={nameMissing}
              helperText={nameMissing ? translate('ra.validation.required') : ' '}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1, minWidth: 260 }}
            />
          </Stack>
          {taken && (
            <Alert
              severity="warning"
              action={
                <Button component={LinkBase} to={CONFIG_PATHS.editOf(product, taken.id)}>
                  {translate('console.appConfig.open')}
                </Button>
              }
            >
              {translate('console.appConfig.exists', { name: taken.n })}
            </Alert>
          )}
          {configType ? (
            <ValueForm
              configType={configType}
              value={value}
              readOnly={false}
              showValidation={tried}
              errors={errors}
              onChange={setValue}
            />
          ) : (
            <Typography color="text.secondary">
              {translate('console.appConfig.chooseType')}
            </Typography>
          )}
        </Stack>
      </Layout>
    </>
  );
}

/** The editor's form: the stored version's configuration value, one input of the form. */
interface ConfigForm {
  value: Value;
}
const formOfConfig = (stored: StoredConfig): ConfigForm => ({ value: stored.value });
const sameForm = (a: ConfigForm, b: ConfigForm): boolean =>
  configDiff(a.value, b.value).length === 0;
const bodyOfForm = (form: ConfigForm) => ({ value: form.value });

/** The configuration value as one input of react-admin's form: the type's JSON Forms form. */
function ValueInput({
  configType,
  readOnly,
  errors,
  onInput,
}: {
  configType: AppConfigType;
  readOnly: boolean;
  errors: ErrorObject[];
  onInput: () => void;
}) {
  const { field } = useInput<Value>({ source: 'value' });
  // The form keeps a copy of what JSON Forms reported; given back a new object of the same value,
  // JSON Forms would take it for a new value and report it again. It gets back its own.
  const reported = useRef<Value | undefined>(undefined);
  const value = isValue(field.value) ? field.value : {};
  const data =
    reported.current !== undefined && JSON.stringify(reported.current) === JSON.stringify(value)
      ? reported.current
      : value;
  return (
    <ValueForm
      configType={configType}
      value={data}
      readOnly={readOnly}
      showValidation={!readOnly}
      errors={errors}
      onChange={(next) => {
        reported.current = next;
        field.onChange(next);
      }}
      onInput={onInput}
    />
  );
}

/**
 * `/apps/:product?/config/:configId` on the editor core (VersionedEditor: react-admin's EditBase
 * and Form, the value one input of it): read-only until Edit (the lock), any version by the
 * picker, Save (an update based on the shown version; nothing typed is lost when it fails),
 * Compare versions side by side, Publish after reviewing the difference from the published
 * version, Delete after confirmation.
 */
export function ConfigEditPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const typeName = useTypeName();
  const { configId = '' } = useParams<{ configId: string }>();
  const current = useConfig(configId);
  const versions = useConfigVersions(configId);
  const types = useConfigTypes();
  const apps = useApplications();
  const [picked, pick] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<ErrorObject[]>([]);
  const [diff, setDiff] = useState<'compare' | 'publish' | undefined>(undefined);
  const shownType = current.data?.[0]?.type;
  const configType = types.data?.find((t) => t.type === shownType);
  const check = useValueCheck(configType);
  const validate = useMemo(
    () => (values: FieldValues) =>
      check((values as ConfigForm).value).length > 0 ? { value: 'console.appConfig.invalid' } : {},
    [check],
  );
  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;
  const versionName = (key: string) => versionList.find((v) => v.key === key)?.name ?? key;
  const published = current.data?.find((v) => v.st === 'published');
  const spinner = <EditorLoading title={translate('console.appConfig.title')} />;
  const failed = (error: unknown) => (
    <EditorLoadFailed
      title={translate('console.appConfig.title')}
      error={error}
      notFound={translate('console.appConfig.notify.notFound', { id: configId })}
      loadFailed="console.appConfig.notify.loadFailed"
      back={<BackLink />}
    />
  );
  if (current.error) return failed(current.error);
  // The form and its check are the type's: the editor opens once the type is known.
  if (!configType) return spinner;

  return (
    <VersionedEditor<StoredConfig, ConfigForm>
      resource={APP_CONFIG_RESOURCE}
      id={configId}
      messages="console.appConfig"
      lockType={CONFIG_LOCK_TYPE}
      permission="cp_appconfig"
      versionKey={picked}
      onShow={pick}
      formOf={formOfConfig}
      bodyOf={bodyOfForm}
      same={sameForm}
      settles
      validate={validate}
      invalidNotice="console.appConfig.invalid"
      onRefused={(error) => setErrors(serverErrors(error))}
      onReset={() => setErrors([])}
      afterDelete={CONFIG_PATHS.listOf(product)}
      dialogArgs={(shown) => ({ name: shown.n })}
      bar={(shown, core) => ({
        back: <BackLink />,
        chips: (
          <>
            <Chip
              size="small"
              variant="outlined"
              label={apps.data?.find((a) => a.id === shown.app)?.n ?? shown.app}
            />
            <Chip size="small" variant="outlined" label={typeName(shown.type)} />
          </>
        ),
        extraActions: versionList.length > 1 && (
          <Button
            startIcon={<CompareArrowsIcon />}
            onClick={() => setDiff('compare')}
            disabled={core.busy}
          >
            {translate('console.appConfig.actions.compare')}
          </Button>
        ),
        versions: versionList,
        onSelectVersion: pick,
        isCurrent: current.data?.some((v) => v.key === shown.key) ?? false,
        onPublish: () => setDiff('publish'),
      })}
      loading={spinner}
      failed={failed}
    >
      {({ version, editing, bar, core }) => (
        <>
          <Title title={translate('console.appConfig.editTitle', { name: version.n })} />
          <Layout header={bar}>
            <ValueInput
              configType={configType}
              readOnly={!editing}
              errors={errors}
              onInput={core.formInput}
            />
          </Layout>
          {diff !== undefined && (
            <DiffDialog
              configId={configId}
              versions={versionList}
              initialFrom={
                diff === 'publish' ? published?.key : (versionList.at(-2)?.key ?? version.key)
              }
              initialTo={version.key}
              publishing={diff === 'publish' ? versionName(version.key) : undefined}
              busy={core.busy}
              onPublish={() => {
                setDiff(undefined);
                void core.publish();
              }}
              onClose={() => setDiff(undefined)}
            />
          )}
        </>
      )}
    </VersionedEditor>
  );
}
