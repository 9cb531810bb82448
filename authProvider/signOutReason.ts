/**
 * Why the console signed the user out, carried to the sign-in page that follows (spec section 8:
 * a 401 that no refresh cures signs out with 'Invalid access_token'). The console's own message
 * would vanish with the page as the browser leaves for the provider's logout; so the reason is
 * kept in sessionStorage across the logout's redirects and the next start sends it with the
 * sign-in request (`signout_reason`), and the embedded provider's sign-in page says it in the
 * page's language. A provider that does not know the parameter ignores it.
 */

/** sessionStorage key of the pending reason. */
export const SIGN_OUT_REASON_KEY = 'signout_reason';
/** Authorization request parameter that carries it (server/idp/configuration.ts extraParams). */
export const SIGN_OUT_REASON_PARAM = 'signout_reason';

/** The reasons the sign-in page knows. */
export const SIGN_OUT_REASONS = ['invalid_access_token'] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

function isSignOutReason(value: unknown): value is SignOutReason {
  return (SIGN_OUT_REASONS as readonly unknown[]).includes(value);
}

/** Keeps `reason` for the sign-in after the logout (a storage failure only loses the message). */
export function rememberSignOutReason(reason: SignOutReason): void {
  try {
    globalThis.sessionStorage?.setItem(SIGN_OUT_REASON_KEY, reason);
  } catch {
    // Nothing to do: the user is still signed out, without the reason on the sign-in page.
  }
}

/** Reads and forgets the pending reason: it is said once, on the next sign-in page. */
export function takeSignOutReason(): SignOutReason | undefined {
  try {
    const value = globalThis.sessionStorage?.getItem(SIGN_OUT_REASON_KEY);
    globalThis.sessionStorage?.removeItem(SIGN_OUT_REASON_KEY);
    return isSignOutReason(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `loginUrl` with the reason added (as the authorization request's `signout_reason`). */
export function withSignOutReason(loginUrl: string, reason: SignOutReason): string {
  const url = new URL(loginUrl);
  url.searchParams.set(SIGN_OUT_REASON_PARAM, reason);
  return url.toString();
}
