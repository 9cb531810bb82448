import { useCallback, useMemo, useRef } from 'react';
import type { ErrorObject } from 'ajv';
import { UPDATE_CORE, createTranslator } from '@jsonforms/core';
import type { JsonSchema, Middleware, UISchemaElement } from '@jsonforms/core';
import { Box } from '@mui/material';
import { JsonForms } from '@jsonforms/react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import { isSupportedLocale } from '../../domain/languages';
import { createFormTranslate } from './formTranslator';
import { createLocalizedAjv } from './localizedAjv';
import { FormCategoryProvider } from './CategorizationLayout';
import { FormItemProvider } from './formItem';
import type { FormItem } from './formItem';
import { localizeSchema, withReadOnlyProperties } from './localizeSchema';
import { consoleCells, consoleRenderers } from './renderers';

export interface ResourceJsonFormProps {
  schema: JsonSchemaObject;
  uischema: unknown;
  /** The form's data, controlled: pass back what `onChange` reported (a new object resets the form). */
  data: Record<string, unknown>;
  /** Read-only until the user enters edit mode. System fields are disabled anyway (`readOnly` in the schema). */
  readonly: boolean;
  /** Whether validation messages show (not before the user changed something). */
  showValidation: boolean;
  /** The server's field errors (JSON pointers as `instancePath`). */
  additionalErrors: ErrorObject[];
  onChange: (data: unknown) => void;
  /** The saved item the form edits (its images upload to it); none for a new item. */
  item?: FormItem | undefined;
  /**
   * The tab (category) the form shows, kept by the page so a form drawn again (after a save)
   * opens where the user was; without it the form opens on its first tab.
   */
  category?: number | undefined;
  onCategoryChange?: ((index: number) => void) | undefined;
}

/** Shown but never typed into: the status changes through the editor's status actions. */
const FORM_READ_ONLY = ['st'];

function isUiSchema(value: unknown): value is UISchemaElement {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/**
 * A catalogue item's form: JSON Forms with the material renderers (a Categorization shows as
 * tabs), labels translated from the UI schema's i18n keys. This module pulls in the material
 * renderers (and MUI's whole icon index): load it lazily.
 */
export default function ResourceJsonForm({
  schema,
  uischema,
  data,
  readonly,
  showValidation,
  additionalErrors,
  onChange,
  item,
  category,
  onCategoryChange,
}: ResourceJsonFormProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const i18n = useMemo(
    () => ({
      locale,
      translate: createTranslator(
        createFormTranslate(translate, isSupportedLocale(locale) ? locale : 'en'),
      ),
    }),
    [locale, translate],
  );
  // Validation messages in the UI language, from the one message map (domain/validation).
  const ajv = useMemo(() => createLocalizedAjv(locale), [locale]);
  const localized = useMemo(
    () =>
      localizeSchema(withReadOnlyProperties(schema, FORM_READ_ONLY), (path) => {
        const key = `fields.${path}`;
        const text = translate(key, { _: key });
        return text === key ? undefined : text;
      }),
    [schema, translate],
  );
  // JSON Forms reports its data a moment (10 ms) after each change. A page that passes a report
  // back after the operator typed again would reset the form to that older data: such a late
  // echo of the last report keeps what the form holds now (a new object still resets the form).
  const lastReport = useRef<unknown>(undefined);
  const keepNewerTyping = useCallback<Middleware>((state, action, reducer) => {
    if (
      action.type === UPDATE_CORE &&
      action.data === lastReport.current &&
      state.data !== action.data
    ) {
      return reducer(state, { ...action, data: state.data as unknown });
    }
    return reducer(state, action);
  }, []);
  const kept = useMemo(
    () => (category !== undefined && onCategoryChange ? { category, onCategoryChange } : undefined),
    [category, onCategoryChange],
  );
  return (
    // JSON Forms' material layouts stack single controls without a gap; give each field room.
    <Box sx={{ '& .MuiFormControl-root:not(.MuiTextField-root .MuiFormControl-root)': { my: 1 } }}>
      <FormItemProvider value={item}>
        <FormCategoryProvider value={kept}>
          <JsonForms
            schema={localized as JsonSchema}
            uischema={isUiSchema(uischema) ? uischema : undefined}
            data={data}
            renderers={consoleRenderers}
            cells={consoleCells}
            readonly={readonly}
            i18n={i18n}
            ajv={ajv}
            validationMode={showValidation ? 'ValidateAndShow' : 'ValidateAndHide'}
            additionalErrors={additionalErrors}
            middleware={keepNewerTyping}
            onChange={({ data: next }) => {
              lastReport.current = next;
              onChange(next);
            }}
          />
        </FormCategoryProvider>
      </FormItemProvider>
    </Box>
  );
}
