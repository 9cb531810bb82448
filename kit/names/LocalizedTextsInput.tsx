import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LocalizedNameEntry } from './localizedName';

/** The console's UI languages, in the order their inputs show (spec section 1). */
export const TEXT_LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;

/** The text of one language in a localized list ('' when absent). */
export function textIn(list: readonly LocalizedNameEntry[] | undefined, lang: string): string {
  return list?.find((entry) => entry.lang === lang)?.n ?? '';
}

/**
 * A localized list with one language's text replaced (trimmed; an emptied language is removed,
 * as payload cleaning drops entries without a name), languages outside the four kept as they were.
 */
export function withText(
  list: readonly LocalizedNameEntry[] | undefined,
  lang: string,
  value: string,
): LocalizedNameEntry[] {
  const others = (list ?? []).filter((entry) => entry.lang !== lang);
  const entry = value.trim() === '' ? [] : [{ lang, n: value }];
  const merged = [...others, ...entry];
  const order = (code: string) => {
    const index = (TEXT_LANGUAGES as readonly string[]).indexOf(code);
    return index < 0 ? TEXT_LANGUAGES.length : index;
  };
  return merged.sort((a, b) => order(a.lang) - order(b.lang));
}

/** Props of {@link LocalizedTextsInput}. */
export interface LocalizedTextsInputProps {
  /** The field's name, already translated ('Title'). */
  label: string;
  value: readonly LocalizedNameEntry[] | undefined;
  onChange: (next: LocalizedNameEntry[]) => void;
  readOnly?: boolean;
  /** English is required (the catalogue's rule for `lon`). */
  required?: boolean;
  multiline?: boolean;
  /** Shown under the English input, e.g. the service's refusal of `/lon`. */
  error?: string | undefined;
  idPrefix: string;
}

/**
 * A localized text (`lon`, `lod`) edited in the four UI languages: one input each, labelled with
 * the field and the language's name in the UI language. Trimmed values are stored, empty
 * languages left out.
 */
export function LocalizedTextsInput({
  label,
  value,
  onChange,
  readOnly = false,
  required = false,
  multiline = false,
  error,
  idPrefix,
}: LocalizedTextsInputProps) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {TEXT_LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            id={`${idPrefix}-${lang}`}
            size="small"
            label={`${label} (${translate(`enums.lang.${lang}`, { _: lang })})`}
            value={textIn(value, lang)}
            onChange={(event) => onChange(withText(value, lang, event.target.value))}
            required={required && lang === 'en'}
            error={lang === 'en' && error !== undefined}
            helperText={lang === 'en' ? error : undefined}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            disabled={readOnly}
            slotProps={{ htmlInput: { lang } }}
          />
        ))}
      </Box>
    </Box>
  );
}
