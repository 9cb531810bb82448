import { useSyncExternalStore } from 'react';

/** Whether a logout is under way: the shell shows the logout splash until the page leaves. */
let loggingOut = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks the start (or, when the provider's logout failed, the end) of a logout. */
export function setLoggingOut(value: boolean): void {
  if (loggingOut === value) return;
  loggingOut = value;
  for (const listener of [...listeners]) listener();
}

/** Whether a logout is under way (re-renders when it starts or ends). */
export function useLoggingOut(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loggingOut,
    () => false,
  );
}
