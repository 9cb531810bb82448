import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { GEO_RESOURCE } from '../../dataProvider/geoProvider';
import { parseIpRange } from '../../domain/geo/ipRange';
import type { GeoOverride } from '../../domain/geo/override';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCountryName } from './countries';
import { validateAddress } from './validation';

type Answer = { ip: string; override: GeoOverride | undefined };

/**
 * 'Which override applies?': an address (checked as you type) and the override whose range holds
 * it, or that none does — the same answer the apps get (the list's `address` filter).
 */
export function GeoLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notifyError = useErrorNotifier();
  const countryName = useCountryName();
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const problem = address.trim() === '' ? undefined : validateAddress(address);
  const helper = touched && problem ? translate(problem.message, problem.args) : ' ';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const parsed = parseIpRange(address);
    if (problem || !parsed.ok) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.getList<GeoOverride>(GEO_RESOURCE, {
        filter: { address: parsed.range.id },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
      });
      setAnswer({ ip: parsed.range.id, override: data[0] });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-labelledby="geo-lookup-title"
    >
      <Typography id="geo-lookup-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('console.geo.lookup.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems="flex-start"
        component="form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={translate('console.geo.lookup.label')}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setAnswer(undefined);
          }}
          onBlur={() => setTouched(address.trim() !== '')}
          error={touched && problem !== undefined}
          helperText={helper}
          size="small"
          sx={{ minWidth: 320 }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SearchIcon />}
          disabled={busy || address.trim() === ''}
        >
          {translate('console.geo.lookup.button')}
        </Button>
      </Stack>
      {answer && (
        <Box role="status" sx={{ mt: 1 }}>
          <Alert severity={answer.override ? 'success' : 'info'} variant="outlined">
            {answer.override
              ? translate('console.geo.lookup.found', {
                  ip: answer.ip,
                  id: answer.override.id,
                  country: [countryName(answer.override.country), answer.override.region]
                    .filter(Boolean)
                    .join(', '),
                })
              : translate('console.geo.lookup.none', { ip: answer.ip })}
          </Alert>
        </Box>
      )}
    </Paper>
  );
}
