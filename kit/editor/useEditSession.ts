import { useState } from 'react';
import type { ContentLock } from '../locks/useContentLock';
import { useLockNotices } from '../locks/useLockNotices';

export interface EditSessionOptions {
  /** Editing starts (the lock is taken): the page puts its working copy in place. */
  onStart?: () => void;
  /** Editing stops (before the lock is released): the page drops its working copy and problems. */
  onStop?: () => void;
}

/** An editing session; `S` are the steps the page asks the user to confirm, 'discard' among them. */
export interface EditSession<S extends string> {
  editing: boolean;
  /** Takes the content lock and starts editing; false when the lock was not taken. */
  start: () => Promise<boolean>;
  /** Stops editing and releases the lock. */
  stop: () => Promise<void>;
  /** Cancel: asks to discard the changes first (the 'discard' step) when the form has any. */
  cancel: (dirty: boolean) => void;
  /** The step waiting for the user's confirmation. */
  step: S | undefined;
  ask: (step: S | undefined) => void;
}

/**
 * The rules every editor keeps around editing, in one place: read-only until Edit takes the
 * content lock, Cancel asking before it discards changes, the lock released when editing stops,
 * and the lock's problems announced (`useLockNotices`). The editor core (VersionedEditor) is
 * built on it.
 */
export function useEditSession<S extends string>(
  lock: ContentLock,
  options: EditSessionOptions,
): EditSession<S | 'discard'> {
  useLockNotices(lock);
  const [editing, setEditing] = useState(false);
  const [step, setStep] = useState<S | 'discard' | undefined>(undefined);
  const start = async () => {
    if (!(await lock.acquire())) return false;
    options.onStart?.();
    setEditing(true);
    return true;
  };
  const stop = async () => {
    setEditing(false);
    options.onStop?.();
    await lock.release();
  };
  return {
    editing,
    start,
    stop,
    cancel: (dirty) => (dirty ? setStep('discard') : void stop()),
    step,
    ask: setStep,
  };
}
