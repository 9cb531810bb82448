import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AttributeInput, PolicyAttribute } from '../../dataProvider/attributeProvider';
import { isConsoleHttpError } from '../../dataProvider/errors';
import {
  ATTRIBUTE_DESCRIPTION_MAX_LENGTH,
  ATTRIBUTE_NAME_LANGUAGES,
  ATTRIBUTE_NAME_MAX_LENGTH,
} from '../../domain/policy/attribute';
import { ATTRIBUTE_SOURCES, ATTRIBUTE_TYPES } from '../../domain/rules';
import type { AttributeSource, AttributeType } from '../../domain/rules';
import { FormDialog } from '../../kit/dialog/FormDialog';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { emptyValue, formOf, newForm, toAttributeInput } from './attributeForm';
import type { AttributeFormState, FormProblems, NameField } from './attributeForm';
import { AttributeValueInput } from './AttributeValueInput';
import { useAttributeMutations } from './useAttributes';

/** What the dialog edits: a new attribute (with the page's defaults) or an existing one. */
export type AttributeDialogTarget =
  | { mode: 'create'; defaults: Parameters<typeof newForm>[0]; scopeFixed: boolean }
  | { mode: 'edit'; attribute: PolicyAttribute };

/** Props of {@link AttributeDialog}. */
export interface AttributeDialogProps {
  target: AttributeDialogTarget;
  /** The product a product-scope attribute belongs to (undefined: the current one). */
  product: string | undefined;
  onClose: () => void;
}

const FIELDS = ['key', 'type', 'source', 'scope', 'value', 'desc'] as const;
type Field = (typeof FIELDS)[number] | NameField;

/**
 * The form field a pointer of the server's names: '/value/0' belongs to the value, '/names/zh' to
 * the Chinese name, '/names' as a whole to the English one.
 */
function fieldOf(pointer: string): Field | undefined {
  const language = ATTRIBUTE_NAME_LANGUAGES.find((code) => pointer === `/names/${code}`);
  if (language !== undefined) return `names.${language}`;
  if (pointer === '/names' || pointer.startsWith('/names/')) return 'names.en';
  return FIELDS.find((name) => pointer === `/${name}` || pointer.startsWith(`/${name}/`));
}

/** The server's 400 field errors by form field. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!isConsoleHttpError(error) || error.status !== 400) return {};
  const byField: Partial<Record<Field, string>> = {};
  for (const [pointer, description] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(pointer);
    if (field !== undefined) byField[field] ??= description;
  }
  return byField;
}

/**
 * Create or edit one attribute in kit's FormDialog: key, its display name in English (asked for)
 * and in Chinese, Malay and Tamil, type, source, scope (when the page does not fix it), a value
 * input that follows the type (chips for lists and a select's choices), and a description. Problems found before sending and the server's field errors show under their
 * field; a 409 (duplicate key, type change while a policy names it) shows above the fields.
 * Mount it when needed: it starts from the target each time.
 */
export function AttributeDialog({ target, product, onClose }: AttributeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { create, update } = useAttributeMutations(product);
  const [form, setForm] = useState<AttributeFormState>(() =>
    target.mode === 'create' ? newForm(target.defaults) : formOf(target.attribute),
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [conflict, setConflict] = useState<string | undefined>();
  const editing = target.mode === 'edit';
  const scopeFixed = target.mode === 'edit' || target.scopeFixed;

  const change = (patch: Partial<AttributeFormState>) => {
    setForm((current) => {
      const next = { ...current, ...patch };
      // A new type or a move to or from 'select' changes what the value is: start it again.
      const valueKind = (state: AttributeFormState) =>
        state.source === 'select' ? 'select' : state.type;
      if (valueKind(next) !== valueKind(current) && patch.value === undefined) {
        next.value = emptyValue(next.type, next.source);
      }
      return next;
    });
    const touched = Object.keys(patch).filter((field) => field !== 'names') as Field[];
    forget(touched);
  };

  /** Forgets the problems of fields just changed. */
  const forget = (fields: readonly Field[]) => {
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
    setProblems((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field as keyof FormProblems];
      return next;
    });
  };

  const changeName = (language: (typeof ATTRIBUTE_NAME_LANGUAGES)[number], name: string) => {
    setForm((current) => ({ ...current, names: { ...current.names, [language]: name } }));
    forget([`names.${language}`]);
  };

  const errorOf = (field: Field): string | undefined => {
    const problem = field in problems ? problems[field as keyof FormProblems] : undefined;
    return problem !== undefined
      ? translate(`console.attributes.problems.${problem}`)
      : serverErrors[field];
  };

  const onError = (error: unknown) => {
    const fieldErrors = serverFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) {
      setServerErrors(fieldErrors);
      return;
    }
    if (isConsoleHttpError(error) && error.status === 409) {
      setConflict(error.message);
      return;
    }
    notifyError(error);
  };

  const submit = () => {
    setConflict(undefined);
    const checked = toAttributeInput(form);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    const done = (message: string) => () => {
      notify(message, { type: 'success' });
      onClose();
    };
    const input: AttributeInput = checked.input;
    if (target.mode === 'edit') {
      update.mutate(
        { key: target.attribute.key, input },
        { onSuccess: done('console.attributes.notifications.updated'), onError },
      );
    } else {
      create.mutate(input, {
        onSuccess: done('console.attributes.notifications.created'),
        onError,
      });
    }
  };

  return (
    <FormDialog
      open
      title={
        editing
          ? translate('console.attributes.editTitle', { key: target.attribute.key })
          : translate('console.attributes.createTitle')
      }
      onClose={onClose}
      onSubmit={submit}
      submitLabel={translate('ra.action.save')}
      cancelLabel={translate('ra.action.cancel')}
      busy={create.isPending || update.isPending}
    >
      {conflict !== undefined && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {translate('console.attributes.conflict', { message: conflict })}
        </Alert>
      )}
      <TextField
        autoFocus={!editing}
        fullWidth
        margin="dense"
        required
        label={translate('console.attributes.fields.key')}
        value={form.key}
        onChange={(event) => change({ key: event.target.value })}
        error={errorOf('key') !== undefined}
        helperText={
          errorOf('key') ??
          translate(editing ? 'console.attributes.hints.keyFixed' : 'console.attributes.hints.key')
        }
        slotProps={{ htmlInput: { readOnly: editing, maxLength: 64 } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {translate('console.attributes.names.legend')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.attributes.names.hint')}
        </Typography>
        {ATTRIBUTE_NAME_LANGUAGES.map((language) => {
          const error = errorOf(`names.${language}`);
          return (
            <TextField
              key={language}
              fullWidth
              margin="dense"
              required={language === 'en'}
              label={translate(`console.attributes.names.${language}`)}
              value={form.names[language]}
              onChange={(event) => changeName(language, event.target.value)}
              error={error !== undefined}
              helperText={error}
              slotProps={{ htmlInput: { lang: language, maxLength: ATTRIBUTE_NAME_MAX_LENGTH } }}
            />
          );
        })}
      </Box>
      <TextField
        select
        fullWidth
        margin="dense"
        required
        label={translate('console.attributes.fields.type')}
        value={form.type}
        onChange={(event) => change({ type: event.target.value as AttributeType })}
        error={errorOf('type') !== undefined}
        helperText={errorOf('type')}
      >
        {ATTRIBUTE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`console.attributes.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        margin="dense"
        required
        label={translate('console.attributes.fields.source')}
        value={form.source}
        onChange={(event) => change({ source: event.target.value as AttributeSource })}
        error={errorOf('source') !== undefined}
        helperText={errorOf('source')}
      >
        {ATTRIBUTE_SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {translate(`console.attributes.sources.${source}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('console.attributes.fields.scope')}
        value={form.scope}
        disabled={scopeFixed}
        onChange={(event) =>
          change({ scope: event.target.value === 'global' ? 'global' : 'product' })
        }
        error={errorOf('scope') !== undefined}
        helperText={errorOf('scope')}
      >
        <MenuItem value="product">{translate('console.attributes.scopes.product')}</MenuItem>
        <MenuItem value="global">{translate('console.attributes.scopes.global')}</MenuItem>
      </TextField>
      <AttributeValueInput
        type={form.type}
        source={form.source}
        value={form.value}
        onChange={(value) => change({ value })}
        error={errorOf('value')}
      />
      <TextField
        fullWidth
        margin="dense"
        multiline
        minRows={2}
        label={translate('console.attributes.fields.desc')}
        value={form.desc}
        onChange={(event) => change({ desc: event.target.value })}
        error={errorOf('desc') !== undefined}
        helperText={errorOf('desc')}
        slotProps={{ htmlInput: { maxLength: ATTRIBUTE_DESCRIPTION_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
