import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';
import { renderInAdmin, strictI18nProvider } from '../../../kit/testing/renderInAdmin';
import { messages as appConfigMessages } from '../../../custom/appconfig/i18n/appconfig';
import { messages as editorMessages } from '../../../resources/ui/i18n/editor';

/** An app configuration type's schema and UI schema, as its folder under resources/_appconfig holds them. */
export function appConfigType(name: string): { schema: JsonSchemaObject; uischema: unknown } {
  const folder = join(import.meta.dirname, '..', '..', '..', 'resources', '_appconfig', name);
  const read = (file: string): unknown => JSON.parse(readFileSync(join(folder, file), 'utf8'));
  return { schema: read('schema.json') as JsonSchemaObject, uischema: read('uischema.json') };
}

interface TypeFormProps {
  type: { schema: JsonSchemaObject; uischema: unknown };
  initial: Record<string, unknown>;
  /** Each report of the form, before the page takes it. */
  onData?: (data: Record<string, unknown>) => void;
}

/** A page holding the type's form: it takes each report of the form back as the form's data. */
function TypeForm({ type, initial, onData }: TypeFormProps) {
  const [data, setData] = useState(initial);
  return (
    <ResourceJsonForm
      schema={type.schema}
      uischema={type.uischema}
      data={data}
      readonly={false}
      showValidation
      additionalErrors={[]}
      onChange={(next) => {
        onData?.(next as Record<string, unknown>);
        setData(next as Record<string, unknown>);
      }}
    />
  );
}

/** Renders the type's form in an admin context with the app configuration's and editor's words. */
export function renderAppConfigForm(props: TypeFormProps) {
  return renderInAdmin(<TypeForm {...props} />, {
    i18nProvider: strictI18nProvider(appConfigMessages, editorMessages),
  });
}
