import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ContentLock, LockProblem } from './useContentLock';

const PROBLEM_KEYS: Readonly<Record<LockProblem, string>> = {
  acquireFailed: 'console.common.lock.acquireFailed',
  beatFailed: 'console.common.lock.beatFailed',
  releaseFailed: 'console.common.lock.releaseFailed',
  statusFailed: 'console.common.lock.statusFailed',
};

/**
 * Announces a content lock's problems, the same way in every editor: the service's own message
 * when it gave one (a lost heartbeat always by the console's words), else the console's; a failed
 * acquire as an error, the others as warnings. Each problem is announced once, then cleared.
 */
export function useLockNotices(lock: Pick<ContentLock, 'problem' | 'clearProblem'>): void {
  const notify = useNotify();
  const translate = useTranslate();
  const { problem, clearProblem } = lock;
  useEffect(() => {
    if (!problem) return;
    const message =
      problem.message.trim() !== '' && problem.kind !== 'beatFailed'
        ? problem.message
        : translate(PROBLEM_KEYS[problem.kind]);
    notify(message, {
      type: problem.kind === 'acquireFailed' ? 'error' : 'warning',
      // The message is already readable text: `_` makes translate return it as it is.
      messageArgs: { _: message },
    });
    clearProblem();
  }, [problem, clearProblem, notify, translate]);
}
