import { useMemo, useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useIdentity } from '../../authProvider/useIdentity';
import { DISPLAY_FORMATS, formatDisplayDate, isDisplayFormat } from '../../domain/dates';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { SUPPORTED_LOCALES, isSupportedLocale } from '../../domain/languages';
import { storeLocale } from '../../authProvider/localeMemory';
import { useDateLocale } from '../../kit/i18n/useDateLocale';
import { knownTimeZones, type Preferences } from '../../kit/preferences/preferences';
import { usePreferences, useSavePreferences } from '../../kit/preferences/usePreferences';
import { ProfileDetailsCard } from './ProfileDetailsCard';

/**
 * The profile page (`/pages/profile`): who is signed in, their details (user metadata kept by
 * the identity provider, see ProfileDetailsCard), and their language, date format and time zone
 * preferences, saved as user settings (local storage for the guest role) with 'Preferences
 * updated successfully'.
 */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const identity = useIdentity();
  const saved = usePreferences();
  const save = useSavePreferences();
  const [, setLocale] = useLocaleState();
  const [draft, setDraft] = useState<Preferences | undefined>();
  const [saving, setSaving] = useState(false);
  const shown = draft ?? saved;
  const zones = useMemo(knownTimeZones, []);
  const now = useMemo(() => new Date(), []);
  const dateLocale = useDateLocale();

  const change = (patch: Partial<Preferences>) => setDraft({ ...shown, ...patch });

  const submit = () => {
    setSaving(true);
    save(shown)
      .then(() => {
        storeLocale(shown.language);
        setLocale(shown.language);
        setDraft(undefined);
        notify('console.profile.saved', { type: 'success' });
      })
      .catch((error: unknown) => notifyError(error, 'console.common.errors.saveFailed'))
      .finally(() => setSaving(false));
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('console.profile.title')}
      </Typography>
      {identity && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardHeader
            title={identity.fullName || identity.username}
            subheader={identity.username}
          />
          <CardContent sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('console.profile.roles', {
                roles:
                  identity.roles.length > 0
                    ? identity.roles.join(', ')
                    : translate('console.profile.guest'),
              })}
            </Typography>
          </CardContent>
        </Card>
      )}
      <ProfileDetailsCard />
      <Card
        variant="outlined"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CardHeader title={translate('console.profile.preferences')} />
        <CardContent>
          <Stack spacing={3}>
            <TextField
              select
              label={translate('console.profile.language')}
              value={shown.language}
              onChange={(event) => {
                if (isSupportedLocale(event.target.value)) change({ language: event.target.value });
              }}
            >
              {SUPPORTED_LOCALES.map((entry) => (
                <MenuItem key={entry.locale} value={entry.locale} lang={entry.locale}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('console.profile.dateFormat')}
              value={shown.dateFormat}
              onChange={(event) => {
                if (isDisplayFormat(event.target.value)) change({ dateFormat: event.target.value });
              }}
            >
              {DISPLAY_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {translate('console.profile.dateFormatOption', {
                    format,
                    example: formatDisplayDate(now, format, shown.timeZone, dateLocale),
                  })}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              options={zones}
              value={shown.timeZone}
              disableClearable
              onChange={(_event, zone) => change({ timeZone: zone })}
              renderInput={(params) => (
                <TextField {...params} label={translate('console.profile.timeZone')} />
              )}
            />
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button onClick={() => setDraft(undefined)} disabled={draft === undefined || saving}>
            {translate('console.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('console.common.save')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
