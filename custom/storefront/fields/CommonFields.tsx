import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../../../kit/dates/DateTimeInput';
import { PolicyPicker } from '../../../kit/policy/PolicyPicker';
import type { FormProblem, StoreForm } from '../storeForm';
import { problemsAt } from '../storeForm';

/** The languages a name or description may be given in (the console's four). */
export const NAME_LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;

/** The messages of a field's problems, translated (the service's own words pass through). */
export function useProblemText() {
  const translate = useTranslate();
  return (problems: readonly FormProblem[]): string | undefined =>
    problems.length === 0
      ? undefined
      : problems.map((problem) => translate(problem.key, problem.params)).join(' ');
}

interface LocalizedEntry {
  lang: string;
  [text: string]: string;
}

/**
 * A localized list (`lon` names, `lod` descriptions): one row per language with its text, a
 * language added from those not yet used, a row removed (the last name stays).
 */
export function LocalizedListField({
  label,
  field,
  textKey,
  value,
  onChange,
  readOnly,
  problems,
  multiline = false,
  minRows = 1,
}: {
  label: string;
  field: string;
  textKey: 'n' | 'd';
  value: unknown;
  onChange: (value: LocalizedEntry[]) => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
  multiline?: boolean;
  minRows?: number;
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const entries = Array.isArray(value) ? (value as LocalizedEntry[]) : [];
  const unused = NAME_LANGUAGES.filter((lang) => !entries.some((entry) => entry.lang === lang));
  const listProblem = problemText(problems.filter((problem) => problem.field === field));
  return (
    <FormControl component="fieldset" error={listProblem !== undefined} sx={{ width: '100%' }}>
      <FormLabel component="legend">{label}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {entries.map((entry, index) => {
          const own = problemText(problemsAt(problems, `${field}/${index}`));
          return (
            <Stack key={entry.lang} direction="row" spacing={1} alignItems="flex-start">
              <TextField
                size="small"
                label={translate(`console.storefront.languages.${entry.lang}`, { _: entry.lang })}
                value={entry[textKey] ?? ''}
                onChange={(event) =>
                  onChange(
                    entries.map((other, at) =>
                      at === index ? { ...other, [textKey]: event.target.value } : other,
                    ),
                  )
                }
                slotProps={{ input: { readOnly } }}
                error={own !== undefined || (listProblem !== undefined && textKey === 'n')}
                helperText={own}
                multiline={multiline}
                minRows={minRows}
                fullWidth
              />
              {!readOnly && (textKey === 'd' || entries.length > 1) && (
                <IconButton
                  aria-label={translate('console.storefront.actions.removeLanguage', {
                    language: translate(`console.storefront.languages.${entry.lang}`, {
                      _: entry.lang,
                    }),
                  })}
                  onClick={() => onChange(entries.filter((_, at) => at !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
          );
        })}
      </Stack>
      {listProblem && <FormHelperText>{listProblem}</FormHelperText>}
      {!readOnly && unused.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
          {unused.map((lang) => (
            <Button
              key={lang}
              size="small"
              startIcon={<AddIcon />}
              onClick={() => onChange([...entries, { lang, [textKey]: '' }])}
            >
              {translate(`console.storefront.languages.${lang}`)}
            </Button>
          ))}
        </Stack>
      )}
    </FormControl>
  );
}

interface FormFieldProps {
  form: StoreForm;
  onChange: (form: StoreForm) => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
}

/** The item's names (`lon`): one per language, at least one. */
export function NamesField({ form, onChange, readOnly, problems }: FormFieldProps): ReactElement {
  const translate = useTranslate();
  return (
    <LocalizedListField
      label={translate('console.storefront.fields.lon')}
      field="/lon"
      textKey="n"
      value={form.lon}
      onChange={(lon) => onChange({ ...form, lon })}
      readOnly={readOnly}
      problems={problems}
    />
  );
}

/** The item's descriptions (`lod`): one per language, any number. */
export function DescriptionsField({
  form,
  onChange,
  readOnly,
  problems,
}: FormFieldProps): ReactElement {
  const translate = useTranslate();
  return (
    <LocalizedListField
      label={translate('console.storefront.fields.lod')}
      field="/lod"
      textKey="d"
      value={form.lod}
      onChange={(lod) => onChange({ ...form, lod })}
      readOnly={readOnly}
      problems={problems}
      multiline
      minRows={2}
    />
  );
}

/** A select of one of `options`, each label `console.storefront.<group>.<option>`. */
export function OptionField({
  label,
  group,
  options,
  value,
  onChange,
  readOnly,
  problems = [],
  allowEmpty = false,
}: {
  label: string;
  group: string;
  options: readonly (string | number)[];
  value: unknown;
  onChange: (value: string | number | undefined) => void;
  readOnly: boolean;
  problems?: readonly FormProblem[];
  allowEmpty?: boolean;
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const text = problemText(problems);
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  // A stored value that is not one of the options (an older version's) is shown as it is, not
  // as a blank choice, until another is chosen; saving it is refused on the field.
  const unoffered =
    current !== '' && !options.some((option) => String(option) === current) ? current : undefined;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={current}
      onChange={(event) => {
        const picked = options.find((option) => String(option) === event.target.value);
        onChange(picked);
      }}
      slotProps={{
        input: { readOnly },
        select: { displayEmpty: allowEmpty },
        inputLabel: allowEmpty ? { shrink: true } : {},
      }}
      error={text !== undefined}
      helperText={text}
      fullWidth
    >
      {allowEmpty && <MenuItem value="">{translate('console.storefront.none')}</MenuItem>}
      {unoffered !== undefined && (
        <MenuItem value={unoffered} disabled>
          {unoffered}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {translate(`console.storefront.${group}.${option}`, { _: String(option) })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Checkboxes choosing several of `options` (devices, allowed tags). */
export function OptionsField({
  label,
  group,
  options,
  value,
  onChange,
  readOnly,
  hint,
}: {
  label: string;
  group: string;
  options: readonly string[];
  value: unknown;
  onChange: (value: string[]) => void;
  readOnly: boolean;
  hint?: string;
}): ReactElement {
  const translate = useTranslate();
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option)}
                disabled={readOnly}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? options.filter((o) => o === option || chosen.includes(o))
                      : chosen.filter((o) => o !== option),
                  )
                }
              />
            }
            label={translate(`console.storefront.${group}.${option}`, { _: option })}
          />
        ))}
      </FormGroup>
      {hint && <FormHelperText>{hint}</FormHelperText>}
    </FormControl>
  );
}

/** The item's window: start and end instants (`st_dt`, `ed_dt`), either open. */
export function WindowFields({
  form,
  onChange,
  readOnly,
  problems,
}: {
  form: StoreForm;
  onChange: (form: StoreForm) => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const dateOf = (value: unknown) =>
    typeof value === 'string' && value !== '' ? new Date(value) : null;
  const set = (field: 'st_dt' | 'ed_dt') => (value: Date | null) =>
    onChange({ ...form, [field]: value ? value.toISOString() : undefined });
  const startProblem = problemText(problemsAt(problems, '/st_dt'));
  const endProblem = problemText(problemsAt(problems, '/ed_dt'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1 }}>
        <DateTimeInput
          label={translate('console.storefront.fields.st_dt')}
          value={dateOf(form.st_dt)}
          onChange={set('st_dt')}
          readOnly={readOnly}
          size="small"
          fullWidth
          error={startProblem !== undefined}
          helperText={startProblem ?? translate('console.storefront.hints.openStart')}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <DateTimeInput
          label={translate('console.storefront.fields.ed_dt')}
          value={dateOf(form.ed_dt)}
          onChange={set('ed_dt')}
          readOnly={readOnly}
          size="small"
          fullWidth
          error={endProblem !== undefined}
          helperText={endProblem ?? translate('console.storefront.hints.openEnd')}
        />
      </Box>
    </Stack>
  );
}

/**
 * The policies that decide who sees the item (`appliesif`): none means everyone. Named by id,
 * shown by name (an id the product no longer has stays, shown as is).
 */
export function AudienceField({
  value,
  onChange,
  readOnly,
  problems,
  hint,
}: {
  value: unknown;
  onChange: (value: string[]) => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
  hint?: string;
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const text = problemText(problems);
  return (
    <PolicyPicker
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      readOnly={readOnly}
      label={translate('console.storefront.fields.appliesif')}
      error={text !== undefined}
      helperText={text ?? hint ?? translate('console.storefront.hints.audience')}
    />
  );
}
