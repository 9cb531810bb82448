import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, LockStatus } from '../../dataProvider/types';
import { readFailure } from '../../dataProvider/envelopeReader';
import { forgetLock, rememberLock, storedLock } from './lockMemory';

/** The lock heartbeat interval (spec section 9: interval 60000 ms). */
export const LOCK_HEARTBEAT_MS = 60_000;

export type LockProblem = 'acquireFailed' | 'beatFailed' | 'releaseFailed' | 'statusFailed';

export interface ContentLock {
  /** The name of whoever else holds the lock; undefined when it is open or mine. */
  lockedBy: string | undefined;
  /** True while this user holds the lock. */
  held: boolean;
  /** A failed acquire restricts editing until the page is reloaded. */
  restricted: boolean;
  /** The last lock problem, for the view to announce; cleared by `clearProblem`. */
  problem: { kind: LockProblem; message: string } | undefined;
  clearProblem: () => void;
  /** Takes the lock; false when someone else holds it or the call failed. */
  acquire: () => Promise<boolean>;
  release: () => Promise<void>;
  /** Takes the lock away from its holder (force-unlock permission), then re-reads its status. */
  forceUnlock: () => Promise<void>;
}

function holderOf(status: LockStatus | undefined, myUid: string | undefined): string | undefined {
  if (
    !status ||
    status.ls === 'open' ||
    status.ls === '' ||
    status.ls === myUid ||
    status.lo_uid === myUid
  )
    return undefined;
  return status.lo_name ?? status.lo_uid ?? status.ls;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lockStatusIn(record: unknown): LockStatus | undefined {
  if (!isRecord(record)) return undefined;
  if (typeof record.ls !== 'string') return undefined;
  const status: LockStatus = { ls: record.ls };
  if (typeof record.lo_uid === 'string') status.lo_uid = record.lo_uid;
  if (typeof record.lo_name === 'string') status.lo_name = record.lo_name;
  return status;
}

/**
 * Content locking (spec section 4): reads the lock status when the item opens; `acquire` on
 * entering edit mode, then a heartbeat every 60 s while held; `release` on save, close and leave
 * (unmount), and by beacon when the tab closes. The held lock is named in session storage under
 * `lockObj` and `lockstatus` (lockMemory.ts). A 423 on acquire names the holder; another
 * failure restricts editing; a failed heartbeat stops lock mode (the holder keeps editing).
 */
export function useContentLock(
  type: string,
  id: string | undefined,
  myUid: string | undefined,
): ContentLock {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  // The lock status is server state: read as the item opens (and on a refresh), replaced by what
  // acquire and release answer.
  const statusQuery = useQuery({
    queryKey: ['console', 'lockStatus', type, id],
    queryFn: () => dataProvider.getLockStatus(type, id ?? ''),
    enabled: id !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const status = statusQuery.data;
  const setStatus = useCallback(
    (next: LockStatus) => queryClient.setQueryData(['console', 'lockStatus', type, id], next),
    [queryClient, type, id],
  );
  const { error: statusError, refetch: refetchStatus } = statusQuery;
  const [held, setHeld] = useState(false);
  const [beating, setBeating] = useState(false);
  const [restricted, setRestricted] = useState(false);
  const [problem, setProblem] = useState<ContentLock['problem']>(undefined);
  const heldRef = useRef(false);

  const markHeld = useCallback(
    (value: boolean) => {
      heldRef.current = value;
      setHeld(value);
      setBeating(value);
      if (value && id !== undefined) rememberLock(sessionStorage, type, id);
      else forgetLock(sessionStorage);
    },
    [type, id],
  );

  // A lock of another item still named in this tab's storage was left by a page that ended
  // without leaving (lockMemory.ts): released here, once, as this item opens.
  useEffect(() => {
    const left = storedLock(sessionStorage);
    if (left === undefined || (left.type === type && left.id === id)) return;
    forgetLock(sessionStorage);
    void dataProvider.releaseLock(left.type, left.id).catch(() => undefined);
  }, [dataProvider, type, id]);

  useEffect(() => {
    if (statusError)
      setProblem({ kind: 'statusFailed', message: readFailure(statusError, '').message });
  }, [statusError]);

  const acquire = useCallback(async () => {
    if (id === undefined) return true;
    try {
      setStatus(await dataProvider.acquireLock(type, id));
      markHeld(true);
      return true;
    } catch (error) {
      const read = readFailure(error, '');
      const holder = lockStatusIn(read.data);
      if (read.status === 423 && holder) {
        setStatus(holder);
      } else {
        setRestricted(true);
        setProblem({ kind: 'acquireFailed', message: read.message });
      }
      return false;
    }
  }, [dataProvider, type, id, markHeld, setStatus]);

  const release = useCallback(async () => {
    if (id === undefined || !heldRef.current) return;
    markHeld(false);
    try {
      await dataProvider.releaseLock(type, id);
      setStatus({ ls: 'open' });
    } catch (error) {
      setProblem({ kind: 'releaseFailed', message: readFailure(error, '').message });
    }
  }, [dataProvider, type, id, markHeld, setStatus]);

  const forceUnlock = useCallback(async () => {
    if (id === undefined) return;
    try {
      await dataProvider.releaseLock(type, id, { force: true });
    } catch (error) {
      setProblem({ kind: 'releaseFailed', message: readFailure(error, '').message });
    }
    await refetchStatus();
  }, [dataProvider, type, id, refetchStatus]);

  // Heartbeat while the lock is held and lock mode is on.
  useEffect(() => {
    if (!beating || id === undefined) return;
    const timer = setInterval(() => {
      dataProvider.heartbeatLock(type, id).catch((error: unknown) => {
        setBeating(false);
        setProblem({ kind: 'beatFailed', message: readFailure(error, '').message });
      });
    }, LOCK_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [beating, dataProvider, type, id]);

  // Closing the tab: a beacon survives the page's unload where a normal request may not. Only
  // pagehide: a beforeunload can still be cancelled by the unsaved-changes prompt.
  useEffect(() => {
    if (id === undefined) return;
    const onLeave = () => {
      if (!heldRef.current) return;
      heldRef.current = false;
      forgetLock(sessionStorage);
      void dataProvider.releaseLock(type, id, { beacon: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      // Leaving the page (or switching item) releases a lock still held.
      if (heldRef.current) {
        heldRef.current = false;
        forgetLock(sessionStorage);
        void dataProvider.releaseLock(type, id).catch(() => undefined);
      }
    };
  }, [dataProvider, type, id]);

  const clearProblem = useCallback(() => setProblem(undefined), []);

  return {
    lockedBy: held ? undefined : holderOf(status, myUid),
    held,
    restricted,
    problem,
    clearProblem,
    acquire,
    release,
    forceUnlock,
  };
}
