import { useState } from 'react';
import type { EditedVersion } from './useItemEditor';

/** The version picker of a versioned editor page (useVersionPicker). */
export interface VersionPicker<R extends EditedVersion> {
  /**
   * The key of a picked version that is not among the current ones: the page fetches that older
   * version by its key (undefined: nothing to fetch, or the current versions are still loading).
   */
  olderKey: string | undefined;
  /** The version shown, given the older version the page fetched for `olderKey` (if any). */
  shown: (older: R | undefined) => R | undefined;
  /** Shows a version: the picker's choice, and the version a write answered. */
  pick: (key: string) => void;
}

/** The version a versioned editor shows by default: the draft, else the first current version. */
function draftElseFirst<R extends EditedVersion>(current: readonly R[]): R | undefined {
  return current.find((version) => version.st === 'draft') ?? current[0];
}

/**
 * Which version a versioned editor page shows: by default `byDefault` of the current versions
 * (the draft, else the first); once one is picked (in the version picker, or answered by a
 * write), that one, from the current versions or else fetched by its key (`olderKey`, asked only
 * once the current versions are known). The page's editor core (useItemEditor) takes `shown`
 * and calls `pick` for the version a write answered.
 */
export function useVersionPicker<R extends EditedVersion>(
  current: readonly R[] | undefined,
  byDefault: (current: readonly R[]) => R | undefined = draftElseFirst,
): VersionPicker<R> {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const inCurrent =
    picked === undefined ? undefined : current?.find((version) => version.key === picked);
  const olderKey =
    picked !== undefined && current !== undefined && inCurrent === undefined ? picked : undefined;
  return {
    olderKey,
    shown: (older) => {
      if (current === undefined) return undefined;
      if (picked === undefined) return byDefault(current);
      return inCurrent ?? (older?.key === picked ? older : undefined);
    },
    pick: setPicked,
  };
}
