import { useCallback, useState } from 'react';
import type { ErrorObject } from 'ajv';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import type { EditorRecord } from './blankDraft';
import { readFailure } from '../../../dataProvider/envelopeReader';
import { fieldErrorsOf } from './httpError';
import { contentWrites } from './contentWrites';

export interface ContentCreation {
  /** True while the create is in flight. */
  busy: boolean;
  /** The server's field errors of the last refused create, for JSON Forms' `additionalErrors`. */
  fieldErrors: ErrorObject[];
  /** Creates the item; the item written, or undefined when refused (and announced so). */
  create: (data: EditorRecord) => Promise<EditorRecord | undefined>;
}

/**
 * The create page's write: the item created through the data provider (its payload cleaned with
 * the type's schema), announced with the spec's message, or the service's reasons under their
 * fields and in the failure notification.
 */
export function useContentCreation(
  type: string,
  schema: JsonSchemaObject | undefined,
  typeName: string,
): ContentCreation {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ErrorObject[]>([]);

  const create = useCallback(
    async (data: EditorRecord) => {
      setBusy(true);
      setFieldErrors([]);
      try {
        const doc = await contentWrites(dataProvider, type, undefined, schema).create(data);
        notify('console.resources.messages.created', {
          type: 'success',
          messageArgs: { type: typeName },
        });
        return doc;
      } catch (error) {
        setFieldErrors(fieldErrorsOf(readFailure(error, '')));
        notifyError(error, 'console.editor.errors.createFailed');
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, type, schema, notify, typeName, notifyError],
  );

  return { busy, fieldErrors, create };
}
