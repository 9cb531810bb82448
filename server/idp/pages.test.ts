import { describe, expect, it } from 'vitest';
import { LOGIN_LANGUAGES, LOGIN_MESSAGES } from './loginMessages';
import { renderLoginPage } from './pages';

const page = (language: (typeof LOGIN_LANGUAGES)[number]) => ({
  language,
  action: '/auth/interaction/x/login',
  languageHref: (other: string) => `/auth/interaction/x?lang=${other}`,
});

describe('the sign-in page after the console signed the user out', () => {
  it("says 'Invalid access_token' in the page's language", () => {
    for (const language of LOGIN_LANGUAGES) {
      const html = renderLoginPage({ ...page(language), signOutReason: 'invalid_access_token' });
      expect(html).toContain(
        `<p class="error" role="alert">${LOGIN_MESSAGES[language].invalidAccessToken}</p>`,
      );
    }
    expect(LOGIN_MESSAGES.en.invalidAccessToken).toBe('Invalid access_token');
  });

  it('says nothing without a reason, and a failed attempt replaces the reason', () => {
    expect(renderLoginPage(page('en'))).not.toContain('role="alert"');
    const failed = renderLoginPage({
      ...page('en'),
      signOutReason: 'invalid_access_token',
      failed: true,
    });
    expect(failed).toContain(LOGIN_MESSAGES.en.invalidCredentials);
    expect(failed).not.toContain(LOGIN_MESSAGES.en.invalidAccessToken);
  });
});
