import { useEffect } from 'react';
import { useBlocker, useCanBlock } from 'react-admin';
import { ConfirmDialog } from '../dialog/ConfirmDialog';

export interface UnsavedChangesGuardProps {
  /** Whether leaving now would lose edits. */
  when: boolean;
  /**
   * The page's message prefix for the dialog: `${prefix}.title`, `.message`, `.leave`, `.stay`
   * (default 'console.common.unsaved'; e.g. 'console.schedule.unsaved' for a page's own words).
   */
  prefix?: string;
}

/**
 * Warns before edits are lost: a dialog when the user navigates away inside the console
 * (react-router's blocker, only available under a data router) and the browser's own prompt
 * when the tab closes or reloads.
 */
export function UnsavedChangesGuard({
  when,
  prefix = 'console.common.unsaved',
}: UnsavedChangesGuardProps) {
  const canBlock = useCanBlock();
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Some browsers still need a return value to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return canBlock ? <NavigationBlocker when={when} prefix={prefix} /> : null;
}

function NavigationBlocker({ when, prefix }: Required<UnsavedChangesGuardProps>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  // A save that navigates away (create, then open the new item) makes leaving safe in the same tick.
  useEffect(() => {
    if (blocked && !when) blocker.proceed?.();
  }, [blocked, when, blocker]);
  return (
    <ConfirmDialog
      // Blocked by a save that has just made leaving safe: it goes on (above), nothing to ask.
      isOpen={blocked && when}
      title={`${prefix}.title`}
      content={`${prefix}.message`}
      confirm={`${prefix}.leave`}
      cancel={`${prefix}.stay`}
      confirmColor="warning"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
