import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { FormChangesGuard } from '../../kit/editor/recordForm';
import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DeleteWithConfirmButton,
  Edit,
  LinkBase,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import { GEO_RESOURCE } from '../../dataProvider/geoProvider';
import { parseIpRange } from '../../domain/geo/ipRange';
import { GEO_NOTE_MAX_LENGTH } from '../../domain/geo/override';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCountryChoices } from './countries';
import { GEO_PATHS } from './paths';
import { validateCountry, validateIp, validateNote, validateRegion } from './validation';

/** The address hint: the example, or the normalised form the service will keep. */
function IpHint() {
  const translate = useTranslate();
  const value = useWatch({ name: 'ip' }) as unknown;
  const parsed = parseIpRange(typeof value === 'string' ? value : '');
  if (parsed.ok && parsed.range.id !== String(value).trim())
    return <>{translate('console.geo.hints.normalised', { id: parsed.range.id })}</>;
  return <>{translate('console.geo.hints.ip')}</>;
}

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The override's fields; read-only for those who may not change them. */
function GeoFields({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const countries = useCountryChoices();
  return (
    // A gap wider than a shrunk label's rise above its field, so a two-line problem under one
    // field never runs into the next field's label.
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextInput
        source="ip"
        label={translate('console.geo.fields.ip')}
        validate={validateIp}
        helperText={<IpHint />}
        disabled={readOnly}
        autoFocus={!readOnly}
        sx={{ width: 420, maxWidth: '100%' }}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <AutocompleteInput
        source="country"
        label={translate('console.geo.fields.country')}
        choices={countries}
        validate={validateCountry}
        disabled={readOnly}
        sx={{ width: 420, maxWidth: '100%' }}
      />
      <TextInput
        source="region"
        label={translate('console.geo.fields.region')}
        validate={validateRegion}
        parse={upperCase}
        helperText={translate('console.geo.hints.region')}
        disabled={readOnly}
        sx={{ width: 420, maxWidth: '100%' }}
      />
      <TextInput
        source="note"
        label={translate('console.geo.fields.note')}
        validate={validateNote}
        helperText={translate('console.geo.hints.note', { max: GEO_NOTE_MAX_LENGTH })}
        multiline
        minRows={2}
        disabled={readOnly}
        sx={{ width: 640, maxWidth: '100%' }}
      />
    </Stack>
  );
}

/** Back to the list, above the form as on the console's other editors. */
function BackToList() {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={LinkBase} to={GEO_PATHS.list} startIcon={<ArrowBackIcon />}>
        {translate('console.geo.back')}
      </Button>
    </TopToolbar>
  );
}

/** Save, and on the edit page Delete after a confirmation. */
function GeoToolbar({ canDelete }: { canDelete: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyError = useErrorNotifier();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && (
        <DeleteWithConfirmButton
          label={translate('console.geo.delete.button')}
          confirmTitle="console.geo.delete.title"
          confirmContent="console.geo.delete.content"
          translateOptions={{}}
          mutationMode="pessimistic"
          redirect={() => GEO_PATHS.list}
          mutationOptions={{
            // Given here, onSuccess replaces react-admin's own: it notifies and goes back itself.
            onSuccess: () => {
              notify('console.geo.notifications.deleted', { type: 'success' });
              redirect(GEO_PATHS.list);
            },
            onError: (error: unknown) =>
              notifyError(error, 'console.geo.notifications.deleteFailed'),
          }}
        />
      )}
    </Toolbar>
  );
}

/** The add page (`/apps/ip/add`): a new override; back to the list once saved. */
export function GeoCreatePage() {
  const translate = useTranslate();
  const outcome = useSaveOutcome('created');
  return (
    <Create
      resource={GEO_RESOURCE}
      disableAuthentication
      title={translate('console.geo.createTitle')}
      actions={<BackToList />}
      mutationOptions={outcome}
    >
      <SimpleForm
        toolbar={<GeoToolbar canDelete={false} />}
        // Checked once you leave a field, then as you type (the same rules as the service's).
        mode="onTouched"
      >
        <GeoFields readOnly={false} />
        <FormChangesGuard />
      </SimpleForm>
    </Create>
  );
}

/**
 * What a save does when it ends: the success message and back to the list, or the failure (field
 * problems show on their fields, as react-admin reads `body.errors`; others as a notification).
 * Given, onSuccess replaces react-admin's own, so it goes back to the list itself.
 */
function useSaveOutcome(kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyError = useErrorNotifier();
  return {
    onSuccess: () => {
      notify(`console.geo.notifications.${kind}`, { type: 'success' });
      redirect(GEO_PATHS.list);
    },
    onError: (error: unknown) => {
      if (!hasFieldErrors(error))
        notifyError(
          error,
          `console.geo.notifications.${kind === 'created' ? 'createFailed' : 'updateFailed'}`,
        );
    },
  };
}

function hasFieldErrors(error: unknown): boolean {
  const body = (error as { body?: { errors?: unknown } } | undefined)?.body;
  return (
    typeof body?.errors === 'object' && body.errors !== null && Object.keys(body.errors).length > 0
  );
}

/**
 * The edit page (`/apps/ip/edit/:ip`, the id URL-encoded): change or delete an override; those
 * who may only view it see the fields read-only.
 */
export function GeoEditPage() {
  const translate = useTranslate();
  const outcome = useSaveOutcome('updated');
  const { ip = '' } = useParams<{ ip: string }>();
  const canUpdate = usePermission('update', 'cp_ipconfig');
  const canDelete = usePermission('delete', 'cp_ipconfig');
  return (
    <Edit
      resource={GEO_RESOURCE}
      id={ip}
      disableAuthentication
      title={translate('console.geo.editTitle', { id: ip })}
      actions={<BackToList />}
      mutationMode="pessimistic"
      mutationOptions={outcome}
    >
      <SimpleForm
        toolbar={canUpdate ? <GeoToolbar canDelete={canDelete} /> : false}
        mode="onTouched"
      >
        {!canUpdate && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            <Typography variant="body2">{translate('console.geo.readOnly')}</Typography>
          </Alert>
        )}
        <GeoFields readOnly={!canUpdate} />
        <FormChangesGuard />
      </SimpleForm>
    </Edit>
  );
}
