import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type {
  EnumOption,
  FieldDefinition,
  FieldKind,
  ListItemKind,
} from '../../domain/typeDesigner/definition';
import { DESIGN_LANGUAGES, FIELD_KINDS } from '../../domain/typeDesigner/definition';
import { constraintsOf, noNames, numberOf, withKind } from './draft';
import type { FieldProblem } from './draft';
import { LanguageGrid, LanguageTextFields, useProblemProps } from './LanguageFields';
import { MoveButtons } from './MoveButtons';
import { DefaultInput } from './DefaultInput';

const T = 'console.typeDesigner';

export interface FieldEditorProps {
  field: FieldDefinition;
  index: number;
  count: number;
  /** The type ids a reference may name. */
  typeIds: readonly string[];
  /** The problem of a path under this field ('key', 'names/en', 'maximum'), if any. */
  problemAt: (path: string) => FieldProblem | undefined;
  onChange: (field: FieldDefinition) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** The handle that drags the field to another place (SortableStack). */
  dragHandle?: ReactNode;
}

/** A copy without the keys whose value is undefined (the service refuses explicit nulls). */
function defined(field: FieldDefinition): FieldDefinition {
  return Object.fromEntries(
    Object.entries(field).filter(([, value]) => value !== undefined),
  ) as unknown as FieldDefinition;
}

/**
 * One field of the type: key, kind, required, its label and help in the four languages, the
 * constraints that fit its kind, and buttons to move it up or down or remove it.
 */
export function FieldEditor({
  field,
  index,
  count,
  typeIds,
  problemAt,
  onChange,
  onMove,
  onRemove,
  dragHandle,
}: FieldEditorProps) {
  const translate = useTranslate();
  const shown = field.key || translate(`${T}.field`, { n: index + 1 });
  const problemProps = useProblemProps(problemAt);
  const set = (patch: Partial<FieldDefinition>) => onChange(defined({ ...field, ...patch }));
  const constraints = constraintsOf(field.kind, field.items);
  const languageName = (lang: string) => translate(`${T}.languages.${lang}`);
  const numberInput = (
    key: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems',
  ) => (
    <TextField
      key={key}
      size="small"
      type="number"
      label={translate(`${T}.constraints.${key}`)}
      value={field[key] ?? ''}
      onChange={(event) => set({ [key]: numberOf(event.target.value) })}
      sx={{ width: 170 }}
      {...problemProps(key)}
    />
  );
  const options = field.options ?? [];
  const setOption = (at: number, option: EnumOption) =>
    set({ options: options.map((o, i) => (i === at ? option : o)) });

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: 2, m: 0, minWidth: 0 }}
      aria-label={shown}
      data-testid={`field-${index}`}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
        {dragHandle}
        <Typography component="legend" variant="subtitle1" sx={{ flex: 1, fontWeight: 600, p: 0 }}>
          {translate(`${T}.field`, { n: index + 1 })}
          {field.key ? ` · ${field.key}` : ''}
        </Typography>
        <MoveButtons
          labels={{ up: `${T}.moveUp`, down: `${T}.moveDown`, remove: `${T}.remove` }}
          values={{ field: shown }}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
        <TextField
          size="small"
          required
          label={translate(`${T}.fieldKey`)}
          value={field.key}
          onChange={(event) => set({ key: event.target.value })}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          {...problemProps('key')}
        />
        <TextField
          size="small"
          select
          label={translate(`${T}.kind`)}
          value={field.kind}
          onChange={(event) => onChange(defined(withKind(field, event.target.value as FieldKind)))}
          sx={{ width: 240 }}
          {...problemProps('kind')}
        >
          {FIELD_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`${T}.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={field.required === true}
              onChange={(event) => set({ required: event.target.checked || undefined })}
            />
          }
          label={translate(`${T}.required`)}
        />
        <DefaultInput
          field={field}
          onChange={(value) => set({ default: value })}
          problem={problemProps('default')}
        />
      </Stack>
      <LanguageGrid>
        <LanguageTextFields
          labelKey={`${T}.fieldNames`}
          required
          value={(lang) => field.names[lang]}
          onChange={(lang, text) => set({ names: { ...field.names, [lang]: text } })}
          pathOf={(lang) => `names/${lang}`}
          problemProps={problemProps}
        />
        <LanguageTextFields
          labelKey={`${T}.help`}
          value={(lang) => field.help?.[lang] ?? ''}
          onChange={(lang, text) => {
            const help = { ...(field.help ?? {}), [lang]: text || undefined };
            const kept = Object.fromEntries(Object.entries(help).filter(([, v]) => v));
            set({ help: Object.keys(kept).length > 0 ? kept : undefined });
          }}
          pathOf={(lang) => `help/${lang}`}
          problemProps={problemProps}
        />
      </LanguageGrid>
      {constraints.length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
          {constraints.includes('items') && (
            <TextField
              size="small"
              select
              label={translate(`${T}.constraints.items`)}
              value={field.items ?? 'text'}
              onChange={(event) => {
                const items = event.target.value as ListItemKind;
                const next = withKind({ ...field, items }, 'list');
                onChange(defined(next));
              }}
              sx={{ width: 240 }}
              {...problemProps('items')}
            >
              {FIELD_KINDS.filter((kind) => kind !== 'list').map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {translate(`${T}.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {constraints.includes('minItems') && numberInput('minItems')}
          {constraints.includes('maxItems') && numberInput('maxItems')}
          {constraints.includes('minLength') && numberInput('minLength')}
          {constraints.includes('maxLength') && numberInput('maxLength')}
          {constraints.includes('pattern') && (
            <TextField
              size="small"
              label={translate(`${T}.constraints.pattern`)}
              value={field.pattern ?? ''}
              onChange={(event) => set({ pattern: event.target.value || undefined })}
              sx={{ width: 240 }}
              slotProps={{ htmlInput: { spellCheck: false } }}
              {...problemProps('pattern')}
            />
          )}
          {constraints.includes('minimum') && numberInput('minimum')}
          {constraints.includes('maximum') && numberInput('maximum')}
          {constraints.includes('referenceType') && (
            <TextField
              size="small"
              select
              label={translate(`${T}.constraints.referenceType`)}
              value={field.referenceType ?? ''}
              onChange={(event) => set({ referenceType: event.target.value || undefined })}
              sx={{ width: 240 }}
              {...problemProps('referenceType')}
            >
              {typeIds.map((id) => (
                <MenuItem key={id} value={id}>
                  {id}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
      {constraints.includes('options') && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {translate(`${T}.constraints.options`)}
          </Typography>
          {problemAt('options') && (
            <Typography variant="caption" color="error" component="p" sx={{ mb: 1 }}>
              {translate(problemAt('options')?.messageKey ?? '', problemAt('options')?.params)}
            </Typography>
          )}
          <Stack spacing={1.5}>
            {options.map((option, at) => (
              <Stack
                key={at}
                direction="row"
                spacing={1}
                useFlexGap
                flexWrap="wrap"
                alignItems="flex-start"
              >
                <TextField
                  size="small"
                  required
                  label={translate(`${T}.constraints.optionValue`)}
                  value={option.value}
                  onChange={(event) => setOption(at, { ...option, value: event.target.value })}
                  sx={{ width: 140 }}
                  {...problemProps(`options/${at}/value`)}
                />
                {DESIGN_LANGUAGES.map((lang) => (
                  <TextField
                    key={lang}
                    size="small"
                    required
                    label={translate(`${T}.constraints.optionName`, {
                      language: languageName(lang),
                    })}
                    value={option.names[lang]}
                    onChange={(event) =>
                      setOption(at, {
                        ...option,
                        names: { ...option.names, [lang]: event.target.value },
                      })
                    }
                    sx={{ width: 150 }}
                    slotProps={{ htmlInput: { lang } }}
                    {...problemProps(`options/${at}/names/${lang}`)}
                  />
                ))}
                <IconButton
                  size="small"
                  aria-label={translate(`${T}.constraints.removeOption`, {
                    value: option.value || at + 1,
                  })}
                  onClick={() => set({ options: options.filter((_, i) => i !== at) })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button
            size="small"
            startIcon={<AddIcon />}
            sx={{ mt: 1 }}
            onClick={() => set({ options: [...options, { value: '', names: noNames() }] })}
          >
            {translate(`${T}.constraints.addOption`)}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
