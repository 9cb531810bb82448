import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import {
  AD_TAG_DEVICES,
  AD_TAG_KINDS,
  AD_TAG_POSITIONS,
  AD_TAG_TIMEOUT,
} from '../../dataProvider/adTag/adTagProvider';
import type { AdLoadPolicyOption, AdTagKind } from '../../dataProvider/adTag/adTagProvider';
import type { AdTagField, AdTagForm, FieldProblem } from './adTagForm';
import { AD_TAG_FIELDS } from './adTagForm';
import { useFormDraft } from '../../kit/editor/VersionedEditor';
import { AdTagUrlField } from './AdTagUrlField';

/**
 * The fields' problems to show: the console's own after a first save and the service's refusal.
 * The URL's own problems are not among them: its field shows them live.
 */
export type ShownProblems = Partial<Record<AdTagField, FieldProblem[]>>;

function toggled<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const next = on ? [...list, item] : list.filter((entry) => entry !== item);
  return order.filter((entry) => next.includes(entry));
}

/** A group of checkboxes (positions, devices) with its label, hint or error below. */
function CheckboxGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  disabled,
  required,
  helper,
  error,
}: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  optionLabel: (option: T) => string;
  disabled: boolean;
  required?: boolean;
  helper: string;
  error: string | undefined;
}) {
  return (
    <FormControl component="fieldset" required={required} error={error !== undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            disabled={disabled}
            label={optionLabel(option)}
            control={
              <Checkbox
                checked={value.includes(option)}
                onChange={(event) =>
                  onChange(toggled(value, option, event.target.checked, options))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? helper}</FormHelperText>
    </FormControl>
  );
}

/**
 * The ad tag's fields: name, VAST or VMAP, the URL (with its live check, sample expansion and
 * macros), break positions, devices, the product's load policy, timeout and description. Each
 * field shows its first problem under it.
 */
export function AdTagFormFields({
  form,
  onChange,
  readOnly,
  problems,
  showMissing,
  loadPolicies,
}: {
  form: AdTagForm;
  onChange: (form: AdTagForm) => void;
  readOnly: boolean;
  problems: ShownProblems;
  /** Whether to show a missing URL as a problem (after a first save). */
  showMissing: boolean;
  loadPolicies: readonly AdLoadPolicyOption[];
}) {
  const translate = useTranslate();
  const set = <K extends AdTagField>(field: K, value: AdTagForm[K]) =>
    onChange({ ...form, [field]: value });
  const problemOf = (field: AdTagField): string | undefined => {
    const first = problems[field]?.[0];
    return first ? translate(first.key, first.params) : undefined;
  };
  // A load policy the product no longer lists still shows by its id.
  const policies =
    form.lp !== '' && !loadPolicies.some((policy) => policy.id === form.lp)
      ? [...loadPolicies, { id: form.lp, n: form.lp }]
      : loadPolicies;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <TextField
          required
          label={translate('console.adTags.fields.n')}
          value={form.n}
          onChange={(event) => set('n', event.target.value)}
          disabled={readOnly}
          error={problemOf('n') !== undefined}
          helperText={problemOf('n') ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1, minWidth: 260 }}
        />
        <TextField
          select
          required
          label={translate('console.adTags.fields.ty')}
          value={form.ty}
          onChange={(event) => set('ty', event.target.value as AdTagKind)}
          disabled={readOnly}
          error={problemOf('ty') !== undefined}
          helperText={problemOf('ty') ?? ' '}
          sx={{ minWidth: 260 }}
        >
          {AD_TAG_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`console.adTags.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <AdTagUrlField
        value={form.url}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
        showMissing={showMissing}
        serverError={problemOf('url')}
      />
      <CheckboxGroup
        label={translate('console.adTags.fields.pos')}
        options={AD_TAG_POSITIONS}
        value={form.pos}
        onChange={(pos) => set('pos', pos)}
        optionLabel={(position) => translate(`console.adTags.positions.${position}`)}
        disabled={readOnly}
        required
        helper={translate('console.adTags.hints.pos')}
        error={problemOf('pos')}
      />
      <CheckboxGroup
        label={translate('console.adTags.fields.dev')}
        options={AD_TAG_DEVICES}
        value={form.dev}
        onChange={(dev) => set('dev', dev)}
        optionLabel={(device) => translate(`console.adTags.devices.${device}`)}
        disabled={readOnly}
        helper={translate('console.adTags.hints.dev')}
        error={problemOf('dev')}
      />
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <TextField
          select
          label={translate('console.adTags.fields.lp')}
          value={form.lp}
          onChange={(event) => set('lp', event.target.value)}
          disabled={readOnly}
          error={problemOf('lp') !== undefined}
          helperText={problemOf('lp') ?? translate('console.adTags.hints.lp')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260, flex: 1 }}
        >
          <MenuItem value="">{translate('console.adTags.hints.noLoadPolicy')}</MenuItem>
          {policies.map((policy) => (
            <MenuItem key={policy.id} value={policy.id}>
              {policy.n}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label={translate('console.adTags.fields.to')}
          value={form.to}
          onChange={(event) => set('to', event.target.value)}
          disabled={readOnly}
          error={problemOf('to') !== undefined}
          helperText={problemOf('to') ?? translate('console.adTags.hints.to')}
          slotProps={{
            htmlInput: { min: AD_TAG_TIMEOUT.min, max: AD_TAG_TIMEOUT.max, step: 500 },
          }}
          sx={{ minWidth: 260, flex: 1 }}
        />
      </Stack>
      <TextField
        multiline
        minRows={2}
        label={translate('console.adTags.fields.desc')}
        value={form.desc}
        onChange={(event) => set('desc', event.target.value)}
        disabled={readOnly}
        error={problemOf('desc') !== undefined}
        helperText={problemOf('desc') ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}

/**
 * The form's problems to show by field: the console's own check (react-admin's form validation,
 * after a first save; the URL's own are left to its field, which shows them live) and the
 * service's refusal of the last save (a field's until it changes), in the service's words.
 */
function shownProblems(errors: FieldErrors<AdTagForm>): ShownProblems {
  const shown: ShownProblems = {};
  for (const field of AD_TAG_FIELDS) {
    const error = errors[field];
    if (!error) continue;
    const message: unknown = error.message;
    if (error.type === 'server' && typeof message === 'string')
      shown[field] = [{ key: message, params: { _: message } }];
    else if (field !== 'url' && typeof message === 'object' && message !== null) {
      const { message: key, args } = message as {
        message: string;
        args?: Record<string, string | number>;
      };
      shown[field] = [{ key, ...(args ? { params: args } : {}) }];
    }
  }
  return shown;
}

/**
 * The ad tag's fields in react-admin's form (the create page's and the editor core's `Form`):
 * each change is the form's, re-checked after a first save, which clears the service's refusal
 * of that field.
 */
export function AdTagFields({
  readOnly,
  loadPolicies,
}: {
  readOnly: boolean;
  loadPolicies: readonly AdLoadPolicyOption[];
}) {
  const { draft, setDraft, tried } = useFormDraft<AdTagForm>();
  const { errors } = useFormState<AdTagForm>();
  return (
    <AdTagFormFields
      form={draft}
      onChange={setDraft}
      readOnly={readOnly}
      problems={shownProblems(errors)}
      showMissing={tried}
      loadPolicies={loadPolicies}
    />
  );
}
