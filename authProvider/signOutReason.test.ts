import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignOutReason, takeSignOutReason, withSignOutReason } from './signOutReason';

describe('the sign-out reason carried to the next sign-in page', () => {
  afterEach(() => sessionStorage.clear());

  it('is read once, then forgotten', () => {
    expect(takeSignOutReason()).toBeUndefined();
    rememberSignOutReason('invalid_access_token');
    expect(takeSignOutReason()).toBe('invalid_access_token');
    expect(takeSignOutReason()).toBeUndefined();
  });

  it('ignores a value it does not know', () => {
    sessionStorage.setItem('signout_reason', '<script>');
    expect(takeSignOutReason()).toBeUndefined();
    expect(sessionStorage.getItem('signout_reason')).toBeNull();
  });

  it('goes on the sign-in request as signout_reason, keeping the other parameters', () => {
    const url = new URL(
      withSignOutReason(
        'http://localhost/auth/auth?client_id=c&ui_locales=ms&state=s',
        'invalid_access_token',
      ),
    );
    expect(url.searchParams.get('signout_reason')).toBe('invalid_access_token');
    expect(url.searchParams.get('ui_locales')).toBe('ms');
    expect(url.searchParams.get('client_id')).toBe('c');
  });
});
