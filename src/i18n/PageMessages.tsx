import { useEffect, useState, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { loadPageMessages, pageMessagesReady } from './i18nProvider';

/** Where the shell alone is shown: the root, a product's root and the dashboard. */
const SHELL_PATH = /^\/(?:apps(?:\/[^/]+)?(?:\/dashboards\/project)?)?\/?$/;

/** How long after a failed load (the network) the next try starts. */
const RETRY_MS = 1_000;

/** Whether `pathname` shows the shell alone (its messages come with the entry chunk). */
export function isShellPath(pathname: string): boolean {
  return SHELL_PATH.test(pathname);
}

/**
 * Around the routed page: a page other than the dashboard is shown once the console's provider
 * has every page's messages (`loadPageMessages`; English starts with the shell's alone), the
 * loading indicator meanwhile. The wait is state set when the load settles, not a suspended
 * render: a page reached by a navigation (a transition) that suspended on the load kept the
 * previous page on screen after the messages had arrived (seen in the whole-console tests).
 * A failed load is tried again.
 */
export function PageMessages({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const waiting = !isShellPath(pathname) && !pageMessagesReady();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!waiting) return undefined;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadPageMessages().then(
      () => {
        if (current) setAttempt((n) => n + 1);
      },
      () => {
        if (current) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      current = false;
      if (retry !== undefined) clearTimeout(retry);
    };
  }, [waiting, attempt]);
  return waiting ? <Loading /> : children;
}
