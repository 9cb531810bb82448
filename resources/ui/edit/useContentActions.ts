import { useCallback, useState } from 'react';
import type { ErrorObject } from 'ajv';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import { cleanPayload } from '../../../domain/payload';
import type { EditorRecord, VersionBase } from './blankDraft';
import { readFailure } from '../../../dataProvider/envelopeReader';
import { fieldErrorsOf } from './httpError';
import type { StatusAction } from './statusActions';
import { STATUS_ACTIONS } from './statusActions';
import { statusActionSteps } from '../../../domain/statusTransitions';

export type WriteOutcome =
  | { kind: 'written'; doc: EditorRecord }
  | { kind: 'conflict'; message: string; latest: EditorRecord[] }
  | { kind: 'failed' };

export interface ContentActions {
  /** True while a write is in flight. */
  busy: boolean;
  /** The server's field errors of the last failed write, for JSON Forms' `additionalErrors`. */
  fieldErrors: ErrorObject[];
  clearFieldErrors: () => void;
  /** Creates the item (the first save of a blank draft). */
  create: (data: EditorRecord) => Promise<WriteOutcome>;
  /** Saves the form over the version it was based on; a stale base answers 'conflict'. */
  save: (data: EditorRecord, base: VersionBase) => Promise<WriteOutcome>;
  /** Publishes, archives, deletes... the version `base`. */
  changeStatus: (action: StatusAction, base: VersionBase) => Promise<WriteOutcome>;
}

function isRecord(value: unknown): value is EditorRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The current versions a 409 carries in `body.data` (a list, or one item). */
function latestIn(data: unknown): EditorRecord[] {
  if (Array.isArray(data)) return data.filter(isRecord);
  return isRecord(data) ? [data] : [];
}

/**
 * The editor's writes through the data provider: create, update (payload cleaned with the
 * type's schema, based on the version's `key`/`ut`) and status changes (`meta.status`, with
 * `meta.apr` for a submission; Publish on a draft chains the submission and the publication).
 * Announces success with the spec's messages and failures with
 * the server's message; a 409 on save is handed back as a conflict for the user to resolve.
 */
export function useContentActions(
  type: string,
  id: string | undefined,
  schema: JsonSchemaObject | undefined,
  typeName: string,
): ContentActions {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ErrorObject[]>([]);

  const succeed = useCallback(
    (outcome: 'created' | 'updated' | 'deleted' | 'published', doc: unknown): WriteOutcome => {
      notify(`console.resources.messages.${outcome}`, {
        type: 'success',
        messageArgs: { type: typeName },
      });
      return { kind: 'written', doc: isRecord(doc) ? doc : {} };
    },
    [notify, typeName],
  );

  const fail = useCallback(
    (error: unknown, fallbackKey: string, conflictAllowed: boolean): WriteOutcome => {
      const read = readFailure(error, '');
      if (conflictAllowed && read.status === 409) {
        return {
          kind: 'conflict',
          message: read.message || translate('console.editor.conflict.fallback'),
          latest: latestIn(read.data),
        };
      }
      setFieldErrors(fieldErrorsOf(read));
      notifyError(error, fallbackKey);
      return { kind: 'failed' };
    },
    [notifyError, translate],
  );

  const run = useCallback(async (write: () => Promise<WriteOutcome>): Promise<WriteOutcome> => {
    setBusy(true);
    try {
      return await write();
    } finally {
      setBusy(false);
    }
  }, []);

  const clean = useCallback(
    (data: EditorRecord) => (schema ? cleanPayload(data, schema) : data),
    [schema],
  );

  const create = useCallback(
    (data: EditorRecord) =>
      run(async () => {
        setFieldErrors([]);
        try {
          const result: { data: unknown } = await dataProvider.create(type, { data: clean(data) });
          return succeed('created', result.data);
        } catch (error) {
          return fail(error, 'console.editor.errors.createFailed', false);
        }
      }),
    [run, dataProvider, type, clean, succeed, fail],
  );

  const save = useCallback(
    (data: EditorRecord, base: VersionBase) =>
      run(async () => {
        if (id === undefined) return { kind: 'failed' };
        setFieldErrors([]);
        try {
          const result: { data: unknown } = await dataProvider.update(type, {
            id,
            data: clean(data),
            previousData: { id, key: base.key, ut: base.ut },
          });
          return succeed('updated', result.data);
        } catch (error) {
          return fail(error, 'console.editor.errors.updateFailed', true);
        }
      }),
    [run, dataProvider, type, id, clean, succeed, fail],
  );

  const changeStatus = useCallback(
    (action: StatusAction, base: VersionBase) =>
      run(async () => {
        if (id === undefined) return { kind: 'failed' };
        const spec = STATUS_ACTIONS[action];
        // Publish on a draft is two updates (pending with the approval flag, then published),
        // each based on the version the one before it returned.
        let at: { key: string; ut: string } = { key: base.key, ut: base.ut };
        let written: EditorRecord | undefined;
        for (const step of statusActionSteps(action, base.st)) {
          const meta: Record<string, unknown> = { status: step.status };
          if (step.apr !== undefined) meta.apr = step.apr;
          try {
            // No content in the body: a status change keeps the version's content as it is.
            const result: { data: unknown } = await dataProvider.update(type, {
              id,
              data: {},
              previousData: { id, key: at.key, ut: at.ut },
              meta,
            });
            written = isRecord(result.data) ? result.data : {};
            if (typeof written.key === 'string' && typeof written.ut === 'string')
              at = { key: written.key, ut: written.ut };
          } catch (error) {
            const failed = fail(
              error,
              spec.outcome === 'deleted'
                ? 'console.editor.errors.deleteFailed'
                : 'console.editor.errors.updateFailed',
              false,
            );
            // A step already written (the submission) is shown: the version stays submitted.
            return written === undefined ? failed : { kind: 'written', doc: written };
          }
        }
        return succeed(spec.outcome, written);
      }),
    [run, dataProvider, type, id, succeed, fail],
  );

  const clearFieldErrors = useCallback(() => setFieldErrors([]), []);

  return { busy, fieldErrors, clearFieldErrors, create, save, changeStatus };
}
