import { Alert, Box, MenuItem, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, setSubmissionErrors, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import type { PolicyAttribute } from '../../dataProvider/attribute/attributeProvider';
import { isConsoleHttpError } from '../../dataProvider/errors';
import {
  ATTRIBUTE_DESCRIPTION_MAX_LENGTH,
  ATTRIBUTE_NAME_LANGUAGES,
  ATTRIBUTE_NAME_MAX_LENGTH,
} from '../../domain/policy/attribute';
import { ATTRIBUTE_SOURCES, ATTRIBUTE_TYPES } from '../../domain/rules';
import type { AttributeSource, AttributeType } from '../../domain/rules';
import { FormDialog } from '../../kit/dialog/FormDialog';
import { submissionErrorsOf } from '../../kit/editor/recordForm';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { emptyValue, formOf, newForm, toAttributeInput } from './attributeForm';
import type { AttributeFormState } from './attributeForm';
import { fieldOf, FormTextField, FormValueInput, stateOf } from './AttributeFormFields';
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

/**
 * Create or edit one attribute in kit's FormDialog, on react-admin's form: key, its display name
 * in English (asked for) and in Chinese, Malay and Tamil, type, source, scope (when the page does
 * not fix it), a value input that follows the type (chips for lists and a select's choices), and
 * a description. Problems found before sending and the server's field errors show under their
 * field; a 409 (duplicate key, type change while a policy names it) shows above the fields.
 * Mount it when needed: it starts from the target each time.
 */
export function AttributeDialog(props: AttributeDialogProps) {
  const { target } = props;
  const defaults = useMemo<AttributeFormState>(
    () => (target.mode === 'create' ? newForm(target.defaults) : formOf(target.attribute)),
    [target],
  );
  return (
    // FormDialog is the form the user submits (its content sits in a portal): react-admin's
    // <form> stays empty, and the submit it sees has been handled (prevented) by the dialog.
    <Form
      defaultValues={defaults}
      mode="onSubmit"
      reValidateMode="onSubmit"
      shouldFocusError={false}
      disableInvalidFormNotification
    >
      <AttributeDialogContent {...props} />
    </Form>
  );
}

/** The dialog on the form: its fields, the 409 above them, Save through the form. */
function AttributeDialogContent({ target, product, onClose }: AttributeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { create, update } = useAttributeMutations(product);
  const { handleSubmit, setError, getValues, setValue } = useFormContext();
  const { errors } = useFormState();
  const conflict = errors.root?.serverError?.message;
  const editing = target.mode === 'edit';
  const scopeFixed = target.mode === 'edit' || target.scopeFixed;

  /** A new type or a move to or from 'select' changes what the value is: it starts again. */
  const restartValue = (patch: Partial<Pick<AttributeFormState, 'type' | 'source'>>) => {
    const current = stateOf(getValues());
    const next = { ...current, ...patch };
    const valueKind = (state: AttributeFormState) =>
      state.source === 'select' ? 'select' : state.type;
    if (valueKind(next) !== valueKind(current))
      setValue('value', emptyValue(next.type, next.source));
  };

  /**
   * A refused save as the form's problems: a 400's field errors under their fields, a 409 above
   * them (`root.serverError`); anything else is notified.
   */
  const refusalOf = (error: unknown): Record<string, unknown> | undefined => {
    if (isConsoleHttpError(error) && error.status === 409)
      return { root: { serverError: error.message } };
    if (isConsoleHttpError(error) && error.status === 400) {
      const problems = submissionErrorsOf(error, error.message, fieldOf);
      if (!('root' in problems)) return problems;
    }
    notifyError(error);
    return undefined;
  };

  // Only a form without problems gets here (each input's check ran first).
  const save = async (values: FieldValues) => {
    const checked = toAttributeInput(stateOf(values));
    if (!checked.ok) return;
    try {
      if (target.mode === 'edit')
        await update.mutateAsync({ key: target.attribute.key, input: checked.input });
      else await create.mutateAsync(checked.input);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal !== undefined) setSubmissionErrors(refusal, setError);
      return;
    }
    notify(
      editing
        ? 'console.attributes.notifications.updated'
        : 'console.attributes.notifications.created',
      { type: 'success' },
    );
    onClose();
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
      onSubmit={() => void handleSubmit(save)()}
      submitLabel={translate('ra.action.save')}
      cancelLabel={translate('ra.action.cancel')}
      busy={create.isPending || update.isPending}
    >
      {conflict !== undefined && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {translate('console.attributes.conflict', { message: conflict })}
        </Alert>
      )}
      <FormTextField
        source="key"
        checked
        autoFocus={!editing}
        fullWidth
        margin="dense"
        required
        label={translate('console.attributes.fields.key')}
        helperText={translate(
          editing ? 'console.attributes.hints.keyFixed' : 'console.attributes.hints.key',
        )}
        slotProps={{ htmlInput: { readOnly: editing, maxLength: 64 } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {translate('console.attributes.names.legend')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.attributes.names.hint')}
        </Typography>
        {ATTRIBUTE_NAME_LANGUAGES.map((language) => (
          <FormTextField
            key={language}
            source={`names.${language}`}
            checked
            fullWidth
            margin="dense"
            required={language === 'en'}
            label={translate(`console.attributes.names.${language}`)}
            slotProps={{ htmlInput: { lang: language, maxLength: ATTRIBUTE_NAME_MAX_LENGTH } }}
          />
        ))}
      </Box>
      <FormTextField
        source="type"
        select
        fullWidth
        margin="dense"
        required
        label={translate('console.attributes.fields.type')}
        onPick={(type) => restartValue({ type: type as AttributeType })}
      >
        {ATTRIBUTE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`console.attributes.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        source="source"
        select
        fullWidth
        margin="dense"
        required
        label={translate('console.attributes.fields.source')}
        onPick={(source) => restartValue({ source: source as AttributeSource })}
      >
        {ATTRIBUTE_SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {translate(`console.attributes.sources.${source}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        source="scope"
        select
        fullWidth
        margin="dense"
        label={translate('console.attributes.fields.scope')}
        disabled={scopeFixed}
      >
        <MenuItem value="product">{translate('console.attributes.scopes.product')}</MenuItem>
        <MenuItem value="global">{translate('console.attributes.scopes.global')}</MenuItem>
      </FormTextField>
      <FormValueInput />
      <FormTextField
        source="desc"
        fullWidth
        margin="dense"
        multiline
        minRows={2}
        label={translate('console.attributes.fields.desc')}
        slotProps={{ htmlInput: { maxLength: ATTRIBUTE_DESCRIPTION_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
