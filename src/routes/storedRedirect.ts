import { STORED_REDIRECT_KEY } from '../../authProvider/authProvider';

/*
 * Section 4's stored redirect: the path a role-less user was headed to when the access guard sent
 * them to /login. It lives in session storage (one tab's journey) and logout removes it with the
 * other stored session keys.
 */

/** The stored redirect, if any. */
export function readStoredRedirect(): string | undefined {
  return globalThis.sessionStorage?.getItem(STORED_REDIRECT_KEY) ?? undefined;
}

/** Remembers where the user was headed; only paths inside the console are kept. */
export function storeRedirect(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  globalThis.sessionStorage?.setItem(STORED_REDIRECT_KEY, path);
}

/** Forgets the stored redirect once used. */
export function forgetStoredRedirect(): void {
  globalThis.sessionStorage?.removeItem(STORED_REDIRECT_KEY);
}
