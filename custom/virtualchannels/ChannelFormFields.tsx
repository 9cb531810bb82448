import { useMemo } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { checkImageUpload } from '../../domain/validation/imageUpload';
import { DateTimeInput } from '../../kit/dates/DateTimeInput';
import { LocalizedTextsInput } from '../../kit/names/LocalizedTextsInput';
import { pickLocalizedName } from '../../kit/names/localizedName';
import type { ChannelField, ChannelForm } from './channelForm';
import { SCHEDULE_MODES } from './channelForm';

/** What is shown under each field: a translated message. */
export type ShownChannelProblems = Partial<Record<ChannelField, string>>;

const ZONES: readonly string[] = (() => {
  try {
    return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  } catch {
    return ['UTC'];
  }
})();

interface Named {
  id: string;
  lon?: unknown;
}

/** The product's items of a type as choices (id and name in the UI language), at most 100. */
function useChoices(type: string) {
  const [locale] = useLocaleState();
  const { data } = useGetList<Named>(type, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'ut', order: 'DESC' },
  });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const item of data ?? [])
      names.set(String(item.id), pickLocalizedName(item.lon, locale) ?? String(item.id));
    return names;
  }, [data, locale]);
}

export interface ChannelFormFieldsProps {
  form: ChannelForm;
  onChange: (next: ChannelForm) => void;
  readOnly: boolean;
  problems: ShownChannelProblems;
  /** Uploads an image (edit only: an upload belongs to an existing channel). */
  onUpload?: ((file: File) => void) | undefined;
  uploading?: boolean;
  /** The number's own action (a stored channel's number changes through its dialog). */
  numberAction?: ReactNode;
  adding: boolean;
}

/**
 * The channel draft's fields (spec section 3) in three groups: identity (name in four languages,
 * number, time zone, image), availability (from, till) and schedule (loop and until, scheduling
 * mode, keep series together, programs, live channels). Read-only fields are disabled, a
 * problem shows under its field.
 */
export function ChannelFormFields({
  form,
  onChange,
  readOnly,
  problems,
  onUpload,
  uploading = false,
  numberAction,
  adding,
}: ChannelFormFieldsProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.virtualChannels.editor.${key}`, options);
  const programs = useChoices('program');
  const liveChannels = useChoices('channel');
  const set = <K extends keyof ChannelForm>(field: K, value: ChannelForm[K]) =>
    onChange({ ...form, [field]: value });
  const date = (value: string | null) => (value ? new Date(value) : null);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && onUpload) onUpload(file);
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vll-identity">
        <Typography variant="h6" component="h2" id="vll-identity" sx={{ mb: 1.5 }}>
          {t('sections.identity')}
        </Typography>
        <Stack spacing={2}>
          <LocalizedTextsInput
            idPrefix="vll-name"
            label={t('fields.name')}
            value={form.lon}
            onChange={(lon) => set('lon', lon)}
            readOnly={readOnly}
            required
            error={problems.lon}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextField
                label={t('fields.number')}
                value={form.cn ?? ''}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '');
                  set('cn', digits === '' ? null : Number(digits));
                }}
                disabled={readOnly || !adding}
                error={problems.cn !== undefined}
                helperText={problems.cn ?? (adding ? ' ' : t('numberHint'))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              {numberAction}
            </Stack>
            <Autocomplete
              options={ZONES}
              value={form.tz}
              disableClearable
              disabled={readOnly}
              onChange={(_e, zone) => set('tz', zone)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('fields.tz')}
                  error={problems.tz !== undefined}
                  helperText={problems.tz ?? t('tzHint')}
                />
              )}
            />
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
            <Box
              sx={{
                width: 192,
                height: 108,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              {form.image ? (
                <img
                  src={form.image}
                  alt={t('imageAlt')}
                  style={{ maxWidth: '100%', maxHeight: '100%' }}
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('noImage')}
                </Typography>
              )}
            </Box>
            <Stack spacing={0.5}>
              {onUpload && !readOnly && (
                <Button component="label" variant="outlined" disabled={uploading}>
                  {t(uploading ? 'uploading' : 'upload')}
                  <input hidden type="file" accept="image/jpeg,image/png" onChange={pickFile} />
                </Button>
              )}
              <Typography
                variant="body2"
                color={problems.image ? 'error' : 'text.secondary'}
                role={problems.image ? 'alert' : undefined}
              >
                {problems.image ?? (adding ? t('uploadAfterCreate') : t('uploadHint'))}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vll-window">
        <Typography variant="h6" component="h2" id="vll-window" sx={{ mb: 1.5 }}>
          {t('sections.availability')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <DateTimeInput
            label={t('fields.availableFrom')}
            value={date(form.lws)}
            onChange={(value) => set('lws', iso(value))}
            readOnly={readOnly}
            error={problems.lws !== undefined}
            helperText={problems.lws}
          />
          <DateTimeInput
            label={t('fields.availableTill')}
            value={date(form.lwe)}
            onChange={(value) => set('lwe', iso(value))}
            readOnly={readOnly}
            error={problems.lwe !== undefined}
            helperText={problems.lwe}
          />
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vll-schedule">
        <Typography variant="h6" component="h2" id="vll-schedule" sx={{ mb: 1.5 }}>
          {t('sections.schedule')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <FormControlLabel
            control={
              <Switch
                checked={form.loop}
                onChange={(e) => set('loop', e.target.checked)}
                disabled={readOnly}
              />
            }
            label={t('fields.loop')}
          />
          <DateTimeInput
            label={t('fields.loopUntil')}
            value={date(form.loopUntil)}
            onChange={(value) => set('loopUntil', iso(value))}
            readOnly={readOnly || !form.loop}
            error={problems.loopUntil !== undefined}
            helperText={problems.loopUntil ?? (form.loop ? undefined : t('loopOff'))}
          />
          <TextField
            select
            label={t('fields.schedule')}
            value={form.schedule}
            onChange={(e) => set('schedule', e.target.value as ChannelForm['schedule'])}
            disabled={readOnly}
            error={problems.schedule !== undefined}
            helperText={problems.schedule}
          >
            {SCHEDULE_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`modes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={form.organized}
                onChange={(e) => set('organized', e.target.checked)}
                disabled={readOnly}
              />
            }
            label={t('fields.organized')}
          />
          <Autocomplete
            multiple
            options={[...programs.keys()]}
            value={form.content}
            disabled={readOnly}
            onChange={(_e, ids) => set('content', ids)}
            getOptionLabel={(id) => programs.get(id) ?? id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('fields.content')}
                error={problems.content !== undefined}
                helperText={problems.content ?? t('contentHint')}
              />
            )}
          />
          <Autocomplete
            multiple
            options={[...liveChannels.keys()]}
            value={form.channels}
            disabled={readOnly}
            onChange={(_e, ids) => set('channels', ids)}
            getOptionLabel={(id) => liveChannels.get(id) ?? id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('fields.channels')}
                error={problems.channels !== undefined}
                helperText={problems.channels ?? t('channelsHint')}
              />
            )}
          />
        </Box>
      </Paper>
    </Stack>
  );
}

/** The console's check of a chosen image file before it is sent (jpeg/png, at most 128 MB). */
export function imageProblem(file: File): 'type' | 'size' | undefined {
  const check = checkImageUpload({ type: file.type, size: file.size });
  return check.ok ? undefined : check.reason;
}
