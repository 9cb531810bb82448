import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { ContentStatus } from '../../../domain/statuses';
import type { VersionEntry } from '../../../domain/versions';
import { chooseVersion } from '../../../domain/versions';
import { blankDraft } from './blankDraft';
import type { EditorRecord } from './blankDraft';
import { REASON } from '../../../domain/envelope';
import { hasReasonCode, readFailure } from '../../../dataProvider/envelopeReader';

export interface EditorRecordState {
  /** The item's versions, oldest first; empty when the server says there are none yet. */
  versions: VersionEntry[];
  /** True when the server answered 'none': the record is a blank draft to be created. */
  isNew: boolean;
  selectedKey: string | undefined;
  /** The loaded version (or the blank draft); undefined while loading the first time. */
  record: EditorRecord | undefined;
  /** Grows each time `record` is replaced by a load: the form resets its data on a new revision. */
  revision: number;
  loading: boolean;
  /** Set when loading failed: the server's message ('' when it gave none). */
  error: string | undefined;
}

export interface EditorRecordControls extends EditorRecordState {
  /** Reloads the versions and opens `preferredKey` if it still exists, else the default version. */
  reload: (preferredKey?: string) => Promise<void>;
  /** Opens another version. */
  selectVersion: (key: string) => Promise<void>;
  /**
   * Makes `latest` the version the next save is based on WITHOUT resetting the form: after a
   * conflict the user's edits are copied over the latest version instead of being lost.
   */
  rebase: (latest: EditorRecord) => Promise<void>;
  /** Reads the version the editor would open now, without showing it. */
  fetchLatest: () => Promise<EditorRecord | undefined>;
}

const INITIAL: EditorRecordState = {
  versions: [],
  isNew: false,
  selectedKey: undefined,
  record: undefined,
  revision: 0,
  loading: true,
  error: undefined,
};

/**
 * The versions of an item and the one the editor shows (`getVersions`, `getOne` with
 * `meta.key`). The default version follows `chooseVersion` (the draft, else the wanted status,
 * else the last); a 'none' answer prepares a blank draft.
 */
export function useEditorRecord(
  type: string,
  id: string,
  wanted: ContentStatus | undefined,
): EditorRecordControls {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<EditorRecordState>(INITIAL);
  const request = useRef(0);

  const fetchVersion = useCallback(
    async (key: string): Promise<EditorRecord> => {
      const { data } = await dataProvider.getOne<EditorRecord & { id: string }>(type, {
        id,
        meta: { key },
      });
      return data;
    },
    [dataProvider, type, id],
  );

  // The provider answers 'none' for 40710504; a provider that throws it instead means the same.
  const versionsOrNone = useCallback(async (): Promise<VersionEntry[] | 'none'> => {
    try {
      return await dataProvider.getVersions(type, id);
    } catch (error) {
      const read = readFailure(error, '');
      if (
        hasReasonCode(read, REASON.catalogNoVersions) ||
        hasReasonCode(read, REASON.liveNoVersions)
      )
        return 'none';
      throw error;
    }
  }, [dataProvider, type, id]);

  const fail = useCallback((ticket: number, error: unknown) => {
    if (ticket !== request.current) return;
    setState((previous) => ({
      ...previous,
      loading: false,
      error: readFailure(error, '').message,
    }));
  }, []);

  const reload = useCallback(
    async (preferredKey?: string) => {
      const ticket = ++request.current;
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      try {
        const versions = await versionsOrNone();
        if (ticket !== request.current) return;
        if (versions === 'none' || versions.length === 0) {
          setState((previous) => ({
            versions: [],
            isNew: true,
            selectedKey: undefined,
            record: blankDraft(type, id),
            revision: previous.revision + 1,
            loading: false,
            error: undefined,
          }));
          return;
        }
        const chosen =
          versions.find((version) => version.key === preferredKey) ??
          chooseVersion(versions, wanted);
        const key = chosen?.key ?? versions[versions.length - 1]?.key ?? '';
        const record = await fetchVersion(key);
        if (ticket !== request.current) return;
        setState((previous) => ({
          versions,
          isNew: false,
          selectedKey: key,
          record,
          revision: previous.revision + 1,
          loading: false,
          error: undefined,
        }));
      } catch (error) {
        fail(ticket, error);
      }
    },
    [versionsOrNone, type, id, wanted, fetchVersion, fail],
  );

  const selectVersion = useCallback(
    async (key: string) => {
      const ticket = ++request.current;
      setState((previous) => ({ ...previous, selectedKey: key, loading: true, error: undefined }));
      try {
        const record = await fetchVersion(key);
        if (ticket !== request.current) return;
        setState((previous) => ({
          ...previous,
          record,
          revision: previous.revision + 1,
          loading: false,
        }));
      } catch (error) {
        fail(ticket, error);
      }
    },
    [fetchVersion, fail],
  );

  const rebase = useCallback(
    async (latest: EditorRecord) => {
      const ticket = ++request.current;
      const key = typeof latest.key === 'string' ? latest.key : undefined;
      // No revision bump: the form keeps what the user typed, only the base changes.
      setState((previous) => ({ ...previous, record: latest, selectedKey: key, isNew: false }));
      try {
        const versions = await versionsOrNone();
        if (ticket !== request.current) return;
        setState((previous) => ({ ...previous, versions: versions === 'none' ? [] : versions }));
      } catch (error) {
        fail(ticket, error);
      }
    },
    [versionsOrNone, fail],
  );

  const fetchLatest = useCallback(async () => {
    const versions = await versionsOrNone();
    if (versions === 'none') return undefined;
    const chosen = chooseVersion(versions, wanted);
    return chosen ? fetchVersion(chosen.key) : undefined;
  }, [versionsOrNone, wanted, fetchVersion]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload, selectVersion, rebase, fetchLatest };
}
