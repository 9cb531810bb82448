/** A catalogue item as the editor holds it: the form's data, system fields included. */
export type EditorRecord = Record<string, unknown>;

/**
 * The blank draft the create page starts from, also prepared when the server says an item has no
 * versions yet (40710504): the type, and one empty English name for the user to fill in.
 */
export function blankDraft(type: string, id?: string): EditorRecord {
  const draft: EditorRecord = { cty: type, lon: [{ lang: 'en', n: '' }] };
  if (id !== undefined) draft.id = id;
  return draft;
}

/** The version an update is based on: the server refuses a stale `key`/`ut` with 409. */
export interface VersionBase {
  key: string;
  ut: string;
  st: string;
}

/** The base of a loaded record, or undefined for a blank draft that was never saved. */
export function versionBaseOf(record: EditorRecord | undefined): VersionBase | undefined {
  if (record === undefined) return undefined;
  const { key, ut, st } = record;
  if (typeof key !== 'string' || typeof ut !== 'string') return undefined;
  return { key, ut, st: typeof st === 'string' ? st : 'draft' };
}
