import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import { cleanPayload } from '../../../domain/payload';
import { statusActionSteps } from '../../../domain/statusTransitions';
import type { EditorRecord, VersionBase } from './blankDraft';
import type { StatusAction } from './statusActions';

export function isRecord(value: unknown): value is EditorRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The current versions a 409 carries in `body.data` (a list, or one item). */
export function latestIn(data: unknown): EditorRecord[] {
  if (Array.isArray(data)) return data.filter(isRecord);
  return isRecord(data) ? [data] : [];
}

/** A catalogue item's writes; each answers the version written and throws what the service refused. */
export interface ContentWrites {
  /** Creates the item (the first save of a blank draft). */
  create: (data: EditorRecord) => Promise<EditorRecord>;
  /** Saves the form over the version it was based on (a stale base is refused with 409). */
  update: (data: EditorRecord, base: Pick<VersionBase, 'key' | 'ut'>) => Promise<EditorRecord>;
  /**
   * Publishes, archives, deletes... the version `base`. Publish on a draft is two updates (pending
   * with the approval flag, then published), each based on what the one before answered; when a
   * later one is refused, `onPartial` gets what the earlier one wrote before the refusal is thrown.
   */
  changeStatus: (
    action: StatusAction,
    base: VersionBase,
    onPartial: (written: EditorRecord) => void,
  ) => Promise<EditorRecord>;
}

/**
 * The catalogue editor's writes through the data provider: the form's payload cleaned with the
 * type's schema, updates based on a version's `key`/`ut`, status changes as `meta.status` (with
 * `meta.apr` for a submission) and no content.
 */
export function contentWrites(
  dataProvider: ConsoleDataProvider,
  type: string,
  id: string | undefined,
  schema: JsonSchemaObject | undefined,
): ContentWrites {
  const clean = (data: EditorRecord) => (schema ? cleanPayload(data, schema) : data);
  const written = (data: unknown): EditorRecord => (isRecord(data) ? data : {});
  const itemId = () => {
    if (id === undefined) throw new Error('The item has no id');
    return id;
  };
  return {
    create: async (data) => {
      const result: { data: unknown } = await dataProvider.create(type, { data: clean(data) });
      return written(result.data);
    },
    update: async (data, base) => {
      const result: { data: unknown } = await dataProvider.update(type, {
        id: itemId(),
        data: clean(data),
        previousData: { id: itemId(), key: base.key, ut: base.ut },
      });
      return written(result.data);
    },
    changeStatus: async (action, base, onPartial) => {
      let at: { key: string; ut: string } = { key: base.key, ut: base.ut };
      let last: EditorRecord | undefined;
      for (const step of statusActionSteps(action, base.st)) {
        const meta: Record<string, unknown> = { status: step.status };
        if (step.apr !== undefined) meta.apr = step.apr;
        try {
          // No content in the body: a status change keeps the version's content as it is.
          const result: { data: unknown } = await dataProvider.update(type, {
            id: itemId(),
            data: {},
            previousData: { id: itemId(), key: at.key, ut: at.ut },
            meta,
          });
          last = written(result.data);
          if (typeof last.key === 'string' && typeof last.ut === 'string')
            at = { key: last.key, ut: last.ut };
        } catch (error) {
          // A step already written (the submission) is shown: the version stays submitted.
          if (last !== undefined) onPartial(last);
          throw error;
        }
      }
      return last ?? {};
    },
  };
}
