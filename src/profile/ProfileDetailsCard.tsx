import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useIdpProfile } from '../../authProvider/useIdpProfile';
import { PHONE_PATTERN, PROFILE_METADATA_FIELDS } from '../../domain/userMetadata';
import type { ProfileMetadataField, UserMetadata } from '../../domain/userMetadata';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { LoadingBar } from '../../kit/feedback/LoadingBar';

type Details = Record<ProfileMetadataField, string>;

const FIELDS: readonly ProfileMetadataField[] = ['display_name', 'phone', 'notes'];
const LABELS: Record<ProfileMetadataField, string> = {
  display_name: 'console.profile.displayName',
  phone: 'console.profile.phone',
  notes: 'console.profile.notes',
};
const phonePattern = new RegExp(PHONE_PATTERN);

function detailsOf(metadata: UserMetadata | undefined): Details {
  return {
    display_name: metadata?.display_name ?? '',
    phone: metadata?.phone ?? '',
    notes: metadata?.notes ?? '',
  };
}

/**
 * The profile page's details (display name, phone, notes): the user metadata the embedded
 * identity provider keeps for the user, read and saved through its profile endpoint. Under a
 * Keycloak realm the card only says where those details are kept (its account console).
 */
export function ProfileDetailsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { supported, query, save } = useIdpProfile();
  const [draft, setDraft] = useState<Details | undefined>();
  const stored = detailsOf(query.data?.user_metadata);
  const shown = draft ?? stored;
  const phoneInvalid = !phonePattern.test(shown.phone);

  if (!supported) {
    return (
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader title={translate('console.profile.details')} />
        <CardContent sx={{ pt: 0 }}>
          <Alert severity="info">{translate('console.profile.detailsManagedElsewhere')}</Alert>
        </CardContent>
      </Card>
    );
  }

  const submit = () => {
    const patch = Object.fromEntries(
      FIELDS.map((field) => [field, shown[field].trim() === '' ? null : shown[field].trim()]),
    );
    save.mutate(patch, {
      onSuccess: () => {
        setDraft(undefined);
        notify('console.profile.detailsSaved', { type: 'success' });
      },
      onError: (error: unknown) => notifyError(error, 'console.common.errors.saveFailed'),
    });
  };

  return (
    <Card
      variant="outlined"
      component="form"
      sx={{ mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!phoneInvalid) submit();
      }}
    >
      <CardHeader
        title={translate('console.profile.details')}
        subheader={translate('console.profile.detailsHelp')}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <LoadingBar />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : (
          <Stack spacing={3}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={translate(LABELS[field])}
                value={shown[field]}
                multiline={field === 'notes'}
                minRows={field === 'notes' ? 3 : undefined}
                slotProps={{ htmlInput: { maxLength: PROFILE_METADATA_FIELDS[field].maxLength } }}
                error={field === 'phone' && phoneInvalid}
                helperText={
                  field === 'phone' && phoneInvalid
                    ? translate('console.profile.phoneInvalid')
                    : undefined
                }
                onChange={(event) => setDraft({ ...shown, [field]: event.target.value })}
              />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          onClick={() => setDraft(undefined)}
          disabled={draft === undefined || save.isPending}
        >
          {translate('console.common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={draft === undefined || phoneInvalid || save.isPending}
        >
          {translate('console.common.save')}
        </Button>
      </CardActions>
    </Card>
  );
}
