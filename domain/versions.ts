import type { ContentStatus } from './statuses';

/**
 * A version of a catalogue item, policy or storefront as the versions endpoint
 * lists it: its key, its status and its name 'V{n} - {status}' (spec section 3).
 */
export interface VersionEntry {
  key: string;
  st: string;
  name: string;
}

/** The display name of a version: 'V{n} - {status}', e.g. 'V2 - draft'. */
export function versionName(n: number, status: string): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a version number: ${n}`);
  return `V${n} - ${status}`;
}

const VERSION_NAME = /^V(\d+) - (.+)$/;

/**
 * The number in a version name ('V3 - published' is 3), or undefined for a name
 * that does not follow 'V{n} - {status}'.
 */
export function parseVersionNumber(name: string): number | undefined {
  const digits = VERSION_NAME.exec(name.trim())?.[1];
  if (digits === undefined) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The number the next version takes: one more than the highest existing one, 1
 * when there are none. Takes version names or numbers alike; names that do not
 * parse are skipped, so a hand-edited name never resets the numbering.
 */
export function nextVersionNumber(existing: readonly (string | number)[]): number {
  let highest = 0;
  for (const entry of existing) {
    const n = typeof entry === 'number' ? entry : parseVersionNumber(entry);
    if (n !== undefined && Number.isSafeInteger(n) && n > highest) highest = n;
  }
  return highest + 1;
}

/**
 * The version an editor opens (spec section 4): the draft version if there is
 * one, else the version matching the wanted status, else the last. The list is in
 * the order the versions endpoint returns it, oldest first, so the last is the
 * newest; where several versions match, the newest of them wins for the same
 * reason. The draft wins even over an explicitly wanted status, because editing
 * must continue the open draft rather than fork another. Undefined for an empty list.
 */
export function chooseVersion<T extends VersionEntry>(
  versions: readonly T[],
  wanted?: ContentStatus,
): T | undefined {
  return (
    versions.findLast((version) => version.st === 'draft') ??
    (wanted === undefined ? undefined : versions.findLast((version) => version.st === wanted)) ??
    versions.at(-1)
  );
}
