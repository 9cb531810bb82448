import { chooseVersion } from '../../../domain/versions';
import type { EditorRecord } from './blankDraft';

/**
 * The version a conflicting save is copied over: among the current versions the server sent
 * back with its 409, the one the edit was based on (now with a newer `ut`) if it still exists,
 * else the one the editor would open (the draft, else the last). Undefined when none is usable.
 */
export function pickLatest(
  latest: readonly EditorRecord[],
  baseKey: string | undefined,
): EditorRecord | undefined {
  const usable = latest.filter((doc) => typeof doc.key === 'string' && typeof doc.ut === 'string');
  const same = usable.find((doc) => doc.key === baseKey);
  if (same) return same;
  const entries = usable.map((doc) => ({
    key: String(doc.key),
    st: typeof doc.st === 'string' ? doc.st : '',
    name: '',
    doc,
  }));
  return chooseVersion(entries)?.doc;
}
