import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { ATTRIBUTE_NAME_LANGUAGES } from '../../domain/policy/attribute';
import type { AttributeSource, AttributeType } from '../../domain/rules';
import { problemRule } from '../../kit/editor/recordForm';
import type { FormProblem } from '../../kit/editor/recordForm';
import { toAttributeInput } from './attributeForm';
import type { AttributeFormState, NameField } from './attributeForm';
import { AttributeValueInput } from './AttributeValueInput';

/*
 * The attribute dialog's inputs on react-admin's form (react-hook-form underneath): MUI's own
 * inputs bound to the form, each checked by the domain's rules (toAttributeInput's problems) and
 * showing its problem, or the service's refusal of it, under itself.
 */

const FIELDS = ['key', 'type', 'source', 'scope', 'value', 'desc'] as const;

/** A field of the attribute form: 'key', 'value', 'names.zh' ... */
export type AttributeField = (typeof FIELDS)[number] | NameField;

/**
 * The form field a pointer of the server's names: '/value/0' belongs to the value, '/names/zh' to
 * the Chinese name, '/names' as a whole to the English one.
 */
export function fieldOf(pointer: string): AttributeField | undefined {
  const language = ATTRIBUTE_NAME_LANGUAGES.find((code) => pointer === `/names/${code}`);
  if (language !== undefined) return `names.${language}`;
  if (pointer === '/names' || pointer.startsWith('/names/')) return 'names.en';
  return FIELDS.find((name) => pointer === `/${name}` || pointer.startsWith(`/${name}/`));
}

/** The form's values: the state the dialog started it from, each input keeping its value as is. */
export const stateOf = (values: FieldValues) => values as AttributeFormState;

/** The pointer of a form field: 'names.zh' is '/names/zh'. */
const pointerOf = (field: string) => `/${field.replace('.', '/')}`;

/** The domain's problems with the form (what keeps it from being sent), by their field's pointer. */
function problemsOf(values: FieldValues): FormProblem[] {
  const checked = toAttributeInput(stateOf(values));
  if (checked.ok) return [];
  return Object.entries(checked.problems).flatMap(([field, code]) =>
    code === undefined ? [] : [{ field: pointerOf(field), code }],
  );
}

/**
 * One input on the form: its value, and its problem in words (the domain's, when `checked`, or
 * the service's refusal). The form checks again only on Save (its reValidateMode 'onSubmit'); a
 * change forgets the field's problem until then.
 */
function useFormField(name: AttributeField, checked: boolean) {
  const translate = useTranslate();
  const { clearErrors } = useFormContext();
  const rule = checked
    ? problemRule(problemsOf, pointerOf(name), 'console.attributes.problems')
    : undefined;
  const { field, fieldState } = useController({
    name,
    rules: {
      validate: async (value: unknown, values: FieldValues) => {
        const problem = await rule?.(value, values, {});
        if (problem === undefined || problem === null) return true;
        return typeof problem === 'string'
          ? translate(problem)
          : translate(problem.message, problem.args);
      },
    },
  });
  return {
    value: field.value as unknown,
    ref: field.ref,
    onBlur: field.onBlur,
    change: (value: unknown) => {
      field.onChange(value);
      clearErrors(name);
    },
    problem: fieldState.error?.message,
  };
}

/** Props of {@link FormTextField}: MUI's text field, its value, change and problem the form's. */
export type FormTextFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'name'
> & {
  source: AttributeField;
  /** Checked by the domain's rules (else only the service's refusal shows under it). */
  checked?: boolean;
  /** Told the picked value before the form takes it. */
  onPick?: (value: string) => void;
};

/** A MUI text field (or select) on the form: its problem shows in place of its hint. */
export function FormTextField({
  source,
  checked = false,
  onPick,
  helperText,
  ...props
}: FormTextFieldProps) {
  const field = useFormField(source, checked);
  return (
    <TextField
      {...props}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        onPick?.(event.target.value);
        field.change(event.target.value);
      }}
      error={field.problem !== undefined}
      helperText={field.problem ?? helperText}
    />
  );
}

/** The value input on the form: the one AttributeValueInput offers for the type and source chosen. */
export function FormValueInput() {
  const field = useFormField('value', true);
  const [type, source] = useWatch({ name: ['type', 'source'] }) as [AttributeType, AttributeSource];
  return (
    <AttributeValueInput
      type={type}
      source={source}
      value={field.value}
      onChange={field.change}
      error={field.problem}
    />
  );
}
